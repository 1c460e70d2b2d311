// A tournament challenge that ended on the app: the gems each mage won are the match's one game
// (seat A = engine seat 0), confirmed at once (an Incantesium match is one challenge, first to 3
// gems), and the standings move. A result recorded meanwhile by the organizer is never replaced:
// the log's `match.incantesium_not_counted` says so, as Kartomantik's engine games do.
import type { Tx } from "@/lib/db/client";
import { writeEventIn } from "@/lib/events/write";
import { openStatus, settle } from "@/lib/tournament/records";
import { gamesInclude, pointRows, scoreOf } from "@/lib/tournament/seats";

export async function recordChallenge(tx: Tx, row: { id: string; eventId: string; matchId: string }, gems: number[]) {
  await writeEventIn(tx, row.eventId, async () => {
    const match = await tx.match.findUniqueOrThrow({ where: { id: row.matchId }, include: { games: gamesInclude } });
    const score = { a: gems[0] ?? 0, b: gems[1] ?? 0 };
    const payload = { matchId: match.id, gameId: row.id, games: [score] };
    if (!openStatus(match.status) || match.games.some((g) => g.source !== "engine")) {
      const recorded = match.games.map((g) => ({ number: g.number, ...scoreOf(g), source: g.source }));
      return {
        result: null,
        log: {
          type: "match.incantesium_not_counted",
          actor: "system",
          payload: { ...payload, status: match.status, recorded },
        },
      };
    }
    await tx.game.upsert({
      where: { matchId_number: { matchId: match.id, number: 1 } },
      create: { matchId: match.id, number: 1, source: "engine" },
      update: { source: "engine" },
    });
    await tx.gameSeat.deleteMany({ where: { matchId: match.id, number: 1 } });
    await tx.gameSeat.createMany({ data: pointRows(match.id, 1, score) });
    await tx.match.update({
      where: { id: match.id },
      data: { status: "confirmed", source: "engine", confirmedAt: new Date(), version: { increment: 1 } },
    });
    await settle(tx, row.eventId);
    return { result: null, log: { type: "match.incantesium_confirmed", actor: "system", payload } };
  });
}
