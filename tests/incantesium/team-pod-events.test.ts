// Incantesium team and pod events (issue #21 §5): the organizer chooses the mode at creation — the 1v1
// round robin, "Sfida tra schiere di maghi" (2v2 teams) or "Tutti contro tutti" (pods of 3–5) — and the
// rounds are seated as Kartomantik's team and pod events are (issue 20). Each match is one challenge with
// the engine's mode ("2v2" with allies alternating seats, "ffa" for a pod), opened from any seat's phone
// (the same challenge for everyone), bots playing the seats the organizer names. Its gems become the
// match's points (each side's on its first place), the side that reached the rulebook's target wins the
// match, standings rank matches won, then gems. A hand-recorded result is never overwritten; bad input
// gets a clear 4xx and changes nothing.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sidePoints } from "@/lib/tournament/shape";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { tournamentView } = await import("@/lib/tournament/views");
const { pairTeam } = await import("@/lib/teams/teams");
const eventsRoute = await import("@/app/api/events/route");
const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const openRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/games/route");
const botRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/bot/route");
const reportRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/report/route");
const confirmRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/confirm/route");
const resultRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/route");
const { harness, req, ctx } = await import("./app-harness");
type GameState = import("@/engine/incantesium").GameState;
type GameEvent = import("@/engine/incantesium").GameEvent;
type MatchView = import("@/lib/tournament/views").MatchView;
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

const NAMES = ["Giovanni", "Stefano", "Luca", "Andrea", "Marta", "Sara"];

/** A started Incantesium event of `mode` with `n` mages (a 2v2: seats paired (0, 1), (2, 3), …). */
async function started(mode: "2v2" | "ffa", n: number) {
  const e = await h.incEvent(NAMES.slice(0, n), { mode });
  if (mode === "2v2")
    for (let i = 0; i + 1 < n; i += 2)
      await pairTeam(e.organizerId, e.eventId, { seatIds: [e.players[i]!.seatId, e.players[i + 1]!.seatId] });
  h.asOrganizer(e.organizerId);
  const res = await tournamentRoute.POST(req("POST", {}), ctx({ eventId: e.eventId }));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  const view = (await tournamentView(e.eventId))!;
  const deviceOf = (seatId: string) => e.players.find((p) => p.seatId === seatId)!.device;
  const firstTable = view.matches.find((m) => m.round === 1 && m.seats.length > 2)!;
  return { ...e, view, match: firstTable, deviceOf };
}

async function open(eventId: string, matchId: string, device: string) {
  h.asDevice(device);
  return openRoute.POST(req("POST"), ctx({ eventId, matchId }));
}
const gameIdOf = async (res: Response) => {
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return ((await res.json()) as { gameId: string }).gameId;
};

/** Gems won per engine side, from the challenge's log (README ruling G2). */
async function gemsWon(gameId: string, sides: number) {
  const events = (await db().incAction.findMany({ where: { gameId } })).flatMap(
    (a) => a.events as unknown as GameEvent[],
  );
  return Array.from(
    { length: sides },
    (_, side) => events.filter((ev) => ev.type === "gem" && ev.side === side).length,
  );
}

const matchNow = async (eventId: string, matchId: string) =>
  (await tournamentView(eventId))!.matches.find((m) => m.id === matchId)!;

/** What a refused request must leave as it was. */
const snapshotOf = async (eventId: string, matchId: string) => ({
  match: await db().match.findUniqueOrThrow({ where: { id: matchId }, include: { games: true } }),
  games: await db().incGame.count({ where: { eventId } }),
  log: await db().eventLog.count({ where: { eventId } }),
});

describe("creating an Incantesium event with its mode", () => {
  it("stores 2v2 or ffa (1v1 by default); an unknown mode is refused (400, nothing created)", async () => {
    for (const mode of ["2v2", "ffa"] as const) {
      const e = await h.incEvent([], { mode });
      expect(await db().event.findUniqueOrThrow({ where: { id: e.eventId } })).toMatchObject({
        game: "incantesium",
        mode,
        bestOf: 1,
      });
    }
    const plain = await h.incEvent([]);
    expect((await db().event.findUniqueOrThrow({ where: { id: plain.eventId } })).mode).toBe("duel");
    const organizerId = await h.newOrganizer();
    h.asOrganizer(organizerId);
    for (const mode of ["3v3", "FFA", 2]) {
      const res = await eventsRoute.POST(req("POST", { name: "x", game: "incantesium", mode }), ctx());
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("invalid_input");
    }
    expect(await db().event.count({ where: { organizerId } })).toBe(0);
  });

  it("a pod event needs 3 mages and a 2v2 every mage in a team: the start refuses with the reason, nothing created", async () => {
    const pods = await h.incEvent(["Giovanni", "Stefano"], { mode: "ffa" });
    const few = await tournamentRoute.POST(req("POST", {}), ctx({ eventId: pods.eventId }));
    expect(few.status).toBe(409);
    expect((await few.json()).error).toMatchObject({ code: "tournament_too_few_pod_players" });
    const teams = await h.incEvent(["Giovanni", "Stefano", "Luca", "Andrea"], { mode: "2v2" });
    await pairTeam(teams.organizerId, teams.eventId, {
      seatIds: [teams.players[0]!.seatId, teams.players[1]!.seatId],
    });
    const alone = await tournamentRoute.POST(req("POST", {}), ctx({ eventId: teams.eventId }));
    expect(alone.status).toBe(409);
    const body = await alone.json();
    expect(body.error.code).toBe("teams_not_ready");
    expect(body.error.message).toContain("Luca");
    for (const e of [pods, teams]) expect(await db().tournament.count({ where: { eventId: e.eventId } })).toBe(0);
  });
});

describe("a 2v2 event's match: one 'Sfida tra schiere di maghi'", () => {
  it("the start seats teams alternating without any deck; every seat opens the same 2v2 challenge; a stranger is refused", async () => {
    const e = await started("2v2", 6);
    // Three teams: each round one table of four and a team with the bye.
    expect(e.view.matches.filter((m) => m.round === 1)).toHaveLength(2);
    const m = e.match;
    expect(m.seats.map((s) => s.side)).toEqual([0, 1, 0, 1]);
    const gameId = await gameIdOf(await open(e.eventId, m.id, e.deviceOf(m.seats[0]!.seatId)));
    for (const s of m.seats.slice(1))
      expect(await gameIdOf(await open(e.eventId, m.id, e.deviceOf(s.seatId)))).toBe(gameId);
    const row = await h.row(gameId);
    // "gli alleati dovranno posizionarsi nel tavolo alternandosi agli avversari": engine seats 0, 2 one team.
    expect(row).toMatchObject({ mode: "2v2", bots: ["", "", "", ""] });
    expect(row.seatIds).toEqual(m.seats.map((s) => s.seatId));
    const sides = (row.state as unknown as GameState).sides.map((s) => s.seats);
    expect(sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    // The team with the bye, and another event's mage: not their match (403), nothing opened.
    const bye = e.view.matches.find((x) => x.round === 1 && x.status === "bye")!;
    const before = await snapshotOf(e.eventId, m.id);
    const outsider = await h.incEvent(["Marco"]);
    for (const device of [e.deviceOf(bye.seats[0]!.seatId), outsider.players[0]!.device]) {
      const res = await open(e.eventId, m.id, device);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("match_not_yours");
    }
    const act = await h.act(gameId, e.deviceOf(bye.seats[0]!.seatId), { type: "pass" }, row.seq);
    expect(act.status).toBe(403);
    expect(await snapshotOf(e.eventId, m.id)).toEqual(before);
  });

  it("played to its end, the teams' gems won are the match's points; the team first to 2 gems wins and tops the standings", async () => {
    const e = await started("2v2", 4);
    const m = e.match;
    const gameId = await gameIdOf(await open(e.eventId, m.id, e.deviceOf(m.seats[1]!.seatId)));
    const seatIds = (await h.row(gameId)).seatIds;
    const over = await h.playOut(gameId, (seat) => e.deviceOf(seatIds[seat]!));
    const final = over.state as unknown as GameState;
    const winner = final.winner!;
    // "Nel 2 contro 2, quando vengono conquistate 2 gemme da una squadra, la sfida volge al termine."
    expect(final.sides[winner]!.gems).toHaveLength(2);
    const won = await gemsWon(gameId, 2);
    expect(won[winner]).toBe(2);
    expect(won[1 - winner]).toBeLessThan(2);
    const after = await matchNow(e.eventId, m.id);
    // Each team's gems on its first place (0 and 1), its second place 0 (README ruling G4).
    expect(after).toMatchObject({ status: "confirmed", source: "engine" });
    expect(after.played[0]!.points).toEqual([won[0], won[1], 0, 0]);
    expect(sidePoints(after, after.played[0]!.points)).toEqual([won[0], won[1]]);
    expect(after.played[0]!.winner).toBe(winner);
    const view = (await tournamentView(e.eventId))!;
    const teamOf = (seatId: string) => view.teams!.find((t) => t.seatIds.includes(seatId))!.id;
    const winners = teamOf(m.seats[winner]!.seatId);
    expect(view.standings[0]).toMatchObject({ id: winners, rank: 1, gamesWon: 1, matchPoints: 2, matchesPlayed: 1 });
    expect(view.standings[1]).toMatchObject({ id: teamOf(m.seats[1 - winner]!.seatId), rank: 2, gamesWon: 0 });
    expect(view.standings[1]!.matchPoints).toBe(won[1 - winner]);
    const entry = await db().eventLog.findFirst({ where: { eventId: e.eventId, type: "match.incantesium_confirmed" } });
    expect(entry?.payload).toMatchObject({
      matchId: m.id,
      gameId,
      gems: won,
      points: [won[0], won[1], 0, 0],
      winner,
    });
  });

  it("a paper result is each seat's gems (a team sums its two places) checked against the target; bad ones refused, nothing changed", async () => {
    const e = await started("2v2", 4);
    const m = e.match;
    const reporter = e.deviceOf(m.seats[0]!.seatId);
    const report = async (points: number[][], device = reporter, version = m.version) => {
      h.asDevice(device);
      return reportRoute.POST(
        req("POST", { games: points, version, idempotencyKey: randomUUID() }),
        ctx({ eventId: e.eventId, matchId: m.id }),
      );
    };
    const before = await snapshotOf(e.eventId, m.id);
    for (const [points, code] of [
      [[[1, 0, 0, 0]], "result_incantesium_table_gems"], // below the target of 2
      [[[1, 1, 1, 1]], "result_incantesium_table_gems"], // both teams at 2: nobody alone at the top
      [[[2, 0, 1.5, 0]], "result_incantesium_table_gems"],
      [[[2, 0, -1, 0]], "result_incantesium_table_gems"],
      [[[2, 0, 100, 0]], "result_incantesium_table_gems"],
      [[[2, 1, 0]], "result_seats_count"],
      [
        [
          [2, 0, 0, 0],
          [2, 0, 0, 0],
        ],
        "result_games_count",
      ],
    ] as const) {
      const res = await report(points.map((p) => [...p]));
      expect(res.status, JSON.stringify(points)).toBe(422);
      const body = await res.json();
      expect(body.error.code).toBe(code);
      if (code === "result_incantesium_table_gems") expect(body.error.message).toContain("2");
    }
    expect(await snapshotOf(e.eventId, m.id)).toEqual(before);
    // Team 1 (places 1 and 3) won 2 gems, one each as the table counts them; team 0 won 1.
    const ok = await report([[1, 1, 0, 1]]);
    expect(ok.status).toBe(200);
    const version = ((await ok.json()) as { match: MatchView }).match.version;
    // The reporter's teammate may not confirm ("deve confermarlo la squadra avversaria"); the other team does.
    h.asDevice(e.deviceOf(m.seats[2]!.seatId));
    const own = await confirmRoute.POST(
      req("POST", { version, idempotencyKey: randomUUID() }),
      ctx({ eventId: e.eventId, matchId: m.id }),
    );
    expect(own.status).toBe(409);
    expect((await own.json()).error.code).toBe("match_own_side");
    h.asDevice(e.deviceOf(m.seats[3]!.seatId));
    const confirmed = await confirmRoute.POST(
      req("POST", { version, idempotencyKey: randomUUID() }),
      ctx({ eventId: e.eventId, matchId: m.id }),
    );
    expect(confirmed.status).toBe(200);
    const view = (await tournamentView(e.eventId))!;
    const teamOf = (seatId: string) => view.teams!.find((t) => t.seatIds.includes(seatId))!.id;
    expect(view.standings[0]).toMatchObject({ id: teamOf(m.seats[1]!.seatId), gamesWon: 1, matchPoints: 2, rank: 1 });
    expect(view.standings[1]).toMatchObject({ id: teamOf(m.seats[0]!.seatId), gamesWon: 0, matchPoints: 1, rank: 2 });
  });
});

describe("a pod event's match: one 'Tutti contro tutti' challenge", () => {
  it("a pod of 4 with two mages missing: the organizer's bots play their seats; both phones get the same ffa challenge, one round decides", async () => {
    const e = await started("ffa", 4);
    const m = e.match;
    expect(m.seats).toHaveLength(4);
    expect(new Set(m.seats.map((s) => s.side)).size).toBe(4);
    const [p0, p1, p2, p3] = m.seats.map((s) => s.seatId);
    h.asOrganizer(e.organizerId);
    const bot = await botRoute.POST(
      req("POST", { seatIds: [p1, p3], level: "facile" }),
      ctx({ eventId: e.eventId, matchId: m.id }),
    );
    const gameId = await gameIdOf(bot);
    expect(await gameIdOf(await open(e.eventId, m.id, e.deviceOf(p0!)))).toBe(gameId);
    expect(await gameIdOf(await open(e.eventId, m.id, e.deviceOf(p2!)))).toBe(gameId);
    const row = await h.row(gameId);
    expect(row).toMatchObject({ mode: "ffa", seatIds: [p0, "", p2, ""], bots: ["", "facile", "", "facile"] });
    // A bot's seat has no phone: its player can no longer act in it.
    const g = await h.row(gameId);
    expect((await h.act(gameId, e.deviceOf(p1!), { type: "pass" }, g.seq)).status).toBe(403);
    const over = await h.playOut(gameId, (seat) => e.deviceOf(row.seatIds[seat]!));
    const final = over.state as unknown as GameState;
    // "In una sfida a 4 o 5, il primo che vince una partita ha vinto anche la sfida."
    const won = await gemsWon(gameId, 4);
    expect(won[final.winner!]).toBe(1);
    expect(won.reduce((x, y) => x + y, 0)).toBe(1);
    const after = await matchNow(e.eventId, m.id);
    expect(after).toMatchObject({ status: "confirmed", source: "engine" });
    expect(after.played[0]!.points).toEqual(won);
    const top = (await tournamentView(e.eventId))!.standings[0]!;
    expect(top).toMatchObject({ id: m.seats[final.winner!]!.seatId, gamesWon: 1, matchPoints: 1, rank: 1 });
  });

  it("a pod of 3 is first to 2 gems; the organizer's result recorded while it runs is never overwritten by the app", async () => {
    const e = await started("ffa", 3);
    const m = e.match;
    const gameId = await gameIdOf(await open(e.eventId, m.id, e.deviceOf(m.seats[2]!.seatId)));
    // While the challenge runs, no paper report (one source per match).
    h.asDevice(e.deviceOf(m.seats[0]!.seatId));
    const paper = await reportRoute.POST(
      req("POST", { games: [[2, 0, 0]], version: m.version + 1, idempotencyKey: randomUUID() }),
      ctx({ eventId: e.eventId, matchId: m.id }),
    );
    expect(paper.status).toBe(409);
    expect((await paper.json()).error.code).toBe("match_game_running");
    // The organizer records the table's result by hand: seat 1 won 2 gems, seat 0 one.
    h.asOrganizer(e.organizerId);
    const hand = await resultRoute.PUT(req("PUT", { games: [[1, 2, 0]] }), ctx({ eventId: e.eventId, matchId: m.id }));
    expect(hand.status).toBe(200);
    const row = await h.row(gameId);
    const over = await h.playOut(gameId, (seat) => e.deviceOf(row.seatIds[seat]!));
    const final = over.state as unknown as GameState;
    // "In una sfida a 3, il primo che conquista 2 gemme vince."
    expect(final.sides[final.winner!]!.gems).toHaveLength(2);
    const after = await matchNow(e.eventId, m.id);
    expect(after).toMatchObject({ status: "confirmed", source: "organizer" });
    expect(after.played).toEqual([expect.objectContaining({ points: [1, 2, 0], source: "organizer" })]);
    const entry = await db().eventLog.findFirst({
      where: { eventId: e.eventId, type: "match.incantesium_not_counted" },
    });
    expect(entry?.payload).toMatchObject({
      matchId: m.id,
      gameId,
      recorded: [{ points: [1, 2, 0], source: "organizer" }],
    });
    const standings = (await tournamentView(e.eventId))!.standings;
    expect(standings[0]).toMatchObject({ id: m.seats[1]!.seatId, matchPoints: 2, gamesWon: 1 });
  });

  it("standings rank matches won before gems: a winner with 2 gems above a loser with 3; level rows share the rank", async () => {
    const e = await started("ffa", 3);
    h.asOrganizer(e.organizerId);
    // Three players, three rounds: each round one pod of all three.
    const pods = e.view.matches.filter((m) => m.seats.length === 3);
    expect(pods).toHaveLength(3);
    const [g, s, l] = e.players.map((p) => p.seatId);
    const put = async (m: MatchView, byId: Record<string, number>) => {
      const points = m.seats.map((x) => byId[x.seatId]!);
      const res = await resultRoute.PUT(
        req("PUT", { games: [{ points }] }),
        ctx({ eventId: e.eventId, matchId: m.id }),
      );
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    };
    // Luca loses every pod with a gem won; Giovanni wins one, Stefano two ("il primo che conquista 2 gemme").
    await put(pods[0]!, { [g!]: 2, [s!]: 0, [l!]: 1 });
    await put(pods[1]!, { [g!]: 0, [s!]: 2, [l!]: 1 });
    const mid = (await tournamentView(e.eventId))!.standings;
    const at = (rows: typeof mid, id: string) => rows.find((r) => r.id === id)!;
    // Giovanni and Stefano: 1 won, 2 gems, 1 lost each: level, one rank; Luca 2 gems, none won.
    expect(at(mid, g!)).toMatchObject({ rank: 1, gamesWon: 1, matchPoints: 2 });
    expect(at(mid, s!)).toMatchObject({ rank: 1, gamesWon: 1, matchPoints: 2 });
    expect(at(mid, l!)).toMatchObject({ rank: 3, gamesWon: 0, matchPoints: 2 });
    await put(pods[2]!, { [g!]: 0, [s!]: 2, [l!]: 1 });
    const last = (await tournamentView(e.eventId))!.standings;
    // Stefano 4 gems (2 won), Giovanni 2 gems (1 won), Luca 3 gems (0 won): by gems alone Luca would be second.
    expect(last.map((r) => [r.id, r.rank, r.gamesWon, r.matchPoints])).toEqual([
      [s, 1, 2, 4],
      [g, 2, 1, 2],
      [l, 3, 0, 3],
    ]);
  });

  it("bots refused for every seat, for a seat not at the table, and for another organizer (4xx, nothing opened)", async () => {
    const e = await started("ffa", 3);
    const m = e.match;
    const ids = m.seats.map((s) => s.seatId);
    const before = await snapshotOf(e.eventId, m.id);
    h.asOrganizer(e.organizerId);
    const post = (body: unknown) => botRoute.POST(req("POST", body), ctx({ eventId: e.eventId, matchId: m.id }));
    const all = await post({ seatIds: ids });
    expect(all.status).toBe(422);
    expect((await all.json()).error.code).toBe("inc_bots_not_all");
    const twice = await post({ seatIds: [ids[0], ids[0]] });
    expect(twice.status).toBe(422);
    const stranger = await h.incEvent(["Marco"]);
    h.asOrganizer(e.organizerId);
    const elsewhere = await post({ seatIds: [stranger.players[0]!.seatId] });
    expect(elsewhere.status).toBe(404);
    expect((await post({ seatIds: [] })).status).toBe(400);
    h.asOrganizer(stranger.organizerId);
    expect((await post({ seatId: ids[0] })).status).toBe(403);
    expect(await snapshotOf(e.eventId, m.id)).toEqual(before);
  });
});
