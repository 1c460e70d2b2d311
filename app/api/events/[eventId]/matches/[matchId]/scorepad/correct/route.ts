import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { scoreInput, writeScore } from "@/lib/ken/scorepad";

// The organizer's correction of a scorepad (any change, as the players' own; an entry of the log).
export const POST = route({
  audience: "organizer",
  params: matchParams,
  input: scoreInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => writeScore(ctx.params.eventId, ctx.params.matchId, { organizerId: ctx.organizer.id }, input),
});
