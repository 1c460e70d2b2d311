import { z } from "zod";
import { MAX_SEQ, resumeId } from "@/lib/http/input-rule";
import { route } from "@/lib/http/route";
import { gameParams } from "@/lib/http/params";
import { incStream } from "@/lib/incantesium/hub";
import { incViewerOf } from "@/lib/incantesium/access";

export const dynamic = "force-dynamic";

// player: the device's own projection with its legal actions; spectator: public information only;
// judge: everything, read-only, for the event's organizer.
export const GET = route({
  audience: "public",
  params: gameParams,
  from: "query",
  input: z.object({
    as: z.enum(["player", "spectator", "judge"]),
    lastEventId: z.coerce.number().int().min(0).max(MAX_SEQ).optional(),
  }),
  handle: async (ctx, { as, lastEventId }) => {
    const gameId = ctx.params.gameId;
    const viewer = await incViewerOf(gameId, as, ctx.device, ctx.organizer?.id ?? null);
    return incStream({ gameId, viewer, lastEventId: resumeId(ctx.header("last-event-id"), lastEventId) });
  },
});
