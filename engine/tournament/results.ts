// Match results (event-rules §6–7, base rules 4.4.2–4.4.3): game points are whole multiples of 5
// and may be negative (a −10 mulligan, card effects); the higher total wins the game, equal
// totals draw it. Bo1 is one game; Bo3 ends as soon as a player has won 2 games, or after 3
// games, drawn games included.
import type { GameScore, TournamentError } from "./types";

/** A sanity bound against typing slips (a whole 30-card deck is worth far less). */
export const MAX_GAME_POINTS = 5000;

export type BestOf = 1 | 3;

/** How a game is scored: Kartomantik's game points (rules 4.4.2), or a Ken il Guerriero game's
 * outcome, 1 for the winner and 0 for the loser, 0–0 a draw (README, "Ken il Guerriero events":
 * our copy of its rulebook has no victory chapter, so no points of its own reach the standings). */
export type Scoring = "kartomantik" | "ken" | "incantesium";

/** An Incantesium challenge's points are the gems each mage won (engine/incantesium README, ruling G1:
 * a 1v1 challenge ends when one mage holds all three gems, so the winner won at least 3 and more than
 * the loser). The bound only catches typing slips. */
export const MAX_INC_GEMS = 99;

/** An event's game (Event.game) → how its results are scored. */
export const scoringOf = (game: string): Scoring => (game === "ken" || game === "incantesium" ? game : "kartomantik");

export interface Outcome {
  winsA: number;
  winsB: number;
  draws: number;
  pointsA: number;
  pointsB: number;
  /** The match's winner by games won ("a" or "b"), null for a drawn match. */
  winner: "a" | "b" | null;
}

const refuse = (
  error: TournamentError["error"],
  section: string,
  params?: TournamentError["params"],
): TournamentError => (params ? { error, rule: section, params } : { error, rule: section });

export function isTournamentError(value: unknown): value is TournamentError {
  return typeof value === "object" && value !== null && "error" in value && "rule" in value;
}

export function gameWinner(g: GameScore): "a" | "b" | null {
  return g.a > g.b ? "a" : g.b > g.a ? "b" : null;
}

export function outcome(games: readonly GameScore[]): Outcome {
  let winsA = 0,
    winsB = 0,
    draws = 0,
    pointsA = 0,
    pointsB = 0;
  for (const g of games) {
    const w = gameWinner(g);
    if (w === "a") winsA++;
    else if (w === "b") winsB++;
    else draws++;
    pointsA += g.a;
    pointsB += g.b;
  }
  return { winsA, winsB, draws, pointsA, pointsB, winner: winsA > winsB ? "a" : winsB > winsA ? "b" : null };
}

/** Checks a reported result; returns the games unchanged when they are a complete, legal match. */
export function validateResult(
  bestOf: BestOf,
  games: readonly GameScore[],
  scoring: Scoring = "kartomantik",
): GameScore[] | TournamentError {
  for (const [i, g] of games.entries()) {
    if (scoring === "ken") {
      if (![0, 1].includes(g.a) || ![0, 1].includes(g.b) || g.a + g.b > 1)
        return refuse("result_ken_not_win_loss", "README Ken il Guerriero", { game: i + 1 });
      continue;
    }
    if (scoring === "incantesium") {
      const ok = [g.a, g.b].every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_INC_GEMS);
      if (!ok || Math.max(g.a, g.b) < 3 || g.a === g.b)
        return refuse("result_incantesium_gems", "Incantesium 'Le gemme'", { game: i + 1 });
      continue;
    }
    for (const points of [g.a, g.b]) {
      const game = i + 1;
      if (!Number.isInteger(points))
        return refuse("result_points_not_integer", "rules 4.4.2", { game, points: String(points) });
      if (points % 5 !== 0) return refuse("result_points_not_multiple_of_5", "rules 4.4.2", { game, points });
      if (Math.abs(points) > MAX_GAME_POINTS)
        return refuse("result_points_out_of_range", "rules 4.4.2", { game, points, max: MAX_GAME_POINTS });
    }
  }
  if (bestOf === 1) {
    if (games.length !== 1)
      return refuse("result_games_count", "event-rules §6", { count: games.length, min: 1, max: 1 });
    return games.map((g) => ({ a: g.a, b: g.b }));
  }
  if (games.length < 2 || games.length > 3)
    return refuse("result_games_count", "event-rules §6", { count: games.length, min: 2, max: 3 });
  // Game by game: once someone has 2 wins the match is over.
  let winsA = 0,
    winsB = 0;
  for (const [i, g] of games.entries()) {
    if (winsA === 2 || winsB === 2) return refuse("result_match_already_decided", "event-rules §6", { game: i + 1 });
    const w = gameWinner(g);
    if (w === "a") winsA++;
    if (w === "b") winsB++;
  }
  if (games.length === 2 && winsA < 2 && winsB < 2) return refuse("result_match_not_decided", "event-rules §6");
  return games.map((g) => ({ a: g.a, b: g.b }));
}

/** Whether a Bo3 in progress needs another game after `games` (the seam for game-by-game play,
 * sideboarding between games and engine-played games). */
export function needsAnotherGame(bestOf: BestOf, games: readonly GameScore[]): boolean {
  if (bestOf === 1) return games.length < 1;
  const { winsA, winsB } = outcome(games);
  return games.length < 3 && winsA < 2 && winsB < 2;
}

export function pairingError(n: number, max: number): TournamentError | null {
  return n < 2 || n > max ? refuse("pairing_bad_player_count", "event-rules §6", { count: n, min: 2, max }) : null;
}

/** A game's points per side: each place's points added to its side's (`sides[place]`, sides
 * numbered 0.. by their first seat). */
export function sideTotalsOf(points: readonly number[], sides: readonly number[]): number[] {
  const totals = new Array<number>(Math.max(...sides) + 1).fill(0);
  points.forEach((p, place) => (totals[sides[place]!]! += p));
  return totals;
}

/** The side that won a game alone (most points), or null for a shared top. */
const soleWinner = (totals: readonly number[]): number | null => {
  const top = Math.max(...totals);
  return totals.filter((t) => t === top).length === 1 ? totals.indexOf(top) : null;
};

/**
 * Checks a reported result of a table of 2–5 seats (issue 20 §5): each game one number per place
 * (`sides[place]` the side it plays for: a pod's own place, a 2v2's team). Each number is checked as
 * a duel's (rules 4.4.2: whole multiples of 5; negative ones exist — "si perdono 10 punti" for a
 * second mulligan); a side's points are its seats' sum ("2vs2 Calcolo dei Punti": both players'
 * points); Bo1 is one game, a Bo3 ends once one side has won two games (the most points alone).
 */
export function validateTable(
  bestOf: BestOf,
  games: readonly (readonly number[])[],
  sides: readonly number[],
): number[][] | TournamentError {
  for (const [i, g] of games.entries()) {
    const game = i + 1;
    if (g.length !== sides.length)
      return refuse("result_seats_count", "issue 20 §5", { game, count: g.length, seats: sides.length });
    for (const points of g) {
      if (!Number.isInteger(points))
        return refuse("result_points_not_integer", "rules 4.4.2", { game, points: String(points) });
      if (points % 5 !== 0) return refuse("result_points_not_multiple_of_5", "rules 4.4.2", { game, points });
      if (Math.abs(points) > MAX_GAME_POINTS)
        return refuse("result_points_out_of_range", "rules 4.4.2", { game, points, max: MAX_GAME_POINTS });
    }
  }
  if (bestOf === 1) {
    if (games.length !== 1)
      return refuse("result_games_count", "event-rules §6", { count: games.length, min: 1, max: 1 });
    return games.map((g) => [...g]);
  }
  if (games.length < 2 || games.length > 3)
    return refuse("result_games_count", "event-rules §6", { count: games.length, min: 2, max: 3 });
  const wins = new Map<number, number>();
  for (const [i, g] of games.entries()) {
    if ([...wins.values()].some((w) => w === 2))
      return refuse("result_match_already_decided", "event-rules §6", { game: i + 1 });
    const w = soleWinner(sideTotalsOf(g, sides));
    if (w !== null) wins.set(w, (wins.get(w) ?? 0) + 1);
  }
  if (games.length === 2 && ![...wins.values()].some((w) => w === 2))
    return refuse("result_match_not_decided", "event-rules §6");
  return games.map((g) => [...g]);
}
