// Whom a player plays, as their phone's tournament page lists it (components/tournament/names.ts opponentsText): a
// bye is no match — also a 2v2 team's (README: "a team alone has the bye"), whose two seats once read as a match
// against the teammate, with a link to a match page.
import { describe, expect, it } from "vitest";
import { opponentsText } from "@/components/tournament/names";
import type { MatchView } from "@/lib/tournament/shape";

const view = {
  players: ["Anna", "Bruno", "Carla", "Dario", "Elsa"].map((name, i) => ({
    seatId: name[0]!.toLowerCase(),
    number: i + 1,
    name,
    debt: 0,
    dropped: false,
  })),
};
/** A table from "seat:side" pairs in table order ("a:0 b:1"). */
const table = (status: MatchView["status"], seats: string): MatchView =>
  ({
    status,
    seats: seats
      .split(" ")
      .map((pair, place) => ({ place, seatId: pair.split(":")[0]!, side: Number(pair.split(":")[1]) })),
  }) as MatchView;

describe("whom a player plays", () => {
  it("a duel: the opponent; a 2v2: the other team; a pod: everyone else", () => {
    expect(opponentsText(view, table("scheduled", "a:0 b:1"), "a")).toBe("Bruno");
    expect(opponentsText(view, table("scheduled", "a:0 c:1 b:0 d:1"), "b")).toBe("Carla & Dario");
    expect(opponentsText(view, table("scheduled", "a:0 b:1 c:2"), "b")).toBe("Anna · Carla");
  });

  it("a bye is nobody: one seat resting, or a 2v2 team alone (never the teammate)", () => {
    expect(opponentsText(view, table("bye", "e:0"), "e")).toBeNull();
    expect(opponentsText(view, table("bye", "a:0 b:0"), "a")).toBeNull();
    expect(opponentsText(view, table("bye", "a:0 b:1"), "b")).toBeNull();
  });
});
