import { route } from "@/lib/http/route";
import { gameParams } from "@/lib/http/params";
import { gameLog } from "@/lib/games/play";

// The organizer's export of a game's whole log (seed, decks, every action and its events).
export const GET = route({
  audience: "organizer",
  params: gameParams,
  handle: async (ctx) => {
    const log = await gameLog(ctx.params.gameId, ctx.organizer.id);
    return new Response(JSON.stringify(log, null, 2), {
      headers: {
        "content-type": "application/json",
        "content-disposition": `attachment; filename="game-${log.gameId}.json"`,
      },
    });
  },
});
