// Results (event-rules §6–7, base rules 4.4.2–4.4.3): points are multiples of 5, may be negative;
// Bo1 = one game; Bo3 ends at 2 wins or after 3 games, drawn games included.
import { describe, expect, it } from "vitest";
import { KARTOMANTIK_SCORING } from "@/engine/kartomantik/scoring";
import { KEN_SCORING } from "@/engine/ken/scoring";
import { INCANTESIUM_SCORING } from "@/engine/incantesium/scoring";
import { keptWinners, needsAnotherGame, outcome, validateGames, type GameScoring } from "@/engine/tournament";

/** A duel's game: place 0's points, place 1's. */
const g = (a: number, b: number) => [a, b];
/** A duel's result checked as the server checks it (two places, each its own side). */
const validateResult = (bestOf: 1 | 3, games: number[][], scoring: GameScoring = KARTOMANTIK_SCORING) =>
  validateGames(bestOf, games, [0, 1], scoring);
const records = (games: number[][]) => games.map((points) => ({ points }));

describe("rules 4.4.2 game points", () => {
  it("rules 4.4.2 accepts multiples of 5, negative ones included (a −10 mulligan)", () => {
    expect(validateResult(1, [g(-10, 0)])).toEqual([g(-10, 0)]);
    expect(validateResult(1, [g(0, 0)])).toEqual([g(0, 0)]);
  });

  it.each([
    [[g(12, 5)], "result_points_not_multiple_of_5", { game: 1, points: 12 }],
    [[g(5, -3)], "result_points_not_multiple_of_5", { game: 1, points: -3 }],
    [[g(5.5, 0)], "result_points_not_integer", { game: 1, points: "5.5" }],
    [[g(10_000, 0)], "result_points_out_of_range", { game: 1, points: 10_000, max: 5000 }],
  ])("rules 4.4.2 refuses %j with %s", (games, error, params) => {
    expect(validateResult(1, games)).toMatchObject({ error, params });
  });
});

describe("event-rules §6 Bo1 and Bo3", () => {
  it("event-rules §6 Bo1 is exactly one game", () => {
    expect(validateResult(1, [])).toMatchObject({ error: "result_games_count", params: { count: 0, min: 1, max: 1 } });
    expect(validateResult(1, [g(5, 0), g(5, 0)])).toMatchObject({ error: "result_games_count" });
  });

  it("event-rules §6 Bo3 ends at two wins: 2–0 in two games is complete", () => {
    expect(validateResult(3, [g(50, 10), g(30, 20)])).toEqual([g(50, 10), g(30, 20)]);
  });

  it("event-rules §6 Bo3: 1–1 after two games needs the third", () => {
    expect(validateResult(3, [g(50, 10), g(10, 20)])).toMatchObject({ error: "result_match_not_decided" });
    expect(validateResult(3, [g(50, 10), g(10, 20), g(0, 0)])).toHaveLength(3);
  });

  it("event-rules §6 Bo3: drawn games count as games — a win and a draw need a third game; three games end it whatever the count", () => {
    expect(validateResult(3, [g(50, 50), g(10, 20)])).toMatchObject({ error: "result_match_not_decided" });
    expect(validateResult(3, [g(50, 50), g(10, 10), g(5, 5)])).toHaveLength(3);
    expect(needsAnotherGame(3, records([g(50, 50), g(10, 20)]))).toBe(true);
    expect(needsAnotherGame(3, records([g(50, 50), g(10, 20), g(5, 5)]))).toBe(false);
  });

  it("event-rules §6 Bo3: no game after the match is decided, at most three", () => {
    expect(validateResult(3, [g(50, 10), g(30, 20), g(5, 0)])).toMatchObject({
      error: "result_match_already_decided",
      params: { game: 3 },
    });
    expect(validateResult(3, [g(5, 0)])).toMatchObject({
      error: "result_games_count",
      params: { count: 1, min: 2, max: 3 },
    });
    expect(validateResult(3, [g(5, 0), g(0, 5), g(5, 0), g(5, 0)])).toMatchObject({ error: "result_games_count" });
  });

  it("rules 4.4.3 outcome: higher total wins the game, equal is a draw; match winner by games won, points summed", () => {
    expect(outcome(records([g(50, 10), g(0, 100), g(60, 50)]))).toEqual({
      wins: [2, 1],
      draws: 0,
      points: [110, 160],
      winner: 0,
    });
    expect(outcome(records([g(5, 5)]))).toMatchObject({ draws: 1, winner: null });
  });

  it("rules 4.4.3 a game the app ended names its winner whatever the points (a second mulligan: 'la partita è persa')", () => {
    // Side 1 lost by two mulligans while ahead on points: the game is side 0's.
    const lost = { points: [75, 80], winner: 0 };
    expect(outcome([lost])).toMatchObject({ wins: [1, 0], winner: 0, points: [75, 80] });
    expect(needsAnotherGame(3, [lost, { points: [10, 5], winner: 0 }])).toBe(false);
    expect(needsAnotherGame(3, [lost, { points: [10, 5] }])).toBe(false);
    expect(needsAnotherGame(3, [lost, { points: [5, 10] }])).toBe(true);
  });
});

describe("event-rules §7 the organizer's entry replaces every game", () => {
  // "the organizer can enter or correct any result": points per place, no winner; a game the app decided
  // (a concession 0–0, side 1's) stays side 1's only while it is entered with its recorded points.
  const recorded = [
    { points: [0, 0], winner: 1 },
    { points: [50, 100], winner: null },
  ];
  it("event-rules §7 a game entered unchanged keeps the side the app named; a changed or new game goes by its points", () => {
    expect(keptWinners(recorded, [g(0, 0), g(50, 100)])).toEqual([1, null]);
    expect(keptWinners(recorded, [g(10, 0), g(100, 50), g(5, 0)])).toEqual([undefined, undefined, undefined]);
    expect(keptWinners([undefined, recorded[0]], [g(0, 0), g(0, 0)])).toEqual([undefined, 1]);
  });

  it("event-rules §6 checked with them: the same numbers are side 1's 2–0, a changed game 1 makes side 0's 2–0", () => {
    const check = (games: number[][]) =>
      validateGames(3, games, [0, 1], KARTOMANTIK_SCORING, keptWinners(recorded, games));
    expect(check([g(0, 0), g(50, 100)])).toEqual([g(0, 0), g(50, 100)]);
    expect(check([g(10, 0), g(100, 50)])).toEqual([g(10, 0), g(100, 50)]);
    // Game 1 still side 1's: with side 0's game 2 it is 1–1, a third game is needed.
    expect(check([g(0, 0), g(100, 50)])).toMatchObject({ error: "result_match_not_decided" });
  });
});

describe("Ken il Guerriero games (README, Ken il Guerriero events: 1 for the winner, 0 for the loser)", () => {
  it("takes 1–0, 0–1 and the 0–0 draw; refuses Kartomantik points and two winners", () => {
    expect(validateResult(1, [g(1, 0)], KEN_SCORING)).toEqual([g(1, 0)]);
    expect(validateResult(3, [g(0, 0), g(0, 1), g(1, 0)], KEN_SCORING)).toHaveLength(3);
    for (const game of [g(10, 5), g(1, 1), g(-1, 0)])
      expect(validateResult(1, [game], KEN_SCORING)).toMatchObject({
        error: "result_ken_not_win_loss",
        params: { game: 1 },
      });
    // Kartomantik is unchanged: 1 point is not a multiple of 5 (rules 4.4.2).
    expect(validateResult(1, [g(1, 0)])).toMatchObject({ error: "result_points_not_multiple_of_5" });
  });
});

describe("Incantesium challenges ('Le gemme', README rulings G1, G4: the gems won)", () => {
  it("a 1v1 challenge: whole gems, the winner at least 3 and more than the other", () => {
    expect(validateResult(1, [g(3, 2)], INCANTESIUM_SCORING)).toEqual([g(3, 2)]);
    for (const game of [g(2, 1), g(3, 3), g(3.5, 0), g(-1, 3), g(100, 0)])
      expect(validateResult(1, [game], INCANTESIUM_SCORING)).toMatchObject({ error: "result_incantesium_gems" });
  });

  it("a 2v2 adds a team's two places and needs 2 gems; a pod of 3 needs 2, of 4 or 5 one", () => {
    const twoVsTwo = [0, 1, 0, 1];
    expect(validateGames(1, [[1, 0, 1, 0]], twoVsTwo, INCANTESIUM_SCORING)).toEqual([[1, 0, 1, 0]]);
    expect(validateGames(1, [[1, 0, 0, 0]], twoVsTwo, INCANTESIUM_SCORING)).toMatchObject({
      error: "result_incantesium_table_gems",
      params: { target: 2 },
    });
    expect(validateGames(1, [[2, 1, 0]], [0, 1, 2], INCANTESIUM_SCORING)).toEqual([[2, 1, 0]]);
    expect(validateGames(1, [[1, 0, 0]], [0, 1, 2], INCANTESIUM_SCORING)).toMatchObject({
      error: "result_incantesium_table_gems",
      params: { target: 2 },
    });
    expect(validateGames(1, [[0, 1, 0, 0]], [0, 1, 2, 3], INCANTESIUM_SCORING)).toEqual([[0, 1, 0, 0]]);
    expect(validateGames(1, [[1, 1, 0, 0]], [0, 1, 2, 3], INCANTESIUM_SCORING)).toMatchObject({
      error: "result_incantesium_table_gems",
    });
  });
});
