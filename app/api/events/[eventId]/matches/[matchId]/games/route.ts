import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { openAppGame } from "@/lib/tournament/app-game-open";

// A player of the match opens its next game on the app (the same game for all its players).
export const POST = route({
  audience: "device",
  params: matchParams,
  handle: (ctx) => openAppGame(ctx.params.eventId, ctx.params.matchId, ctx.device),
});
