import { z } from "zod";
import { rules, throttled } from "@/lib/abuse/throttle";
import { isAppError } from "@/lib/errors";
import { claimSeat } from "@/lib/events/seats";
import { clientAddress } from "@/lib/http/client";
import { route } from "@/lib/http/route";

// Invalid links are counted per address (a claim moves a seat: tries must stay few).
export const POST = route({
  audience: "device",
  input: z.object({ token: z.string().min(10).max(100) }),
  handle: (ctx, { token }) =>
    throttled(
      [rules.claimAddress(clientAddress(ctx.header))],
      ctx.locale,
      async () => {
        const { eventId, seat } = await claimSeat(ctx.device, token);
        return { eventId, seat: { id: seat.id, position: seat.position, name: seat.displayName } };
      },
      (err) => isAppError(err) && err.code === "seat_link_invalid",
    ),
});
