// Issue 20 §1: the `match_seats` migration turns Match.seatAId/seatBId into MatchSeat rows and
// Game.pointsA/pointsB into GameSeat rows. A database built by the migrations before it holds a
// whole Draft Bazaar night played by the two-seat code (tests/db/fixtures/two-seat-night.json.gz,
// recorded by tests/db/fixtures/record-two-seat-night.ts of commit ec90e7c, the code before the
// change, and removed with it since it only records the old columns: a draft of
// 1175 actions, an app game with Bo3 sideboarding, paper reports, a dispute and the organizer's
// entry, a drop, a correction that ties first place and the tiebreak it brings). Recorded rather
// than rebuilt here because only the code of that commit can write the old columns the way the app
// did; its answers (standings, exports, archive, audit trail) were recorded with it. After the
// migration today's code must answer exactly the same, and no other row may change.
import { randomBytes, randomUUID } from "node:crypto";
import Papa from "papaparse";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/db/migrate";
import { withClient } from "./migration-db";

const MIGRATION = readdirSync(path.resolve("prisma/migrations")).find((n) => n.endsWith("_match_seats"))!;

interface Fixture {
  eventId: string;
  organizerId: string;
  migrations: string[];
  tables: Record<string, Record<string, unknown>[]>;
  expected: {
    view: Record<string, unknown> & { matches: ({ id: string } & RecordedMatch)[]; standings: RecordedRow[] };
    exports: Record<string, string>;
    history: Record<string, unknown>;
    archive: Record<string, unknown>;
  };
}
const fixture: Fixture = JSON.parse(
  gunzipSync(readFileSync(path.resolve("tests/db/fixtures/two-seat-night.json.gz"))).toString("utf8"),
);
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

let url: string;
let adminUrl: string;
let database: string;
let tmp: string;
let before: Record<string, unknown[]>;
let appliedLast: string[];
let migrated: Awaited<ReturnType<typeof dumpAll>>;
/** Fields the tournament view and the archive gained after the night was recorded (issue 22: Ken events); a
 * Kartomantik night has these values, everything else must be as recorded. */
const ADDED_SINCE = { game: "kartomantik", format: "draft_bazaar", mode: "duel" };

type ArchivedCard = { id: string };
type ArchivedSeat = { drafted: ArchivedCard[]; deck: { cards: ArchivedCard[] } | null };
/** The recorded archive as today's code shapes it: the tournament view's additions (withAddedSince), and since
 * the organizer-side audit each archived deck names its sideboard — at a Draft Bazaar the rest of the drafted
 * cards, in their drafted order. */
function archiveAddedSince(archive: Record<string, unknown>) {
  const seats = (archive.seats as ArchivedSeat[]).map((s) =>
    s.deck
      ? { ...s, deck: { ...s.deck, sideboard: s.drafted.filter((c) => !s.deck!.cards.some((d) => d.id === c.id)) } }
      : s,
  );
  const tournament = withAddedSince(archive.tournament as { matches: RecordedMatch[]; standings: RecordedRow[] });
  return { ...archive, seats, tournament };
}

type Score = { a: number; b: number };
type RecordedMatch = {
  a: string;
  b: string | null;
  kind: string;
  status: string;
  games: Score[];
  played: (Score & { source: string })[];
  report: Score[] | null;
};
type RecordedRow = { id: string };
const winnerOf = (g: Score) => (g.a > g.b ? 0 : g.b > g.a ? 1 : null);
/** The recorded view as today's code shapes it: what issue 20 added to every match (its seats: A at
 * place 0, B at 1, each its own side); since issue 32 a match has no A/B fields: each game's points
 * per place with the side that won it, the report likewise (with the seats that confirmed it, and since session 62
 * the sides named as winners by rule: none), and
 * the standings count the matches won; the view lists the rounds being played. Every value is the recorded one,
 * re-shaped. */
function withAddedSince<V extends { matches: RecordedMatch[]; standings: RecordedRow[]; current?: unknown }>(view: V) {
  const matchesWon = new Map<string, number>();
  for (const m of view.matches) {
    if (m.kind !== "regular" || m.status !== "confirmed" || m.b === null) continue;
    const wins = [0, 0];
    for (const g of m.games) if (winnerOf(g) !== null) wins[winnerOf(g)!]! += 1;
    const won = wins[0]! > wins[1]! ? m.a : wins[1]! > wins[0]! ? m.b : null;
    if (won) matchesWon.set(won, (matchesWon.get(won) ?? 0) + 1);
  }
  return {
    ...view,
    ...ADDED_SINCE,
    // Each stage's round being played (session 58): this night plays one stage at a time, its current round.
    playing: view.current ? [view.current] : [],
    standings: view.standings.map((r) => ({ ...r, matchesWon: matchesWon.get(r.id) ?? 0 })),
    matches: view.matches.map(({ a, b, games: _games, played, report, ...m }) => ({
      ...m,
      seats: [a, b].flatMap((seatId, place) => (seatId === null ? [] : [{ place, seatId, side: place }])),
      played: played.map((g) => ({ points: [g.a, g.b], winner: winnerOf(g), source: g.source })),
      report: report ? { points: report.map((g) => [g.a, g.b]), winners: [], confirmedBy: [] } : null,
    })),
  };
}

/** The recorded pairings export as today's code writes it: since session 62 each row ends with `game_winners`, the
 * side that won each game (every game of this night by its points: "A", "B", "x" a draw). */
function pairingsAddedSince(format: "csv" | "json", body: string): string {
  const winners = (games: string) =>
    games
      .split(" ")
      .filter(Boolean)
      .map((g) => {
        const [a, b] = g.split(/(?<=\d)-/).map(Number) as [number, number];
        return a > b ? "A" : b > a ? "B" : "x";
      })
      .join(" ");
  if (format === "json") {
    const recorded = JSON.parse(body) as { pairings: { games: string }[] };
    const pairings = recorded.pairings.map((r) => ({ ...r, game_winners: winners(r.games) }));
    return JSON.stringify({ ...recorded, pairings }, null, 2);
  }
  const [header, ...lines] = body.split("\r\n");
  const column = header!.split(",").indexOf("games");
  return [
    `${header},game_winners`,
    ...lines.map((line) => `${line},${winners(Papa.parse<string[]>(line).data[0]![column]!)}`),
  ].join("\r\n");
}

/** Every row of every table (but Prisma's bookkeeping), each as JSON, in a stable order. */
const dumpAll = (conn: string) =>
  withClient(conn, async (c) => {
    const { rows } = await c.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    const out: Record<string, unknown[]> = {};
    for (const { name } of rows)
      out[name] = (await c.query(`SELECT row_to_json(t) AS r FROM "${name}" t ORDER BY row_to_json(t)::text`)).rows.map(
        (x) => x.r,
      );
    return out;
  });

beforeAll(async () => {
  const base = new URL(process.env.DATABASE_URL!);
  database = `match_seats_${randomBytes(4).toString("hex")}`;
  adminUrl = Object.assign(new URL(base), { pathname: "/postgres" }).toString();
  url = Object.assign(new URL(base), { pathname: `/${database}` }).toString();
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${database}"`));
  // Today's migrations up to the one before match_seats, as the fixture's database had them.
  tmp = mkdtempSync(path.join(tmpdir(), "bazaar-match-seats-"));
  for (const name of readdirSync(path.resolve("prisma/migrations")))
    if (name < MIGRATION) cpSync(path.resolve("prisma/migrations", name), path.join(tmp, name), { recursive: true });
  const { applied } = await applyMigrations(url, { migrationsDir: tmp });
  expect(applied.filter((n) => !n.endsWith(".toml"))).toEqual(fixture.migrations);
  await withClient(url, async (c) => {
    await c.query("BEGIN");
    // The rows come in any order: foreign keys are checked by the migration's own statements after.
    await c.query("SET LOCAL session_replication_role = replica");
    for (const [table, rows] of Object.entries(fixture.tables))
      await c.query(`INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`, [
        JSON.stringify(rows),
      ]);
    for (const table of ["EventLog", "DraftAction", "EngineAction"])
      await c.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`);
    await c.query("COMMIT");
  });
  before = await dumpAll(url);
  // match_seats alone first (what it changes is checked on `migrated`), then the migrations after it.
  cpSync(path.resolve("prisma/migrations", MIGRATION), path.join(tmp, MIGRATION), { recursive: true });
  appliedLast = (await applyMigrations(url, { migrationsDir: tmp })).applied;
  migrated = await dumpAll(url);
  await applyMigrations(url);
  // From here on lib/ reads the migrated database (its client is made at the first query).
  process.env.DATABASE_URL = url;
}, 120_000);

afterAll(async () => {
  const { db } = await import("@/lib/db/client");
  await db().$disconnect();
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
  rmSync(tmp, { recursive: true, force: true });
});

describe("migration match_seats on a whole two-seat Draft Bazaar night", () => {
  it("applies match_seats alone and keeps every other row as it was", async () => {
    expect(appliedLast).toEqual([MIGRATION]);
    const after = migrated;
    const unchanged = Object.keys(before).filter((t) => t !== "Match" && t !== "Game");
    expect(unchanged.length).toBeGreaterThan(15);
    for (const table of unchanged) expect(after[table], table).toEqual(before[table]);
    // Match and Game lose only their A/B columns.
    const without = (rows: unknown[], cols: string[]) =>
      (rows as Record<string, unknown>[])
        .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !cols.includes(k))))
        .sort((x, y) => String(x.id).localeCompare(String(y.id)));
    expect(without(after.Match!, [])).toEqual(without(before.Match!, ["seatAId", "seatBId"]));
    expect(without(after.Game!, [])).toEqual(without(before.Game!, ["pointsA", "pointsB"]));
    expect(before.SideboardStep).toHaveLength(2);
    expect(before.EngineGame).toHaveLength(1);
  });

  it("seats seat A at place 0 and seat B at place 1, each its own side; a bye has one seat", async () => {
    const seats = await withClient(url, (c) =>
      c.query<{ matchId: string; place: number; seatId: string; side: number }>(
        `SELECT "matchId", place, "seatId", side FROM "MatchSeat" ORDER BY "matchId", place`,
      ),
    );
    const expected = fixture.tables
      .Match!.flatMap((m) => [
        { matchId: m.id, place: 0, seatId: m.seatAId, side: 0 },
        ...(m.seatBId === null ? [] : [{ matchId: m.id, place: 1, seatId: m.seatBId, side: 1 }]),
      ])
      .sort((x, y) => String(x.matchId).localeCompare(String(y.matchId)) || x.place - y.place);
    expect(seats.rows).toEqual(expected);
    expect(fixture.tables.Match!.filter((m) => m.seatBId === null)).toHaveLength(5);
  });

  it("keeps each game's points: seat A's at place 0, seat B's at place 1", async () => {
    const points = await withClient(url, (c) =>
      c.query<{ matchId: string; number: number; place: number; points: number }>(
        `SELECT "matchId", number, place, points FROM "GameSeat" ORDER BY "matchId", number, place`,
      ),
    );
    const expected = fixture.tables
      .Game!.flatMap((g) => [
        { matchId: g.matchId, number: g.number, place: 0, points: g.pointsA },
        { matchId: g.matchId, number: g.number, place: 1, points: g.pointsB },
      ])
      .sort(
        (x, y) =>
          String(x.matchId).localeCompare(String(y.matchId)) ||
          Number(x.number) - Number(y.number) ||
          x.place - y.place,
      );
    expect(points.rows).toEqual(expected);
    expect(points.rows.length).toBe(42);
  });

  it("event-rules §6 answers the same standings and tournament view (tiebreak included) as before", async () => {
    const { tournamentView } = await import("@/lib/tournament/views");
    const view = json(await tournamentView(fixture.eventId));
    expect(view).toEqual(withAddedSince(fixture.expected.view));
    expect(view!.tiebreak).toBe(true);
    expect(view!.standings.slice(0, 2).map((r) => r.score)).toEqual([490, 490]);
  });

  it("answers the same exports (standings, pairings: CSV and JSON; the archive) and audit trail", async () => {
    const { eventArchive, exportTournament, matchHistory } = await import("@/lib/tournament/exports");
    for (const [name, body] of Object.entries(fixture.expected.exports)) {
      const [kind, format] = name.split(".") as ["standings" | "pairings" | "archive", "csv" | "json"];
      const now = (await exportTournament(fixture.eventId, kind, format)).body;
      if (kind === "archive") {
        const { exportedAt: _a, ...got } = JSON.parse(now);
        const { exportedAt: _b, ...want } = JSON.parse(body);
        expect(got, name).toEqual(archiveAddedSince(want));
      } else expect(now, name).toBe(kind === "pairings" ? pairingsAddedSince(format, body) : body);
    }
    const { exportedAt: _c, ...archive } = json(await eventArchive(fixture.eventId));
    const { exportedAt: _d, ...recorded } = fixture.expected.archive;
    expect(archive).toEqual(archiveAddedSince(recorded));
    for (const m of fixture.expected.view.matches)
      expect(json(await matchHistory(fixture.eventId, m.id)), m.id).toEqual(fixture.expected.history[m.id]);
  });

  it("event-rules §7 the migrated night goes on: an organizer's correction is recorded on its seats", async () => {
    const { setResult } = await import("@/lib/tournament/results");
    const { tournamentView } = await import("@/lib/tournament/views");
    const view = (await tournamentView(fixture.eventId))!;
    const m = view.matches.find((x) => x.kind === "regular" && x.status === "confirmed" && x.played.length === 2)!;
    const answer = await setResult(fixture.organizerId, fixture.eventId, m.id, {
      games: [
        [10, 0],
        [10, 0],
      ],
      version: m.version,
      idempotencyKey: randomUUID(),
    });
    expect(answer.match).toMatchObject({ status: "confirmed", source: "organizer", seats: m.seats });
    expect(answer.match.played.map((g) => g.points)).toEqual([
      [10, 0],
      [10, 0],
    ]);
    const points = await withClient(url, (c) =>
      c.query(`SELECT number, place, points FROM "GameSeat" WHERE "matchId" = $1 ORDER BY number, place`, [m.id]),
    );
    expect(points.rows).toEqual([
      { number: 1, place: 0, points: 10 },
      { number: 1, place: 1, points: 0 },
      { number: 2, place: 0, points: 10 },
      { number: 2, place: 1, points: 0 },
    ]);
  });
});
