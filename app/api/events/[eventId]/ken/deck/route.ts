import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { kenDeckInput, myKenDeck, saveMyKenDeck } from "@/lib/ken/decks";

export const dynamic = "force-dynamic";

// The player's own Ken deck list and the event's card list: identity from the device cookie.
export const GET = route({
  audience: "device",
  params: eventParams,
  handle: (ctx) => myKenDeck(ctx.params.eventId, ctx.device),
});

// Saved only when legal: an illegal list is refused naming the first broken rule (all of them in details).
export const PUT = route({
  audience: "device",
  params: eventParams,
  input: kenDeckInput,
  handle: (ctx, input) => saveMyKenDeck(ctx.params.eventId, ctx.device, input, ctx.locale),
});
