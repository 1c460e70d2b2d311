// What one viewer may see. A seat: its own hand, how many cards the others hold, the flow's top,
// everything cast face up; never another hand or the mana deck's order. A spectator: no hand. The
// judge: everything. The PRNG never leaves the server (it would reveal every shuffle to come).
import type { GameState, Viewer } from "./types";

export interface SeatView {
  hand: string[] | null;
  handCount: number;
  out: boolean;
  creatures: string[];
  poisons: string[];
  caste: string | null;
}

export interface GameView {
  viewer: Viewer;
  options: GameState["options"];
  seats: SeatView[];
  sides: GameState["sides"];
  manaCount: number;
  /** Judge only: the mana deck, top last. */
  mana?: string[];
  /** Null only while the castes are chosen (ruling K5: no card is dealt yet). */
  flowTop: string | null;
  flowCount: number;
  /** Judge only: the whole flow deck (the cards below the top are covered). */
  flow?: string[];
  extras: string[];
  gemPile: string[];
  unusedCastes: string[];
  dealer: number;
  turn: number;
  round: number;
  phase: GameState["phase"];
  chain: GameState["chain"];
  queue: GameState["queue"];
  pending: GameState["pending"];
  magusShown: number | null;
  winner: number | null;
  actions: number;
}

export function viewFor(s: GameState, viewer: Viewer): GameView {
  const judge = viewer === "judge";
  return {
    viewer,
    options: { ...s.options },
    seats: s.seats.map((seat, i) => ({
      hand: judge || viewer === i ? [...seat.hand] : null,
      handCount: seat.hand.length,
      out: seat.out,
      creatures: [...seat.creatures],
      poisons: [...seat.poisons],
      caste: seat.caste,
    })),
    sides: s.sides.map((side) => ({ seats: [...side.seats], gems: [...side.gems], won: side.won ?? 0 })),
    manaCount: s.mana.length,
    ...(judge ? { mana: [...s.mana], flow: [...s.flow] } : {}),
    flowTop: s.flow.length ? s.flow[s.flow.length - 1]! : null,
    flowCount: s.flow.length,
    extras: [...s.extras],
    gemPile: [...s.gemPile],
    unusedCastes: [...s.unusedCastes],
    dealer: s.dealer,
    turn: s.turn,
    round: s.round,
    phase: s.phase,
    chain: s.chain
      ? { ...s.chain, cards: [...s.chain.cards], casteCures: s.chain.casteCures.map((c) => ({ ...c })) }
      : null,
    queue: s.queue.map((e) => ({ ...e })),
    pending: s.pending ? { ...s.pending, threat: { ...s.pending.threat } } : null,
    magusShown: s.magusShown,
    winner: s.winner,
    actions: s.actions,
  };
}
