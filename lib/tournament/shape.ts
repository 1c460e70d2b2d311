// The tournament's public shape, shared by the server and the browser (no database here).
import type { GameScore, MatchKind, MatchStatus, StandingRow, TiebreakScope } from "@/engine/tournament";
import type { KenEndRule } from "@/engine/ken";
import type { ScorepadView } from "@/lib/ken/scorepad-read";

export interface MatchView {
  id: string;
  kind: MatchKind;
  stage: number;
  round: number;
  table: number | null;
  a: string;
  b: string | null;
  /** Every seat at the table in table order (a duel: A at place 0, B at 1; a pod 3–5; a 2v2 four,
   * `side` its team 0 or 1). */
  seats: { place: number; seatId: string; side: number }[];
  /** A table of 3–5 seats: each side's player (pods; a 2v2: its first seat) and the confirmed games' points
   * per side. */
  sides?: string[];
  scores?: number[][];
  status: MatchStatus;
  /** Confirmed games (two sides: side 0 as `a`). */
  games: GameScore[];
  /** Every game recorded so far, confirmed or not (a Bo3 on the app: each game as it ends), with
   * where it came from (paper | engine | organizer); at a table of 3–5 seats each place's points too
   * (`seats` order; a duel's are `a` and `b`). */
  played: (GameScore & { source: string; points?: number[] })[];
  /** The number of the game being played on the app now, or null. */
  live: number | null;
  /** The result awaiting confirmation (reported) or being disputed. */
  report: GameScore[] | null;
  /** At a table of 3–5 seats: the reported points per game and place (`report` is null), and the
   * seats that confirmed it so far (every other side must: a pod's players, a 2v2's other team). */
  reportPoints?: number[][];
  confirmedBy?: string[];
  reportedBy: string | null;
  disputedBy: string | null;
  source: string | null;
  version: number;
  /** Bo3 sideboarding: the seats ready for game 2 or 3 (the game starts when both are). */
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
  /** Which game the event plays (Ken il Guerriero: paper results and the Punti Ordine scorepad). */
  game?: "kartomantik" | "ken" | "incantesium";
  /** Ken il Guerriero: how a game ends, as the organizer set it. */
  kenEnd?: KenEndRule;
  bestOf: 1 | 3;
  status: "running" | "finished";
  rounds: number;
  /** Which ties are played off: first place only (default) or every rank. */
  tiebreaks: TiebreakScope;
  players: PlayerView[];
  matches: MatchView[];
  standings: StandingRow[];
  /** The first round with a match still waiting for a result; null when everything is decided. */
  current: RoundRef | null;
  /** A tie for first being played off. */
  tiebreak: boolean;
  /** The current round's clock, if the organizer started one (lib/tournament/clock.ts). */
  clock: RoundClockView | null;
  /** Ken il Guerriero events: the Punti Ordine scorepad of every match that has one. */
  scorepads?: ScorepadView[];
  /** How tables are played (issue 20): duel, 2v2 (standings per team) or ffa (pods). */
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

/** Every round in order (regular first, then each tiebreak stage). */
export function roundsOf(view: Pick<TournamentView, "matches">): RoundRef[] {
  const seen = new Map<string, RoundRef>();
  for (const m of view.matches) seen.set(`${m.stage}:${m.round}`, { kind: m.kind, stage: m.stage, round: m.round });
  return [...seen.values()].sort((x, y) => x.stage - y.stage || x.round - y.round);
}

/** Where a match stands: games won by each side (a draw counts for neither) and points so far. */
export function progressOf(m: Pick<MatchView, "played">) {
  return m.played.reduce(
    (s, g) => ({
      wonA: s.wonA + (g.a > g.b ? 1 : 0),
      wonB: s.wonB + (g.b > g.a ? 1 : 0),
      a: s.a + g.a,
      b: s.b + g.b,
      games: s.games + 1,
    }),
    { wonA: 0, wonB: 0, a: 0, b: 0, games: 0 },
  );
}

/** A match's seats per side, sides in number order: a duel's [[A], [B]], a pod's one seat per
 * side, a 2v2's two teams of two. */
export function sidesOfMatch(m: Pick<MatchView, "seats">): string[][] {
  const sides = [...new Set(m.seats.map((s) => s.side))].sort((x, y) => x - y);
  return sides.map((side) => m.seats.filter((s) => s.side === side).map((s) => s.seatId));
}

/** A recorded game's points per place (a duel's `a` and `b`). */
export const pointsOf = (g: MatchView["played"][number]): number[] => g.points ?? [g.a, g.b];

/** More than two seats at the table (a pod or a 2v2): shown seat by seat, not as A–B. */
export const isMultiSeat = (m: Pick<MatchView, "seats">) => m.seats.length > 2;

/** The side a seat plays for (its index in sidesOfMatch), or -1. */
export const sideIndexOf = (m: Pick<MatchView, "seats">, seatId: string) =>
  sidesOfMatch(m).findIndex((seats) => seats.includes(seatId));

/** Each side's total points over the games recorded so far (`played`). */
export const sideTotals = (m: Pick<MatchView, "seats" | "played">): number[] =>
  sidesOfMatch(m).map((seats) =>
    m.played.reduce(
      (sum, g) =>
        sum + m.seats.reduce((s, seat, i) => s + (seats.includes(seat.seatId) ? (pointsOf(g)[i] ?? 0) : 0), 0),
      0,
    ),
  );
