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

/** Where a confirmed result came from (issue #7 will add engine-played games). */
export type ResultSource = "paper" | "engine" | "organizer";

/** One game's points (base rules 4.4.2) for seat A and seat B of the match. */
export interface GameScore {
  a: number;
  b: number;
}

export interface MatchRecord {
  id: string;
  kind: MatchKind;
  /** 0 for the regular round robin; 1, 2, … for successive tiebreak round robins. */
  stage: number;
  round: number;
  a: string;
  b: string | null;
  status: MatchStatus;
  /** The confirmed games (empty until confirmed): for a match of two sides, side 0 as `a`. */
  games: GameScore[];
  /** A table of 2–5 seats (issue 20): who each side is, in side order — a player in a duel or a
   * Free-for-All pod, a team in a 2v2. Absent: the duel `[a, b]` (or `[a]`, the bye). */
  sides?: string[];
  /** The confirmed games' points per side (`sides` order); absent: `games` as [a, b]. */
  scores?: number[][];
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

/** A refusal with the rule it cites; the server turns `error` into a translated message. */
export interface TournamentError {
  error: TournamentErrorCode;
  rule: string;
  params?: Record<string, string | number>;
}

export type TournamentErrorCode =
  | "result_games_count"
  | "result_points_not_multiple_of_5"
  | "result_ken_not_win_loss"
  | "result_incantesium_gems"
  | "result_points_out_of_range"
  | "result_points_not_integer"
  | "result_match_not_decided"
  | "result_match_already_decided"
  | "pairing_bad_player_count"
  | "result_seats_count";
