import { joinEvent, joinInput } from "@/lib/events/seats";
import { route } from "@/lib/http/route";

// Identity is the device cookie (created here on first join), never a field of the body.
export const POST = route({
  audience: "device",
  input: joinInput,
  handle: async (ctx, input) => {
    const { eventId, seat, reclaimed } = await joinEvent(ctx.device, input);
    return { eventId, seat: { id: seat.id, position: seat.position, name: seat.displayName }, reclaimed };
  },
});
