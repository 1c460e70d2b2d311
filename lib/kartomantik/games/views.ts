// What each viewer of an engine game receives: the engine's own per-viewer projection (viewFor:
// hands, decks, the secret First Manifestation and face-down exile hidden from whoever may not see
// them), the new events filtered the same way, and for players their legal actions now.
import {
  eventsFor,
  legalActions,
  playChoices,
  viewFor,
  type GameAction,
  type DecisionKind,
  type ViewShared,
  type GameEvent,
  type GameState,
  type GameView,
  type PlayChoice,
  type Viewer,
} from "@/engine/kartomantik";
import { allSeats, answers, holdsPriority } from "@/engine/kartomantik/seats";
import type { RunStatus } from "@/lib/states";

export interface GameEntry {
  seq: number;
  actor: string;
  events: GameEvent[];
}

export interface GameMessage {
  gameId: string;
  seq: number;
  status: RunStatus;
  view: GameView;
  /** Events since the viewer's last message, as this viewer may see them. */
  log: { seq: number; actor: string; events: GameEvent[] }[];
  /** Players only: what they may do now. */
  legal?: GameAction[];
  /** Players only: the choices of each play in `legal` (targets, extra cost, X, tribute), for composing one. Absent
   * in a message sent before it existed. */
  choices?: PlayChoice[];
  /** Who may act now (public): the seats that answer the first open decision (both teammates for a 2v2 team
   * decision), else the seats holding priority (a 2v2 team's both outside the stack), by the engine's rules. */
  acting: { seats: number[]; decision: boolean; team: boolean };
  /** Everyone the game waits for now (public), one entry per open decision (simultaneous ones: every seat's
   * mulligan, each 2v2 team's choice) or the priority: exactly the seats that have legal actions. The banner, the
   * seats' marks and the phone's buzz all read this. */
  waits: Wait[];
  /** Which seats the server's bot plays (public; a seat may be handed to it during the game). */
  bots: boolean[];
}

/** Who the game waits for: the seats answering one open decision (a 2v2 team's: both teammates), or holding the
 * priority (a 2v2 team's outside the stack: both). `decision` is what is decided, null for the priority. */
export interface Wait {
  seats: number[];
  decision: DecisionKind | null;
  team: boolean;
}

export function waitsNow(state: GameState): Wait[] {
  if (state.result) return [];
  if (state.decisions.length > 0)
    return state.decisions.map((d) => ({
      seats: allSeats(state).filter((p) => answers(state, d, p)),
      decision: d.kind,
      team: d.team !== undefined,
    }));
  const seats = allSeats(state).filter((p) => holdsPriority(state, p));
  return seats.length > 0 ? [{ seats, decision: null, team: seats.length > 1 }] : [];
}

/** The first of the waits, as the message's `acting` has always said it. */
function actingOf(waits: Wait[]): GameMessage["acting"] {
  const w = waits[0];
  return w
    ? { seats: w.seats, decision: w.decision !== null, team: w.team }
    : { seats: [], decision: false, team: false };
}

export function gameMessage(
  gameId: string,
  seq: number,
  status: RunStatus,
  state: GameState,
  entries: GameEntry[],
  viewer: Viewer,
  bots: string[] = [],
  shared?: ViewShared,
): GameMessage {
  const waits = waitsNow(state);
  const message: GameMessage = {
    gameId,
    seq,
    status,
    view: viewFor(state, viewer, shared),
    log: entries.map((e) => ({ seq: e.seq, actor: e.actor, events: eventsFor(e.events, viewer, state.seats) })),
    acting: actingOf(waits),
    waits,
    bots: state.players.map((_, p) => !!bots[p]),
  };
  // Any seat's own (a teammate's too where the engine lets either answer: engine/kartomantik/seats.ts).
  // A seat the bot plays is offered nothing: its phone only watches.
  if (typeof viewer === "number") {
    message.legal = bots[viewer] ? [] : legalActions(state, viewer);
    message.choices = playChoices(state, viewer, message.legal);
  }
  return message;
}
