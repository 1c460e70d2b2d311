// The write path of every engine game (a Kartomantik game, an Incantesium challenge), the server
// authoritative: every accepted action is appended to the game's log with the next sequence number
// (unique) through the write kernel (lib/write/kernel.ts) with the game row locked, the snapshot
// moves with it, and NOTIFY fires at commit. Clients send the sequence they saw and an idempotency
// key (scoped to the actor): a retry gets the current truth, a stale request the current sequence
// and a reason (a move that does not depend on the position, a concession, is taken whatever seq
// it saw). Bot seats move right after the person whose action gave them the turn, until a person
// must act. What differs per engine (its actions, its refusals, its bots, what the end of a
// game writes) is the kind's GameRules (lib/games/play.ts, lib/incantesium/play.ts).
import { z } from "zod";
import { saltSeed, seedRng, type Rng, type Seed } from "@/engine/draft/rng";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { seatOfDevice } from "@/lib/events/seats";
import type { GameKind } from "@/lib/engine-games/kind";
import { lockedRow, numbered, runWrite, type Aggregate, type Reduced } from "@/lib/write/kernel";
import { notifyAtCommit } from "@/lib/write/notify";

export const actInput = z.object({
  /** The engine action (its seat is set from the device's seat, never taken from here). */
  action: z.object({ type: z.string().min(1).max(20) }).passthrough(),
  seenSeq: z.number().int().min(0),
  idempotencyKey: z.string().min(8).max(100),
});

export type ActInput = z.infer<typeof actInput>;

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
}

/** A log entry and the state after it (the row keeps the last one). */
export interface GameEntry<S, Ev> {
  actor: string;
  action: unknown;
  events: Ev[];
  state: S;
  /** Who plays each seat from this entry on (a seat handed to the bot); the row keeps the last one. */
  bots?: string[];
}

/** The log entry of seats handed to the bot during a game: not an engine action (the state does not
 * change; replays skip it), it says from which entry on the server moves those seats. */
export interface BotSeatsAction {
  type: "botSeats";
  seats: number[];
  bot: string;
}

export const isBotSeats = (action: unknown): action is BotSeatsAction =>
  typeof action === "object" && action !== null && (action as { type?: unknown }).type === "botSeats";

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
}

/** One engine's rules on the shared path. R: its locked row; S: state; A: action; Ev: event. */
export interface GameRules<R extends GameRow<S>, S, A, Ev> {
  kind: GameKind;
  /** SELECT … FOR UPDATE of the game's row (each kind's own columns). */
  lock(tx: Tx, gameId: string): Promise<R[]>;
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
  /** How many bot moves at most one write makes (the engine's own limit ends every game). */
  botLimit(state: S): number;
  /** The seat the server moves now, or null when a person must act. */
  botTurn(row: R, state: S): BotTurn<A> | null;
  /** A game that just ended (by the write that made `state`): its result where it counts. */
  ended(tx: Tx, row: R, state: S): Promise<void>;
}

const refused = (r: object): r is Refusal => !("state" in r);

/** The game's row and log for the write kernel (lib/write/kernel.ts). */
export function gameAggregate<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
): Aggregate<Tx, R, GameEntry<S, Ev>> {
  const { kind } = rules;
  return {
    lock: async (tx) => lockedRow(await rules.lock(tx, gameId), kind.codes.notFound),
    seq: (row) => row.seq,
    async recorded(tx, _row, actor, idempotencyKey) {
      const where = { gameId_actor_idempotencyKey: { gameId, actor, idempotencyKey } };
      return (await kind.actions(tx).findUnique({ where, select: { seq: true } }))?.seq ?? null;
    },
    async append(tx, row, entries, key) {
      const rows = numbered(entries, row.seq, key);
      const data = rows.map((e) => ({
        gameId,
        seq: e.seq,
        actor: e.actor,
        action: e.action as object,
        events: e.events as unknown as object[],
        idempotencyKey: e.idempotencyKey,
      }));
      await kind.actions(tx).createMany({ data });
      const { seq, state } = rows.at(-1)!;
      const over = rules.over(state);
      const result = over ? rules.result?.(state) : undefined;
      const bots = rows.findLast((e) => e.bots)?.bots;
      await kind.snapshots(tx).update({
        where: { id: gameId },
        data: { state: state as unknown as object, seq, status: over ? "finished" : "running", result, bots },
      });
      return seq;
    },
    // The event too: the running challenges' hub (lib/incantesium/running-hub.ts) is keyed by event.
    announce: (tx, row, seq) => notifyAtCommit(tx, kind.channel, { gameId, eventId: row.eventId, seq }),
  };
}

/** Bot seats move while the game waits for them; each move is its own log entry. */
export function botMoves<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  row: R,
  state: S,
  seq: number,
): { state: S; moves: GameEntry<S, Ev>[] } {
  const moves: GameEntry<S, Ev>[] = [];
  for (let guard = 0; guard < rules.botLimit(state); guard++) {
    const turn = rules.botTurn(row, state);
    if (!turn) break;
    // The bot's randomness is derived from the game and the position: a replay needs only the log.
    const action = turn.move(seedRng(saltSeed(turn.seed, Math.imul(seq + moves.length + 1, 0x9e3779b1))));
    const result = rules.apply(state, action);
    if (refused(result)) throw new Error(`bot move refused: ${JSON.stringify(action)} → ${result.code}`);
    state = result.state;
    moves.push({ actor: turn.actor, action, events: result.events, state });
  }
  return { state, moves };
}

/** The engine seat of the device's player; a seat the bot plays is not theirs to move. */
async function seatToMove<S>(kind: GameKind, tx: Tx, row: GameRow<S>, device: string | null): Promise<number> {
  if (!device) throw new AppError("not_seated");
  const seat = await seatOfDevice(row.eventId, device, tx);
  const at = seat ? row.seatIds.indexOf(seat.id) : -1;
  if (at < 0 || row.bots[at]) throw new AppError(kind.codes.notYours);
  return at;
}

export interface ActAnswer {
  seq: number;
  duplicate: boolean;
}

/** A player's action in an engine game. */
export async function actIn<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  device: string,
  input: ActInput,
): Promise<ActAnswer> {
  const { codes } = rules.kind;
  return db().$transaction(async (tx) => {
    const { seq, duplicate, result } = await runWrite(tx, gameAggregate(rules, gameId), {
      // Keys are per actor: the opponent's action with the same key is an action of its own.
      key: input.idempotencyKey,
      load: async (tx, row) => {
        const seat = await seatToMove(rules.kind, tx, row, device);
        return { seat, actor: `seat:${row.seatIds[seat]}` };
      },
      retried: () => null,
      admit: (_tx, row) => {
        if (row.status !== "running")
          throw new AppError(codes.refused, { code: "game_over", rule: rules.overRule }, { seq: row.seq });
      },
      // A move answers the position its player saw; one that does not depend on it (a concession) is never stale.
      stale: (_tx, row) =>
        input.seenSeq !== row.seq && !rules.positionFree?.(input.action)
          ? new AppError(codes.stale, {}, { seq: row.seq })
          : null,
      reduce: (_tx, row, { seat, actor }) => {
        const action = rules.action(input.action, seat);
        const applied = rules.apply(row.state, action);
        if (refused(applied))
          throw new AppError(codes.refused, { code: applied.code, rule: applied.rule }, { seq: row.seq });
        const bots = botMoves(rules, row, applied.state, row.seq + 1);
        return {
          result: { row, state: bots.state },
          entries: [{ actor, action, events: applied.events, state: applied.state }, ...bots.moves],
        };
      },
    });
    if (result && rules.over(result.state)) await rules.ended(tx, result.row, result.state);
    return { seq, duplicate };
  });
}

/** The event's organizer hands seats of a running game to the bot (`actor` names them): one log entry
 * through the write kernel, then the bots move if the game waits for one of them. A seat the bot
 * already plays changes nothing (nor does a request of only such seats); every seat a bot's is refused
 * (a game of bots alone is nobody's). Seats whose phone plays are handed over as well: the route lets
 * only the organizer ask. */
export async function botSeatsIn<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  tx: Tx,
  gameId: string,
  actor: string,
  seats: number[],
  bot: string,
): Promise<{ seq: number; bots: string[] }> {
  const { codes } = rules.kind;
  const { seq, result } = await runWrite(tx, gameAggregate(rules, gameId), {
    load: () => ({ actor }),
    admit: (_tx, row) => {
      if (row.status !== "running")
        throw new AppError(codes.refused, { code: "game_over", rule: rules.overRule }, { seq: row.seq });
      if (seats.some((p) => !Number.isInteger(p) || p < 0 || p >= row.bots.length)) throw new AppError(codes.notFound);
    },
    reduce: (_tx, row): Reduced<GameEntry<S, Ev>, R> => {
      const fresh = [...new Set(seats)].filter((p) => !row.bots[p]).sort((x, y) => x - y);
      if (fresh.length === 0) return { result: row, entries: [] };
      const bots = row.bots.map((b, p) => (fresh.includes(p) ? bot : b));
      if (bots.every(Boolean)) throw new AppError("game_bots_not_all");
      const handed = { ...row, bots };
      const action: BotSeatsAction = { type: "botSeats", seats: fresh, bot };
      const moves = botMoves(rules, handed, row.state, row.seq + 1);
      return {
        result: { ...handed, state: moves.state },
        entries: [{ actor, action, events: [], state: row.state, bots }, ...moves.moves],
      };
    },
  });
  if (rules.over(result.state)) await rules.ended(tx, result, result.state);
  return { seq, bots: result.bots };
}

/** A new game's first entry (the start) and the bots' first moves, for a row just created with
 * seq 0 (a bot that acts first, e.g. its mulligan, moves at once). */
export async function startGame<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  tx: Tx,
  row: R,
  start: GameEntry<S, Ev>,
): Promise<void> {
  const bots = botMoves(rules, row, row.state, 1);
  const aggregate = gameAggregate(rules, row.id);
  const seq = await aggregate.append(tx, row, [start, ...bots.moves], null);
  await aggregate.announce(tx, row, seq, []);
  if (rules.over(bots.state)) await rules.ended(tx, row, bots.state);
}
