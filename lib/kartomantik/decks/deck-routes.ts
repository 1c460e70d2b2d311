// A player's own deck (identity from the device cookie, never from the body) and the organizer's
// lock, mounted by lib/kartomantik/routes.ts.
import { assertEventOwner } from "@/lib/events/events";
import { eventParams } from "@/lib/http/params";
import { defineRoute } from "@/lib/http/route-core";
import { constructedDeckInput, saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { lockDecks, myDraftDeck } from "@/lib/kartomantik/decks/draft-decks";

export const myDeckRoute = defineRoute({
  audience: "device",
  params: eventParams,
  handle: (ctx) => myDraftDeck(ctx.params.eventId, ctx.device),
});

// Draft Bazaar: { cardIds } (30 of the drafted 36); constructed: { cardIds, sideboardIds }.
export const saveDeckRoute = defineRoute({
  audience: "device",
  params: eventParams,
  input: constructedDeckInput,
  handle: (ctx, input) => saveMyDeck(ctx.params.eventId, ctx.device, input),
});

export const lockDecksRoute = defineRoute({
  audience: "organizer",
  params: eventParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx) => lockDecks(ctx.organizer.id, ctx.params.eventId),
});
