// Taking back an action in an engine game (a product feature: the phones' "Annulla l'ultima mossa"),
// as the log records it. Three entries that are not engine actions, as a hand-over to the bot is not:
// the request (a seat asks to take back its last action), each answer of the other sides, and the
// undo itself, whose state is the state before the undone action; nothing is erased, and a replay of
// the log gives the state a replay without the undone action gives. What the phones are shown is the
// tail of the log since the last engine action (UndoTail), folded as entries are written or replayed:
// whether that action may be taken back, and the request about it.
import { isBotSeats, isUndoNote, type UndoTaken } from "@/lib/engine-games/log-notes";

/** How long the other sides have to answer. */
export const UNDO_ANSWER_MS = 60_000;

export interface UndoRequest {
  seq: number;
  of: number;
  seat: number;
  groups: number[][];
  answers: { seat: number; accept: boolean }[];
  expires: number;
  /** "open" until every group accepted (then the undo follows in the same write) or one refused. */
  outcome: "open" | "accepted" | "refused";
}

/** The log since its last engine action, as far as taking it back goes. */
export interface UndoTail {
  /** The last engine action: the engine seat of the person who made it (null: a bot, the system) and
   * whether it revealed nothing (the engine's undoable). */
  last: { seq: number; seat: number | null; undoable: boolean } | null;
  /** The request about it (or the last request's outcome, once it was taken back). */
  ask: UndoRequest | null;
  /** The action just taken back, and by whom. */
  undone: { of: number; by: UndoTaken["by"] } | null;
}

export const NO_UNDO: UndoTail = { last: null, ask: null, undone: null };

/** The tail after one more entry. `engine`: for an engine action, who made it and the verdict. */
export function foldUndo(
  tail: UndoTail,
  entry: { seq: number; action: unknown },
  engine?: { seat: number | null; undoable: boolean },
): UndoTail {
  const { action } = entry;
  if (isBotSeats(action)) return tail;
  if (!isUndoNote(action)) {
    const last = { seq: entry.seq, seat: engine?.seat ?? null, undoable: !!engine?.undoable };
    return { last, ask: null, undone: null };
  }
  switch (action.type) {
    case "undoAsk":
      return {
        ...tail,
        ask: {
          seq: entry.seq,
          of: action.of,
          seat: action.seat,
          groups: action.groups,
          answers: [],
          expires: action.expires,
          outcome: "open",
        },
      };
    case "undoAnswer": {
      const ask = tail.ask;
      if (!ask || ask.seq !== action.ask) return tail;
      const answers = [...ask.answers, { seat: action.seat, accept: action.accept }];
      const outcome = !action.accept ? "refused" : answered(ask.groups, answers) ? "accepted" : "open";
      return { ...tail, ask: { ...ask, answers, outcome } };
    }
    case "undo":
      return {
        last: null,
        ask: tail.ask?.of === action.of ? tail.ask : null,
        undone: { of: action.of, by: action.by },
      };
  }
}

/** Whether every group has accepted. */
const answered = (groups: number[][], answers: UndoRequest["answers"]) =>
  groups.every((g) => answers.some((a) => a.accept && g.includes(a.seat)));

/** Whether the request is still open at `now` (answers pending, not expired). */
export const undoOpen = (ask: UndoRequest | null, now: number): ask is UndoRequest =>
  !!ask && ask.outcome === "open" && now < ask.expires;

/** The groups of the request that have not answered yet. */
export const undoWaiting = (ask: UndoRequest): number[][] =>
  ask.groups.filter((g) => !ask.answers.some((a) => g.includes(a.seat)));

/** What a viewer's phone is shown of the tail: whether they may ask now (their own last action,
 * nothing revealed, not asked yet), the request with whether they may answer it, what was undone. */
export interface UndoView {
  offer: boolean;
  ask: {
    seq: number;
    of: number;
    seat: number;
    state: "open" | "accepted" | "refused" | "expired";
    expires: number;
    waiting: number[];
    mayAnswer: boolean;
  } | null;
  undone: UndoTail["undone"];
}

export function undoView(
  tail: UndoTail,
  viewer: number | "spectator" | "judge",
  bots: string[],
  running: boolean,
  now: number,
): UndoView {
  const seat = typeof viewer === "number" ? viewer : null;
  const { last, ask } = tail;
  const offer =
    running && seat !== null && !bots[seat] && !!last && last.seat === seat && last.undoable && ask?.of !== last.seq;
  const open = running && undoOpen(ask, now);
  return {
    offer,
    ask: ask && {
      seq: ask.seq,
      of: ask.of,
      seat: ask.seat,
      state: ask.outcome === "open" && !open ? "expired" : ask.outcome,
      expires: ask.expires,
      waiting: open ? undoWaiting(ask).flat() : [],
      mayAnswer: open && seat !== null && !bots[seat] && undoWaiting(ask).some((g) => g.includes(seat)),
    },
    undone: tail.undone,
  };
}

/** What taking back an action needs of an engine (its pure undoable, who made an action, who answers). */
export interface UndoRules<S, A, Ev> {
  undoable(before: S, action: A, after: S, events: Ev[]): boolean;
  seatOf(action: A): number;
  approvers(state: S, seat: number): number[][];
}

/** Who made an engine entry (a person's seat, else null) and whether it may be taken back. */
export function engineVerdict<S, A, Ev>(
  undo: UndoRules<S, A, Ev> | undefined,
  entry: { actor: string; action: unknown },
  before: S,
  after: S,
  events: Ev[],
): { seat: number | null; undoable: boolean } {
  if (!undo || !entry.actor.startsWith("seat:")) return { seat: null, undoable: false };
  const action = entry.action as A;
  return { seat: undo.seatOf(action), undoable: undo.undoable(before, action, after, events) };
}
