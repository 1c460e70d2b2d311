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
import { spans } from "@/lib/perf/spans";

/** A write stores the snapshot when this many entries are past the stored one: a cold load replays fewer. */
export const SNAPSHOT_EVERY = 32;

/** Whether a write that moves the row to `seq` stores the snapshot (also the first entry's and the end's). */
export const snapshotDue = (stateSeq: number, seq: number, over: boolean) =>
  over || stateSeq === 0 || seq - stateSeq >= SNAPSHOT_EVERY;

/** The log entry of seats handed to the bot during a game: not an engine action (the state does not
 * change; replays skip it), it says from which entry on the server moves those seats. */
export interface BotSeatsAction {
  type: "botSeats";
  seats: number[];
  bot: string;
}

export const isBotSeats = (action: unknown): action is BotSeatsAction =>
  typeof action === "object" && action !== null && (action as { type?: unknown }).type === "botSeats";

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
export interface Replayer<S, A> {
  kind: GameKind;
  apply(state: S, action: A): { state: S } | object;
}

/** The state at `stored.seq`: the copy `known` (or the row's snapshot when it came) with the entries
 * after it replayed, and the entries after `logSince` as the streams show them (the hub's log). What
 * it computes is committed: `states` keeps it. A log that does not fit is a corrupted game, never a
 * user error: it throws. */
export async function currentState<S, A, Ev>(
  query: Query,
  rules: Replayer<S, A>,
  gameId: string,
  stored: StoredState<S>,
  known: KnownGame<S, Ev> | undefined,
  states: GameStates,
  logSince = Number.MAX_SAFE_INTEGER,
): Promise<{ state: S; entries: LogEntry<Ev>[] }> {
  const t = spans.mark();
  const fromCopy = stored.state === null;
  if (fromCopy && (!known || known.seq < stored.stateSeq || known.seq > stored.seq))
    throw new Error(`${rules.kind.label} ${gameId}: no snapshot read and no copy reaching seq ${stored.seq}`);
  const base = fromCopy ? known!.state : (stored.state as S);
  const from = fromCopy ? known!.seq : stored.stateSeq;
  const since = Math.max(0, Math.min(from, logSince));
  const log =
    since < stored.seq
      ? await query<{ seq: number; actor: string; action: unknown; events: unknown }>(
          Prisma.sql`SELECT seq, actor, action, events FROM ${Prisma.raw(`"${rules.kind.tables.actions}"`)}
            WHERE "gameId" = ${gameId} AND seq > ${since}::int AND seq <= ${stored.seq}::int ORDER BY seq`,
        )
      : [];
  if (log.length !== stored.seq - since || log.some((e, i) => e.seq !== since + 1 + i))
    throw new Error(`${rules.kind.label} ${gameId}: entries ${since + 1}..${stored.seq} expected in the log`);
  let state = base;
  for (const entry of log) {
    if (entry.seq <= from || isBotSeats(entry.action)) continue;
    const applied = rules.apply(state, entry.action as A);
    if (!("state" in applied))
      throw new Error(
        `${rules.kind.label} ${gameId}: entry ${entry.seq} no longer applies (${JSON.stringify(applied)})`,
      );
    state = applied.state;
  }
  const entries = log.map((e) => ({ seq: e.seq, actor: e.actor, events: e.events as Ev[] }));
  states.keep(gameId, { seq: stored.seq, state, status: stored.status, bots: stored.bots }, entries);
  spans.span("load", t);
  return { state, entries };
}
