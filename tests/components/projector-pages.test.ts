// The tournament projector's pages (components/tournament/pages.ts paginate): rows of equal height are shared evenly
// (16 that fit 12 a page: 8 + 8, as before rows could differ), a taller row (a pod's five names on two lines) takes
// its room, and no page holds more than fits. And a table's names in parts (names.ts playersParts), so that a line
// breaks between names and never inside one, reading as playersText.
import { describe, expect, it } from "vitest";
import { paginate } from "@/components/tournament/pages";
import { playersParts, playersText } from "@/components/tournament/names";
import type { MatchView } from "@/lib/tournament/shape";

const pagesOf = (pageOf: number[]) => pageOf.reduce<number[]>((n, p) => ((n[p] = (n[p] ?? 0) + 1), n), []);

describe("the projector's pages", () => {
  it("equal rows: balanced pages, one page when all fit", () => {
    expect(pagesOf(paginate(Array(16).fill(40), 12 * 40 + 10))).toEqual([8, 8]);
    expect(pagesOf(paginate(Array(6).fill(40), 400))).toEqual([6]);
    expect(pagesOf(paginate(Array(13).fill(40), 5 * 40))).toEqual([5, 4, 4]);
  });

  it("taller rows take their room, and every page fits", () => {
    const heights = [80, 40, 80, 40, 40, 80, 40];
    const pageOf = paginate(heights, 200);
    const used = heights.reduce<number[]>((u, h, i) => ((u[pageOf[i]!] = (u[pageOf[i]!] ?? 0) + h), u), []);
    expect(Math.max(...used)).toBeLessThanOrEqual(200);
    expect(pageOf).toEqual([...pageOf].sort((a, b) => a - b));
    expect(used).toEqual([200, 200]);
  });

  it("a row taller than the page has a page of its own", () => {
    expect(paginate([40, 300, 40], 200)).toEqual([0, 1, 2]);
  });
});

describe("a table's names in parts", () => {
  const view = {
    players: ["Anna", "Bruno", "Carla", "Dario", "Elsa"].map((name, i) => ({
      seatId: name[0]!.toLowerCase(),
      number: i + 1,
      name,
      debt: 0,
      dropped: false,
    })),
  };
  const table = (seats: string): MatchView =>
    ({
      status: "scheduled",
      seats: seats
        .split(" ")
        .map((pair, place) => ({ place, seatId: pair.split(":")[0]!, side: Number(pair.split(":")[1]) })),
    }) as MatchView;

  it("a duel, a 2v2 table, a pod", () => {
    expect(playersText(view, table("a:0 b:1"))).toBe("Anna – Bruno");
    expect(playersText(view, table("a:0 c:1 b:0 d:1"))).toBe("Anna & Bruno – Carla & Dario");
    expect(playersText(view, table("a:0 b:1 c:2 d:3 e:4"))).toBe("Anna · Bruno · Carla · Dario · Elsa");
    expect(playersParts(view, table("a:0 c:1 b:0 d:1"))).toEqual([
      { name: "Anna", sep: "" },
      { name: "Bruno", sep: " & " },
      { name: "Carla", sep: " – " },
      { name: "Dario", sep: " & " },
    ]);
  });
});
