import { createEvent, listEvents, newEventBody } from "@/lib/events/events";
import { route } from "@/lib/http/route";

export const GET = route({
  audience: "organizer",
  handle: async (ctx) => ({ events: await listEvents(ctx.organizer.id) }),
});

export const POST = route({
  audience: "organizer",
  input: newEventBody,
  handle: async (ctx, input) => {
    const event = await createEvent(ctx.organizer.id, input);
    return { id: event.id, joinCode: event.joinCode };
  },
});
