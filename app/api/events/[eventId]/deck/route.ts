import { constructedDeckInput, saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { myDraftDeck } from "@/lib/kartomantik/decks/draft-decks";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";

// The player's own deck: identity from the device cookie, never from the body.
export const GET = route({
  audience: "device",
  params: eventParams,
  handle: (ctx) => myDraftDeck(ctx.params.eventId, ctx.device),
});

// Draft Bazaar: { cardIds } (30 of the drafted 36); constructed: { cardIds, sideboardIds }.
export const PUT = route({
  audience: "device",
  params: eventParams,
  input: constructedDeckInput,
  handle: (ctx, input) => saveMyDeck(ctx.params.eventId, ctx.device, input),
});
