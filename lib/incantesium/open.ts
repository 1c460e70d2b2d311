// Opening Incantesium challenges: a tournament match's challenge — a 1v1, a "Tutti contro tutti" pod
// of 3–5 or a "Sfida tra schiere di maghi" (2v2) table, seated as Kartomantik's tables are
// (lib/engine-games/seating.ts: allies in alternate seats) — that any of its players opens, the same one for
// all (the organizer may let a bot play missing players' seats); and tables of 2–5 against bots
// outside the tournament (the organizer picks people and bots, or a player starts one alone).
import { z } from "zod";
import type { Seed } from "@/engine/shared/rng";
import type { Mode } from "@/engine/incantesium";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeEventIn } from "@/lib/events/write";
import { seatOfDevice } from "@/lib/events/seats";
import { fixedSeed, randomSeed } from "@/lib/random-seed";
import { lockMatchRow, openStatus } from "@/lib/tournament/records";
import { plays, seatsInclude } from "@/lib/tournament/seats";
import { engineSeating } from "@/lib/engine-games/seating";
import { createChallenge, incBotsMove, incRules } from "@/lib/incantesium/play";
import { botSeatsIn } from "@/lib/engine-games/act";
import { INC_GAME, incOptionsOf, incRulesOf, type IncOptions } from "@/lib/incantesium/settings";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, type BotLevel } from "@/lib/incantesium/bot-levels";

async function incEvent(tx: Tx, eventId: string) {
  const event = await tx.event.findUnique({
    where: { id: eventId },
    select: { game: true, organizerId: true, settings: true },
  });
  if (!event) throw new AppError("not_found");
  if (event.game !== INC_GAME) throw new AppError("inc_not_incantesium");
  return { ...event, options: incOptionsOf(event.settings) };
}

/** A fresh 128-bit seed; the e2e server's fixed seed only where it runs (lib/random-seed.ts). */
const seedFor = (options: IncOptions, salt: number): Seed => fixedSeed(options.testSeed, salt) ?? randomSeed();

/** The match's challenge: the running or finished one (`opened` false), or a new one seated as the table is (a duel's
 * seat A is engine seat 0; a 2v2's teams alternate), `bots` naming the event seats a bot plays. */
async function matchChallenge(
  tx: Tx,
  eventId: string,
  matchId: string,
  actor: string,
  bots: ReadonlySet<string>,
  level: BotLevel = DEFAULT_BOT_LEVEL,
) {
  const event = await incEvent(tx, eventId);
  return writeEventIn(tx, eventId, async () => {
    await lockMatchRow(tx, matchId);
    const match = await tx.match.findUniqueOrThrow({ where: { id: matchId }, include: { seats: seatsInclude } });
    const existing = await tx.incGame.findUnique({ where: { matchId }, select: { id: true } });
    if (existing) return { result: { gameId: existing.id, opened: false }, log: null };
    const table = engineSeating(match.seats);
    if (!table || !openStatus(match.status)) throw new AppError("match_not_playable", { status: match.status });
    if (match.status === "reported") throw new AppError("match_report_pending");
    const gameId = await createChallenge(tx, {
      eventId,
      matchId,
      mode: table.mode,
      seatIds: table.seatIds.map((id) => (bots.has(id) ? "" : id)),
      bots: table.seatIds.map((id) => (bots.has(id) ? level : "")),
      options: incRulesOf(event.options),
      seed: seedFor(event.options, match.round * 64 + (match.tableNo ?? 0)),
    });
    await tx.match.update({ where: { id: matchId }, data: { version: { increment: 1 } } });
    const payload = { matchId, gameId, game: 1, mode: table.mode, ...(bots.size ? { bots: [...bots] } : {}) };
    return { result: { gameId, opened: true }, log: { type: "match.game_opened", actor, payload } };
  });
}

async function matchOf(tx: Tx, eventId: string, matchId: string) {
  const match = await tx.match.findUnique({
    where: { id: matchId },
    include: { tournament: { select: { eventId: true } }, seats: seatsInclude },
  });
  if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
  return match;
}

/** A player opens (or rejoins) their match's challenge on the app. */
export async function openMatchChallenge(eventId: string, matchId: string, device: string) {
  return db()
    .$transaction(async (tx) => {
      const match = await matchOf(tx, eventId, matchId);
      const seat = await seatOfDevice(eventId, device, tx);
      if (!seat || !plays(match, seat.id)) throw new AppError("match_not_yours");
      const { gameId } = await matchChallenge(tx, eventId, matchId, `seat:${seat.id}`, new Set());
      return { gameId };
    })
    .then(incBotsMove);
}

/** Players are missing: the organizer lets the bot, at a level, play their seats of the challenge (at least one seat
 * stays a person's: a challenge of bots alone is no match of the event). Not yet opened: it starts with them. Running
 * (a mage dropped or gone mid-challenge): the bot takes those seats over from its next entry (lib/engine-games/act.ts
 * botSeatsIn), and moves at once if the challenge waits for one of them. */
export async function incBotPlaysFor(
  organizerId: string,
  eventId: string,
  matchId: string,
  seatIds: string[],
  level: BotLevel = DEFAULT_BOT_LEVEL,
) {
  return db()
    .$transaction(async (tx) => {
      const event = await incEvent(tx, eventId);
      if (event.organizerId !== organizerId) throw new AppError("forbidden");
      const match = await matchOf(tx, eventId, matchId);
      if (match.seats.length < 2 || seatIds.some((id) => !plays(match, id))) throw new AppError("match_not_found");
      const bots = new Set(seatIds);
      if (bots.size !== seatIds.length || bots.size >= match.seats.length) throw new AppError("inc_bots_not_all");
      const actor = `organizer:${organizerId}`;
      const takeOver = async (gameId: string) => {
        const game = await tx.incGame.findUniqueOrThrow({
          where: { id: gameId },
          select: { status: true, seatIds: true },
        });
        if (game.status !== "running") return { gameId };
        const { status } = await tx.match.findUniqueOrThrow({ where: { id: matchId }, select: { status: true } });
        if (!openStatus(status)) throw new AppError("match_not_playable", { status });
        await botSeatsIn(
          incRules,
          tx,
          gameId,
          actor,
          [...bots].map((id) => game.seatIds.indexOf(id)),
          level,
        );
        return { gameId };
      };
      // A running challenge: its row is locked first, as a mage's action locks it (then the event, then the match).
      const running = await tx.incGame.findFirst({ where: { matchId, status: "running" }, select: { id: true } });
      if (running) return takeOver(running.id);
      const { gameId, opened } = await matchChallenge(tx, eventId, matchId, actor, bots, level);
      // A phone opened it meanwhile: taken over (its row locked after the match's, as Kartomantik's: play.ts).
      return opened ? { gameId } : takeOver(gameId);
    })
    .then(incBotsMove);
}

/** The searching bot's levels, and the older bots a request may still name. */
export const BOT_NAMES = [...BOT_LEVELS, "heuristic", "random"] as const;

/** A table outside the tournament: per engine seat, an event seat or a bot. */
export const tableInput = z.object({
  mode: z.enum(["duel", "ffa", "2v2"]),
  seats: z
    .array(z.union([z.object({ seatId: z.string().min(1).max(64) }), z.object({ bot: z.enum(BOT_NAMES) })]))
    .min(2)
    .max(5),
});
/** A player's own table: them at seat 0 and bots in the other seats. */
export const playerTableInput = z.object({
  mode: z.enum(["duel", "ffa", "2v2"]),
  players: z.number().int().min(2).max(5),
  bot: z.enum(BOT_NAMES).default(DEFAULT_BOT_LEVEL),
});

const SIZES: Record<Mode, [number, number]> = { duel: [2, 2], ffa: [3, 5], "2v2": [4, 4] };

function checkSize(mode: Mode, n: number) {
  const [min, max] = SIZES[mode];
  if (n < min || n > max) throw new AppError("inc_table_size", { mode, min, max });
}

async function openTable(tx: Tx, eventId: string, input: z.infer<typeof tableInput>) {
  const event = await incEvent(tx, eventId);
  checkSize(input.mode, input.seats.length);
  const ids = input.seats.flatMap((s) => ("seatId" in s ? [s.seatId] : []));
  const known = await tx.seat.count({ where: { eventId, id: { in: ids } } });
  if (known !== ids.length || new Set(ids).size !== ids.length) throw new AppError("inc_table_seat_unknown");
  const tables = await tx.incGame.count({ where: { eventId, matchId: null } });
  const gameId = await createChallenge(tx, {
    eventId,
    matchId: null,
    mode: input.mode,
    seatIds: input.seats.map((s) => ("seatId" in s ? s.seatId : "")),
    bots: input.seats.map((s) => ("bot" in s ? s.bot : "")),
    options: incRulesOf(event.options),
    seed: seedFor(event.options, 10_000 + tables),
  });
  return { gameId };
}

/** The organizer starts a table (people of the event and bots). */
export async function openOrganizerTable(organizerId: string, eventId: string, input: z.infer<typeof tableInput>) {
  return db()
    .$transaction(async (tx) => {
      const event = await incEvent(tx, eventId);
      if (event.organizerId !== organizerId) throw new AppError("forbidden");
      return openTable(tx, eventId, input);
    })
    .then(incBotsMove);
}

/** How many tables of their own against bots a player may have running at once. Each new one can set the bots
 * moving (their searches queue in the one bot worker, before the tournament's), and an Incantesium challenge cannot be
 * abandoned: without a bound, one phone repeating the request filled the worker and the organizer's list of tables. */
export const MAX_OWN_TABLES = 3;

/** A player starts a table of their own against bots (at most MAX_OWN_TABLES running). */
export async function openPlayerTable(eventId: string, device: string, input: z.infer<typeof playerTableInput>) {
  return db()
    .$transaction(async (tx) => {
      const seat = await seatOfDevice(eventId, device, tx);
      if (!seat) throw new AppError("not_seated");
      // The seat's row serializes its requests: two at once cannot both find room.
      await tx.$queryRaw`SELECT id FROM "Seat" WHERE id = ${seat.id} FOR UPDATE`;
      const running = await tx.incGame.findMany({
        where: { eventId, matchId: null, status: "running", seatIds: { has: seat.id } },
        select: { seatIds: true },
      });
      const own = running.filter((g) => g.seatIds.every((id) => !id || id === seat.id));
      if (own.length >= MAX_OWN_TABLES) throw new AppError("inc_own_tables_limit", { max: MAX_OWN_TABLES });
      const seats = [{ seatId: seat.id }, ...Array.from({ length: input.players - 1 }, () => ({ bot: input.bot }))];
      return openTable(tx, eventId, { mode: input.mode, seats });
    })
    .then(incBotsMove);
}
