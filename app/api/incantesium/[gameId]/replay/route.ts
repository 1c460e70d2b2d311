import { z } from "zod";
import { route } from "@/lib/http/route";
import { gameParams } from "@/lib/http/params";
import { incReplayStep } from "@/lib/incantesium/access";

// The organizer's replay: the judge's view after step N of the challenge's log.
export const GET = route({
  audience: "organizer",
  params: gameParams,
  from: "query",
  input: z.object({ step: z.coerce.number().int().min(1).max(1_000_000) }),
  handle: (ctx, { step }) => incReplayStep(ctx.params.gameId, ctx.organizer.id, step),
});
