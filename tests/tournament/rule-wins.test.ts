// A game lost by a rule of the game, whatever the points, on a paper result (event-rules §7: "the organizer can
// enter or correct any result"). Kartomantik base rules 4.4.1: "dopo il suo secondo Mulligan consecutivo, non ha
// ancora una Manifestazione giocabile come Prima Manifestazione in mano. In questo caso, quel giocatore perde la
// partita" — the loser may hold more points. A report names the side that won such a game; the opponent sees it
// and confirms; the organizer enters or corrects it (and can give a game back to its points); the standings, the
// match view and the export follow. A game that has no such wins (Incantesium: the gems decide) refuses it.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createEvent } from "@/lib/events/events";
import { joinEvent } from "@/lib/events/seats";
import { exportTournament } from "@/lib/tournament/exports";
import { reportResult, setResult } from "@/lib/tournament/results";
import { startTournament } from "@/lib/tournament/start";
import { tournamentView } from "@/lib/tournament/views";
import { unique } from "../setup/fixtures";
import { seatA } from "./places";
import { eventWith, logOf, refusal } from "./setup";

/** Two players, one match; `a` is the match's place 0 (side 0). */
async function duel(bestOf: 1 | 3) {
  const n = await eventWith(2, { bestOf });
  await n.start();
  const m = (await n.view()).matches[0]!;
  const a = seatA(m)!;
  const b = n.seatIds.find((s) => s !== a)!;
  const matchOf = async () => (await n.view()).matches.find((x) => x.id === m.id)!;
  const row = async (seat: string) => (await n.view()).standings.find((r) => r.id === seat)!;
  return { n, m, a, b, matchOf, row };
}

describe("a game won by rule on a paper result (base rules 4.4.1, event-rules §7)", () => {
  it("Bo1: A reports that B lost by the Mulligan rule while ahead 50–30; B sees it and confirms; A wins the match", async () => {
    const { n, m, a, b, matchOf, row } = await duel(1);
    const reported = await reportResult(n.event.id, m.id, n.deviceOf(a), {
      games: [[30, 50]],
      winners: [0],
      version: m.version,
      idempotencyKey: randomUUID(),
    });
    expect(reported.match.report).toMatchObject({ points: [[30, 50]], winners: [0] });
    await n.confirm(b, m.id, reported.match.version);
    const match = await matchOf();
    expect(match.status).toBe("confirmed");
    expect(match.played).toEqual([{ points: [30, 50], winner: 0, source: "paper" }]);
    expect(await row(a)).toMatchObject({ matchesWon: 1, gamesWon: 1, gamesLost: 0, matchPoints: 30 });
    expect(await row(b)).toMatchObject({ matchesWon: 0, gamesWon: 0, gamesLost: 1, matchPoints: 50 });
    const log = await logOf(n.event.id);
    expect(log.find((e) => e.type === "match.reported")!.payload).toMatchObject({ winners: [0] });
    expect(log.find((e) => e.type === "match.confirmed")!.payload).toMatchObject({ winners: [0] });
    const csv = (await exportTournament(n.event.id, "pairings", "csv")).body;
    expect(csv.split("\n")[0]).toContain("game_winners");
    expect(csv.split("\n")[1]).toMatch(/,30-50,30,50,paper,A\r?$/);
  });

  it("without the named winner the same points give B the match (the choice is what changes it)", async () => {
    const { n, m, a, b, matchOf, row } = await duel(1);
    const reported = await n.report(a, m.id, [[30, 50]], m.version);
    expect(reported.match.report).toMatchObject({ winners: [] });
    await n.confirm(b, m.id, reported.match.version);
    expect((await matchOf()).played[0]!.winner).toBe(1);
    expect(await row(b)).toMatchObject({ matchesWon: 1 });
  });

  it("Bo3: a game won by rule counts toward the two wins (2 games, not 3)", async () => {
    const { n, m, a, b, matchOf, row } = await duel(3);
    const games = [
      [40, 10],
      [5, 20],
    ];
    // By their points the games are 1–1: the third would be needed.
    expect((await refusal(n.report(b, m.id, games, m.version))).code).toBe("result_match_not_decided");
    const reported = await reportResult(n.event.id, m.id, n.deviceOf(b), {
      games,
      winners: [1, null],
      version: m.version,
      idempotencyKey: randomUUID(),
    });
    await n.confirm(a, m.id, reported.match.version);
    expect((await matchOf()).played.map((g) => g.winner)).toEqual([1, 1]);
    expect(await row(b)).toMatchObject({ matchesWon: 1, gamesWon: 2 });
  });

  it("the organizer enters a win by rule, then gives the game back to its points; the log keeps both", async () => {
    const { n, m, a, b, matchOf, row } = await duel(1);
    await setResult(n.organizer.id, n.event.id, m.id, { games: [[30, 50]], winners: [0] });
    expect((await matchOf()).played[0]!.winner).toBe(0);
    expect(await row(a)).toMatchObject({ matchesWon: 1 });
    // The same points, the choice "by points": the game goes to B (the points), not kept as it was recorded.
    await setResult(n.organizer.id, n.event.id, m.id, { games: [[30, 50]], winners: [null] });
    expect((await matchOf()).played[0]!.winner).toBe(1);
    expect(await row(b)).toMatchObject({ matchesWon: 1 });
    const corrected = (await logOf(n.event.id)).filter((e) => e.type === "match.corrected");
    expect(corrected.at(-1)!.payload).toMatchObject({ winners: [null], previous: { winners: [0] } });
  });

  it("refused, nothing changed: a side not at the table, a winner for a game not sent", async () => {
    const { n, m, a, matchOf } = await duel(1);
    const send = (winners: (number | null)[]) =>
      reportResult(n.event.id, m.id, n.deviceOf(a), {
        games: [[30, 50]],
        winners,
        version: m.version,
        idempotencyKey: randomUUID(),
      });
    expect((await refusal(send([2]))).code).toBe("result_winner_side");
    expect((await refusal(send([null, 0]))).code).toBe("result_winner_side");
    expect((await refusal(setResult(n.organizer.id, n.event.id, m.id, { games: [[30, 50]], winners: [3] }))).code).toBe(
      "result_winner_side",
    );
    const match = await matchOf();
    expect(match).toMatchObject({ status: "scheduled", version: m.version, report: null, played: [] });
  });

  it("Incantesium has no wins by rule (the gems decide): a named winner is refused, nothing changed", async () => {
    const organizer = await db().organizer.create({
      data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
    });
    const event = await createEvent(organizer.id, { name: "Serata Incantesium", game: "incantesium" });
    const devices = ["Giovanni", "Stefano"].map(() => randomUUID() + randomUUID());
    for (const [i, d] of devices.entries()) await joinEvent(d, { code: event.joinCode, name: `Mago ${i}` });
    await startTournament(organizer.id, event.id);
    const m = (await tournamentView(event.id))!.matches[0]!;
    const err = await refusal(
      reportResult(event.id, m.id, devices[0]!, {
        games: [[1, 3]],
        winners: [0],
        version: m.version,
        idempotencyKey: randomUUID(),
      }),
    );
    expect(err.code).toBe("result_no_rule_win");
    expect((await refusal(setResult(organizer.id, event.id, m.id, { games: [[1, 3]], winners: [0] }))).code).toBe(
      "result_no_rule_win",
    );
    expect((await tournamentView(event.id))!.matches[0]).toMatchObject({ status: "scheduled", report: null });
  });
});
