// Incantesium played on phones (issue #21 §5), the server authoritative, as Kartomantik games are
// (lib/games/play.ts): every accepted action is appended to the challenge's log with the next
// sequence number (unique) through the write kernel with the row locked, the snapshot moves with
// it, and NOTIFY fires at commit. Clients send the sequence they saw and an idempotency key (scoped
// to the actor): a retry gets the current truth, a stale request the current sequence and a reason.
// Bot seats move right after the person. A tournament challenge that ends writes its gems as the
// match's result (lib/incantesium/results.ts).
//
// Why a table of its own (IncGame, IncAction) and not EngineGame with an `engine` column: the state,
// the config (seed and options, no decks), the seats (2–5, sides) and the result (gems per side)
// differ, and every Kartomantik reader of EngineGame (its hub, bots, replay, results, the match's
// "one running game" checks) would otherwise have to learn to skip Incantesium rows; one missed
// filter would hand an Incantesium state to engine/match. Two tables keep each engine's rows typed.
import { z } from "zod";
import { saltSeed, seedRng, type Seed } from "@/engine/draft/rng";
import { BOTS, actor as actorOf, apply, createGame, isRuleError, type BotName } from "@/engine/incantesium";
import type { Action, GameEvent, GameState, Mode } from "@/engine/incantesium";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockedRow, numbered, runWrite, type Aggregate } from "@/lib/write/kernel";
import { notifyAtCommit } from "@/lib/write/notify";
import { seatOfDevice } from "@/lib/events/seats";
import { recordChallenge } from "@/lib/incantesium/results";

export const INC_CHANNEL = "bazaar_inc";

export const incActInput = z.object({
  /** The engine action (its seat is set from the device's seat, never taken from here). */
  action: z.object({ type: z.string().min(1).max(20) }).passthrough(),
  seenSeq: z.number().int().min(0),
  idempotencyKey: z.string().min(8).max(100),
});

export interface IncRow {
  id: string;
  eventId: string;
  matchId: string | null;
  seatIds: string[];
  bots: string[];
  status: string;
  config: { seed: Seed };
  state: GameState;
  seq: number;
}

/** A log entry and the state after it (the row keeps the last one). */
export interface IncEntry {
  actor: string;
  action: unknown;
  events: GameEvent[];
  state: GameState;
}

/** The challenge's row and log for the write kernel (lib/write/kernel.ts). */
function incAggregate(gameId: string): Aggregate<Tx, IncRow, IncEntry> {
  return {
    lock: async (tx) =>
      lockedRow(
        await tx.$queryRaw<
          IncRow[]
        >`SELECT id, "eventId", "matchId", "seatIds", bots, status, config, state, seq FROM "IncGame" WHERE id = ${gameId} FOR UPDATE`,
        "inc_game_not_found",
      ),
    seq: (row) => row.seq,
    async recorded(tx, _row, actor, idempotencyKey) {
      const where = { gameId_actor_idempotencyKey: { gameId, actor, idempotencyKey } };
      return (await tx.incAction.findUnique({ where, select: { seq: true } }))?.seq ?? null;
    },
    async append(tx, row, entries, key) {
      const rows = numbered(entries, row.seq, key);
      await tx.incAction.createMany({
        data: rows.map((e) => ({
          gameId,
          seq: e.seq,
          actor: e.actor,
          action: e.action as object,
          events: e.events as unknown as object[],
          idempotencyKey: e.idempotencyKey,
        })),
      });
      const { seq, state } = rows.at(-1)!;
      const over = state.phase === "over";
      await tx.incGame.update({
        where: { id: gameId },
        data: { state: state as unknown as object, seq, status: over ? "finished" : "running" },
      });
      return seq;
    },
    announce: (tx, _row, seq) => notifyAtCommit(tx, INC_CHANNEL, { gameId, seq }),
  };
}

/** Bot seats move while the game waits for them; each move is its own log entry. */
function runBots(row: Pick<IncRow, "bots" | "config">, state: GameState, seq: number) {
  const moves: IncEntry[] = [];
  for (let guard = 0; guard < 5000; guard++) {
    const seat = actorOf(state);
    if (seat === null || !row.bots[seat]) break;
    const bot = BOTS[row.bots[seat] as BotName] ?? BOTS.heuristic;
    // The bot's randomness comes from the game's seed and the position: a replay needs only the log.
    const rng = seedRng(saltSeed(row.config.seed, Math.imul(seq + moves.length + 1, 0x9e3779b1)));
    const [action] = bot(state, seat, rng);
    if (!action) throw new Error(`Incantesium bot at seat ${seat} has no legal action`);
    const result = apply(state, action);
    if (isRuleError(result)) throw new Error(`bot move refused: ${JSON.stringify(action)} → ${result.code}`);
    state = result.state;
    moves.push({ actor: "bot", action, events: result.events, state });
  }
  return { state, moves };
}

async function seatOf(tx: Tx, row: IncRow, device: string | null): Promise<number> {
  if (!device) throw new AppError("not_seated");
  const seat = await seatOfDevice(row.eventId, device, tx);
  const at = seat ? row.seatIds.indexOf(seat.id) : -1;
  if (at < 0 || row.bots[at]) throw new AppError("inc_game_not_yours");
  return at;
}

export interface IncActAnswer {
  seq: number;
  duplicate: boolean;
}

/** A player's action in an Incantesium challenge. */
export async function incAct(
  gameId: string,
  device: string,
  input: z.infer<typeof incActInput>,
): Promise<IncActAnswer> {
  return db().$transaction(async (tx) => {
    const { seq, duplicate, result } = await runWrite(tx, incAggregate(gameId), {
      key: input.idempotencyKey,
      load: async (tx, row) => {
        const seat = await seatOf(tx, row, device);
        return { seat, actor: `seat:${row.seatIds[seat]}` };
      },
      retried: () => null,
      admit: (_tx, row) => {
        if (row.status !== "running")
          throw new AppError("inc_game_refused", { code: "game_over", rule: "Obiettivo" }, { seq: row.seq });
      },
      stale: (_tx, row) => (input.seenSeq !== row.seq ? new AppError("inc_game_stale", {}, { seq: row.seq }) : null),
      reduce: (_tx, row, { seat, actor }) => {
        const action = { ...input.action, seat } as Action;
        const applied = apply(row.state, action);
        if (isRuleError(applied))
          throw new AppError("inc_game_refused", { code: applied.code, rule: applied.rule }, { seq: row.seq });
        const bots = runBots(row, applied.state, row.seq + 1);
        return {
          result: { row, state: bots.state },
          entries: [{ actor, action, events: applied.events, state: applied.state }, ...bots.moves],
        };
      },
    });
    if (result && result.state.phase === "over") await ended(tx, result.row, result.state);
    return { seq, duplicate };
  });
}

/** The end of a challenge: its result on the row and, for a tournament match, in the standings. */
async function ended(tx: Tx, row: Pick<IncRow, "id" | "eventId" | "matchId">, state: GameState) {
  const entries = await tx.incAction.findMany({ where: { gameId: row.id }, select: { events: true } });
  // Gems won per side: every gem taken in the challenge (README ruling G1: in 1v1 the winner ends
  // with all three, so the gems held would say nothing about the loser's rounds).
  const gems = state.sides.map(() => 0);
  for (const e of entries)
    for (const ev of e.events as unknown as GameEvent[]) if (ev.type === "gem") gems[ev.side]! += 1;
  const result = { winner: state.winner, gems };
  await tx.incGame.update({ where: { id: row.id }, data: { result } });
  if (row.matchId) await recordChallenge(tx, { ...row, matchId: row.matchId }, gems);
}

export interface NewChallenge {
  eventId: string;
  matchId: string | null;
  mode: Mode;
  seatIds: string[];
  bots: string[];
  options: { castes: boolean; spirits: boolean };
  seed: Seed;
}

/** Creates the row, its first entry (the start) and the bots' first moves. */
export async function createChallenge(tx: Tx, data: NewChallenge): Promise<string> {
  const state = createGame({ seed: data.seed, mode: data.mode, players: data.seatIds.length, ...data.options });
  const config = { seed: data.seed, mode: data.mode, players: data.seatIds.length, ...data.options };
  const created = await tx.incGame.create({
    data: {
      eventId: data.eventId,
      matchId: data.matchId,
      mode: data.mode,
      seatIds: data.seatIds,
      bots: data.bots,
      config,
      state: state as unknown as object,
      seq: 0,
    },
  });
  const row: IncRow = {
    id: created.id,
    eventId: data.eventId,
    matchId: data.matchId,
    seatIds: data.seatIds,
    bots: data.bots,
    status: "running",
    config,
    state,
    seq: 0,
  };
  const bots = runBots(row, state, 1);
  const aggregate = incAggregate(created.id);
  const start = { actor: "system", action: { type: "start", ...config, seed: undefined }, events: [], state };
  const seq = await aggregate.append(tx, row, [start, ...bots.moves], null);
  await aggregate.announce(tx, row, seq, []);
  if (bots.state.phase === "over") await ended(tx, row, bots.state);
  return created.id;
}
