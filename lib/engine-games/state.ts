// An engine game's state in Postgres is a snapshot plus the log after it: the row's `state` is the
// engine state after entry `stateSeq` (written every SNAPSHOT_EVERY entries and when the game
// ends), its `seq` the newest entry, and the current state is the snapshot with the entries
// (stateSeq, seq] replayed through the engine's apply (the engine is pure, so the replay is exact;
// a hand-over to the bot changes only who plays, and is skipped). Why: the state is 40–70 KB of
// JSON, and rewriting it on every action, then reading it back under the lock and again in the hub,
// was most of an action's cost. Each instance keeps the games it touches in memory
// (lib/engine-games/state-cache.ts); the lock statement reads the snapshot only when that copy cannot
// reach the row's seq, else just the entries after the copy's seq (none when it is current). Every
// reader of a game's state goes through here (lib/engine-games/rules.ts loadGame), never the
// snapshot alone.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Query } from "@/lib/engine-games/query";
import type { GameKind } from "@/lib/engine-games/kind";
import type { GameStates, KnownGame, LogEntry } from "@/lib/engine-games/state-cache";
import { isLogNote, isUndoTaken } from "@/lib/engine-games/log-notes";
import { engineVerdict, foldUndo, NO_UNDO, type UndoRules, type UndoTail } from "@/lib/engine-games/undo-log";
import { spans } from "@/lib/perf/spans";

/** A write stores the snapshot when this many entries are past the stored one: a cold load replays fewer. */
export const SNAPSHOT_EVERY = 32;

/** Whether a write that moves the row to `seq` stores the snapshot (also the first entry's and the end's). A
 * person's action stores the state before it instead (GameEntry.snapshot "before"), and the entries that are
 * not engine actions none, but for an undo, which always does: the snapshot is never past an action that
 * may still be taken back, so its state before is always the snapshot plus entries; and never before an
 * undo, so no reader replays across one. */
export const snapshotDue = (stateSeq: number, seq: number, over: boolean) =>
  over || stateSeq === 0 || seq - stateSeq >= SNAPSHOT_EVERY;

/** A game row's state columns as a kind's SELECT reads them (`stateColumns`): the snapshot is null
 * when the reader's copy at `known` reaches the row's seq from it. */
export interface StoredState<S> {
  seq: number;
  stateSeq: number;
  state: S | null;
  status: string;
  bots: string[];
}

/** The state columns of a kind's SELECT of its row: the snapshot only when this instance's copy (at
 * `known`, -1 for none) cannot reach the row's seq by the entries after it. */
export const stateColumns = (known: number) =>
  Prisma.sql`"stateSeq", CASE WHEN ${known}::int BETWEEN "stateSeq" AND seq THEN NULL ELSE state END AS state`;

/** What a replay needs of the kind's rules. */
export interface Replayer<S, A, Ev = unknown> {
  kind: GameKind;
  apply(state: S, action: A): { state: S; events: Ev[] } | object;
  undo?: UndoRules<S, A, Ev>;
}

/** A log entry as read for a replay. */
export interface ReadEntry {
  seq: number;
  actor: string;
  action: unknown;
  events: unknown;
}

/** The log's entries after `after` up to `upTo`, oldest first. */
export const readLog = (query: Query, kind: GameKind, gameId: string, after: number, upTo: number) =>
  query<ReadEntry>(Prisma.sql`SELECT seq, actor, action, events FROM ${Prisma.raw(`"${kind.tables.actions}"`)}
    WHERE "gameId" = ${gameId} AND seq > ${after}::int AND seq <= ${upTo}::int ORDER BY seq`);

/** The state and the undo tail after `log` (its entries after `start.seq`) from `start`: engine actions
 * through apply, an undo back to the state before the action it takes back, other notes skipped. A
 * log that does not fit is a corrupted game, never a user error: it throws. */
export function replayLog<S, A, Ev>(
  rules: Replayer<S, A, Ev>,
  gameId: string,
  start: { seq: number; state: S; tail: UndoTail },
  log: ReadEntry[],
): { state: S; tail: UndoTail } {
  const at = new Map<number, S>([[start.seq, start.state]]);
  let { state, tail } = start;
  for (const entry of log) {
    if (entry.seq <= start.seq) continue;
    if (isUndoTaken(entry.action)) {
      const back = at.get(entry.action.of - 1);
      if (back === undefined)
        throw new Error(`${rules.kind.label} ${gameId}: entry ${entry.seq} undoes what the replay did not see`);
      state = back;
      tail = foldUndo(tail, entry);
    } else if (isLogNote(entry.action)) tail = foldUndo(tail, entry);
    else {
      const applied = rules.apply(state, entry.action as A);
      if (!("state" in applied))
        throw new Error(
          `${rules.kind.label} ${gameId}: entry ${entry.seq} no longer applies (${JSON.stringify(applied)})`,
        );
      tail = foldUndo(tail, entry, engineVerdict(rules.undo, entry, state, applied.state, applied.events));
      state = applied.state;
    }
    at.set(entry.seq, state);
  }
  return { state, tail };
}

/** The state at `stored.seq`: the copy `known` (or the row's snapshot when it came) with the entries
 * after it replayed, and the entries after `logSince` as the streams show them (the hub's log; a
 * function of the game's seq when the reader does not know it yet). What it computes is committed:
 * `states` keeps it. A log that does not fit is a corrupted game, never a user error: it throws. */
/** The seq after which a reader wants the log's entries: fixed, or chosen once the game's seq is read. */
export type LogSince = number | ((seq: number) => number);

export async function currentState<S, A, Ev>(
  query: Query,
  rules: Replayer<S, A, Ev>,
  gameId: string,
  stored: StoredState<S>,
  known: KnownGame<S, Ev> | undefined,
  states: GameStates,
  logSinceOf: LogSince = Number.MAX_SAFE_INTEGER,
): Promise<{ state: S; entries: LogEntry<Ev>[]; undo: UndoTail }> {
  const t = spans.mark();
  const logSince = typeof logSinceOf === "number" ? logSinceOf : logSinceOf(stored.seq);
  const fromCopy = stored.state === null;
  if (fromCopy && (!known || known.seq < stored.stateSeq || known.seq > stored.seq))
    throw new Error(`${rules.kind.label} ${gameId}: no snapshot read and no copy reaching seq ${stored.seq}`);
  const base = fromCopy ? known!.state : (stored.state as S);
  const from = fromCopy ? known!.seq : stored.stateSeq;
  const required = Math.max(0, Math.min(from, logSince));
  // From the snapshot: its own entry too when there is one, to tell whether it is an undo (the phones say so).
  const since = fromCopy ? required : Math.max(0, Math.min(from - 1, required));
  const read = since < stored.seq ? await readLog(query, rules.kind, gameId, since, stored.seq) : [];
  const log = read.filter((e) => e.seq > required);
  if (log.length !== stored.seq - required || log.some((e, i) => e.seq !== required + 1 + i))
    throw new Error(`${rules.kind.label} ${gameId}: entries ${required + 1}..${stored.seq} expected in the log`);
  const own = fromCopy ? undefined : read.find((e) => e.seq === from);
  const tail = fromCopy ? (known!.undo ?? NO_UNDO) : own && isUndoTaken(own.action) ? foldUndo(NO_UNDO, own) : NO_UNDO;
  const { state, tail: undo } = replayLog(rules, gameId, { seq: from, state: base, tail }, log);
  const entries = log.map((e) => ({ seq: e.seq, actor: e.actor, events: e.events as Ev[] }));
  const { seq, stateSeq, status, bots } = stored;
  states.keep(gameId, { seq, stateSeq, state, status, bots, undo }, entries);
  spans.span("load", t);
  return { state, entries, undo };
}
