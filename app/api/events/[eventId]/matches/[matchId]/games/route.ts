import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { openMatchGame } from "@/lib/kartomantik/games/play";

// Either player of the match opens its next game on the engine (the same game for both).
export const POST = route({
  audience: "device",
  params: matchParams,
  handle: (ctx) => openMatchGame(ctx.params.eventId, ctx.params.matchId, ctx.device),
});
