// Carta più alta (README.md): a small hidden-information game on the pure engine contract
// (engine/shared/engine-game.ts). The app plugs it in with this one object.
import type { EngineGame } from "../shared/engine-game";
import { BOTS } from "./bots";
import { apply, create, legalActions, outcome, toMove } from "./rules";
import type { CartaAction, CartaEvent, CartaOptions, CartaState } from "./types";
import { eventsFor, viewFor, type CartaView } from "./view";

export * from "./types";
export type { CartaSeatView, CartaView } from "./view";

export const cartaAlta: EngineGame<CartaState, CartaAction, CartaEvent, CartaView, CartaOptions> = {
  create,
  apply,
  toMove,
  legalActions,
  viewFor,
  eventsFor,
  outcome,
  bots: BOTS,
  // §3: everyone plays at once, and another seat's play tells only that it played.
  positionFree: () => true,
};
