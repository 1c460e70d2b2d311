import { startDraft, startInput } from "@/lib/kartomantik/drafts/control";
import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";

export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: startInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => startDraft(ctx.organizer.id, ctx.params.eventId, input),
});
