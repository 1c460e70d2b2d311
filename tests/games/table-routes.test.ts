// The routes of engine tables (issue #20 §4) authorize on the resource: only the event's organizer opens a table,
// the acting seat comes from the device cookie (never the body's `player`), a device not at the table is refused with
// nothing written; refusals are translated 4xx.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ctx, post } from "../setup/route-request";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { DEVICE_COOKIE } = await import("@/lib/players/device");
const tablesRoute = await import("@/app/api/events/[eventId]/tables/route");
const actRoute = await import("@/app/api/games/[kind]/[gameId]/act/route");
const { db } = await import("@/lib/db/client");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { state: gameState, withDecks } = await import("./setup");

const asOrganizer = (id: string) => (state.organizer = { id, email: `${id}@test.it`, name: "Org" });
const asDevice = (device: string) => state.cookies.set(DEVICE_COOKIE, device);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("table routes", () => {
  it("only the event's organizer opens a table; a bad table is a 422 with its reason", async () => {
    const night = await withDecks(4);
    const other = await withDecks(1);
    const params = { eventId: night.event.id };
    const body = { mode: "2v2", seats: night.seatIds.map((seatId) => ({ seatId })) };
    expect((await tablesRoute.POST(post(body), ctx(params))).status).toBe(401);
    asDevice(night.devices[0]!);
    expect((await tablesRoute.POST(post(body), ctx(params))).status).toBe(401);
    asOrganizer(other.organizer.id);
    expect((await tablesRoute.POST(post(body), ctx(params))).status).toBe(403);
    asOrganizer(night.organizer.id);
    const bad = await tablesRoute.POST(post({ ...body, seats: body.seats.slice(0, 3) }), ctx(params));
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toBe("Tavolo non valido: un 2v2 ha quattro posti.");
    expect(await db().engineGame.count({ where: { eventId: night.event.id } })).toBe(0);
    const ok = await tablesRoute.POST(post(body), ctx(params));
    expect(ok.status).toBe(200);
    const { gameId } = (await ok.json()) as { gameId: string };
    expect((await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).seatIds).toEqual(night.seatIds);
  });

  it("a move is the device's seat's: the body's player is ignored; a device not at the table gets 403 and nothing changes", async () => {
    const night = await withDecks(5);
    asOrganizer(night.organizer.id);
    const body = { mode: "ffa", seats: night.seatIds.slice(0, 4).map((seatId) => ({ seatId })) };
    const { gameId } = (await (await tablesRoute.POST(post(body), ctx({ eventId: night.event.id }))).json()) as {
      gameId: string;
    };
    state.organizer = null;
    const snap = await gameState(gameId);
    // Seat 2's opening decision, sent from seat 2's phone with another seat's number in the body.
    const legal = gameMessage(gameId, snap.seq, snap.status, snap.state, [], 2).legal!;
    const action = { ...legal[0]!, player: 0 };
    const input = (key = randomUUID()) => ({ action, seenSeq: snap.seq, idempotencyKey: key });
    // No device, or a device seated at the event but not at this table: refused, nothing written.
    expect((await actRoute.POST(post(input()), ctx({ kind: "kartomantik", gameId }))).status).toBe(403);
    asDevice(night.devices[4]!);
    const stranger = await actRoute.POST(post(input()), ctx({ kind: "kartomantik", gameId }));
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).error.message).toBe("Non giochi questa partita.");
    expect(await db().engineAction.count({ where: { gameId } })).toBe(snap.seq);
    // An unknown game: 404.
    expect((await actRoute.POST(post(input()), ctx({ kind: "kartomantik", gameId: "nope" }))).status).toBe(404);
    asDevice(night.devices[2]!);
    const res = await actRoute.POST(post(input()), ctx({ kind: "kartomantik", gameId }));
    expect(res.status).toBe(200);
    const entry = await db().engineAction.findUniqueOrThrow({ where: { gameId_seq: { gameId, seq: snap.seq + 1 } } });
    expect(entry.actor).toBe(`seat:${night.seatIds[2]}`);
    expect(entry.action).toMatchObject({ player: 2 });
  });
});
