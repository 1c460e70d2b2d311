// event-rules §6: score = sum of match points − debt, ranked by score; games won/lost/drawn are
// information; a tie for first is settled by tiebreak matches that order only the tied players
// and never add to the score.
import { describe, expect, it } from "vitest";
import {
  resolveTiebreaks,
  roundRobinOf,
  standings,
  type MatchRecord,
  type MatchStatus,
  type PlayerRecord,
} from "@/engine/tournament";

/** A duel's game: A's points, B's. */
const g = (a: number, b: number) => ({ points: [a, b] });
let nextId = 0;
const match = (
  a: string,
  b: string | null,
  games: { points: number[] }[],
  opts: { status?: MatchStatus; kind?: "regular" | "tiebreak"; stage?: number; round?: number } = {},
): MatchRecord => ({
  id: `m${++nextId}`,
  kind: opts.kind ?? "regular",
  stage: opts.stage ?? 0,
  round: opts.round ?? 1,
  sides: b === null ? [a] : [a, b],
  status: opts.status ?? (b === null ? "bye" : games.length ? "confirmed" : "scheduled"),
  games,
});
const players = (debts: Record<string, number>, dropped: string[] = []): PlayerRecord[] =>
  Object.entries(debts).map(([id, debt]) => ({ id, name: id, debt, dropped: dropped.includes(id) }));
const row = (rows: ReturnType<typeof standings>, id: string) => rows.find((r) => r.id === id)!;

describe("event-rules §6 standings", () => {
  it("event-rules §6 score = sum of match points − debt; games won/lost/drawn and matches played as information", () => {
    const rows = standings(players({ A: 80, B: 0, C: 0 }), [
      match("A", "B", [g(120, 40), g(30, 60), g(50, 50)]),
      match("C", "A", [g(100, 90)]),
      match("B", null, []),
      match("B", "C", [], { status: "scheduled" }),
    ]);
    expect(row(rows, "A")).toMatchObject({
      matchPoints: 290,
      debt: 80,
      score: 210,
      gamesWon: 1,
      gamesLost: 2,
      gamesDrawn: 1,
      matchesPlayed: 2,
    });
    expect(row(rows, "B")).toMatchObject({
      matchPoints: 150,
      debt: 0,
      score: 150,
      gamesWon: 1,
      gamesLost: 1,
      gamesDrawn: 1,
      matchesPlayed: 1,
    });
    expect(row(rows, "C")).toMatchObject({ matchPoints: 100, score: 100, gamesWon: 1, gamesLost: 0, matchesPlayed: 1 });
    expect(rows.map((r) => [r.id, r.rank])).toEqual([
      ["A", 1],
      ["B", 2],
      ["C", 3],
    ]);
  });

  it("event-rules §5–6 debt can turn the ranking: more points but more debt ranks lower", () => {
    const rows = standings(players({ A: 100, B: 0 }), [match("A", "B", [g(150, 60)])]);
    expect(rows.map((r) => [r.id, r.score])).toEqual([
      ["B", 60],
      ["A", 50],
    ]);
  });

  it("event-rules §6 negative points and negative scores are counted as they are", () => {
    const rows = standings(players({ A: 0, B: 20 }), [match("A", "B", [g(-10, 5)])]);
    expect(rows.map((r) => [r.id, r.score, r.gamesWon])).toEqual([
      ["A", -10, 0],
      ["B", -15, 1],
    ]);
  });

  it("event-rules §6 a bye scores nothing and is not a match played; unconfirmed reports do not count", () => {
    const rows = standings(players({ A: 0, B: 0 }), [
      match("A", null, []),
      match("A", "B", [], { status: "reported" }),
    ]);
    expect(row(rows, "A")).toMatchObject({ matchPoints: 0, matchesPlayed: 0 });
  });

  it("event-rules §6 equal scores share a rank", () => {
    const rows = standings(players({ A: 0, B: 0, C: 0 }), [match("A", "B", [g(50, 50)]), match("C", null, [])]);
    expect(rows.map((r) => r.rank)).toEqual([1, 1, 3]);
  });

  it("issue #5 a dropped player's unplayed matches are not played: nothing scored, counted and flagged", () => {
    const rows = standings(players({ A: 0, B: 0 }, ["B"]), [match("A", "B", [], { status: "not_played" })]);
    expect(row(rows, "B")).toMatchObject({ dropped: true, matchesNotPlayed: 1, matchesPlayed: 0, matchPoints: 0 });
    expect(row(rows, "A")).toMatchObject({ dropped: false, matchesNotPlayed: 1 });
  });
});

describe("event-rules §6 tiebreak for first place", () => {
  const regular = () => [match("A", "B", [g(100, 100)]), match("A", "C", [g(50, 0)]), match("B", "C", [g(50, 0)])];

  it("event-rules §6 nothing to create while regular matches are open", () => {
    const plan = resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), [...regular().slice(0, 2), match("B", "C", [])]);
    expect(plan).toMatchObject({ regularDone: false, create: [], finished: false });
  });

  it("event-rules §6 no tie for first: finished, no tiebreak", () => {
    const plan = resolveTiebreaks(players({ A: 5, B: 0, C: 0 }), regular());
    expect(plan).toMatchObject({ regularDone: true, create: [], finished: true });
    expect(plan.rows.map((r) => r.id)).toEqual(["B", "A", "C"]);
  });

  it("event-rules §6 two tied for first: one tiebreak match between them; its winner ranks first; scores unchanged", () => {
    const base = regular();
    const plan = resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), base);
    expect(plan.create).toEqual([{ stage: 1, players: ["A", "B"] }]);
    expect(plan.finished).toBe(false);
    expect(plan.rows.map((r) => [r.id, r.rank])).toEqual([
      ["A", 1],
      ["B", 1],
      ["C", 3],
    ]);

    const pending = match("B", "A", [], { kind: "tiebreak", stage: 1 });
    expect(resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), [...base, pending])).toMatchObject({
      create: [],
      playing: [1],
      finished: false,
    });

    const played = { ...pending, status: "confirmed" as const, games: [g(200, 10)] };
    const done = resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), [...base, played]);
    expect(done).toMatchObject({ create: [], playing: [], finished: true });
    expect(done.rows.map((r) => [r.id, r.rank, r.score])).toEqual([
      ["B", 1, 150],
      ["A", 2, 150],
      ["C", 3, 0],
    ]);
    expect(done.rows[0]!.tiebreak).toEqual({ won: 1, drawn: 0, lost: 0 });
  });

  it("event-rules §6 a drawn tiebreak is repeated", () => {
    const base = regular();
    const drawn = match("A", "B", [g(10, 10)], { kind: "tiebreak", stage: 1 });
    const plan = resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), [...base, drawn]);
    expect(plan.create).toEqual([{ stage: 2, players: ["A", "B"] }]);
  });

  it("event-rules §6 three tied: a round robin among them, then again among those still tied", () => {
    const base = [
      match("A", "B", [g(10, 10)]),
      match("A", "C", [g(10, 10)]),
      match("B", "C", [g(10, 10)]),
      match("D", "A", [g(0, 0)]),
      match("D", "B", [g(0, 0)]),
      match("D", "C", [g(0, 0)]),
    ];
    const ps = players({ A: 0, B: 0, C: 0, D: 0 });
    // D has 0, A/B/C have 20 each.
    const first = resolveTiebreaks(ps, base);
    expect(first.create).toEqual([{ stage: 1, players: ["A", "B", "C"] }]);
    const stage1 = roundRobinOf(["A", "B", "C"])
      .flat()
      .map(([a, b]) => match(a, b, [], { kind: "tiebreak", stage: 1 }));
    expect(stage1).toHaveLength(6); // three matches and three byes
    // A beats C, B beats A, C beats B — still all level: repeat among all three.
    const result = (a: string, b: string) =>
      (a === "A" && b === "C") || (a === "B" && b === "A") || (a === "C" && b === "B");
    const played1 = stage1.map((m) =>
      m.sides.length === 1
        ? m
        : { ...m, status: "confirmed" as const, games: [result(m.sides[0]!, m.sides[1]!) ? g(10, 0) : g(0, 10)] },
    );
    const second = resolveTiebreaks(ps, [...base, ...played1]);
    expect(second.create).toEqual([{ stage: 2, players: ["A", "B", "C"] }]);
    // Second round robin: A beats both, B and C draw → A first; B and C stay level (2nd), D 4th.
    const stage2 = [
      match("A", "B", [g(10, 0)], { kind: "tiebreak", stage: 2 }),
      match("A", "C", [g(10, 0)], { kind: "tiebreak", stage: 2 }),
      match("B", "C", [g(5, 5)], { kind: "tiebreak", stage: 2 }),
    ];
    const third = resolveTiebreaks(ps, [...base, ...played1, ...stage2]);
    expect(third).toMatchObject({ create: [], finished: true });
    expect(third.rows.map((r) => [r.id, r.rank])).toEqual([
      ["A", 1],
      ["B", 2],
      ["C", 2],
      ["D", 4],
    ]);
    expect(third.rows.map((r) => r.score)).toEqual([20, 20, 20, 0]);
  });

  it("event-rules §6 a correction that changes who is tied voids the stale tiebreak and creates the right one", () => {
    const base = regular();
    const stale = match("A", "B", [], { kind: "tiebreak", stage: 1 });
    const corrected = [base[0]!, base[1]!, { ...base[2]!, games: [g(50, 0)] }, stale];
    // Make C tie A instead: A 150, B 150 → change B–C so B gets 0 and C 150: A alone? Build explicitly.
    corrected[2] = { ...base[2]!, games: [g(0, 150)] };
    // Now A 150, B 100, C 150 → A and C tied.
    const plan = resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), corrected);
    expect(plan.obsoleteStages).toEqual([1]);
    expect(plan.create).toEqual([{ stage: 2, players: ["A", "C"] }]);
  });

  it("event-rules §6 a correction that removes the tie voids the tiebreak", () => {
    const base = regular();
    const plan = resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), [
      base[0]!,
      { ...base[1]!, games: [g(55, 0)] },
      base[2]!,
      match("A", "B", [], { kind: "tiebreak", stage: 1 }),
    ]);
    expect(plan).toMatchObject({ obsoleteStages: [1], create: [], finished: true });
  });

  it("event-rules §6–7 a correction taken back: the stage it voided fits the tie again and is restored, not created anew", () => {
    const base = regular();
    // Stage 1 (A beat B) was voided by a correction of B–C; B–C is back as it was, and A and B are level again.
    const voided = match("A", "B", [g(30, 10)], { kind: "tiebreak", stage: 1, status: "void" });
    const plan = resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), [...base, voided]);
    expect(plan).toMatchObject({ restore: [1], create: [], obsoleteStages: [], finished: false });
    // Voided for another tie (A and C): that stage stays void, and the tie of A and B gets its own.
    const other = match("A", "C", [g(30, 10)], { kind: "tiebreak", stage: 1, status: "void" });
    expect(resolveTiebreaks(players({ A: 0, B: 0, C: 0 }), [...base, other])).toMatchObject({
      restore: [],
      create: [{ stage: 2, players: ["A", "B"] }],
    });
  });

  it("issue #5 a dropped player tied for first cannot play the tiebreak and ranks after the tied player still in", () => {
    const plan = resolveTiebreaks(players({ A: 0, B: 0, C: 0 }, ["A"]), regular());
    expect(plan.create).toEqual([]);
    expect(plan.rows.map((r) => [r.id, r.rank])).toEqual([
      ["B", 1],
      ["A", 2],
      ["C", 3],
    ]);
  });

  it("event-rules §6 the organizer's extension: every tied rank plays off, each tie apart; only first by default", () => {
    // A 300, B 300 (tied first), C 100, D 100 (tied third), E 0.
    const base = [
      match("A", "C", [g(200, 100)]),
      match("B", "D", [g(200, 100)]),
      match("A", "B", [g(100, 100)]),
      match("C", "D", [g(0, 0)]),
      match("E", null, []),
    ];
    const ps = players({ A: 0, B: 0, C: 0, D: 0, E: 0 });
    expect(resolveTiebreaks(ps, base).create).toEqual([{ stage: 1, players: ["A", "B"] }]);
    const all = resolveTiebreaks(ps, base, "all");
    expect(all.create).toEqual([
      { stage: 1, players: ["A", "B"] },
      { stage: 2, players: ["C", "D"] },
    ]);
    expect(all.rows.map((r) => r.rank)).toEqual([1, 1, 3, 3, 5]);
    // Both played: A beats B, D beats C — each tie ordered on its own; E untouched.
    const played = [
      ...base,
      match("B", "A", [g(0, 10)], { kind: "tiebreak", stage: 1 }),
      match("C", "D", [g(0, 10)], { kind: "tiebreak", stage: 2 }),
    ];
    const done = resolveTiebreaks(ps, played, "all");
    expect(done).toMatchObject({ create: [], playing: [], obsoleteStages: [], finished: true });
    expect(done.rows.map((r) => [r.id, r.rank, r.score])).toEqual([
      ["A", 1, 300],
      ["B", 2, 300],
      ["D", 3, 100],
      ["C", 4, 100],
      ["E", 5, 0],
    ]);
    // Back to first place only, the third-place stage is not needed any more.
    expect(resolveTiebreaks(ps, played).obsoleteStages).toEqual([2]);
  });

  it('event-rules §6 every rank, "repeated while still tied": a tie left level below the top of a round robin plays again', () => {
    // "the organizer may extend it to every rank: … (3+ tied: a round robin among them, repeated while still tied)".
    // Regular: A, B, C draw each other 50–50 and beat D 50–0 → A, B, C 150 each, D 0.
    const base = [
      match("A", "B", [g(50, 50)]),
      match("A", "C", [g(50, 50)]),
      match("B", "C", [g(50, 50)]),
      match("A", "D", [g(50, 0)]),
      match("B", "D", [g(50, 0)]),
      match("C", "D", [g(50, 0)]),
    ];
    const ps = players({ A: 0, B: 0, C: 0, D: 0 });
    // Stage 1: A beats B and C; B and C draw → A first, B and C still level (for second).
    const stage1 = [
      match("A", "B", [g(20, 10)], { kind: "tiebreak", stage: 1 }),
      match("A", "C", [g(20, 10)], { kind: "tiebreak", stage: 1 }),
      match("B", "C", [g(10, 10)], { kind: "tiebreak", stage: 1 }),
    ];
    const again = resolveTiebreaks(ps, [...base, ...stage1], "all");
    expect(again).toMatchObject({ create: [{ stage: 2, players: ["B", "C"] }], playing: [], finished: false });
    expect(again.rows.map((r) => [r.id, r.rank])).toEqual([
      ["A", 1],
      ["B", 2],
      ["C", 2],
      ["D", 4],
    ]);
    // First place only (the default): A alone on top, nothing more to play.
    expect(resolveTiebreaks(ps, [...base, ...stage1])).toMatchObject({ create: [], finished: true });
    // Stage 2 open, then played: C beats B; scores unchanged.
    const open2 = match("B", "C", [], { kind: "tiebreak", stage: 2 });
    expect(resolveTiebreaks(ps, [...base, ...stage1, open2], "all")).toMatchObject({
      create: [],
      playing: [2],
      obsoleteStages: [],
      finished: false,
    });
    const done = resolveTiebreaks(ps, [...base, ...stage1, { ...open2, status: "confirmed", games: [g(0, 5)] }], "all");
    expect(done).toMatchObject({ create: [], playing: [], obsoleteStages: [], finished: true });
    expect(done.rows.map((r) => [r.id, r.rank, r.score])).toEqual([
      ["A", 1, 150],
      ["C", 2, 150],
      ["B", 3, 150],
      ["D", 4, 0],
    ]);
    // A correction of stage 1 that leaves nobody level (C beats B) makes stage 2 obsolete.
    const corrected = [...stage1.slice(0, 2), { ...stage1[2]!, games: [g(0, 10)] }];
    expect(resolveTiebreaks(ps, [...base, ...corrected, open2], "all")).toMatchObject({
      obsoleteStages: [2],
      create: [],
      finished: true,
    });
  });

  it("event-rules §6 every rank: several groups left level by one round robin each play their own next stage", () => {
    // Five level (every regular match drawn); stage 1: A beats everyone, B and C beat D and E, B–C and D–E draw
    // → A 8, B 5, C 5, D 1, E 1 (a win 2, a draw 1): {B, C} and {D, E} each play again, at the same time.
    const ids = ["A", "B", "C", "D", "E"];
    const ps = players(Object.fromEntries(ids.map((id) => [id, 0])));
    const base = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => match(a, b, [g(10, 10)])));
    const beats = (a: string, b: string) => match(a, b, [g(10, 0)], { kind: "tiebreak", stage: 1 });
    const draw = (a: string, b: string, stage: number) => match(a, b, [g(5, 5)], { kind: "tiebreak", stage });
    const stage1 = [
      ...["B", "C", "D", "E"].map((x) => beats("A", x)),
      ...["D", "E"].flatMap((x) => [beats("B", x), beats("C", x)]),
      draw("B", "C", 1),
      draw("D", "E", 1),
    ];
    const plan = resolveTiebreaks(ps, [...base, ...stage1], "all");
    expect(plan.create).toEqual([
      { stage: 2, players: ["B", "C"] },
      { stage: 3, players: ["D", "E"] },
    ]);
    expect(plan.rows.map((r) => r.rank)).toEqual([1, 2, 2, 4, 4]);
    // Stage 2 decided (B beats C), stage 3 drawn again: D and E play a fourth stage; B and C are done.
    const stage2 = match("B", "C", [g(10, 0)], { kind: "tiebreak", stage: 2 });
    const next = resolveTiebreaks(ps, [...base, ...stage1, stage2, draw("D", "E", 3)], "all");
    expect(next).toMatchObject({ create: [{ stage: 4, players: ["D", "E"] }], obsoleteStages: [], finished: false });
    expect(next.rows.map((r) => [r.id, r.rank])).toEqual([
      ["A", 1],
      ["B", 2],
      ["C", 3],
      ["D", 4],
      ["E", 4],
    ]);
  });
});
