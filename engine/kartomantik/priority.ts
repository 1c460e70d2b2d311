// Who holds priority (§2.2) when nobody has just acted, and after a pass — for any seating. In a
// duel: the player who would lose, else the last winner; a pass gives it to the other player. In
// Free-for-All ("La Priorità", "La Pila"): with an empty stack during the confrontation, the most
// disadvantaged player who has not passed since the last action, ties to the nearest clockwise from
// the passer — also when the confrontation would end in a stalemate, unless every seat taking part is
// as disadvantaged as the others (our ruling, engine/README.md); with a stack, outside the
// confrontation or in such a stalemate, clockwise. In 2v2 ("La Priorità") a team holds it outside the
// stack as one player would; the stack goes seat by seat. A seat that conceded left the rotation.
import { disadvantage, outcomeNow, standing } from "./outcome";
import {
  clockwiseFrom,
  inRotation,
  membersOf,
  nextClockwise,
  nextToAct,
  opponentsOf,
  teamPriority,
  toAct,
} from "./seats";
import type { GameState, PriorityReason } from "./types";

/** Windows of the confrontation, where priority follows who is losing. */
const CONFRONTATION_WINDOWS = ["beforeRevelation", "reaction"];

/** The player with priority when nobody has just acted (§2.2), as a window opens or a stack empties. */
export function holderFor(s: GameState): number {
  return holding(s).seat;
}

/** The holder when nobody has just acted, and why. */
function holding(s: GameState): { seat: number; reason: PriorityReason } {
  const last = s.lastWinner ?? s.defaultPriority;
  const fallback = inRotation(s, last)
    ? { seat: last, reason: s.lastWinner !== null ? ("lastWinner" as const) : ("coin" as const) }
    : { seat: nextToAct(s, last), reason: "clockwise" as const };
  if (!CONFRONTATION_WINDOWS.includes(s.phase)) return fallback;
  // Two sides (a duel, 2v2 "come se singoli giocatori"): the side that would lose; its first seat speaks for a team.
  if (s.sides.length === 2) {
    const o = outcomeNow(s);
    return o.winner === null ? fallback : { seat: membersOf(s, 1 - o.winner)[0]!, reason: "disadvantage" };
  }
  if (!followsDisadvantage(s)) return fallback;
  const seat = mostDisadvantaged(s, fallback.seat, []);
  return seat === null ? fallback : { seat, reason: "disadvantage" };
}

/** The seat that gets priority after `p` passes (someone in the rotation has not passed yet). */
export function afterPass(s: GameState, p: number): number {
  // Two seats: the other one is the only seat that has not passed.
  if (s.players.length === 2) return nextClockwise(s, p);
  // 2v2 "Se scelgono di passare, la Priorità passa alla squadra avversaria" (outside the stack).
  if (teamPriority(s)) return opponentsOf(s, p)[0]!;
  if (s.stack.length === 0 && CONFRONTATION_WINDOWS.includes(s.phase) && followsDisadvantage(s))
    return mostDisadvantaged(s, p, s.passed) ?? nextToAct(s, p);
  return nextToAct(s, p);
}

/** Why the current holder holds priority, for the phones (`viewFor`); null when nobody does. */
export function priorityReason(s: GameState): PriorityReason | null {
  if (s.priority === null) return null;
  // "La Priorità passa immediatamente al giocatore successivo in senso orario" (and after each resolution, §2.3.4).
  if (s.stack.length > 0) return "clockwise";
  if (s.passed.length === 0) {
    const h = holding(s);
    return h.seat === toAct(s, s.priority) && h.seat === s.priority ? h.reason : "clockwise";
  }
  // After passes: still the most disadvantaged who has not passed, or the next seat (team) round the table.
  if (!CONFRONTATION_WINDOWS.includes(s.phase)) return "clockwise";
  const byLoss = s.sides.length === 2 ? outcomeNow(s).winner !== null : followsDisadvantage(s);
  return byLoss ? "disadvantage" : "clockwise";
}

/**
 * Free-for-All, our ruling on a tie at the top (engine/README.md): priority follows the svantaggio when a side would
 * win, and also in a would-be stalemate as long as some side taking part would be beaten by more players than another
 * ("il giocatore con priorità è il giocatore in svantaggio assoluto"); only when every side taking part is as
 * disadvantaged as the rest (a tie of all, a cycle of temperaments) does "in caso di stallo ha priorità chi ha vinto
 * l'ultimo confronto" decide.
 */
function followsDisadvantage(s: GameState): boolean {
  if (outcomeNow(s).winner !== null) return true;
  const st = standing(s);
  let first: number | null = null;
  for (let side = 0; side < s.sides.length; side++) {
    if (!st.taking[side]) continue;
    const d = disadvantage(s, st, side);
    if (first === null) first = d;
    else if (d !== first) return true;
  }
  return false;
}

/** The seat in the rotation, not among `passed`, whose side the most others would beat; ties to the nearest clockwise
 * after `from`. */
function mostDisadvantaged(s: GameState, from: number, passed: readonly number[]): number | null {
  const st = standing(s);
  let best: number | null = null;
  let most = -Infinity;
  for (const q of clockwiseFrom(s, nextClockwise(s, from))) {
    if (passed.includes(q) || !inRotation(s, q)) continue;
    const d = disadvantage(s, st, s.seats.side[q]!);
    if (d > most) [best, most] = [q, d];
  }
  return best;
}
