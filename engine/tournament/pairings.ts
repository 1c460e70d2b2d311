// Round robin pairings by the circle method (Berger tables), event-rules §6: every player meets
// every other exactly once; with an odd count a ghost seat is added and whoever meets it has the
// bye, so each player has exactly one bye.
import type { Round } from "./types";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 16;

/**
 * Rounds for seats 1..n. Seat m (the last, or the ghost for odd n) stays fixed; the others turn
 * one place per round. Pairings are in table order; the bye, if any, comes last as [seat, null].
 * Sides alternate so nobody is always seat A.
 */
export function roundRobin(n: number): Round[] {
  if (!Number.isInteger(n) || n < 1) return [];
  if (n === 1) return [[[1, null]]];
  const m = n % 2 === 0 ? n : n + 1;
  const ghost = n % 2 === 0 ? null : m;
  const circle = Array.from({ length: m - 1 }, (_, i) => i + 1);
  const rounds: Round[] = [];
  for (let r = 0; r < m - 1; r++) {
    const pairs: [number, number][] = [];
    // The fixed seat meets the one at the head of the circle; it switches sides every round.
    pairs.push(r % 2 === 0 ? [circle[0]!, m] : [m, circle[0]!]);
    for (let i = 1; i < m / 2; i++) {
      const x = circle[i]!;
      const y = circle[m - 1 - i]!;
      pairs.push(i % 2 === 1 ? [y, x] : [x, y]);
    }
    const games = pairs
      .filter(([x, y]) => x !== ghost && y !== ghost)
      .map(([x, y]) => [x, y] as [number, number | null]);
    const bye = pairs.find(([x, y]) => x === ghost || y === ghost);
    if (bye) games.push([bye[0] === ghost ? bye[1] : bye[0], null]);
    rounds.push(games);
    // Turn the circle by one place.
    circle.unshift(circle.pop()!);
  }
  return rounds;
}

/** The same schedule over any list of ids (tiebreak round robins among the tied players). */
export function roundRobinOf<T>(ids: readonly T[]): [T, T | null][][] {
  return roundRobin(ids.length).map((round) => round.map(([x, y]) => [ids[x - 1]!, y === null ? null : ids[y - 1]!]));
}
