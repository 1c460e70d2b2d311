// A person's action in an engine game written on this instance's copy (lib/engine-games/state-cache.ts)
// without the locked transaction: the same command (lib/engine-games/act.ts) on the copy's state and the
// row's columns as the last read of this instance found them, with the seat that read found for the
// device. Its one entry goes in one autocommitted statement that holds only while the row is as the copy
// knows it and the seat is still the device's (lib/engine-games/append.ts appendIfUnmoved) — one round
// trip where the locked write takes four (BEGIN, lock, append, COMMIT), as the draft's bids do
// (lib/kartomantik/drafts/aggregate.ts); a snapshot then due is stored after it, apart (storeSnapshot).
// It declines (Declined) whatever it cannot decide on what it knows, always before it has written: no
// copy or no seat known here, another write of this instance on the game under way, a refusal (the copy
// may be behind: the client saw more, the engine refuses), an entry that ends the game (the kinds write
// its result in a transaction), a row that moved or a key already in the log. Then the locked write
// decides, explains and refreshes the copy.
import { spans } from "@/lib/perf/spans";
import { appendIfUnmoved, storeSnapshot, type GameTables } from "@/lib/engine-games/append";
import { backgroundError, backgroundOk } from "@/lib/db/outage";
import type { Asked } from "@/lib/engine-games/row-statement";
import type { GameStates } from "@/lib/engine-games/state-cache";
import { NO_UNDO } from "@/lib/engine-games/undo-log";
import { Declined } from "@/lib/write/kernel";
import type { GameTx } from "@/lib/engine-games/query";
import { planAppend, type GameAggregate, type GameRow, type GameRules, type Written } from "@/lib/engine-games/rules";

/** The action ends the game on the copy: the kinds write its result in a Prisma transaction (lib/engine-games/
 * write-game.ts goes there at once; were the copy behind, that transaction would still decide). */
export class EndsGame extends Declined {}

/** How often a person's action was written on the copy and how often it declined (tests read it). */
export const cachedWriteStats = { taken: 0, declined: 0 };

/** The copy's write has no transaction: whatever asks the database declines (the locked write decides). */
export const NO_TX: GameTx = {
  query: () => {
    throw new Declined();
  },
  prisma: null,
};

/** The aggregate of a person's action on this instance's copy, or null when it cannot be tried here. */
export function cachedAggregate<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  states: GameStates,
  asked: Asked,
): GameAggregate<R, S, Ev> | null {
  const known = states.get<S, Ev>(gameId);
  const knownRow = states.row(gameId);
  const seatId = knownRow?.seats.get(asked.deviceKeyHash);
  // One write of this instance at a time per game: a second one would only find the row moved.
  if (!known || !knownRow || !seatId || known.stateSeq === undefined || states.busy(gameId)) return null;
  if (known.status !== "running") return null;
  const { stateSeq } = known;
  const row = {
    ...knownRow.columns,
    seq: known.seq,
    stateSeq,
    status: known.status,
    bots: known.bots,
    state: known.state,
    undo: known.undo ?? NO_UNDO,
  } as unknown as R;
  let written: Written<S, Ev> | null = null;
  let deferred: { seq: number; state: unknown } | null = null;
  let marked = false;
  return {
    lock: () => row,
    seq: (r) => r.seq,
    deviceSeat: () => seatId,
    // A key already in the log makes the statement fail on the log's unique index: it declines.
    recorded: async () => null,
    async append(_c, locked, entries, key) {
      const planned = planAppend(rules, gameId, locked, entries, key);
      const [entry] = planned.logged;
      if (planned.over) throw new EndsGame();
      if (planned.logged.length !== 1 || !entry || planned.move.bots) throw new Declined();
      // A snapshot due now is stored after the commit, apart: the action's answer does not wait for 40–70 KB.
      const { snapshot, snapshotSeq, notify } = planned.move;
      if (snapshot !== undefined) deferred = { seq: snapshotSeq ?? entry.seq, state: snapshot };
      states.writing(gameId, entry.seq);
      marked = true;
      written = { ...planned.written, game: { ...planned.written.game, stateSeq: locked.stateSeq } };
      const expect = { seq: locked.seq, seatId, deviceKeyHash: asked.deviceKeyHash };
      const t = spans.mark();
      const outcome = await appendIfUnmoved(rules.kind.tables, gameId, entry, notify, expect);
      spans.span("statement", t);
      // Another instance wrote, the seat moved, the key was used: the locked write reads what changed.
      if (outcome !== "written") {
        written = null;
        deferred = null;
        throw new Declined();
      }
      return entry.seq;
    },
    // The statement sent the NOTIFY with its commit.
    announce: () => {},
    settle(committed) {
      if (!marked) return;
      states.settled(gameId, committed ? (written?.game ?? null) : null, written?.entries ?? []);
      if (committed && deferred) snapshotLater(rules.kind.tables, gameId, states, deferred);
      written = null;
      deferred = null;
      marked = false;
    },
  };
}

/** Stores a snapshot in the background; the copy learns its seq once stored. A failure only leaves the snapshot
 * where it was: the next write on the copy finds it due again (and a cold load replays a few more entries). */
function snapshotLater(tables: GameTables, gameId: string, states: GameStates, due: { seq: number; state: unknown }) {
  const stored = storeSnapshot(tables, gameId, due.seq, due.state).then(
    (ok) => {
      if (ok) states.snapshotted(gameId, due.seq);
      backgroundOk();
    },
    (err: unknown) => backgroundError(`the snapshot of game ${gameId} at ${due.seq}`, err),
  );
  pending.add(stored);
  void stored.finally(() => pending.delete(stored));
}

const pending = new Set<Promise<void>>();

/** Once the snapshots being stored now are stored (tests). */
export const snapshotsStored = async (): Promise<void> => void (await Promise.all([...pending]));
