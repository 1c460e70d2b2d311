// Standings over tables of 2–5 seats (issue 20): a match's sides are players (a duel, a
// Free-for-All pod) or teams (2v2), each game's points one number per side.
import { describe, expect, it } from "vitest";
import { gameWinners, standings, type MatchRecord, type PlayerRecord } from "@/engine/tournament";

let nextId = 0;
const table = (sides: string[], scores: number[][], status: MatchRecord["status"] = "confirmed"): MatchRecord => ({
  id: `t${++nextId}`,
  kind: "regular",
  stage: 0,
  round: 1,
  sides,
  status,
  games: status === "confirmed" ? scores.map((points) => ({ points })) : [],
});
const entrants = (...ids: string[]): PlayerRecord[] => ids.map((id) => ({ id, name: id, debt: 0, dropped: false }));
const row = (rows: ReturnType<typeof standings>, id: string) => rows.find((r) => r.id === id)!;

describe("game winners among 2–5 sides", () => {
  it("rules 4.4.2 the most points win the game; sides sharing the most draw it; the rest lose it", () => {
    expect(gameWinners([120, 40])).toEqual([0]);
    expect(gameWinners([50, 50])).toEqual([0, 1]);
    expect(gameWinners([30, 90, 60, 90])).toEqual([1, 3]);
    expect(gameWinners([-10, -20, -15])).toEqual([0]);
  });
});

describe("standings of a Free-for-All pod", () => {
  it("gives every player their own points at the table, one win to the top and losses to the rest", () => {
    const rows = standings(entrants("A", "B", "C", "D"), [table(["A", "B", "C", "D"], [[120, 80, 55, -10]])]);
    expect(rows.map((r) => [r.id, r.matchPoints, r.rank])).toEqual([
      ["A", 120, 1],
      ["B", 80, 2],
      ["C", 55, 3],
      ["D", -10, 4],
    ]);
    expect(row(rows, "A")).toMatchObject({ gamesWon: 1, gamesLost: 0, matchesPlayed: 1 });
    expect(row(rows, "D")).toMatchObject({ gamesWon: 0, gamesLost: 1, matchesPlayed: 1 });
  });

  it("counts a shared top as a draw for those sharing it, a loss for the others; a 5-seat pod too", () => {
    const rows = standings(entrants("A", "B", "C", "D", "E"), [
      table(["A", "B", "C", "D", "E"], [[90, 90, 30, 20, 0]]),
    ]);
    expect(row(rows, "A")).toMatchObject({ gamesDrawn: 1, gamesWon: 0, gamesLost: 0 });
    expect(row(rows, "B")).toMatchObject({ gamesDrawn: 1 });
    expect(row(rows, "E")).toMatchObject({ gamesLost: 1, matchPoints: 0 });
  });

  it("sums several pods over the rounds and counts not-played and unconfirmed tables as the duel does", () => {
    const rows = standings(entrants("A", "B", "C", "D"), [
      table(["A", "B", "C"], [[60, 40, 20]]),
      table(["D", "A", "B"], [[10, 70, 30]]),
      table(["A", "C", "D"], [[999, 0, 0]], "reported"),
      table(["B", "C", "D"], [], "not_played"),
    ]);
    expect(row(rows, "A")).toMatchObject({ matchPoints: 130, matchesPlayed: 2, gamesWon: 2, matchesNotPlayed: 0 });
    expect(row(rows, "B")).toMatchObject({ matchPoints: 70, matchesPlayed: 2, matchesNotPlayed: 1 });
    expect(row(rows, "C")).toMatchObject({ matchPoints: 20, matchesPlayed: 1, matchesNotPlayed: 1 });
  });
});

describe("standings of 2v2 teams", () => {
  it("2vs2 'sommando i Punti totali … di entrambi i giocatori': a side is its team, its points the pair's sum", () => {
    // The records layer sums the two seats of a side; the standings see one number per team.
    const rows = standings(entrants("T1", "T2", "T3"), [
      table(["T1", "T2"], [[80 + 70, 60 + 100]]),
      table(["T3", "T1"], [[90, 90]]),
    ]);
    expect(row(rows, "T2")).toMatchObject({ matchPoints: 160, gamesWon: 1, rank: 2 });
    expect(row(rows, "T1")).toMatchObject({ matchPoints: 240, gamesLost: 1, gamesDrawn: 1, matchesPlayed: 2 });
    expect(rows[0]!.id).toBe("T1");
  });
});
