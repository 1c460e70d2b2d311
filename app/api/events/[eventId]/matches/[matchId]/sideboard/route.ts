import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { assertMatchPlayer } from "@/lib/tournament/results";
import { z } from "zod";
import { mySideboard, readyForGame } from "@/lib/tournament/sideboard";

// Bo3 sideboarding: only the match's two players, each seeing and changing only their own deck.
export const GET = route({
  audience: "device",
  params: matchParams,
  authorize: (ctx) => assertMatchPlayer(ctx.params.eventId, ctx.params.matchId, ctx.device),
  handle: (ctx) => mySideboard(ctx.params.eventId, ctx.params.matchId, ctx.device),
});

export const POST = route({
  audience: "device",
  params: matchParams,
  // The game reads its own request (lib/tournament/sideboard.ts).
  input: z.object({}).passthrough(),
  authorize: (ctx) => assertMatchPlayer(ctx.params.eventId, ctx.params.matchId, ctx.device),
  handle: (ctx, input) => readyForGame(ctx.params.eventId, ctx.params.matchId, ctx.device, input),
});
