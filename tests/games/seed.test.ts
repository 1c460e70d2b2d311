// Issue 16 §4: a new engine game's seed is 128 bits from the server's CSPRNG, four unsigned 32-bit
// words, wherever it is stored; with 31 bits one's own draws and the public deck lists would let a
// player search every seed offline for the opponent's hand.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { act } from "@/lib/kartomantik/games/play";
import { replayMatchesSnapshot } from "@/lib/kartomantik/games/replay";
import { gameMessage } from "@/lib/kartomantik/games/views";
import { practiceGame, state } from "./setup";

const isWords = (seed: unknown) =>
  Array.isArray(seed) && seed.length === 4 && seed.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32);

async function storedSeeds(gameId: string) {
  const rows = await db().$queryRaw<{ config: unknown; state: unknown; start: unknown }[]>`
    SELECT g.config->'seed' AS config, g.state->'seed' AS state, a.action->'seed' AS start
      FROM "EngineGame" g JOIN "EngineAction" a ON a."gameId" = g.id AND a.seq = 1 WHERE g.id = ${gameId}`;
  return rows[0]!;
}

describe("issue 16 §4: a new engine game's seed", () => {
  it("is four unsigned 32-bit words in the row, its state and its start entry; the log replays from it", async () => {
    const { night, gameId } = await practiceGame();
    const stored = await storedSeeds(gameId);
    expect(isWords(stored.config), JSON.stringify(stored.config)).toBe(true);
    expect(stored.state).toEqual(stored.config);
    expect(stored.start).toEqual(stored.config);
    expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);
  });

  it("differs from game to game", async () => {
    const [a, b] = [await practiceGame(), await practiceGame()];
    expect((await storedSeeds(a.gameId)).config).not.toEqual((await storedSeeds(b.gameId)).config);
  });
});

describe("the replay check", () => {
  it("compares the snapshot with the log up to the snapshot's seq, whatever moves land between its reads", async () => {
    // Bots move on their own after each commit. Here a move lands after each read of the game row, so no two reads
    // see the same log: the check read the log, then the snapshot a move ahead of it, and said a sound game did not
    // replay.
    const { night, device, gameId } = await practiceGame();
    const before = (await state(gameId)).seq;
    const move = async () => {
      const snap = await state(gameId);
      const legal =
        snap.status === "running" ? (gameMessage(gameId, snap.seq, snap.status, snap.state, [], 0).legal ?? []) : [];
      if (legal.length)
        await act(gameId, device, { action: legal[0]!, seenSeq: snap.seq, idempotencyKey: randomUUID() });
    };
    // The game's reads: its row with the current state (one statement, lib/engine-games/rules.ts loadGame) and the
    // log the replay runs.
    const rows = db().engineGame;
    const reads = [
      ...(["findUnique", "findUniqueOrThrow"] as const).map((name) => ({ of: rows as object, name })),
      { of: db() as object, name: "$queryRaw" },
    ];
    let moves = 0;
    let moving = false; // the move's own reads go through the spies too
    const spies = reads.map(({ of, name }) => {
      const target = of as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const read = target[name]!.bind(of);
      return vi.spyOn(target, name).mockImplementation(((...args: unknown[]) =>
        read(...args).then(async (row) => {
          if (moving) return row;
          moving = true;
          moves++;
          await move().finally(() => (moving = false));
          return row;
        })) as never);
    });
    try {
      expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(moves).toBeGreaterThanOrEqual(2);
    expect((await state(gameId)).seq).toBeGreaterThan(before);
  });
});
