// What one viewer may see (§2, §3). A seat: its own hand and card. A spectator: neither. The judge:
// everything. Played cards become public at the reveal (§4); hands never do. Hand counts are public:
// everyone is dealt three (§2) and "played" is public, so the count tells nothing more; which of a
// seat's cards left its hand is never shown, since nobody else sees that hand.
import type { GameOutcome, Viewer } from "../shared/engine-game";
import { isOver, outcome } from "./rules";
import type { CartaEvent, CartaState } from "./types";

export interface CartaSeatView {
  side: number;
  played: boolean;
  handCount: number;
  /** Only for the seat itself and the judge. */
  hand?: number[];
  /** Only for the seat itself and the judge, for everyone after the reveal. */
  card?: number;
}

export interface CartaView {
  viewer: Viewer;
  seats: CartaSeatView[];
  over: boolean;
  outcome: GameOutcome | null;
}

const seesHand = (viewer: Viewer, seat: number) => viewer === "judge" || viewer === seat;

export function viewFor(s: CartaState, viewer: Viewer): CartaView {
  const over = isOver(s);
  return {
    viewer,
    seats: s.sides.map((side, p) => {
      const card = s.played[p];
      return {
        side,
        played: card !== null,
        handCount: s.hands[p]!.length,
        ...(seesHand(viewer, p) ? { hand: [...s.hands[p]!] } : {}),
        ...(card != null && (over || seesHand(viewer, p)) ? { card } : {}),
      };
    }),
    over,
    outcome: outcome(s),
  };
}

/** `state` is the state the events led to (or a later one): once it is over, every played card is public. */
export function eventsFor(events: readonly CartaEvent[], viewer: Viewer, state: CartaState): CartaEvent[] {
  const over = isOver(state);
  return events.map((e) => {
    if (e.type === "revealed")
      return { ...e, cards: [...e.cards], outcome: { ...e.outcome, points: [...e.outcome.points] } };
    return over || seesHand(viewer, e.seat) ? { ...e } : { type: "played", seat: e.seat };
  });
}
