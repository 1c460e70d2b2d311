import { route } from "@/lib/http/route";
import { gameParams } from "@/lib/http/params";
import { act, actInput } from "@/lib/games/play";

// The player is whoever holds this device's seat in the game; the body only says what they do.
export const POST = route({
  audience: "device",
  params: gameParams,
  input: actInput,
  handle: (ctx, input) => act(ctx.params.gameId, ctx.device, input),
});
