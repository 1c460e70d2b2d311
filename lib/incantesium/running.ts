// The challenges being played for an Incantesium event's matches, as the match page and the
// projector show them: per seat the name, the cards in hand (a count: "le carte in mano" are the
// mage's life, the count is on the table for all to see) and whether it is out; per side the gems
// held now and those conquered during the challenge (its points); whose move it is. Built from the
// spectator's projection (engine viewFor: never a hand nor the mana deck), so nothing here is hidden
// from anyone at the table or in the room.
import { viewFor, type GameState, type GameView } from "@/engine/incantesium";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { seatOfDevice } from "@/lib/events/seats";
import { INC_GAME } from "@/lib/incantesium/settings";
import type { RunStatus } from "@/lib/states";
import { loadGame } from "@/lib/engine-games/rules";
import { incRules } from "@/lib/incantesium/play";

export interface RunningSeat {
  /** The event seat, or null where a bot plays. */
  seatId: string | null;
  name: string;
  handCount: number;
  out: boolean;
  side: number;
  /** The seat's caste card, face up (null: castes off, or not yet chosen: README rulings K3, K5). */
  caste: string | null;
}

export interface RunningChallenge {
  matchId: string;
  gameId: string;
  status: RunStatus;
  /** The round ("manche") being played, 1 first. */
  round: number;
  seats: RunningSeat[];
  /** Gems held now per side (a duel or a table of all against all: one side per seat): 1v1 is won holding three. */
  gems: number[];
  /** Gems conquered per side during the challenge, kept or lost since: once over, the match's points (ruling G2). */
  won: number[];
  /** The mages are choosing their castes before the first round (README ruling K5); `waitingFor` is choosing. */
  choosingCastes: boolean;
  /** The engine seat the challenge waits for (a Barriera answer before the turn), null once over. */
  waitingFor: number | null;
  /** The winning side once over. */
  winner: number | null;
  seq: number;
}

type Row = {
  id: string;
  matchId: string | null;
  seatIds: string[];
  bots: string[];
  status: string;
  seq: number;
  result?: unknown;
};

function summary(game: Row & { state: unknown }, names: Map<string, string>): RunningChallenge {
  const view: GameView = viewFor(game.state as unknown as GameState, "spectator");
  const over = view.phase === "over";
  return {
    matchId: game.matchId!,
    gameId: game.id,
    status: game.status === "finished" ? "finished" : "running",
    round: view.round,
    seats: view.seats.map((s, i) => ({
      seatId: game.seatIds[i] || null,
      name: names.get(game.seatIds[i] ?? "") ?? (game.bots[i] ? `Bot ${i + 1}` : "?"),
      handCount: s.handCount,
      out: s.out,
      side: view.sides.findIndex((side) => side.seats.includes(i)),
      caste: s.caste,
    })),
    choosingCastes: view.phase === "caste",
    gems: view.sides.map((side) => side.gems.length),
    // A finished challenge's recorded result, which counted the log's gems (a state stored before the engine
    // counted them has none).
    won: (game.result as { gems?: number[] } | null | undefined)?.gems ?? view.sides.map((side) => side.won ?? 0),
    waitingFor: over ? null : (view.pending?.seat ?? view.turn),
    winner: view.winner,
    seq: game.seq,
  };
}

/** The seats' names of an Incantesium event (refused for another game's event). */
export async function incEventNames(eventId: string): Promise<Map<string, string>> {
  const event = await db().event.findUnique({
    where: { id: eventId },
    select: { game: true, seats: { select: { id: true, displayName: true } } },
  });
  if (!event) throw new AppError("tournament_not_found");
  if (event.game !== INC_GAME) throw new AppError("inc_not_incantesium");
  return new Map(event.seats.map((s) => [s.id, s.displayName]));
}

const listed = { id: true, matchId: true, seatIds: true, bots: true, status: true, seq: true, result: true } as const;

/** The challenge with its current state (the snapshot with the entries after it: lib/engine-games/state.ts);
 * its seq and status are those the state is at. */
async function withState(game: Row): Promise<(Row & { state: unknown }) | null> {
  const found = await loadGame(db(), incRules, game.id);
  return found && { ...game, seq: found.row.seq, status: found.row.status, state: found.row.state };
}

/** The event's running match challenges, oldest first. */
export async function runningList(eventId: string, names: Map<string, string>): Promise<RunningChallenge[]> {
  const games = await db().incGame.findMany({
    where: { eventId, matchId: { not: null }, status: "running" },
    orderBy: { createdAt: "asc" },
    select: listed,
  });
  const loaded = await Promise.all(games.map(withState));
  return loaded.flatMap((g) => (g ? [summary(g, names)] : []));
}

/** A match's challenge (running or finished), null until opened. */
export async function matchChallenge(matchId: string, names: Map<string, string>): Promise<RunningChallenge | null> {
  const game = await db().incGame.findUnique({ where: { matchId }, select: listed });
  const loaded = game && (await withState(game));
  return loaded ? summary(loaded, names) : null;
}

/** The version of all the event's match challenges: the sum of their sequences. Every move, every
 * challenge opened and every end raises it (challenges are never deleted), so a stream can tell a
 * newer summary from an older one read concurrently. */
export async function runningVersion(eventId: string): Promise<number> {
  const sum = await db().incGame.aggregate({ where: { eventId, matchId: { not: null } }, _sum: { seq: true } });
  return sum._sum.seq ?? 0;
}

/** The projector's: the event's match challenges being played (public information only); a
 * finished one is the match's result, which the tournament's own stream brings. */
export async function runningOfEvent(eventId: string): Promise<RunningChallenge[]> {
  return runningList(eventId, await incEventNames(eventId));
}

/** Refuses anyone but a seat of the event's match: a match of another event is not found. */
export async function assertMatchSeat(eventId: string, matchId: string, device: string | null): Promise<void> {
  await incEventNames(eventId);
  const match = await db().match.findUnique({
    where: { id: matchId },
    select: { tournament: { select: { eventId: true } }, seats: { select: { seatId: true } } },
  });
  if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
  const seat = await seatOfDevice(eventId, device);
  if (!seat || !match.seats.some((s) => s.seatId === seat.id)) throw new AppError("match_not_yours");
}

/** A player's match page: the match's challenge (null until one of its mages opens it), for a
 * seat of that match only. */
export async function runningOfMatch(
  eventId: string,
  matchId: string,
  device: string | null,
): Promise<{ challenge: RunningChallenge | null }> {
  await assertMatchSeat(eventId, matchId, device);
  return { challenge: await matchChallenge(matchId, await incEventNames(eventId)) };
}
