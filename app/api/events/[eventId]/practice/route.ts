import { route } from "@/lib/http/route";
import { openPracticeGame } from "@/lib/games/play";

// A seated player practises against the engine's bot with their own deck.
export const POST = route({
  audience: "device",
  handle: (ctx) => openPracticeGame(ctx.params.eventId ?? "", ctx.device),
});
