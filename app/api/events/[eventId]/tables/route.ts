import { z } from "zod";
import { assertEventOwner } from "@/lib/events/events";
import { engineOfEvent, openWith } from "@/lib/game-registry/event-engine";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";

// The event's organizer opens a table outside the tournament (its players and bots, in the game's own words: its
// engine reads the body), and lists every game of the event on the app.
export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: z.object({}).passthrough(),
  handle: async (ctx, input) => {
    const engine = await engineOfEvent(ctx.params.eventId);
    return openWith(engine.table, { organizerId: ctx.organizer.id }, ctx.params.eventId, input);
  },
});

export const GET = route({
  audience: "organizer",
  params: eventParams,
  handle: async (ctx) => {
    await assertEventOwner(ctx.organizer.id, ctx.params.eventId);
    return { games: await (await engineOfEvent(ctx.params.eventId)).gamesOf(ctx.params.eventId) };
  },
});
