// The organizer's export of an engine game's whole log, for both kinds on the shared path
// (lib/engine-games/access.ts, lib/engine-games/routes.ts): a Kartomantik game at
// /api/games/ID/log, an Incantesium challenge at /api/incantesium/ID/log. The same contract for
// both — a JSON download named after the kind, the row's columns in a fixed order with the kind's
// own one after matchId, every log entry with its seq and time — and only the event's organizer
// gets it (401 signed out, 403 another organizer, 404 the kind's own code for an unknown game).
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const logRoute = await import("@/app/api/games/[kind]/[gameId]/log/route");
const myTableRoute = await import("@/app/api/events/[eventId]/practice/route");
const { gameBotsSettled, openTable, viewerOf } = await import("@/lib/kartomantik/games/play");
const { incBotsSettled } = await import("@/lib/incantesium/play");
const { practiceGame, withDecks } = await import("../games/setup");
const { harness, req, ctx } = await import("../incantesium/app-harness");
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

type Kind = string;
type Body = Record<string, unknown> & { actions: Record<string, unknown>[] };

/** The export's answer and body, as the kind's route gives it to `organizerId` (null: signed out). */
async function exported(kind: Kind, gameId: string, organizerId: string | null) {
  h.asOrganizer(organizerId);
  const res = await logRoute.GET(req("GET"), ctx({ kind, gameId }));
  return { res, body: (await res.json()) as Body };
}

/** The owner's download: a JSON file `<file>-ID.json`, the row's columns in order with the kind's own `column`
 * after matchId, and the stored entries in order, numbered 1…seq, each with its time. */
async function download(kind: Kind, gameId: string, organizerId: string, file: string, column: string) {
  const { res, body } = await exported(kind, gameId, organizerId);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/json");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${file}-${gameId}.json"`);
  const columns = ["seatIds", "bots", "status", "result", "config", "actions"];
  expect(Object.keys(body)).toEqual(["gameId", "eventId", "matchId", column, ...columns]);
  expect(body.actions.map((a) => a.seq)).toEqual(body.actions.map((_, i) => i + 1));
  for (const a of body.actions) {
    expect(Object.keys(a)).toEqual(["seq", "actor", "action", "events", "at"]);
    expect(new Date(a.at as string).toISOString()).toBe(a.at);
  }
  return body;
}

/** Nobody else gets it: 401 signed out, 403 another organizer, 404 with the kind's code for an unknown game. */
async function refused(kind: Kind, gameId: string, owner: string, stranger: string, notFound: string) {
  expect((await exported(kind, gameId, null)).res.status).toBe(401);
  expect((await exported(kind, gameId, stranger)).res.status).toBe(403);
  const unknown = await exported(kind, "no-such-game", owner);
  expect(unknown.res.status).toBe(404);
  expect((unknown.body as unknown as { error: { code: string } }).error.code).toBe(notFound);
}

describe("the organizer's log export", () => {
  it("a Kartomantik game: game-ID.json, its match game number after matchId, the start entry first", async () => {
    const { night, gameId } = await practiceGame();
    const other = await withDecks(1);
    // The bots move after the commit (lib/engine-games/bots.ts): compare the export and the row once they are done.
    await gameBotsSettled(gameId);
    const body = await download("kartomantik", gameId, night.organizer.id, "game", "game");
    const row = await db().engineGame.findUniqueOrThrow({ where: { id: gameId }, include: { actions: true } });
    expect(body).toMatchObject({ gameId, eventId: night.event.id, matchId: null, game: 1, status: "running" });
    expect(body.bots).toEqual(["", "greedy"]);
    expect(body.config).toEqual(row.config);
    expect(body.actions).toHaveLength(row.actions.length);
    expect(body.actions[0]).toMatchObject({ seq: 1, actor: "system", action: { type: "start" } });
    await refused("kartomantik", gameId, night.organizer.id, other.organizer.id, "game_not_found");
  });

  it("an Incantesium challenge: incantesium-ID.json, its mode after matchId, the start entry without the seed", async () => {
    const e = await h.incEvent(["Giovanni"]);
    const outsider = await h.incEvent(["Luca"]);
    h.asDevice(e.players[0]!.device);
    const opened = await myTableRoute.POST(req("POST", { mode: "ffa", players: 3 }), ctx({ eventId: e.eventId }));
    const { gameId } = (await opened.json()) as { gameId: string };
    await incBotsSettled(gameId);
    const body = await download("incantesium", gameId, e.organizerId, "incantesium", "mode");
    const row = await db().incGame.findUniqueOrThrow({ where: { id: gameId }, include: { actions: true } });
    expect(body).toMatchObject({ gameId, eventId: e.eventId, matchId: null, mode: "ffa", status: "running" });
    expect(body.config).toEqual(row.config);
    expect(body.actions).toHaveLength(row.actions.length);
    // The start names the options, not the seed (the config holds it, for the organizer's replay).
    expect(body.actions[0]).toMatchObject({ seq: 1, actor: "system", action: { type: "start", mode: "ffa" } });
    expect(body.actions[0]!.action).not.toHaveProperty("seed");
    await refused("incantesium", gameId, e.organizerId, outsider.organizerId, "inc_game_not_found");
  });
});

describe("the engine-game routes, mounted once per kind", () => {
  it("a game is reached under its own kind only; an unknown kind is a game not found, after the audience's checks", async () => {
    const { night, gameId } = await practiceGame();
    const other = await exported("incantesium", gameId, night.organizer.id);
    expect(other.res.status).toBe(404);
    expect((other.body as unknown as { error: { code: string } }).error.code).toBe("inc_game_not_found");
    const unknown = await exported("no-such-kind", gameId, night.organizer.id);
    expect(unknown.res.status).toBe(404);
    expect((unknown.body as unknown as { error: { code: string } }).error.code).toBe("game_not_found");
    expect((await exported("no-such-kind", gameId, null)).res.status).toBe(401);
  });
});

describe("who watches a Kartomantik seat the bot plays", () => {
  it("its player still watches it as that seat (their hand, their view), though they may not move it", async () => {
    const night = await withDecks(4);
    const seats = night.seatIds.map((seatId, p) => ({ seatId, ...(p === 3 ? { bot: "greedy" as const } : {}) }));
    const { gameId } = await openTable(night.organizer.id, night.event.id, { mode: "2v2", seats });
    expect((await viewerOf(gameId, "player", night.devices[3]!, null)).viewer).toBe(3);
  });
});
