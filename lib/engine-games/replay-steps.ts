// The organizer's replay viewer asks for one step of a game's log per arrow key: replaying the whole
// log on each request made stepping through a game quadratic and held the server's event loop for up to
// a few hundred ms a key. Each process keeps, per game it replayed lately, the state every
// CHECKPOINT_EVERY steps and the last state it served, so that a request applies at most one interval of
// the log; only a game's first request (nothing kept) replays up to its step, once, an interval at a time
// with the event loop free for others in between. A state after step k depends only on the log's first k
// entries (the log is only appended to: an undo is an entry of its own) and on what the replay starts from
// (`basis`): a game that goes on keeps its states, and each kept state is checked against its entry's row
// id when used, so a log written anew is replayed anew, never served stale.
import { isLogNote, isUndoTaken } from "@/lib/engine-games/log-notes";

/** A state is kept every this many steps: a request replays fewer entries from one (≈ 6 ms of engine work). */
export const CHECKPOINT_EVERY = 32;
// Bounds on memory: states share their card definitions, and the rest is 14 KB (a duel) to 28 KB (a
// Free-for-All of four) as JSON, some tens of KB as objects: 256 states are a few tens of MB at most.
// 16 games of ~300 entries hold 10 states each: the games a few organizers review at once, and a game
// dropped costs one replay of its log when asked again.
const MAX_GAMES = 16;
const MAX_STATES = 256;

/** A log entry as a replay reads it; `id` is the row's own (a row written again has another). */
export interface ReplayEntry {
  id: bigint;
  seq: number;
  actor: string;
  action: unknown;
}

/** A state after a step and the events of that step. */
export interface Stepped<S, Ev> {
  state: S;
  events: Ev[];
}

/** What a kind gives a replay of one of its games. */
export interface ReplaySource<S, Ev> {
  gameId: string;
  /** What the replay starts from besides the log (config, card definitions): a different one drops the
   * game's kept states. Compared element by element (===). */
  basis: readonly unknown[];
  /** Step 1: the game as created. */
  start(): Stepped<S, Ev>;
  /** An engine action applied; a log that does not fit is a corrupted game: it throws. */
  apply(state: S, entry: ReplayEntry): Stepped<S, Ev>;
  /** The log's entries with seq in (after, upTo], oldest first. */
  read(after: number, upTo: number): Promise<ReplayEntry[]>;
}

interface Known<S, Ev> extends Stepped<S, Ev> {
  step: number;
  entryId: bigint;
}

interface GameStates {
  basis: readonly unknown[];
  checkpoints: Map<number, Known<unknown, unknown>>;
  /** The last state served: stepping forward applies one entry. */
  last?: Known<unknown, unknown>;
}

const sameBasis = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** The states kept per game, least recently used dropped first. One per process (replayStates). */
export class ReplayStates {
  private readonly games = new Map<string, GameStates>();
  private held = 0;

  private size = (g: GameStates) => g.checkpoints.size + (g.last ? 1 : 0);

  /** The game's states, made the most recently used; anew when they started from another basis. */
  private game(gameId: string, basis: readonly unknown[]): GameStates {
    const had = this.games.get(gameId);
    if (had) this.drop(gameId);
    const g = had && sameBasis(had.basis, basis) ? had : { basis, checkpoints: new Map() };
    this.games.set(gameId, g);
    this.held += this.size(g);
    this.trim(gameId);
    return g;
  }

  /** The kept state closest to `step` from below, if any. */
  nearest<S, Ev>(gameId: string, basis: readonly unknown[], step: number): Known<S, Ev> | undefined {
    const g = this.game(gameId, basis);
    let best: Known<unknown, unknown> | undefined;
    for (const k of [...g.checkpoints.values(), ...(g.last ? [g.last] : [])])
      if (k.step <= step && (!best || k.step > best.step)) best = k;
    return best as Known<S, Ev> | undefined;
  }

  /** Keeps the state after `step` (a checkpoint, or the last one served). */
  keep<S, Ev>(gameId: string, basis: readonly unknown[], known: Known<S, Ev>, last: boolean): void {
    const g = this.game(gameId, basis);
    const before = this.size(g);
    if (last) g.last = known as Known<unknown, unknown>;
    else if (this.held < MAX_STATES || g.checkpoints.has(known.step))
      g.checkpoints.set(known.step, known as Known<unknown, unknown>);
    this.held += this.size(g) - before;
    this.trim(gameId);
  }

  /** Drops the least recently used games but `current` while over a bound. */
  private trim(current: string): void {
    for (const [id] of this.games) {
      if (this.games.size <= MAX_GAMES && this.held <= MAX_STATES) return;
      if (id !== current) this.drop(id);
    }
  }

  drop(gameId: string): void {
    const g = this.games.get(gameId);
    if (!g) return;
    this.held -= this.size(g);
    this.games.delete(gameId);
  }

  clear(): void {
    this.games.clear();
    this.held = 0;
  }

  /** States kept now, over all games. */
  get states(): number {
    return this.held;
  }
}

const holder = globalThis as unknown as { bazaarReplayStates?: ReplayStates };
/** This process's kept replay states (Next's bundles share them through globalThis). */
export const replayStates = (): ReplayStates => (holder.bazaarReplayStates ??= new ReplayStates());

/** The state after `step` (1 = the start; the entries' seqs are the steps) and that step's entry, from
 * the nearest kept state: engine actions through apply, an undo back to the state before the action it
 * takes back, other notes skipped (their events none). */
export async function replayTo<S, Ev>(
  source: ReplaySource<S, Ev>,
  step: number,
  states: ReplayStates = replayStates(),
): Promise<{ at: Stepped<S, Ev>; entry: ReplayEntry }> {
  const { gameId, basis } = source;
  const known = states.nearest<S, Ev>(gameId, basis, step);
  const from = known?.step ?? 1;
  const log = await source.read(from - 1, step);
  if (log.length !== step - from + 1 || log.some((e, i) => e.seq !== from + i))
    throw new Error(`replay of game ${gameId}: entries ${from}..${step} expected in the log`);
  // A kept state whose entry is not the same row any more: the log was written anew.
  if (known && known.entryId !== log[0]!.id) {
    states.drop(gameId);
    return replayTo(source, step, states);
  }
  let at: Stepped<S, Ev> = known ?? source.start();
  const keep = (entry: ReplayEntry, last: boolean) =>
    states.keep(gameId, basis, { step: entry.seq, entryId: entry.id, ...at }, last);
  if (!known) keep(log[0]!, false);
  const seen = new Map<number, S>([[from, at.state]]);
  let applied = 0;
  for (const entry of log.slice(1)) {
    if (isLogNote(entry.action)) {
      let state = at.state;
      if (isUndoTaken(entry.action)) {
        const back = entry.action.of - 1;
        const before = seen.get(back);
        if (before !== undefined) state = before;
        else if (back >= 1 && back < from) state = (await replayTo(source, back, states)).at.state;
      }
      at = { state, events: [] };
    } else {
      // A long replay (nothing kept yet) lets the event loop serve others between intervals.
      if (applied > 0 && applied % CHECKPOINT_EVERY === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      at = source.apply(at.state, entry);
      applied++;
    }
    seen.set(entry.seq, at.state);
    if ((entry.seq - 1) % CHECKPOINT_EVERY === 0) keep(entry, false);
  }
  keep(log.at(-1)!, true);
  return { at, entry: log.at(-1)! };
}
