// BAZAAR_TX_TIMEOUT_MS sets how long an interactive transaction may wait and take (lib/db/client.ts). The test
// servers set it (vitest.config.ts, playwright.config.ts): on a machine starved of CPU, Prisma's 5 s end
// transactions that are short in work, and the run fails on the machine's speed (issue 31 §5).
import { describe, expect, it, vi } from "vitest";

describe("the interactive-transaction limit", () => {
  it("is the environment's when set: a transaction taking longer is ended, one within it commits", async () => {
    // Set before this file's first query makes the client.
    vi.stubEnv("BAZAAR_TX_TIMEOUT_MS", "300");
    const { db } = await import("@/lib/db/client");
    await expect(db().$transaction(async (tx) => tx.$executeRaw`SELECT pg_sleep(1.5)`)).rejects.toThrow(
      /Transaction|expired|timeout/i,
    );
    expect(await db().$transaction(async (tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`)).toEqual([
      { one: 1 },
    ]);
  });
});
