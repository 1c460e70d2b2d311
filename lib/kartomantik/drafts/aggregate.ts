// The draft aggregate: every write to a draft reaches the write kernel (lib/write/kernel.ts) here,
// and a player's action — the hot path of every bid — goes here from its input to its answer,
// one way: the route, this module, the kernel (which calls back only into this module's command
// and stores), the hub. The kernel runs the action's one command on one of two stores:
//  - the locked transaction (draftAggregate): lock the row, recognise a retry, append with the new
//    snapshot, announce after the commit;
//  - first, when this instance knows the device's seat, the cached option (cachedStore): the same
//    command on this instance's copy of the row (lib/kartomantik/drafts/row-cache.ts), written in
//    one statement without a transaction. It declines whatever it cannot decide on what it knows
//    (a refusal, a stale copy, a repeated key, the draft's end), and then the transaction decides,
//    explains and refreshes the copy.
import type pg from "pg";
import { applyDraft } from "@/engine/kartomantik/draft";
import type { DraftState } from "@/engine/kartomantik/draft/types";
import { afterCommit, withTransaction } from "@/lib/db/pool";
import { AppError } from "@/lib/errors";
import { announceDraft } from "@/lib/kartomantik/drafts/announce";
import type { DraftStatus } from "@/lib/kartomantik/drafts/log";
import { toAction, type PlayInput, type PlayResult } from "@/lib/kartomantik/drafts/play-input";
import {
  appendAction,
  appendIfUnmoved,
  entriesAfter,
  lockDraftOfEvent,
  lockForPlay,
  type Append,
  type ClockMode,
  type DraftRow,
} from "@/lib/kartomantik/drafts/records";
import { storeResults } from "@/lib/kartomantik/drafts/results";
import { advance, cachedDraft, forget, missedKinds, remember } from "@/lib/kartomantik/drafts/row-cache";
import { PROXY_KINDS, proxyKind } from "@/lib/kartomantik/drafts/proxy-privacy";
import { ruleError } from "@/lib/kartomantik/drafts/rule-error";
import { snapshotDue } from "@/lib/kartomantik/drafts/snapshots";
import { viewFor, type DraftSnapshot } from "@/lib/kartomantik/drafts/views";
import { spans } from "@/lib/perf/spans";
import { hashToken } from "@/lib/players/device-key";
import {
  Declined,
  numbered,
  optimistic,
  write,
  type Aggregate,
  type Command,
  type Loaded,
  type Outcome,
} from "@/lib/write/kernel";

/** What a draft write locked: the row, and what the lock's statement found out on the way. */
export interface DraftLock {
  row: DraftRow;
  /** The seq of the actor's earlier request with the key, when the lock read it; else looked up. */
  recordedSeq?: number | null;
  /** A player's write: the device and the seat it holds in the draft, which the cache learns. */
  player?: { deviceKeyHash: string; seatId: string };
}

/** A player's action locked: also the device's seat in the event (null: none), and the kinds of
 * the entries after a seq, as this store knows them. */
interface PlayLock extends DraftLock {
  seatId: string | null;
  missedKinds(afterSeq: number): Promise<(string | undefined)[]> | (string | undefined)[];
}

/** What the command may do with the database: read or write in the transaction. */
type Queries = Pick<pg.PoolClient, "query">;

/** How often the cached option wrote and declined (tests read it: which way a bid went). */
export const fastPathStats = { taken: 0, declined: 0 };

/** The bid clock runs while an auction awaits answers; a new bid restarts it, a pass does not. */
function clockMode(kind: string, state: DraftState): ClockMode {
  if (!state.auction || state.auction.awaiting.length === 0) return "clear";
  // A proxy set that answered nothing asks nothing new (and must not show by restarting the clock).
  return kind === "pass" || kind === PROXY_KINDS.quiet ? "keep" : "reset";
}

const clockOf = (entry: Append): ClockMode => (entry.stopClock ? "clear" : clockMode(entry.kind, entry.state));

/** Whether a client that missed the entries of these kinds may still act: only passes by others (or a proxy set
 * that answered nothing, which they may not even know of) may have happened since it looked; anything else is
 * news it must see (an unknown kind too). */
const freshAfter = (kinds: readonly (string | undefined)[]): boolean =>
  kinds.every((kind) => kind === "pass" || kind === PROXY_KINDS.quiet);

/** The locked store: the row locked by `lock` for the rest of the transaction. */
export function draftAggregate<L extends DraftLock>(
  lock: (client: pg.PoolClient) => Promise<L>,
): Aggregate<pg.PoolClient, L, Append> {
  return {
    async lock(client) {
      const locked = await lock(client);
      if (locked.player) remember(locked.row, locked.player.deviceKeyHash, locked.player.seatId);
      return locked;
    },
    seq: (locked) => locked.row.seq,
    async recorded(client, { row, recordedSeq }, actor, key) {
      if (recordedSeq !== undefined) return recordedSeq;
      const sql = `SELECT seq FROM "DraftAction" WHERE "draftId" = $1 AND "idempotencyKey" = $2 AND actor = $3`;
      return (await client.query<{ seq: number }>(sql, [row.id, key, actor])).rows[0]?.seq ?? null;
    },
    async append(client, { row }, entries, key) {
      let at = row;
      for (const entry of numbered(entries, row.seq, key)) {
        await appendAction(client, at, entry, clockOf(entry));
        at = { ...at, seq: entry.seq, stateSeq: entry.seq, state: entry.state, status: entry.status };
      }
      return at.seq;
    },
    announce(client, { row, player }, seq, entries) {
      const last = entries.at(-1)!;
      const snapshot = { seq, status: last.status, state: last.state, clockDeadline: null, bots: row.bots };
      // The bid clock's deadline is the database's: with a clock running, the streams read it,
      // and a player's next action re-reads the row under the lock.
      const clockRuns = !!row.clockSeconds && clockOf(last) !== "clear";
      const entry = { seq, kind: last.kind, actor: last.actor, events: last.events, undoneBy: null };
      const local = entries.length === 1 && last.publishedLocally && !clockRuns ? { entry, snapshot } : null;
      afterCommit(client, () => {
        if (player) {
          if (row.clockSeconds) forget(row.eventId);
          else remember({ ...row, ...snapshot, stateSeq: seq }, player.deviceKeyHash, player.seatId, last.kind);
        }
        announceDraft(row, seq, local);
      });
    },
  };
}

/** A command on the event's draft, in a transaction of its own (organizer actions and the clock). */
export function writeDraft<L extends DraftLock, X extends Loaded, T>(
  lock: (client: pg.PoolClient) => Promise<L>,
  command: Command<pg.PoolClient, L, X, Append, T>,
): Promise<Outcome<T>> {
  return write(withTransaction, draftAggregate(lock), command);
}

/** The event's draft row, locked (organizer actions and the clock). */
export const draftOfEvent = (eventId: string) => async (client: pg.PoolClient) => ({
  row: await lockDraftOfEvent(client, eventId),
});

/** The cached option has no transaction: a command that needs the database there (to explain a
 * refusal, to store the results of the draft's end) declines, and the transaction decides. */
const NO_QUERIES: Queries = {
  query: () => {
    throw new Declined();
  },
};

/** The cached store of this device's action, or null when this instance does not know its seat;
 * `committed()`: the state it wrote, with the deadline the database set. */
function cachedStore(eventId: string, deviceKeyHash: string) {
  const c = cachedDraft(eventId);
  const seatId = c?.seats.get(deviceKeyHash);
  if (!c || !seatId || !c.row.seatIds.includes(seatId)) return null;
  const before = c.row;
  const player = { deviceKeyHash, seatId };
  let committed: DraftSnapshot | null = null;
  const aggregate: Aggregate<Queries, PlayLock, Append> = {
    lock: () => ({
      row: before,
      seatId,
      player,
      // A repeated key is refused by the log's unique index: the statement declines.
      recordedSeq: null,
      missedKinds: (afterSeq) => {
        // The client saw more than this copy: the copy is behind.
        if (afterSeq > before.seq) throw new Declined();
        return missedKinds(c, afterSeq);
      },
    }),
    seq: ({ row }) => row.seq,
    recorded: async () => null,
    async append(_client, { row }, entries, key) {
      const [entry] = numbered(entries, row.seq, key);
      // One entry of a running draft: the draft's end stores the results, in the transaction.
      if (!entry || entries.length !== 1 || entry.status !== "running") throw new Declined();
      const { seq, state } = entry;
      const snapshot = snapshotDue(row.stateSeq, seq);
      const written = await appendIfUnmoved({ row, entry, clock: clockOf(entry), ...player, snapshot });
      if (written === "moved" && cachedDraft(eventId) === c && c.row === before) forget(eventId);
      if (written === "moved" || written === "repeated") throw new Declined();
      const { clockDeadline } = written;
      advance(c, before, { ...row, seq, state, stateSeq: snapshot ? seq : row.stateSeq, clockDeadline }, entry.kind);
      committed = { seq, status: "running", state, clockDeadline, bots: row.bots };
      fastPathStats.taken++;
      return seq;
    },
    // Autocommitted: durable now, so it is announced now.
    announce(_client, { row }, seq, [entry]) {
      const { kind, actor, events } = entry!;
      announceDraft(row, seq, { entry: { seq, kind, actor, events, undoneBy: null }, snapshot: committed! });
    },
  };
  return { aggregate, committed: () => committed };
}

/** The seat's earlier answer, the refusals, the freshness check and the engine: one command, run
 * first on the cached option (if any), else in the locked transaction. */
function playCommand(input: PlayInput): Command<Queries, PlayLock, { actor: string; player: number }, Append, Answer> {
  return {
    // The key is looked up for this seat only: another seat's request with the same key is new.
    key: input.idempotencyKey,
    load: (_client, { row, seatId }) => {
      if (!seatId) throw new AppError("not_seated");
      const player = row.seatIds.indexOf(seatId);
      if (player < 0) throw new AppError("not_in_draft");
      return { actor: `seat:${seatId}`, player };
    },
    retried: (_client, { row }, { player }, seq) => ({ seq, duplicate: true, player, snapshot: row }),
    admit: (_client, { row }, { player }) => {
      if (row.status === "paused") throw new AppError("draft_paused", {}, { view: viewFor(row, player) });
      if (row.status === "finished") throw new AppError("draft_finished", {}, { view: viewFor(row, player) });
      if (row.bots.includes(player)) throw new AppError("draft_seat_with_bot", {}, { view: viewFor(row, player) });
    },
    // A seq the draft has not reached was never seen: stale too (the answer says the current one), never "fresh"
    // for lack of entries after it.
    stale: async (client, { row, missedKinds }, { player }) =>
      input.seenSeq <= row.seq && freshAfter(await missedKinds(input.seenSeq)) ? null : staleness(client, row, player),
    reduce: async (client, { row }, { actor, player }) => {
      const action = toAction(input, player);
      const result = applyDraft(row.state, action);
      if ("error" in result) throw ruleError(result, await seatNames(client, row.seatIds));
      const state: DraftState = result.state;
      const status: DraftStatus = state.finished ? "finished" : "running";
      if (state.finished) await storeResults(client, row.seatIds, state);
      const seq = row.seq + 1;
      const kind = action.type === "proxy" ? proxyKind(result.events) : input.type;
      return {
        result: {
          seq,
          duplicate: false,
          player,
          snapshot: { seq, status, state, clockDeadline: null, bots: row.bots },
        },
        entries: [{ kind, actor, payload: action, events: result.events, state, status, publishedLocally: true }],
      };
    },
  };
}

/** The command's answer; its view is drawn after the write (no CPU in the transaction). */
interface Answer {
  seq: number;
  duplicate: boolean;
  player: number;
  snapshot: DraftSnapshot;
}

async function seatNames(client: Queries, seatIds: string[]): Promise<string[]> {
  const { rows } = await client.query<{ id: string; displayName: string }>(
    `SELECT id, "displayName" FROM "Seat" WHERE id = ANY($1)`,
    [seatIds],
  );
  return seatIds.map((id) => rows.find((r) => r.id === id)?.displayName ?? "?");
}

/** The stale answer when the client missed more than passes by others: the current truth, and
 * who outbid them when they were. */
async function staleness(client: Queries, row: DraftRow, player: number): Promise<AppError> {
  const best = row.state.auction?.best;
  if (best && best.player !== player) {
    const { rows } = await client.query<{ displayName: string }>(`SELECT "displayName" FROM "Seat" WHERE id = $1`, [
      row.seatIds[best.player],
    ]);
    return new AppError(
      "draft_stale_bid",
      { amount: best.amount, name: rows[0]?.displayName ?? `#${best.player + 1}` },
      { view: viewFor(row, player) },
    );
  }
  return new AppError("draft_stale", {}, { view: viewFor(row, player) });
}

/** A player's draft action. Duplicates (same idempotency key) get the original answer; stale
 * requests get the current truth and a reason. */
export async function play(eventId: string, device: string, input: PlayInput): Promise<PlayResult> {
  const deviceKeyHash = hashToken(device);
  const cached = cachedStore(eventId, deviceKeyHash);
  const lock = async (client: pg.PoolClient): Promise<PlayLock> => {
    const { row, seatId, recordedSeq } = await lockForPlay(client, eventId, deviceKeyHash, input.idempotencyKey);
    const player = seatId && row.seatIds.includes(seatId) ? { deviceKeyHash, seatId } : undefined;
    return {
      row,
      seatId,
      recordedSeq,
      player,
      missedKinds: async (afterSeq) =>
        afterSeq >= row.seq ? [] : (await entriesAfter(client, row.id, afterSeq)).map((e) => e.kind),
    };
  };
  const command = playCommand(input);
  const declined = () => void fastPathStats.declined++;
  const fast = cached ? optimistic(NO_QUERIES, cached.aggregate, command, declined) : undefined;
  const { result } = await write(withTransaction, draftAggregate(lock), command, fast);
  // The one statement's answer carries the deadline the database set; the transaction's leaves it to the stream.
  const snapshot = cached?.committed() ?? result.snapshot;
  const t = spans.mark();
  const view = viewFor(snapshot, result.player);
  spans.span("view", t);
  return { seq: result.seq, duplicate: result.duplicate, view };
}
