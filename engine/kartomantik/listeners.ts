// Which cards of a game have a triggered ability listening for an event kind, so that an event
// asks those few instead of every card of the game. The lists are per `cards` record (a copy of
// the state gets its own on first use) and are dropped where a card enters or leaves the game
// (`cardsChanged`); a card's definition never changes. Order: the record's, as a scan gives.
import type { Trigger } from "./cards/schema";
import type { CardDef, GameState } from "./types";

type On = Trigger["on"];

const kindsOf = new WeakMap<CardDef, ReadonlySet<On>>();
function listensTo(def: CardDef, on: On): boolean {
  let kinds = kindsOf.get(def);
  if (!kinds) {
    const set = new Set<On>();
    for (const a of def.script.abilities ?? []) if (a.kind === "trigger") set.add(a.trigger.on);
    kindsOf.set(def, (kinds = set));
  }
  return kinds.has(on);
}

const lists = new WeakMap<object, Map<On, readonly string[]>>();

/** The ids of the cards whose definition has a trigger on `on`, in the order of `s.cards`. */
export function listenersOf(s: GameState, on: On): readonly string[] {
  let byOn = lists.get(s.cards);
  if (!byOn) lists.set(s.cards, (byOn = new Map()));
  let ids = byOn.get(on);
  if (!ids) {
    const found: string[] = [];
    for (const id in s.cards) {
      const def = s.defs[s.cards[id]!.def];
      if (def && listensTo(def, on)) found.push(id);
    }
    byOn.set(on, (ids = found));
  }
  return ids;
}

/** A copy of a `cards` map has the same cards in the same order: it starts from the original's lists. */
export function cardsCopied(from: GameState["cards"], to: GameState["cards"]): void {
  const byOn = lists.get(from);
  if (byOn) lists.set(to, byOn);
}

/** To be called whenever a card is added to or removed from `s.cards`. */
export function cardsChanged(s: GameState): void {
  lists.delete(s.cards);
}
