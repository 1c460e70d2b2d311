// What every game tells the event backbone (events, tournament, pages), on the server and in the
// browser alike: pure data and pure functions, no database, nothing heavy (a phone's page loads it). A
// game's server side (its settings, its start hook, what it adds to the tournament's view) is its
// GameModule (lib/game-registry/modules.ts); its screens are its UI slots (components/game-registry/).
import type { BestOf, GameScoring } from "@/engine/tournament";
import type { EventMode } from "@/lib/events/modes";

/** An event format of a game: how many seats it takes, its best-of choices and table modes (the first
 * of each is the default). */
export interface FormatDefinition {
  id: string;
  /** Seats a duel event of this format takes at most (team and pod events: lib/events/modes.ts). */
  maxSeats: number;
  bestOf: readonly BestOf[];
  modes: readonly EventMode[];
  /** Whether its standings carry a debt (Kartomantik's Draft Bazaar, event-rules §5); absent: no debt column. */
  debt?: boolean;
}

export interface GameDefinition<Id extends string = string> {
  /** The value of Event.game. */
  id: Id;
  /** Its proper name, the same in every language. */
  name: string;
  /** A game that exists for the tests (it proves a game plugs in): offered only on a server started with
   * BAZAAR_TEST_GAMES=1 (lib/game-registry/offered.ts). */
  testOnly?: boolean;
  /** Its formats, the first the default. */
  formats: readonly FormatDefinition[];
  /** How a game's results are checked and the standings ranked; `scoring.field` is what a paper result's
   * field takes (its bounds, its step, a sign or none). */
  scoring: GameScoring;
  /** The help of a paper result's form (message keys from the root, given `scoring.field`'s {min}, {max} and
   * {step}): at two sides (a duel), at a table of 3–5 places, and at a table of teams (a 2v2) where it says more
   * (without `teams`, the table's): `resultHelpKey`. */
  resultHelp: { duel: string; table: string; teams?: string };
  /** When a game may be won other than by its points (a player lost by a rule of the game): the message key (from
   * the root) of the paper form's hint saying when. Absent: the points always decide (no "won by rule" choice). */
  ruleWin?: string;
}

/** The help of a paper result's form: a duel's, or a table's by its seating (one side per place, clockwise) — a table
 * of teams' where the game has one, so that a Free-for-All pod is not told how a 2v2 team adds its points. */
export function resultHelpKey(
  def: Pick<GameDefinition, "resultHelp">,
  kind: "duel" | "table",
  sides: readonly number[],
): string {
  if (kind === "duel") return def.resultHelp.duel;
  const teams = new Set(sides).size < sides.length;
  return teams ? (def.resultHelp.teams ?? def.resultHelp.table) : def.resultHelp.table;
}
