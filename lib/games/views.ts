// What each viewer of an engine game receives: the engine's own per-viewer projection (viewFor:
// hands, decks, the secret First Manifestation and face-down exile hidden from whoever may not see
// them), the new events filtered the same way, and for players their legal actions now.
import {
  eventsFor,
  legalActions,
  viewFor,
  type MatchAction,
  type MatchEvent,
  type MatchState,
  type MatchView,
  type Viewer,
} from "@/engine/match";

export interface GameEntry {
  seq: number;
  actor: string;
  events: MatchEvent[];
}

export interface GameMessage {
  gameId: string;
  seq: number;
  status: "running" | "finished";
  view: MatchView;
  /** Events since the viewer's last message, as this viewer may see them. */
  log: { seq: number; actor: string; events: MatchEvent[] }[];
  /** Players only: what they may do now. */
  legal?: MatchAction[];
}

export function gameMessage(
  gameId: string,
  seq: number,
  status: "running" | "finished",
  state: MatchState,
  entries: GameEntry[],
  viewer: Viewer,
): GameMessage {
  const message: GameMessage = {
    gameId,
    seq,
    status,
    view: viewFor(state, viewer),
    log: entries.map((e) => ({ seq: e.seq, actor: e.actor, events: eventsFor(e.events, viewer) })),
  };
  if (viewer === 0 || viewer === 1) message.legal = legalActions(state, viewer);
  return message;
}
