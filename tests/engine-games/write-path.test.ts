// An engine game's write on the plain pg pool (lib/engine-games/rules.ts writeGame): one lock statement also finds
// the device's seat and its key's earlier seq (lib/engine-games/row-statement.ts); the write that ends a game runs
// in a Prisma transaction, where the game's result is recorded (lib/kartomantik/games/play.ts `ended`).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { db } = await import("@/lib/db/client");
const { actIn } = await import("@/lib/engine-games/act");
const { loadGame } = await import("@/lib/engine-games/rules");
const { gameRules } = await import("@/lib/kartomantik/games/play");
const { actor } = await import("@/engine/kartomantik/bots");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { stampOf } = await import("@/lib/realtime/notify-lag");
const { matchDuel: duel } = await import("../games/setup");

const row = async (gameId: string) => (await loadGame(db(), gameRules, gameId))!.row;

describe("an engine game's write on the pg pool", () => {
  it("no device is not seated, a device without a seat at the game is refused; the write that ends the game records its result", async () => {
    const { match, gameId, devices } = await duel();
    const now = await row(gameId);
    const concede = { action: { type: "concede" }, seenSeq: now.seq, idempotencyKey: randomUUID() };
    await expect(actIn(gameRules, gameId, "", concede)).rejects.toMatchObject({ code: "not_seated" });
    await expect(actIn(gameRules, gameId, randomUUID(), concede)).rejects.toMatchObject({ code: "game_not_yours" });
    const transaction = vi.spyOn(db(), "$transaction");
    try {
      const answer = await actIn(gameRules, gameId, devices[1]!, concede);
      expect(answer).toEqual({ seq: now.seq + 1, duplicate: false });
      expect(transaction).toHaveBeenCalledTimes(1);
    } finally {
      transaction.mockRestore();
    }
    const ended = await db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
    expect(ended.status).toBe("finished");
    expect(ended.result).not.toBeNull();
    expect(await db().game.count({ where: { matchId: match.id } })).toBe(1);
    // Its retry is answered as one, on the pool.
    expect(await actIn(gameRules, gameId, devices[1]!, concede)).toEqual({ seq: now.seq + 1, duplicate: true });
  });

  it("the same request twice while another write holds the row: one entry, both answered with its seq", async () => {
    const { gameId, devices } = await duel();
    const now = await row(gameId);
    const seat = gameMessageSeat(now);
    const action = legalOf(gameId, now, seat);
    const input = { action, seenSeq: now.seq, idempotencyKey: randomUUID() };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = db().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "EngineGame" WHERE id = ${gameId} FOR UPDATE`;
        locked();
        await held;
      },
      { timeout: 30_000 },
    );
    await isLocked;
    const both = Promise.all([
      actIn(gameRules, gameId, devices[seat]!, input),
      actIn(gameRules, gameId, devices[seat]!, input),
    ]);
    // Both wait on the lock (no fixed wait: the server says who waits on it).
    await until(async () => (await lockWaiters()) >= 2);
    release();
    await holder;
    const answers = await both;
    expect(answers.map((a) => a.seq)).toEqual([now.seq + 1, now.seq + 1]);
    expect(answers.filter((a) => a.duplicate)).toHaveLength(1);
    expect((await row(gameId)).seq).toBe(now.seq + 1);
  }, 60_000);

  it("a seat's move (on the pool) and the game's end (in a Prisma transaction) are announced at commit with their time, for /metrics' NOTIFY lag", async () => {
    const { gameId, devices } = await duel();
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (n) => {
      if (n.payload && (JSON.parse(n.payload) as { gameId: string }).gameId === gameId) heard.push(n.payload);
    });
    try {
      await listener.query(`LISTEN ${gameRules.kind.channel}`);
      const now = await row(gameId);
      const seat = gameMessageSeat(now);
      const sent = Date.now();
      const moved = await actIn(gameRules, gameId, devices[seat]!, {
        action: legalOf(gameId, now, seat),
        seenSeq: now.seq,
        idempotencyKey: randomUUID(),
      });
      const concede = { action: { type: "concede" }, seenSeq: moved.seq, idempotencyKey: randomUUID() };
      const ended = await actIn(gameRules, gameId, devices[0]!, concede);
      await until(async () => heard.length >= 2);
      const payloads = heard.map((h) => JSON.parse(h) as { eventId: string; seq: number });
      expect(payloads.map((p) => p.seq)).toEqual([moved.seq, ended.seq]);
      expect(payloads.every((p) => p.eventId === now.eventId)).toBe(true);
      for (const h of heard) expect(stampOf(h)).toBeGreaterThanOrEqual(sent);
    } finally {
      await listener.end();
    }
  });
});

/** The engine seat that may act now. */
const gameMessageSeat = (r: Awaited<ReturnType<typeof row>>) => actor(r.state)!;

/** A legal action of that seat, as its phone's message offers it. */
const legalOf = (gameId: string, r: Awaited<ReturnType<typeof row>>, seat: number) =>
  gameMessage(gameId, r.seq, "running", r.state, [], seat).legal![0]!;

/** Sessions waiting for a lock right now. */
async function lockWaiters(): Promise<number> {
  const [found] = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE wait_event_type = 'Lock' AND datname = current_database()`;
  return found?.n ?? 0;
}

async function until(pred: () => Promise<boolean>) {
  while (!(await pred())) await new Promise((r) => setTimeout(r, 20));
}
