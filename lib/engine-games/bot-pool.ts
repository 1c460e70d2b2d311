// The bot worker: one worker thread per process that plans the moves of the bots that search
// (tenths of a second of CPU each), so the event loop that serves bids, actions and streams never
// waits for one. Jobs queue in the worker in arrival order; a worker that fails or outlives a job's
// time limit is ended, its jobs fail with BotWorkerUnavailable (the game's next sweep plans again),
// and the next job starts a fresh worker. The worker is unreferenced while idle: it never keeps a
// process alive.
import path from "node:path";
import type { Worker } from "node:worker_threads";
import type { Seed } from "@/engine/shared/rng";
import { appMetrics } from "@/lib/metrics/app-metrics";

// The worker's file runs as it is on disk, through tsx: Next's bundler must not follow it (it bundles what a `new
// Worker` it recognizes names, tsx's loader included, and fails), so the constructor comes from the runtime.
const { Worker: WorkerThread } = process.getBuiltinModule(
  "node:worker_threads",
) as typeof import("node:worker_threads");

/** One move to plan: the engine's bot `bot` (lib/game-registry/worker-bots.ts) at `seat`. */
export interface BotJob {
  id: number;
  engine: string;
  bot: string;
  state: unknown;
  seat: number;
  seed: Seed;
  /** Passed to the bot after its randomness (BotTurn.offload's context). */
  context?: unknown;
  /** Names `context` (its content, e.g. a card set's version): the worker is sent it once and keeps it, and later jobs
   * of the same key send the key alone (a card pool is ≈ 160 KB to copy on the event loop at every move). */
  contextKey?: string;
}

/** What the worker is sent for a move: the job, its context only when the worker does not hold it yet, and the keys
 * the worker is to forget (the pool mirrors the worker's store exactly: messages arrive in order). */
export type BotJobMessage = BotJob & { forget?: string[] };

/** How many keyed contexts a worker keeps (the least recently used goes first): a few card sets at once. */
export const CONTEXTS_KEPT = 8;

/** Other work for the worker than a move: `task` of `engine` (lib/game-registry/worker-bots.ts WORKER_TASKS) on
 * `input`, e.g. the CPU-heavy preparation of what a bot assumes. */
export interface TaskJob {
  id: number;
  engine: string;
  task: string;
  input: unknown;
}

export type BotJobAnswer = { id: number; action: unknown } | { id: number; error: string };

/** The worker could not plan the move (it failed or took too long): worth trying again later. */
export class BotWorkerUnavailable extends Error {}

/** A job's longest plan before its worker is ended: far above any level's budget (a bug or a stall). */
const JOB_LIMIT_MS = 60_000;

interface Pending {
  /** The worker the job was sent to: one that ends fails only its own jobs. */
  worker: Worker;
  resolve(action: unknown): void;
  reject(err: Error): void;
  timer: ReturnType<typeof setTimeout>;
  /** When it was sent (performance.now()), for /metrics' job time. */
  sent: number;
  /** A move (counted as planned), not a task. */
  move: boolean;
}

/** A job's end in /metrics: its outcome counted, its time from sending to answer observed. */
function noteJob(p: Pending, outcome: "planned" | "failed"): void {
  const m = appMetrics();
  m.botJobs.inc({ outcome });
  m.botJobTime.observe((performance.now() - p.sent) / 1000);
}

export interface BotPool {
  /** `limitMs`: this job's limit (the pool's by default). */
  plan(job: Omit<BotJob, "id">, limitMs?: number): Promise<unknown>;
  /** Runs a task (TaskJob) in the worker: its answer, or its error. */
  run(job: Omit<TaskJob, "id">, limitMs?: number): Promise<unknown>;
  /** Jobs sent and not answered yet; moves planned; jobs failed. */
  stats(): { queued: number; planned: number; failed: number };
  close(): Promise<void>;
}

export function botPool(limitMs = JOB_LIMIT_MS): BotPool {
  let worker: Worker | null = null;
  /** The keyed contexts the current worker holds, least recently used first (a new worker holds none). */
  let held: string[] = [];
  const pending = new Map<number, Pending>();
  let next = 0;
  let planned = 0;
  let failed = 0;

  function failAll(w: Worker, why: string) {
    if (worker === w) worker = null;
    for (const [id, p] of pending) {
      if (p.worker !== w) continue;
      clearTimeout(p.timer);
      pending.delete(id);
      failed++;
      noteJob(p, "failed");
      p.reject(new BotWorkerUnavailable(why));
    }
    void w.terminate();
  }

  function started(): Worker {
    if (worker) return worker;
    const w = new WorkerThread(path.join(process.cwd(), "lib/engine-games/bot-worker.mjs"));
    w.on("message", (answer: BotJobAnswer) => {
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      clearTimeout(p.timer);
      if (![...pending.values()].some((q) => q.worker === w)) w.unref();
      noteJob(p, "error" in answer ? "failed" : "planned");
      if ("error" in answer) {
        failed++;
        p.reject(new Error(`bot worker: ${answer.error}`));
      } else {
        if (p.move) planned++;
        p.resolve(answer.action);
      }
    });
    w.on("error", (err) => failAll(w, `bot worker failed: ${err.message}`));
    w.on("exit", (code) => failAll(w, `bot worker exited (${code})`));
    worker = w;
    held = [];
    return w;
  }

  /** The job as sent: a context the worker holds goes by its key alone. */
  function message(job: Omit<BotJob, "id"> | Omit<TaskJob, "id">, id: number): BotJobMessage | TaskJob {
    if (!("contextKey" in job) || job.contextKey === undefined) return { ...job, id } as BotJobMessage | TaskJob;
    const key = job.contextKey;
    const known = held.indexOf(key);
    if (known >= 0) {
      held.splice(known, 1);
      held.push(key);
      const { context: _held, ...rest } = job;
      return { ...rest, id };
    }
    held.push(key);
    const forget = held.length > CONTEXTS_KEPT ? held.splice(0, held.length - CONTEXTS_KEPT) : [];
    return { ...job, id, ...(forget.length ? { forget } : {}) };
  }

  function send(job: Omit<BotJob, "id"> | Omit<TaskJob, "id">, limit: number): Promise<unknown> {
    const w = started();
    const id = ++next;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => failAll(w, `bot worker: no answer within ${limit} ms`), limit);
      timer.unref?.();
      pending.set(id, { worker: w, resolve, reject, timer, sent: performance.now(), move: !("task" in job) });
      w.ref();
      w.postMessage(message(job, id));
    });
  }

  return {
    plan: (job, limit = limitMs) => send(job, limit),
    run: (job, limit = limitMs) => send(job, limit),
    stats: () => ({ queued: pending.size, planned, failed }),
    async close() {
      const w = worker;
      worker = null;
      if (w) {
        failAll(w, "bot worker closed");
        await w.terminate();
      }
    },
  };
}

const holder = globalThis as unknown as { bazaarBotPool?: BotPool };

/** This process's bot worker (Next's bundles and the app server's lane share it through globalThis). */
export function botWorker(): BotPool {
  holder.bazaarBotPool ??= botPool();
  return holder.bazaarBotPool;
}
