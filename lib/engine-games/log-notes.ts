// The log entries of an engine game that are not engine actions: the state does not change by them
// (a replay skips them; an undo's state is the state before the action it takes back): seats handed
// to the bot, and taking back an action (a product feature: the phones' "Annulla l'ultima mossa") —
// the request (a seat asks to take back its last action), each answer of the other sides, and the
// undo itself. Nothing is erased: the log keeps them all.

/** The log entry of seats handed to the bot during a game: not an engine action (the state does not
 * change; replays skip it), it says from which entry on the server moves those seats. */
export interface BotSeatsAction {
  type: "botSeats";
  seats: number[];
  bot: string;
}

export const isBotSeats = (action: unknown): action is BotSeatsAction =>
  typeof action === "object" && action !== null && (action as { type?: unknown }).type === "botSeats";

/** A seat asks to take back its action at seq `of`; `groups` must each accept (one answer per group,
 * a team's), before `expires` (epoch ms: checked when read, no timer a restart would lose). */
export interface UndoAsk {
  type: "undoAsk";
  of: number;
  seat: number;
  groups: number[][];
  expires: number;
}

/** A seat's answer to the request at seq `ask`. */
export interface UndoAnswer {
  type: "undoAnswer";
  ask: number;
  seat: number;
  accept: boolean;
}

/** The action at seq `of` is taken back: accepted by the other sides, by the bots that play them, or
 * done by the event's organizer. */
export interface UndoTaken {
  type: "undo";
  of: number;
  by: "approval" | "organizer";
}

export type UndoNote = UndoAsk | UndoAnswer | UndoTaken;

const typed = (action: unknown): string | undefined =>
  typeof action === "object" && action !== null ? String((action as { type?: unknown }).type) : undefined;

export const isUndoNote = (action: unknown): action is UndoNote => {
  const type = typed(action);
  return type === "undoAsk" || type === "undoAnswer" || type === "undo";
};

export const isUndoTaken = (action: unknown): action is UndoTaken => typed(action) === "undo";

/** An entry that is not an engine action: the state does not change by it (an undo's is set apart). */
export const isLogNote = (action: unknown): boolean => isBotSeats(action) || isUndoNote(action);
