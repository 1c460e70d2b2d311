// What a searching bot of an event's game assumes beyond its seat's view: the others' hidden cards come from the
// event's card set. The set is public (anyone entering may read it); an opponent's deck list never leaves the state,
// and the bot's search reads only its seat's view of that (engine/kartomantik/search/determinize.ts).
import type { BotContext } from "@/engine/kartomantik/bots";
import { cardPool } from "@/engine/kartomantik/search/determinize";
import type { CardDef } from "@/engine/kartomantik";
import { db } from "@/lib/db/client";
import { defsOfSet, type SetDefs } from "@/lib/kartomantik/games/cards";

/** One pool per loaded set version (defsOfSet caches those): the bot worker gets the same cards every move. */
const pools = new WeakMap<SetDefs, CardDef[]>();

/** The event's card set as the bot's prior; none (the game's own cards) for a game outside an event with a set. */
export async function botContextOf(eventId: string | null): Promise<BotContext> {
  if (!eventId) return {};
  const event = await db().event.findUnique({ where: { id: eventId }, select: { cardSetId: true } });
  if (!event?.cardSetId) return {};
  const defs = await defsOfSet(event.cardSetId);
  let pool = pools.get(defs);
  if (!pool) pools.set(defs, (pool = cardPool(Object.values(defs.byExternal))));
  return { pool };
}
