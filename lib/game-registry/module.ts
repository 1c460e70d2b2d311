// A game on the server: its definition (lib/game-registry/definition.ts) and the hooks the backbone
// calls at its seams. Every hook is optional: a game without decks locks nothing at the start, a game
// without extras adds nothing to the tournament's view.
import type { z } from "zod";
import type { Tx } from "@/lib/db/client";
import type { GameDefinition } from "@/lib/game-registry/definition";
import type { EngineServer } from "@/lib/game-registry/engine-server";
import type { Sideboarding } from "@/lib/tournament/sideboard-shape";

/** The event a hook is about, as its row stands (under the event lock where the hook writes). */
export interface EventAt {
  id: string;
  organizerId: string;
  format: string;
  mode: string;
  status: string;
  settings: Record<string, unknown>;
}

/** What a game locks when the tournament starts. */
export interface Started {
  /** Each seat's debt (event-rules §5), where the game has one; absent: 0. */
  debts?: Map<string, number>;
  /** What the start's log entry adds (the decks locked). */
  log: Record<string, unknown>;
}

/** What the dashboard loaded for the new-event form (Kartomantik's card sets), each game's part. */
export interface NewEventData {
  /** `mine`: the organizer's own set (names are per organizer: their own and a shared one may share a name). */
  sets: { id: string; name: string; mine?: boolean }[];
}

export interface GameModule<Id extends string = string> extends GameDefinition<Id> {
  /** The game's own settings of an event: read from the new event's body (its own fields beside the
   * backbone's name, game, format, bestOf and mode) and stored as Event.settings, which the game's own
   * code reads back. */
  settings: z.ZodType<Record<string, unknown>>;
  /** The game's part of what the new-event form needs (the card sets the organizer may use), and what
   * the organizer must do before any event can be created (a message key shown instead of the form). */
  newEventData?(organizerId: string): Promise<{ data: Partial<NewEventData>; missing?: string }>;
  /** First-start demo data (lib/seed.ts), safe to repeat: `seed` creates what the game bundles where it is
   * missing (Kartomantik's demo card set); `event`, the demo organizer's first event (its name, format,
   * best-of and the game's own settings), where the game gives one. */
  demo?: { seed(): Promise<void>; event?(): Promise<{ name: string } & Record<string, unknown>> };
  /** A new event's settings checked against the database and the server's configuration (a card set
   * the organizer may use; a fixed seed only on a test server): throws an AppError, changes nothing. */
  checkNewEvent?(organizerId: string, settings: Record<string, unknown>): Promise<void>;
  /** Event columns a setting also lives in (a foreign key). */
  columns?(settings: Record<string, unknown>): Record<string, unknown>;
  /** Under the event lock as the tournament starts, before its tables are written: checks the event may
   * start (throws) and locks what the game locks (the decks). */
  start?(tx: Tx, event: EventAt, seats: { id: string; displayName: string }[]): Promise<Started>;
  /** A game that drafts: the event's draft log for its archive (lib/tournament/exports.ts); throws where the
   * event has no draft. */
  draftLog?(eventId: string): Promise<unknown>;
  /** The players' decks as the game keeps them, by seat id, for the event's archive (lib/tournament/exports.ts);
   * a seat without one is absent. */
  archiveDecks?(eventId: string): Promise<Map<string, unknown>>;
  /** Between the games of a Bo3: the players' deck changes (Kartomantik's sideboard, rulebook §4.1). */
  sideboard?: Sideboarding;
  /** What the game adds to the tournament's public view (in the view's own transaction). */
  tournamentExtras?(tx: Tx, event: EventAt, bestOf: 1 | 3): Promise<Record<string, unknown>>;
  /** Where the game is played on the app, in whatever table it keeps its games: the matches among `matchIds` with a
   * game being played there now, each with that game's number in the match. The backbone asks it where a match must
   * not be taken for unplayed (a drop leaves it to the organizer) nor be given a paper result meanwhile (one source
   * per game: lib/tournament/results.ts). Absent: the game is never played on the app. */
  playingOnApp?(tx: Tx, matchIds: readonly string[]): Promise<Map<string, number>>;
  /** Where the game is played on the app: its server side, loaded on first use. */
  engine?(): Promise<EngineServer>;
}
