// The projector's live gems line up with the pairing's names (components/incantesium/liveOrder.ts)
// at tables of 2–5 seats: in 2v2 the gems are a team's ("vengono conquistate 2 gemme da una
// squadra"), in "Tutti contro tutti" one side per mage.
import { describe, expect, it } from "vitest";
import { gemsInSeatOrder } from "@/components/incantesium/liveOrder";

const seat = (seatId: string | null, side: number) => ({
  seatId,
  side,
  name: seatId ?? "Bot",
  handCount: 5,
  out: false,
  caste: null,
});

describe("the projector's gems in the pairing's seat order", () => {
  it("a duel whose engine seats are the other way round: gems follow the names", () => {
    const live = { seats: [seat("b", 0), seat("a", 1)], gems: [2, 1] };
    expect(gemsInSeatOrder([{ seatId: "a" }, { seatId: "b" }], live)).toEqual([1, 2]);
  });

  it("a 2v2: each team once, in the order of its first seat at the table", () => {
    // "gli alleati dovranno posizionarsi nel tavolo alternandosi agli avversari".
    const live = { seats: [seat("p", 0), seat("q", 1), seat("r", 0), seat("s", 1)], gems: [0, 1] };
    expect(gemsInSeatOrder([{ seatId: "q" }, { seatId: "p" }, { seatId: "s" }, { seatId: "r" }], live)).toEqual([1, 0]);
  });

  it("a table of five against all: one side per mage; a bot's side after the people's", () => {
    const live = {
      seats: [seat("a", 0), seat(null, 1), seat("c", 2), seat("d", 3), seat("e", 4)],
      gems: [0, 1, 0, 0, 2],
    };
    expect(
      gemsInSeatOrder(
        ["e", "d", "c", "a"].map((seatId) => ({ seatId })),
        live,
      ),
    ).toEqual([2, 0, 0, 0, 1]);
  });
});
