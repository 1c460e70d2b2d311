// The bot's levels (lib/kartomantik/games/bot-levels.ts): a player picks one for a practice and the organizer for a
// missing player's seat; the game row keeps the level, the engine's searching bot at that budget, whose turns are
// planned in the bot worker, off the event loop (the one-ply "greedy" bot of older games on the event loop). A level
// the game does not have is refused with the levels there are, and changes nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request } = await import("../setup/request");
const { DEVICE_COOKIE } = await import("@/lib/players/device");
const practiceRoute = await import("@/app/api/events/[eventId]/practice/route");
const { db } = await import("@/lib/db/client");
const { gameRules } = await import("@/lib/kartomantik/games/play");
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

  it("the searching levels think in the bot worker; the one-ply bot and a person's seat on the event loop", async () => {
    const { seat, turn } = await practiceTurn("facile");
    for (const level of ["facile", "normale", "forte"])
      expect(turn(level)?.offload).toMatchObject({ engine: "kartomantik", bot: level, seat });
    expect(turn("greedy")?.offload).toBeUndefined();
    expect(turn("")).toBeNull();
  }, 60_000);

  it("a searching level assumes the others' hidden cards come from the event's card set (public), not from their decks", async () => {
    const { night, snap, turn } = await practiceTurn("normale");
    const context = (await turn("normale")!.offload!.context!()) as { pool: CardDef[] };
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
    expect(bare).toEqual({});
  }, 60_000);

  it("a request without a level gets the game's default; a game with one bot refuses any level", () => {
    expect(botLevelOf(KARTOMANTIK_ENGINE, undefined)).toBe("normale");
    expect(botLevelOf(KARTOMANTIK_ENGINE, "forte")).toBe("forte");
    const oneBot = { ...KARTOMANTIK_ENGINE, botLevels: undefined };
    expect(botLevelOf(oneBot, undefined)).toBeUndefined();
    expect(() => botLevelOf(oneBot, "forte")).toThrow(expect.objectContaining({ code: "bot_level_unknown" }));
  });
});
