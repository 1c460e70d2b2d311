import { draftLog } from "@/lib/kartomantik/drafts/control";
import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";

export const GET = route({
  audience: "organizer",
  params: eventParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: async (ctx) => {
    const log = await draftLog(ctx.params.eventId);
    return new Response(JSON.stringify(log, null, 2), {
      headers: {
        "content-type": "application/json",
        "content-disposition": `attachment; filename="draft-${log.eventId}.json"`,
      },
    });
  },
});
