// A searching bot's first move in a process that has not loaded the event's card set: the set's pool (what the bot
// assumes the others' hidden cards come from) is loaded by the bot worker, never on the event loop that serves bids
// and actions (loading validates every card script: ~200 ms cold). The pool is the one the event loop would build, and
// it is built once per set version.
import { afterAll, describe, expect, it, vi } from "vitest";

/** Loads of a set on this thread (the worker thread loads its own module, unmocked). */
const loads = vi.hoisted(() => ({ here: 0 }));
vi.mock("@/engine/kartomantik/cards/load", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/engine/kartomantik/cards/load")>();
  return {
    ...real,
    loadSet: (...args: Parameters<typeof real.loadSet>) => {
      loads.here++;
      return real.loadSet(...args);
    },
  };
});

const { db } = await import("@/lib/db/client");
const { botPool } = await import("@/lib/engine-games/bot-pool");
const { botContextOf } = await import("@/lib/kartomantik/games/bot-context");
const { defsOfSet } = await import("@/lib/kartomantik/games/cards");
const { cardPool } = await import("@/engine/kartomantik/search/determinize");
const { withDecks } = await import("./setup");

const pool = botPool();
afterAll(() => pool.close());

describe("a searching bot's card pool", () => {
  it("on a set this process has not loaded: loaded by the bot worker, once, the same pool the event loop builds", async () => {
    const night = await withDecks(1);
    const setId = night.event.cardSetId!;
    // A new version stamp: nothing of this set is loaded in this process.
    await db().$executeRaw`UPDATE "CardSet" SET "updatedAt" = "updatedAt" + interval '1 second' WHERE id = ${setId}`;
    loads.here = 0;
    const run = vi.spyOn(pool, "run");
    const first = (await botContextOf(night.event.id, pool)).value;
    const again = (await botContextOf(night.event.id, pool)).value;
    expect(loads.here, "a set loaded on the event loop").toBe(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(again.pool).toBe(first.pool);
    expect(first.pool).toEqual(cardPool(Object.values((await defsOfSet(setId)).byExternal)));
    expect(first.pool!.length).toBeGreaterThan(100);
  }, 60_000);
});
