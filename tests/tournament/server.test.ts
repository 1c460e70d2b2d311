// The tournament on the server (issue #5, event-rules §5–7): start, report/confirm/dispute,
// organizer corrections in the audit log, standings with debt, automatic tiebreak, drop, exports.
import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { controlDraft } from "@/lib/kartomantik/drafts/control";
import { myDraftDeck, saveDraftDeck } from "@/lib/kartomantik/decks/draft-decks";
import { joinEvent } from "@/lib/events/seats";
import { dropPlayer } from "@/lib/tournament/results";
import { startTournament } from "@/lib/tournament/start";
import { eventArchive, exportTournament, matchHistory } from "@/lib/tournament/exports";
import { draftNight } from "../drafts/setup";
import { eventWith, logOf } from "./setup";
import { seatA, seatB } from "@/tests/tournament/places";

describe("starting the tournament", () => {
  it("event-rules §6 a constructed event of 4 starts from its seats: 3 rounds of 2 tables, debt 0, joins closed", async () => {
    const night = await eventWith(4);
    const started = await night.start();
    expect(started).toMatchObject({ rounds: 3, matches: 6 });
    const view = await night.view();
    expect(view.players.map((p) => [p.number, p.name, p.debt])).toEqual([
      [1, "Anna", 0],
      [2, "Bruno", 0],
      [3, "Carla", 0],
      [4, "Dario", 0],
    ]);
    expect(view.matches.map((m) => [m.round, m.table])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
      [3, 1],
      [3, 2],
    ]);
    expect(view.current).toEqual({ kind: "regular", stage: 0, round: 1 });
    expect(view.status).toBe("running");
    await expect(
      joinEvent(randomUUID().replace(/-/g, "").padEnd(43, "x"), { code: night.event.joinCode, name: "Late" }),
    ).rejects.toMatchObject({ code: "event_started" });
    await expect(night.start()).rejects.toMatchObject({ code: "tournament_started" });
    const log = await logOf(night.event.id);
    expect(log.at(-1)).toMatchObject({ type: "tournament.started", actor: `organizer:${night.organizer.id}` });
  });

  it("event-rules §6 an odd count gets one bye per round, listed without a table", async () => {
    const night = await eventWith(5);
    await night.start();
    const view = await night.view();
    expect(view.rounds).toBe(5);
    const byes = view.matches.filter((m) => seatB(m) === null);
    expect(byes).toHaveLength(5);
    expect(byes.every((m) => m.status === "bye" && m.table === null)).toBe(true);
    expect(new Set(byes.map((m) => seatA(m))).size).toBe(5);
  });

  it("needs two players", async () => {
    const night = await eventWith(1);
    await expect(night.start()).rejects.toMatchObject({ code: "tournament_too_few_players", params: { min: 2 } });
  });

  it("event-rules §5 a Draft Bazaar starts after the draft, locking the decks and fixing each debt", async () => {
    const night = await draftNight(2);
    await expect(startTournament(night.organizer.id, night.event.id)).rejects.toMatchObject({ code: "draft_not_over" });
    await controlDraft(night.organizer.id, night.event.id, "end");
    await expect(startTournament(night.organizer.id, night.event.id)).rejects.toMatchObject({
      code: "decks_not_ready",
    });
    const cards = await db().card.findMany({
      where: { set: { events: { some: { id: night.event.id } } } },
      orderBy: { collectionNumber: "asc" },
    });
    const seats = await db().seat.findMany({ where: { eventId: night.event.id }, orderBy: { position: "asc" } });
    for (const [i, s] of seats.entries())
      await db().seat.update({
        where: { id: s.id },
        data: { draftCardIds: cards.slice(i * 36, i * 36 + 36).map((c) => c.id), pointsSpent: 300 * i },
      });
    const expected: number[] = [];
    for (const d of night.devices) {
      const v = await myDraftDeck(night.event.id, d);
      const saved = await saveDraftDeck(night.event.id, d, v.cardIds.slice(0, 30));
      expect(saved.check.legal).toBe(true);
      expected.push(saved.debt);
    }
    expect(expected[1]).toBeGreaterThan(0);
    await startTournament(night.organizer.id, night.event.id);
    const decks = await db().deck.findMany({
      where: { seat: { eventId: night.event.id } },
      include: { seat: true },
      orderBy: { seat: { position: "asc" } },
    });
    expect(decks.every((d) => d.lockedAt)).toBe(true);
    const players = await db().tournamentPlayer.findMany({
      where: { seatId: { in: seats.map((s) => s.id) } },
      orderBy: { number: "asc" },
    });
    expect(players.map((p) => p.debt)).toEqual(expected);
    expect(decks.map((d) => d.debt)).toEqual(expected);
    await expect(saveDraftDeck(night.event.id, night.devices[0]!, [])).rejects.toMatchObject({ code: "deck_locked" });
  });
});

describe("event-rules §7 results", () => {
  it("a player reports both players' game points, the opponent confirms, the standings count it", async () => {
    const night = await eventWith(2, { bestOf: 3 });
    await night.start();
    const [anna, bruno] = night.seatIds as [string, string];
    const m = await night.match(anna, bruno);
    const games =
      seatA(m) === anna
        ? [
            [120, 40],
            [30, 60],
            [-10, 5],
          ]
        : [
            [40, 120],
            [60, 30],
            [5, -10],
          ];
    const reported = await night.report(anna, m.id, games, m.version);
    expect(reported.match).toMatchObject({
      status: "reported",
      reportedBy: anna,
      report: { points: games },
      played: [],
    });
    // Reported is not confirmed: nothing counts yet.
    expect((await night.view()).standings.every((r) => r.matchPoints === 0)).toBe(true);
    await expect(night.confirm(anna, m.id, reported.match.version)).rejects.toMatchObject({ code: "match_own_report" });
    const confirmed = await night.confirm(bruno, m.id, reported.match.version);
    expect(confirmed.match).toMatchObject({
      status: "confirmed",
      source: "paper",
      played: games.map((points) => ({ points })),
    });
    const view = await night.view();
    const row = (id: string) => view.standings.find((r) => r.id === id)!;
    expect(row(anna)).toMatchObject({ matchPoints: 140, score: 140, gamesWon: 1, gamesLost: 2, matchesPlayed: 1 });
    expect(row(bruno)).toMatchObject({ matchPoints: 105, gamesWon: 2, gamesLost: 1 });
    expect(view.status).toBe("finished");
    const log = await logOf(night.event.id);
    expect(log.slice(-2).map((e) => [e.type, e.actor])).toEqual([
      ["match.reported", `seat:${anna}`],
      ["match.confirmed", `seat:${bruno}`],
    ]);
  });

  it("idempotency keys are the actor's and the match's own: the opponent's or another match's reuse is a new request (issue 16 §11)", async () => {
    const night = await eventWith(4);
    await night.start();
    const [anna, bruno, carla, dario] = night.seatIds as [string, string, string, string];
    const key = randomUUID();
    const m = await night.match(anna, bruno);
    const reported = await night.report(anna, m.id, [seatA(m) === anna ? [50, 10] : [10, 50]], m.version, key);
    // Bruno's app happens to send the same key: his confirmation counts, it is no "retry" of Anna's report.
    const confirmed = await night.confirm(bruno, m.id, reported.match.version, key);
    expect(confirmed).toMatchObject({ duplicate: false, match: { status: "confirmed" } });
    // Anna's own retry is still one.
    expect(await night.report(anna, m.id, [[50, 10]], m.version, key)).toMatchObject({ duplicate: true });
    // Anna's key on her next match: a report of its own.
    const next = (await night.view()).matches.find(
      (x) => x.status === "scheduled" && (seatA(x) === anna || seatB(x) === anna),
    )!;
    const opponent = seatA(next) === anna ? seatB(next)! : seatA(next);
    expect([carla, dario]).toContain(opponent);
    const second = await night.report(anna, next.id, [[30, 20]], next.version, key);
    expect(second).toMatchObject({ duplicate: false, match: { status: "reported", reportedBy: anna } });
    const log = await logOf(night.event.id);
    expect(
      log.filter((e) => ["match.reported", "match.confirmed"].includes(e.type)).map((e) => [e.type, e.actor]),
    ).toEqual([
      ["match.reported", `seat:${anna}`],
      ["match.confirmed", `seat:${bruno}`],
      ["match.reported", `seat:${anna}`],
    ]);
  });

  it("bad entries get a clear reason and change nothing", async () => {
    const night = await eventWith(2, { bestOf: 3 });
    await night.start();
    const [anna, bruno] = night.seatIds as [string, string];
    const m = await night.match(anna, bruno);
    const before = (await logOf(night.event.id)).length;
    await expect(
      night.report(
        anna,
        m.id,
        [
          [12, 0],
          [10, 0],
        ],
        m.version,
      ),
    ).rejects.toMatchObject({ code: "result_points_not_multiple_of_5", params: { game: 1, points: 12 } });
    await expect(
      night.report(
        anna,
        m.id,
        [
          [10, 0],
          [0, 10],
        ],
        m.version,
      ),
    ).rejects.toMatchObject({ code: "result_match_not_decided" });
    await expect(night.report(anna, m.id, [[10, 0]], m.version)).rejects.toMatchObject({
      code: "result_games_count",
    });
    await expect(
      night.report(
        anna,
        m.id,
        [
          [10, 0],
          [10, 0],
        ],
        m.version + 3,
      ),
    ).rejects.toMatchObject({ code: "match_stale" });
    await expect(night.confirm(bruno, m.id, m.version)).rejects.toMatchObject({ code: "match_not_reported" });
    expect(await logOf(night.event.id)).toHaveLength(before);
    expect(await night.match(anna, bruno)).toMatchObject({ status: "scheduled", version: m.version, report: null });
  });

  it("a player may only report and confirm their own match", async () => {
    const night = await eventWith(4);
    await night.start();
    const [anna, bruno, carla, dario] = night.seatIds as [string, string, string, string];
    const m = await night.match(anna, bruno);
    await expect(night.report(carla, m.id, [[5, 0]], m.version)).rejects.toMatchObject({
      code: "match_not_yours",
    });
    const r = await night.report(anna, m.id, [[5, 0]], m.version);
    await expect(night.confirm(dario, m.id, r.match.version)).rejects.toMatchObject({ code: "match_not_yours" });
    // And the opponent who has a report waiting cannot overwrite it: confirm or dispute.
    await expect(night.report(bruno, m.id, [[0, 5]], r.match.version)).rejects.toMatchObject({
      code: "match_awaiting_you",
    });
  });

  it("two answers at once: the first committed wins, the other is told the match changed (stale) and changes nothing", async () => {
    const night = await eventWith(2);
    await night.start();
    const [anna, bruno] = night.seatIds as [string, string];
    const m = await night.match(anna, bruno);
    const r = await night.report(anna, m.id, [[30, 20]], m.version);
    const results = await Promise.allSettled([
      night.confirm(bruno, m.id, r.match.version),
      night.report(anna, m.id, [[90, 0]], r.match.version),
    ]);
    expect(results.filter((x) => x.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((x) => x.status === "rejected") as PromiseRejectedResult;
    expect(["match_stale", "match_already_confirmed"]).toContain((refused.reason as { code: string }).code);
    const after = await night.match(anna, bruno);
    expect(after.version).toBe(r.match.version + 1);
  });

  it("a retried request (same idempotency key) is answered, not applied twice", async () => {
    const night = await eventWith(2);
    await night.start();
    const [anna, bruno] = night.seatIds as [string, string];
    const m = await night.match(anna, bruno);
    const key = randomUUID();
    const first = await night.report(anna, m.id, [[50, 0]], m.version, key);
    const again = await night.report(anna, m.id, [[50, 0]], m.version, key);
    expect(again).toMatchObject({ duplicate: true, seq: first.seq, match: { version: first.match.version } });
    expect((await logOf(night.event.id)).filter((e) => e.type === "match.reported")).toHaveLength(1);
  });

  it("a disputed result is corrected by the organizer; every step is in the audit log with who and when", async () => {
    const night = await eventWith(2);
    await night.start();
    const [anna, bruno] = night.seatIds as [string, string];
    const m = await night.match(anna, bruno);
    const r = await night.report(anna, m.id, [[90, 10]], m.version);
    const d = await night.dispute(bruno, m.id, r.match.version);
    expect(d.match).toMatchObject({ status: "disputed", disputedBy: bruno });
    await expect(night.confirm(bruno, m.id, d.match.version)).rejects.toMatchObject({ code: "match_not_reported" });
    const fixed = await night.correct(m.id, [[40, 45]]);
    expect(fixed.match).toMatchObject({ status: "confirmed", source: "organizer", played: [{ points: [40, 45] }] });
    // A second correction of the confirmed result keeps the one before in the log.
    await night.correct(m.id, [[40, 50]]);
    await expect(night.report(anna, m.id, [[5, 0]], (await night.match(anna, bruno)).version)).rejects.toMatchObject({
      code: "match_already_confirmed",
    });
    const history = await matchHistory(night.event.id, m.id);
    expect(history.map((h) => [h.type, h.actor])).toEqual([
      ["match.reported", `seat:${anna}`],
      ["match.disputed", `seat:${bruno}`],
      ["match.result_entered", `organizer:${night.organizer.id}`],
      ["match.corrected", `organizer:${night.organizer.id}`],
    ]);
    expect(history[3]!.payload).toMatchObject({
      games: [[40, 50]],
      previous: { status: "confirmed", games: [[40, 45]], source: "organizer" },
    });
    expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    const view = await night.view();
    expect(view.standings.map((s) => [s.name, s.score])).toEqual([
      ["Bruno", 50],
      ["Anna", 40],
    ]);
  });
});

/** Five players, tiebreaks on every rank: Anna, Bruno and Carla draw each other and beat Dario and Elena, who draw —
 * 200 each, then 0 each: two tied groups, each with its tiebreak stage. */
async function twoTiedGroups() {
  const night = await eventWith(5);
  await startTournament(night.organizer.id, night.event.id, { tiebreaks: "all" });
  const seats = night.seatIds as [string, string, string, string, string];
  const [anna, bruno, carla, dario, elena] = seats;
  for (const [x, y] of [
    [anna, bruno],
    [anna, carla],
    [bruno, carla],
  ] as const)
    await night.play(x, y, [[50, 50]]);
  for (const p of [anna, bruno, carla]) for (const q of [dario, elena]) await night.play(p, q, [[50, 0]]);
  await night.play(dario, elena, [[0, 0]]);
  return { night, seats };
}

describe("event-rules §6 standings, tiebreak, drop", () => {
  it("a tie for first creates the tiebreak match automatically; its winner ranks first, scores unchanged", async () => {
    const night = await eventWith(3);
    await night.start();
    const [anna, bruno, carla] = night.seatIds as [string, string, string];
    await night.play(anna, bruno, [[100, 100]]);
    await night.play(anna, carla, [[50, 0]]);
    expect((await night.view()).tiebreak).toBe(false);
    await night.play(bruno, carla, [[50, 0]]);
    const view = await night.view();
    expect(view.tiebreak).toBe(true);
    expect(view.status).toBe("running");
    const tb = view.matches.filter((m) => m.kind === "tiebreak");
    expect(tb).toHaveLength(1);
    expect([seatA(tb[0]!), seatB(tb[0]!)].sort()).toEqual([anna, bruno].sort());
    expect(view.current).toEqual({ kind: "tiebreak", stage: 1, round: 1 });
    expect(view.standings.map((r) => [r.name, r.rank, r.score])).toEqual([
      ["Anna", 1, 150],
      ["Bruno", 1, 150],
      ["Carla", 3, 0],
    ]);
    const log = await logOf(night.event.id);
    expect(log.at(-1)!.payload).toMatchObject({ tiebreaks: [{ stage: 1 }] });

    await night.play(bruno, anna, [[30, 20]]);
    const done = await night.view();
    expect(done.status).toBe("finished");
    expect(done.current).toBeNull();
    expect(done.standings.map((r) => [r.name, r.rank, r.score])).toEqual([
      ["Bruno", 1, 150],
      ["Anna", 2, 150],
      ["Carla", 3, 0],
    ]);
    expect((await db().event.findUniqueOrThrow({ where: { id: night.event.id } })).status).toBe("finished");
  });

  it("event-rules §6 the organizer may extend tiebreaks to every rank: each tie gets its own round robin", async () => {
    const night = await eventWith(4);
    await startTournament(night.organizer.id, night.event.id, { tiebreaks: "all" });
    const [anna, bruno, carla, dario] = night.seatIds as [string, string, string, string];
    // Anna and Bruno 100 each; Carla and Dario 0 each.
    await night.play(anna, bruno, [[50, 50]]);
    await night.play(anna, carla, [[50, 0]]);
    await night.play(bruno, dario, [[50, 0]]);
    await night.play(anna, dario, [[0, 0]]);
    await night.play(bruno, carla, [[0, 0]]);
    await night.play(carla, dario, [[0, 0]]);
    const view = await night.view();
    expect(view.tiebreaks).toBe("all");
    const tb = view.matches.filter((m) => m.kind === "tiebreak");
    expect(tb.map((m) => [m.stage, [seatA(m), seatB(m)].sort()])).toEqual([
      [1, [anna, bruno].sort()],
      [2, [carla, dario].sort()],
    ]);
    // Both groups play at once, each at a table of its own (not both at table 1), and both are being played.
    expect(tb.map((m) => m.table)).toEqual([1, 2]);
    expect(view.playing).toEqual([
      { kind: "tiebreak", stage: 1, round: 1 },
      { kind: "tiebreak", stage: 2, round: 1 },
    ]);
    expect(view.current).toEqual(view.playing[0]);
    await night.play(bruno, anna, [[10, 0]]);
    await night.play(dario, carla, [[10, 0]]);
    const done = await night.view();
    expect(done.status).toBe("finished");
    expect(done.standings.map((r) => [r.name, r.rank])).toEqual([
      ["Bruno", 1],
      ["Anna", 2],
      ["Dario", 3],
      ["Carla", 4],
    ]);
  });

  it("event-rules §6 every rank: a group that plays again while another still plays gets a free table", async () => {
    // Anna, Bruno and Carla draw each other and beat Dario and Elena, who draw: 200 each, then 0 each.
    const { night, seats } = await twoTiedGroups();
    const [anna, bruno, carla] = seats;
    const two = (await night.view()).matches.filter((m) => m.kind === "tiebreak" && m.table !== null);
    expect(two.map((m) => [m.stage, m.table])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [2, 2],
    ]);
    // Stage 1: Anna beats both, Bruno and Carla draw → they play again while Dario and Elena are still at table 2.
    await night.play(anna, bruno, [[20, 10]]);
    await night.play(anna, carla, [[20, 10]]);
    await night.play(bruno, carla, [[10, 10]]);
    const view = await night.view();
    expect(view.matches.filter((m) => m.stage === 3).map((m) => m.table)).toEqual([1]);
    expect(view.playing.map((r) => r.stage)).toEqual([2, 3]);
  });

  it('event-rules §6 every rank, "repeated while still tied": those left level below the top of a tiebreak round robin play again', async () => {
    const night = await eventWith(4);
    await startTournament(night.organizer.id, night.event.id, { tiebreaks: "all" });
    const [anna, bruno, carla, dario] = night.seatIds as [string, string, string, string];
    // Anna, Bruno and Carla draw each other and beat Dario: 150 each, Dario 0.
    await night.play(anna, bruno, [[50, 50]]);
    await night.play(anna, carla, [[50, 50]]);
    await night.play(bruno, carla, [[50, 50]]);
    for (const p of [anna, bruno, carla]) await night.play(p, dario, [[50, 0]]);
    // Stage 1 among the three: Anna beats both, Bruno and Carla draw → they are still level (for second).
    await night.play(anna, bruno, [[20, 10]]);
    await night.play(anna, carla, [[20, 10]]);
    await night.play(bruno, carla, [[10, 10]]);
    const view = await night.view();
    expect(view.status).toBe("running");
    expect(view.current).toEqual({ kind: "tiebreak", stage: 2, round: 1 });
    const stage2 = view.matches.filter((m) => m.kind === "tiebreak" && m.stage === 2);
    expect(stage2.map((m) => [m.status, [seatA(m), seatB(m)].sort()])).toEqual([["scheduled", [bruno, carla].sort()]]);
    expect(view.standings.map((r) => [r.name, r.rank, r.score])).toEqual([
      ["Anna", 1, 150],
      ["Bruno", 2, 150],
      ["Carla", 2, 150],
      ["Dario", 4, 0],
    ]);
    const log = await logOf(night.event.id);
    expect(log.at(-1)!.payload).toMatchObject({ tiebreaks: [{ stage: 2 }], status: "running" });
    // A correction of stage 1's drawn match (Carla wins it) leaves nobody level: stage 2 is voided, all is decided.
    const drawn = view.matches.find(
      (m) =>
        m.kind === "tiebreak" && m.stage === 1 && [seatA(m), seatB(m)].sort().join() === [bruno, carla].sort().join(),
    )!;
    await night.correct(drawn.id, seatA(drawn) === carla ? [[10, 0]] : [[0, 10]]);
    const corrected = await night.view();
    expect(corrected.status).toBe("finished");
    expect(corrected.matches.filter((m) => m.stage === 2)).toEqual([]);
    expect(corrected.standings.map((r) => [r.name, r.rank])).toEqual([
      ["Anna", 1],
      ["Carla", 2],
      ["Bruno", 3],
      ["Dario", 4],
    ]);
    // Back to the draw: Bruno and Carla are level again, and their stage 2 is back (not a new stage 3); its result
    // orders them.
    await night.correct(drawn.id, [[10, 10]]);
    const back = (await night.view()).matches.filter((m) => m.kind === "tiebreak" && m.stage >= 2);
    expect(back.map((m) => [m.stage, m.status, [seatA(m), seatB(m)].sort()])).toEqual([
      [2, "scheduled", [bruno, carla].sort()],
    ]);
    await night.play(bruno, carla, [[30, 20]]);
    const done = await night.view();
    expect(done.status).toBe("finished");
    expect(done.standings.map((r) => [r.name, r.rank, r.score])).toEqual([
      ["Anna", 1, 150],
      ["Bruno", 2, 150],
      ["Carla", 3, 150],
      ["Dario", 4, 0],
    ]);
  });

  it("a correction that breaks the tie voids the open tiebreak", async () => {
    const night = await eventWith(2);
    await night.start();
    const [anna, bruno] = night.seatIds as [string, string];
    await night.play(anna, bruno, [[20, 20]]);
    expect((await night.view()).matches.filter((m) => m.kind === "tiebreak")).toHaveLength(1);
    const regular = (await night.view()).matches.find((m) => m.kind === "regular")!;
    await night.correct(regular.id, [[25, 20]]);
    const view = await night.view();
    expect(view.matches.filter((m) => m.kind === "tiebreak")).toHaveLength(0);
    expect(view.status).toBe("finished");
    expect(await db().match.count({ where: { tournament: { eventId: night.event.id }, status: "void" } })).toBe(1);
  });

  // event-rules §7: "the organizer can enter or correct any result" — and so take a correction back. The tie it had
  // broken is back as it was, and so is the tiebreak it had voided, with the result played: the tied players do not
  // play it again (engine/tournament README, "A correction taken back").
  it("event-rules §6–7 a correction taken back restores the tiebreak it voided, with its result: not played again", async () => {
    const night = await eventWith(2);
    await night.start();
    const [anna, bruno] = night.seatIds as [string, string];
    await night.play(anna, bruno, [[20, 20]]);
    await night.play(anna, bruno, [[30, 10]]); // the tiebreak: Anna wins it
    const played = await night.view();
    expect(played.status).toBe("finished");
    const regular = played.matches.find((m) => m.kind === "regular")!;
    const tiebreak = played.matches.find((m) => m.kind === "tiebreak")!;

    await night.correct(regular.id, [[25, 20]]);
    expect((await night.view()).matches.filter((m) => m.kind === "tiebreak")).toEqual([]);
    expect((await db().match.findUniqueOrThrow({ where: { id: tiebreak.id } })).status).toBe("void");

    await night.correct(regular.id, [[20, 20]]);
    const view = await night.view();
    expect(view.matches.filter((m) => m.kind === "tiebreak").map((m) => [m.id, m.stage, m.status])).toEqual([
      [tiebreak.id, 1, "confirmed"],
    ]);
    expect(view.status).toBe("finished");
    expect(view.standings.map((r) => [r.name, r.rank, r.score])).toEqual([
      ["Anna", 1, 20],
      ["Bruno", 2, 20],
    ]);
    const log = await logOf(night.event.id);
    expect(log.at(-1)!.payload).toMatchObject({ restored: [1], voided: 0, tiebreaks: [], status: "finished" });
  });

  it("event-rules §6 a correction taken back restores every stage it voided, the round robin repeated while still tied too", async () => {
    const night = await eventWith(3);
    await night.start();
    const [anna, bruno, carla] = night.seatIds as [string, string, string];
    // All three draw: 100 each, a tie for first among the three.
    await night.play(anna, bruno, [[50, 50]]);
    await night.play(anna, carla, [[50, 50]]);
    await night.play(bruno, carla, [[50, 50]]);
    // Stage 1: all level again → stage 2, where Anna beats both.
    await night.play(anna, bruno, [[10, 10]]);
    await night.play(anna, carla, [[10, 10]]);
    await night.play(bruno, carla, [[10, 10]]);
    await night.play(anna, bruno, [[20, 10]]);
    await night.play(anna, carla, [[20, 10]]);
    await night.play(bruno, carla, [[10, 10]]);
    const tiebreaks = async () =>
      (await night.view()).matches
        .filter((m) => m.kind === "tiebreak" && m.table !== null)
        .map((m) => [m.id, m.stage, m.status]);
    const before = await tiebreaks();
    expect(before.map(([, stage, status]) => [stage, status])).toEqual([
      [1, "confirmed"],
      [1, "confirmed"],
      [1, "confirmed"],
      [2, "confirmed"],
      [2, "confirmed"],
      [2, "confirmed"],
    ]);
    expect((await night.view()).status).toBe("finished");

    // Anna–Bruno corrected: Anna first alone, both stages voided; then taken back.
    const regular = (await night.view()).matches.find(
      (m) => m.kind === "regular" && [seatA(m), seatB(m)].sort().join() === [anna, bruno].sort().join(),
    )!;
    await night.correct(regular.id, seatA(regular) === anna ? [[60, 50]] : [[50, 60]]);
    expect(await tiebreaks()).toEqual([]);
    await night.correct(regular.id, [[50, 50]]);
    expect(await tiebreaks()).toEqual(before);
    const view = await night.view();
    expect(view.status).toBe("finished");
    expect(view.standings.map((r) => [r.name, r.rank])).toEqual([
      ["Anna", 1],
      ["Bruno", 2],
      ["Carla", 2],
    ]);
  });

  it("event-rules §6 every rank: a restored stage still to play whose table another group took meanwhile moves to a free one", async () => {
    // Anna, Bruno and Carla 200 each (stage 1, table 1), Dario and Elena 0 each (stage 2, table 2).
    const { night, seats } = await twoTiedGroups();
    const [anna, , carla, dario, elena] = seats;
    const open = async () =>
      (await night.view()).matches
        .filter((m) => m.kind === "tiebreak" && m.table !== null && m.status === "scheduled")
        .map((m) => [m.stage, m.table]);
    expect(await open()).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [2, 2],
    ]);
    // Anna–Carla corrected to 60–45: 210, 200, 195, nobody level above; stage 1 is voided, table 1 free. Dario and
    // Elena draw their stage 2 and play again there (stage 3).
    const annaCarla = (await night.view()).matches.find(
      (m) => m.kind === "regular" && [seatA(m), seatB(m)].sort().join() === [anna, carla].sort().join(),
    )!;
    await night.correct(annaCarla.id, seatA(annaCarla) === anna ? [[60, 45]] : [[45, 60]]);
    await night.play(dario, elena, [[10, 10]]);
    expect(await open()).toEqual([[3, 1]]);
    // Taken back: stage 1 is back, at table 2, beside Dario and Elena still at table 1.
    await night.correct(annaCarla.id, [[50, 50]]);
    expect(await open()).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
      [3, 1],
    ]);
  });

  it("dropping a player marks their unplayed matches not played; the standings say so", async () => {
    const night = await eventWith(4);
    await night.start();
    const [anna, bruno, carla, dario] = night.seatIds as [string, string, string, string];
    await night.play(anna, bruno, [[30, 10]]);
    const dropped = await dropPlayer(night.organizer.id, night.event.id, dario);
    expect(dropped.notPlayed).toBe(3);
    await expect(dropPlayer(night.organizer.id, night.event.id, dario)).rejects.toMatchObject({
      code: "player_already_dropped",
      params: { name: "Dario" },
    });
    const view = await night.view();
    expect(
      view.matches.filter((m) => seatA(m) === dario || seatB(m) === dario).every((m) => m.status === "not_played"),
    ).toBe(true);
    expect(view.standings.find((r) => r.id === dario)).toMatchObject({
      dropped: true,
      matchesNotPlayed: 3,
      matchesPlayed: 0,
    });
    const m = await night.match(carla, dario);
    await expect(night.report(carla, m.id, [[5, 0]], m.version)).rejects.toMatchObject({
      code: "match_not_playable",
    });
    // The drop is in the match's audit trail.
    expect((await matchHistory(night.event.id, m.id)).map((h) => [h.type, h.actor])).toEqual([
      ["player.dropped", `organizer:${night.organizer.id}`],
    ]);
    await night.play(anna, carla, [[10, 0]]);
    await night.play(bruno, carla, [[10, 0]]);
    expect((await night.view()).status).toBe("finished");
  });
  it("a drop leaves a match already begun (a result reported, awaiting the dropped player) for the organizer to settle", async () => {
    const night = await eventWith(4);
    await night.start();
    const [anna, bruno, carla, dario] = night.seatIds as [string, string, string, string];
    // Carla reported her win over Dario; Dario has not confirmed it when the organizer drops him.
    const reported = await night.match(carla, dario);
    const carlaWins = seatA(reported) === carla ? [[40, 10]] : [[10, 40]]; // points by place
    await night.report(carla, reported.id, carlaWins, reported.version);
    const dropped = await dropPlayer(night.organizer.id, night.event.id, dario);
    expect(dropped).toMatchObject({ notPlayed: 2, toSettle: 1 });
    const view = await night.view();
    expect(view.matches.find((m) => m.id === reported.id)).toMatchObject({
      status: "reported",
      report: { points: carlaWins },
    });
    expect((await matchHistory(night.event.id, reported.id)).map((h) => h.type)).toEqual([
      "match.reported",
      "player.dropped",
    ]);
    // The organizer settles it with the reported points: Carla's win counts; the rest plays on to the end.
    await night.correct(reported.id, carlaWins);
    await night.play(anna, bruno, [[10, 0]]);
    await night.play(anna, carla, [[10, 0]]);
    await night.play(bruno, carla, [[10, 0]]);
    const done = await night.view();
    expect(done.status).toBe("finished");
    expect(done.standings.find((r) => r.id === carla)).toMatchObject({ matchPoints: 40, matchesPlayed: 3 });
    expect(done.standings.find((r) => r.id === dario)).toMatchObject({ dropped: true, matchesNotPlayed: 2 });
  });
});

describe("issue #5 §6 exports", () => {
  it("standings and pairings as CSV and JSON; the whole event as one JSON archive", async () => {
    const night = await eventWith(3);
    await night.start();
    const [anna, bruno] = night.seatIds as [string, string];
    await night.play(anna, bruno, [[35, -10]]);
    const csv = await exportTournament(night.event.id, "standings", "csv");
    expect(csv.type).toContain("text/csv");
    const lines = csv.body.split(/\r?\n/);
    expect(lines[0]).toBe(
      "rank,name,match_points,debt,score,games_won,games_lost,games_drawn,matches_played,matches_not_played,dropped,tiebreak_won,tiebreak_drawn,tiebreak_lost",
    );
    expect(lines[1]).toBe("1,Anna,35,0,35,1,0,0,1,0,false,0,0,0");
    const pairings = JSON.parse((await exportTournament(night.event.id, "pairings", "json")).body) as {
      pairings: { round: number; player_b: string; bye: boolean; games: string }[];
    };
    expect(pairings.pairings).toHaveLength(6);
    expect(pairings.pairings.filter((p) => p.bye)).toHaveLength(3);
    expect(pairings.pairings.some((p) => p.games === "35--10" || p.games === "-10-35")).toBe(true);
    const pcsv = await exportTournament(night.event.id, "pairings", "csv");
    expect(pcsv.body.split(/\r?\n/)[0]).toBe(
      "kind,stage,round,table,player_a,player_b,bye,status,games,points_a,points_b,source,game_winners",
    );
    const archive = await eventArchive(night.event.id);
    expect(archive.seats.map((s) => s.name)).toEqual(["Anna", "Bruno", "Carla"]);
    expect(archive.tournament?.matches).toHaveLength(6);
    expect(archive.log.map((e) => e.type)).toContain("match.confirmed");
  });
});

describe("issue #16 §10 CSV exports never carry a formula", () => {
  it("a cell that starts with = + - @ is text in a spreadsheet (leading apostrophe); numbers stay numbers", async () => {
    const night = await eventWith(2);
    const names = ['=HYPERLINK("http://evil.example","x")', "@SUM(A1)"];
    await db().seat.update({ where: { id: night.seatIds[0]! }, data: { displayName: names[0] } });
    await db().seat.update({ where: { id: night.seatIds[1]! }, data: { displayName: names[1] } });
    await night.start();
    const [a, b] = night.seatIds as [string, string];
    await night.play(a, b, [[35, -10]]);
    const standings = (await exportTournament(night.event.id, "standings", "csv")).body.split(/\r?\n/);
    expect(standings[1]).toBe(`1,"'=HYPERLINK(""http://evil.example"",""x"")",35,0,35,1,0,0,1,0,false,0,0,0`);
    expect(standings[2]).toBe(`2,"'@SUM(A1)",-10,0,-10,0,1,0,1,0,false,0,0,0`);
    const pairings = (await exportTournament(night.event.id, "pairings", "csv")).body;
    expect(pairings).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")","'@SUM(A1)"`);
    // Every cell a spreadsheet would evaluate is a plain number ("-10"), none a formula.
    const cells = Papa.parse<string[]>(pairings).data.flat();
    expect(cells.filter((c) => /^[=+@\t\r-]/.test(c) && !/^-\d+$/.test(c))).toEqual([]);
  });
});
