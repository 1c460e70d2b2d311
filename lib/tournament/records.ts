// The tournament's rows as the engine's records, and the settle step every result write ends
// with: tiebreak stages made obsolete by a correction are voided, a needed one is created, and
// the tournament (and the event) is finished or running again.
import {
  isOpen,
  rankByPoints,
  resolveTiebreaks,
  roundRobinOf,
  type GameRecord,
  type MatchKind,
  type MatchStatus,
  type MatchRecord,
  type PlayerRecord,
  type TiebreakScope,
} from "@/engine/tournament";
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gameDefinition } from "@/lib/game-registry/definitions";
import { gamesInclude, pointRows, pointsAt, seatRows, seatsInclude, sideSeats } from "@/lib/tournament/seats";

export const matchInclude = {
  seats: seatsInclude,
  games: gamesInclude,
  // Who is ready for which Bo3 game (the swaps themselves are private: lib/tournament/sideboard.ts).
  sideboarding: { select: { game: true, seatId: true }, orderBy: [{ game: "asc" }, { readyAt: "asc" }] },
} as const satisfies Prisma.MatchInclude;
export type MatchRow = Prisma.MatchGetPayload<{ include: typeof matchInclude }>;

/** Locks the match row (after the event row: the order every match write takes), serializing
 * the writes about one match that each side may start (a paper report, opening a game on the app). */
export async function lockMatchRow(tx: Tx, matchId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Match" WHERE id = ${matchId} FOR UPDATE`;
}

/** A recorded game as the standings count it: each side's points (its seats' sum) and the side
 * that won, when the game named it. */
export function gameRecord(m: Pick<MatchRow, "seats">, g: MatchRow["games"][number]): GameRecord {
  const points = sideSeats(m).map((seats) => seats.reduce((sum, s) => sum + pointsAt(g, s.place), 0));
  return g.winner === null ? { points } : { points, winner: g.winner };
}

/** The engine's record of a match: its sides — each a player, or a team whose entrant `entrantOf`
 * names (its first seat by default) — with every confirmed game. */
export function matchRecord(m: MatchRow, entrantOf: (seatId: string) => string = (id) => id): MatchRecord {
  return {
    id: m.id,
    kind: m.kind as MatchKind,
    stage: m.stage,
    round: m.round,
    sides: sideSeats(m).map((seats) => entrantOf(seats[0]!.seatId)),
    status: m.status as MatchStatus,
    games: m.status === "confirmed" ? m.games.map((g) => gameRecord(m, g)) : [],
  };
}

type Client = Tx | ReturnType<typeof db>;

export async function loadTournament(client: Client, eventId: string) {
  const tournament = await client.tournament.findUnique({
    where: { eventId },
    include: {
      players: { orderBy: { number: "asc" }, include: { seat: { select: { displayName: true, teamId: true } } } },
      event: { select: { game: true, mode: true } },
      matches: {
        include: matchInclude,
        orderBy: [{ stage: "asc" }, { round: "asc" }, { tableNo: { sort: "asc", nulls: "last" } }],
      },
    },
  });
  if (!tournament) throw new AppError("tournament_not_found");
  return tournament;
}
export type LoadedTournament = Awaited<ReturnType<typeof loadTournament>>;

export function playerRecords(t: LoadedTournament): PlayerRecord[] {
  return t.players.map((p) => ({
    id: p.seatId,
    name: p.seat.displayName,
    debt: p.debt,
    dropped: p.droppedAt !== null,
  }));
}

/** A table of a new round: its players in table order (one alone has the bye; so has a team
 * alone, `bye`) and, at a team table, each seat's side (by default each seat is its own side). */
export interface NewTable {
  seats: readonly string[];
  sides?: readonly number[];
  bye?: boolean;
}

/** Writes the tables of one stage's rounds (round r + 1 = rounds[r]) with their seats, numbered from
 * `firstTable` + 1. The rules and views (engine/tournament, views.ts) read duels and byes so far: a table of 3–5 is
 * stored whole but, until they read seats, counted as its first two places. */
export async function createTables(
  tx: Tx,
  tournamentId: string,
  kind: MatchKind,
  stage: number,
  rounds: NewTable[][],
  firstTable = 0,
) {
  const data: Prisma.MatchCreateManyInput[] = [];
  const seated = new Map<string, NewTable>();
  for (const [r, round] of rounds.entries()) {
    let table = firstTable;
    for (const t of round) {
      const bye = t.bye ?? t.seats.length === 1;
      const tableNo = bye ? null : ++table;
      data.push({ tournamentId, kind, stage, round: r + 1, tableNo, status: bye ? "bye" : "scheduled" });
      // A round has one bye at most, so (round, table) names each new match.
      seated.set(`${r + 1}:${tableNo}`, t);
    }
  }
  const created = await tx.match.createManyAndReturn({ data, select: { id: true, round: true, tableNo: true } });
  await tx.matchSeat.createMany({
    data: created.flatMap((m) => {
      const t = seated.get(`${m.round}:${m.tableNo}`)!;
      return seatRows(m.id, t.seats, t.sides);
    }),
  });
  return data.length;
}

/** Writes the round robin's matches (rounds of [seatA, seatB | null]) for one stage. */
export const createRounds = (
  tx: Tx,
  tournamentId: string,
  kind: MatchKind,
  stage: number,
  rounds: [string, string | null][][],
  firstTable = 0,
) =>
  createTables(
    tx,
    tournamentId,
    kind,
    stage,
    rounds.map((round) => round.map(([a, b]) => ({ seats: b === null ? [a] : [a, b] }))),
    firstTable,
  );

/** The tables a stage still being played has yet to use. With tiebreaks on every rank several tied groups play
 * at once, each its own stage: numbered from 1 each, they were all sent to table 1. */
function tablesInUse(t: LoadedTournament, voiding: readonly number[]): Set<number> {
  const open = t.matches.filter(
    (m) => openStatus(m.status) && m.tableNo !== null && !(m.kind === "tiebreak" && voiding.includes(m.stage)),
  );
  return new Set(open.map((m) => m.tableNo!));
}

/** Where `count` tables in a row are free: the number before the first (tables are numbered from 1). */
function freeRun(used: ReadonlySet<number>, count: number): number {
  let start = 0;
  for (let n = 1; n <= start + count; n++) if (used.has(n)) start = n;
  return start;
}

/** Who the standings rank: the players, or in a 2v2 event the teams (a team's row is named by its
 * members, "Anna & Bruno"; dropped when both are), with the entrant each seat plays for. */
export function entrantsOf(t: LoadedTournament): { players: PlayerRecord[]; entrantOf: (seatId: string) => string } {
  if (t.event.mode !== "2v2") return { players: playerRecords(t), entrantOf: (id) => id };
  const teams = new Map<string, { names: string[]; dropped: boolean[] }>();
  const teamOf = new Map<string, string>();
  for (const p of t.players) {
    const id = p.seat.teamId ?? p.seatId;
    teamOf.set(p.seatId, id);
    const team = teams.get(id) ?? { names: [], dropped: [] };
    team.names.push(p.seat.displayName);
    team.dropped.push(p.droppedAt !== null);
    teams.set(id, team);
  }
  return {
    players: [...teams].map(([id, x]) => ({
      id,
      name: x.names.join(" & "),
      debt: 0,
      dropped: x.dropped.every(Boolean),
    })),
    entrantOf: (id) => teamOf.get(id) ?? id,
  };
}

/** The ranking and what the tiebreaks need, by the game's rank keys: a duel event plays off its ties
 * (event-rules §6); a team or pod event breaks them with the tie rule of engine/tournament rankByPoints. */
export function planOf(t: LoadedTournament) {
  const { players, entrantOf } = entrantsOf(t);
  const records = t.matches.map((m) => matchRecord(m, entrantOf));
  const { rankBy } = gameDefinition(t.event.game).scoring;
  if (t.event.mode === "duel") return resolveTiebreaks(players, records, t.tiebreaks as TiebreakScope, rankBy);
  return rankByPoints(players, records, rankBy);
}

/** After any result change, under the event lock: restore the tiebreaks a correction taken back had voided, void
 * stale ones, create needed ones, set the tournament's and the event's status. Returns what changed, for the log
 * entry. A voided match keeps the status it had (`voidedFrom`), its games and its report: a stage that fits a tie
 * again comes back as it was, played or not (engine/tournament README, "A correction taken back"). */
export async function settle(tx: Tx, eventId: string) {
  let t = await loadTournament(tx, eventId);
  let plan = planOf(t);
  const restored: number[] = [];
  // Each pass brings back at least one voided stage and voids none: it ends. A restored stage that was played
  // decides what comes after it (the stage its players still level played next, voided with it), so plan again.
  while (plan.restore.length) {
    await tx.$executeRaw`UPDATE "Match" SET status = COALESCE("voidedFrom", 'scheduled'), "voidedFrom" = NULL,
      version = version + 1
      WHERE "tournamentId" = ${t.id} AND kind = 'tiebreak' AND status = 'void' AND stage = ANY(${plan.restore})`;
    restored.push(...plan.restore);
    t = await loadTournament(tx, eventId);
    plan = planOf(t);
  }
  for (const no of restored) await moveOffTaken(tx, t, no, plan.obsoleteStages);
  let voided = 0;
  if (plan.obsoleteStages.length) {
    voided = await tx.$executeRaw`UPDATE "Match" SET "voidedFrom" = status, status = 'void', version = version + 1
      WHERE "tournamentId" = ${t.id} AND kind = 'tiebreak' AND status <> 'void' AND stage = ANY(${plan.obsoleteStages})`;
  }
  const used = plan.create.length ? tablesInUse(t, plan.obsoleteStages) : new Set<number>();
  for (const stage of plan.create) {
    const rounds = roundRobinOf(stage.players);
    const count = Math.max(0, ...rounds.map((round) => round.filter(([, b]) => b !== null).length));
    const first = freeRun(used, count);
    await createRounds(tx, t.id, "tiebreak", stage.stage, rounds, first);
    for (let n = first + 1; n <= first + count; n++) used.add(n);
  }
  const status = plan.finished ? "finished" : "running";
  if (status !== t.status) await tx.tournament.update({ where: { id: t.id }, data: { status } });
  await tx.event.update({ where: { id: eventId }, data: { status } });
  return { voided, restored, tiebreaks: plan.create, status };
}

/** A restored stage still to play whose tables another stage took while it was void (every rank: another group's
 * next stage sent to the free table) moves, every round alike, to the first tables free of every other stage's open
 * matches (`t` is kept as the rows now are). */
async function moveOffTaken(tx: Tx, t: LoadedTournament, stage: number, voiding: readonly number[]) {
  const mine = t.matches.filter((m) => m.kind === "tiebreak" && m.stage === stage && m.tableNo !== null);
  const others = tablesInUse(t, [...voiding, stage]);
  if (!mine.some((m) => openStatus(m.status) && others.has(m.tableNo!))) return;
  const tables = mine.map((m) => m.tableNo!);
  const before = Math.min(...tables) - 1;
  const shift = freeRun(others, Math.max(...tables) - before) - before;
  // Two steps keep (tournament, stage, round, table) unique at every statement.
  await tx.$executeRaw`UPDATE "Match" SET "tableNo" = -("tableNo" + ${shift}), version = version + 1
    WHERE "tournamentId" = ${t.id} AND kind = 'tiebreak' AND stage = ${stage} AND "tableNo" IS NOT NULL`;
  await tx.$executeRaw`UPDATE "Match" SET "tableNo" = -"tableNo"
    WHERE "tournamentId" = ${t.id} AND kind = 'tiebreak' AND stage = ${stage} AND "tableNo" < 0`;
  for (const m of mine) m.tableNo! += shift;
}

/** Whether a match still waits for a result (scheduled, reported or disputed). */
export const openStatus = (status: string) => isOpen({ status } as MatchRecord);

/** Records game `number` of a match: its points, one per place, and the side that won when the
 * game named it (the Game row and a GameSeat per place). */
export async function writeGame(
  tx: Tx,
  matchId: string,
  number: number,
  points: readonly number[],
  source: string,
  winner: number | null = null,
) {
  await tx.game.create({ data: { matchId, number, source, winner } });
  await tx.gameSeat.createMany({ data: pointRows(matchId, number, points) });
}
