// The draft's state in Postgres is a snapshot plus the log after it (lib/kartomantik/drafts/snapshots.ts).
// Whatever reads it — the locked path after a restart, a new stream, another instance — must get
// exactly the state that replaying the whole log from the start gives.
import { describe, expect, it } from "vitest";
import { applyDraft, replay } from "@/engine/kartomantik/draft";
import type { DraftAction, DraftCard, DraftConfig, DraftState } from "@/engine/kartomantik/draft/types";
import { pool, withTransaction } from "@/lib/db/pool";
import { draftLog } from "@/lib/kartomantik/drafts/control";
import { fastPathStats } from "@/lib/kartomantik/drafts/aggregate";
import { forget } from "@/lib/kartomantik/drafts/row-cache";
import { lockDraftOfEvent } from "@/lib/kartomantik/drafts/records";
import { SNAPSHOT_EVERY, replayTail, snapshotDue } from "@/lib/kartomantik/drafts/snapshots";
import { untilBlockedOnLock } from "../setup/waits";
import { draftNight } from "./setup";

type Night = Awaited<ReturnType<typeof draftNight>>;

/** The state after replaying every engine entry of the log from the draft's pool and config. */
async function replayedFromStart(night: Night): Promise<DraftState> {
  const { rows } = await pool().query<{ pool: DraftCard[]; config: DraftConfig }>(
    `SELECT pool, config FROM "Draft" WHERE id = $1`,
    [night.draftId],
  );
  const log = await draftLog(night.event.id);
  const actions = log.actions
    .filter((a) => ["choose", "bid", "match", "pass"].includes(a.kind))
    .map((a) => a.payload as DraftAction);
  const result = replay(rows[0]!.pool, rows[0]!.config, actions);
  if ("error" in result) throw new Error(`replay refused: ${result.error}`);
  return result.state;
}

const stored = async (night: Night) =>
  (
    await pool().query<{ seq: number; stateSeq: number; state: DraftState }>(
      `SELECT seq, "stateSeq", state FROM "Draft" WHERE id = $1`,
      [night.draftId],
    )
  ).rows[0]!;

/** One legal move: the active player chooses; the first who may opens at 5; then everyone passes. */
async function step(night: Night): Promise<void> {
  const { state } = await night.current();
  const a = state.auction;
  if (!a) return void (await night.as(state.active!).play({ type: "choose", cardId: state.table[0]! }));
  const opener = a.awaiting.find((p) => p !== a.chooser);
  if (!a.best && opener !== undefined) return void (await night.as(opener).play({ type: "bid", amount: 5 }));
  await night.as(a.awaiting[0]!).play({ type: "pass" });
}

describe("the draft's stored snapshot and the log after it", () => {
  it("the bid path stores the state only every SNAPSHOT_EVERY entries, and every reader rebuilds the state the whole log gives", async () => {
    const night = await draftNight(3);
    const taken = fastPathStats.taken;
    const snapshotsAt = new Set<number>();
    const stateAt = new Map<number, DraftState>();
    for (let i = 0; i < 3 * SNAPSHOT_EVERY; i++) {
      await step(night);
      const row = await stored(night);
      if (row.stateSeq === row.seq) snapshotsAt.add(row.seq);
      expect(row.seq - row.stateSeq).toBeLessThan(SNAPSHOT_EVERY);
      const current = await night.current(); // the stream's reader: snapshot + tail
      stateAt.set(current.seq, current.state);
      // The stored snapshot is the state as it was at its own seq.
      if (stateAt.has(row.stateSeq)) expect(row.state).toEqual(stateAt.get(row.stateSeq));
    }
    const fast = fastPathStats.taken - taken;
    expect(fast).toBeGreaterThan(2 * SNAPSHOT_EVERY); // most actions took the one-statement path…
    // …and few stored the state
    expect(snapshotsAt.size).toBeLessThanOrEqual(3 + Math.ceil((3 * SNAPSHOT_EVERY) / SNAPSHOT_EVERY) + 1);
    const end = await stored(night);
    expect(end.stateSeq).toBeLessThan(end.seq); // a tail is there to replay
    expect((await night.current()).state).toEqual(await replayedFromStart(night));

    // A restarted instance has no cache: the locked path rebuilds the state and the draft goes on.
    forget(night.event.id);
    const before = await night.current();
    await step(night);
    const after = await night.current();
    expect(after.seq).toBe(before.seq + 1);
    expect(after.state).toEqual(await replayedFromStart(night));
    const locked = await withTransaction((client) => lockDraftOfEvent(client, night.event.id));
    expect(locked.state).toEqual(after.state);
  });

  it("a lock granted after another writer's entry committed still replays that entry", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const choose: DraftAction = { type: "choose", player: start.state.active!, cardId: start.state.table[0]! };
    // Another writer (the one-statement path of another instance) appends without a snapshot and
    // holds the row while the lock below waits: that statement's view of the log is older than the row it gets.
    const writer = await pool().connect();
    try {
      await writer.query("BEGIN");
      await writer.query(`UPDATE "Draft" SET seq = seq + 1 WHERE id = $1`, [night.draftId]);
      await writer.query(
        `INSERT INTO "DraftAction" ("draftId", seq, kind, actor, payload, events) VALUES ($1, $2, 'choose', 'seat:other', $3, '[]')`,
        [night.draftId, start.seq + 1, JSON.stringify(choose)],
      );
      const waiting = withTransaction((client) => lockDraftOfEvent(client, night.event.id));
      await untilBlockedOnLock();
      await writer.query("COMMIT");
      const locked = await waiting;
      expect(locked.seq).toBe(start.seq + 1);
      expect(locked.stateSeq).toBe(start.seq);
      const expected = applyDraft(start.state, choose);
      if ("error" in expected) throw new Error(expected.error);
      expect(locked.state).toEqual(expected.state);
    } finally {
      writer.release();
    }
  });
});

describe("replaying the tail (pure)", () => {
  it("is due every SNAPSHOT_EVERY entries", () => {
    expect(snapshotDue(10, 10 + SNAPSHOT_EVERY - 1)).toBe(false);
    expect(snapshotDue(10, 10 + SNAPSHOT_EVERY)).toBe(true);
  });

  it("refuses a tail with a gap, an entry that is not a player's action, or one the engine refuses", async () => {
    const night = await draftNight(2);
    const { state, seq } = await night.current();
    const choose = {
      seq: seq + 1,
      kind: "choose",
      payload: { type: "choose", player: state.active!, cardId: state.table[0]! } as DraftAction,
    };
    expect(replayTail(state, seq, seq + 1, [choose]).auction?.cardId).toBe(state.table[0]);
    expect(() => replayTail(state, seq, seq + 2, [choose])).toThrow(/entries .* expected/);
    expect(() => replayTail(state, seq, seq + 1, [{ ...choose, kind: "undo" }])).toThrow(/cannot be replayed/);
    expect(() =>
      replayTail(state, seq, seq + 1, [{ ...choose, payload: { type: "pass", player: state.active! } }]),
    ).toThrow(/no longer applies/);
  });
});
