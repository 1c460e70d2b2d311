// The DSL itself must make tests fail on an unexpected refusal and on an unanswered auction.
import { describe, expect, it } from "vitest";
import { scenario } from "./dsl";

describe("scenario DSL", () => {
  it("fails when an action is refused and the next step does not expect it", () => {
    const s = scenario({ players: 3, first: "A" }).choose("A").bid("B", 7);
    expect(() => s.pass("C")).toThrow(/action refused unexpectedly.*bid_not_multiple_of_5/);
    s.endWithAuctionOpen();
  });

  it("fails when the scenario ends on an unexpected refusal", () => {
    const s = scenario({ players: 3, first: "A" }).choose("B");
    expect(() => s.end()).toThrow(/refused unexpectedly.*not_your_turn/);
  });

  it("fails when the scenario ends while an auction still awaits answers", () => {
    const s = scenario({ players: 3, first: "A" }).choose("A").bid("B", 5).pass("C");
    expect(() => s.end()).toThrow(/open auction.*A still to answer/);
  });

  it("accepts an open auction when the test says so", () => {
    scenario({ players: 3, first: "A" }).choose("A").endWithAuctionOpen();
  });

  it("fails expectRefused when the action was accepted, or refused with another code", () => {
    const s = scenario({ players: 3, first: "A" });
    expect(() => s.choose("A").expectRefused("not_your_turn")).toThrow(/accepted/);
    s.bid("B", 7); // refused as bid_not_multiple_of_5
    expect(() => s.expectRefused("bid_below_minimum")).toThrow();
    s.allPass();
  });

  it("`first` picks a seed whose roll-off the named player wins", () => {
    for (const first of ["A", "B", "C", "D"] as const) scenario({ players: 4, first }).expectActive(first);
  });
});
