// An engine game's state is kept in memory by the instance that plays it, the row holds a snapshot every
// SNAPSHOT_EVERY entries and at the end, the log the truth (lib/engine-games/state.ts): a restarted instance, or
// another one that missed entries, gets the same state from the snapshot and the entries after it; a write that
// rolls back leaves the copy as it was; the lock reads no snapshot while the copy is current; every viewer is sent
// what it was sent before.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { jsonbText } from "@/tests/setup/jsonb-text";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
// Seeded games: every run plays the same ones.
const seeds = vi.hoisted(() => ({ next: 34_200 }));
vi.mock("@/lib/random-seed", async (original) => ({
  ...(await original<typeof import("@/lib/random-seed")>()),
  randomSeed: (): [number, number, number, number] => [seeds.next++, 0x5eed, 0x34, 0x2],
}));
const { db } = await import("@/lib/db/client");
const { actIn } = await import("@/lib/engine-games/act");
const { loadGame } = await import("@/lib/engine-games/rules");
const { writeGame } = await import("@/lib/engine-games/write-game");
const { snapshotsStored } = await import("@/lib/engine-games/cached-write");
const { GameStates, gameStates } = await import("@/lib/engine-games/state-cache");
const { SNAPSHOT_EVERY } = await import("@/lib/engine-games/state");
const { runWrite } = await import("@/lib/write/kernel");
const { apply } = await import("@/engine/kartomantik");
const { botPlaysFor, gameBotsSettled, gameRules } = await import("@/lib/kartomantik/games/play");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { replayMatchesSnapshot } = await import("@/lib/kartomantik/games/replay");
const { matchDuel: duel } = await import("../games/setup");

type States = InstanceType<typeof GameStates>;
type GameState = import("@/engine/kartomantik").GameState;

/** The game as `states` has it (the entries after its copy replayed), or read cold by an instance with no copy. */
async function game(gameId: string, states: States = new GameStates()) {
  return (await loadGame(db(), gameRules, gameId, { states }))!.row;
}

const json = jsonbText;
const stored = (gameId: string) =>
  db().engineGame.findUniqueOrThrow({ where: { id: gameId }, select: { seq: true, stateSeq: true, state: true } });

/** Every viewer's message of the state: what each was sent must not depend on where the state came from. */
const messages = (gameId: string, row: { seq: number; status: string; state: GameState; bots: string[] }) =>
  ([0, 1, "spectator", "judge"] as const).map((viewer) =>
    json(gameMessage(gameId, row.seq, "running", row.state, [], viewer, row.bots)),
  );

/** A person whose turn it is plays their first legal action through `states`' instance; false once nobody may. */
async function personMoves(gameId: string, devices: string[], states: States = gameStates()): Promise<boolean> {
  await gameBotsSettled(gameId);
  const row = await game(gameId, states);
  if (row.status !== "running") return false;
  const acting = gameMessage(gameId, row.seq, "running", row.state, [], 0, row.bots).acting.seats;
  const p = acting.find((q) => !row.bots[q]);
  if (p === undefined) return false;
  const action = gameMessage(gameId, row.seq, "running", row.state, [], p, row.bots).legal![0]!;
  await actIn(gameRules, gameId, devices[p]!, { action, seenSeq: row.seq, idempotencyKey: randomUUID() }, states);
  return true;
}

describe("an engine game's state in memory, a snapshot every few entries, the log the truth", () => {
  it("a restarted instance gets the state the playing one holds, across snapshots and a hand-over to the bot; snapshots every SNAPSHOT_EVERY entries and at the end", async () => {
    const { night, match, gameId, devices } = await duel();
    let handedOver = false;
    let snapshots = 0;
    let lastStateSeq = 0;
    for (let i = 0; i < 2000; i++) {
      // Half-way through the first snapshots, the organizer hands seat 1 to the bot (a log entry of its own).
      if (!handedOver && (await stored(gameId)).seq > SNAPSHOT_EVERY + 5) {
        await botPlaysFor(
          night.organizer.id,
          night.event.id,
          match.id,
          night.seatIds[night.devices.indexOf(devices[1]!)]!,
          "greedy",
        );
        handedOver = true;
      }
      if (!(await personMoves(gameId, devices))) break;
      await gameBotsSettled(gameId);
      // A move written on the copy stores a snapshot then due after its commit, apart.
      await snapshotsStored();
      const row = await stored(gameId);
      // The snapshot is never more than SNAPSHOT_EVERY entries behind.
      expect(row.seq - row.stateSeq).toBeLessThan(SNAPSHOT_EVERY);
      if (row.stateSeq !== lastStateSeq) snapshots++;
      lastStateSeq = row.stateSeq;
      const playing = await game(gameId, gameStates());
      const restarted = await game(gameId);
      expect(restarted.seq).toBe(row.seq);
      expect(json(restarted.state)).toBe(json(playing.state));
      expect(restarted.bots).toEqual(playing.bots);
      expect(messages(gameId, restarted)).toEqual(messages(gameId, playing));
    }
    expect(handedOver).toBe(true);
    const end = await stored(gameId);
    expect(snapshots).toBeGreaterThanOrEqual(Math.floor(end.seq / SNAPSHOT_EVERY) - 1);
    // Over: the row holds the final state itself.
    const final = await game(gameId);
    expect(final.status).toBe("finished");
    expect(end.stateSeq).toBe(end.seq);
    expect(json(final.state)).toBe(json(end.state));
    expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);
    // A state from the snapshot is the engine state it replaced: it plays on the same (the last snapshot before the
    // end replayed to the end gives the final state).
    expect(json(final.state)).toBe(json((await game(gameId, gameStates())).state));
  });

  it("the lock reads no snapshot while this instance's copy is at the row's seq, and the snapshot when it has none", async () => {
    const { gameId, devices } = await duel();
    // The writes' lock statement on the pg pool (lib/engine-games/row-statement.ts) and what it returned.
    const query = vi.spyOn(pg.Client.prototype, "query");
    const locked = () =>
      Promise.all(
        query.mock.calls.flatMap((call, i) =>
          typeof call[0] === "string" && call[0].includes("FOR UPDATE OF g")
            ? [query.mock.results[i]!.value as Promise<{ rows: { state: unknown }[] }>]
            : [],
        ),
      );
    try {
      await personMoves(gameId, devices);
      await personMoves(gameId, devices);
      // Those went on this instance's copy (lib/engine-games/cached-write.ts); a request that saw an older seq
      // declines there and meets the lock, with the copy current.
      const now = await game(gameId);
      const acting = gameMessage(gameId, now.seq, "running", now.state, [], 0).acting.seats[0]!;
      const stale = { action: { type: "pass" }, seenSeq: now.seq - 1, idempotencyKey: randomUUID() };
      await expect(actIn(gameRules, gameId, devices[acting]!, stale)).rejects.toMatchObject({ code: "game_stale" });
      const read = await locked();
      expect(read.length).toBeGreaterThanOrEqual(1);
      expect(read.at(-1)!.rows[0]!.state).toBeNull();
      // A restarted instance: no copy when its lock comes.
      const row = await game(gameId);
      const p = gameMessage(gameId, row.seq, "running", row.state, [], 0).acting.seats[0]!;
      const action = gameMessage(gameId, row.seq, "running", row.state, [], p).legal![0]!;
      gameStates().forget(gameId);
      await actIn(gameRules, gameId, devices[p]!, { action, seenSeq: row.seq, idempotencyKey: randomUUID() });
      const after = await locked();
      expect(after.length).toBe(read.length + 1);
      expect(after.at(-1)!.rows[0]!.state).not.toBeNull();
    } finally {
      query.mockRestore();
    }
  });

  it("a second instance that missed entries catches up, from its copy or past a snapshot, then writes; the first catches up after it", async () => {
    const { gameId, devices } = await duel();
    const other = new GameStates();
    await game(gameId, other);
    const seen = other.get(gameId)!.seq;
    // A few entries by the first instance: the other replays them from its copy.
    for (let i = 0; i < 3; i++) await personMoves(gameId, devices);
    expect(other.get(gameId)!.seq).toBe(seen);
    await personMoves(gameId, devices, other);
    const afterOther = await stored(gameId);
    expect(other.get(gameId)!.seq).toBe(afterOther.seq);
    expect(json((await game(gameId)).state)).toBe(json(other.get(gameId)!.state));
    // The first instance missed that one: it replays it, then writes on.
    expect(gameStates().get(gameId)!.seq).toBeLessThan(afterOther.seq);
    await personMoves(gameId, devices);
    expect(json((await game(gameId)).state)).toBe(json(gameStates().get(gameId)!.state));
    // More than a snapshot's worth behind: the other starts from the row's snapshot.
    const behind = other.get(gameId)!.seq;
    while ((await stored(gameId)).stateSeq <= behind) expect(await personMoves(gameId, devices)).toBe(true);
    await personMoves(gameId, devices, other);
    expect(json((await game(gameId)).state)).toBe(json(other.get(gameId)!.state));
    await personMoves(gameId, devices);
    expect(json((await game(gameId)).state)).toBe(json(gameStates().get(gameId)!.state));
  });

  it("a write that rolls back leaves the copy as it was, and the game plays on from it", async () => {
    const { gameId, devices } = await duel();
    await personMoves(gameId, devices);
    const states = gameStates();
    const before = states.get<GameState, unknown>(gameId)!;
    const row = await game(gameId, states);
    const acting = gameMessage(gameId, row.seq, "running", row.state, [], 0).acting.seats[0]!;
    const action = gameMessage(gameId, row.seq, "running", row.state, [], acting).legal![0]!;
    const failed = writeGame(gameRules, gameId, states, async (tx, aggregate) => {
      await runWrite(tx, aggregate, {
        load: () => ({}),
        reduce: (_tx, now) => {
          const applied = apply(now.state, action);
          if ("error" in applied) throw new Error(applied.error);
          return { result: null, entries: [{ actor: "test", action, events: applied.events, state: applied.state }] };
        },
      });
      throw new Error("rolled back after the append");
    });
    await expect(failed).rejects.toThrow("rolled back after the append");
    expect(states.get(gameId)).toBe(before);
    expect(states.isWriting(gameId, before.seq + 1)).toBe(false);
    expect((await stored(gameId)).seq).toBe(before.seq);
    expect(await personMoves(gameId, devices)).toBe(true);
    expect(states.get(gameId)!.seq).toBe(before.seq + 1);
    expect(json((await game(gameId)).state)).toBe(json(states.get(gameId)!.state));
  });
});
