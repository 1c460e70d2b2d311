// Every write of an engine game in a transaction of its own (a person's action, a bot's move, an undo):
// first, for a person's action, on this instance's copy without the transaction
// (lib/engine-games/cached-write.ts); on the pg pool (BEGIN, the lock, the append with its NOTIFY,
// COMMIT); or in a Prisma transaction when it ends the game, where the kinds write its result. This
// instance's copy moves on once a write has committed, and stays as it was when it rolls back.
import { db } from "@/lib/db/client";
import { withTransaction } from "@/lib/db/pool";
import { spans } from "@/lib/perf/spans";
import { Declined, undecided } from "@/lib/write/kernel";
import { pgTx, prismaTx, type GameTx } from "@/lib/engine-games/query";
import type { Asked } from "@/lib/engine-games/row-statement";
import type { GameStates } from "@/lib/engine-games/state-cache";
import { cachedAggregate, cachedWriteStats, EndsGame, NO_TX } from "@/lib/engine-games/cached-write";
import { gameAggregate, type GameAggregate, type GameRow, type GameRules } from "@/lib/engine-games/rules";

/** `work` on the game's aggregate in a transaction of its own: on the pg pool, or in a Prisma
 * transaction when it ends the game (the first try declined before writing). This instance's copy
 * moves on once it has committed, and stays as it was when it rolls back. `asked`: a person's action;
 * `onCopy`: try it first on this instance's copy without the transaction (lib/engine-games/cached-write.ts). */
export async function writeGame<R extends GameRow<S>, S, A, Ev, T>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  states: GameStates,
  work: (c: GameTx, aggregate: GameAggregate<R, S, Ev>) => Promise<T>,
  asked?: Asked,
  onCopy = false,
): Promise<T> {
  const cached = onCopy && asked ? cachedAggregate(rules, gameId, states, asked) : null;
  let endsGame = false;
  if (cached) {
    const t = spans.mark();
    try {
      const out = await settling(cached, () => work(NO_TX, cached));
      cachedWriteStats.taken++;
      spans.span("fast path", t);
      return out;
    } catch (err) {
      // Undecided on the copy (a refusal too: the copy may be behind): the locked write decides and explains.
      if (!undecided(err)) throw err;
      endsGame = err instanceof EndsGame;
      cachedWriteStats.declined++;
      spans.span("fast path declined", t);
    }
  }
  // An action that ends the game on the copy would decline on the pool too: straight to the Prisma transaction.
  if (!endsGame)
    try {
      return await tracked(rules, gameId, states, asked, (aggregate) =>
        withTransaction((client) => work(pgTx(client), aggregate)),
      );
    } catch (err) {
      if (!(err instanceof Declined)) throw err;
    }
  return tracked(rules, gameId, states, asked, async (aggregate) => {
    let t = spans.mark();
    const out = await db().$transaction(async (tx) => {
      t = spans.span("tx start", t);
      const out = await work(prismaTx(tx), aggregate);
      t = spans.mark();
      return out;
    });
    spans.span("tx commit", t);
    return out;
  });
}

/** One try of a write with an aggregate of its own, settled as its transaction ended. */
function tracked<R extends GameRow<S>, S, A, Ev, T>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  states: GameStates,
  asked: Asked | undefined,
  run: (aggregate: GameAggregate<R, S, Ev>) => Promise<T>,
): Promise<T> {
  const aggregate = gameAggregate(rules, gameId, states, true, asked);
  return settling(aggregate, () => run(aggregate));
}

/** `run`, then the aggregate told whether it committed. */
async function settling<T>(aggregate: { settle(committed: boolean): void }, run: () => Promise<T>): Promise<T> {
  let committed = false;
  try {
    const out = await run();
    committed = true;
    return out;
  } finally {
    aggregate.settle(committed);
  }
}
