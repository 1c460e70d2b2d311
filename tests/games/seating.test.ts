// A table's places as the engine's seats (issue #20 §4): "Modalità 2vs2" seats allies in alternate seats (the
// engine's twoTeams: sides 0, 1, 0, 1), so a team table is seated team, other team, team, other team; a pod of 3–5
// keeps its place order; anything else is not a table the engine plays.
import { describe, expect, it } from "vitest";
import { engineSeating } from "@/lib/engine-games/seating";

const table = (sides: number[]) => sides.map((side, place) => ({ place, side, seatId: `s${place}` }));

describe("engineSeating", () => {
  it("a duel and a Free-for-All pod keep their place order", () => {
    expect(engineSeating(table([0, 1]))).toEqual({ mode: "duel", seatIds: ["s0", "s1"] });
    expect(engineSeating(table([0, 1, 2]))).toEqual({ mode: "ffa", seatIds: ["s0", "s1", "s2"] });
    expect(engineSeating(table([4, 3, 2, 1, 0]))).toEqual({ mode: "ffa", seatIds: ["s0", "s1", "s2", "s3", "s4"] });
  });

  it("a 2v2 table alternates the teams, each team in place order, the team of place 0 first", () => {
    expect(engineSeating(table([0, 0, 1, 1]))).toEqual({ mode: "2v2", seatIds: ["s0", "s2", "s1", "s3"] });
    expect(engineSeating(table([1, 0, 1, 0]))).toEqual({ mode: "2v2", seatIds: ["s0", "s1", "s2", "s3"] });
    expect(engineSeating(table([5, 7, 7, 5]))).toEqual({ mode: "2v2", seatIds: ["s0", "s1", "s3", "s2"] });
  });

  it("a bye, uneven teams or six seats are not engine tables", () => {
    expect(engineSeating(table([0]))).toBeNull();
    expect(engineSeating(table([0, 0, 1]))).toBeNull();
    expect(engineSeating(table([0, 0, 0, 1]))).toBeNull();
    expect(engineSeating(table([0, 0, 1, 2]))).toBeNull();
    expect(engineSeating(table([0, 1, 2, 3, 4, 5]))).toBeNull();
  });
});
