// Every absent seat can be a bot (issue 29 §8): at a tournament table (a Free-for-All pod of five, a 2v2) the
// organizer hands any number of seats — never all — to the engine's bot, before the game (it starts with them) or
// during it (the running game's seat is taken over through the write kernel, with a log entry, and the bot moves at
// once if the game waits for it). Asking twice changes nothing; only the event's organizer may ask.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
// Seeded games: the server's seeds come from the OS; here from a counter, so that every run plays the same games.
const seeds = vi.hoisted(() => ({ next: 29_800 }));
vi.mock("@/lib/random-seed", async (original) => ({
  ...(await original<typeof import("@/lib/random-seed")>()),
  randomSeed: (): [number, number, number, number] => [seeds.next++, 0x5eed, 0x29, 0x8],
}));
const { request } = await import("../setup/request");
const { DEVICE_COOKIE } = await import("@/lib/players/device");
const botRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/bot/route");
const { db } = await import("@/lib/db/client");
const { act, botPlaysFor, gameBotsSettled, openMatchGame } = await import("@/lib/kartomantik/games/play");
const { readGame } = await import("@/lib/kartomantik/games/hub");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { replayMatchesSnapshot } = await import("@/lib/kartomantik/games/replay");
const { seatRows } = await import("@/lib/tournament/seats");
const { state, withDecks } = await import("./setup");

beforeEach(() => {
  request.organizer = null;
  request.cookies.clear();
});

/** A tournament table of `sides.length` seats (sides as the match's: a pod's every seat its own, a 2v2's two teams). */
async function tableMatch(sides: number[]) {
  const night = await withDecks(sides.length);
  await night.start();
  const tournament = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
  const match = await db().match.create({ data: { tournamentId: tournament.id, round: 9, tableNo: 1 } });
  await db().matchSeat.createMany({ data: seatRows(match.id, night.seatIds, sides) });
  return { night, match };
}

const row = (gameId: string) => db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
const entries = (gameId: string) => db().engineAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });

/** Whoever of the people must act plays the first legal action, until the game ends (the bots move on the server
 * after each). `devices` per engine seat, null where the bot plays. */
async function playToEnd(gameId: string, devices: (string | null)[], limit = 3000) {
  for (let i = 0; i < limit; i++) {
    const snap = await state(gameId);
    if (snap.status === "finished") return snap;
    const acting = gameMessage(gameId, snap.seq, snap.status, snap.state, [], 0).acting.seats;
    const p = acting.find((q) => devices[q]);
    expect(p, `seq ${snap.seq}: the game waits for a person, not for ${acting.join(",")}`).toBeDefined();
    const action = gameMessage(gameId, snap.seq, snap.status, snap.state, [], p!).legal![0]!;
    await act(gameId, devices[p!]!, { action, seenSeq: snap.seq, idempotencyKey: randomUUID() });
  }
  throw new Error("the game did not end");
}

describe("every absent seat can be a bot", () => {
  for (const [mode, sides, absent] of [
    ["a Free-for-All pod of five", [0, 1, 2, 3, 4], [1, 3]],
    ["a 2v2 table", [0, 0, 1, 1], [1, 2]],
  ] as const) {
    it(`${mode}: two absent seats, asked one after the other, both become bots and the game is played to its end`, async () => {
      const { night, match } = await tableMatch([...sides]);
      const [first, second] = absent.map((i) => night.seatIds[i]!) as [string, string];
      // The first request starts the game with its bot; the second takes the other seat in that game.
      const opened = await botPlaysFor(night.organizer.id, night.event.id, match.id, first, "greedy");
      const taken = await botPlaysFor(night.organizer.id, night.event.id, match.id, second, "greedy");
      expect(taken.gameId).toBe(opened.gameId);
      const game = await row(opened.gameId);
      const bots = game.seatIds.map((id) => (id === first || id === second ? "greedy" : ""));
      expect(game.bots).toEqual(bots);
      expect(taken.bots).toEqual(bots);
      // The phones see which seats the bots play.
      const snap = (await readGame(opened.gameId, 0))!;
      expect(snap.bots).toEqual(bots);
      expect(gameMessage(opened.gameId, snap.seq, snap.status, snap.state, [], 0, snap.bots).bots).toEqual(
        bots.map(Boolean),
      );
      // The people open the same game and play it; the bots answer for their seats: it ends and counts.
      const people = night.seatIds.filter((id) => id !== first && id !== second);
      expect((await openMatchGame(night.event.id, match.id, night.deviceOf(people[0]!))).gameId).toBe(opened.gameId);
      const end = await playToEnd(
        opened.gameId,
        game.seatIds.map((id, p) => (bots[p] ? null : night.deviceOf(id))),
      );
      expect(end.state.result).toBeTruthy();
      const actors = new Set((await entries(opened.gameId)).map((e) => e.actor));
      expect(actors.has("bot")).toBe(true);
      expect(await db().game.count({ where: { matchId: match.id, source: "engine" } })).toBe(1);
      // The log with its hand-over entry replays to the stored state.
      expect(await replayMatchesSnapshot(opened.gameId, night.organizer.id)).toBe(true);
    }, 180_000);
  }

  it("both absent seats asked at once: the game starts with the two bots", async () => {
    const { night, match } = await tableMatch([0, 1, 2, 3, 4]);
    const absent = [night.seatIds[0]!, night.seatIds[4]!];
    const { gameId } = await botPlaysFor(night.organizer.id, night.event.id, match.id, absent, "greedy");
    expect((await row(gameId)).bots).toEqual(["greedy", "", "", "", "greedy"]);
    // No hand-over entry: the bots were there from the start.
    expect((await entries(gameId)).some((e) => (e.action as { type: string }).type === "botSeats")).toBe(false);
  }, 60_000);

  it("mid-game: a seat whose phone played is taken over by the bot, with a log entry; the bot moves at once; twice changes nothing", async () => {
    const { night, match } = await tableMatch([0, 1, 2, 3, 4]);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(night.seatIds[0]!));
    const devices = (await row(gameId)).seatIds.map((id) => night.deviceOf(id));
    // The people play until a seat other than the first must act, and its phone has acted before.
    let snap = await state(gameId);
    const moved = new Set<number>();
    for (let i = 0; ; i++) {
      expect(i, "a second seat came to act").toBeLessThan(400);
      const p = gameMessage(gameId, snap.seq, snap.status, snap.state, [], 0).acting.seats[0]!;
      if (p !== 0 && moved.has(p)) break;
      const action = gameMessage(gameId, snap.seq, snap.status, snap.state, [], p).legal![0]!;
      await act(gameId, devices[p]!, { action, seenSeq: snap.seq, idempotencyKey: randomUUID() });
      moved.add(p);
      snap = await state(gameId);
    }
    const seat = gameMessage(gameId, snap.seq, snap.status, snap.state, [], 0).acting.seats[0]!;
    const before = snap.seq;
    const seatId = (await row(gameId)).seatIds[seat]!;
    const taken = await botPlaysFor(night.organizer.id, night.event.id, match.id, seatId, "greedy");
    expect(taken.gameId).toBe(gameId);
    // The bot moves after the hand-over's commit, in writes of its own.
    await gameBotsSettled(gameId);
    const after = await row(gameId);
    expect(after.bots[seat]).toBe("greedy");
    expect(after.bots.filter(Boolean)).toHaveLength(1);
    // One entry says who handed which seat to the bot; the bot's moves follow, until a person must act.
    const log = (await entries(gameId)).filter((e) => e.seq > before);
    expect(log[0]).toMatchObject({
      actor: `organizer:${night.organizer.id}`,
      action: { type: "botSeats", seats: [seat], bot: "greedy" },
      events: [],
    });
    expect(log.length).toBeGreaterThan(1);
    expect(log.slice(1).every((e) => e.actor === "bot" || e.actor.startsWith("out:"))).toBe(true);
    const now = await state(gameId);
    expect(gameMessage(gameId, now.seq, now.status, now.state, [], 0).acting.seats).not.toContain(seat);
    // The seat's phone no longer moves it.
    await expect(
      act(gameId, devices[seat]!, { action: { type: "pass" }, seenSeq: now.seq, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: "game_not_yours" });
    // Asked again: the same game, nothing written.
    expect((await botPlaysFor(night.organizer.id, night.event.id, match.id, seatId, "greedy")).gameId).toBe(gameId);
    expect((await row(gameId)).seq).toBe(now.seq);
    expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);
  }, 120_000);

  it("every seat a bot is refused with its reason, before the game and during it; nothing changes", async () => {
    const { night, match } = await tableMatch([0, 1, 2, 3, 4]);
    const all = night.seatIds;
    await expect(botPlaysFor(night.organizer.id, night.event.id, match.id, all, "greedy")).rejects.toMatchObject({
      code: "game_bots_not_all",
      status: 422,
    });
    expect(await db().engineGame.count({ where: { matchId: match.id } })).toBe(0);
    const { gameId } = await botPlaysFor(night.organizer.id, night.event.id, match.id, all.slice(0, 4), "greedy");
    await gameBotsSettled(gameId);
    const before = await row(gameId);
    await expect(botPlaysFor(night.organizer.id, night.event.id, match.id, all[4]!, "greedy")).rejects.toMatchObject({
      code: "game_bots_not_all",
    });
    const after = await row(gameId);
    expect({ bots: after.bots, seq: after.seq }).toEqual({ bots: before.bots, seq: before.seq });
    // Through the route: a 422 whose message says why.
    request.organizer = { id: night.organizer.id, email: "o@test.it", name: "Org" };
    const res = await botRoute.POST(post({ seatId: all[4] }), ctx(night.event.id, match.id));
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(
      "Almeno un posto deve restare a un giocatore: il bot gioca solo per chi manca.",
    );
  }, 60_000);

  it("only the event's organizer hands a seat to the bot: a phone and another organizer are refused, nothing changes", async () => {
    const { night, match } = await tableMatch([0, 1, 2, 3, 4]);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(night.seatIds[0]!));
    const seq = (await row(gameId)).seq;
    const other = await withDecks(1);
    await expect(
      botPlaysFor(other.organizer.id, night.event.id, match.id, night.seatIds[1]!, "greedy"),
    ).rejects.toMatchObject({
      code: "forbidden",
    });
    const body = { seatIds: [night.seatIds[1], night.seatIds[2]] };
    // A player's phone (even the seat's own): no organizer session.
    request.cookies.set(DEVICE_COOKIE, night.deviceOf(night.seatIds[1]!));
    expect((await botRoute.POST(post(body), ctx(night.event.id, match.id))).status).toBe(401);
    request.organizer = { id: other.organizer.id, email: "x@test.it", name: "X" };
    expect((await botRoute.POST(post(body), ctx(night.event.id, match.id))).status).toBe(403);
    expect(await row(gameId)).toMatchObject({ bots: ["", "", "", "", ""], seq });
    // The event's organizer: a level the game does not have is refused with the levels there are, nothing changes.
    request.organizer = { id: night.organizer.id, email: "o@test.it", name: "Org" };
    const unknown = await botRoute.POST(post({ ...body, level: "impossibile" }), ctx(night.event.id, match.id));
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error).toMatchObject({
      code: "bot_level_unknown",
      message: "Livello del bot «impossibile» sconosciuto: scegli tra facile, normale, forte.",
    });
    expect(await row(gameId)).toMatchObject({ bots: ["", "", "", "", ""], seq });
    // Both seats at once, in the running game, at the level picked.
    const ok = await botRoute.POST(post({ ...body, level: "facile" }), ctx(night.event.id, match.id));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ gameId, bots: ["", "facile", "facile", "", ""] });
  }, 60_000);
});

const post = (body: unknown) =>
  new Request("http://test/api", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
const ctx = (eventId: string, matchId: string) => ({ params: Promise.resolve({ eventId, matchId }) });
