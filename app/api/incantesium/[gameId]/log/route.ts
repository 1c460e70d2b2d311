import { route } from "@/lib/http/route";
import { gameParams } from "@/lib/http/params";
import { incGameLog } from "@/lib/incantesium/access";

// The organizer's export of a challenge's whole log (seed, options, every action and its events).
export const GET = route({
  audience: "organizer",
  params: gameParams,
  handle: async (ctx) => {
    const log = await incGameLog(ctx.params.gameId, ctx.organizer.id);
    return new Response(JSON.stringify(log, null, 2), {
      headers: {
        "content-type": "application/json",
        "content-disposition": `attachment; filename="incantesium-${log.gameId}.json"`,
      },
    });
  },
});
