// The bot's levels (lib/kartomantik/games/bot-levels.ts): a player picks one for a practice and the organizer for a
// missing player's seat; the game row keeps the level, the engine's searching bot at that budget, whose turns are
// planned in the bot worker, off the event loop (the one-ply "greedy" bot of older games too; only the random bot moves
// on the event loop). A level the game does not have is refused with the levels there are, and changes nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
// This process's drivers, whose start after a commit a test may hold back (it drives the game with one of its own).
const held = vi.hoisted(() => ({ on: false }));
vi.mock("@/lib/engine-games/bots", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/engine-games/bots")>();
  const botsOf: typeof real.botsOf = (rules) => {
    const driver = real.botsOf(rules);
    return { ...driver, kick: (id, from) => (held.on ? undefined : driver.kick(id, from)) };
  };
  return { ...real, botsOf };
});
const { request } = await import("../setup/request");
const { DEVICE_COOKIE } = await import("@/lib/players/device");
const practiceRoute = await import("@/app/api/events/[eventId]/practice/route");
const { db } = await import("@/lib/db/client");
const { gameRules, openTable } = await import("@/lib/kartomantik/games/play");
const { botDriver } = await import("@/lib/engine-games/bots");
const { botPool } = await import("@/lib/engine-games/bot-pool");
const { replayMatchesSnapshot } = await import("@/lib/kartomantik/games/replay");
const { KARTOMANTIK_ENGINE } = await import("@/lib/kartomantik/games/engine-server");
const { botLevelOf } = await import("@/lib/game-registry/event-engine");
const { readGame } = await import("@/lib/kartomantik/games/hub");
const { withDecks } = await import("./setup");
const { defsOfSet } = await import("@/lib/kartomantik/games/cards");
type CardDef = import("@/engine/kartomantik").CardDef;

beforeEach(() => {
  request.organizer = null;
  request.cookies.clear();
});

const post = (body: unknown) =>
  new Request("http://test/api", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
const ctx = (eventId: string) => ({ params: Promise.resolve({ eventId }) });

/** A practice at `level`, and the turn its rules give whichever seat must act, as if bot `name` played it. */
async function practiceTurn(level: string) {
  const night = await withDecks(1, 1);
  request.cookies.set(DEVICE_COOKIE, night.devices[0]!);
  const { gameId } = (await (await practiceRoute.POST(post({ level }), ctx(night.event.id))).json()) as {
    gameId: string;
  };
  const snap = (await readGame(gameId, 0))!;
  const seat = snap.state.decisions[0]?.player ?? snap.state.priority!;
  const row = { ...snap, id: gameId, eventId: night.event.id, seatIds: [night.seatIds[0]!, ""], game: 1 };
  const bots = (name: string) => snap.bots.map((_, p) => (p === seat ? name : ""));
  const turn = (name: string, eventId = row.eventId) =>
    gameRules.botTurn({ ...row, eventId, bots: bots(name) } as never, snap.state);
  return { night, snap, seat, turn };
}

describe("the bot's levels", () => {
  it("a practice at a level the player picks; an unknown level is refused with the reason and opens nothing", async () => {
    const night = await withDecks(1, 1);
    request.cookies.set(DEVICE_COOKIE, night.devices[0]!);
    const refused = await practiceRoute.POST(post({ level: "impossibile" }), ctx(night.event.id));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("level");
    expect(await db().engineGame.count({ where: { eventId: night.event.id } })).toBe(0);

    const opened = await practiceRoute.POST(post({ level: "facile" }), ctx(night.event.id));
    expect(opened.status).toBe(200);
    const { gameId } = (await opened.json()) as { gameId: string };
    expect((await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).bots).toEqual(["", "facile"]);
  }, 60_000);

  it("the searching levels and the one-ply bot (an older row's unknown name too) think in the bot worker; the random bot on the event loop", async () => {
    const { seat, turn } = await practiceTurn("facile");
    for (const level of ["facile", "normale", "forte"])
      expect(turn(level)?.offload).toMatchObject({ engine: "kartomantik", bot: level, seat });
    // The one-ply bot assumes nothing beyond the state: no card set to load for it.
    // Its moves share writes (quick), as an inline bot's do; a searching level's are written one by one.
    expect(turn("greedy")?.offload).toEqual({ engine: "kartomantik", bot: "greedy", seat, quick: true });
    expect(turn("vecchio")?.offload).toEqual({ engine: "kartomantik", bot: "greedy", seat, quick: true });
    expect(turn("forte")?.offload?.quick).toBeUndefined();
    expect(turn("random")?.offload).toBeUndefined();
    expect(turn("")).toBeNull();
  }, 60_000);

  it("a table of one-ply and random bots plays to its end: every one-ply move planned by the bot worker, the same moves the event loop would plan", async () => {
    const night = await withDecks(3);
    const bots = ["greedy", "random", "greedy"] as const;
    held.on = true;
    let gameId: string;
    try {
      const seats = night.seatIds.map((seatId, p) => ({ seatId, bot: bots[p] }));
      ({ gameId } = await openTable(night.organizer.id, night.event.id, { mode: "ffa", seats }));
    } finally {
      held.on = false;
    }
    // A driver and a worker of this test's own: nobody else plans this game's moves.
    const pool = botPool();
    try {
      await botDriver(gameRules, undefined, pool).settled(gameId);
    } finally {
      await pool.close();
    }
    const game = await db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.status).toBe("finished");
    const log = await db().engineAction.findMany({ where: { gameId, seq: { gt: 1 } }, orderBy: { seq: "asc" } });
    const botOf = (a: unknown) => bots[(a as { player: number }).player];
    const greedyMoves = log.filter((e) => botOf(e.action) === "greedy").length;
    expect(greedyMoves).toBeGreaterThan(0);
    expect(log.length - greedyMoves, "the random bot moved too").toBeGreaterThan(0);
    expect(pool.stats()).toEqual({ queued: 0, planned: greedyMoves, failed: 0 });
    // The same moves as on the event loop, seed for seed: tests/engine-games/bots.test.ts ("bots handed to the bot
    // worker").
    expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);
  }, 180_000);

  it("a searching level assumes the others' hidden cards come from the event's card set (public), not from their decks", async () => {
    const { night, snap, turn } = await practiceTurn("normale");
    const sent = await turn("normale")!.offload!.context!();
    const context = sent.value as { pool: CardDef[] };
    // Named by the set's version: the worker keeps it, later moves send the name (tests/engine-games/bot-pool.test.ts).
    expect(sent.key).toMatch(new RegExp(`^kartomantik-pool:${night.event.cardSetId}@\\d+$`));
    const set = Object.values((await defsOfSet(night.event.cardSetId!)).byExternal);
    const poolIds = context.pool.map((d) => d.id);
    // The whole set less its tokens (no deck holds one), far more cards than the two decks the game's state holds.
    expect(poolIds).toEqual(
      set
        .filter((d) => !d.token)
        .map((d) => d.id)
        .sort(),
    );
    expect(poolIds.length).toBeGreaterThan(Object.keys(snap.state.defs).length);
    // A game row outside an event with a set: the bot falls back to the game's own cards.
    const bare = await turn("normale", "")!.offload!.context!();
    expect(bare).toEqual({ value: {} });
  }, 60_000);

  it("a request without a level gets the game's default; a game with one bot refuses any level", () => {
    expect(botLevelOf(KARTOMANTIK_ENGINE, undefined)).toBe("normale");
    expect(botLevelOf(KARTOMANTIK_ENGINE, "forte")).toBe("forte");
    const oneBot = { ...KARTOMANTIK_ENGINE, botLevels: undefined };
    expect(botLevelOf(oneBot, undefined)).toBeUndefined();
    expect(() => botLevelOf(oneBot, "forte")).toThrow(expect.objectContaining({ code: "bot_level_unknown" }));
  });
});
