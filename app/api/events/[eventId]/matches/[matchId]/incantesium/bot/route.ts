import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { incBotInput, incBotPlaysFor } from "@/lib/incantesium/open";

// The event's organizer lets the bot play missing mages' seats in this match's challenge
// (`{"seatId"}`, or `{"seatIds":[…]}` at a table of 3–5).
export const POST = route({
  audience: "organizer",
  params: matchParams,
  input: incBotInput,
  handle: (ctx, input) => incBotPlaysFor(ctx.organizer.id, ctx.params.eventId, ctx.params.matchId, input),
});
