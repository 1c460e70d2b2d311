// A tournament game played on the app that just ended, whatever the game: its points become that
// game of the match (a Game row and a GameSeat per place), with the side the game itself named as
// its winner (a concession or a second mulligan is lost whatever the points say); once the match is
// decided by its best-of it is confirmed and the standings move. A result recorded meanwhile by
// another source (the organizer's entry, a confirmed paper report) is never replaced: the game's
// points stay in its own log and the entry says they were not counted.
import { needsAnotherGame, type BestOf } from "@/engine/tournament";
import type { Tx } from "@/lib/db/client";
import { writeEventIn } from "@/lib/events/write";
import { gameRecord, openStatus, settle } from "@/lib/tournament/records";
import { gamesInclude, placePoints, pointRows, seatsInclude } from "@/lib/tournament/seats";

export interface EndedAppGame {
  eventId: string;
  matchId: string;
  /** The engine game's row. */
  gameId: string;
  /** Its number in the match (1 for a Bo1; 1–3 for a Bo3). */
  number: number;
  /** Each place's points, from the match's seats in table order. */
  pointsAt: (seats: readonly { place: number; seatId: string; side: number }[]) => number[];
  /** The event seat ids of the winning side's seats, or null when no side won alone. */
  winners: readonly string[] | null;
  /** The log entries' type prefix ("match.engine": match.engine_game, _confirmed, _not_counted). */
  logType: string;
  /** What else the entries say (the engine's reason, the gems). */
  payload: object;
}

export async function recordAppGame(tx: Tx, ended: EndedAppGame) {
  await writeEventIn(tx, ended.eventId, async () => {
    const match = await tx.match.findUniqueOrThrow({
      where: { id: ended.matchId },
      include: { games: gamesInclude, seats: seatsInclude, tournament: { select: { bestOf: true } } },
    });
    const points = ended.pointsAt(match.seats);
    const side = match.seats.find((s) => ended.winners?.includes(s.seatId))?.side ?? null;
    const recorded = match.games.find((g) => g.number === ended.number);
    const game = {
      matchId: match.id,
      gameId: ended.gameId,
      game: ended.number,
      points,
      winner: side,
      ...ended.payload,
    };
    if (!openStatus(match.status) || (recorded && recorded.source !== "engine")) {
      const kept = match.games.map((g) => ({ number: g.number, points: placePoints(match, g), source: g.source }));
      const payload = { ...game, status: match.status, recorded: kept };
      return { result: null, log: { type: `${ended.logType}_not_counted`, actor: "system", payload } };
    }
    // The game's row and its points (an earlier record of the same game by the app is replaced).
    await tx.game.upsert({
      where: { matchId_number: { matchId: match.id, number: ended.number } },
      create: { matchId: match.id, number: ended.number, source: "engine", winner: side },
      update: { source: "engine", winner: side },
    });
    await tx.gameSeat.deleteMany({ where: { matchId: match.id, number: ended.number } });
    await tx.gameSeat.createMany({ data: pointRows(match.id, ended.number, points) });
    const others = match.games.filter((g) => g.number !== ended.number).map((g) => gameRecord(match, g));
    const bestOf = match.tournament.bestOf as BestOf;
    const decided = !needsAnotherGame(bestOf, [...others, { points: [], winner: side }]);
    await tx.match.update({
      where: { id: match.id },
      data: decided
        ? {
            status: "confirmed",
            source: "engine",
            confirmedAt: new Date(),
            report: undefined,
            version: { increment: 1 },
          }
        : { version: { increment: 1 } },
    });
    if (decided) await settle(tx, ended.eventId);
    return {
      result: null,
      log: { type: `${ended.logType}_${decided ? "confirmed" : "game"}`, actor: "system", payload: game },
    };
  });
}
