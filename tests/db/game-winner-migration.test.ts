// Issue 32 §3: the `game_winner_report_by_place` migration gives each game played on the app the side the
// engine named as its winner (a concession or a second mulligan was counted by points until then), and
// turns a duel's report awaiting confirmation ([{ a, b }, …]) into the shape every table has
// ({ points: [[place 0's, place 1's], …], confirmedBy: [] }). Rows from before it, written as the code of
// then wrote them, are migrated; nothing else changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAt, migrationNamed, withClient } from "./migration-db";

const { name: MIGRATION, before: BEFORE } = migrationNamed("game_winner_report_by_place");
let db: Awaited<ReturnType<typeof databaseAt>>;
let url: string;

beforeAll(async () => {
  db = await databaseAt("game_winner", BEFORE);
  url = db.url;
  await withClient(url, async (c) => {
    await c.query("BEGIN");
    // Only the rows the migration reads; the others they point to are not needed for it.
    await c.query("SET LOCAL session_replication_role = replica");
    const match = (id: string, report: unknown) =>
      c.query(`INSERT INTO "Match" (id, "tournamentId", round, status, report) VALUES ($1, 't', 1, $2, $3)`, [
        id,
        report ? "reported" : "confirmed",
        report === null ? null : JSON.stringify(report),
      ]);
    const seat = (matchId: string, place: number, seatId: string) =>
      c.query(`INSERT INTO "MatchSeat" ("matchId", place, "seatId", side) VALUES ($1, $2, $3, $2)`, [
        matchId,
        place,
        seatId,
      ]);
    const game = (matchId: string, number: number, source: string) =>
      c.query(`INSERT INTO "Game" (id, "matchId", number, source) VALUES ($1, $2, $3, $4)`, [
        `${matchId}-g${number}`,
        matchId,
        number,
        source,
      ]);
    // m1: a Bo3 on the app. Game 1 Anna conceded (0–0, Bruno is the engine's winner); game 2 a draw
    // on the engine (winner null); game 3 on paper.
    await match("m1", null);
    await seat("m1", 0, "anna");
    await seat("m1", 1, "bruno");
    for (const [n, source] of [
      [1, "engine"],
      [2, "engine"],
      [3, "paper"],
    ] as const)
      await game("m1", n, source);
    const engineGame = (id: string, n: number, seatIds: string[], result: object, status = "finished") =>
      c.query(
        `INSERT INTO "EngineGame" (id, "eventId", "matchId", game, "seatIds", bots, status, config, state, result, "updatedAt")
         VALUES ($1, 'e', 'm1', $2, $3, $4, $5, '{}', '{}', $6, now())`,
        [id, n, seatIds, seatIds.map(() => ""), status, JSON.stringify(result)],
      );
    // The engine seats in another order than the places: Bruno is engine seat 0 here.
    await engineGame("eg1", 1, ["bruno", "anna"], { winner: 0, points: [0, 0], reason: "concede" });
    await engineGame("eg2", 2, ["anna", "bruno"], { winner: null, points: [40, 40], reason: "cannotDraw" });
    // m2: a duel's report awaiting Bruno's confirmation, in the old shape; m3: a table's, already new.
    await match("m2", [
      { a: 50, b: 10 },
      { a: -10, b: 35 },
    ]);
    await match("m3", { points: [[10, 20, 30]], confirmedBy: ["carla"] });
    await match("m4", []);
    await c.query("COMMIT");
  });
  await db.migrate(MIGRATION);
}, 120_000);

afterAll(() => db.drop());

describe(`migration ${MIGRATION}`, () => {
  it("rules 4.4.3 gives an app game the side its engine named: the concession is Bruno's game, the draw names nobody", async () => {
    const { rows } = await withClient(url, (c) =>
      c.query<{ number: number; winner: number | null }>(
        `SELECT number, winner FROM "Game" WHERE "matchId" = 'm1' ORDER BY number`,
      ),
    );
    expect(rows).toEqual([
      { number: 1, winner: 1 },
      { number: 2, winner: null },
      { number: 3, winner: null },
    ]);
  });

  it("turns a duel's waiting report into points per place, and leaves a table's as it was", async () => {
    const { rows } = await withClient(url, (c) =>
      c.query<{ id: string; report: unknown }>(`SELECT id, report FROM "Match" WHERE id <> 'm1' ORDER BY id`),
    );
    expect(rows).toEqual([
      {
        id: "m2",
        report: {
          points: [
            [50, 10],
            [-10, 35],
          ],
          confirmedBy: [],
        },
      },
      { id: "m3", report: { points: [[10, 20, 30]], confirmedBy: ["carla"] } },
      { id: "m4", report: { points: [], confirmedBy: [] } },
    ]);
  });

  it("refuses a winner that is no side of a table", async () => {
    await expect(
      withClient(url, (c) => c.query(`UPDATE "Game" SET winner = 5 WHERE "matchId" = 'm1' AND number = 3`)),
    ).rejects.toThrow(/Game_winner_side/);
  });
});
