// Password work (bcrypt at cost 12: about half a second of CPU per hash or compare) in worker
// threads, so the event loop that serves everyone else never waits for a login. A few workers each
// take one job at a time; the rest wait in a bounded queue, and past it a job is refused `busy`
// (503): logins from many emails and addresses cannot pile up unbounded CPU work. A worker that fails
// or outlives a job's time limit is ended and fails only its own job; the next job starts a fresh
// worker. Idle workers are unreferenced: they never keep a process alive.
import { availableParallelism } from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { AppError } from "@/lib/errors";

// The worker's file runs as it is on disk: Next's bundler must not follow it, so the constructor
// comes from the runtime (as in lib/engine-games/bot-pool.ts).
const { Worker: WorkerThread } = process.getBuiltinModule(
  "node:worker_threads",
) as typeof import("node:worker_threads");

export type PasswordJob =
  { op: "hash"; plain: string; rounds: number } | { op: "compare"; plain: string; hash: string };
type Answer = { id: number; result: string | boolean } | { id: number; error: string };

/** The worker ended (a crash, or no answer in time) before answering this job. */
export class PasswordWorkerFailed extends Error {}

export interface PasswordPoolOptions {
  /** Workers running at once. */
  workers: number;
  /** Jobs waiting for a worker before new ones are refused. */
  maxWaiting: number;
  /** A job's longest run before its worker is ended (a stall, never a real hash). */
  limitMs: number;
  /** The worker's entry file. */
  file: string;
}

export interface PasswordPool {
  hash(plain: string, rounds: number): Promise<string>;
  compare(plain: string, hash: string): Promise<boolean>;
  /** Jobs running and waiting now; jobs answered, failed (worker ended) and refused (queue full). */
  stats(): { running: number; waiting: number; answered: number; failed: number; refused: number };
  close(): Promise<void>;
}

interface Job {
  id: number;
  job: PasswordJob;
  resolve(result: string | boolean): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer?: ReturnType<typeof setTimeout>;
}

// One worker short of the cores (at most 2), so the process's own event loop keeps a core.
const defaults = (): PasswordPoolOptions => ({
  workers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxWaiting: 16,
  limitMs: 30_000,
  file: path.join(process.cwd(), "lib/auth/password-worker.mjs"),
});

export function passwordPool(options: Partial<PasswordPoolOptions> = {}): PasswordPool {
  const { workers, maxWaiting, limitMs, file } = { ...defaults(), ...options };
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  let next = 0;
  let answered = 0;
  let failed = 0;
  let refused = 0;

  function run(slot: Slot, job: Job) {
    slot.job = job;
    slot.timer = setTimeout(() => end(slot, `password worker: no answer within ${limitMs} ms`), limitMs);
    slot.timer.unref?.();
    slot.worker.ref();
    slot.worker.postMessage({ ...job.job, id: job.id });
  }

  /** The worker is done with its job: the next waiting one, or idle (unreferenced). */
  function freed(slot: Slot) {
    clearTimeout(slot.timer);
    slot.job = null;
    const job = waiting.shift();
    if (job) run(slot, job);
    else slot.worker.unref();
  }

  /** Ends a worker, failing only the job it ran; waiting jobs go to a fresh worker. */
  function end(slot: Slot, why: string) {
    const at = slots.indexOf(slot);
    if (at < 0) return;
    slots.splice(at, 1);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    if (slot.job) {
      failed++;
      slot.job.reject(new PasswordWorkerFailed(why));
    }
    const job = waiting.shift();
    if (job) run(started(), job);
  }

  function started(): Slot {
    const slot: Slot = { worker: new WorkerThread(file), job: null };
    slot.worker.on("message", (answer: Answer) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      freed(slot);
      answered++;
      if ("error" in answer) job.reject(new Error(`password worker: ${answer.error}`));
      else job.resolve(answer.result);
    });
    slot.worker.on("error", (err) => end(slot, `password worker failed: ${err.message}`));
    slot.worker.on("exit", (code) => end(slot, `password worker exited (${code})`));
    slots.push(slot);
    return slot;
  }

  function submit(job: PasswordJob): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      const entry: Job = { id: ++next, job, resolve, reject };
      const idle = slots.find((s) => !s.job) ?? (slots.length < workers ? started() : null);
      if (idle) return run(idle, entry);
      if (waiting.length >= maxWaiting) {
        refused++;
        return reject(new AppError("busy"));
      }
      waiting.push(entry);
    });
  }

  return {
    hash: (plain, rounds) => submit({ op: "hash", plain, rounds }) as Promise<string>,
    compare: (plain, hash) => submit({ op: "compare", plain, hash }) as Promise<boolean>,
    stats: () => ({
      running: slots.filter((s) => s.job).length,
      waiting: waiting.length,
      answered,
      failed,
      refused,
    }),
    async close() {
      for (const job of waiting.splice(0)) job.reject(new PasswordWorkerFailed("password pool closed"));
      const ending = slots.map((s) => s.worker);
      for (const slot of [...slots]) end(slot, "password pool closed");
      await Promise.all(ending.map((w) => w.terminate()));
    },
  };
}

const holder = globalThis as unknown as { bazaarPasswordPool?: PasswordPool };

/** This process's password workers (Next's bundles share them through globalThis). */
export function passwordWorkers(): PasswordPool {
  holder.bazaarPasswordPool ??= passwordPool();
  return holder.bazaarPasswordPool;
}
