import { z } from "zod";
import { claimSeat } from "@/lib/events/seats";
import { route } from "@/lib/http/route";

export const POST = route({
  audience: "device",
  input: z.object({ token: z.string().min(10).max(100) }),
  handle: async (ctx, { token }) => {
    const { eventId, seat } = await claimSeat(ctx.device, token);
    return { eventId, seat: { id: seat.id, position: seat.position, name: seat.displayName } };
  },
});
