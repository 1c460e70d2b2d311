import { z } from "zod";
import { engineOfEvent, openWith } from "@/lib/game-registry/event-engine";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";

// A seated player opens a game of their own against the bots (the game's own request: its engine reads the body).
export const POST = route({
  audience: "device",
  params: eventParams,
  input: z.object({}).passthrough(),
  handle: async (ctx, input) => {
    const engine = await engineOfEvent(ctx.params.eventId);
    return openWith(engine.practice, { device: ctx.device }, ctx.params.eventId, input);
  },
});
