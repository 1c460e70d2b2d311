import { guarded, rules } from "@/lib/abuse/throttle";
import { isAppError } from "@/lib/errors";
import { joinEvent, joinInput } from "@/lib/events/seats";
import { clientAddress } from "@/lib/http/client";
import { route } from "@/lib/http/route";

// Identity is the device cookie (created here on first join), never a field of the body.
// Unknown codes are counted per address: over the limit they are answered 429, while the right
// code still joins (a room of phones shares one address; lib/abuse/throttle.ts guarded).
export const POST = route({
  audience: "device",
  input: joinInput,
  handle: (ctx, input) =>
    guarded(
      { wrong: [rules.joinAddress(clientAddress(ctx.header))] },
      ctx.locale,
      async () => {
        const { eventId, seat, reclaimed } = await joinEvent(ctx.device, input);
        return { eventId, seat: { id: seat.id, position: seat.position, name: seat.displayName }, reclaimed };
      },
      (err) => isAppError(err) && err.code === "join_code_unknown",
    ),
});
