// What the server runs for a game played on the app (GameModule.engine): the endpoints the engine-game
// routes mount once per kind (app/api/games/[kind]/[gameId]/…), its bots' driver (every instance sweeps
// it), a tournament match's next game on the app and the bots for its missing players, the event's games
// for its organizer, and where the game has them, tables outside the tournament. Loaded on demand: a page
// that only needs the module's settings never loads an engine.
import type { z } from "zod";
import type { GameEndpoints } from "@/lib/engine-games/routes";

/** A game opened on the app: its id (its page is /play/EVENT/games/KIND/ID). */
export interface Opened {
  gameId: string;
}

/** A way to open a game outside the tournament, with the game's own request (its zod schema). */
export interface Opener<Who> {
  input: z.ZodType;
  open(who: Who, eventId: string, input: never): Promise<Opened>;
}

export interface EngineServer {
  endpoints: GameEndpoints;
  /** This instance's driver of the game's bots (lib/engine-games/bots.ts). */
  bots(): { sweep(): Promise<string[]> };
  /** A player of the match opens its next game on the app (the same game for all its players). */
  openMatchGame(eventId: string, matchId: string, device: string): Promise<Opened>;
  /** The organizer lets the bot play missing players' seats of the match's game: the next one starts with
   * them, or the running one hands those seats over; at least one seat stays a person's. */
  botPlaysFor(
    organizerId: string,
    eventId: string,
    matchId: string,
    seatIds: string[],
    level?: string,
  ): Promise<Opened>;
  /** The levels of the game's bot a person may pick (the first… as the game orders them), and the one a seat
   * handed to the bot plays when none is picked; absent: one bot, no choice. */
  botLevels?: { levels: readonly string[]; default: string };
  /** The event's games on the app, for its organizer (watch, judge, export). */
  gamesOf(eventId: string): Promise<unknown[]>;
  /** The organizer opens a table outside the tournament (the event's players and bots). */
  table?: Opener<{ organizerId: string }>;
  /** The running tables outside the tournament a phone's player sits at (the organizer opened them). */
  tablesOf?(eventId: string, device: string | null): Promise<{ id: string; names: string[] }[]>;
  /** A seated player opens a game of their own against the bots (a practice). */
  practice?: Opener<{ device: string }>;
}
