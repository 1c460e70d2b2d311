// Free-for-All pod events (issue 20 §3, §5): rounds of pods of 3–5 seated by engine/tournament/pods.ts,
// one player reports every seat's points, every other player confirms; standings by total points
// with the tie rule of rankByPoints.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pairCounts, rankByPoints, unevenByCounting, type MatchRecord, type PlayerRecord } from "@/engine/tournament";
import { db } from "@/lib/db/client";
import { joinEvent } from "@/lib/events/seats";
import { startTournament } from "@/lib/tournament/start";
import { confirmResult, disputeResult, reportResult, setResult } from "@/lib/tournament/results";
import { eventWith, logOf } from "./setup";

const key = () => crypto.randomUUID();

async function podNight(players: number, rounds?: number) {
  const n = await eventWith(players, { format: "constructed", mode: "ffa" });
  await startTournament(n.organizer.id, n.event.id, rounds ? { rounds } : {});
  const pod = async (id: string) => (await n.view()).matches.find((m) => m.id === id)!;
  const report = async (id: string, by: string, points: number[][]) =>
    reportResult(n.event.id, id, n.deviceOf(by), {
      games: points,
      version: (await pod(id)).version,
      idempotencyKey: key(),
    });
  const confirm = async (id: string, by: string) =>
    confirmResult(n.event.id, id, n.deviceOf(by), { version: (await pod(id)).version, idempotencyKey: key() });
  return { ...n, pod, report, confirm };
}

describe("starting a Free-for-All event", () => {
  it("seats rounds of pods (4 players: one table of four each round), each seat its own side", async () => {
    const n = await podNight(4, 2);
    const view = await n.view();
    expect(view.mode).toBe("ffa");
    expect(view.rounds).toBe(2);
    expect(view.matches.map((m) => [m.round, m.table, m.seats.length])).toEqual([
      [1, 1, 4],
      [2, 1, 4],
    ]);
    expect(view.matches[0]!.seats.map((s) => s.side)).toEqual([0, 1, 2, 3]);
    const log = await logOf(n.event.id);
    expect(log.find((e) => e.type === "tournament.started")!.payload).toMatchObject({ mode: "ffa" });
  });

  it("7 players: tables of 4 and 3 every round, pairs meeting as evenly as the pods allow", async () => {
    const n = await podNight(7, 3);
    const view = await n.view();
    for (const round of [1, 2, 3])
      expect(
        view.matches
          .filter((m) => m.round === round)
          .map((m) => m.seats.length)
          .sort(),
      ).toEqual([3, 4]);
    const number = new Map(view.players.map((p) => [p.seatId, p.number]));
    const rounds = [1, 2, 3].map((r) =>
      view.matches.filter((m) => m.round === r).map((m) => m.seats.map((s) => number.get(s.seatId)!)),
    );
    // Everyone seated once a round; 7 players in 3 rounds cannot all meet within 1 (unevenByCounting
    // proves it), so the narrowest spread is 2.
    for (const round of rounds) expect(round.flat().sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(unevenByCounting(7, 3)).toBe(true);
    const counts = pairCounts(7, rounds).flatMap((row, i) => row.filter((_, j) => j > i));
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
  });

  it("fewer than 3 players cannot make a pod: refused, nothing started", async () => {
    const n = await eventWith(2, { format: "constructed", mode: "ffa" });
    await expect(startTournament(n.organizer.id, n.event.id)).rejects.toMatchObject({
      code: "tournament_too_few_pod_players",
      params: { min: 3 },
    });
    expect(await db().tournament.findUnique({ where: { eventId: n.event.id } })).toBeNull();
  });
});

describe("a pod's paper result", () => {
  it("one player reports every seat's points; the three others confirm; only the last makes it count", async () => {
    const n = await podNight(4, 1);
    const m = (await n.view()).matches[0]!;
    const [p0, p1, p2, p3] = m.seats.map((s) => s.seatId) as [string, string, string, string];
    await n.report(m.id, p1, [[55, 120, -10, 80]]);
    await n.confirm(m.id, p0);
    expect(await n.pod(m.id)).toMatchObject({ status: "reported", report: { confirmedBy: [p0] } });
    await expect(n.confirm(m.id, p0)).rejects.toMatchObject({ code: "result_already_confirmed_by_you" });
    await expect(n.confirm(m.id, p1)).rejects.toMatchObject({ code: "match_own_report" });
    await n.confirm(m.id, p2);
    expect((await n.view()).standings.every((r) => r.score === 0)).toBe(true);
    await n.confirm(m.id, p3);
    const view = await n.view();
    expect(view.matches[0]).toMatchObject({ status: "confirmed", source: "paper" });
    const name = (id: string) => view.players.find((p) => p.seatId === id)!.name;
    expect(view.standings.map((r) => [r.name, r.score, r.rank])).toEqual([
      [name(p1), 120, 1],
      [name(p3), 80, 2],
      [name(p0), 55, 3],
      [name(p2), -10, 4],
    ]);
    const types = (await logOf(n.event.id)).map((e) => e.type).filter((t) => t.startsWith("match."));
    expect(types).toEqual(["match.reported", "match.confirmation", "match.confirmation", "match.confirmed"]);
  });

  it("any other player disputes; the organizer enters the result; a new report starts the confirmations over", async () => {
    const n = await podNight(3, 1);
    const m = (await n.view()).matches[0]!;
    const [p0, p1, p2] = m.seats.map((s) => s.seatId) as [string, string, string];
    await n.report(m.id, p0, [[30, 20, 10]]);
    await n.confirm(m.id, p1);
    await disputeResult(n.event.id, m.id, n.deviceOf(p2), {
      version: (await n.pod(m.id)).version,
      idempotencyKey: key(),
    });
    expect(await n.pod(m.id)).toMatchObject({ status: "disputed", disputedBy: p2 });
    await n.report(m.id, p2, [[30, 20, 40]]);
    expect(await n.pod(m.id)).toMatchObject({ status: "reported", reportedBy: p2, report: { confirmedBy: [] } });
    await setResult(n.organizer.id, n.event.id, m.id, { games: [[30, 20, 15]] });
    expect((await n.view()).standings.map((r) => r.score)).toEqual([30, 20, 15]);
  });
});

describe("engine/tournament rankByPoints: the tie rule of team and pod events", () => {
  const players = (...ids: string[]): PlayerRecord[] => ids.map((id) => ({ id, name: id, debt: 0, dropped: false }));
  let no = 0;
  const pod = (sides: string[], ...games: number[][]): MatchRecord => ({
    id: `p${++no}`,
    kind: "regular",
    stage: 0,
    round: ++no,
    sides,
    status: "confirmed",
    games: games.map((points) => ({ points })),
  });

  it("equal totals: more games won first, then fewer lost; still level, a shared rank", () => {
    // Every player ends on 100: C and D won a table and lost one, A won one and lost two, B won none.
    const { rows } = rankByPoints(players("A", "B", "C", "D"), [
      pod(["A", "B", "C"], [70, 60, 10]),
      pod(["A", "B", "D"], [30, 40, 80]),
      pod(["C", "D", "A"], [90, 20, 0]),
    ]);
    expect(rows.map((r) => [r.id, r.score, r.gamesWon, r.gamesLost, r.rank])).toEqual([
      ["C", 100, 1, 1, 1],
      ["D", 100, 1, 1, 1],
      ["A", 100, 1, 2, 3],
      ["B", 100, 0, 2, 4],
    ]);
  });

  it("at equal totals and wins, a shared top (a draw) ranks above a loss", () => {
    const { rows, finished } = rankByPoints(players("A", "B", "C", "D"), [
      pod(["A", "C", "D"], [40, 40, 0]),
      pod(["B", "C", "D"], [40, 60, 0]),
    ]);
    expect(rows.map((r) => [r.id, r.score, r.gamesDrawn, r.gamesLost, r.rank])).toEqual([
      ["C", 100, 1, 0, 1],
      ["A", 40, 1, 0, 2],
      ["B", 40, 0, 1, 3],
      ["D", 0, 0, 2, 4],
    ]);
    expect(finished).toBe(true);
  });
});

describe("joining a Free-for-All event", () => {
  it("seats up to 20 players (pods of 3–5), more than a duel event's 16; the 21st is refused", async () => {
    const n = await eventWith(16, { format: "constructed", mode: "ffa" });
    const join = (name: string) => joinEvent(randomBytes(32).toString("base64url"), { code: n.event.joinCode, name });
    for (const name of ["Ugo", "Vera", "Walter", "Zoe"]) await join(name);
    expect(await db().seat.count({ where: { eventId: n.event.id } })).toBe(20);
    await expect(join("Ventuno")).rejects.toMatchObject({ code: "event_full", params: { max: 20 } });
  });
});
