// The bot worker (lib/engine-games/bot-pool.ts): a move planned in the worker thread is the move the
// same bot plans on the event loop from the same state and seed; a bot the worker does not know is an
// error naming it; a worker that outlives a job's limit is ended and its job fails as "try again later"
// (the game's sweep plans it again), and the next job gets a fresh worker.
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyInPlace, cloneState } from "@/engine/kartomantik/apply";
import { BOTS, actor } from "@/engine/kartomantik/bots";
import { isRuleError } from "@/engine/kartomantik/errors";
import { saltSeed, seedRng } from "@/engine/shared/rng";
import { botPool, BotWorkerUnavailable, CONTEXTS_KEPT, type BotPool } from "@/lib/engine-games/bot-pool";
import { createGame } from "@/engine/kartomantik";
import { demoDecks } from "../kartomantik/sets";

const demoDuel = (seed: number) => createGame({ seed, decks: [demoDecks()[0]!, demoDecks()[1]!] }).state;

const pools: BotPool[] = [];
const opened = (limitMs?: number) => {
  const pool = botPool(limitMs);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
  vi.restoreAllMocks();
});

/** The first position of a demo duel where the card pool changes the searching bot's move: the state, its seat and
 * seed, and the move told the pool. */
function whereThePoolCounts(seed: number, cards: ReturnType<typeof demoDecks>[number]) {
  const s = cloneState(demoDuel(seed));
  for (let n = 0; n < 200 && !s.result; n++) {
    const seat = actor(s)!;
    const moveSeed = saltSeed(seed, n);
    const [told] = BOTS.facile(s, seat, seedRng(moveSeed), { pool: cards });
    if (JSON.stringify(told) !== JSON.stringify(BOTS.facile(s, seat, seedRng(moveSeed))[0]))
      return { state: s, seat, seed: moveSeed, told };
    expect(isRuleError(applyInPlace(s, BOTS.greedy(s, seat, seedRng(moveSeed))[0]))).toBe(false);
  }
  throw new Error("the pool never changed a move");
}

describe("the bot worker", () => {
  it("plans, move after move of a duel, what the same bot plans on the event loop", async () => {
    const pool = opened();
    const s = cloneState(demoDuel(41));
    for (let n = 0; n < 60 && !s.result; n++) {
      const seat = actor(s)!;
      const seed = saltSeed(41, n);
      const [here] = BOTS.greedy(s, seat, seedRng(seed));
      const there = await pool.plan({ engine: "kartomantik", bot: "greedy", state: s, seat, seed });
      expect(there).toEqual(here);
      expect(isRuleError(applyInPlace(s, here))).toBe(false);
    }
    expect(pool.stats()).toMatchObject({ queued: 0, failed: 0 });
    expect(pool.stats().planned).toBeGreaterThan(20);
  }, 60_000);

  it("refuses a bot it does not know, naming it", async () => {
    const pool = opened();
    const job = { engine: "kartomantik", bot: "nobody", state: demoDuel(3), seat: 0, seed: 1 };
    await expect(pool.plan(job)).rejects.toThrow(/no bot nobody for kartomantik/);
    expect(pool.stats()).toMatchObject({ queued: 0, failed: 1 });
  }, 30_000);

  it("ends a worker that outlives a job's limit: the job fails to be tried again; a fresh worker plans the next", async () => {
    // A limit shorter than a worker's start: the first job cannot be answered in time.
    const pool = opened(1);
    const job = { engine: "kartomantik", bot: "greedy", state: demoDuel(5), seat: 0, seed: 1 };
    await expect(pool.plan(job)).rejects.toBeInstanceOf(BotWorkerUnavailable);
    expect(pool.stats()).toMatchObject({ queued: 0, failed: 1 });
    const patient = opened();
    await expect(patient.plan(job)).resolves.toEqual(BOTS.greedy(demoDuel(5), 0, seedRng(1))[0]);
  }, 30_000);

  it("a worker that ends fails only its own jobs: the next worker's job, sent before the first one's exit, is answered", async () => {
    const pool = opened();
    const job = { engine: "kartomantik", bot: "greedy", state: demoDuel(6), seat: 0, seed: 2 };
    // The first job's limit ends its worker before it starts; the second goes to a fresh worker at once, and the
    // first worker's exit is reported while it waits.
    await expect(pool.plan(job, 1)).rejects.toBeInstanceOf(BotWorkerUnavailable);
    await expect(pool.plan(job)).resolves.toEqual(BOTS.greedy(demoDuel(6), 0, seedRng(2))[0]);
    expect(pool.stats()).toMatchObject({ queued: 0, planned: 1, failed: 1 });
  }, 30_000);

  it("passes a job's context to the bot: a searching level plans with the card pool it is given", async () => {
    const pool = opened();
    const cards = demoDecks()[2]!;
    // The first position where the pool changes the searching bot's move, so the context visibly reaches it.
    const { state, seat, seed, told } = whereThePoolCounts(43, cards);
    const job = { engine: "kartomantik", bot: "facile", state, seat, seed, context: { pool: cards } };
    await expect(pool.plan(job)).resolves.toEqual(told);
  }, 60_000);

  it("a keyed context is copied to the worker once: later moves send the key; the least recent of more keys, and a new worker's, are sent again", async () => {
    const cards = demoDecks()[2]!;
    const { state, seat, seed, told } = whereThePoolCounts(43, cards);
    const sent = vi.spyOn(Worker.prototype, "postMessage");
    const posted = () => sent.mock.calls.at(-1)![0] as { context?: unknown; forget?: string[] };
    const pool = opened();
    const job = (key: string) => ({
      engine: "kartomantik",
      bot: "facile",
      state,
      seat,
      seed,
      context: { pool: cards },
      contextKey: key,
    });

    await expect(pool.plan(job("set@1"))).resolves.toEqual(told);
    expect(posted().context).toEqual({ pool: cards });
    // The key alone: the worker plans with the pool it kept (without it, the move would be the one without a pool).
    await expect(pool.plan(job("set@1"))).resolves.toEqual(told);
    expect(posted()).not.toHaveProperty("context");

    // CONTEXTS_KEPT other keys: the first one is forgotten by both sides, and sent whole when it is used again.
    for (let k = 2; k <= CONTEXTS_KEPT + 1; k++) await expect(pool.plan(job(`set@${k}`))).resolves.toEqual(told);
    expect(posted().forget).toEqual(["set@1"]);
    await expect(pool.plan(job("set@2"))).resolves.toEqual(told);
    expect(posted()).not.toHaveProperty("context");
    await expect(pool.plan(job("set@1"))).resolves.toEqual(told);
    expect(posted().context).toEqual({ pool: cards });
    expect(posted().forget).toEqual(["set@3"]);

    // A worker ended (its job outlived the limit): the next one holds nothing and gets the context again.
    await expect(pool.plan(job("set@1"), 1)).rejects.toBeInstanceOf(BotWorkerUnavailable);
    await expect(pool.plan(job("set@1"))).resolves.toEqual(told);
    expect(posted().context).toEqual({ pool: cards });
    expect(pool.stats()).toMatchObject({ queued: 0, failed: 1 });
  }, 60_000);
});
