import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { openMatchChallenge } from "@/lib/incantesium/open";

// Either mage of the match opens its challenge on the app (the same one for both).
export const POST = route({
  audience: "device",
  params: matchParams,
  handle: (ctx) => openMatchChallenge(ctx.params.eventId, ctx.params.matchId, ctx.device),
});
