// A tournament match's next game on the app, for a contract game: any player of the match opens it (the same
// game for all), seated as the table sits (a duel, a pod, two teams: lib/engine-games/seating.ts), with the
// event's options; or the organizer lets the bot play missing players' seats (the next game starts with them,
// or the running one hands them over). Under the event's and the match's locks, as every source of a match's
// result.
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeEventIn } from "@/lib/events/write";
import { seatOfDevice } from "@/lib/events/seats";
import { botSeatsIn, startGame, type GameRules } from "@/lib/engine-games/act";
import { engineSeating, type EngineSeating } from "@/lib/engine-games/seating";
import { randomSeed } from "@/lib/random-seed";
import { lockMatchRow, openStatus } from "@/lib/tournament/records";
import { plays, seatsInclude } from "@/lib/tournament/seats";
import type { ContractConfig, ContractGame, ContractRow } from "@/lib/engine-games/contract/game";

type Rules = GameRules<ContractRow, unknown, { seat: number }, unknown>;

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
export async function createContractGame(tx: Tx, game: ContractGame, rules: Rules, data: NewContractGame) {
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
  const row: ContractRow = {
    ...data,
    id: created.id,
    game: data.number,
    status: "running",
    config,
    state,
    seq: 0,
    stateSeq: 0,
  };
  // The seed stays in the row: the start entry says only how the table sits.
  const action = { type: "start", sides: data.sides, options: data.options };
  await startGame(rules, tx, row, { actor: "system", action, events: [], state });
  return created.id;
}

const loadMatch = (tx: Tx, matchId: string) =>
  tx.match.findUnique({
    where: { id: matchId },
    include: {
      tournament: { select: { eventId: true, event: { select: { settings: true, organizerId: true } } } },
      seats: seatsInclude,
    },
  });

const runningGame = (tx: Tx, game: ContractGame, matchId: string) =>
  tx.engineGame.findFirst({
    where: { kind: game.id, matchId, status: "running" },
    select: { id: true, seatIds: true },
  });

/** The match's running game, or its next one with `bots` (seat id → bot name) under the event's and the match's
 * locks; `actor` opens it in the event's log. */
async function nextGame(
  tx: Tx,
  game: ContractGame,
  rules: Rules,
  match: NonNullable<Awaited<ReturnType<typeof loadMatch>>>,
  actor: string,
  bots: Map<string, string>,
): Promise<{ gameId: string; running: boolean }> {
  const { eventId } = match.tournament;
  const table = engineSeating(match.seats);
  return writeEventIn<{ gameId: string; running: boolean }>(tx, eventId, async () => {
    await lockMatchRow(tx, match.id);
    const { status } = await tx.match.findUniqueOrThrow({ where: { id: match.id }, select: { status: true } });
    if (!table || !openStatus(status)) throw new AppError("match_not_playable", { status });
    // One source per game: a paper result waiting for its confirmation is answered first.
    if (status === "reported") throw new AppError("match_report_pending");
    const running = await runningGame(tx, game, match.id);
    if (running) return { result: { gameId: running.id, running: true }, log: null };
    const where = { kind: game.id, matchId: match.id, status: "finished" };
    const number = (await tx.engineGame.count({ where })) + 1;
    const settings = (match.tournament.event.settings ?? {}) as Record<string, unknown>;
    const gameId = await createContractGame(tx, game, rules, {
      eventId,
      matchId: match.id,
      number,
      seatIds: table.seatIds,
      bots: table.seatIds.map((id) => bots.get(id) ?? ""),
      sides: sidesOf(table),
      options: game.options(settings),
    });
    // The match moves on (every tournament view shows the game on the app) with an entry in the event's log.
    await tx.match.update({ where: { id: match.id }, data: { version: { increment: 1 } } });
    const payload = { matchId: match.id, gameId, game: number, ...(bots.size ? { bots: [...bots.keys()] } : {}) };
    return { result: { gameId, running: false }, log: { type: "match.game_opened", actor, payload } };
  });
}

export async function openContractMatchGame(
  game: ContractGame,
  rules: Rules,
  eventId: string,
  matchId: string,
  device: string,
): Promise<{ gameId: string }> {
  return db().$transaction(async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
    const seat = await seatOfDevice(eventId, device, tx);
    if (!seat || !plays(match, seat.id)) throw new AppError("match_not_yours");
    const { gameId } = await nextGame(tx, game, rules, match, `seat:${seat.id}`, new Map());
    return { gameId };
  });
}

/** The organizer's bots for missing players (the engine's first bot): the next game starts with them, or the
 * running one hands those seats over from its next entry (lib/engine-games/act.ts botSeatsIn). */
export async function contractBotPlaysFor(
  game: ContractGame,
  rules: Rules,
  organizerId: string,
  eventId: string,
  matchId: string,
  seatIds: string[],
): Promise<{ gameId: string }> {
  const bot = Object.keys(game.engine.bots)[0]!;
  return db().$transaction(async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
    if (match.tournament.event.organizerId !== organizerId) throw new AppError("forbidden");
    if (seatIds.some((id) => !plays(match, id))) throw new AppError("match_not_found");
    const wanted = new Set(seatIds);
    if (wanted.size >= match.seats.length) throw new AppError("game_bots_not_all");
    const actor = `organizer:${organizerId}`;
    const seats = (running: { seatIds: string[] }) => [...wanted].map((id) => running.seatIds.indexOf(id));
    const takeOver = async (running: { id: string; seatIds: string[] }) => {
      await botSeatsIn(rules, tx, running.id, actor, seats(running), bot);
      return { gameId: running.id };
    };
    // A running game: its row is locked first, as a player's action locks it (then the event, then the match).
    const running = await runningGame(tx, game, matchId);
    if (running) return takeOver(running);
    const opened = await nextGame(tx, game, rules, match, actor, new Map([...wanted].map((id) => [id, bot])));
    // A phone opened it meanwhile: taken over now (its row locked after the match's, which a player's action locks
    // before only when it ends the game).
    return opened.running ? takeOver((await runningGame(tx, game, matchId))!) : { gameId: opened.gameId };
  });
}
