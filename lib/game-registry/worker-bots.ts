// The bots a bot worker may run (lib/engine-games/bot-pool.ts), by engine: only engine code, so a
// worker thread loads no database client or framework. A game's rules name the engine and the bot of
// a turn they hand to the worker (BotTurn.offload); every other bot moves on the event loop.
import type { Rng } from "@/engine/shared/rng";
import { BOTS as KARTOMANTIK_BOTS } from "@/engine/kartomantik/bots";
import { BOTS as INCANTESIUM_BOTS } from "@/engine/incantesium";
import { setPool } from "@/lib/kartomantik/games/set-load";

/** A bot as a worker calls it: the game's state, the seat it plays, its randomness, what else it assumes. */
export type WorkerBot = (state: never, seat: number, rng: Rng, context?: never) => readonly [unknown, Rng];

export const WORKER_BOTS: Record<string, Record<string, WorkerBot>> = {
  kartomantik: KARTOMANTIK_BOTS,
  incantesium: INCANTESIUM_BOTS,
};

/** The other work a worker may run (BotPool.run), by engine: what a bot assumes, prepared off the event loop. */
export const WORKER_TASKS: Record<string, Record<string, (input: never) => unknown>> = {
  kartomantik: { pool: setPool },
};
