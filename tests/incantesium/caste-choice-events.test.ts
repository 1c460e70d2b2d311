// An Incantesium event's castes, off, drawn or chosen ("Regole opzionali", Caste Elementali; README rulings K3, K5),
// into its challenges: "È possibile scegliere, prima di iniziare a giocare, la casta di maghi a cui appartenere".
// An event stored when the castes were only on or off (`castes: true`) is drawn, its challenges as before.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { actor, legalActions } = await import("@/engine/incantesium");
const { incOptionsOf, incRulesOf } = await import("@/lib/incantesium/settings");
const { harness } = await import("./app-harness");
const { incReplayStep } = await import("@/lib/incantesium/access");
const { CASTE_PREFERENCE } = await import("@/engine/incantesium/heuristic");
type GameState = import("@/engine/incantesium").GameState;
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("the event's castes setting", () => {
  it("reads stored settings: true is drawn, false or none is off; the engine's options follow", () => {
    expect(incOptionsOf({ castes: true, spirits: false }).castes).toBe("drawn");
    expect(incOptionsOf({ castes: false }).castes).toBe("off");
    expect(incOptionsOf(null).castes).toBe("off");
    expect(incOptionsOf({ castes: "chosen" }).castes).toBe("chosen");
    expect(incRulesOf(incOptionsOf({ castes: true }))).toEqual({ castes: true, spirits: false });
    expect(incRulesOf(incOptionsOf({ castes: "off", spirits: true }))).toEqual({ castes: false, spirits: true });
    expect(incRulesOf(incOptionsOf({ castes: "chosen" }))).toEqual({
      castes: true,
      spirits: false,
      castesChosen: true,
    });
  });

  it("chosen: the match's challenge opens on the choice; each phone chooses in turn; refusals are 422", async () => {
    const e = await h.openedDuel(["Giovanni", "Stefano"], { castes: "chosen" });
    const event = await db().event.findUniqueOrThrow({ where: { id: e.eventId } });
    expect(event.settings).toMatchObject({ castes: "chosen" });
    const game = await db().incGame.findUniqueOrThrow({ where: { id: e.gameId } });
    expect(game.config).toMatchObject({ castes: true, castesChosen: true });
    let g = await h.row(e.gameId);
    let s = g.state as unknown as GameState;
    expect(s.phase).toBe("caste");
    const first = actor(s)!;
    const second = 1 - first;
    expect(first).toBe((s.dealer + 1) % 2);
    // The other phone may not choose now.
    const early = await h.act(e.gameId, e.deviceOf(second), { type: "chooseCaste", caste: "casta-liquido" }, g.seq);
    expect(early.status).toBe(422);
    expect(
      (await h.act(e.gameId, e.deviceOf(first), { type: "chooseCaste", caste: "casta-ventaria" }, g.seq)).status,
    ).toBe(200);
    g = await h.row(e.gameId);
    // A caste taken is refused, nothing changed.
    const taken = await h.act(e.gameId, e.deviceOf(second), { type: "chooseCaste", caste: "casta-ventaria" }, g.seq);
    expect(taken.status).toBe(422);
    expect((await h.row(e.gameId)).seq).toBe(g.seq);
    expect(
      (await h.act(e.gameId, e.deviceOf(second), { type: "chooseCaste", caste: "casta-oscurante" }, g.seq)).status,
    ).toBe(200);
    s = (await h.row(e.gameId)).state as unknown as GameState;
    expect(s.phase).toBe("turn");
    expect(s.round).toBe(1);
    expect(s.seats[first]!.caste).toBe("casta-ventaria");
    expect(s.seats[second]!.caste).toBe("casta-oscurante");
    expect(legalActions(s, actor(s)!).every((a) => a.type !== "chooseCaste")).toBe(true);
    // The organizer's replay starts again from the stored config: the choice first, then the same castes.
    expect((await incReplayStep(e.gameId, e.organizerId, 1)).view.phase).toBe("caste");
    const after = await incReplayStep(e.gameId, e.organizerId, 3);
    // The last choice, then the first round's deal (an extra spell turned first is put back: flowReturned, as the
    // random deal may have it).
    const types = after.events.map((x) => x.type);
    expect(types.filter((x) => x !== "flowReturned")).toEqual(["casteChosen", "roundStarted"]);
    expect(types[0]).toBe("casteChosen");
    expect(after.view.seats.map((x) => x.caste)).toEqual(s.seats.map((x) => x.caste));
  });

  it("the server's bots choose too (a searching level by preference): an organizer's table of a mage and two bots", async () => {
    const e = await h.incEvent(["Giovanni"], { castes: "chosen" });
    const tablesRoute = await import("@/app/api/events/[eventId]/tables/route");
    const { req, ctx } = await import("./app-harness");
    h.asOrganizer(e.organizerId);
    const res = await tablesRoute.POST(
      req("POST", { mode: "ffa", seats: [{ seatId: e.players[0]!.seatId }, { bot: "normale" }, { bot: "random" }] }),
      ctx({ eventId: e.eventId }),
    );
    expect(res.status).toBe(200);
    const { gameId } = (await res.json()) as { gameId: string };
    let g = await h.row(gameId);
    let s = g.state as unknown as GameState;
    // Whatever the dealer, the bots before Giovanni (seat 0) have chosen; now he does.
    expect(s.phase).toBe("caste");
    expect(actor(s)).toBe(0);
    const mine = s.unusedCastes.at(-1)!;
    expect((await h.act(gameId, e.players[0]!.device, { type: "chooseCaste", caste: mine }, g.seq)).status).toBe(200);
    g = await h.row(gameId);
    s = g.state as unknown as GameState;
    expect(s.phase).not.toBe("caste");
    expect(s.seats[0]!.caste).toBe(mine);
    expect(new Set(s.seats.map((x) => x.caste)).size).toBe(3);
    // The searching bot (seat 1) took its most preferred caste among those free when it chose.
    const log = await db().incAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    const at = log.findIndex(
      (x) =>
        (x.action as { type?: string; seat?: number }).type === "chooseCaste" &&
        (x.action as { seat?: number }).seat === 1,
    );
    expect(at).toBeGreaterThan(0);
    const before = (await incReplayStep(gameId, e.organizerId, at)).view;
    expect(s.seats[1]!.caste).toBe(
      CASTE_PREFERENCE.map((c) => `casta-${c}`).find((c) => before.unusedCastes.includes(c)),
    );
  });

  it("an event stored with castes: true (before the three values) opens drawn challenges, as before", async () => {
    const e = await h.incEvent(["Giovanni", "Stefano"]);
    await db().event.update({ where: { id: e.eventId }, data: { settings: { castes: true, spirits: false } } });
    const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
    const openRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/games/route");
    const { req, ctx } = await import("./app-harness");
    const { tournamentView } = await import("@/lib/tournament/views");
    h.asOrganizer(e.organizerId);
    expect((await tournamentRoute.POST(req("POST", {}), ctx({ eventId: e.eventId }))).status).toBe(200);
    const match = (await tournamentView(e.eventId))!.matches.find((m) => m.round === 1 && m.seats.length === 2)!;
    h.asDevice(e.players.find((p) => p.seatId === match.seats[0]!.seatId)!.device);
    const opened = await openRoute.POST(req("POST"), ctx({ eventId: e.eventId, matchId: match.id }));
    expect(opened.status).toBe(200);
    const { gameId } = (await opened.json()) as { gameId: string };
    const game = await db().incGame.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.config).toMatchObject({ castes: true, spirits: false, castesEachRound: true });
    expect(game.config).not.toHaveProperty("castesChosen");
    const s = (await h.row(gameId)).state as unknown as GameState;
    expect(s.phase).toBe("turn");
    expect(s.options).not.toHaveProperty("castesChosen");
    expect(s.seats.every((x) => x.caste !== null)).toBe(true);
  });

  it("off and drawn from the form's values", async () => {
    for (const [castes, on] of [
      ["off", false],
      ["drawn", true],
    ] as const) {
      const e = await h.openedDuel(["Giovanni", "Stefano"], { castes });
      const s = (await h.row(e.gameId)).state as unknown as GameState;
      expect(s.options).toEqual({ mode: "duel", players: 2, castes: on, spirits: false });
      expect(s.phase).toBe("turn");
      expect(s.seats.every((x) => (x.caste !== null) === on)).toBe(true);
    }
  });
});
