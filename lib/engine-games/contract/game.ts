// A game on the pure engine contract (engine/shared/engine-game.ts) as the server plays it: the engine and
// the little the app must add (where its options come from, the rule a finished game's refusal cites). Its
// games live in the EngineGame table under its id as kind; everything else (writes, bots, streams, the log
// export, the replay, a match's game on the app) is the contract path's, the same for every such game.
import type { EngineGame } from "@/engine/shared/engine-game";
import type { Seed } from "@/engine/shared/rng";
import type { GameRow } from "@/lib/engine-games/rules";

// The engine's own action, state, event and view types stay the game's; the path reads them as data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEngine = EngineGame<any, { seat: number }, any, unknown, any>;

export interface ContractGame {
  /** The game's id (Event.game) and its rows' EngineGame.kind. */
  id: string;
  engine: AnyEngine;
  /** The engine's options for a game of an event, from the event's settings (the module's schema read them). */
  options(settings: Record<string, unknown>): Record<string, unknown>;
  /** The rulebook section a refusal cites when an action reaches a finished game. */
  overRule: string;
}

/** What a contract game's row keeps as the engine's input (the replay input): the seed, each seat's side,
 * the options. */
export interface ContractConfig {
  seed: Seed;
  sides: number[];
  options: Record<string, unknown>;
}

export interface ContractRow extends GameRow<unknown> {
  seatIds: string[];
  game: number;
  config: ContractConfig;
}

/** The NOTIFY channel of a game's writes (LISTEN takes lowercase letters and underscores only). */
export const channelOf = (id: string) => `bazaar_game_${id.toLowerCase().replace(/[^a-z]/g, "_")}`;
