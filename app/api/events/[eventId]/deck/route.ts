import { deckInput, myDraftDeck, saveDraftDeck } from "@/lib/decks/draft-decks";
import { route } from "@/lib/http/route";

// The player's own deck: identity from the device cookie, never from the body.
export const GET = route({ audience: "device", handle: (ctx) => myDraftDeck(ctx.params.eventId ?? "", ctx.device) });

export const PUT = route({
  audience: "device",
  input: deckInput,
  handle: (ctx, { cardIds }) => saveDraftDeck(ctx.params.eventId ?? "", ctx.device, cardIds),
});
