// Incantesium events over HTTP (issue #21 §5): the game is chosen when the event is created (no
// card set, no decks: one shared 108-card deck; the optional rules on or off), mages join by code
// as today, the tournament is a round robin of 1v1 challenges (Bo1, first to 3 gems), and results
// count the gems won, matches won ranking first. Bad input: a 4xx with a reason, nothing changed.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seatA, seatB } from "@/tests/tournament/places";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { tournamentView } = await import("@/lib/tournament/views");
const eventsRoute = await import("@/app/api/events/route");
const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const reportRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/report/route");
const confirmRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/confirm/route");
const resultRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/route");
const { harness, req, ctx } = await import("./app-harness");
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("creating an Incantesium event", () => {
  it("needs no card set and no deck; format challenge, Bo1; castes and spirits as chosen; logged", async () => {
    // `castes: true`, as a client from before the three values sends it, is stored as "drawn" (README ruling K5).
    const { eventId } = await h.incEvent(["Giovanni", "Stefano"], { castes: true, spirits: false });
    const row = await db().event.findUniqueOrThrow({ where: { id: eventId } });
    expect(row).toMatchObject({
      game: "incantesium",
      format: "challenge",
      bestOf: 1,
      cardSetId: null,
      settings: { castes: "drawn", spirits: false },
    });
    const created = await db().eventLog.findFirstOrThrow({ where: { eventId, seq: 1 } });
    expect(created).toMatchObject({
      type: "event.created",
      payload: { game: "incantesium", settings: { castes: "drawn", spirits: false } },
    });
  });

  it("refuses Bo3, a Kartomantik format, a non-boolean option and a test seed on a normal server (400, nothing created)", async () => {
    const organizerId = await h.newOrganizer();
    h.asOrganizer(organizerId);
    // This organizer's events only: other test files create events in the same database meanwhile.
    const count = await db().event.count({ where: { organizerId } });
    for (const body of [
      { name: "x", game: "incantesium", bestOf: 3 },
      { name: "x", game: "incantesium", format: "draft_bazaar" },
      { name: "x", game: "incantesium", castes: "sì" },
    ]) {
      const res = await eventsRoute.POST(req("POST", body), ctx());
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_input");
    }
    // "a test-only seed hook must be safe": without BAZAAR_TEST_SEEDS=1 nobody chooses the deal.
    expect(process.env.BAZAAR_TEST_SEEDS).toBeUndefined();
    const seeded = await eventsRoute.POST(req("POST", { name: "x", game: "incantesium", testSeed: 5 }), ctx());
    expect(seeded.status).toBe(400);
    expect((await seeded.json()).error.code).toBe("test_seed_refused");
    expect(await db().event.count({ where: { organizerId } })).toBe(count);
  });
});

describe("the tournament of an Incantesium event", () => {
  it("mages join by code; the start makes a round robin of 1v1 challenges, Bo1 even when Bo3 is asked", async () => {
    const { eventId, players } = await h.incEvent(["Giovanni", "Stefano", "Luca"]);
    const res = await tournamentRoute.POST(req("POST", { bestOf: 3 }), ctx({ eventId }));
    expect(res.status).toBe(200);
    const view = (await tournamentView(eventId))!;
    expect(view).toMatchObject({ game: "incantesium", bestOf: 1, rounds: 3 });
    const duels = view.matches.filter((m) => seatB(m) !== null);
    expect(duels).toHaveLength(3);
    const pairs = duels.map((m) => [seatA(m), seatB(m)].sort().join("+")).sort();
    const ids = players.map((p) => p.seatId);
    expect(new Set(pairs).size).toBe(3);
    for (const p of pairs) expect(p.split("+").every((id) => ids.includes(id))).toBe(true);
  });

  it("a paper result is the gems each mage won (the winner 3 or more, more than the other); matches won rank first", async () => {
    const { organizerId, eventId, players } = await h.incEvent(["Giovanni", "Stefano", "Luca", "Andrea"]);
    await tournamentRoute.POST(req("POST", {}), ctx({ eventId }));
    const seatOf = (id: string) => players.find((p) => p.seatId === id)!;
    const round1 = (await tournamentView(eventId))!.matches.filter((m) => m.round === 1);
    const [m1, m2] = round1;
    const report = async (m: typeof m1, games: number[][]) => {
      h.asDevice(seatOf(seatA(m!)).device);
      const reported = await reportRoute.POST(
        req("POST", { games, version: m!.version, idempotencyKey: randomUUID() }),
        ctx({ eventId, matchId: m!.id }),
      );
      return reported;
    };
    for (const bad of [
      [[2, 1]],
      [[3, 3]],
      [[4.5, 0]],
      [
        [3, 0],
        [3, 0],
      ],
    ]) {
      const refused = await report(m1, bad);
      expect(refused.status).toBe(422);
      expect((await db().match.findUniqueOrThrow({ where: { id: m1!.id } })).status).toBe("scheduled");
    }
    expect((await (await report(m1, [[2, 1]])).json()).error.code).toBe("result_incantesium_gems");
    // m1: A wins 3–0; m2: B wins 3–2. Both confirmed by the opponent.
    for (const [m, games] of [
      [m1, [[3, 0]]],
      [m2, [[2, 3]]],
    ] as const) {
      const reported = await report(
        m,
        games.map((g) => [...g]),
      );
      expect(reported.status).toBe(200);
      h.asDevice(seatOf(seatB(m!)!).device);
      const version = (await reported.json()).match.version;
      const ok = await confirmRoute.POST(
        req("POST", { version, idempotencyKey: randomUUID() }),
        ctx({ eventId, matchId: m!.id }),
      );
      expect(ok.status).toBe(200);
    }
    // The organizer corrects m1 to 5–4 (the loser won 4 rounds, then lost every gem): the loser of
    // m1 now has more gems than the winner of m2, yet a match won ranks first.
    h.asOrganizer(organizerId);
    expect((await resultRoute.PUT(req("PUT", { games: [[5, 4]] }), ctx({ eventId, matchId: m1!.id }))).status).toBe(
      200,
    );
    const standings = (await tournamentView(eventId))!.standings;
    const byId = new Map(standings.map((r) => [r.id, r]));
    expect(byId.get(seatA(m1!))).toMatchObject({ matchPoints: 5, gamesWon: 1, rank: 1 });
    expect(byId.get(seatB(m2!)!)).toMatchObject({ matchPoints: 3, gamesWon: 1, rank: 2 });
    expect(byId.get(seatB(m1!)!)).toMatchObject({ matchPoints: 4, gamesWon: 0, rank: 3 });
    expect(byId.get(seatA(m2!))).toMatchObject({ matchPoints: 2, gamesWon: 0, rank: 4 });
  });
});
