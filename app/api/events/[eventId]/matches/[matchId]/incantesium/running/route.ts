import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { runningOfMatch } from "@/lib/incantesium/running";

export const dynamic = "force-dynamic";

// A mage's match page: the match's challenge as it stands (gems, whose move), for its seats only.
export const GET = route({
  audience: "device",
  params: matchParams,
  handle: (ctx) => runningOfMatch(ctx.params.eventId, ctx.params.matchId, ctx.device),
});
