// Results (event-rules §7): a player reports both players' game points, the opponent confirms
// or disputes, the organizer enters or corrects any result; a dropped player's unplayed matches
// become not played. Every write is one short transaction under the event row lock that appends
// to the event's log (the audit log: who, when, what before) and notifies after commit. Clients
// send the match version they saw (stale → the current match and the reason) and an
// idempotency key (a retry → the current match, nothing applied twice).
import { z } from "zod";
import { isTournamentError, keptWinners, validateGames, type BestOf, type GameScoring } from "@/engine/tournament";
import { db, type Tx } from "@/lib/db/client";
import { AppError, type ErrorCode } from "@/lib/errors";
import { idempotencyScope, writeEvent, writeEventCommand, type EventCommand } from "@/lib/events/write";
import { seatOfDevice } from "@/lib/events/seats";
import type { GameDefinition } from "@/lib/game-registry/definition";
import { gameDefinition } from "@/lib/game-registry/definitions";
import { lockMatchRow, matchInclude, openStatus, settle, type MatchRow } from "@/lib/tournament/records";
import { placePoints, plays, pointRows, seatsInclude } from "@/lib/tournament/seats";
import { matchView, type MatchView } from "@/lib/tournament/views";
import { playingOnApp } from "@/lib/tournament/playing";

const points = z.number().finite();
const places = z.array(points).min(1).max(5);
/** A game's points, one number per place in table order: [place 0's, place 1's, …]. A phone still
 * running an older page sends { points: [...] } (a table) or { a, b } (a duel: place 0's, place 1's):
 * read the same. */
export const gamesInput = z
  .array(
    z.union([
      places,
      z.object({ points: places }).transform((g) => g.points),
      z.object({ a: points, b: points }).transform((g) => [g.a, g.b]),
    ]),
  )
  .min(0)
  .max(3);

/** Per game, the side that won it by rule whatever the points (a player lost by a rule of the game: Kartomantik's
 * second consecutive Mulligan, base rules 4.4.1; a card's own victory), or null: the points decide. Only for a game
 * whose definition has `ruleWin`. */
const winnersInput = z.array(z.number().int().min(0).max(4).nullable()).max(3);

/** A report awaiting confirmation: per-place points per game, the sides named as winners by rule (absent in reports
 * written before them: none), and the seats that confirmed so far. */
interface Report {
  points: number[][];
  winners?: (number | null)[];
  confirmedBy: string[];
}
const keyInput = z.string().min(8).max(80);

export const reportInput = z.object({
  games: gamesInput,
  winners: winnersInput.optional(),
  version: z.number().int().min(1),
  idempotencyKey: keyInput,
});
export const answerInput = z.object({ version: z.number().int().min(1), idempotencyKey: keyInput });
export const organizerResultInput = z.object({
  games: gamesInput,
  winners: winnersInput.optional(),
  version: z.number().int().min(1).optional(),
  idempotencyKey: keyInput.optional(),
});
export const dropInput = z.object({ seatId: z.string().min(1).max(64) });

interface Locked {
  match: MatchRow;
  /** The event's game (Event.game). */
  game: string;
  bestOf: BestOf;
  scoring: GameScoring;
  definition: GameDefinition;
}

async function lockMatch(tx: Tx, eventId: string, matchId: string): Promise<Locked> {
  const match = await tx.match.findUnique({
    where: { id: matchId },
    include: {
      ...matchInclude,
      tournament: { select: { eventId: true, bestOf: true, event: { select: { game: true } } } },
    },
  });
  if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
  const { tournament, ...row } = match;
  const { game } = tournament.event;
  const definition = gameDefinition(game);
  return { match: row, game, bestOf: tournament.bestOf as BestOf, scoring: definition.scoring, definition };
}

async function seatOf(client: Tx | ReturnType<typeof db>, eventId: string, device: string | null) {
  const seat = await seatOfDevice(eventId, device, client);
  if (!seat) throw new AppError("not_seated");
  return seat;
}

/** The sent games checked against the match by the game's scoring: one number per seat, Bo1/Bo3
 * decided by the sides' totals (event-rules §6), except a game `named[i]` says was won by a side. */
function checkResult(
  bestOf: BestOf,
  match: MatchRow,
  games: number[][],
  scoring: GameScoring,
  named: readonly (number | null | undefined)[],
): number[][] {
  const checked = validateGames(
    bestOf,
    games,
    match.seats.map((s) => s.side),
    scoring,
    named,
  );
  if (isTournamentError(checked)) throw new AppError(checked.error as ErrorCode, checked.params ?? {});
  return checked;
}

/** A player's report: a game kept from the app counts as won by the side it named (a concession is
 * lost); the report repeats it unchanged (assertKeepsRecorded), and may not name another winner. The
 * games still missing are won as `winners` names them (by rule), else by their points. */
function reportedWinners(match: MatchRow, games: number[][], winners: readonly (number | null)[] = []) {
  return games.map((_, i) => {
    const recorded = match.games.find((g) => g.number === i + 1);
    const sent = winners[i] ?? null;
    if (!recorded) return sent ?? undefined;
    if (sent !== null && sent !== recorded.winner)
      throw new AppError("match_game_recorded", { game: i + 1, points: placePoints(match, recorded).join(" · ") });
    return recorded.winner;
  });
}

/** Sides named as winners by rule: only for a game that has such wins (GameDefinition.ruleWin), and never for a
 * game not sent. */
function assertRuleWins(definition: GameDefinition, games: number[][], winners: readonly (number | null)[] = []) {
  winners.forEach((w, i) => {
    if (w === null) return;
    if (!definition.ruleWin) throw new AppError("result_no_rule_win", { game: i + 1 });
    if (i >= games.length) throw new AppError("result_winner_side", { game: i + 1 });
  });
}

/** The organizer's entry replaces every game: each is decided by the points entered, except a game
 * entered with the very points it was recorded with, which keeps the side the app named as its winner
 * (a concession: the entry cannot say who won a 0–0 game otherwise). What is checked is what is stored. */
function organizerWinners(match: MatchRow, games: number[][]) {
  const recorded = games.map((_, i) => {
    const g = match.games.find((x) => x.number === i + 1);
    return g && { points: placePoints(match, g), winner: g.winner };
  });
  return keptWinners(recorded, games).map((w) => w ?? null);
}

/** The report awaiting confirmation. */
const reportOf = (match: MatchRow): Report => match.report as unknown as Report;

/** The match as clients see it, with its game on the app if one runs. */
const viewOf = async (tx: Tx, game: string, match: MatchRow): Promise<MatchView> =>
  matchView(match, await playingOnApp(tx, game, [match.id]));

async function current(tx: Tx, eventId: string, matchId: string): Promise<MatchView> {
  const { match, game } = await lockMatch(tx, eventId, matchId);
  return viewOf(tx, game, match);
}

function assertPlayable(match: MatchRow) {
  if (match.status === "confirmed") throw new AppError("match_already_confirmed");
  if (!openStatus(match.status)) throw new AppError("match_not_playable", { status: match.status });
}

/** One source per game: while a game of this match runs on the app, only the app records it
 * (a paper result reported or confirmed meanwhile would be overwritten when it ends, or would
 * overwrite it). The match row's lock serializes this with opening a game (lib/kartomantik/games/play.ts). The game
 * says where its games on the app are (GameModule.playingOnApp). */
async function assertNoAppGame(tx: Tx, game: string, matchId: string) {
  await lockMatchRow(tx, matchId);
  const running = (await playingOnApp(tx, game, [matchId])).get(matchId);
  if (running !== undefined) throw new AppError("match_game_running", { game: running });
}

/** Games already recorded for an open match (played on the app) stay as they are: a paper
 * report repeats them unchanged and adds the games still missing. */
function assertKeepsRecorded(match: MatchRow, games: number[][]) {
  for (const g of match.games) {
    const recorded = placePoints(match, g);
    const sent = games[g.number - 1];
    if (!sent || sent.some((p, i) => p !== recorded[i]))
      throw new AppError("match_game_recorded", { game: g.number, points: recorded.join(" · ") });
  }
}

/** Every game of the match from `source`; a player's confirmation keeps the games recorded on
 * the app and adds the rest (the organizer's entry replaces them all, each won by `winners[i]` when
 * that names a side, else by its points). */
async function writeGames(
  tx: Tx,
  matchId: string,
  games: number[][],
  source: string,
  keepRecorded: boolean,
  winners: readonly (number | null)[] = [],
) {
  const kept = keepRecorded
    ? new Set((await tx.game.findMany({ where: { matchId }, select: { number: true } })).map((g) => g.number))
    : new Set<number>();
  if (!keepRecorded) await tx.game.deleteMany({ where: { matchId } });
  const added = games.map((g, number) => ({ g, number: number + 1 })).filter(({ number }) => !kept.has(number));
  await tx.game.createMany({
    data: added.map(({ number }) => ({ matchId, number, source, winner: winners[number - 1] ?? null })),
  });
  await tx.gameSeat.createMany({ data: added.flatMap(({ g, number }) => pointRows(matchId, number, g)) });
}

type Answer = { match: MatchView; duplicate: boolean };

/** A match write's answer (the match as it is now) and its one entry in the event's log. */
const answered = (match: MatchView, type: string, actor: string, payload: object) => ({
  result: { match, duplicate: false },
  entries: [{ type, actor, payload }],
});

/** Records `games` as the match's confirmed result from `source` (a player's confirmation keeps
 * the games played on the app; the organizer's games are won as `winners` says) and settles what
 * the standings decide. */
async function confirmWith(
  tx: Tx,
  eventId: string,
  matchId: string,
  games: number[][],
  source: "paper" | "organizer",
  winners: readonly (number | null)[] = [],
) {
  await writeGames(tx, matchId, games, source, source === "paper", winners);
  await tx.match.update({
    where: { id: matchId },
    data: { status: "confirmed", source, confirmedAt: new Date(), version: { increment: 1 } },
  });
  return settle(tx, eventId);
}
type Loaded = Locked & { actor: string; seat?: { id: string } };

/** A write about one match by `actor`: the kernel recognizes a retry of this actor's request
 * about this match (keys are scoped: lib/events/write.ts) and answers it with the current match. */
function matchCommand(
  eventId: string,
  matchId: string,
  key: string | undefined,
  command: Omit<EventCommand<Loaded, Answer>, "key" | "retried">,
) {
  const retried = async (tx: Tx) => ({ match: await current(tx, eventId, matchId), duplicate: true });
  return writeEventCommand<Loaded, Answer>(eventId, {
    ...command,
    key: key ? idempotencyScope(matchId, key) : null,
    retried,
  });
}

const staleMatch = async (tx: Tx, game: string, match: MatchRow, version: number | undefined) =>
  version !== undefined && version !== match.version
    ? new AppError("match_stale", {}, { match: await viewOf(tx, game, match) })
    : null;

/** A player's write about their match: the device's seat plays it, it is still open, and the
 * player saw its current version; then `reduce`. */
function playerCommand(
  eventId: string,
  matchId: string,
  device: string,
  input: { version: number; idempotencyKey: string },
  reduce: EventCommand<Loaded, Answer>["reduce"],
) {
  return matchCommand(eventId, matchId, input.idempotencyKey, {
    load: async (tx) => {
      const seat = await seatOf(tx, eventId, device);
      return { ...(await lockMatch(tx, eventId, matchId)), actor: `seat:${seat.id}`, seat };
    },
    admit: (_tx, _event, { match, seat }) => {
      if (!plays(match, seat!.id)) throw new AppError("match_not_yours");
      assertPlayable(match);
    },
    stale: (tx, _event, { match, game }) => staleMatch(tx, game, match, input.version),
    reduce,
  });
}

/** A player enters both players' game points (seat A's as `a`). */
export async function reportResult(
  eventId: string,
  matchId: string,
  device: string,
  input: z.infer<typeof reportInput>,
): Promise<Answer & { seq: number }> {
  return playerCommand(
    eventId,
    matchId,
    device,
    input,
    async (tx, _event, { match, game, bestOf, scoring, definition, seat, actor }) => {
      if (match.status === "reported" && match.reportedBy !== seat!.id) throw new AppError("match_awaiting_you");
      await assertNoAppGame(tx, game, match.id);
      assertRuleWins(definition, input.games, input.winners);
      const named = reportedWinners(match, input.games, input.winners);
      const games = checkResult(bestOf, match, input.games, scoring, named);
      assertKeepsRecorded(match, games);
      // Only the games this report adds name their winners by rule (the recorded ones keep theirs).
      const winners = games.map((_, i) => (match.games.some((g) => g.number === i + 1) ? null : (named[i] ?? null)));
      // The report gathers the other sides' confirmations (none yet: a new report starts over).
      const report: Report = { points: games, ...(winners.some((w) => w !== null) && { winners }), confirmedBy: [] };
      const updated = await tx.match.update({
        where: { id: match.id },
        data: {
          status: "reported",
          report: report as unknown as object,
          reportedBy: seat!.id,
          reportedAt: new Date(),
          disputedBy: null,
          disputedAt: null,
          version: { increment: 1 },
        },
        include: matchInclude,
      });
      const payload = { matchId, games, ...(report.winners && { winners }), previous: match.report ?? null };
      return answered(await viewOf(tx, game, updated), "match.reported", actor, payload);
    },
  );
}

const sideOf = (match: MatchRow, seatId: string | null) => match.seats.find((s) => s.seatId === seatId)?.side ?? -1;

/** A write answering the report of a match: by a player of another side than the reporter's (a
 * duel's opponent, a pod's every other player, a 2v2's other team), while it is reported. */
function answering(reduce: EventCommand<Loaded, Answer>["reduce"]) {
  return (eventId: string, matchId: string, device: string, input: z.infer<typeof answerInput>) =>
    playerCommand(eventId, matchId, device, input, (tx, event, loaded) => {
      const { match, seat } = loaded;
      if (match.status !== "reported") throw new AppError("match_not_reported");
      if (match.reportedBy === seat!.id) throw new AppError("match_own_report");
      if (sideOf(match, match.reportedBy) === sideOf(match, seat!.id)) throw new AppError("match_own_side");
      return reduce(tx, event, loaded);
    });
}

/** Whether every side but the reporter's has confirmed (a seat of each). */
const allConfirmed = (match: MatchRow, confirmedBy: readonly string[]) => {
  const reporter = sideOf(match, match.reportedBy);
  const sides = new Set(match.seats.map((s) => s.side).filter((side) => side !== reporter));
  return [...sides].every((side) => confirmedBy.some((id) => sideOf(match, id) === side));
};

/** A player of another side confirms. The last side still to answer (a duel's opponent) makes the
 * result count from now on; before that the confirmation is recorded and the report waits for the
 * others. */
export const confirmResult = answering(async (tx, event, { match, game, seat, actor }) => {
  await assertNoAppGame(tx, game, match.id);
  const report = reportOf(match);
  assertKeepsRecorded(match, report.points);
  if (report.confirmedBy.some((id) => sideOf(match, id) === sideOf(match, seat!.id)))
    throw new AppError("result_already_confirmed_by_you");
  const confirmedBy = [...report.confirmedBy, seat!.id];
  if (!allConfirmed(match, confirmedBy)) {
    const updated = await tx.match.update({
      where: { id: match.id },
      data: { report: { ...report, confirmedBy } as unknown as object, version: { increment: 1 } },
      include: matchInclude,
    });
    const payload = { matchId: match.id, confirmedBy, reportedBy: match.reportedBy };
    return answered(await viewOf(tx, game, updated), "match.confirmation", actor, payload);
  }
  const settled = await confirmWith(tx, event.id, match.id, report.points, "paper", report.winners ?? []);
  const winners = report.winners && { winners: report.winners };
  const payload = {
    matchId: match.id,
    games: report.points,
    ...winners,
    reportedBy: match.reportedBy,
    confirmedBy,
    ...settled,
  };
  return answered(await current(tx, event.id, match.id), "match.confirmed", actor, payload);
});

/** The opponent of the reporter disagrees: the organizer decides (or a new report is made). */
export const disputeResult = answering(async (tx, _event, { match, game, seat, actor }) => {
  const updated = await tx.match.update({
    where: { id: match.id },
    data: { status: "disputed", disputedBy: seat!.id, disputedAt: new Date(), version: { increment: 1 } },
    include: matchInclude,
  });
  const payload = { matchId: match.id, report: match.report ?? null, reportedBy: match.reportedBy };
  return answered(await viewOf(tx, game, updated), "match.disputed", actor, payload);
});

/** The organizer enters or corrects any result (also a not-played one); the previous result is
 * kept in the log entry. */
export async function setResult(
  organizerId: string,
  eventId: string,
  matchId: string,
  input: z.infer<typeof organizerResultInput>,
): Promise<Answer & { seq: number }> {
  return matchCommand(eventId, matchId, input.idempotencyKey, {
    load: async (tx) => ({ ...(await lockMatch(tx, eventId, matchId)), actor: `organizer:${organizerId}` }),
    admit: (_tx, _event, { match }) => {
      if (match.status === "bye" || match.status === "void")
        throw new AppError("match_not_playable", { status: match.status });
    },
    stale: (tx, _event, { match, game }) => staleMatch(tx, game, match, input.version),
    reduce: async (tx, _event, { match, bestOf, scoring, definition, actor }) => {
      assertRuleWins(definition, input.games, input.winners);
      // The entry's choice per game where the game has wins by rule (null: by its points, even a game recorded
      // with another winner); without one, a recorded game's side while its points are unchanged, else the points.
      const winners =
        definition.ruleWin && input.winners
          ? input.games.map((_, i) => input.winners![i] ?? null)
          : organizerWinners(match, input.games);
      const games = checkResult(bestOf, match, input.games, scoring, winners);
      const previous = {
        status: match.status,
        games: match.games.map((g) => placePoints(match, g)),
        winners: match.games.map((g) => g.winner),
        report: match.report ?? null,
        reportedBy: match.reportedBy,
        source: match.source,
      };
      const settled = await confirmWith(tx, eventId, match.id, games, "organizer", winners);
      const type = match.status === "confirmed" ? "match.corrected" : "match.result_entered";
      const payload = { matchId, games, winners, previous, ...settled };
      return answered(await current(tx, eventId, matchId), type, actor, payload);
    },
  });
}

/** Drops a player: every match of theirs still without a result is marked not played. */
export async function dropPlayer(organizerId: string, eventId: string, seatId: string) {
  return writeEvent(eventId, async (tx) => {
    const tournament = await tx.tournament.findUnique({
      where: { eventId },
      select: { id: true, event: { select: { game: true } } },
    });
    if (!tournament) throw new AppError("tournament_not_found");
    const player = await tx.tournamentPlayer.findUnique({
      where: { seatId },
      include: { seat: { select: { displayName: true } } },
    });
    if (!player || player.tournamentId !== tournament.id) throw new AppError("not_found");
    if (player.droppedAt) throw new AppError("player_already_dropped", { name: player.seat.displayName });
    await tx.tournamentPlayer.update({ where: { id: player.id }, data: { droppedAt: new Date() } });
    const open = await tx.match.findMany({
      where: {
        tournamentId: tournament.id,
        status: { in: ["scheduled", "reported", "disputed"] },
        seats: { some: { seatId } },
      },
      select: {
        id: true,
        status: true,
        _count: { select: { games: true } },
      },
    });
    // A match already begun — a result reported or disputed, a game of a Bo3 recorded, a game being played on the
    // app (in whatever table the game keeps it: GameModule.playingOnApp) — is left for the organizer to settle
    // (confirm, enter or correct its result, or hand a seat to the bot): the drop throws away nothing played.
    const ids = open.map((m) => m.id);
    const playing = await playingOnApp(tx, tournament.event.game, ids);
    const begun = (m: (typeof open)[number]) => m.status !== "scheduled" || m._count.games > 0 || playing.has(m.id);
    const notPlayed = open.filter((m) => !begun(m)).map((m) => m.id);
    const toSettle = open.map((m) => m.id).filter((id) => !notPlayed.includes(id));
    await tx.match.updateMany({
      where: { id: { in: notPlayed } },
      data: { status: "not_played", version: { increment: 1 } },
    });
    const settled = await settle(tx, eventId);
    return {
      result: { notPlayed: notPlayed.length, toSettle: toSettle.length },
      log: {
        type: "player.dropped",
        actor: `organizer:${organizerId}`,
        payload: { seatId, name: player.seat.displayName, notPlayed, toSettle, ...settled } as object,
      },
    };
  });
}

/** Route-level check before the write (the write checks again under the lock): the device holds
 * a seat at this event and that seat plays this match. */
export async function assertMatchPlayer(eventId: string, matchId: string, device: string | null) {
  const seat = await seatOf(db(), eventId, device);
  const match = await db().match.findUnique({
    where: { id: matchId },
    select: { seats: seatsInclude, tournament: { select: { eventId: true } } },
  });
  if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
  if (!plays(match, seat.id)) throw new AppError("match_not_yours");
}
