// Results (event-rules §6–7, base rules 4.4.2–4.4.3): points are multiples of 5, may be negative;
// Bo1 = one game; Bo3 ends at 2 wins or after 3 games, drawn games included.
import { describe, expect, it } from "vitest";
import { needsAnotherGame, outcome, validateResult } from "@/engine/tournament";

const g = (a: number, b: number) => ({ a, b });

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
    expect(needsAnotherGame(3, [g(50, 50), g(10, 20)])).toBe(true);
    expect(needsAnotherGame(3, [g(50, 50), g(10, 20), g(5, 5)])).toBe(false);
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
    expect(outcome([g(50, 10), g(0, 100), g(60, 50)])).toEqual({
      winsA: 2,
      winsB: 1,
      draws: 0,
      pointsA: 110,
      pointsB: 160,
      winner: "a",
    });
    expect(outcome([g(5, 5)])).toMatchObject({ draws: 1, winner: null });
  });
});

describe("Ken il Guerriero games (README, Ken il Guerriero events: 1 for the winner, 0 for the loser)", () => {
  it("takes 1–0, 0–1 and the 0–0 draw; refuses Kartomantik points and two winners", () => {
    expect(validateResult(1, [{ a: 1, b: 0 }], "ken")).toEqual([{ a: 1, b: 0 }]);
    expect(
      validateResult(
        3,
        [
          { a: 0, b: 0 },
          { a: 0, b: 1 },
          { a: 1, b: 0 },
        ],
        "ken",
      ),
    ).toHaveLength(3);
    for (const game of [
      { a: 10, b: 5 },
      { a: 1, b: 1 },
      { a: -1, b: 0 },
    ])
      expect(validateResult(1, [game], "ken")).toMatchObject({ error: "result_ken_not_win_loss", params: { game: 1 } });
    // Kartomantik is unchanged: 1 point is not a multiple of 5 (rules 4.4.2).
    expect(validateResult(1, [{ a: 1, b: 0 }])).toMatchObject({ error: "result_points_not_multiple_of_5" });
  });
});
