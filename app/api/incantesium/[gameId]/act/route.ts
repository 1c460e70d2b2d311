import { route } from "@/lib/http/route";
import { gameParams } from "@/lib/http/params";
import { incAct, incActInput } from "@/lib/incantesium/play";

// The mage is whoever holds this device's seat in the challenge; the body only says what they do.
export const POST = route({
  audience: "device",
  params: gameParams,
  input: incActInput,
  handle: (ctx, input) => incAct(ctx.params.gameId, ctx.device, input),
});
