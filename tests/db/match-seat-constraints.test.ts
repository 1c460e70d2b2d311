// Issue 20 §1: what the database itself holds a match's seats and a game's points to (MatchSeat,
// GameSeat and the CHECKs of the match_seats migration): 2–5 seats, a side per seat or per team,
// points only for a recorded game and a place somebody sits at, one value per seat and game.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createTables } from "@/lib/tournament/records";
import { eventWith } from "../tournament/setup";
import { seatB } from "@/tests/tournament/places";

/** A started tournament of five players and a new empty table (stage 9, outside its rounds) to seat at will. */
async function table() {
  const night = await eventWith(5);
  await night.start();
  const t = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
  const match = await db().match.create({
    data: { tournamentId: t.id, kind: "regular", stage: 9, round: 1, tableNo: 1 },
  });
  return { night, matchId: match.id, seats: night.seatIds };
}

describe("MatchSeat and GameSeat", () => {
  it("hold a pod of five (a side each) and a 2v2 table (sides 0 and 1), and their points", async () => {
    const { matchId, seats, night } = await table();
    await db().matchSeat.createMany({ data: seats.map((seatId, place) => ({ matchId, place, seatId, side: place })) });
    await db().game.create({ data: { matchId, number: 1, source: "paper" } });
    await db().gameSeat.createMany({
      data: seats.map((_, place) => ({ matchId, number: 1, place, points: 10 * place })),
    });
    const game = await db().game.findFirstOrThrow({
      where: { matchId },
      include: { points: { orderBy: { place: "asc" } } },
    });
    expect(game.points.map((p) => p.points)).toEqual([0, 10, 20, 30, 40]);

    const t = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
    const teams = await db().match.create({ data: { tournamentId: t.id, stage: 9, round: 2, tableNo: 1 } });
    await db().matchSeat.createMany({
      data: seats.slice(0, 4).map((seatId, place) => ({ matchId: teams.id, place, seatId, side: place % 2 })),
    });
    const sides = await db().matchSeat.findMany({ where: { matchId: teams.id }, orderBy: { place: "asc" } });
    expect(sides.map((s) => s.side)).toEqual([0, 1, 0, 1]);
  });

  it("refuse a sixth place, a side numbered past its place, and a player seated twice", async () => {
    const { matchId, seats } = await table();
    await expect(db().matchSeat.create({ data: { matchId, place: 5, seatId: seats[0]!, side: 0 } })).rejects.toThrow(
      /MatchSeat_place_range/,
    );
    await expect(db().matchSeat.create({ data: { matchId, place: 1, seatId: seats[0]!, side: 2 } })).rejects.toThrow(
      /MatchSeat_side_range/,
    );
    await db().matchSeat.create({ data: { matchId, place: 0, seatId: seats[0]!, side: 0 } });
    await expect(db().matchSeat.create({ data: { matchId, place: 1, seatId: seats[0]!, side: 1 } })).rejects.toThrow();
    await expect(db().matchSeat.create({ data: { matchId, place: 0, seatId: seats[1]!, side: 0 } })).rejects.toThrow();
  });

  it("refuse points for a game not recorded, for a place nobody sits at, and twice for one seat", async () => {
    const { matchId, seats } = await table();
    await db().matchSeat.createMany({
      data: seats.slice(0, 2).map((seatId, place) => ({ matchId, place, seatId, side: place })),
    });
    await expect(db().gameSeat.create({ data: { matchId, number: 1, place: 0, points: 5 } })).rejects.toThrow();
    await db().game.create({ data: { matchId, number: 1, source: "paper" } });
    await expect(db().gameSeat.create({ data: { matchId, number: 1, place: 2, points: 5 } })).rejects.toThrow();
    await db().gameSeat.create({ data: { matchId, number: 1, place: 0, points: 5 } });
    await expect(db().gameSeat.create({ data: { matchId, number: 1, place: 0, points: 10 } })).rejects.toThrow();
    // Deleting the game (an organizer's entry replaces every game) takes its points with it.
    await db().game.deleteMany({ where: { matchId } });
    expect(await db().gameSeat.count({ where: { matchId } })).toBe(0);
  });

  it("go with their event: deleting an event with a played tournament deletes its seats, matches and points", async () => {
    const { night } = await table();
    const m = (await night.view()).matches.find((x) => seatB(x) !== null)!;
    await night.correct(m.id, [[10, 5]]);
    const seated = night.seatIds[0]!;
    expect(await db().matchSeat.count({ where: { seatId: seated } })).toBeGreaterThan(0);
    await db().event.delete({ where: { id: night.event.id } });
    expect(await db().matchSeat.count({ where: { seatId: seated } })).toBe(0);
    expect(await db().gameSeat.count({ where: { matchId: m.id } })).toBe(0);
    expect(await db().seat.count({ where: { eventId: night.event.id } })).toBe(0);
  });

  it("createTables writes a round of a pod of 5 and one of two teams of two plus the bye, seat by seat", async () => {
    const { night } = await table();
    const t = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
    const [p1, p2, p3, p4, p5] = night.seatIds as [string, string, string, string, string];
    const written = await db().$transaction((tx) =>
      createTables(tx, t.id, "regular", 8, [
        [{ seats: [p1, p2, p3, p4, p5] }],
        [{ seats: [p1, p2, p3, p4], sides: [0, 1, 0, 1] }, { seats: [p5] }],
      ]),
    );
    expect(written).toBe(3);
    const matches = await db().match.findMany({
      where: { tournamentId: t.id, stage: 8 },
      include: { seats: { orderBy: { place: "asc" } } },
      orderBy: [{ round: "asc" }, { tableNo: { sort: "asc", nulls: "last" } }],
    });
    expect(matches.map((m) => [m.round, m.tableNo, m.status, m.seats.map((s) => [s.place, s.seatId, s.side])])).toEqual(
      [
        [1, 1, "scheduled", [0, 1, 2, 3, 4].map((i) => [i, night.seatIds[i], i])],
        [2, 1, "scheduled", [0, 1, 2, 3].map((i) => [i, night.seatIds[i], i % 2])],
        [2, null, "bye", [[0, p5, 0]]],
      ],
    );
  });
});
