// The bots' moves in engine games, never inside anyone's transaction: a person's action
// commits on its own and is answered; then the bot driver reads the game without a lock, plans the
// bots' next moves there (the engine's search: CPU, no lock held), and appends them in a short write
// of their own through the write kernel, only if the game is still at the seq it planned from (else
// it plans again). A table of bots is many such writes, a few moves each, so no transaction ever
// holds the game row for a whole game, and a person's action or a concession gets the row between
// them. Several instances may drive the same game: the seq check makes one of them write each move,
// the bots' randomness (from the game's seed and the entry's seq) makes every driver plan the same
// one. A crash between a commit and the bots' moves stalls nothing: every instance sweeps, at start
// and then every few seconds, for running games a bot plays in that stay at a seq nobody looked at.
import { saltSeed, seedRng, type Seed } from "@/engine/shared/rng";
import { db } from "@/lib/db/client";
import { backgroundError, backgroundOk } from "@/lib/db/outage";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError } from "@/lib/errors";
import { runWrite } from "@/lib/write/kernel";
import { sweepDue } from "@/lib/write/sweep-due";
import { botWorker, BotWorkerUnavailable, type BotPool } from "@/lib/engine-games/bot-pool";
import { gameStates, type GameStates } from "@/lib/engine-games/state-cache";
import { prismaOf } from "@/lib/engine-games/query";
import {
  loadGame,
  refused,
  type BotTurn,
  type GameEntry,
  type GameRow,
  type GameRules,
} from "@/lib/engine-games/rules";
import { writeGame } from "@/lib/engine-games/write-game";

/** At most this many bot moves per write, planned in at most PLAN_MS of CPU: the row is locked only to
 * append them, and the event loop is free again between plans. */
export const BOT_BATCH = 12;
const PLAN_MS = 20;

async function planOffloaded(
  worker: BotPool,
  offload: NonNullable<BotTurn<unknown>["offload"]>,
  state: unknown,
  seed: Seed,
) {
  const { context, ...job } = offload;
  if (!context) return worker.plan({ ...job, state, seed });
  const { value, key } = await context();
  return worker.plan({ ...job, state, seed, context: value, ...(key === undefined ? {} : { contextKey: key }) });
}

/** The bots' next moves from `row` (its state at its seq), until a person must act, the game ends, or
 * the batch is full. Each move's randomness is derived from the game and the seq of its entry: a
 * replay needs only the log, and every driver plans the same moves. A searching bot's move, planned by the bot
 * worker, ends the batch: it is written (and shown) at once; a quick bot's (the one-ply bot's, also planned there)
 * shares a write with the moves after it, within the batch's time. */
export async function planBotMoves<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  row: R,
  limit = BOT_BATCH,
  worker: BotPool = botWorker(),
  planMs = PLAN_MS,
): Promise<{ state: S; moves: GameEntry<S, Ev>[] }> {
  const started = performance.now();
  const moves: GameEntry<S, Ev>[] = [];
  let state = row.state;
  while (moves.length < limit && !rules.over(state)) {
    const turn = rules.botTurn(row, state);
    if (!turn) break;
    const seq = row.seq + moves.length + 1;
    const seed = saltSeed(turn.seed, Math.imul(seq, 0x9e3779b1));
    const { offload } = turn;
    const action = offload ? ((await planOffloaded(worker, offload, state, seed)) as A) : turn.move(seedRng(seed));
    const result = rules.apply(state, action);
    if (refused(result)) throw new Error(`bot move refused: ${JSON.stringify(action)} → ${result.code}`);
    state = result.state;
    moves.push({ actor: turn.actor, action, events: result.events, state });
    if ((offload && !offload.quick) || performance.now() - started > planMs) break;
  }
  return { state, moves };
}

/** R: the kind's game row. */
export interface BotDriver<R = never> {
  /** Plays the game's bots until a person must act or it ends; resolves then (joins a drain under way).
   * `from`: the row as the write that asks just committed it (saves reading it again). */
  settled(gameId: string, from?: R): Promise<void>;
  /** The same, in the background (after a commit): errors are logged, a later sweep tries again. */
  kick(gameId: string, from?: R): void;
  /** Starts the bots of running games that wait for one and that nobody drives: every game not looked
   * at by this driver at its seq, on the first sweep; afterwards those whose seq stayed put since the
   * previous sweep (a game another instance drives moves on meanwhile). Returns the games started. */
  sweep(): Promise<string[]>;
}

/** A driver of one kind's bots: what one instance runs (botsOf); a test may make a second one (with a
 * copy of the games of its own) to play another instance. */
export function botDriver<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  states: GameStates = gameStates(),
  worker: BotPool = botWorker(),
  /** A batch's planning time (tests lift it, so that what ends a batch does not depend on the machine's speed). */
  planMs = PLAN_MS,
): BotDriver<R> {
  const { kind } = rules;
  const running = new Map<string, { again: boolean; done: Promise<void> }>();
  /** Game → the seq at which this driver found no bot to move (or a move it could not make). */
  const looked = new Map<string, number>();
  const sweeping = sweepDue(looked);

  /** The planned moves appended if the game is still at the row's seq: whether they were (else it moved
   * on meanwhile). */
  async function write(gameId: string, row: R, plan: { state: S; moves: GameEntry<S, Ev>[] }): Promise<boolean> {
    try {
      await writeGame(rules, gameId, states, async (c, aggregate) => {
        const { result } = await runWrite(c, aggregate, {
          load: () => ({}),
          // Planned from the row at its seq: any write since (a person's concession, another driver's
          // moves, a seat handed over) makes the plan stale.
          stale: (_tx, now) =>
            now.seq !== row.seq || now.status !== "running"
              ? new AppError(kind.codes.stale, {}, { seq: now.seq })
              : null,
          reduce: (_tx, now) => ({ result: now, entries: plan.moves }),
        });
        if (rules.over(plan.state)) await rules.ended(prismaOf(c), result, plan.state);
      });
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === kind.codes.stale) return false;
      throw err;
    }
  }

  /** Plans and writes batches from `from` (the row as a write just committed it) or the row as read,
   * until no bot has a move. */
  async function drain(gameId: string, from: R | null): Promise<void> {
    const read = async () => (await loadGame(db(), rules, gameId, { states }))?.row;
    let row = from ?? (await read());
    for (let moved = 0; row && row.status === "running";) {
      if (moved > rules.botLimit(row.state)) throw new Error(`${kind.label} ${gameId}: the bots did not stop`);
      const plan = await planBotMoves(rules, row, BOT_BATCH, worker, planMs);
      if (plan.moves.length === 0) {
        looked.set(gameId, row.seq);
        return;
      }
      if (await write(gameId, row, plan)) {
        moved += plan.moves.length;
        // The row as this write left it: the next plan starts there (a write meanwhile makes it stale).
        const status = rules.over(plan.state) ? "finished" : "running";
        row = { ...row, seq: row.seq + plan.moves.length, state: plan.state, status };
      } else row = await read();
    }
  }

  function settled(gameId: string, from?: R): Promise<void> {
    const under = running.get(gameId);
    if (under) {
      // A write after the drain's last read may have handed the turn to a bot: look once more.
      under.again = true;
      return under.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        await drain(gameId, from ?? null);
        while (entry.again) {
          entry.again = false;
          await drain(gameId, null);
        }
      } catch (err) {
        // A bug (a refused bot move) is not retried at every sweep; an outage or a failed worker is.
        if (!isDatabaseUnavailable(err) && !(err instanceof BotWorkerUnavailable)) {
          const row = await loadGame(db(), rules, gameId, { states }).catch(() => null);
          if (row) looked.set(gameId, row.row.seq);
        }
        throw err;
      } finally {
        running.delete(gameId);
      }
    })();
    running.set(gameId, entry);
    return entry.done;
  }

  function kick(gameId: string, from?: R): void {
    settled(gameId, from).then(backgroundOk, (err) => backgroundError(`${kind.label} bots of ${gameId}`, err));
  }

  async function sweep(): Promise<string[]> {
    const due = sweeping.due(await rules.botGames(db()), running);
    for (const id of due) kick(id);
    return due;
  }

  return { settled, kick, sweep };
}

const holder = globalThis as unknown as { bazaarBotDrivers?: Map<string, BotDriver<unknown>> };

/** This instance's driver of a kind's bots (one per process: Next's bundles share it through globalThis). */
export function botsOf<R extends GameRow<S>, S, A, Ev>(rules: GameRules<R, S, A, Ev>): BotDriver<R> {
  holder.bazaarBotDrivers ??= new Map();
  let driver = holder.bazaarBotDrivers.get(rules.kind.channel) as BotDriver<R> | undefined;
  if (!driver) {
    driver = botDriver(rules);
    holder.bazaarBotDrivers.set(rules.kind.channel, driver as BotDriver<unknown>);
  }
  return driver;
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Every instance sweeps each kind's games for bot moves nobody made (lib/engine-games/bots.ts). */
export function startBotSweeper(drivers: { sweep(): Promise<string[]> }[], everyMs = 3_000): void {
  if (timer) return;
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    Promise.all(drivers.map((d) => d.sweep()))
      .then(backgroundOk, (err) => backgroundError("bot sweep", err))
      .finally(() => (busy = false));
  };
  tick();
  timer = setInterval(tick, everyMs);
  timer.unref?.();
}
