// Who wins the confrontation (§4.2.3), for any number of sides. A side wins only if it would beat
// every other side taking part one-on-one, by total power and, at equal power, by the temperament
// of the last manifestations to enter (Free-for-All "Risoluzione del Confronto e Stallo"); any other
// case is a stalemate. With two sides this is the duel's rule exactly.
import { cardOf, defOf, defsInfo, hasEffects, powerOf, staticsOf, temperamentOf } from "./core";
import { isOut } from "./seats";
import type { GameState, Temperament } from "./types";

const BEATS: Readonly<Record<string, readonly Temperament[]>> = {
  phlegmatic: ["vitreous", "capricious"],
  vitreous: ["melancholic", "choleric"],
  melancholic: ["capricious", "phlegmatic"],
  capricious: ["choleric", "vitreous"],
  choleric: ["phlegmatic", "melancholic"],
};

/** Whether temperament a dominates b (§4.2.3): transcendent beats all, hollow loses to all. */
export function dominates(a: Temperament, b: Temperament): boolean {
  if (a === b) return false;
  if (a === "transcendent") return true;
  if (b === "transcendent") return false;
  if (b === "hollow") return true;
  if (a === "hollow") return false;
  return BEATS[a]?.includes(b) ?? false;
}

export interface Outcome {
  /** Total power per side. */
  totals: number[];
  /** The winning side, or null (stalemate). */
  winner: number | null;
  byTemperament: boolean;
}

/** The confrontation as it stands: per side its total, its last manifestation to enter and whether it takes part. */
export interface Standing {
  totals: number[];
  last: (string | null)[];
  /** Sides with a seat still in the game's confrontations (Free-for-All "Fine della Partita"). */
  taking: boolean[];
  inverted: boolean;
}

const WINS_FLAGS = Array.from({ length: 5 }, (_, p) => `winsConfrontation:${p}`);
const TOPSY_FLAGS = Array.from({ length: 5 }, (_, p) => `topsyTurvy:${p}`);

export function standing(s: GameState): Standing {
  const n = s.sides.length;
  const totals: number[] = new Array<number>(n).fill(0);
  const last: (string | null)[] = new Array<string | null>(n).fill(null);
  const taking: boolean[] = new Array<boolean>(n).fill(false);
  for (let p = 0; p < s.seats.side.length; p++) if (!isOut(s, p)) taking[s.seats.side[p]!] = true;
  for (let side = 0; side < n; side++) {
    for (const id of s.sides[side]!.confrontation) {
      // "Its power is not considered for the resolution of the confrontation" (Nullifying Hat).
      if (!cardOf(s, id).mods.some((m) => m.kind === "keyword" && m.keyword === "notCounted"))
        totals[side] = totals[side]! + powerOf(s, id);
      const cur = last[side];
      if (!cur || cardOf(s, id).enteredSeq > cardOf(s, cur).enteredSeq) last[side] = id;
    }
  }
  let inverted = s.flags["topsyTurvy:all"] === s.turn;
  for (let p = 0; p < s.players.length && !inverted; p++) inverted = s.flags[TOPSY_FLAGS[p]!] === s.turn;
  return { totals, last, taking, inverted };
}

/** Whether side a would beat side b one-on-one: more power; at equal power a manifestation beats none, and then the
 * last ones' temperaments (inverted by Topsy-Turvy effects). */
export function beats(s: GameState, st: Standing, a: number, b: number): boolean {
  if (st.totals[a] !== st.totals[b]) return st.totals[a]! > st.totals[b]!;
  const la = st.last[a];
  const lb = st.last[b];
  if (!la || !lb) return !!la && !lb;
  const ta = temperamentOf(s, la);
  const tb = temperamentOf(s, lb);
  return st.inverted ? dominates(tb, ta) : dominates(ta, tb);
}

/** Who would win if the confrontation were resolved now. */
export function outcomeNow(s: GameState): Outcome {
  const st = standing(s);
  const { totals, last } = st;
  // "The player who controls it wins the confrontation" (The Stomper: flag winsConfrontation).
  for (let p = 0; p < s.players.length; p++)
    if (s.flags[WINS_FLAGS[p]!] === s.turn) return { totals, winner: s.seats.side[p]!, byTemperament: false };
  // "As long as it is the last manifestation to enter the Confrontation Zone this turn…, a stalemate" (Unpredictable
  // Loudmouth).
  if (defsInfo(s).stalemateIfLast) {
    let l: string | null = null;
    for (const id of last) if (id && (!l || cardOf(s, id).enteredSeq > cardOf(s, l).enteredSeq)) l = id;
    if (
      l &&
      cardOf(s, l).enteredTurn === s.turn &&
      hasEffects(s, l) &&
      staticsOf(defOf(s, l)).some((x) => x.kind === "stalemateIfLast")
    )
      return { totals, winner: null, byTemperament: false };
  }
  const sides = totals.flatMap((_, i) => (st.taking[i] ? [i] : []));
  const winner = sides.find((w) => sides.every((x) => x === w || beats(s, st, w, x))) ?? null;
  return { totals, winner, byTemperament: decidedByTemperament(st, sides, winner) };
}

/** A tie on power settled (or left a stalemate) by the manifestations and their temperaments. */
function decidedByTemperament(st: Standing, sides: number[], winner: number | null): boolean {
  if (winner !== null) return sides.some((x) => x !== winner && st.totals[x] === st.totals[winner]);
  const top = Math.max(...sides.map((x) => st.totals[x]!));
  const tied = sides.filter((x) => st.totals[x] === top);
  return tied.length >= 2 && tied.every((x) => st.last[x] !== null);
}

/**
 * Svantaggio (Free-for-All "La Priorità"): by how many other sides taking part `side` would be beaten one-on-one.
 * A side out of the confrontations counts −1, after everyone.
 */
export function disadvantage(s: GameState, st: Standing, side: number): number {
  if (!st.taking[side]) return -1;
  let n = 0;
  for (let x = 0; x < st.totals.length; x++) if (x !== side && st.taking[x] && beats(s, st, x, side)) n++;
  return n;
}
