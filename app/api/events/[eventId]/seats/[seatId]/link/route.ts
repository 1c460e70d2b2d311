import { assertEventOwner } from "@/lib/events/events";
import { issueSeatLink } from "@/lib/events/seats";
import { route } from "@/lib/http/route";
import { seatParams } from "@/lib/http/params";
import { publicOrigin } from "@/lib/http/origin";

export const POST = route({
  audience: "organizer",
  params: seatParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: async (ctx) => {
    const { token, expiresInHours } = await issueSeatLink(ctx.organizer.id, ctx.params.eventId, ctx.params.seatId);
    return { url: `${await publicOrigin()}/claim/${token}`, expiresInHours };
  },
});
