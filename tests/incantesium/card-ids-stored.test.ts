// Ruling H1 on the server (engine/incantesium/README.md, "Hidden information"): a challenge created now records that
// the cards coming into a hand get ids nobody else saw (config `freshHandIds`, the state's `idRng`), and one stored
// before that rule, still running when the server is upgraded, loads cold from its snapshot (no idRng) and goes on as
// it began, its cards keeping their ids: its log names them. The organizer's replay, which starts again from the
// stored config, agrees with the log in both.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { createGame, DECK } = await import("@/engine/incantesium");
const { gameStates } = await import("@/lib/engine-games/state-cache");
const { harness } = await import("./app-harness");
type GameState = import("@/engine/incantesium").GameState;
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

const DECK_IDS = new Set(DECK.map((c) => c.id));

describe("ruling H1 and the challenges stored before it", () => {
  it("a new challenge mints the ids of the cards in hand; its replay agrees", async () => {
    const e = await h.openedDuel(["Giovanni", "Stefano"]);
    const game = await db().incGame.findUniqueOrThrow({ where: { id: e.gameId } });
    expect(game.config).toMatchObject({ freshHandIds: true });
    const first = (await h.row(e.gameId)).state as unknown as GameState;
    expect(first.idRng).toHaveLength(4);
    // Dealt under ids of their own, none of the deck's (anyone may know those).
    expect(first.seats.flatMap((x) => x.hand).filter((c) => DECK_IDS.has(c) && c !== "magus")).toEqual([]);
    const s = await h.playMoves(e.gameId, e.deviceOf, 30, 5);
    const log = await h.logOf(e.gameId);
    const replay = await h.replayAt(e, log.length);
    expect(replay.events).toEqual(log.at(-1)!.events);
    expect(replay.view.seats.map((x) => x.hand)).toEqual(s.seats.map((x) => x.hand));
  });

  it("one stored before it (no freshHandIds, no idRng) loads cold and keeps its ids; its replay agrees", async () => {
    const e = await h.openedDuel(["Giovanni", "Stefano"]);
    // The challenge as the previous version created and stored it, and a server upgraded since: no copy in memory.
    const game = await db().incGame.findUniqueOrThrow({ where: { id: e.gameId } });
    expect(game.seq).toBe(game.stateSeq);
    const { freshHandIds: _, ...config } = game.config as Record<string, unknown>;
    const before = createGame({ ...(config as unknown as Parameters<typeof createGame>[0]), freshHandIds: false });
    expect(before.idRng).toBeUndefined();
    await db().incGame.update({
      where: { id: e.gameId },
      data: { state: before as unknown as object, config: config as object },
    });
    const start = (await h.logOf(e.gameId))[0]!;
    const { freshHandIds: __, ...startAction } = start.action as Record<string, unknown>;
    await db().incAction.update({ where: { id: start.id }, data: { action: startAction as object } });
    gameStates().forget(e.gameId);
    const first = (await h.row(e.gameId)).state as unknown as GameState;
    expect(first.idRng).toBeUndefined();
    expect(first.seats.flatMap((x) => x.hand).every((c) => DECK_IDS.has(c))).toBe(true);

    const s = await h.playMoves(e.gameId, e.deviceOf, 30, 5);
    expect(s.idRng).toBeUndefined();
    expect(s.seats.flatMap((x) => x.hand).every((c) => DECK_IDS.has(c))).toBe(true);
    const log = await h.logOf(e.gameId);
    // Replayed from its config, which has no freshHandIds either: the deck's ids, as it was played.
    for (const step of [2, log.length]) {
      const replay = await h.replayAt(e, step);
      expect(replay.events).toEqual(log[step - 1]!.events);
    }
    expect((await h.replayAt(e, log.length)).view.seats.map((x) => x.hand)).toEqual(s.seats.map((x) => x.hand));
  });
});
