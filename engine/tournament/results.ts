// Match results (event-rules §6–7): a match is played at a table of 2–5 places, each playing for a
// side (its own in a duel or a pod, its team's in a 2v2). A game's numbers are one per place, checked
// by the game's own scoring (GameScoring: Kartomantik's points, Ken's win or loss, Incantesium's
// gems); a side's points are its places' sum ("2vs2 Calcolo dei Punti"); the most points alone win a
// game, sides sharing the most draw it. Bo1 is one game; Bo3 ends as soon as a side has won 2 games,
// or after 3 games, drawn games included.
import type { GameRecord, GameScoring, TournamentError } from "./types";

export type BestOf = 1 | 3;

export interface Outcome {
  /** Games won per side. */
  wins: number[];
  draws: number;
  /** Points per side over the games. */
  points: number[];
  /** The match's winner by games won (a side), null for a drawn match. */
  winner: number | null;
}

export const refuse = (
  error: TournamentError["error"],
  section: string,
  params?: TournamentError["params"],
): TournamentError => (params ? { error, rule: section, params } : { error, rule: section });

export function isTournamentError(value: unknown): value is TournamentError {
  return typeof value === "object" && value !== null && "error" in value && "rule" in value;
}

/** The sides (indices) with a game's most points, or the side the game itself named: one wins it;
 * several share the top and draw it (a duel's equal totals, base rules 4.4.2); every other side
 * loses it. */
export function gameWinners(g: GameRecord | readonly number[]): number[] {
  const record: Pick<GameRecord, "winner"> & { points: readonly number[] } = Array.isArray(g)
    ? { points: g as readonly number[] }
    : (g as GameRecord);
  if (typeof record.winner === "number") return [record.winner];
  const top = Math.max(...record.points);
  return record.points.flatMap((p, i) => (p === top ? [i] : []));
}

/** The side that won a game alone, or null (a draw). */
export function gameWinner(g: GameRecord | readonly number[]): number | null {
  const winners = gameWinners(g);
  return winners.length === 1 ? winners[0]! : null;
}

/** Games won per side, draws, points per side and the match's winner. */
export function outcome(games: readonly GameRecord[], sides = games[0]?.points.length ?? 2): Outcome {
  const wins = new Array<number>(sides).fill(0);
  const points = new Array<number>(sides).fill(0);
  let draws = 0;
  for (const g of games) {
    const w = gameWinner(g);
    if (w === null) draws++;
    else wins[w]! += 1;
    g.points.forEach((p, i) => (points[i]! += p));
  }
  const most = Math.max(...wins);
  const winner = wins.filter((w) => w === most).length === 1 ? wins.indexOf(most) : null;
  return { wins, draws, points, winner };
}

/** A game's points per side: each place's points added to its side's (`sides[place]`, sides
 * numbered 0.. by their first seat). */
export function sideTotalsOf(points: readonly number[], sides: readonly number[]): number[] {
  const totals = new Array<number>(Math.max(...sides) + 1).fill(0);
  points.forEach((p, place) => (totals[sides[place]!]! += p));
  return totals;
}

/**
 * Checks a reported result: each game one number per place (`sides[place]` the side it plays for),
 * each checked by the game's scoring; Bo1 is one game, a Bo3 ends once one side has won two games
 * (event-rules §6). `named[i]` is the side game i+1 was won by when the game itself named it (a
 * game played on the app and kept: a concession is lost whatever its points). Returns the games
 * unchanged when they are a complete, legal match.
 */
export function validateGames(
  bestOf: BestOf,
  games: readonly (readonly number[])[],
  sides: readonly number[],
  scoring: GameScoring,
  named: readonly (number | null | undefined)[] = [],
): number[][] | TournamentError {
  // A game won by rule names a side of the match (a game beyond those sent names none).
  for (const [i, w] of named.entries())
    if (typeof w === "number" && (i >= games.length || !sides.includes(w)))
      return refuse("result_winner_side", "event-rules §7", { game: i + 1 });
  for (const [i, g] of games.entries()) {
    const game = i + 1;
    if (g.length !== sides.length)
      return refuse("result_seats_count", "event-rules §6", { game, count: g.length, seats: sides.length });
    const refused = scoring.checkGame(g, sides, game);
    if (refused) return refused;
  }
  if (bestOf === 1) {
    if (games.length !== 1)
      return refuse("result_games_count", "event-rules §6", { count: games.length, min: 1, max: 1 });
    return games.map((g) => [...g]);
  }
  if (games.length < 2 || games.length > 3)
    return refuse("result_games_count", "event-rules §6", { count: games.length, min: 2, max: 3 });
  // Game by game: once a side has 2 wins the match is over.
  const wins = new Map<number, number>();
  for (const [i, g] of games.entries()) {
    if ([...wins.values()].some((w) => w === 2))
      return refuse("result_match_already_decided", "event-rules §6", { game: i + 1 });
    const w = gameWinner({ points: sideTotalsOf(g, sides), winner: named[i] });
    if (w !== null) wins.set(w, (wins.get(w) ?? 0) + 1);
  }
  if (games.length === 2 && ![...wins.values()].some((w) => w === 2))
    return refuse("result_match_not_decided", "event-rules §6");
  return games.map((g) => [...g]);
}

/**
 * The side each game of an entry that replaces a match's games is won by, when a recorded game named it: a
 * game recorded with the side that won it (on the app: a concession is lost whatever its points) keeps that
 * side while the entry repeats its points unchanged, one per place; a game entered with other points, or one
 * not recorded, is decided by its points (undefined). `recorded[i]` is game i+1 as recorded, if it is.
 */
export function keptWinners(
  recorded: readonly ({ points: readonly number[]; winner?: number | null } | undefined)[],
  games: readonly (readonly number[])[],
): (number | null | undefined)[] {
  return games.map((g, i) => {
    const r = recorded[i];
    return r && r.points.length === g.length && r.points.every((p, place) => p === g[place]) ? r.winner : undefined;
  });
}

/** Whether a match in progress needs another game after `games` (game-by-game play on the app,
 * sideboarding between Bo3 games). */
export function needsAnotherGame(bestOf: BestOf, games: readonly GameRecord[]): boolean {
  if (bestOf === 1) return games.length < 1;
  return games.length < 3 && !outcome(games).wins.some((w) => w >= 2);
}

export function pairingError(n: number, max: number): TournamentError | null {
  return n < 2 || n > max ? refuse("pairing_bad_player_count", "event-rules §6", { count: n, min: 2, max }) : null;
}
