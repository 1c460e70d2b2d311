// Ruling K3 on the server: a challenge created now records that its castes are dealt before every partita (round:
// «Prima di iniziare la partita le carte Casta dovranno essere mescolate e pescate casualmente dai giocatori»), and one
// stored before that rule, still running when the server is upgraded, loads cold from its snapshot (no
// castesEachRound) and goes on as it began: the castes of its first deal for the whole challenge. The organizer's
// replay, which starts again from the stored config, agrees with the log in both.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { actor, heuristicBot } = await import("@/engine/incantesium");
const { saltSeed, seedRng } = await import("@/engine/shared/rng");
const { gameStates } = await import("@/lib/engine-games/state-cache");
const { harness } = await import("./app-harness");
type GameState = import("@/engine/incantesium").GameState;
type GameEvent = import("@/engine/incantesium").GameEvent;
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

/** Without castesEachRound, as an object stored before ruling K3 was. */
function stored(value: unknown): object {
  const { castesEachRound: _, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** Plays the heuristic's move for whoever is asked, read cold every time, until round 2 (partita 2) has begun. */
async function playToRoundTwo(gameId: string, deviceOf: (seat: number) => string): Promise<GameState> {
  for (let i = 0; i < 2000; i++) {
    const g = await h.row(gameId);
    const s = g.state as unknown as GameState;
    if (s.round >= 2) return s;
    expect(g.status).toBe("running");
    const seat = actor(s)!;
    const [action] = heuristicBot(s, seat, seedRng(saltSeed(3, g.seq)));
    expect((await h.act(gameId, deviceOf(seat), action!, g.seq)).status).toBe(200);
  }
  throw new Error("round 2 never began");
}

describe("ruling K3 and the challenges stored before it", () => {
  it("a new challenge deals the castes again before round 2; its replay agrees", async () => {
    const e = await h.openedDuel(["Giovanni", "Stefano"], { castes: true });
    const game = await db().incGame.findUniqueOrThrow({ where: { id: e.gameId } });
    expect(game.config).toMatchObject({ castes: true, castesEachRound: true });
    expect((await h.row(e.gameId)).state).toMatchObject({ castesEachRound: true });
    const s = await playToRoundTwo(e.gameId, e.deviceOf);
    const log = await h.logOf(e.gameId);
    const at = log.findIndex((x) => (x.events as unknown as GameEvent[]).some((ev) => ev.type === "castesDealt"));
    expect(at).toBeGreaterThan(0);
    const dealt = (log[at]!.events as unknown as GameEvent[]).find((ev) => ev.type === "castesDealt");
    expect(dealt).toEqual({ type: "castesDealt", castes: s.seats.map((x) => x.caste) });
    const replay = await h.replayAt(e, at + 1);
    expect(replay.events).toEqual(log[at]!.events);
    expect(replay.view.seats.map((x) => x.caste)).toEqual(s.seats.map((x) => x.caste));
  });

  it("one stored before it (no castesEachRound) loads cold and keeps the castes of its first deal; its replay agrees", async () => {
    const e = await h.openedDuel(["Giovanni", "Stefano"], { castes: true });
    // The challenge as the previous version stored it, and a server upgraded since: no copy in memory.
    const game = await db().incGame.findUniqueOrThrow({ where: { id: e.gameId } });
    expect(game.seq).toBe(game.stateSeq);
    await db().incGame.update({
      where: { id: e.gameId },
      data: { state: stored(game.state), config: stored(game.config) },
    });
    const start = (await h.logOf(e.gameId))[0]!;
    await db().incAction.update({ where: { id: start.id }, data: { action: stored(start.action) } });
    gameStates().forget(e.gameId);
    const first = (await h.row(e.gameId)).state as unknown as GameState;
    expect(first.castesEachRound).toBeUndefined();
    const castes = first.seats.map((x) => x.caste);
    expect(castes.every(Boolean)).toBe(true);

    const s = await playToRoundTwo(e.gameId, e.deviceOf);
    expect(s.seats.map((x) => x.caste)).toEqual(castes);
    expect(s.unusedCastes).toEqual(first.unusedCastes);
    const log = await h.logOf(e.gameId);
    const events = log.flatMap((x) => x.events as unknown as GameEvent[]);
    expect(events.some((ev) => ev.type === "castesDealt")).toBe(false);
    const at = log.findIndex((x) => (x.events as unknown as GameEvent[]).some((ev) => ev.type === "roundWon"));
    expect(at).toBeGreaterThan(0);
    // Replayed from its config, which has no castesEachRound either: round 2 as it was played.
    for (const step of [at + 1, log.length]) {
      const replay = await h.replayAt(e, step);
      expect(replay.events).toEqual(log[step - 1]!.events);
      expect(replay.view.seats.map((x) => x.caste)).toEqual(castes);
    }
  });
});
