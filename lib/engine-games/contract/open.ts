// A tournament match's next game on the app, for a contract game: any player of the match opens it (the
// same game for all), seated as the table sits (a duel, a pod, two teams: lib/engine-games/seating.ts),
// with the event's options. Under the event's and the match's locks, as every source of a match's result.
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeEventIn } from "@/lib/events/write";
import { seatOfDevice } from "@/lib/events/seats";
import { startGame, type GameRules } from "@/lib/engine-games/act";
import { engineSeating, type EngineSeating } from "@/lib/engine-games/seating";
import { randomSeed } from "@/lib/random-seed";
import { lockMatchRow, openStatus } from "@/lib/tournament/records";
import { plays, seatsInclude } from "@/lib/tournament/seats";
import type { ContractConfig, ContractGame, ContractRow } from "@/lib/engine-games/contract/game";

/** Each engine seat's side: a duel and a pod one side per seat, two teams in alternate seats. */
export const sidesOf = (table: EngineSeating): number[] =>
  table.mode === "2v2" ? [0, 1, 0, 1] : table.seatIds.map((_, p) => p);

export interface NewContractGame {
  eventId: string;
  matchId: string | null;
  number: number;
  seatIds: string[];
  bots: string[];
  sides: number[];
  options: Record<string, unknown>;
}

/** The row and its first entry (the start); the caller starts the bots once its transaction has committed. */
export async function createContractGame(
  tx: Tx,
  game: ContractGame,
  rules: GameRules<ContractRow, unknown, { seat: number }, unknown>,
  data: NewContractGame,
): Promise<string> {
  const config: ContractConfig = { seed: randomSeed(), sides: data.sides, options: data.options };
  const state = game.engine.create(config);
  const created = await tx.engineGame.create({
    data: {
      kind: game.id,
      eventId: data.eventId,
      matchId: data.matchId,
      game: data.number,
      seatIds: data.seatIds,
      bots: data.bots,
      config: config as unknown as object,
      state: state as object,
      seq: 0,
    },
  });
  const row: ContractRow = { ...data, id: created.id, game: data.number, status: "running", config, state, seq: 0 };
  // The seed stays in the row: the start entry says only how the table sits.
  const action = { type: "start", sides: data.sides, options: data.options };
  await startGame(rules, tx, row, { actor: "system", action, events: [], state });
  return created.id;
}

export async function openContractMatchGame(
  game: ContractGame,
  rules: GameRules<ContractRow, unknown, { seat: number }, unknown>,
  eventId: string,
  matchId: string,
  device: string,
): Promise<{ gameId: string }> {
  return db().$transaction(async (tx) => {
    const match = await tx.match.findUnique({
      where: { id: matchId },
      include: {
        tournament: { select: { eventId: true, event: { select: { settings: true } } } },
        seats: seatsInclude,
      },
    });
    if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
    const seat = await seatOfDevice(eventId, device, tx);
    if (!seat || !plays(match, seat.id)) throw new AppError("match_not_yours");
    const table = engineSeating(match.seats);
    const { gameId } = await writeEventIn(tx, eventId, async () => {
      await lockMatchRow(tx, matchId);
      const { status } = await tx.match.findUniqueOrThrow({ where: { id: matchId }, select: { status: true } });
      if (!table || !openStatus(status)) throw new AppError("match_not_playable", { status });
      // One source per game: a paper result waiting for its confirmation is answered first.
      if (status === "reported") throw new AppError("match_report_pending");
      const where = { kind: game.id, matchId };
      const running = await tx.engineGame.findFirst({ where: { ...where, status: "running" }, select: { id: true } });
      if (running) return { result: { gameId: running.id }, log: null };
      const number = (await tx.engineGame.count({ where: { ...where, status: "finished" } })) + 1;
      const settings = (match.tournament.event.settings ?? {}) as Record<string, unknown>;
      const gameId = await createContractGame(tx, game, rules, {
        eventId,
        matchId,
        number,
        seatIds: table.seatIds,
        bots: table.seatIds.map(() => ""),
        sides: sidesOf(table),
        options: game.options(settings),
      });
      // The match moves on (every tournament view shows the game on the app) with an entry in the event's log.
      await tx.match.update({ where: { id: matchId }, data: { version: { increment: 1 } } });
      const payload = { matchId, gameId, game: number };
      return { result: { gameId }, log: { type: "match.game_opened", actor: `seat:${seat.id}`, payload } };
    });
    return { gameId };
  });
}
