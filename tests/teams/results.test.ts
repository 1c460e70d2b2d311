// Paper results of 2v2 tables (issue 20 §5): one player reports every seat's points, the other
// team confirms or disputes, the organizer corrects; standings per team ("2vs2 Calcolo dei Punti").
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { confirmResult, disputeResult, reportResult, setResult } from "@/lib/tournament/results";
import { exportTournament } from "@/lib/tournament/exports";
import { isBye } from "@/lib/tournament/shape";
import { logOf } from "../tournament/setup";
import { teamNight } from "./setup";

const versionOf = async (eventId: string) =>
  (await db().event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } })).version;

/** Two teams (Anna & Bruno, Carla & Dario), decks registered, started: one table of four. */
async function oneTable(players = 4) {
  const n = await teamNight(players, { paired: true, decks: true });
  await n.start();
  const [anna, bruno, carla, dario] = n.seatIds as [string, string, string, string];
  const table = async () =>
    (await n.view()).matches.find(
      (m) => m.status !== "bye" && m.seats.some((s) => s.seatId === anna) && m.seats.some((s) => s.seatId === carla),
    )!;
  const device = (seatId: string) => n.deviceOf(seatId);
  const report = async (by: string, points: number[][]) => {
    const m = await table();
    return reportResult(n.event.id, m.id, device(by), {
      games: points,
      version: m.version,
      idempotencyKey: n.key(),
    });
  };
  const answer = async (by: string, how: "confirm" | "dispute") => {
    const m = await table();
    const f = how === "confirm" ? confirmResult : disputeResult;
    return f(n.event.id, m.id, device(by), { version: m.version, idempotencyKey: n.key() });
  };
  return { n, anna, bruno, carla, dario, table, report, answer };
}

describe("2v2 paper results", () => {
  it("2vs2 'sommando i Punti totali … di entrambi i giocatori': one reports the four seats, the other team confirms", async () => {
    const { n, anna, bruno, carla, table, report, answer } = await oneTable();
    const m = await table();
    // Table order alternates the teams: Anna, Carla, Bruno, Dario.
    expect(m.seats.map((s) => s.side)).toEqual([0, 1, 0, 1]);
    await report(anna, [[70, 60, 40, 35]]);
    const reported = await table();
    expect(reported).toMatchObject({ status: "reported", reportedBy: anna, report: { points: [[70, 60, 40, 35]] } });
    // The reporter's teammate cannot confirm for the other team; nothing changes.
    const before = await versionOf(n.event.id);
    await expect(answer(bruno, "confirm")).rejects.toMatchObject({ code: "match_own_side", status: 409 });
    expect(await versionOf(n.event.id)).toBe(before);
    await answer(carla, "confirm");
    const view = await n.view();
    const done = view.matches.find((x) => x.id === m.id)!;
    expect(done).toMatchObject({ status: "confirmed", source: "paper", played: [{ points: [70, 60, 40, 35] }] });
    expect(done.played[0]!.points).toEqual([70, 60, 40, 35]);
    expect(view.standings.map((r) => [r.name, r.score, r.gamesWon, r.gamesLost, r.rank])).toEqual([
      ["Anna & Bruno", 110, 1, 0, 1],
      ["Carla & Dario", 95, 0, 1, 2],
    ]);
    expect(view.status).toBe("finished");
    const log = await logOf(n.event.id);
    expect(log.filter((e) => e.type.startsWith("match.")).map((e) => [e.type, e.actor])).toEqual([
      ["match.reported", `seat:${anna}`],
      ["match.confirmed", `seat:${carla}`],
    ]);
  });

  it("a wrong count of seats, a point not a multiple of 5 or a player not at the table is refused; nothing changes", async () => {
    const { n, anna, table, report } = await oneTable(6);
    const before = await versionOf(n.event.id);
    await expect(report(anna, [[70, 60]])).rejects.toMatchObject({
      code: "result_seats_count",
      status: 422,
      params: { count: 2, seats: 4 },
    });
    await expect(report(anna, [[70, 60, 42, 35]])).rejects.toMatchObject({
      code: "result_points_not_multiple_of_5",
      params: { game: 1, points: 42 },
    });
    // The duel's shape { a, b } is not a table's result either.
    const m = await table();
    await expect(
      reportResult(n.event.id, m.id, n.deviceOf(anna), {
        games: [[10, 20]],
        version: m.version,
        idempotencyKey: n.key(),
      }),
    ).rejects.toMatchObject({ code: "result_seats_count" });
    // Elsa's team has the bye in this round: she does not sit at this table.
    const elsa = n.seatIds[4]!;
    await expect(report(elsa, [[70, 60, 40, 35]])).rejects.toMatchObject({ code: "match_not_yours", status: 403 });
    expect(await versionOf(n.event.id)).toBe(before);
    expect((await table()).status).toBe("scheduled");
  });

  it("rules 4.4.2 'si perdono 10 punti': a seat may end below zero; the other team disputes, the organizer decides and corrects", async () => {
    const { n, anna, dario, table, report, answer } = await oneTable();
    await report(anna, [[-10, 60, 40, 35]]);
    await answer(dario, "dispute");
    expect(await table()).toMatchObject({
      status: "disputed",
      disputedBy: dario,
      report: { points: [[-10, 60, 40, 35]] },
    });
    const m = await table();
    await setResult(n.organizer.id, n.event.id, m.id, { games: [[20, 60, 40, 35]] });
    expect((await n.view()).standings.map((r) => [r.name, r.score])).toEqual([
      ["Carla & Dario", 95],
      ["Anna & Bruno", 60],
    ]);
    await setResult(n.organizer.id, n.event.id, m.id, { games: [[80, 60, 40, 35]] });
    const log = await logOf(n.event.id);
    const corrected = log.find((e) => e.type === "match.corrected")!;
    expect(corrected.payload).toMatchObject({ games: [[80, 60, 40, 35]], previous: { games: [[20, 60, 40, 35]] } });
    expect((await n.view()).standings[0]).toMatchObject({ name: "Anna & Bruno", score: 120 });
  });

  it("Bo3 at a team table ends once a team has won two games (its two seats' points summed)", async () => {
    const n = await teamNight(4, { paired: true, decks: true, bestOf: 3 });
    await n.start();
    const m = (await n.view()).matches[0]!;
    const by = n.seatIds[0]!;
    const send = (points: number[][]) =>
      reportResult(n.event.id, m.id, n.deviceOf(by), {
        games: points,
        version: m.version,
        idempotencyKey: n.key(),
      });
    // Game 1: 50+50 = 100 vs 60+30 = 90 for Anna's team; game 2 likewise: decided after two.
    await expect(send([[50, 60, 50, 30]])).rejects.toMatchObject({ code: "result_games_count" });
    await expect(
      send([
        [50, 60, 50, 30],
        [50, 60, 50, 30],
        [0, 100, 0, 100],
      ]),
    ).rejects.toMatchObject({ code: "result_match_already_decided", params: { game: 3 } });
    await send([
      [50, 60, 50, 30],
      [10, 60, 10, 30],
      [50, 60, 50, 30],
    ]);
    expect((await n.view()).matches[0]!.report?.points).toHaveLength(3);
  });
});

describe("a team's bye", () => {
  it("three teams: each round one team rests — a bye everywhere (export, pages), never a match between teammates", async () => {
    // Found by an audit: a team's bye holds two seats, and the export (and the phone's and organizer's pages) took a
    // table of one seat for the bye: it was exported as bye: false, and the phone offered the teammate as opponent.
    const n = await teamNight(6, { paired: true, decks: true });
    await n.start();
    const view = await n.view();
    const byes = view.matches.filter((m) => m.status === "bye");
    expect(byes).toHaveLength(3);
    for (const m of byes) {
      expect(m.seats).toHaveLength(2);
      expect(isBye(m)).toBe(true);
    }
    expect(view.matches.filter((m) => m.status !== "bye").every((m) => !isBye(m))).toBe(true);
    const { pairings } = JSON.parse((await exportTournament(n.event.id, "pairings", "json")).body) as {
      pairings: { status: string; bye: boolean }[];
    };
    expect(pairings.map((r) => [r.status, r.bye])).toEqual(view.matches.map((m) => [m.status, m.status === "bye"]));
  });
});
