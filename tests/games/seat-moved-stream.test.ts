// A player's live stream lasts as long as its device holds the seat: once the seat moves to another phone (a seat
// link claimed), the old phone's open stream is told so and ends at once — an engine game's stream carries the seat's
// hand, and the old phone must not be sent it again (found by a route audit: it kept coming with every move).
import { randomBytes, randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request } = await import("../setup/request");
const { DEVICE_COOKIE } = await import("@/lib/players/device");
const streamRoute = await import("@/app/api/games/[kind]/[gameId]/stream/route");
const { issueSeatLink, claimSeat } = await import("@/lib/events/seats");
const { act } = await import("@/lib/kartomantik/games/play");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { db } = await import("@/lib/db/client");
const { matchDuel, state: gameState } = await import("./setup");
const { draftStream } = await import("@/lib/kartomantik/drafts/draft-stream");
const { sseResponse } = await import("@/lib/http/sse-reply");
const { hashToken } = await import("@/lib/players/device-key");
const { presence } = await import("@/lib/realtime/presence");
const { draftNight } = await import("../drafts/setup");

type GameMessage = import("@/lib/kartomantik/games/views").GameMessage;

/** Everything a stream sends, raw, and whether it has ended. */
function rawStream(res: Response) {
  let text = "";
  let ended = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    ended = true;
  })();
  const games = () =>
    [...text.matchAll(/^event: game\ndata: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as GameMessage & { seq: number });
  return { text: () => text, ended: () => ended, games };
}

// Only the move's announcement may end a stream here: the periodic sweep (every 15 s) does nothing in these tests.
beforeEach(() => {
  const watched = presence();
  const sweep = watched.sweep.bind(watched);
  vi.spyOn(watched, "sweep").mockImplementation((which) => (which ? sweep(which) : Promise.resolve()));
});
afterEach(() => void vi.restoreAllMocks());

describe("a game's player stream after its seat moved to another phone", () => {
  it("is told the seat is lost and ends at once, and is never sent the seat's hand after the move", async () => {
    const { night, gameId, devices } = await matchDuel();
    const oldPhone = devices[0]!;
    const seatId = (await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).seatIds[0]!;
    request.cookies.clear();
    request.cookies.set(DEVICE_COOKIE, oldPhone);
    const abort = new AbortController();
    const res = await streamRoute.GET(new Request("http://test/api?as=player", { signal: abort.signal }), {
      params: Promise.resolve({ kind: "kartomantik", gameId }),
    });
    expect(res.status).toBe(200);
    const old = rawStream(res);
    await vi.waitFor(() => expect(old.games().length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(old.games()[0]!.view.players[0]!.hand).not.toBeNull();

    // The organizer issues a seat link; a new phone claims it: the move's announcement ends the old stream.
    const newPhone = randomBytes(32).toString("base64url");
    const { token } = await issueSeatLink(night.event.organizerId, night.event.id, seatId);
    await claimSeat(newPhone, token);
    await vi.waitFor(() => expect(old.ended()).toBe(true), { timeout: 10_000 });
    expect(old.text()).toContain(`event: seat\ndata: {"lost":true,"eventId":"${night.event.id}"}`);
    const sentBefore = old.games().length;

    // The game goes on, seat 0 played from the new phone: nothing more reaches the old one.
    const snap = await gameState(gameId);
    const p = (snap.state.decisions.length ? snap.state.decisions[0]!.player : snap.state.priority) as 0 | 1;
    const action = gameMessage(gameId, snap.seq, snap.status, snap.state, [], p).legal![0]!;
    await act(gameId, [newPhone, devices[1]!][p]!, { action, seenSeq: snap.seq, idempotencyKey: randomUUID() });
    expect(old.games()).toHaveLength(sentBefore);

    // And the old phone cannot open it again.
    const again = await streamRoute.GET(new Request("http://test/api?as=player"), {
      params: Promise.resolve({ kind: "kartomantik", gameId }),
    });
    expect(again.status).toBe(403);
    abort.abort();
  });

  it("a draft phone's stream ends as soon as its seat is claimed by another phone, not at the next sweep", async () => {
    const night = await draftNight(2);
    const seatId = (await db().draft.findUniqueOrThrow({ where: { id: night.draftId } })).seatIds[0]!;
    const abort = new AbortController();
    const seat = { eventId: night.event.id, id: seatId, deviceKeyHash: hashToken(night.devices[0]!) };
    const res = sseResponse(draftStream({ draftId: night.draftId, lastEventId: null, player: 0, seat }), abort.signal);
    const old = rawStream(res);
    await vi.waitFor(() => expect(old.text()).toContain("event: draft"), { timeout: 20_000 });
    const { token } = await issueSeatLink(night.organizer.id, night.event.id, seatId);
    await claimSeat(randomBytes(32).toString("base64url"), token);
    await vi.waitFor(() => expect(old.ended()).toBe(true), { timeout: 10_000 });
    expect(old.text()).toContain("event: seat");
    abort.abort();
  });
});
