// The player's match page (components/tournament/MatchPhone.tsx) reads a match from the player's seat
// (components/tournament/match/seenBy.ts), the same for a duel, a Free-for-All pod and a 2v2. A report
// counts once every other side has answered it (event-rules §7: "reported by a player and confirmed by
// the opponent"; at a table each other side, a 2v2 team by either player: lib/tournament/results.ts).
import { describe, expect, it } from "vitest";
import { seenBy } from "@/components/tournament/match/seenBy";
import type { MatchView } from "@/lib/tournament/shape";

type Seen = Pick<MatchView, "seats" | "status" | "reportedBy" | "report" | "live">;
const table = (sides: number[]): Seen => ({
  seats: sides.map((side, place) => ({ place, seatId: `s${place}`, side })),
  status: "scheduled",
  reportedBy: null,
  report: null,
  live: null,
});
const reported = (m: Seen, by: string, confirmedBy: string[] = []): Seen => ({
  ...m,
  status: "reported",
  reportedBy: by,
  report: { points: [m.seats.map(() => 0)], winners: [], confirmedBy },
});

describe("a match seen from a seat", () => {
  it("a duel: two sides of one place, mine first whichever place I sit at; no list of places", () => {
    const duel = table([0, 1]);
    const fromB = seenBy(duel, "s1");
    expect(fromB).toMatchObject({ versus: true, byPlace: false, order: [1, 0], needed: 1 });
    expect(fromB.fromMine([205, 155])).toEqual([155, 205]);
    expect(seenBy(duel, "s0").fromMine([205, 155])).toEqual([205, 155]);
  });

  it("a duel's report waits for the opponent: they answer, the reporter sees whom it waits for", () => {
    const m = reported(table([0, 1]), "s0");
    expect(seenBy(m, "s1")).toMatchObject({ awaitingMe: true, waitingFor: [["s1"]] });
    expect(seenBy(m, "s0")).toMatchObject({ awaitingMe: false, waitingFor: [["s1"]] });
    expect(seenBy(table([0, 1]), "s1")).toMatchObject({ awaitingMe: false, waitingFor: [] });
  });

  it("a 2v2: two sides of two players, read as mine – theirs and place by place; either player of a team answers for it", () => {
    const teams = table([0, 1, 0, 1]);
    const fromCarla = seenBy(teams, "s1");
    expect(fromCarla).toMatchObject({ versus: true, byPlace: true, order: [1, 0], needed: 1 });
    expect(fromCarla.sides).toEqual([
      ["s0", "s2"],
      ["s1", "s3"],
    ]);
    const m = reported(teams, "s0");
    // The reporter's partner owes nothing; either of the other team answers.
    expect(seenBy(m, "s2")).toMatchObject({ awaitingMe: false, waitingFor: [["s1", "s3"]] });
    expect(seenBy(m, "s3").awaitingMe).toBe(true);
  });

  it("a pod of four: no opponent side, every place by name; each other player answers and the report waits for the rest", () => {
    const pod = table([0, 1, 2, 3]);
    expect(seenBy(pod, "s2")).toMatchObject({ versus: false, byPlace: true, order: [2, 0, 1, 3], needed: 3 });
    const m = reported(pod, "s0", ["s2"]);
    expect(seenBy(m, "s2")).toMatchObject({ awaitingMe: false, waitingFor: [["s1"], ["s3"]] });
    expect(seenBy(m, "s3")).toMatchObject({ awaitingMe: true, waitingFor: [["s3"], ["s1"]] });
  });

  it("a paper result is offered while the match waits for one, to its reporter while others answer, never while a game runs on the app or once it counts", () => {
    for (const sides of [
      [0, 1],
      [0, 1, 2],
      [0, 1, 0, 1],
    ]) {
      const m = table(sides);
      expect(seenBy(m, "s0")).toMatchObject({ mayReport: true, playable: true, live: null });
      expect(seenBy({ ...m, live: 2 }, "s0")).toMatchObject({ mayReport: false, playable: false, live: 2 });
      const sent = reported(m, "s0");
      expect(seenBy(sent, "s0")).toMatchObject({ mayReport: true, playable: false });
      expect(seenBy(sent, "s1")).toMatchObject({ mayReport: false, playable: false });
      expect(seenBy({ ...sent, status: "disputed" }, "s1")).toMatchObject({ mayReport: true, playable: true });
      // Confirmed, the reporter is still named: the result counts, nothing is offered (nor a game on the app).
      expect(seenBy({ ...sent, status: "confirmed", live: 1 }, "s0")).toMatchObject({
        mayReport: false,
        playable: false,
        live: null,
      });
    }
  });
});
