// Issue 16 §4: a new engine game's seed is 128 bits from the server's CSPRNG, four unsigned 32-bit
// words, wherever it is stored; with 31 bits one's own draws and the public deck lists would let a
// player search every seed offline for the opponent's hand.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { replayMatchesSnapshot } from "@/lib/games/replay";
import { practiceGame } from "./setup";

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
