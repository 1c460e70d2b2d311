import { lockDecks } from "@/lib/kartomantik/decks/draft-decks";
import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";

export const POST = route({
  audience: "organizer",
  params: eventParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx) => lockDecks(ctx.organizer.id, ctx.params.eventId),
});
