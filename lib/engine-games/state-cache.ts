// This instance's copy of the engine games its players act on and its streams watch: per game the
// state at a seq as committed (never ahead of the database: a write's copy is kept only once its
// transaction has committed, lib/engine-games/rules.ts), with who plays each seat, the status and
// the latest log entries (the hub's messages need no read while the copy is current). It may be
// behind the database (another instance wrote): whoever reads the game then replays the log's
// entries after the copy's seq (lib/engine-games/state.ts). One per process (gameStates); a test
// makes more to play other instances.

import type { UndoTail } from "@/lib/engine-games/undo-log";

/** A log entry as the streams show it. */
export interface LogEntry<Ev> {
  seq: number;
  actor: string;
  events: Ev[];
}

/** A game as committed at `seq`. */
export interface KnownGame<S = unknown, Ev = unknown> {
  seq: number;
  state: S;
  status: string;
  /** Engine seat → the bot playing it ("" for a person). */
  bots: string[];
  /** The log since its last engine action, as far as taking it back goes (lib/engine-games/undo-log.ts). */
  undo?: UndoTail;
  /** The latest entries up to seq, oldest first and without gaps (fewer after a cold load). */
  recent: LogEntry<Ev>[];
  /** The seq of the row's snapshot of the state, when known (lib/engine-games/state.ts). */
  stateSeq?: number;
}

/** What a write on this instance's copy needs beyond the state (lib/engine-games/cached-write.ts): the
 * row's columns that only a write moves on, and the seat each device held, as the last read found them. */
export interface KnownRow {
  /** The row as read but its state (its seq, status and bots are the copy's: KnownGame). */
  columns: object;
  /** Device key hash → the game's seat it held when the row was read. */
  seats: Map<string, string>;
}

// A game is 40–70 KB of state: a few hundred running games are well under 50 MB.
const MAX_GAMES = 500;
const RECENT_ENTRIES = 48;

export class GameStates {
  private readonly games = new Map<string, KnownGame>();
  /** Game → the seq a write of this instance is appending (not committed yet). */
  private readonly writes = new Map<string, number>();
  private readonly listeners = new Set<(gameId: string) => void>();
  private readonly rows = new Map<string, KnownRow>();

  get<S, Ev>(gameId: string): KnownGame<S, Ev> | undefined {
    return this.games.get(gameId) as KnownGame<S, Ev> | undefined;
  }

  /** What a read found committed or a commit wrote (`entries`: the newest, ending at game.seq); never
   * steps a newer copy back. */
  keep<S, Ev>(gameId: string, game: Omit<KnownGame<S, Ev>, "recent">, entries: LogEntry<Ev>[]): void {
    const had = this.games.get(gameId);
    if (had && had.seq >= game.seq) return;
    const joins = had && entries.length > 0 && entries[0]!.seq === had.seq + 1;
    const recent = (joins ? [...had.recent, ...entries] : entries).slice(-RECENT_ENTRIES) as LogEntry<unknown>[];
    this.games.delete(gameId);
    if (this.games.size >= MAX_GAMES) this.forget(this.games.keys().next().value!);
    // A copy without the snapshot's seq keeps the one it had (a write that stored none).
    const stateSeq = game.stateSeq ?? had?.stateSeq;
    this.games.set(gameId, { ...game, recent, ...(stateSeq === undefined ? {} : { stateSeq }) });
  }

  /** A read of the row (its columns but the state) and the devices holding its seats (key hash → seat). */
  learn(gameId: string, columns: object, seatDevices: Record<string, string>): void {
    if (this.games.has(gameId)) this.rows.set(gameId, { columns, seats: new Map(Object.entries(seatDevices)) });
  }

  /** The row's columns and the devices' seats as the last read of this instance found them. */
  row(gameId: string): KnownRow | undefined {
    return this.games.has(gameId) ? this.rows.get(gameId) : undefined;
  }

  /** The row's snapshot is now at `stateSeq` (stored after its write: lib/engine-games/cached-write.ts). */
  snapshotted(gameId: string, stateSeq: number): void {
    const game = this.games.get(gameId);
    if (game && (game.stateSeq ?? -1) < stateSeq) game.stateSeq = stateSeq;
  }

  /** Whether a write of this instance on the game is under way (committed or not yet). */
  busy(gameId: string): boolean {
    return this.writes.has(gameId);
  }

  /** A write of this instance is appending `seq` under the row's lock (settled by `settled`). */
  writing(gameId: string, seq: number): void {
    this.writes.set(gameId, seq);
  }

  /** Whether this instance's write of `seq` is under way: its commit will tell the listeners. */
  isWriting(gameId: string, seq: number): boolean {
    return this.writes.get(gameId) === seq;
  }

  /** The write ended: committed (`game` and its entries kept) or rolled back (null); the listeners
   * hear of it either way. */
  settled<S, Ev>(gameId: string, game: Omit<KnownGame<S, Ev>, "recent"> | null, entries: LogEntry<Ev>[] = []): void {
    this.writes.delete(gameId);
    if (game) this.keep(gameId, game, entries);
    for (const listener of this.listeners) listener(gameId);
  }

  /** Hears of every write of this instance that ended (the hub delivers from the copy). */
  listen(listener: (gameId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  forget(gameId: string): void {
    this.games.delete(gameId);
    this.rows.delete(gameId);
  }

  clear(): void {
    this.games.clear();
    this.rows.clear();
  }
}

const holder = globalThis as unknown as { bazaarGameStates?: GameStates };

/** This instance's copy (one per process: Next's bundles share it through globalThis). */
export const gameStates = (): GameStates => (holder.bazaarGameStates ??= new GameStates());
