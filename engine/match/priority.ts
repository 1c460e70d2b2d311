// Who holds priority (§2.2) when nobody has just acted, and after a pass — for any seating. In a
// duel: the player who would lose, else the last winner; a pass gives it to the other player. In
// Free-for-All ("La Priorità", "La Pila"): with an empty stack during the confrontation, the most
// disadvantaged player who has not passed since the last action, ties to the nearest clockwise from
// the passer; with a stack, outside the confrontation or in a stalemate, clockwise. In 2v2 ("La
// Priorità") a team holds it outside the stack as one player would; the stack goes seat by seat.
import { disadvantage, outcomeNow, standing } from "./outcome";
import { clockwiseFrom, membersOf, nextClockwise, opponentsOf, teamPriority } from "./seats";
import type { MatchState } from "./types";

/** Windows of the confrontation, where priority follows who is losing. */
const CONFRONTATION_WINDOWS = ["beforeRevelation", "reaction"];

/** The player with priority when nobody has just acted (§2.2), as a window opens or a stack empties. */
export function holderFor(s: MatchState): number {
  const fallback = s.lastWinner ?? s.defaultPriority;
  if (!CONFRONTATION_WINDOWS.includes(s.phase)) return fallback;
  const o = outcomeNow(s);
  if (o.winner === null) return fallback;
  // Two sides (a duel, 2v2 "come se singoli giocatori"): the side that would lose; its first seat speaks for a team.
  if (s.sides.length === 2) return membersOf(s, 1 - o.winner)[0]!;
  return mostDisadvantaged(s, fallback, []) ?? fallback;
}

/** The seat that gets priority after `p` passes (someone has not passed yet). */
export function afterPass(s: MatchState, p: number): number {
  // Two seats: the other one is the only seat that has not passed.
  if (s.players.length === 2) return nextClockwise(s, p);
  // 2v2 "Se scelgono di passare, la Priorità passa alla squadra avversaria" (outside the stack).
  if (teamPriority(s)) return opponentsOf(s, p)[0]!;
  if (s.stack.length === 0 && CONFRONTATION_WINDOWS.includes(s.phase) && outcomeNow(s).winner !== null)
    return mostDisadvantaged(s, p, s.passed) ?? nextClockwise(s, p);
  return nextClockwise(s, p);
}

/** The seat, not among `passed`, whose side the most others would beat; ties to the nearest clockwise after `from`. */
function mostDisadvantaged(s: MatchState, from: number, passed: readonly number[]): number | null {
  const st = standing(s);
  let best: number | null = null;
  let most = -Infinity;
  for (const q of clockwiseFrom(s, nextClockwise(s, from))) {
    if (passed.includes(q)) continue;
    const d = disadvantage(s, st, s.seats.side[q]!);
    if (d > most) [best, most] = [q, d];
  }
  return best;
}
