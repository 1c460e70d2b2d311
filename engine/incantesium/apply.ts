// The reducer: apply(state, action) → { state, events } | RuleError. The input is never changed
// (the work is done on a copy); a refusal changes nothing. No clock, no I/O: the PRNG is in the state.
import { cardDef } from "./cards";
import { cast, closeChain, revealMagus } from "./cast";
import { refuse } from "./errors";
import { cancelFirst, resolveQueue } from "./resolve";
import { chooseCaste } from "./setup";
import { spiritCast, spiritDraw } from "./spirits";
import type { Action, Applied, GameEvent, GameState, RuleError } from "./types";

export function cloneState(s: GameState): GameState {
  return {
    ...s,
    options: { ...s.options },
    seats: s.seats.map((seat) => ({
      ...seat,
      hand: [...seat.hand],
      creatures: [...seat.creatures],
      poisons: [...seat.poisons],
    })),
    sides: s.sides.map((side) => ({ seats: [...side.seats], gems: [...side.gems], won: side.won ?? 0 })),
    mana: [...s.mana],
    flow: [...s.flow],
    extras: [...s.extras],
    gemPile: [...s.gemPile],
    unusedCastes: [...s.unusedCastes],
    chain: s.chain
      ? { ...s.chain, cards: [...s.chain.cards], casteCures: s.chain.casteCures.map((c) => ({ ...c })) }
      : null,
    queue: s.queue.map((e) => ({ ...e })),
    askers: s.askers ? [...s.askers] : null,
    upcoming: [...s.upcoming],
    pending: s.pending ? { ...s.pending, threat: { ...s.pending.threat } } : null,
    rng: [...s.rng],
    ...(s.idRng ? { idRng: [...s.idRng] } : {}),
  };
}

export function apply(state: GameState, action: Action): Applied | RuleError {
  const s = cloneState(state);
  const events: GameEvent[] = [];
  const err = applyInPlace(s, action, events);
  if (err) return err;
  return { state: s, events };
}

/** The reducer on a state the caller owns (a search's playouts: no copy per move). A refusal may leave `s` half
 * changed, so the caller drops it then. */
export function applyInPlace(s: GameState, action: Action, events: GameEvent[]): RuleError | null {
  const err = perform(s, action, events);
  if (err) return err;
  s.actions++;
  return null;
}

/** The seat whose move the game waits for: the one asked to answer, or the one whose turn it is. */
export function actor(s: GameState): number | null {
  if (s.phase === "over") return null;
  return s.pending ? s.pending.seat : s.turn;
}

function perform(s: GameState, a: Action, ev: GameEvent[]): RuleError | null {
  if (s.phase === "over") return refuse("game_over", "Obiettivo");
  if (typeof a !== "object" || a === null || !Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.seats.length)
    return refuse("bad_seat", "Come si gioca");
  // Ruling K5: while the castes are chosen, nothing else; a choice only then.
  if (s.phase === "caste") {
    if (a.type !== "chooseCaste") return refuse("caste_choice_pending", "Caste Elementali");
    if (a.seat !== s.turn) return refuse("not_your_turn", "Caste Elementali");
    return chooseCaste(s, a.seat, a.caste, ev);
  }
  if (a.type === "chooseCaste") return refuse("no_caste_choice", "Caste Elementali");
  if (s.pending) {
    if (a.type !== "barrier" && a.type !== "pass") return refuse("decision_pending", "Barriera");
    if (a.seat !== s.pending.seat) return refuse("no_decision", "Barriera");
    if (a.type === "pass") {
      s.askers!.shift();
      s.pending = null;
      resolveQueue(s, ev);
      return null;
    }
    const hand = s.seats[a.seat]!.hand;
    if (!hand.includes(a.card)) return refuse("not_in_hand", "Barriera");
    const def = cardDef(a.card);
    if (def.kind !== "extra" || def.spell !== "barriera") return refuse("not_a_barrier", "Barriera");
    hand.splice(hand.indexOf(a.card), 1);
    cancelFirst(s, ev, a.seat, a.card);
    resolveQueue(s, ev);
    return null;
  }
  switch (a.type) {
    case "barrier":
    case "pass":
      return refuse("no_decision", "Barriera");
    case "spiritDraw":
      return spiritDraw(s, a.seat, ev);
    case "spiritCast":
      return spiritCast(s, a, ev);
    case "cast":
    case "stop":
    case "magus":
      break;
    default:
      return refuse("unknown_action", "Come si gioca");
  }
  if (a.seat !== s.turn) return refuse("not_your_turn", "Come si gioca");
  if (s.seats[a.seat]!.out) return refuse("not_a_spirit", "Giocatore Spirito");
  if (a.type === "stop") {
    if (!s.chain) return refuse("no_combo", "Combo");
    closeChain(s, [], ev);
    return null;
  }
  if (a.type === "magus") return revealMagus(s, a.seat, ev);
  const hand = s.seats[a.seat]!.hand;
  if (!s.chain && hand.length === 1 && hand[0] === "magus") return refuse("magus_alone", "Carta speciale Magus");
  return cast(s, a, ev);
}
