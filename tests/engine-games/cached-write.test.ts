// A person's action written on this instance's copy (lib/engine-games/cached-write.ts): once a read of this
// instance (a stream's, a lock's) has found the game's seats and their devices, an action goes in one
// autocommitted statement — no BEGIN, no lock statement, no COMMIT — that holds only while the row is as the
// copy knows it and the seat is still the device's. Whatever the copy
// cannot decide (another instance wrote, the seat moved, a key already used, the engine's refusal, the
// game's end) declines before writing, and the locked write decides and explains as it always did.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonbText } from "@/tests/setup/jsonb-text";
import { until } from "@/tests/setup/waits";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: harnessState } = await import("../setup/request");
const { db } = await import("@/lib/db/client");
const { actIn } = await import("@/lib/engine-games/act");
const { cachedWriteStats, snapshotsStored } = await import("@/lib/engine-games/cached-write");
const { loadGame } = await import("@/lib/engine-games/rules");
const { storeSnapshot } = await import("@/lib/engine-games/append");
const { SNAPSHOT_EVERY } = await import("@/lib/engine-games/state");
const { GameStates, gameStates } = await import("@/lib/engine-games/state-cache");
const { gameRules } = await import("@/lib/kartomantik/games/play");
const { incRules } = await import("@/lib/incantesium/play");
const { actor } = await import("@/engine/kartomantik/bots");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { hashToken } = await import("@/lib/players/device-key");
const { harness } = await import("../incantesium/app-harness");
const { matchDuel: duel } = await import("../games/setup");

type States = InstanceType<typeof GameStates>;

beforeEach(() => {
  harnessState.organizer = null;
  harnessState.cookies.clear();
});

const json = jsonbText;

/** The game as the database holds it, read by an instance that knows nothing of it. */
const truth = async (gameId: string) => (await loadGame(db(), gameRules, gameId, { states: new GameStates() }))!.row;
type Row = Awaited<ReturnType<typeof truth>>;

/** A legal action of the seat that may act now, as its phone's message offers it. */
const next = (gameId: string, r: Row) => {
  const seat = actor(r.state)!;
  return { seat, action: gameMessage(gameId, r.seq, "running", r.state, [], seat).legal![0]! };
};

/** One action of whoever may act, through `states` (an instance's copy); the seat and the answer. */
async function step(gameId: string, devices: string[], states: States, key = randomUUID()) {
  const now = await truth(gameId);
  const { seat, action } = next(gameId, now);
  const answer = await actIn(
    gameRules,
    gameId,
    devices[seat]!,
    { action, seenSeq: now.seq, idempotencyKey: key },
    states,
  );
  return { seat, answer, before: now };
}

const stats = () => ({ ...cachedWriteStats });
const delta = (from: { taken: number; declined: number }) => ({
  taken: cachedWriteStats.taken - from.taken,
  declined: cachedWriteStats.declined - from.declined,
});

/** The SQL every pg connection sends while `run` runs (the plain pool's and the tests' own). */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ out: T; sent: string[] }> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === "string" ? first : (first?.text ?? ""));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    return { out: await run(), sent };
  } finally {
    spy.mockRestore();
  }
}

/** Both devices of a duel have acted once through `states` (the locked write found their seats). */
async function learned(gameId: string, devices: string[], states: States) {
  const seen = new Set<number>();
  for (let i = 0; seen.size < 2; i++) {
    if (i > 200) throw new Error("one seat never got to act");
    seen.add((await step(gameId, devices, states)).seat);
  }
}

/** A duel whose two devices have both acted through an instance's copy `states` (its seats known there), and the
 * game as the database holds it now. */
async function playingDuel() {
  const { match, gameId, devices } = await duel();
  const states = new GameStates();
  await learned(gameId, devices, states);
  return { match, gameId, devices, states, now: await truth(gameId) };
}

describe("a person's action written on this instance's copy", () => {
  it("once a read found the seats: one statement, no transaction; the entry, state and NOTIFY the locked write makes", async () => {
    const { gameId, devices } = await duel();
    const states = new GameStates();
    const from = stats();
    // Nothing known here: the first action takes the lock, whose read finds every seat's device.
    const first = await statementsOf(() => step(gameId, devices, states));
    expect(first.sent).toContain("BEGIN");
    expect(delta(from)).toEqual({ taken: 0, declined: 0 });
    expect([...states.row(gameId)!.seats.keys()].sort()).toEqual(devices.map(hashToken).sort());
    await learned(gameId, devices, states);
    expect(delta(from).taken).toBeGreaterThan(0);

    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    const heard: number[] = [];
    listener.on("notification", (n) => {
      const payload = JSON.parse(n.payload ?? "{}") as { gameId: string; seq: number };
      if (payload.gameId === gameId) heard.push(payload.seq);
    });
    await listener.query(`LISTEN ${gameRules.kind.channel}`);
    try {
      const taken = stats();
      const seqs: number[] = [];
      // Past a snapshot too (SNAPSHOT_EVERY entries): stored after the statement, apart, when due.
      for (let i = 0; i < 40; i++) {
        const now = await truth(gameId);
        if (now.status !== "running") break;
        const { seat, action } = next(gameId, now);
        const input = { action, seenSeq: now.seq, idempotencyKey: randomUUID() };
        const { out, sent } = await statementsOf(() => actIn(gameRules, gameId, devices[seat]!, input, states));
        expect(out).toEqual({ seq: now.seq + 1, duplicate: false });
        // A snapshot then due goes apart, after the commit (its UPDATE may already have been sent).
        const writes = sent.filter((q) => !q.includes("SET state = $3::jsonb"));
        expect(writes, "one statement, no transaction").toHaveLength(1);
        expect(writes[0]).toContain("WITH moved AS");
        expect(writes[0]).not.toContain("state =");
        seqs.push(out.seq);
        await snapshotsStored();
        // The copy is what the database holds, read cold (from the snapshot and the log after it).
        const after = await truth(gameId);
        expect(after.seq).toBe(out.seq);
        expect(json(states.get(gameId)!.state)).toBe(json(after.state));
        expect(states.get(gameId)!.stateSeq).toBe(after.stateSeq);
      }
      expect(delta(taken)).toEqual({ taken: seqs.length, declined: 0 });
      expect(seqs.length).toBeGreaterThan(32);
      const stored = await db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
      expect(stored.stateSeq, "a snapshot was stored on the way").toBeGreaterThan(seqs[0]!);
      expect(seqs.at(-1)! - stored.stateSeq).toBeLessThanOrEqual(SNAPSHOT_EVERY);
      const entries = await db().engineAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
      expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
      await until(() => heard.length >= seqs.length, "every NOTIFY heard");
      expect(heard).toEqual(seqs);
    } finally {
      await listener.end();
    }
  }, 120_000);

  it("a snapshot stored apart only moves forward: never past the row's seq nor over a later one", async () => {
    const { gameId, devices } = await duel();
    const states = new GameStates();
    for (let i = 0; i < 6; i++) await step(gameId, devices, states);
    await snapshotsStored();
    const tables = gameRules.kind.tables;
    const row = async () =>
      db().engineGame.findUniqueOrThrow({ where: { id: gameId }, select: { seq: true, stateSeq: true, state: true } });
    const before = await row();
    const at = before.seq - 1;
    const marker = { marker: "the state at seq " + at };
    expect(await storeSnapshot(tables, gameId, before.seq + 1, marker), "past the row's seq").toBe(false);
    expect(await storeSnapshot(tables, gameId, before.stateSeq, marker), "not forward").toBe(false);
    expect(await row()).toEqual(before);
    expect(await storeSnapshot(tables, gameId, at, marker)).toBe(true);
    expect(await row()).toMatchObject({ seq: before.seq, stateSeq: at, state: marker });
    expect(await storeSnapshot(tables, gameId, at - 1, { marker: "older" }), "over a later one").toBe(false);
    expect((await row()).state).toEqual(marker);
    // Another kind's table or kind: nothing.
    expect(await storeSnapshot({ ...tables, kind: "no-such-kind" }, gameId, before.seq, marker)).toBe(false);
  }, 60_000);

  it("a stream's read of the game is enough: the first action of each device is written on the copy", async () => {
    const { gameId, devices } = await duel();
    const states = new GameStates();
    // What the hub does when a phone opens the game's stream on this instance.
    await loadGame(db(), gameRules, gameId, { states, logSince: 0 });
    const from = stats();
    await learned(gameId, devices, states);
    const written = await db().engineAction.count({ where: { gameId, actor: { startsWith: "seat:" } } });
    expect(delta(from)).toEqual({ taken: written, declined: 0 });
  }, 60_000);

  it("another instance wrote: the copy's write declines; the locked write applies what the client saw, or refuses it as stale", async () => {
    const { gameId, devices } = await duel();
    const a = new GameStates();
    const b = new GameStates();
    await learned(gameId, devices, a);
    // Instance b writes the next action: a's copy is one entry behind.
    let byB = await step(gameId, devices, b);
    expect(a.get(gameId)!.seq).toBe(byB.answer.seq - 1);

    // A client that saw b's entry: a's copy is behind what it saw, so the locked write applies it (a catches up).
    let from = stats();
    const done = await step(gameId, devices, a);
    expect(done.answer).toEqual({ seq: byB.answer.seq + 1, duplicate: false });
    expect(delta(from)).toEqual({ taken: 0, declined: 1 });
    expect(json(a.get(gameId)!.state)).toBe(json((await truth(gameId)).state));

    // b again; a client that did not see it: its action applies on a's copy, whose statement finds the row moved.
    byB = await step(gameId, devices, b);
    const behind = a.get(gameId)!;
    expect(behind.seq).toBe(byB.answer.seq - 1);
    const old = next(gameId, { ...(await truth(gameId)), seq: behind.seq, state: behind.state } as Row);
    from = stats();
    const stale = { action: old.action, seenSeq: behind.seq, idempotencyKey: randomUUID() };
    await expect(actIn(gameRules, gameId, devices[old.seat]!, stale, a)).rejects.toMatchObject({
      code: "game_stale",
    });
    expect(delta(from)).toEqual({ taken: 0, declined: 1 });
    expect((await truth(gameId)).seq).toBe(byB.answer.seq);
    // The lock caught a up: the next action is written on the copy.
    from = stats();
    await step(gameId, devices, a);
    expect(delta(from)).toEqual({ taken: 1, declined: 0 });
  }, 60_000);

  it("two instances at the same seq at once: one entry; the other is told it is stale", async () => {
    const { gameId, devices } = await duel();
    const a = new GameStates();
    const b = new GameStates();
    await learned(gameId, devices, a);
    await learned(gameId, devices, b);
    // a catches up with b's entries (as any read of its own would).
    await loadGame(db(), gameRules, gameId, { states: a });
    const now = await truth(gameId);
    expect([a.get(gameId)!.seq, b.get(gameId)!.seq]).toEqual([now.seq, now.seq]);
    const { seat, action } = next(gameId, now);
    const input = () => ({ action, seenSeq: now.seq, idempotencyKey: randomUUID() });
    const from = stats();
    const answers = await Promise.allSettled([
      actIn(gameRules, gameId, devices[seat]!, input(), a),
      actIn(gameRules, gameId, devices[seat]!, input(), b),
    ]);
    const written = answers.filter((r) => r.status === "fulfilled");
    expect(written).toHaveLength(1);
    expect((written[0] as PromiseFulfilledResult<{ seq: number }>).value.seq).toBe(now.seq + 1);
    const refused = answers.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "game_stale" });
    // Both were tried on their copies; the second statement found the row moved.
    expect(delta(from)).toEqual({ taken: 1, declined: 1 });
    expect(await db().engineAction.count({ where: { gameId, seq: { gt: now.seq } } })).toBe(1);
  }, 60_000);

  it("a key this seat already used: the statement declines on the log's index; the locked write answers the earlier one", async () => {
    const { gameId, devices, states } = await playingDuel();
    // Two actions of the same seat in a row (the one that acts next, twice when it keeps priority).
    const key = randomUUID();
    const first = await step(gameId, devices, states, key);
    let now = await truth(gameId);
    while (next(gameId, now).seat !== first.seat) {
      await step(gameId, devices, states);
      now = await truth(gameId);
    }
    const from = stats();
    const again = await actIn(
      gameRules,
      gameId,
      devices[first.seat]!,
      { action: next(gameId, now).action, seenSeq: now.seq, idempotencyKey: key },
      states,
    );
    expect(again).toEqual({ seq: now.seq, duplicate: true });
    expect(delta(from)).toEqual({ taken: 0, declined: 1 });
    expect((await truth(gameId)).seq).toBe(now.seq);
  }, 60_000);

  it("the seat went to another device: the old device's action declines on the copy and is refused; the new one plays", async () => {
    const { gameId, devices, states, now } = await playingDuel();
    const { seat, action } = next(gameId, now);
    const moved = randomUUID();
    await db().seat.update({ where: { id: now.seatIds[seat]! }, data: { deviceKeyHash: hashToken(moved) } });
    const from = stats();
    const input = () => ({ action, seenSeq: now.seq, idempotencyKey: randomUUID() });
    await expect(actIn(gameRules, gameId, devices[seat]!, input(), states)).rejects.toMatchObject({
      code: "game_not_yours",
    });
    expect(delta(from)).toEqual({ taken: 0, declined: 1 });
    expect((await truth(gameId)).seq).toBe(now.seq);
    expect(states.row(gameId)!.seats.has(hashToken(devices[seat]!))).toBe(false);
    expect(await actIn(gameRules, gameId, moved, input(), states)).toEqual({ seq: now.seq + 1, duplicate: false });
  }, 60_000);

  it("the engine refuses: declined on the copy, then the locked write's typed refusal; nothing written", async () => {
    const { gameId, devices, states, now } = await playingDuel();
    const { seat, action } = next(gameId, now);
    // The other seat sends the acting seat's move: the engine refuses it for them.
    const from = stats();
    const input = { action, seenSeq: now.seq, idempotencyKey: randomUUID() };
    await expect(actIn(gameRules, gameId, devices[1 - seat]!, input, states)).rejects.toMatchObject({
      code: "game_refused",
    });
    expect(delta(from)).toEqual({ taken: 0, declined: 1 });
    expect((await truth(gameId)).seq).toBe(now.seq);
  }, 60_000);

  it("an action that ends the game on the copy goes straight to the transaction that records the result", async () => {
    const { match, gameId, devices, states, now } = await playingDuel();
    const transaction = vi.spyOn(db(), "$transaction");
    const from = stats();
    try {
      const concede = { action: { type: "concede" }, seenSeq: now.seq, idempotencyKey: randomUUID() };
      const { out, sent } = await statementsOf(() => actIn(gameRules, gameId, devices[0]!, concede, states));
      expect(out).toEqual({ seq: now.seq + 1, duplicate: false });
      expect(transaction).toHaveBeenCalledTimes(1);
      // No try on the pool that would only have declined and rolled back.
      expect(sent).not.toContain("ROLLBACK");
      expect(delta(from)).toEqual({ taken: 0, declined: 1 });
    } finally {
      transaction.mockRestore();
    }
    expect((await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("finished");
    expect(await db().game.count({ where: { matchId: match.id } })).toBe(1);
  }, 60_000);

  it("Incantesium (its own tables): a challenge played to its end through the route, written on the copy but its end", async () => {
    const h = harness(harnessState);
    const { gameId, seats } = await h.openedDuel();
    const from = stats();
    const ended = await h.playOut(gameId, (seat) => seats[seat]!);
    const actions = await db().incAction.count({ where: { gameId, actor: { startsWith: "seat:" } } });
    // The harness reads the challenge before each move (as its phones' streams would): every action but the one that
    // ended it went on the copy; that one went to the transaction that writes the result.
    expect(delta(from)).toEqual({ taken: actions - 1, declined: 1 });
    expect(ended.status).toBe("finished");
    expect((await db().incGame.findUniqueOrThrow({ where: { id: gameId } })).result).not.toBeNull();
    const cold = (await loadGame(db(), incRules, gameId, { states: new GameStates() }))!.row;
    expect(json(gameStates().get(gameId)!.state)).toBe(json(cold.state));
  }, 180_000);
});
