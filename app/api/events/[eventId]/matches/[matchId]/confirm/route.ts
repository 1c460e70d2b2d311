import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { answerInput, assertMatchPlayer, confirmResult } from "@/lib/tournament/results";

// Only the two players of the match, identified by their device cookie (never the body).
export const POST = route({
  audience: "device",
  params: matchParams,
  input: answerInput,
  authorize: (ctx) => assertMatchPlayer(ctx.params.eventId, ctx.params.matchId, ctx.device),
  handle: (ctx, input) => confirmResult(ctx.params.eventId, ctx.params.matchId, ctx.device, input),
});
