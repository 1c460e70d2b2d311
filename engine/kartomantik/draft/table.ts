// Tables, the snake order, the 2-card cap and the end of the draft (§2). Each function takes a
// state and returns a new one with the events it caused; none mutates its input.
import { compositionSum } from "./piles";
import type { Applied, DraftState } from "./types";

/** The cap of §2: cards a player may take from one table. */
export const CAP_PER_TABLE = 2;

/** First player clockwise through all N seats, then the same sweep reversed (A→D, D→A). */
export function snakeOrder(first: number, players: number): number[] {
  const sweep = Array.from({ length: players }, (_, i) => (first + i) % players);
  return [...sweep, ...sweep.slice().reverse()];
}

export function takenFromTable(state: Pick<DraftState, "takenThisTable">, player: number): number {
  return state.takenThisTable[player]?.length ?? 0;
}

export function isCapped(state: Pick<DraftState, "takenThisTable">, player: number): boolean {
  return takenFromTable(state, player) >= CAP_PER_TABLE;
}

/** Players who may still bid on this table (fewer than 2 cards from it), in seat order. */
export function eligiblePlayers(state: DraftState): number[] {
  const out: number[] = [];
  for (let p = 0; p < state.config.players; p++) if (!isCapped(state, p)) out.push(p);
  return out;
}

/** Lays out the next table (2N cards, or what the deck has left) and starts it at the first player. */
export function dealTable(state: DraftState): Applied {
  const n = state.config.players;
  const cards = state.deck.slice(0, 2 * n);
  const tableNo = state.tableNo + 1;
  const turnOrder = snakeOrder(state.firstPlayer, n);
  const first = turnOrder[0] as number;
  return {
    state: {
      ...state,
      deck: state.deck.slice(cards.length),
      tableNo,
      table: cards,
      turnOrder,
      turnIndex: 0,
      active: first,
      auction: null,
      takenThisTable: Array.from({ length: n }, () => []),
    },
    events: [
      { type: "tableDealt", tableNo, cards },
      { type: "turn", player: first },
    ],
  };
}

/** Moves a card from the table into a hand; the price goes to the points spent (§3.6). */
export function acquire(state: DraftState, player: number, cardId: string, price: number): Applied {
  const withCard = (lists: string[][]) => lists.map((list, p) => (p === player ? [...list, cardId] : list));
  return {
    state: {
      ...state,
      auction: null,
      table: state.table.filter((id) => id !== cardId),
      takenThisTable: withCard(state.takenThisTable),
      hands: withCard(state.hands),
      spent: state.spent.map((points, p) => (p === player ? points + price : points)),
      // A card taken with no auction (nobody else could bid) was chosen by its taker.
      lastSale: { tableNo: state.tableNo, cardId, chooser: state.auction?.chooser ?? player, player, price },
    },
    events: [{ type: "acquired", player, cardId, price, free: price === 0 }],
  };
}

/**
 * What follows an acquisition (§2): an empty table ends the table; a chooser who lost the
 * auction takes another turn at once; otherwise the snake moves on.
 */
export function afterAcquisition(state: DraftState, chooser: number, winner: number): Applied {
  if (state.table.length === 0) return endOfTable(state);
  if (winner !== chooser) return { state, events: [{ type: "turn", player: chooser }] };
  return advanceTurn(state);
}

/** The next turn in the snake; players at the cap lose their turn (§2, event turnSkipped). */
export function advanceTurn(state: DraftState): Applied {
  const events: Applied["events"] = [];
  for (let i = state.turnIndex + 1; i < state.turnOrder.length; i++) {
    const player = state.turnOrder[i] as number;
    if (isCapped(state, player)) {
      events.push({ type: "turnSkipped", player, reason: "cap" });
      continue;
    }
    events.push({ type: "turn", player });
    return { state: { ...state, turnIndex: i, active: player }, events };
  }
  // Unreachable: each player's two snake turns each end with them holding one more card, so
  // the table is empty before the snake runs out. A broken invariant is a bug, not a rule.
  throw new Error(`draft invariant broken: snake exhausted with ${state.table.length} cards on table ${state.tableNo}`);
}

/** Table empty: the draft ends when every hand is full or the deck is out; else a new table. */
export function endOfTable(state: DraftState): Applied {
  const target = compositionSum(state.config.composition);
  const handsFull = state.hands.every((hand) => hand.length >= target);
  if (handsFull || state.deck.length === 0) {
    return {
      state: { ...state, finished: true, active: null, auction: null },
      events: [{ type: "finished", reason: handsFull ? "allHands36" : "deckEmpty" }],
    };
  }
  return dealTable(state);
}
