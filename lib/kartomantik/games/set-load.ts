// A card set's engine definitions from its cards as imported and our ability scripts: engine code only, so the bot
// worker (lib/game-registry/worker-bots.ts) runs it too. Loading defines every card: some 10–30 ms.
import { loadSet, type RawCard } from "@/engine/kartomantik/cards/load";
import { scriptsFor } from "@/engine/kartomantik/cards/sets";
import type { CardDef } from "@/engine/kartomantik";
import { cardPool } from "@/engine/kartomantik/search/determinize";

/** The definitions by the catalog's id; throws, naming the cards, when the set does not load. */
export function setDefinitions(setId: string, raw: RawCard[]): Record<string, CardDef> {
  const loaded = loadSet(raw, scriptsFor(raw));
  if (!loaded.ok)
    throw new Error(
      `card set ${setId} does not load: ${loaded.errors.map((e) => `${e.card}: ${e.message}`).join("; ")}`,
    );
  return loaded.byId;
}

/** What a searching bot assumes the others' hidden cards come from: the set's cards (a worker task). */
export const setPool = (input: { setId: string; raw: RawCard[] }): CardDef[] =>
  cardPool(Object.values(setDefinitions(input.setId, input.raw)));
