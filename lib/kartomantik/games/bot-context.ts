// What a searching bot of an event's game assumes beyond its seat's view: the others' hidden cards come from the
// event's card set. The set is public (anyone entering may read it); an opponent's deck list never leaves the state,
// and the bot's search reads only its seat's view of that (engine/kartomantik/search/determinize.ts).
import type { BotContext } from "@/engine/kartomantik/bots";
import { cardPool } from "@/engine/kartomantik/search/determinize";
import type { CardDef } from "@/engine/kartomantik";
import { db } from "@/lib/db/client";
import { botWorker, type BotPool } from "@/lib/engine-games/bot-pool";
import type { BotContextSent } from "@/lib/engine-games/rules";
import { loadedDefs, rawCardsOf, setStamp } from "@/lib/kartomantik/games/cards";

/** One pool per set version: the bot worker gets the same cards every move. */
const pools = new Map<string, { stamp: number; pool: CardDef[] }>();

/** The event's card set as the bot's prior; none (the game's own cards) for a game outside an event with a set. A set
 * this process has not loaded is loaded by the bot worker (reading and defining every card, then sorting the pool:
 * not on the event loop that serves bids and actions). Named by the set's version, so that the worker keeps the
 * pool and later moves send only the name. */
export async function botContextOf(
  eventId: string | null,
  worker: BotPool = botWorker(),
): Promise<BotContextSent<BotContext>> {
  if (!eventId) return { value: {} };
  const event = await db().event.findUnique({ where: { id: eventId }, select: { cardSetId: true } });
  const setId = event?.cardSetId;
  if (!setId) return { value: {} };
  const stamp = await setStamp(setId);
  const key = `kartomantik-pool:${setId}@${stamp}`;
  const hit = pools.get(setId);
  if (hit && hit.stamp === stamp) return { value: { pool: hit.pool }, key };
  const defs = loadedDefs(setId, stamp);
  const pool = defs
    ? cardPool(Object.values(defs.byExternal))
    : ((await worker.run({
        engine: "kartomantik",
        task: "pool",
        input: { setId, raw: (await rawCardsOf(setId)).raw },
      })) as CardDef[]);
  pools.set(setId, { stamp, pool });
  return { value: { pool }, key };
}
