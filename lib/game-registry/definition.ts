// What every game tells the event backbone (events, tournament, pages), on the server and in the
// browser alike: pure data and pure functions, no database. A game's server side (its start hook,
// its engine's storage) is its GameModule (lib/game-registry/modules.ts); its screens are its UI
// slots (components/game-registry/).
import type { GameScoring } from "@/engine/tournament";

export interface GameDefinition<Id extends string = string> {
  /** The value of Event.game. */
  id: Id;
  /** How a game's results are checked and the standings ranked. */
  scoring: GameScoring;
}
