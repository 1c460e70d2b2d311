import { startDraft, startInput } from "@/lib/drafts/control";
import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";

export const POST = route({
  audience: "organizer",
  input: startInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId ?? ""),
  handle: (ctx, input) => startDraft(ctx.organizer.id, ctx.params.eventId ?? "", input),
});
