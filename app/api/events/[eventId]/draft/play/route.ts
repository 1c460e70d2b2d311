import { play, playInput } from "@/lib/drafts/play";
import { route } from "@/lib/http/route";

// The player is whoever holds this device's seat; the body only says what they do.
export const POST = route({
  audience: "device",
  input: playInput,
  handle: (ctx, input) => play(ctx.params.eventId ?? "", ctx.device, input),
});
