import { z } from "zod";
import { route } from "@/lib/http/route";
import { gameParams } from "@/lib/http/params";
import { replayStep } from "@/lib/games/replay";

// The organizer's replay viewer: the judge's view after step N of the game's log.
export const GET = route({
  audience: "organizer",
  params: gameParams,
  from: "query",
  input: z.object({ step: z.coerce.number().int().min(1).max(1_000_000) }),
  handle: (ctx, { step }) => replayStep(ctx.params.gameId, ctx.organizer.id, step),
});
