import { engineOfEvent } from "@/lib/game-registry/event-engine";
import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";

// A player of the match opens its next game on the app (the same game for all its players).
export const POST = route({
  audience: "device",
  params: matchParams,
  handle: async (ctx) =>
    (await engineOfEvent(ctx.params.eventId)).openMatchGame(ctx.params.eventId, ctx.params.matchId, ctx.device),
});
