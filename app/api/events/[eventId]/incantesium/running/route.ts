import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { runningOfEvent } from "@/lib/incantesium/running";

export const dynamic = "force-dynamic";

// The projector's live gems: public, like the pairings it shows them beside (no hand, no deck).
export const GET = route({
  audience: "public",
  params: eventParams,
  handle: (ctx) => runningOfEvent(ctx.params.eventId),
});
