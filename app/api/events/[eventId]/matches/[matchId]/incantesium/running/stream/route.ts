import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { assertMatchSeat } from "@/lib/incantesium/running";
import { runningStream } from "@/lib/incantesium/running-hub";

export const dynamic = "force-dynamic";

// A mage's match page, pushed: the match's challenge as it stands (gems, whose move), for its
// seats only; the current state first, then every move, the finished challenge last.
export const GET = route({
  audience: "device",
  params: matchParams,
  authorize: (ctx) => assertMatchSeat(ctx.params.eventId, ctx.params.matchId, ctx.device),
  handle: async (ctx) => runningStream({ eventId: ctx.params.eventId, matchId: ctx.params.matchId }),
});
