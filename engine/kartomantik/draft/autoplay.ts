// A seeded random player for simulations and tests: picks one legal action, built only from
// legalActions, so whatever it plays the machine must accept. Pure: returns [action, nextRng].
import { randomInt, type Rng } from "../../shared/rng";
import type { DraftAction, DraftState } from "./types";
import { legalActions } from "./view";

/** Percent chance that an answering player raises, or (the chooser) matches. */
const RAISE_PERCENT = 30;
const MATCH_PERCENT = 30;

/**
 * The active player chooses a random card; during an auction a random awaited player answers
 * (bids arrive in any order): raise by 5–15 over the minimum, match, or pass. Passing is likely
 * enough that every auction ends. Null once the draft is over.
 */
export function randomLegalAction(state: DraftState, rng: readonly number[]): [DraftAction, Rng] | null {
  if (state.finished) return null;
  let r: Rng = [...rng];
  const roll = (n: number): number => {
    const [value, next] = randomInt(r, n);
    r = next;
    return value;
  };

  const auction = state.auction;
  if (!auction) {
    const player = state.active as number;
    const cards = legalActions(state, player).choose;
    return [{ type: "choose", player, cardId: cards[roll(cards.length)] as string }, r];
  }
  const player = auction.awaiting[roll(auction.awaiting.length)] as number;
  return [randomAnswer(state, player, roll), r];
}

/** An awaited player's random answer: match, raise by 5–15 over the minimum, or pass. */
function randomAnswer(state: DraftState, player: number, roll: (n: number) => number): DraftAction {
  const legal = legalActions(state, player);
  if (legal.match !== null && roll(100) < MATCH_PERCENT) return { type: "match", player };
  if (legal.minBid !== null && roll(100) < RAISE_PERCENT)
    return { type: "bid", player, amount: legal.minBid + 5 * roll(3) };
  return { type: "pass", player };
}

/** The random player's action for one given seat (a draft where other seats play otherwise), or
 * null when that seat has nothing to do now. */
export function randomActionFor(state: DraftState, player: number, rng: readonly number[]): [DraftAction, Rng] | null {
  let r: Rng = [...rng];
  const roll = (n: number): number => {
    const [value, next] = randomInt(r, n);
    r = next;
    return value;
  };
  const legal = legalActions(state, player);
  if (legal.choose.length > 0)
    return [{ type: "choose", player, cardId: legal.choose[roll(legal.choose.length)] as string }, r];
  if (!legal.pass) return null;
  return [randomAnswer(state, player, roll), r];
}
