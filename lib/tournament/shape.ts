// The tournament's public shape, shared by the server and the browser (no database here).
import { isOpen, type MatchKind, type MatchStatus, type StandingRow, type TiebreakScope } from "@/engine/tournament";
import type { RunStatus } from "@/lib/states";

/** A game of a match as clients see it: each place's points (table order) and the side that won
 * (null: drawn), with where it came from (paper | engine | organizer). */
export interface PlayedGame {
  points: number[];
  winner: number | null;
  source: string;
}

/** One table of a round, whatever its size: a duel (places 0 and 1, each its own side), a
 * Free-for-All pod of 3–5, a 2v2 (`side` its team 0 or 1), or the bye (one seat). */
export interface MatchView {
  id: string;
  kind: MatchKind;
  stage: number;
  round: number;
  table: number | null;
  /** Every seat at the table in table order. */
  seats: { place: number; seatId: string; side: number }[];
  status: MatchStatus;
  /** Every game recorded so far, confirmed or not (a Bo3 on the app: each game as it ends). The
   * confirmed result is all of them once `status` is confirmed. */
  played: PlayedGame[];
  /** The number of the game being played on the app now, or null. */
  live: number | null;
  /** The result awaiting confirmation (reported) or being disputed: each game's points per place,
   * the side game i+1 was won by rule (`winners[i]`, whatever its points; null or absent: by its points),
   * and the seats of other sides that confirmed it so far (every other side must). */
  report: { points: number[][]; winners: (number | null)[]; confirmedBy: string[] } | null;
  reportedBy: string | null;
  disputedBy: string | null;
  source: string | null;
  version: number;
  /** Bo3 sideboarding: the seats ready for game 2 or 3 (the game starts when every seat is). */
  sideboarding: { game: number; ready: string[] }[];
}

export interface PlayerView {
  seatId: string;
  number: number;
  name: string;
  debt: number;
  dropped: boolean;
}

export interface RoundRef {
  kind: MatchKind;
  stage: number;
  round: number;
}

export interface TournamentView {
  /** The event's log sequence this view reflects (the SSE id). */
  version: number;
  eventId: string;
  /** Which game the event plays (Event.game: lib/game-registry/definitions.ts). */
  game: string;
  /** Its format (Event.format): whether the standings carry a debt is the format's (FormatDefinition.debt). */
  format: string;
  bestOf: 1 | 3;
  status: RunStatus;
  rounds: number;
  /** Which ties are played off: first place only (default) or every rank. */
  tiebreaks: TiebreakScope;
  players: PlayerView[];
  matches: MatchView[];
  standings: StandingRow[];
  /** The first round with a match still waiting for a result; null when everything is decided. */
  current: RoundRef | null;
  /** The round being played in each stage (playingRounds): `current` first, then any other tied group's. */
  playing: RoundRef[];
  /** A tie for first being played off. */
  tiebreak: boolean;
  /** The current round's clock, if the organizer started one (lib/tournament/clock.ts). */
  clock: RoundClockView | null;
  /** What the event's game adds to the view (its module's tournamentExtras; its UI slots read it: Ken il
   * Guerriero's end condition and Punti Ordine scorepads). */
  extras?: Record<string, unknown>;
  /** How tables are played: duel, 2v2 (standings per team) or ffa (pods). */
  mode?: "duel" | "2v2" | "ffa";
  /** A 2v2 event's teams: each standings row's id and its two seats. */
  teams?: { id: string; seatIds: string[] }[];
}

/** The round clock as every screen gets it. Times are the server's (ms since the epoch): a screen
 * counts down from `endsAt` corrected by `now − its own clock`, so a phone whose clock is wrong
 * still agrees with the projector. At zero nothing is recorded: the matches simply wait. */
/** What a round clock may be set to or extended by, in seconds (the server's check and the console's field). */
export const ROUND_CLOCK_SECONDS = { min: 5, max: 4 * 3600 } as const;

export interface RoundClockView {
  kind: MatchKind;
  stage: number;
  round: number;
  /** Running: the deadline; paused: null. */
  endsAt: number | null;
  /** Paused: the time left; running: null. */
  leftMs: number | null;
  /** The server's time when this view was read. */
  now: number;
}

/** The matches of one round, as the projector and the print page list them. */
export function roundMatches(view: TournamentView, ref: RoundRef): MatchView[] {
  return view.matches.filter((m) => m.kind === ref.kind && m.stage === ref.stage && m.round === ref.round);
}

/** The round being played in each stage: its first with a match still waiting for a result. One while the round
 * robin runs; with tiebreaks on every rank, one per group still level, each playing its own stage at once. */
export function playingRounds(matches: readonly Pick<MatchView, "kind" | "stage" | "round" | "status">[]): RoundRef[] {
  const first = new Map<number, RoundRef>();
  for (const m of matches) {
    const seen = first.get(m.stage);
    if (isOpen(m) && (!seen || m.round < seen.round))
      first.set(m.stage, { kind: m.kind, stage: m.stage, round: m.round });
  }
  return [...first.values()].sort((x, y) => x.stage - y.stage);
}

/** Every round in order (regular first, then each tiebreak stage). */
export function roundsOf(view: Pick<TournamentView, "matches">): RoundRef[] {
  const seen = new Map<string, RoundRef>();
  for (const m of view.matches) seen.set(`${m.stage}:${m.round}`, { kind: m.kind, stage: m.stage, round: m.round });
  return [...seen.values()].sort((x, y) => x.stage - y.stage || x.round - y.round);
}

/** A match's seats per side, sides in number order: a duel's [[A], [B]], a pod's one seat per
 * side, a 2v2's two teams of two. */
/** Whether the table is a bye: one seat resting (a duel's), or a 2v2 team alone (two seats, one side) — never a match
 * between the seats it holds. */
export const isBye = (m: Pick<MatchView, "status" | "seats">): boolean => m.status === "bye" || m.seats.length === 1;

export function sidesOfMatch(m: Pick<MatchView, "seats">): string[][] {
  const sides = [...new Set(m.seats.map((s) => s.side))].sort((x, y) => x - y);
  return sides.map((side) => m.seats.filter((s) => s.side === side).map((s) => s.seatId));
}

/** The side a seat plays for (its index in sidesOfMatch), or -1. */
export const sideIndexOf = (m: Pick<MatchView, "seats">, seatId: string) =>
  sidesOfMatch(m).findIndex((seats) => seats.includes(seatId));

/** One game's points per side (a side's seats summed), from its points per place. */
export function sidePoints(m: Pick<MatchView, "seats">, points: readonly number[]): number[] {
  return sidesOfMatch(m).map((seats) =>
    m.seats.reduce((sum, seat, i) => sum + (seats.includes(seat.seatId) ? (points[i] ?? 0) : 0), 0),
  );
}

/** Where a match stands after the games recorded so far: games won per side (a draw counts for
 * none) and points per side. */
export function progressOf(m: Pick<MatchView, "seats" | "played">) {
  const sides = sidesOfMatch(m).length;
  const wins = new Array<number>(sides).fill(0);
  const points = new Array<number>(sides).fill(0);
  for (const g of m.played) {
    if (g.winner !== null) wins[g.winner]! += 1;
    sidePoints(m, g.points).forEach((p, i) => (points[i]! += p));
  }
  return { wins, points, games: m.played.length };
}

/** Each side's total points over the games recorded so far (`played`). */
export const sideTotals = (m: Pick<MatchView, "seats" | "played">): number[] => progressOf(m).points;

/** The confirmed games (empty until the result counts). */
export const confirmedGames = (m: Pick<MatchView, "status" | "played">): PlayedGame[] =>
  m.status === "confirmed" ? m.played : [];
