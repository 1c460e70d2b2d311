// What a bot worker thread does: plans one bot move per message, off the app's event loop (a
// searching bot thinks for tenths of a second; a bid or a stream must not wait for it), or runs a task
// preparing what a bot assumes (a card set's pool: its load validates every card script). It gets the
// whole state, as the inline bots do; the bot itself reads only what its seat may see.
import { parentPort } from "node:worker_threads";
import { seedRng } from "@/engine/shared/rng";
import { deepFreeze } from "@/engine/shared/freeze";
import { WORKER_BOTS, WORKER_TASKS } from "@/lib/game-registry/worker-bots";
import type { BotJobAnswer, BotJobMessage, TaskJob } from "@/lib/engine-games/bot-pool";

/** Keyed contexts, as the pool that sends the jobs tells (it keeps the same list: lib/engine-games/bot-pool.ts).
 * Frozen: every move of the key reads the same object, so none may change it for the next. */
const contexts = new Map<string, unknown>();

function contextOf(job: BotJobMessage): { context: unknown } | { error: string } {
  for (const key of job.forget ?? []) contexts.delete(key);
  if (job.contextKey === undefined) return { context: job.context };
  if (job.context !== undefined) contexts.set(job.contextKey, deepFreeze(job.context));
  if (!contexts.has(job.contextKey)) return { error: `context ${job.contextKey} not held` };
  return { context: contexts.get(job.contextKey) };
}

function plan(job: BotJobMessage): BotJobAnswer {
  // The store first, whatever the job's fate: the pool counts it as done when it sends it.
  const given = contextOf(job);
  const bot = WORKER_BOTS[job.engine]?.[job.bot];
  if (!bot) return { id: job.id, error: `no bot ${job.bot} for ${job.engine}` };
  if ("error" in given) return { id: job.id, error: given.error };
  try {
    const [action] = bot(job.state as never, job.seat, seedRng(job.seed), given.context as never);
    if (action === null || action === undefined) return { id: job.id, error: `bot ${job.bot} has no move` };
    return { id: job.id, action };
  } catch (err) {
    return { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
}

function run(job: TaskJob): BotJobAnswer {
  const task = WORKER_TASKS[job.engine]?.[job.task];
  if (!task) return { id: job.id, error: `no task ${job.task} for ${job.engine}` };
  try {
    return { id: job.id, action: task(job.input as never) };
  } catch (err) {
    return { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
}

parentPort!.on("message", (job: BotJobMessage | TaskJob) =>
  parentPort!.postMessage("task" in job ? run(job) : plan(job)),
);
