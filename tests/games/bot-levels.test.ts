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
    const night = await withDecks(1, 1);
    request.cookies.set(DEVICE_COOKIE, night.devices[0]!);
    const { gameId } = (await (await practiceRoute.POST(post({ level: "facile" }), ctx(night.event.id))).json()) as {
      gameId: string;
    };
    const snap = (await readGame(gameId, 0))!;
    const row = { ...snap, id: gameId, seatIds: [night.seatIds[0]!, ""], game: 1 } as never;
    // Whichever seat must act, as if each level played it.
    const seat = snap.state.decisions[0]?.player ?? snap.state.priority!;
    const bots = (name: string) => snap.bots.map((_, p) => (p === seat ? name : ""));
    const turn = (name: string) => gameRules.botTurn({ ...(row as object), bots: bots(name) } as never, snap.state);
    expect(turn("facile")?.offload).toEqual({ engine: "kartomantik", bot: "facile", seat });
    expect(turn("normale")?.offload).toEqual({ engine: "kartomantik", bot: "normale", seat });
    expect(turn("forte")?.offload).toEqual({ engine: "kartomantik", bot: "forte", seat });
    expect(turn("greedy")?.offload).toBeUndefined();
    expect(turn("")).toBeNull();
  }, 60_000);

  it("a request without a level gets the game's default; a game with one bot refuses any level", () => {
    expect(botLevelOf(KARTOMANTIK_ENGINE, undefined)).toBe("normale");
    expect(botLevelOf(KARTOMANTIK_ENGINE, "forte")).toBe("forte");
    const oneBot = { ...KARTOMANTIK_ENGINE, botLevels: undefined };
    expect(botLevelOf(oneBot, undefined)).toBeUndefined();
    expect(() => botLevelOf(oneBot, "forte")).toThrow(expect.objectContaining({ code: "bot_level_unknown" }));
  });
});
