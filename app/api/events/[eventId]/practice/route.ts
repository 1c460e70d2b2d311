import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { openPracticeGame } from "@/lib/kartomantik/games/play";

// A seated player practises against the engine's bot with their own deck.
export const POST = route({
  audience: "device",
  params: eventParams,
  handle: (ctx) => openPracticeGame(ctx.params.eventId, ctx.device),
});
