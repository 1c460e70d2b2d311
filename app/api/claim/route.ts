import { z } from "zod";
import { guarded, rules } from "@/lib/abuse/throttle";
import { isAppError } from "@/lib/errors";
import { claimSeat } from "@/lib/events/seats";
import { clientAddress } from "@/lib/http/client";
import { route } from "@/lib/http/route";

// Invalid links are counted per address (a claim moves a seat: tries must stay few); over the
// limit they are answered 429, while a valid link still works (lib/abuse/throttle.ts guarded).
export const POST = route({
  audience: "device",
  input: z.object({ token: z.string().min(10).max(100) }),
  handle: (ctx, { token }) =>
    guarded(
      { wrong: [rules.claimAddress(clientAddress(ctx.header))] },
      ctx.locale,
      async () => {
        const { eventId, seat } = await claimSeat(ctx.device, token);
        return { eventId, seat: { id: seat.id, position: seat.position, name: seat.displayName } };
      },
      (err) => isAppError(err) && err.code === "seat_link_invalid",
    ),
});
