// Card ids are information (README "Hidden information", ruling H1): a hand is held face down ("Come si gioca"), and
// at a real table one sees "a Fuoco 1" cast, never which of two alike cards it was, nor in what order the cards of a
// hand passed over by Illusione came to it. An id another viewer saw (a card it held, one cast or shown) must not sit
// in a hand hidden from it, or its holder's next alike spell tells that viewer where that card is.
import { describe, expect, it } from "vitest";
import { apply, isRuleError, playChallenge, viewFor, type GameState, type Viewer } from "@/engine/incantesium";
import { specOf, Table } from "./dsl";
import { seededChallenge, stringsIn } from "./invariants";

/** Everything `viewer` is shown of the table now, added to what it was shown before. */
function look(t: Table, viewer: Viewer, known: Set<string>): Set<string> {
  stringsIn(viewFor(t.state, viewer), known);
  return stringsIn(t.events, known);
}

/** Seat 1 steals two of seat 0's four Fuoco 1 with a Fuoco 2, seat 0's answer is stopped by a Barriera: seat 1 holds
 * its own Fuoco 1 and the two stolen, and it is its turn. `known` is all seat 0 was shown meanwhile. */
function stolen(freshHandIds?: boolean) {
  const t = new Table({
    hands: [
      ["fuoco 1", "fuoco 1", "fuoco 1", "fuoco 1"],
      ["fuoco 1", "fuoco 2", "barriera", "acqua 1", "acqua 1"],
    ],
    flow: ["fuoco 3c"],
    dealer: 0,
    ...(freshHandIds === undefined ? {} : { freshHandIds }),
  });
  const known = look(t, 0, new Set());
  const dealt = t.card(1, "fuoco 1");
  t.cast(1, "fuoco 2", { attack: 0 });
  look(t, 0, known);
  t.pass(0);
  look(t, 0, known);
  t.cast(0, "fuoco 1", { attack: 1 });
  t.barrier(1);
  look(t, 0, known);
  expect(t.hand(1).filter((c) => c === "fuoco 1")).toHaveLength(3);
  expect(t.state.turn).toBe(1);
  return { t, known, dealt };
}

describe("card ids in a hand (ruling H1)", () => {
  it("«pescare delle carte dalla mano avversaria»: the cards an attack takes come into the thief's hand under ids the robbed mage never saw", () => {
    const { t, known } = stolen();
    expect(t.state.seats[1]!.hand.filter((c) => known.has(c))).toEqual([]);
  });

  it("after stealing a Fuoco 1 and casting an alike one, seat 0 cannot tell which: whichever is cast, its id is one it never saw", () => {
    const { t, known, dealt } = stolen();
    const fuochi = t.state.seats[1]!.hand.filter((c) => specOf(c) === "fuoco 1");
    expect(fuochi).toContain(dealt);
    for (const card of fuochi) {
      const r = apply(t.state, { type: "cast", seat: 1, card, attack: 0 });
      if (isRuleError(r)) throw new Error(r.code);
      const cast = r.events.find((e) => e.type === "cast");
      expect(cast).toMatchObject({ seat: 1, effective: true });
      // The one dealt to seat 1 and the ones it took: all new to seat 0, so the card on the flow tells it nothing.
      expect(known.has((cast as { card: string }).card)).toBe(false);
      expect(known.has(viewFor(r.state, 0).flowTop!)).toBe(false);
    }
  });

  it("a challenge stored before H1 (no freshHandIds) keeps a stolen card's id, as it was played", () => {
    const { t, known } = stolen(false);
    expect(t.state.seats[1]!.hand.filter((c) => known.has(c))).toHaveLength(2);
    expect(t.state.idRng).toBeUndefined();
  });
});

describe("a hand passed over by Illusione (ruling H1)", () => {
  /** Seat 1 cures 1 with an Acqua 1 (drawing `drawn`), then seat 0's Illusione swaps the hands. */
  function swapAfterDraw(dealt: string, drawn: string) {
    const t = new Table({
      hands: [
        ["illusione", "fuoco 1"],
        ["acqua 1", dealt, "terra 1"],
      ],
      flow: ["acqua 2"],
      mana: [drawn],
      dealer: 0,
    });
    t.cast(1, "acqua 1");
    t.cast(0, "illusione", { target: 1 });
    t.pass(1);
    return t;
  }

  it("«può cambiare le carte in suo possesso con quelle dell'avversario»: the hand arrives in an order that does not tell which card was drawn last", () => {
    // Seat 1 ends with Luce 1, Terra 1 and Buio 1 either way: dealt the Luce and drew the Buio, or the other way round.
    const a = swapAfterDraw("luce 1", "buio 1");
    const b = swapAfterDraw("buio 1", "luce 1");
    expect(a.hand(0).sort()).toEqual(["buio 1", "luce 1", "terra 1"]);
    expect(a.hand(0)).toEqual(b.hand(0));
    // Seat 1 gets seat 0's Fuoco 1 under an id seat 0 never saw.
    expect(a.hand(1)).toEqual(["fuoco 1"]);
  });
});

describe("over seeded challenges (ruling H1)", () => {
  it("no viewer ever finds in a hand hidden from it an id it was shown before (views and events, every step)", () => {
    let checked = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const { players } = seededChallenge(seed);
      const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), "spectator"];
      const known = new Map<Viewer, Set<string>>(viewers.map((v) => [v, new Set()]));
      const see = (s: GameState, events: unknown) => {
        for (const v of viewers) {
          const k = known.get(v)!;
          stringsIn(viewFor(s, v), k);
          stringsIn(events, k);
          s.seats.forEach((seat, i) => {
            if (i === v) return;
            // The Magus is one of a kind: its id is its kind, which a mage may well know is in a hand.
            for (const c of seat.hand)
              if (c !== "magus" && k.has(c))
                expect.fail(`seed ${seed}, action ${s.actions}: viewer ${v} was shown ${c}, now in seat ${i}'s hand`);
          });
        }
        checked++;
      };
      const { state } = playChallenge({
        ...seededChallenge(seed),
        onStep: (before, _action, after) => {
          if (before.actions === 0) see(before, []);
          // The step's events: the engine's, replayed (playChallenge hands over the states only).
          const r = apply(before, _action);
          if (isRuleError(r)) throw new Error(r.code);
          see(after, r.events);
        },
      });
      expect(state.phase).toBe("over");
    }
    expect(checked).toBeGreaterThan(10_000);
  }, 300_000);
});
