import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { assertMatchPlayer } from "@/lib/tournament/results";
import { scoreInput, writeScore } from "@/lib/ken/scorepad";

// A change to the match's Punti Ordine scorepad by one of its two players (device cookie, never the body).
export const POST = route({
  audience: "device",
  params: matchParams,
  input: scoreInput,
  authorize: (ctx) => assertMatchPlayer(ctx.params.eventId, ctx.params.matchId, ctx.device),
  handle: (ctx, input) => writeScore(ctx.params.eventId, ctx.params.matchId, { device: ctx.device }, input),
});
