// Opening Incantesium challenges: a tournament match's 1v1 challenge (either player opens it, the
// same one for both; the organizer may let a bot play a missing player's seat), and tables of 2–5
// against bots outside the tournament (the organizer picks people and bots, or a player starts one
// alone against bots): "Tutti contro tutti" (3–5) and "Sfida tra schiere di maghi" (2v2).
import { z } from "zod";
import { saltSeed, type Seed } from "@/engine/draft/rng";
import type { Mode } from "@/engine/incantesium";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeEventIn } from "@/lib/events/write";
import { seatOfDevice } from "@/lib/events/seats";
import { randomSeed } from "@/lib/random-seed";
import { lockMatchRow, openStatus } from "@/lib/tournament/records";
import { duelOf, plays, seatsInclude } from "@/lib/tournament/seats";
import { createChallenge } from "@/lib/incantesium/play";
import { INC_GAME, incOptionsOf, type IncOptions } from "@/lib/incantesium/settings";

async function incEvent(tx: Tx, eventId: string) {
  const event = await tx.event.findUnique({
    where: { id: eventId },
    select: { game: true, organizerId: true, incantesium: true },
  });
  if (!event) throw new AppError("not_found");
  if (event.game !== INC_GAME) throw new AppError("inc_not_incantesium");
  return { ...event, options: incOptionsOf(event.incantesium) };
}

/** A fresh 128-bit seed; the e2e server's fixed seed only where it runs (lib/incantesium/settings.ts). */
function seedFor(options: IncOptions, salt: number): Seed {
  if (options.testSeed !== undefined && process.env.BAZAAR_TEST_SEEDS === "1") return saltSeed(options.testSeed, salt);
  return randomSeed();
}

const rules = (o: IncOptions) => ({ castes: o.castes, spirits: o.spirits });

/** The match's challenge: the running or finished one, or a new one (seat A is engine seat 0). */
async function matchChallenge(tx: Tx, eventId: string, matchId: string, actor: string, bots: string[]) {
  const event = await incEvent(tx, eventId);
  return writeEventIn(tx, eventId, async () => {
    await lockMatchRow(tx, matchId);
    const match = await tx.match.findUniqueOrThrow({ where: { id: matchId }, include: { seats: seatsInclude } });
    const existing = await tx.incGame.findUnique({ where: { matchId }, select: { id: true } });
    if (existing) return { result: { gameId: existing.id }, log: null };
    const duel = duelOf(match);
    if (!duel || !openStatus(match.status)) throw new AppError("match_not_playable", { status: match.status });
    if (match.status === "reported") throw new AppError("match_report_pending");
    const gameId = await createChallenge(tx, {
      eventId,
      matchId,
      mode: "duel",
      seatIds: bots.map((b, i) => (b ? "" : duel[i]!)),
      bots,
      options: rules(event.options),
      seed: seedFor(event.options, match.round * 64 + (match.tableNo ?? 0)),
    });
    await tx.match.update({ where: { id: matchId }, data: { version: { increment: 1 } } });
    return { result: { gameId }, log: { type: "match.game_opened", actor, payload: { matchId, gameId, game: 1 } } };
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
  return db().$transaction(async (tx) => {
    const match = await matchOf(tx, eventId, matchId);
    const seat = await seatOfDevice(eventId, device, tx);
    if (!seat || !plays(match, seat.id)) throw new AppError("match_not_yours");
    const { gameId } = await matchChallenge(tx, eventId, matchId, `seat:${seat.id}`, ["", ""]);
    return { gameId };
  });
}

/** A player is missing: the organizer lets the heuristic bot play their seat of the challenge. */
export async function incBotPlaysFor(organizerId: string, eventId: string, matchId: string, seatId: string) {
  return db().$transaction(async (tx) => {
    const event = await incEvent(tx, eventId);
    if (event.organizerId !== organizerId) throw new AppError("forbidden");
    const match = await matchOf(tx, eventId, matchId);
    const duel = duelOf(match);
    const at = duel ? duel.indexOf(seatId) : -1;
    if (at < 0) throw new AppError("match_not_found");
    const bots = ["", ""];
    bots[at] = "heuristic";
    const { gameId } = await matchChallenge(tx, eventId, matchId, `organizer:${organizerId}`, bots);
    return { gameId };
  });
}

export const BOT_NAMES = ["heuristic", "random"] as const;

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
  bot: z.enum(BOT_NAMES).default("heuristic"),
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
    options: rules(event.options),
    seed: seedFor(event.options, 10_000 + tables),
  });
  return { gameId };
}

/** The organizer starts a table (people of the event and bots). */
export async function openOrganizerTable(organizerId: string, eventId: string, input: z.infer<typeof tableInput>) {
  return db().$transaction(async (tx) => {
    const event = await incEvent(tx, eventId);
    if (event.organizerId !== organizerId) throw new AppError("forbidden");
    return openTable(tx, eventId, input);
  });
}

/** A player starts a table of their own against bots. */
export async function openPlayerTable(eventId: string, device: string, input: z.infer<typeof playerTableInput>) {
  return db().$transaction(async (tx) => {
    const seat = await seatOfDevice(eventId, device, tx);
    if (!seat) throw new AppError("not_seated");
    const seats = [{ seatId: seat.id }, ...Array.from({ length: input.players - 1 }, () => ({ bot: input.bot }))];
    return openTable(tx, eventId, { mode: input.mode, seats });
  });
}
