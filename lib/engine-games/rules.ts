// What every engine game (a Kartomantik game, an Incantesium challenge, a contract game) shares on
// the write path: its row and log entries, one engine's rules (GameRules: its actions, refusals,
// bots, what the end of a game writes) and the game as an aggregate of the write kernel
// (lib/write/kernel.ts). The row holds a snapshot of the state written every few entries, the log
// the truth (lib/engine-games/state.ts); every reader gets the current state through loadGame, and
// the lock reads no snapshot while this instance's copy is current. A write's copy is kept only once
// its transaction has committed (writeGame): a rolled-back write leaves the copy as it was. The
// writes themselves: a person's action, a hand-over to the bot, a new game
// (lib/engine-games/act.ts); the bots' moves (lib/engine-games/bots.ts), each in a transaction of
// its own (lib/engine-games/write-game.ts): on the plain pg pool (lib/engine-games/query.ts) — BEGIN,
// the lock (with the device's seat and the key's earlier seq), the append with its NOTIFY, COMMIT —
// after a person's action first tried on this instance's copy in one statement
// (lib/engine-games/cached-write.ts); the rare write that ends a game runs in a Prisma transaction,
// where the kinds write its result.
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Seed, Rng } from "@/engine/shared/rng";
import type { ActInput } from "@/lib/engine-games/input";
import type { GameKind } from "@/lib/engine-games/kind";
import { Declined, numbered, type Aggregate } from "@/lib/write/kernel";
import { stamped } from "@/lib/realtime/notify-lag";
import { hashToken } from "@/lib/players/device-key";
import { appendEntries, type AppendedEntry, type RowMove } from "@/lib/engine-games/append";
import { prismaQuery, prismaTx, type GameTx } from "@/lib/engine-games/query";
import { rowStatement, type Asked, type AskedFound, type SeatDevices } from "@/lib/engine-games/row-statement";
import { gameStates, type GameStates, type LogEntry } from "@/lib/engine-games/state-cache";
import { currentState, snapshotDue, type LogSince, type StoredState } from "@/lib/engine-games/state";
import { isBotSeats, isLogNote, type BotSeatsAction } from "@/lib/engine-games/log-notes";
import { engineVerdict, foldUndo, NO_UNDO, type UndoRules, type UndoTail } from "@/lib/engine-games/undo-log";

export { isBotSeats, prismaTx, type BotSeatsAction, type GameTx };

/** The columns of a game row every kind has, locked for the write. */
export interface GameRow<S> {
  id: string;
  eventId: string;
  matchId: string | null;
  /** Engine seat → event seat id ("" or null where only a bot plays). */
  seatIds: (string | null)[];
  /** Engine seat → bot name, "" for a person. */
  bots: string[];
  status: string;
  state: S;
  seq: number;
  /** The seq of the row's snapshot of the state (lib/engine-games/state.ts). */
  stateSeq: number;
  /** The log since its last engine action, as far as taking it back goes (set by loadGame). */
  undo?: UndoTail;
}

/** The row as its SELECT returns it: the snapshot only when the reader's copy does not reach its seq. */
export type StoredRow<R extends GameRow<unknown>> = Omit<R, "state"> & StoredState<R["state"]>;

/** A log entry and the state after it (the row keeps one every few entries: lib/engine-games/state.ts). */
export interface GameEntry<S, Ev> {
  actor: string;
  action: unknown;
  events: Ev[];
  state: S;
  /** Who plays each seat from this entry on (a seat handed to the bot); the row keeps the last one. */
  bots?: string[];
  /** The snapshot a write ending with this entry stores when one is due (lib/engine-games/state.ts):
   * the state before the write (a person's action, which may be taken back), none (a note), always (an
   * undo); by default the state after it. */
  snapshot?: "before" | "never" | "always";
}

/** The engine's refusal of an action: its code and the rulebook section. */
export interface Refusal {
  code: string;
  rule: string;
}

/** A seat the server moves now (a bot's, or one that left the game). */
export interface BotTurn<A> {
  actor: string;
  /** The seed the move's randomness is derived from (with the position). */
  seed: Seed;
  move(rng: Rng): A;
  /** A bot that searches: its move is planned by the bot worker (lib/engine-games/bot-pool.ts), which
   * runs `bot` of `engine` (lib/game-registry/worker-bots.ts) at `seat` on the same state and
   * randomness `move` would get, and what `context` resolves to (public facts the bot assumes, e.g. the event's
   * card pool: the game's own state does not hold them) — with a key naming its content, the worker keeps it and later
   * moves send only the key. `quick`: a bot whose move takes milliseconds to tens of them
   * (not a search): its move may share a write with the moves after it, as an inline bot's do; a searching bot's move
   * is written (and shown) at once. */
  offload?: { engine: string; bot: string; seat: number; context?: () => Promise<BotContextSent>; quick?: boolean };
}

/** What a bot worker is given besides the state: `value`, named by `key` when the same value serves many moves. */
export interface BotContextSent<V = unknown> {
  value: V;
  key?: string;
}

/** One engine's rules on the shared path. R: its locked row; S: state; A: action; Ev: event. */
export interface GameRules<R extends GameRow<S>, S, A, Ev> {
  kind: GameKind;
  /** The kind's columns of R but the state (whose columns the shared statement adds:
   * lib/engine-games/row-statement.ts), unqualified, as SQL. */
  columns: Prisma.Sql;
  /** The running games a bot plays in (the bot driver's sweep looks for a move nobody made). */
  botGames(client: Tx): Promise<{ id: string; seq: number }[]>;
  /** The rule a finished game's refusal cites. */
  overRule: string;
  /** The engine action a seat plays: the body's action, its seat set from the device. */
  action(body: ActInput["action"], seat: number): A;
  /** An action that does not depend on the position (a concession): a stale seenSeq does not refuse it. */
  positionFree?(body: ActInput["action"]): boolean;
  apply(state: S, action: A): { state: S; events: Ev[] } | Refusal;
  /** Whether the game is over, and what the row then records as its result (nothing: written by `ended`). */
  over(state: S): boolean;
  result?(state: S): object;
  /** How many bot moves at most one drain of the bot driver makes (the engine's own limit ends every game
   * before: this only stops a runaway). */
  botLimit(state: S): number;
  /** The seat the server moves now, or null when a person must act. */
  botTurn(row: R, state: S): BotTurn<A> | null;
  /** A game that just ended (by the write that made `state`): its result where it counts. */
  ended(tx: Tx, row: R, state: S): Promise<void>;
  /** Taking back an action, where the engine allows it (lib/engine-games/undo.ts). */
  undo?: UndoRules<S, A, Ev>;
}

export const refused = (r: object): r is Refusal => !("state" in r);

/** The game's row with its current state (and the entries after `logSince`, as the streams show
 * them), read with a lock or without (on a Prisma client or a write's GameTx); null when there is
 * no such game of the kind. `asked`: what the statement also found out for a person's action. */
export async function loadGame<R extends GameRow<S>, S, A, Ev>(
  client: Tx | GameTx,
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  opts: { states?: GameStates; lock?: boolean; logSince?: LogSince; asked?: Asked } = {},
): Promise<{ row: R; entries: LogEntry<Ev>[]; found?: AskedFound } | null> {
  const query = typeof (client as Tx).$queryRaw === "function" ? prismaQuery(client as Tx) : (client as GameTx).query;
  const states = opts.states ?? gameStates();
  const known = states.get<S, Ev>(gameId);
  const sql = rowStatement(rules.kind.tables, rules.columns, gameId, known?.seq ?? -1, opts);
  const [read] = await query<StoredRow<R> & SeatDevices & Partial<AskedFound>>(sql);
  if (!read) return null;
  const { deviceSeat, recordedSeq, logSeq, seatDevices, ...stored } = read;
  const { state, entries, undo } = await currentState(query, rules, gameId, stored, known, states, opts.logSince);
  // What a later action of one of its devices may be written on without the lock (lib/engine-games/cached-write.ts).
  const { state: _snapshot, ...columns } = stored;
  states.learn(gameId, columns, seatDevices);
  const found = opts.asked
    ? { deviceSeat: deviceSeat ?? null, recordedSeq: recordedSeq ?? null, logSeq: logSeq ?? null }
    : undefined;
  return { row: { ...stored, state, undo } as unknown as R, entries, found };
}

/** A game's aggregate for the write kernel (lib/write/kernel.ts); `deviceSeat()`: the seat the
 * device asked about holds in the game's event (null: none), as the lock found it. */
export type GameAggregate<R, S, Ev> = Aggregate<GameTx, R, GameEntry<S, Ev>> & {
  deviceSeat(): string | null;
  settle(committed: boolean): void;
};

/** A person's action: the device and the key the lock asks about (lib/engine-games/row-statement.ts). */
export const askOf = (device: string, key: string): Asked => ({ deviceKeyHash: hashToken(device), key });

/** What a committed write leaves in this instance's copy. */
export interface Written<S, Ev> {
  game: { seq: number; stateSeq: number; state: S; status: string; bots: string[]; undo: UndoTail };
  entries: LogEntry<Ev>[];
}

/** A write's entries after the row's seq as appended (lib/engine-games/append.ts), whether they end
 * the game, and what the copy keeps once it has committed: the same for the locked write and the
 * write on this instance's copy (lib/engine-games/cached-write.ts). */
export function planAppend<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  row: R,
  entries: GameEntry<S, Ev>[],
  key: string | null,
): {
  over: boolean;
  logged: AppendedEntry[];
  move: RowMove & Required<Pick<RowMove, "notify">>;
  written: Written<S, Ev>;
} {
  const rows = numbered(entries, row.seq, key);
  const { seq, state } = rows.at(-1)!;
  const over = rules.over(state);
  const result = over ? rules.result?.(state) : undefined;
  const bots = rows.findLast((e) => e.bots)?.bots;
  const status = over ? "finished" : "running";
  // The snapshot every few entries and at the end; between them the log alone says what happened.
  const hint = rows.at(-1)!.snapshot;
  const due = over || hint === "always" || (hint !== "never" && snapshotDue(row.stateSeq, seq, over));
  const before = hint === "before" && !over && row.seq > 0;
  const snapshot = !due || (before && row.seq <= row.stateSeq) ? undefined : before ? row.state : state;
  const snapshotSeq = before ? row.seq : seq;
  const logged = rows.map(({ snapshot: _hint, ...e }) => ({ ...e, events: e.events as unknown[] }));
  // The event too: a game's hub of running games may be keyed by event.
  const notify = { channel: rules.kind.channel, payload: stamped({ gameId, eventId: row.eventId, seq }) };
  let undo = row.undo ?? NO_UNDO;
  rows.forEach((e, i) => {
    const prior = i === 0 ? row.state : rows[i - 1]!.state;
    const engine = isLogNote(e.action) ? undefined : engineVerdict(rules.undo, e, prior, e.state, e.events);
    undo = foldUndo(undo, e, engine);
  });
  const stateSeq = snapshot === undefined ? row.stateSeq : snapshotSeq;
  return {
    over,
    logged,
    move: { seq, status, snapshot, snapshotSeq, result, bots, notify },
    written: {
      game: { seq, stateSeq, state, status, bots: bots ?? row.bots, undo },
      entries: rows.map((e) => ({ seq: e.seq, actor: e.actor, events: e.events })),
    },
  };
}

/** The game's row and log for the write kernel (lib/write/kernel.ts), with this instance's copy
 * `states`. `tracked` (writeGame): `settle` tells the copy how the transaction ended; an untracked
 * write (in a caller's transaction) leaves the copy behind, and the next reader replays its entries.
 * Outside a Prisma transaction a write that ends the game declines before it writes (Declined):
 * writeGame runs it again in one, where the kinds write the game's result (`ended`). */
export function gameAggregate<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  states: GameStates = gameStates(),
  tracked = false,
  asked?: Asked,
): GameAggregate<R, S, Ev> {
  const { kind } = rules;
  let written: Written<S, Ev> | null = null;
  let found: AskedFound | undefined;
  return {
    async lock(c) {
      const loaded = await loadGame(c, rules, gameId, { states, lock: true, asked });
      if (!loaded) throw new AppError(kind.codes.notFound);
      found = loaded.found;
      return loaded.row;
    },
    seq: (row) => row.seq,
    deviceSeat: () => found?.deviceSeat ?? null,
    async recorded(c, row, actor, idempotencyKey) {
      // The lock's own lookup holds unless it read an older log than the row it locked.
      if (found && found.logSeq === row.seq && idempotencyKey === asked?.key && actor === `seat:${found.deviceSeat}`)
        return found.recordedSeq;
      const actions = Prisma.raw(`"${kind.tables.actions}"`);
      const [hit] = await c.query<{ seq: number }>(Prisma.sql`SELECT seq FROM ${actions}
        WHERE "gameId" = ${gameId} AND actor = ${actor} AND "idempotencyKey" = ${idempotencyKey}`);
      return hit?.seq ?? null;
    },
    async append(c, row, entries, key) {
      const planned = planAppend(rules, gameId, row, entries, key);
      if (planned.over && !c.prisma) throw new Declined();
      await appendEntries(c.query, kind.tables, gameId, planned.logged, planned.move);
      if (!tracked) return planned.move.seq;
      states.writing(gameId, planned.move.seq);
      written = planned.written;
      return planned.move.seq;
    },
    // The append's statement sent the NOTIFY: delivered at commit, never after a rollback.
    announce: () => {},
    settle(committed) {
      if (!written) return;
      states.settled(gameId, committed ? written.game : null, written.entries);
      written = null;
    },
  };
}
