// A person's action in an engine game written on this instance's copy (lib/engine-games/state-cache.ts)
// without the locked transaction: the same command (lib/engine-games/act.ts) on the copy's state and the
// row's columns as the last lock of this instance read them, with the seat that lock found for the
// device; its one entry goes in one autocommitted statement that holds only while the row is as the
// copy knows it (lib/engine-games/append.ts appendIfUnmoved) — one round trip where the locked write
// takes four (BEGIN, lock, append, COMMIT), as the draft's bids do (lib/kartomantik/drafts/aggregate.ts).
// It declines (Declined) whatever it cannot decide on what it knows, always before it has written: no
// copy or no seat known here, another write of this instance on the game under way, a refusal (the copy
// may be behind: the client saw more, the engine refuses), an entry that ends the game (the kinds write
// its result in a transaction), a row that moved or a key already in the log. Then the locked write
// decides, explains and refreshes the copy.
import { AppError } from "@/lib/errors";
import { spans } from "@/lib/perf/spans";
import { appendIfUnmoved } from "@/lib/engine-games/append";
import type { Asked } from "@/lib/engine-games/row-statement";
import type { GameStates } from "@/lib/engine-games/state-cache";
import { NO_UNDO } from "@/lib/engine-games/undo-log";
import { Declined } from "@/lib/write/kernel";
import type { GameTx } from "@/lib/engine-games/query";
import { planAppend, type GameAggregate, type GameRow, type GameRules, type Written } from "@/lib/engine-games/rules";

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
      if (planned.over || planned.logged.length !== 1 || !entry || planned.move.bots) throw new Declined();
      states.writing(gameId, entry.seq);
      marked = true;
      written = planned.written;
      const expect = { seq: locked.seq, stateSeq, seatId, deviceKeyHash: asked.deviceKeyHash };
      const t = spans.mark();
      const outcome = await appendIfUnmoved(rules.kind.tables, gameId, entry, planned.move, expect);
      spans.span(planned.move.snapshot === undefined ? "statement" : "statement with the snapshot", t);
      // Another instance wrote, the seat moved, the key was used: the locked write reads what changed.
      if (outcome !== "written") {
        written = null;
        throw new Declined();
      }
      cachedWriteStats.taken++;
      return entry.seq;
    },
    // The statement sent the NOTIFY with its commit.
    announce: () => {},
    settle(committed) {
      if (!marked) return;
      states.settled(gameId, committed ? (written?.game ?? null) : null, written?.entries ?? []);
      written = null;
      marked = false;
    },
  };
}

/** Whether a try on the copy declined (then the locked write runs): its own Declined, or a refusal — which
 * the copy may owe to being behind, so only the locked write may say it. */
export const declinedOnCopy = (err: unknown): boolean => err instanceof Declined || err instanceof AppError;
