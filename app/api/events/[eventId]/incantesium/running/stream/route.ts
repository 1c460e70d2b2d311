import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { incEventNames } from "@/lib/incantesium/running";
import { runningStream } from "@/lib/incantesium/running-hub";

export const dynamic = "force-dynamic";

// The projector's live gems, pushed: public, like the pairings they are shown beside (no hand, no
// deck). Every stream starts with the whole current list, so a resuming client needs no backlog.
export const GET = route({
  audience: "public",
  params: eventParams,
  authorize: async (ctx) => void (await incEventNames(ctx.params.eventId)),
  handle: async (ctx) => runningStream({ eventId: ctx.params.eventId, matchId: null }),
});
