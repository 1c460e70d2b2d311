import { z } from "zod";
import { route } from "@/lib/http/route";
import { gameStream } from "@/lib/games/hub";
import { viewerOf } from "@/lib/games/play";

export const dynamic = "force-dynamic";

// player: the device's own projection with its legal actions; spectator: public information only;
// judge: everything, read-only, for the event's organizer.
export const GET = route({
  audience: "public",
  from: "query",
  input: z.object({ as: z.enum(["player", "spectator", "judge"]), lastEventId: z.coerce.number().int().min(0).optional() }),
  handle: async (ctx, { as, lastEventId }) => {
    const gameId = ctx.params.gameId ?? "";
    const viewer = await viewerOf(gameId, as, ctx.device, ctx.organizer?.id ?? null);
    const header = ctx.header("last-event-id");
    const resume = header && /^\d+$/.test(header) ? Number(header) : (lastEventId ?? null);
    return gameStream({ gameId, viewer, lastEventId: resume });
  },
});
