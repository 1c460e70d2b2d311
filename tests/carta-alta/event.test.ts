// Issue 32, Done when: a fourth, test-only game (Carta più alta, engine/carta-alta) lives in its own folders
// plus a line per registry, and an event of it runs through the routes: created (only where the server offers
// test games), joined by code, started, its matches played on the app through the engine-game routes mounted
// per kind, the results confirmed from the engine's outcome (README §4), the standings ranked by the game's keys.
import { randomBytes, randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { joinEvent } = await import("@/lib/events/seats");
const { tournamentView } = await import("@/lib/tournament/views");
const { CARTA_ALTA_SERVER } = await import("@/lib/carta-alta/engine");
const eventsRoute = await import("@/app/api/events/route");
const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const openRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/games/route");
const actRoute = await import("@/app/api/games/[kind]/[gameId]/act/route");
const streamRoute = await import("@/app/api/games/[kind]/[gameId]/stream/route");
const replayRoute = await import("@/app/api/games/[kind]/[gameId]/replay/route");
const botRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/bot/route");
const practiceRoute = await import("@/app/api/events/[eventId]/practice/route");
const tablesRoute = await import("@/app/api/events/[eventId]/tables/route");
const { gameBotsSettled } = { gameBotsSettled: (id: string) => CARTA_ALTA_SERVER.bots().settled(id) };
const { readSseResponse } = await import("../setup/sse");
const { withState } = await import("../setup/game-state");
const { harness, req, ctx } = await import("../incantesium/app-harness");
type CartaState = import("@/engine/carta-alta").CartaState;
const h = harness(state);

beforeEach(() => {
  process.env.BAZAAR_TEST_GAMES = "1";
  state.organizer = null;
  state.cookies.clear();
});
afterEach(() => {
  delete process.env.BAZAAR_TEST_GAMES;
});

const KIND = "carta-alta";

async function cartaEvent(names: string[], body: Record<string, unknown> = {}) {
  const organizerId = await h.newOrganizer();
  h.asOrganizer(organizerId);
  const res = await eventsRoute.POST(req("POST", { name: "Serata di prova", game: KIND, ...body }), ctx());
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  const { id: eventId, joinCode } = (await res.json()) as { id: string; joinCode: string };
  const players: { name: string; device: string; seatId: string }[] = [];
  for (const name of names) {
    const device = randomBytes(32).toString("base64url");
    players.push({ name, device, seatId: (await joinEvent(device, { code: joinCode, name })).seat.id });
  }
  expect((await tournamentRoute.POST(req("POST", {}), ctx({ eventId }))).status).toBe(200);
  const deviceOf = (seatId: string) => players.find((p) => p.seatId === seatId)!.device;
  return { organizerId, eventId, players, deviceOf };
}

async function open(eventId: string, matchId: string, device: string) {
  h.asDevice(device);
  const res = await openRoute.POST(req("POST"), ctx({ eventId, matchId }));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return ((await res.json()) as { gameId: string }).gameId;
}

const row = async (gameId: string) =>
  withState(CARTA_ALTA_SERVER.rules, await db().engineGame.findUniqueOrThrow({ where: { id: gameId } }));

/** Each seat plays its highest card through the act route, as its phone would. */
async function playOut(gameId: string, deviceOf: (seatId: string) => string) {
  const game = await row(gameId);
  const s = game.state as unknown as CartaState;
  let seq = game.seq;
  for (const [p, seatId] of game.seatIds.entries()) {
    h.asDevice(deviceOf(seatId));
    const action = { type: "play", card: Math.max(...s.hands[p]!) };
    const res = await actRoute.POST(
      req("POST", { action, seenSeq: seq, idempotencyKey: randomUUID() }),
      ctx({ kind: KIND, gameId }),
    );
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    seq = ((await res.json()) as { seq: number }).seq;
  }
  return { state: s, final: await row(gameId) };
}

describe("Carta più alta, a test-only game, offered only where the server offers test games", () => {
  it("without BAZAAR_TEST_GAMES an event of it is refused (400, nothing written)", async () => {
    delete process.env.BAZAAR_TEST_GAMES;
    const organizerId = await h.newOrganizer();
    h.asOrganizer(organizerId);
    const res = await eventsRoute.POST(req("POST", { name: "No", game: KIND }), ctx());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("event_game_not_offered");
    expect(await db().event.count({ where: { organizerId } })).toBe(0);
  });
});

describe("a whole Carta più alta event through the routes", () => {
  it("a pod of three: one table, the same game for every phone, the outcome confirmed and ranked", async () => {
    const e = await cartaEvent(["Anna", "Bruno", "Carla"], { mode: "ffa" });
    const view = (await tournamentView(e.eventId))!;
    expect(view.game).toBe(KIND);
    const match = view.matches.find((m) => m.seats.length === 3)!;
    const [a, b] = match.seats.map((s) => e.deviceOf(s.seatId));
    const gameId = await open(e.eventId, match.id, a!);
    expect(await open(e.eventId, match.id, b!)).toBe(gameId);
    expect((await row(gameId)).kind).toBe(KIND);

    // A seat's stream shows its own hand only, and what it may play.
    h.asDevice(a!);
    const stream = await streamRoute.GET(
      req("GET", undefined, "http://test/api?as=player"),
      ctx({ kind: KIND, gameId }),
    );
    type Message = { view: { seats: { hand?: number[] }[] }; legal: { card: number }[] };
    const sse = readSseResponse<Message>(stream, () => {});
    await sse.until(() => sse.messages.length > 0);
    void stream.body?.cancel().catch(() => {});
    const msg = sse.messages[0]!.data;
    expect(msg.view.seats.filter((s) => s.hand).length).toBe(1);
    expect(msg.legal).toHaveLength(3);

    const { state, final } = await playOut(gameId, e.deviceOf);
    expect(final.status).toBe("finished");
    const cards = state.hands.map((hand) => Math.max(...hand));
    const after = (await tournamentView(e.eventId))!;
    const played = after.matches.find((m) => m.id === match.id)!;
    expect(played.status).toBe("confirmed");
    expect(played.played[0]!.points).toEqual(cards);
    const top = cards.indexOf(Math.max(...cards));
    expect(played.played[0]!.winner).toBe(match.seats[top]!.side);
    expect(after.standings[0]!.id).toBe(match.seats[top]!.seatId);
    expect(after.standings.map((r) => r.matchPoints).sort((x, y) => y - x)).toEqual([...cards].sort((x, y) => y - x));
  });

  it("a duel round robin: a move out of turn or not in hand is the engine's refusal (§3), nothing changes", async () => {
    const e = await cartaEvent(["Anna", "Bruno"]);
    const match = (await tournamentView(e.eventId))!.matches[0]!;
    const a = e.deviceOf(match.seats[0]!.seatId);
    const gameId = await open(e.eventId, match.id, a);
    const before = await row(gameId);
    h.asDevice(a);
    const res = await actRoute.POST(
      req("POST", { action: { type: "play", card: 99 }, seenSeq: before.seq, idempotencyKey: randomUUID() }),
      ctx({ kind: KIND, gameId }),
    );
    expect(res.status).toBe(422);
    const refusal = ((await res.json()) as { error: { code: string; message: string } }).error;
    expect(refusal.code).toBe("game_refused");
    expect(refusal.message).toBe("Mossa rifiutata: quella carta non è nella tua mano (Carta più alta §3).");
    expect((await row(gameId)).seq).toBe(before.seq);
    // Its one play made, a second is refused in the game's own words.
    const card = (before.state as unknown as CartaState).hands[0]![0]!;
    const play = (seenSeq: number) =>
      actRoute.POST(
        req("POST", { action: { type: "play", card }, seenSeq, idempotencyKey: randomUUID() }),
        ctx({ kind: KIND, gameId }),
      );
    expect((await play(before.seq)).status).toBe(200);
    const again = (await (await play(before.seq + 1)).json()) as { error: { message: string } };
    expect(again.error.message).toBe("Mossa rifiutata: hai già giocato (Carta più alta §3).");
    // The other seat plays from the position it saw before that play (§3: everyone plays at once, a play tells
    // the others only that it happened): taken, not refused as stale, and the game is over.
    h.asDevice(e.deviceOf(match.seats[1]!.seatId));
    const other = (before.state as unknown as CartaState).hands[1]![0]!;
    const late = await actRoute.POST(
      req("POST", { action: { type: "play", card: other }, seenSeq: before.seq, idempotencyKey: randomUUID() }),
      ctx({ kind: KIND, gameId }),
    );
    expect(late.status).toBe(200);
    expect((await row(gameId)).status).toBe("finished");
    // Another kind's route never reaches it: an action of that kind's shape (a Kartomantik pass; a Carta alta play is
    // not one, refused 400 before any game is read) finds no such game.
    const elsewhere = await actRoute.POST(
      req("POST", { action: { type: "pass", player: 0 }, seenSeq: before.seq, idempotencyKey: randomUUID() }),
      ctx({ kind: "kartomantik", gameId }),
    );
    expect(elsewhere.status).toBe(404);
  });

  it("the organizer's replay of a finished game ends at the outcome the row holds", async () => {
    const e = await cartaEvent(["Anna", "Bruno"]);
    const match = (await tournamentView(e.eventId))!.matches[0]!;
    const gameId = await open(e.eventId, match.id, e.deviceOf(match.seats[0]!.seatId));
    const { final } = await playOut(gameId, e.deviceOf);
    h.asOrganizer(e.organizerId);
    const res = await replayRoute.GET(
      req("GET", undefined, `http://test/api?step=${final.seq}`),
      ctx({ kind: KIND, gameId }),
    );
    expect(res.status).toBe(200);
    const step = (await res.json()) as { view: { outcome: unknown } };
    expect(step.view.outcome).toEqual(final.result);
    expect(CARTA_ALTA_SERVER.rules.kind.channel).toBe("bazaar_game_carta_alta");
  });

  it("the organizer's bot plays a missing seat: before the game (it starts with it) or from the running game on", async () => {
    const e = await cartaEvent(["Anna", "Bruno", "Carla"], { mode: "ffa" });
    const match = (await tournamentView(e.eventId))!.matches.find((m) => m.seats.length === 3)!;
    const [anna, bruno, carla] = match.seats.map((s) => s.seatId) as [string, string, string];
    h.asOrganizer(e.organizerId);
    const before = await botRoute.POST(req("POST", { seatId: carla }), ctx({ eventId: e.eventId, matchId: match.id }));
    expect(before.status, JSON.stringify(await before.clone().json())).toBe(200);
    const { gameId } = (await before.json()) as { gameId: string };
    await gameBotsSettled(gameId);
    const started = await row(gameId);
    expect(started.bots).toEqual(["", "", "highest"]);
    // The bot played Carla's highest card at once (everyone plays together, §3); the people have still to play.
    const first = started.state as unknown as CartaState;
    expect(first.played[2]).toBeGreaterThan(Math.max(...first.hands[2]!));
    expect([first.played[0], first.played[1]]).toEqual([null, null]);
    // Bruno leaves too: the running game hands his seat over from its next entry.
    const during = await botRoute.POST(
      req("POST", { seatIds: [bruno] }),
      ctx({ eventId: e.eventId, matchId: match.id }),
    );
    expect(during.status).toBe(200);
    await gameBotsSettled(gameId);
    const now = await row(gameId);
    expect(now.bots).toEqual(["", "highest", "highest"]);
    const after = now.state as unknown as CartaState;
    expect(after.played[1]).toBeGreaterThan(Math.max(...after.hands[1]!));
    expect(after.played[0]).toBeNull();
    // Every seat to the bot is refused: a game of bots alone is nobody's.
    const all = await botRoute.POST(req("POST", { seatIds: [anna] }), ctx({ eventId: e.eventId, matchId: match.id }));
    expect(((await all.json()) as { error: { code: string } }).error.code).toBe("game_bots_not_all");
    // Another organizer may not.
    h.asOrganizer(await h.newOrganizer());
    expect(
      (await botRoute.POST(req("POST", { seatId: anna }), ctx({ eventId: e.eventId, matchId: match.id }))).status,
    ).toBe(403);
  });

  it("a game without tables or practice says so (409 not_on_app), and lists its games for the organizer", async () => {
    const e = await cartaEvent(["Anna", "Bruno"]);
    h.asDevice(e.players[0]!.device);
    const practice = await practiceRoute.POST(req("POST", {}), ctx({ eventId: e.eventId }));
    expect(practice.status).toBe(409);
    expect(((await practice.json()) as { error: { code: string } }).error.code).toBe("not_on_app");
    h.asOrganizer(e.organizerId);
    const table = await tablesRoute.POST(req("POST", { mode: "ffa" }), ctx({ eventId: e.eventId }));
    expect(table.status).toBe(409);
    const match = (await tournamentView(e.eventId))!.matches[0]!;
    const gameId = await open(e.eventId, match.id, e.deviceOf(match.seats[0]!.seatId));
    h.asOrganizer(e.organizerId);
    const list = (await (await tablesRoute.GET(req("GET"), ctx({ eventId: e.eventId }))).json()) as {
      games: { id: string; names: string[] }[];
    };
    expect(list.games.map((g) => g.id)).toEqual([gameId]);
    expect(list.games[0]!.names.sort()).toEqual(["Anna", "Bruno"]);
  });
});
