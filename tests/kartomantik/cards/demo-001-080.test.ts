// Demo cards #1–#80 (bzd-001…bzd-080) behave as their text says (scripts in engine/kartomantik/cards/demo.ts):
// harness cases (the change an effect makes) and scenarios, each under the number of the first card it cites.
// Cards are found by collection number (`demo(n)`, `N(n)` for the name; a bare number in `match`/`duel`).
import { describe, expect, it } from "vitest";
import { findTribute } from "@/engine/kartomantik";
import { card } from "../dsl";
import { cast, giveTo, nextTurn, pay, settle, tiny } from "../harness";
import { demo } from "../sets";
import { has, small, duel, match, mark, nameOf, N, demoCases } from "./demo-scenarios";

demoCases({
  1: { as: "support", delta: { aFirst: 1 } },
  6: { as: "support", check: (s) => has("protected")(s, s.id("AF")) },
  10: { as: "first", delta: { counters: 1 } },
  12: { as: "first", at: "win", delta: { handA: 1 } },
  13: { as: "first", check: has("protected") },
  14: { as: "support", delta: { aFirst: 2 } },
  16: { as: "first", delta: { handB: 1 } },
  17: {
    as: "support",
    A: [small("Small")],
    answers: [["Small"]],
    delta: { czA: 1 },
    check: (s) => s.expectZone("Small", "confrontation"),
  },
  19: {
    as: "support",
    at: "lose",
    bPower: 9,
    delta: { deckA: 1, czA: -1 },
    check: (s) => s.expectZone("AF", "deck"),
  },
  21: { as: "support", check: (s) => s.expectPower("AF", 2) },
  22: { as: "support", at: "lose", bPower: 9, delta: { handA: 2 } },
  27: { as: "first", delta: { handA: -1, limboA: 1 } },
  28: { as: "support", delta: { aFirst: 2 } },
  31: { as: "first", at: "lose", bPower: 9, delta: { handB: -1, limboB: 1 } },
  32: { as: "support", delta: { bFirst: -1 } },
  36: { as: "support", bPower: 2, delta: { czB: -1, limboB: 1 } },
  37: { as: "support", delta: { aFirst: 1 } },
  38: { as: "first", bPower: 1, delta: { handA: 1 } },
  41: [
    { as: "first", delta: { bFirst: -2 } },
    { as: "first", at: "lose", bPower: 9, delta: { exileA: 1, czA: -1 } },
  ],
  43: { as: "first", at: "win", delta: { handB: -1 } },
  46: {
    as: "first",
    at: "lose",
    bPower: 9,
    delta: { handA: -1, limboA: 2 },
    check: (s, x) => expect(s.state.cards[x]!.zone).toBe("hand"),
  },
  48: { as: "first", at: "win", delta: { power: 1 } },
  50: { as: "first", delta: { handA: -2 } },
  51: { as: "support", check: (s) => s.expectEvent({ type: "looked", player: 0 }) },
  53: { as: "support", delta: { handA: 1 } },
  54: { as: "first", delta: { handA: 0, deckA: 0 }, check: (s) => s.expectEvent({ type: "drew", player: 0 }) },
  56: {
    as: "first",
    check: (s) =>
      expect(
        s.events.some(
          (e) => e.type === "looked" && e.player === 0 && e.cards.length === s.state.players[1]!.hand.length,
        ),
      ).toBe(true),
  },
  61: { as: "first", at: "win", delta: { handA: 1 } },
  62: { as: "first", delta: { counters: 2 } },
  64: {
    as: "support",
    check: (s) => expect(s.state.players[1]!.hand.every((id) => s.state.cards[id]!.shown)).toBe(true),
  },
  65: { as: "support", delta: { power: -2 } },
  68: [
    { as: "first", bPower: 6, delta: { handA: 2 } },
    { as: "first", bPower: 3, delta: { handA: 0 } },
  ],
  70: { as: "support", delta: { handA: 1 } },
  72: { as: "first", check: has("protected") },
  73: { as: "first", delta: { power: 3 } },
  75: { as: "support", delta: { bFirst: -1 } },
  77: { as: "first", delta: { limboB: 1, deckB: -1 } },
  80: { as: "support", delta: { power: 5 } },
});

describe("demo set cards (scenarios)", () => {
  it("bzd-003 Clover Shepherd draws only with two other manifestations there", () => {
    const s = duel([3, 4, 29], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF").support("A", nameOf(4)).pass("B").pass("A").support("A", nameOf(29)).pass("B").pass("A");
    const hand = s.state.players[0]!.hand.length;
    s.support("A", nameOf(3)).pass("B").pass("A");
    settle(s);
    s.expectHand("A", hand).check((x) => x.expectZone(nameOf(3), "confrontation"));
    s.endWithDecisionOpen();
    mark(3);
  });

  it("bzd-007 Burrow Lamp exhausts from the Interzone for +1; bzd-008 Rootling Choir +2 with three others", () => {
    const s = duel([7, 8, 4, 29], [], { aFirst: 6, bFirst: 1 });
    s.reveal(nameOf(7), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(nameOf(7))}:slot0`]);
    s.passTo("choose").reveal("AF", "bf1");
    giveTo(s, "A");
    s.activate("A", nameOf(7), 0, { targets: ["AF"] });
    settle(s);
    s.expectPower("AF", 7).check((x) => expect(x.state.cards[x.id(nameOf(7))]!.exhausted).toBe(true));
    s.endWithDecisionOpen();
    const t = duel([8, 4, 29], [], { aFirst: 1, bFirst: 12 });
    t.reveal("AF", "BF");
    for (const id of [4, 8]) t.support("A", nameOf(id)).pass("B").pass("A");
    // Two others (AF, Fernback Tortoise): no bonus yet; a third one gives +2.
    t.expectPower(nameOf(8), 2);
    t.support("A", nameOf(29)).pass("B").pass("A");
    t.expectPower(nameOf(8), 4).endWithDecisionOpen();
    mark(7, 8);
  });

  it("bzd-023 Hundred-Ring Tree enters with a Ring counter per other manifestation you control on the field", () => {
    const s = duel([23], [], { aFirst: 6, bFirst: 1 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("A", [`${s.id("AF")}:slot0`]);
    s.passTo("choose").reveal(nameOf(23), "bf1");
    settle(s);
    s.check((x) => expect(x.state.cards[x.id(nameOf(23))]!.counters).toEqual({ Ring: 1 })).expectPower(nameOf(23), 5);
    s.endWithDecisionOpen();
    mark(23);
  });

  it("bzd-009 Quiet Hedgehog draws when put in the stalemate zone; bzd-224 Dais of Reconciliation", () => {
    const s = duel([9], [], { bFirst: 3 });
    s.firsts(nameOf(9), "BF").passUntil((x) => x.phase !== "beforeRevelation");
    const hand = s.state.players[0]!.hand.length;
    s.passUntil((x) => x.phase === "end" || x.stack.length > 0);
    settle(s);
    s.expectZone(nameOf(9), "stalemate")
      .expectHand("A", hand + 1)
      .endWithDecisionOpen();
    mark(9);
  });
});

describe("demo set cards (turn scenarios)", () => {
  it("bzd-033 Blazing Tusk goes to the deck bottom at the end of the turn from the Interzone", () => {
    const s = match([33], [], { bFirst: 1 });
    s.reveal(N(33), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N(33))}:slot0`]);
    s.passTo("choose").expectZone(N(33), "deck").endWithDecisionOpen();
    mark(33);
  });

  it("bzd-034 Furnace Heart and bzd-146 Greedy Maw pay for +2; bzd-044 Roaring Kettle exhausts for +2 and may not go to the Interzone", () => {
    for (const [id, payers] of [
      [34, pay("choleric")],
      [146, pay("hollow")],
    ] as const) {
      const s = match([id, ...payers], [], { bFirst: 9 });
      s.reveal(N(id), "BF");
      giveTo(s, "A");
      const tribute = findTribute(s.state, 0, { [id === 34 ? "choleric" : "hollow"]: 2 })!;
      s.act({ type: "activate", player: 0, card: s.id(N(id)), ability: 0, tribute: { cards: tribute } });
      settle(s);
      s.expectPower(N(id), demo(id).power + 2).endWithDecisionOpen();
    }
    const k = match([44], [], { bFirst: 6 });
    k.reveal(N(44), "BF").activate("A", N(44), 0);
    settle(k);
    k.expectPower(N(44), 7).passTo("placement");
    k.check((x) => expect(x.decisionOf("A")!.options).toEqual([`${x.id(N(44))}:deck`]));
    k.endWithDecisionOpen();
    mark(34, 146, 44);
  });

  it("bzd-039 Seething Kiln gains Grudge counters when you lose, removed for +2 each", () => {
    const s = match([39], [card({ name: "Big", power: 6 })], { bFirst: 1 });
    s.reveal(N(39), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N(39))}:slot0`]);
    nextTurn(s, "af1", "Big");
    s.passTo("placement").choose("B", [`${s.id("Big")}:deck`]);
    s.check((x) => expect(x.state.cards[x.id(N(39))]!.counters).toEqual({ Grudge: 1 }));
    nextTurn(s);
    giveTo(s, "A");
    s.activate("A", N(39), 1, { x: 1 });
    settle(s);
    s.expectPower(N(39), 5).endWithDecisionOpen();
    mark(39);
  });

  it("bzd-057 Cold Draftsman, bzd-087 Mirror Juggler: activated abilities with a tribute", () => {
    const s = match([57, ...pay("vitreous")], [], { bFirst: 9 });
    s.reveal("AF", "BF").support("A", N(57)).pass("B").pass("A");
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: s.id(N(57)),
      ability: 0,
      targets: [s.id(N(57))],
      tribute: { cards: findTribute(s.state, 0, { vitreous: 1 })! },
    });
    settle(s);
    s.expectPower(N(57), 1).endWithDecisionOpen();
    const j = match([87, ...pay("capricious")], [], { bFirst: 9 });
    j.reveal("AF", "BF").support("A", N(87)).pass("B").pass("A");
    giveTo(j, "A");
    j.act({
      type: "activate",
      player: 0,
      card: j.id(N(87)),
      ability: 0,
      targets: [j.id("AF"), j.id("BF")],
      tribute: { cards: findTribute(j.state, 0, { capricious: 2 })! },
    });
    settle(j);
    j.expectPower("AF", 9).expectPower("BF", 1).endWithDecisionOpen();
    mark(57, 87);
  });

  it("bzd-060 Icicle Advocate, bzd-173 Scorch the Retort, bzd-185 File It Away answer an opponent's Support", () => {
    for (const id of [60, 173, 185]) {
      const s = match(
        [id, ...pay(id === 60 ? "vitreous" : id === 173 ? "choleric" : "vitreous", 3)],
        [tiny("Tiny", 2)],
        { aFirst: 5, bFirst: 1 },
      );
      s.reveal("AF", "BF")
        .expectPriority("B")
        .support("B", "Tiny")
        .pass("A")
        .pass("B")
        .expectZone("Tiny", "confrontation");
      if (id === 60) {
        giveTo(s, "A");
        s.support("A", N(id)).pass("B").pass("A");
        settle(s);
        s.expectZone("Tiny", "deck").check((x) => expect(x.state.players[1]!.deck[0]).toBe(x.id("Tiny")));
      } else {
        cast(s, "A", N(id), ["Tiny"]);
        settle(s);
        s.expectZone("Tiny", id === 173 ? "limbo" : "deck");
      }
      s.endWithDecisionOpen();
    }
    mark(60, 173, 185);
  });

  it("bzd-069 Geometer of Nothing exhausts from the Interzone to put a Support on top of its deck", () => {
    const s = match([69, tiny("Tiny")], [], { bFirst: 1 });
    s.reveal(N(69), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N(69))}:slot0`]);
    nextTurn(s, "AF" in {} ? "AF" : "af1", "bf1");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    giveTo(s, "A");
    s.activate("A", N(69), 0, { targets: ["Tiny"] });
    settle(s);
    s.expectZone("Tiny", "deck").endWithDecisionOpen();
    mark(69);
  });

  it("bzd-071 Regent of Everfrost, bzd-096 Queen of Thefts, bzd-209 Devour the Memory, bzd-197 Borrowed Courage take from the opposing Interzone", () => {
    for (const id of [71, 96, 209, 197]) {
      const wills = id === 209 ? pay("melancholic", 2) : id === 197 ? pay("capricious", 1) : [];
      const s = match([id, ...wills], [card({ name: "Keeper", power: 6 })], { aFirst: 1, bFirst: 2 });
      s.reveal("AF", "Keeper")
        .passTo("placement")
        .choose("B", [`${s.id("Keeper")}:slot0`]);
      if (id === 71 || id === 96) {
        nextTurn(s, N(id), "bf1");
        s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
        settle(s, [["Keeper"]]);
        s.expectZone("Keeper", id === 71 ? "deck" : "vessel");
      } else {
        nextTurn(s, "af1", "bf1");
        cast(s, "A", N(id), ["Keeper"]);
        settle(s);
        if (id === 209) s.expectZone("Keeper", "vessel");
        else {
          s.expectZone("Keeper", "confrontation").check((x) =>
            expect(x.state.cards[x.id("Keeper")]!.controller).toBe(0),
          );
          s.passTo("placement");
          s.expectZone("Keeper", "deck").check((x) => expect(x.state.players[1]!.deck.at(-1)).toBe(x.id("Keeper")));
        }
      }
      s.endWithDecisionOpen();
    }
    mark(71, 96, 209, 197);
  });
});
