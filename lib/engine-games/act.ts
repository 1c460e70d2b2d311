// The write path of every engine game (a Kartomantik game, an Incantesium challenge, a contract
// game), the server authoritative: every accepted action is appended to the game's log with the
// next sequence number (unique) through the write kernel (lib/write/kernel.ts) with the game row
// locked (the state's snapshot every few entries: lib/engine-games/state.ts), and NOTIFY fires at
// commit. Clients send the sequence they saw and an idempotency key (scoped to the actor): a retry
// gets the current truth, a stale request the current sequence and a reason (a move that does not
// depend on the position, a concession, is taken whatever seq it saw). Each of these writes holds
// the row for its own entry only: the bot seats that get the turn move after its commit, in writes
// of their own (lib/engine-games/bots.ts), and the person is answered without waiting for them.
// What differs per engine (its actions, its refusals, its bots, what the end of a game writes) is
// the kind's GameRules (lib/kartomantik/games/play.ts, lib/incantesium/play.ts).
import type { Tx } from "@/lib/db/client";
import { gameStates } from "@/lib/engine-games/state-cache";
import { AppError } from "@/lib/errors";
import { botsOf } from "@/lib/engine-games/bots";
import type { GameKind } from "@/lib/engine-games/kind";
import type { GameStates } from "@/lib/engine-games/state-cache";
import {
  askOf,
  gameAggregate,
  prismaTx,
  refused,
  type BotSeatsAction,
  type GameAggregate,
  type GameEntry,
  type GameRow,
  type GameRules,
  type GameTx,
} from "@/lib/engine-games/rules";
import { writeGame } from "@/lib/engine-games/write-game";
import { runWrite, type Reduced } from "@/lib/write/kernel";
import { prismaOf } from "@/lib/engine-games/query";

export {
  gameAggregate,
  isBotSeats,
  type BotSeatsAction,
  type BotTurn,
  type GameEntry,
  type GameRow,
  type GameRules,
  type Refusal,
} from "@/lib/engine-games/rules";

import type { ActInput } from "@/lib/engine-games/input";

export { actInput, type ActInput } from "@/lib/engine-games/input";

/** The engine seat of the device's player (`seat`: the event's seat the device holds, as the lock
 * found it: GameAggregate.deviceSeat); a seat the bot plays is not theirs to move. */
export function seatToMove<S>(kind: GameKind, row: GameRow<S>, device: string | null, seat: string | null): number {
  if (!device) throw new AppError("not_seated");
  const at = seat ? row.seatIds.indexOf(seat) : -1;
  if (at < 0 || row.bots[at]) throw new AppError(kind.codes.notYours);
  return at;
}

export interface ActAnswer {
  seq: number;
  duplicate: boolean;
}

/** A player's action in an engine game: their entry alone, committed and announced; then the bots
 * whose turn it gives move after it, in the background (a retry looks too: its first try's process
 * may have died before they moved). */
export async function actIn<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  device: string,
  input: ActInput,
  /** This instance's copy of the games (a test passes another to play a second instance). */
  states?: GameStates,
): Promise<ActAnswer> {
  const { codes } = rules.kind;
  const asked = device ? askOf(device, input.idempotencyKey) : undefined;
  const write = async (c: GameTx, aggregate: GameAggregate<R, S, Ev>) => {
    const { seq, duplicate, result } = await runWrite(c, aggregate, {
      // Keys are per actor: the opponent's action with the same key is an action of its own.
      key: input.idempotencyKey,
      load: (_c, row) => {
        const seat = seatToMove(rules.kind, row, device, aggregate.deviceSeat());
        return { seat, actor: `seat:${row.seatIds[seat]}` };
      },
      retried: (_tx, row) => ({ row, state: row.state }),
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
        return {
          result: { row, state: applied.state },
          // The snapshot, when due, is the state before: this action may be taken back (lib/engine-games/undo.ts).
          entries: [{ actor, action, events: applied.events, state: applied.state, snapshot: "before" as const }],
        };
      },
    });
    if (!duplicate && rules.over(result.state)) await rules.ended(prismaOf(c), result.row, result.state);
    const bots = result.row.bots.some(Boolean) && !rules.over(result.state);
    // The row as this write left it (a retry: as it found it), for the bots to plan from.
    return { seq, duplicate, bots: bots ? { ...result.row, seq, state: result.state } : null };
  };
  const { seq, duplicate, bots } = await writeGame(rules, gameId, states ?? gameStates(), write, asked, true);
  if (bots) botsOf(rules).kick(gameId, bots);
  return { seq, duplicate };
}

/** The event's organizer hands seats of a running game to the bot (`actor` names them): one log entry
 * through the write kernel, in the caller's transaction; once it has committed, the caller starts the
 * bots (botsOf(rules).kick), who move if the game waits for one of them. A seat the bot already plays
 * changes nothing (nor does a request of only such seats); every seat a bot's is refused (a game of
 * bots alone is nobody's). Seats whose phone plays are handed over as well: the route lets only the
 * organizer ask. */
export async function botSeatsIn<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  tx: Tx,
  gameId: string,
  actor: string,
  seats: number[],
  bot: string,
  states?: GameStates,
): Promise<{ seq: number; bots: string[] }> {
  const { codes } = rules.kind;
  const { seq, result } = await runWrite(prismaTx(tx), gameAggregate(rules, gameId, states), {
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
      const action: BotSeatsAction = { type: "botSeats", seats: fresh, bot };
      return {
        result: { ...row, bots },
        entries: [{ actor, action, events: [], state: row.state, bots, snapshot: "never" as const }],
      };
    },
  });
  return { seq, bots: result.bots };
}

/** A new game's first entry (the start), for a row just created with seq 0. Its bots (one that acts
 * first, e.g. its mulligan) move once the caller's transaction has committed: the caller starts them
 * (botsOf(rules).kick). */
export async function startGame<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  tx: Tx,
  row: R,
  start: GameEntry<S, Ev>,
): Promise<void> {
  const aggregate = gameAggregate(rules, row.id);
  const seq = await aggregate.append(prismaTx(tx), row, [start], null);
  await aggregate.announce(prismaTx(tx), row, seq, []);
}
