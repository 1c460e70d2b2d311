// The tournament view, standings and exports read a match's seats (issue 20): a Free-for-All pod
// of 4 and a 2v2 table stored as MatchSeat + GameSeat rows are shown and counted seat by seat.
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { exportTournament } from "@/lib/tournament/exports";
import { createTables, writeGame } from "@/lib/tournament/records";
import { sidePoints, sideTotals, sidesOfMatch } from "@/lib/tournament/shape";
import { eventWith } from "./setup";

/** A started 4-player event whose round robin is replaced by the tables given (confirmed with the
 * per-place points given, or left scheduled). */
async function night(tables: { seats: number[]; sides?: number[]; points?: number[][] }[]) {
  const n = await eventWith(5);
  await n.start();
  const t = await db().tournament.findUniqueOrThrow({ where: { eventId: n.event.id } });
  await db().match.deleteMany({ where: { tournamentId: t.id } });
  await db().$transaction(async (tx) => {
    await createTables(
      tx,
      t.id,
      "regular",
      0,
      tables.map((x) => [{ seats: x.seats.map((i) => n.seatIds[i]!), sides: x.sides }]),
    );
    const made = await tx.match.findMany({ where: { tournamentId: t.id }, orderBy: { round: "asc" } });
    for (const [i, x] of tables.entries()) {
      if (!x.points) continue;
      for (const [g, points] of x.points.entries()) await writeGame(tx, made[i]!.id, g + 1, points, "paper");
      await tx.match.update({ where: { id: made[i]!.id }, data: { status: "confirmed", source: "paper" } });
    }
  });
  return n;
}

describe("views over seats", () => {
  it("a pod of 4: every seat in table order, its points per place, standings by each player's own points", async () => {
    const n = await night([{ seats: [2, 0, 3, 1], points: [[55, 120, -10, 80]] }]);
    const view = await n.view();
    const pod = view.matches[0]!;
    expect(pod.seats.map((s) => [s.place, s.seatId, s.side])).toEqual([
      [0, n.seatIds[2], 0],
      [1, n.seatIds[0], 1],
      [2, n.seatIds[3], 2],
      [3, n.seatIds[1], 3],
    ]);
    expect(pod.played.map((g) => g.points)).toEqual([[55, 120, -10, 80]]);
    expect(sidesOfMatch(pod)).toEqual([[n.seatIds[2]], [n.seatIds[0]], [n.seatIds[3]], [n.seatIds[1]]]);
    expect(sideTotals(pod)).toEqual([55, 120, -10, 80]);
    // Places 2 and 3 count: before, only the first two places (A/B) reached the standings.
    expect(view.standings.map((r) => [r.name, r.matchPoints, r.gamesWon, r.gamesLost, r.matchesPlayed])).toEqual([
      ["Anna", 120, 1, 0, 1],
      ["Bruno", 80, 0, 1, 1],
      ["Carla", 55, 0, 1, 1],
      ["Elsa", 0, 0, 0, 0],
      ["Dario", -10, 0, 1, 1],
    ]);
  });

  it("a 2v2 table: sides are the teams (places 0+2 and 1+3), each game's side score the pair's sum", async () => {
    const n = await night([{ seats: [0, 1, 2, 3], sides: [0, 1, 0, 1], points: [[70, 60, 40, 35]] }]);
    const m = (await n.view()).matches[0]!;
    expect(sidesOfMatch(m)).toEqual([
      [n.seatIds[0], n.seatIds[2]],
      [n.seatIds[1], n.seatIds[3]],
    ]);
    expect(sidePoints(m, m.played[0]!.points)).toEqual([110, 95]);
    expect(m.played[0]).toEqual({ points: [70, 60, 40, 35], winner: 0, source: "paper" });
  });

  it("the pairings export names every seat of a pod and its points; a team table names both teams", async () => {
    const n = await night([
      { seats: [0, 1, 2], points: [[30, 20, 10]] },
      { seats: [0, 1, 2, 3], sides: [0, 1, 0, 1] },
    ]);
    const csv = (await exportTournament(n.event.id, "pairings", "csv")).body;
    const rows = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(rows[0]).toMatchObject({
      player_a: "Anna · Bruno · Carla",
      player_b: "",
      games: "30:20:10",
      seats: "Anna · Bruno · Carla",
      seat_points: "30 · 20 · 10",
      status: "confirmed",
    });
    expect(rows[1]).toMatchObject({ player_a: "Anna & Carla", player_b: "Bruno & Dario", status: "scheduled" });
  });
});
