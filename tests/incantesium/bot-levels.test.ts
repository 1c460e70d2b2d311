// Incantesium's bot levels (lib/incantesium/bot-levels.ts): the searching bot at a level a person picks — for a
// practice table, an absent mage's seat — with "normale" when nobody picks one; its turns are planned in the bot
// worker (lib/engine-games/bot-pool.ts), off the event loop, and a challenge with a "normale" seat is played to its
// end ("Obiettivo": 3 gems in 1v1). The older bots ("heuristic") still move on the event loop.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seatA, seatB } from "@/tests/tournament/places";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { tournamentView } = await import("@/lib/tournament/views");
const { botWorker } = await import("@/lib/engine-games/bot-pool");
const { incRules } = await import("@/lib/incantesium/play");
const { INCANTESIUM_ENGINE } = await import("@/lib/incantesium/engine-server");
const { botLevelOf } = await import("@/lib/game-registry/event-engine");
const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const botRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/bot/route");
const myTableRoute = await import("@/app/api/events/[eventId]/practice/route");
const { harness, req, ctx } = await import("./app-harness");
type GameState = import("@/engine/incantesium").GameState;
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("Incantesium's bot levels", () => {
  it("an absent mage's seat gets the 'normale' bot, planned in the bot worker move by move to the challenge's end", async () => {
    const e = await h.incEvent(["Giovanni", "Stefano"]);
    expect((await tournamentRoute.POST(req("POST", {}), ctx({ eventId: e.eventId }))).status).toBe(200);
    const match = (await tournamentView(e.eventId))!.matches.find((m) => seatB(m) !== null)!;
    const a = e.players.find((p) => p.seatId === seatA(match))!.device;
    const before = botWorker().stats().planned;
    h.asOrganizer(e.organizerId);
    const res = await botRoute.POST(
      req("POST", { seatId: seatB(match) }),
      ctx({ eventId: e.eventId, matchId: match.id }),
    );
    expect(res.status).toBe(200);
    const { gameId } = (await res.json()) as { gameId: string };
    expect(await h.row(gameId)).toMatchObject({ bots: ["", "normale"], seatIds: [seatA(match), ""] });
    const over = await h.playOut(gameId, () => a);
    const final = over.state as unknown as GameState;
    expect(final.phase).toBe("over");
    expect(final.sides[final.winner!]!.gems).toHaveLength(3);
    // Every move of seat 1 was planned in the worker (one with a single legal move too).
    const botMoves = await db().incAction.count({ where: { gameId, actor: "bot" } });
    expect(botMoves).toBeGreaterThan(0);
    expect(botWorker().stats().planned - before).toBeGreaterThanOrEqual(botMoves);
  }, 600_000);

  it("a practice table at the level the player picks; an unknown bot is refused and opens nothing", async () => {
    const e = await h.incEvent(["Giovanni"]);
    h.asDevice(e.players[0]!.device);
    const refused = await myTableRoute.POST(
      req("POST", { mode: "duel", players: 2, bot: "impossibile" }),
      ctx({ eventId: e.eventId }),
    );
    expect(refused.status).toBe(400);
    const res = await myTableRoute.POST(
      req("POST", { mode: "duel", players: 2, bot: "forte" }),
      ctx({ eventId: e.eventId }),
    );
    const { gameId } = (await res.json()) as { gameId: string };
    const game = await h.row(gameId);
    expect(game.bots).toEqual(["", "forte"]);
    // The levels search in the worker; the heuristic bot of older challenges on the event loop.
    const st = game.state as unknown as GameState;
    const turn = (name: string) => incRules.botTurn({ ...game, bots: game.bots.map(() => name) } as never, st);
    for (const level of ["facile", "normale", "forte"])
      expect(turn(level)?.offload).toEqual({ engine: "incantesium", bot: level, seat: st.pending?.seat ?? st.turn });
    expect(turn("heuristic")?.offload).toBeUndefined();
  }, 120_000);

  it("a request without a level gets 'normale'; a level Incantesium has not is refused", () => {
    expect(botLevelOf(INCANTESIUM_ENGINE, undefined)).toBe("normale");
    expect(botLevelOf(INCANTESIUM_ENGINE, "forte")).toBe("forte");
    expect(() => botLevelOf(INCANTESIUM_ENGINE, "heuristic")).toThrow(
      expect.objectContaining({ code: "bot_level_unknown" }),
    );
  });
});
