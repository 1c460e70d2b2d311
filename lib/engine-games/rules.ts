// What every engine game (a Kartomantik game, an Incantesium challenge) shares on the write path: its
// row and log entries, one engine's rules (GameRules: its actions, refusals, bots, what the end of a
// game writes) and the game as an aggregate of the write kernel (lib/write/kernel.ts). The writes
// themselves: a person's action, a hand-over to the bot, a new game (lib/engine-games/act.ts); the
// bots' moves (lib/engine-games/bots.ts).
import type { Tx } from "@/lib/db/client";
import type { Seed, Rng } from "@/engine/shared/rng";
import type { ActInput } from "@/lib/engine-games/input";
import type { GameKind } from "@/lib/engine-games/kind";
import { lockedRow, numbered, type Aggregate } from "@/lib/write/kernel";
import { notifyAtCommit } from "@/lib/write/notify";

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
  /** The same row read without a lock (the bots plan their moves from it, outside any transaction). */
  read(client: Tx, gameId: string): Promise<R[]>;
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
}

export const refused = (r: object): r is Refusal => !("state" in r);

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
