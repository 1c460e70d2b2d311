// What each viewer of an Incantesium challenge receives: the engine's own projection (viewFor: a
// seat sees its own hand and the others' counts, never the mana deck's order; a spectator no hand;
// the judge everything), the new events (they carry no hidden card: draws and thefts are counts,
// engine/incantesium/README.md), and for a seat its legal actions now.
import {
  actor,
  legalActions,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
  type GameView,
} from "@/engine/incantesium";
import type { RunStatus } from "@/lib/states";

export type IncViewer = number | "spectator" | "judge";

export interface IncLogEntry {
  seq: number;
  actor: string;
  events: GameEvent[];
}

export interface IncMessage {
  gameId: string;
  seq: number;
  status: RunStatus;
  view: GameView;
  log: IncLogEntry[];
  /** Seats only: what they may do now (empty when the game waits for someone else). */
  legal?: Action[];
  /** The seat the game waits for (the engine's: a threatened mage answering, else the turn's), null once over: the
   * one seat with legal actions. The banner and the seats' marks name it; its phone buzzes. */
  acting: number | null;
}

export function incMessage(
  gameId: string,
  seq: number,
  status: RunStatus,
  state: GameState,
  entries: IncLogEntry[],
  viewer: IncViewer,
): IncMessage {
  const message: IncMessage = {
    gameId,
    seq,
    status,
    view: viewFor(state, viewer),
    log: entries,
    acting: actor(state),
  };
  if (typeof viewer === "number") message.legal = legalActions(state, viewer);
  return message;
}
