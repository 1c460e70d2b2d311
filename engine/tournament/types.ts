// Tournament data as the rules see it (event-rules §6–7): seats, matches, games and standings.
// Pure data: the server stores it, the engine reasons about it.

/** A pairing of two seats, or one seat and the bye (`null`). Seats are numbered 1..N. */
export type Pairing = [number, number | null];

/** One round of a round robin: its pairings, the bye (if any) last. */
export type Round = Pairing[];

export type MatchKind = "regular" | "tiebreak";

/**
 * scheduled: nothing reported yet · reported: a player entered the game points, the opponent has
 * not answered · disputed: the opponent disagrees, the organizer decides · confirmed: the result
 * counts · not_played: a dropped player's unplayed match · bye: the seat without an opponent ·
 * void: a tiebreak match made obsolete by a later correction (kept for the audit log).
 */
export type MatchStatus = "scheduled" | "reported" | "disputed" | "confirmed" | "not_played" | "bye" | "void";

/** Where a confirmed result came from: a player's report, a game played on the app, the organizer. */
export type ResultSource = "paper" | "engine" | "organizer";

/** One game of a match as the standings count it: each side's points (in the match's side order)
 * and, when the game itself named one, the side that won it (an app game ended by a concession, a
 * second mulligan or a rule's own condition; null: nobody won it). Without it the most points
 * alone win the game and sides sharing the most draw it (base rules 4.4.2). */
export interface GameRecord {
  points: number[];
  winner?: number | null;
}

export interface MatchRecord {
  id: string;
  kind: MatchKind;
  /** 0 for the regular round robin; 1, 2, … for successive tiebreak round robins. */
  stage: number;
  round: number;
  /** Who plays each side, in side order: a player in a duel or a Free-for-All pod, a team in a
   * 2v2; one side alone is the bye. */
  sides: string[];
  status: MatchStatus;
  /** The confirmed games (empty until confirmed). */
  games: GameRecord[];
}

/** What ranks the standings, in order, before the tie rules: the score (match points − debt,
 * event-rules §6) or the regular matches won. */
export type RankKey = "score" | "matchesWon";

/** A game's own rules for the numbers of its results (each game module has one): Kartomantik's
 * points, Ken il Guerriero's win or loss, Incantesium's gems. */
export interface GameScoring {
  /** One game's numbers, one per place (`sides[place]` is the side it plays for): a refusal or null. */
  checkGame(points: readonly number[], sides: readonly number[], game: number): TournamentError | null;
  /** The numbers a place may hold: whole multiples of `step` from `min` to `max` (Kartomantik's points,
   * negative too; Ken's 0 or 1; Incantesium's gems). The paper forms take them so (a sign only where `min`
   * is below 0) and `checkGame` refuses any other, besides its own rules on the whole game. */
  field: ResultField;
  /** The ranking keys before the tie rules (tiebreak matches in a duel event; games won, drawn and
   * lost at team and pod tables). */
  rankBy: readonly RankKey[];
}

/** The numbers of one place in a game's result (GameScoring.field). */
export interface ResultField {
  min: number;
  max: number;
  step: number;
}

export interface PlayerRecord {
  id: string;
  name: string;
  /** Fixed when the deck was locked (event-rules §5); 0 in constructed events. */
  debt: number;
  dropped: boolean;
}

export interface StandingRow {
  id: string;
  name: string;
  /** Sum of the player's match points (their game points over every confirmed regular match). */
  matchPoints: number;
  debt: number;
  /** matchPoints − debt (event-rules §6). */
  score: number;
  /** Regular matches won (the most games won alone). */
  matchesWon: number;
  gamesWon: number;
  gamesLost: number;
  gamesDrawn: number;
  matchesPlayed: number;
  matchesNotPlayed: number;
  dropped: boolean;
  /** 1-based; equal for players still tied after any tiebreak. */
  rank: number;
  /** Tiebreak matches won/drawn/lost (information; never added to the score). */
  tiebreak: { won: number; drawn: number; lost: number } | null;
}

/** A refusal with the rule it cites; the server turns `error` into a translated message. A game's
 * scoring refuses with codes of its own (GameScoring). */
export interface TournamentError {
  error: TournamentErrorCode | (string & {});
  rule: string;
  params?: Record<string, string | number>;
}

/** The refusals of the tournament's own rules (every game's). */
export type TournamentErrorCode =
  | "result_games_count"
  | "result_match_not_decided"
  | "result_winner_side"
  | "result_match_already_decided"
  | "pairing_bad_player_count"
  | "result_seats_count";
