import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { reportInput, assertMatchPlayer, reportResult } from "@/lib/tournament/results";

// Only the two players of the match, identified by their device cookie (never the body).
export const POST = route({
  audience: "device",
  params: matchParams,
  input: reportInput,
  authorize: (ctx) => assertMatchPlayer(ctx.params.eventId, ctx.params.matchId, ctx.device),
  handle: (ctx, input) => reportResult(ctx.params.eventId, ctx.params.matchId, ctx.device, input),
});
