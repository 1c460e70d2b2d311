// What each viewer of a contract game receives: the engine's own projection (viewFor: what the viewer may
// not see is absent), the new events as the engine filters them for that viewer (eventsFor), the seats
// that may act now, and for a seat its legal actions (what its phone offers).
import type { Viewer } from "@/engine/shared/engine-game";
import type { AnyEngine } from "@/lib/engine-games/contract/game";
import type { LogEntry } from "@/lib/engine-games/hub";
import type { RunStatus } from "@/lib/states";

export interface ContractMessage {
  gameId: string;
  seq: number;
  status: RunStatus;
  view: unknown;
  /** Events since the viewer's last message, as this viewer may see them. */
  log: { seq: number; actor: string; events: unknown[] }[];
  /** Who may act now (public: several at once for simultaneous moves). */
  toMove: number[];
  /** A seat's own actions now (none for a seat the bot plays). */
  legal?: { seat: number }[];
  /** Which seats the server's bot plays (public; a seat may be handed to it during the game). */
  bots: boolean[];
}

export function contractMessage(
  engine: AnyEngine,
): (
  gameId: string,
  seq: number,
  status: RunStatus,
  state: unknown,
  entries: LogEntry<unknown>[],
  viewer: Viewer,
  bots: string[],
) => ContractMessage {
  return (gameId, seq, status, state, entries, viewer, bots) => {
    const message: ContractMessage = {
      gameId,
      seq,
      status,
      view: engine.viewFor(state, viewer),
      log: entries.map((e) => ({ seq: e.seq, actor: e.actor, events: engine.eventsFor(e.events, viewer, state) })),
      toMove: engine.toMove(state),
      bots: bots.map(Boolean),
    };
    if (typeof viewer === "number") message.legal = bots[viewer] ? [] : engine.legalActions(state, viewer);
    return message;
  };
}
