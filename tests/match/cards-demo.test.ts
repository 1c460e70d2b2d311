// Every non-vanilla demo card behaves as its text says: one harness case per card (the change
// its effect makes), plus scenarios for passive effects, activated abilities and persistent wills.
import { describe, expect, it } from "vitest";
import { findTribute, hasKeyword, powerOf, temperamentOf, type CardDef } from "@/engine/match";
import { DEMO_MANUAL, DEMO_SCRIPTS } from "@/engine/match/cards/demo";
import { readKeywords } from "@/engine/match/cards/load";
import { card, filler, scenario, type Scenario } from "./dsl";
import {
  cast,
  demoCard,
  dump,
  giveTo,
  match,
  nextTurn,
  pay,
  runCase,
  settle,
  tiny,
  toEndPhase,
  zap,
  type Case,
} from "./harness";
import { demoSet, rawSet, DEMO_FILE } from "./sets";

const tested = new Set<string>();
const has = (kw: Parameters<typeof hasKeyword>[2]) => (s: Scenario, id: string) =>
  expect(hasKeyword(s.state, id, kw)).toBe(true);
const small = (name: string, power = 2, text = "") => card({ name, t: "phlegmatic", power, points: 5, text });
const will = (name: string) => card({ name, type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } });

const CASES: Record<string, Case | Case[]> = {
  "bzd-001": { as: "support", delta: { aFirst: 1 } },
  "bzd-006": { as: "support", check: (s) => has("protected")(s, s.id("AF")) },
  "bzd-010": { as: "first", delta: { counters: 1 } },
  "bzd-012": { as: "first", at: "win", delta: { handA: 1 } },
  "bzd-013": { as: "first", check: has("protected") },
  "bzd-014": { as: "support", delta: { aFirst: 2 } },
  "bzd-016": { as: "first", delta: { handB: 1 } },
  "bzd-017": {
    as: "support",
    A: [small("Small")],
    answers: [["Small"]],
    delta: { czA: 1 },
    check: (s) => s.expectZone("Small", "confrontation"),
  },
  "bzd-019": {
    as: "support",
    at: "lose",
    bPower: 9,
    delta: { deckA: 1, czA: -1 },
    check: (s) => s.expectZone("AF", "deck"),
  },
  "bzd-021": { as: "support", check: (s) => s.expectPower("AF", 2) },
  "bzd-022": { as: "support", at: "lose", bPower: 9, delta: { handA: 2 } },
  "bzd-027": { as: "first", delta: { handA: -1, limboA: 1 } },
  "bzd-028": { as: "support", delta: { aFirst: 2 } },
  "bzd-031": { as: "first", at: "lose", bPower: 9, delta: { handB: -1, limboB: 1 } },
  "bzd-032": { as: "support", delta: { bFirst: -1 } },
  "bzd-036": { as: "support", bPower: 2, delta: { czB: -1, limboB: 1 } },
  "bzd-037": { as: "support", delta: { aFirst: 1 } },
  "bzd-038": { as: "first", bPower: 1, delta: { handA: 1 } },
  "bzd-041": [
    { as: "first", delta: { bFirst: -2 } },
    { as: "first", at: "lose", bPower: 9, delta: { exileA: 1, czA: -1 } },
  ],
  "bzd-043": { as: "first", at: "win", delta: { handB: -1 } },
  "bzd-046": {
    as: "first",
    at: "lose",
    bPower: 9,
    delta: { handA: -1, limboA: 2 },
    check: (s, x) => expect(s.state.cards[x]!.zone).toBe("hand"),
  },
  "bzd-048": { as: "first", at: "win", delta: { power: 1 } },
  "bzd-050": { as: "first", delta: { handA: -2 } },
  "bzd-051": { as: "support", check: (s) => s.expectEvent({ type: "looked", player: 0 }) },
  "bzd-053": { as: "support", delta: { handA: 1 } },
  "bzd-054": { as: "first", delta: { handA: 0, deckA: 0 }, check: (s) => s.expectEvent({ type: "drew", player: 0 }) },
  "bzd-056": {
    as: "first",
    check: (s) =>
      expect(
        s.events.some(
          (e) => e.type === "looked" && e.player === 0 && e.cards.length === s.state.players[1].hand.length,
        ),
      ).toBe(true),
  },
  "bzd-061": { as: "first", at: "win", delta: { handA: 1 } },
  "bzd-062": { as: "first", delta: { counters: 2 } },
  "bzd-064": {
    as: "support",
    check: (s) => expect(s.state.players[1].hand.every((id) => s.state.cards[id]!.shown)).toBe(true),
  },
  "bzd-065": { as: "support", delta: { power: -2 } },
  "bzd-068": [
    { as: "first", bPower: 6, delta: { handA: 2 } },
    { as: "first", bPower: 3, delta: { handA: 0 } },
  ],
  "bzd-070": { as: "support", delta: { handA: 1 } },
  "bzd-072": { as: "first", check: has("protected") },
  "bzd-073": { as: "first", delta: { power: 3 } },
  "bzd-075": { as: "support", delta: { bFirst: -1 } },
  "bzd-077": { as: "first", delta: { limboB: 1, deckB: -1 } },
  "bzd-080": { as: "support", delta: { power: 5 } },
  "bzd-081": { as: "support", delta: { czA: -1, handA: 1 }, check: (s) => s.expectZone("AF", "hand") },
  "bzd-082": { as: "first", delta: { power: 2 } },
  "bzd-085": {
    as: "first",
    at: "lose",
    bPower: 9,
    delta: { pointsB: 10 },
    check: (s, x) => expect(s.state.cards[x]!.zone).toBe("hand"),
  },
  "bzd-086": { as: "support", delta: { bFirst: -3 } },
  "bzd-089": { as: "first", at: "win", delta: { handA: 1, handB: -1, limboB: 1 } },
  "bzd-091": { as: "support", delta: { counters: 1 } },
  "bzd-092": { as: "first", delta: { handB: 1 } },
  "bzd-093": {
    as: "support",
    check: (s) => expect(s.state.cards[s.id("BF")]!.mods.some((m) => m.kind === "loseEffects")).toBe(true),
  },
  "bzd-094": { as: "first", delta: { handA: 1, power: 2 } },
  "bzd-095": { as: "support", bPower: 7, delta: { power: 2, bFirst: -2 } },
  "bzd-099": {
    as: "first",
    check: (s, x) =>
      expect(powerOf(s.state, x)).toBe(s.events.some((e) => e.type === "rolled" && e.value === 1) ? 3 : 7),
  },
  "bzd-102": { as: "support", delta: { handB: -1 } },
  "bzd-105": { as: "first", delta: { bFirst: -1 } },
  "bzd-108": { as: "first", check: (s, x) => expect(powerOf(s.state, x)).toBe(4) },
  "bzd-111": { as: "support", delta: { handB: -1, handA: -1 } },
  "bzd-113": { as: "first", at: "lose", bPower: 9, delta: { handB: -1 } },
  "bzd-114": [
    // In Support A's First is there too: -3; alone as First: -2.
    { as: "support", delta: { bFirst: -3 } },
    { as: "first", delta: { bFirst: -2 } },
  ],
  "bzd-116": { as: "first", at: "win", delta: { counters: 1, power: 1 } },
  "bzd-117": { as: "first", delta: { handA: -1 } },
  "bzd-119": { as: "first", delta: { handB: -1 } },
  "bzd-120": { as: "support", delta: { handA: -1, limboA: 1 } },
  "bzd-121": { as: "first", at: "win", delta: { handB: -2 } },
  // A discards its first hand card (AF, a manifestation) and takes it back from the Limbo.
  "bzd-123": {
    as: "first",
    delta: { handA: 0, handB: -1, limboA: 0, limboB: 1 },
    check: (s) => s.expectZone("AF", "hand"),
  },
  "bzd-125": { as: "support", delta: { handA: 1, handB: 1 } },
  "bzd-127": { as: "first", at: "win", delta: { pointsA: 5, pointsB: 5 } },
  "bzd-129": {
    as: "first",
    delta: { handA: 1 },
    check: (s) => expect(s.events.some((e) => e.type === "shown" && e.player === 1)).toBe(true),
  },
  "bzd-132": { as: "first", check: has("protected") },
  "bzd-134": { as: "first", at: "win", delta: { handA: 2, deckB: 1 } },
  "bzd-135": { as: "support", delta: { aFirst: 1 } },
  "bzd-136": { as: "first", bPower: 6, delta: { handA: 1 } },
  "bzd-137": { as: "support", check: (s) => has("protected")(s, s.id("AF")) },
  "bzd-139": [
    { as: "first", delta: { czA: 1 } },
    {
      as: "first",
      A: [small("S1"), small("S2"), card({ name: "Big5", t: "hollow", power: 5, points: 5 })],
      answers: [["S1", "S2"]],
      delta: { czA: 2 },
      check: (s) => s.expectZone("S1", "confrontation").expectZone("S2", "confrontation").expectZone("Big5", "hand"),
    },
  ],
  "bzd-144": { as: "support", aPower: 4, delta: { power: 3 } },
  "bzd-147": { as: "support", delta: { power: 2, handA: -1 } },
  "bzd-150": {
    as: "support",
    delta: { power: 1 },
    check: (s) => expect(s.state.cards[s.id("BF")]!.mods.some((m) => m.kind === "loseEffects")).toBe(true),
  },
  "bzd-151": { as: "first", delta: { pointsA: -10, power: 3 } },
  "bzd-152": { as: "support", delta: { bFirst: -2, handA: -1 } },
  "bzd-154": { as: "support", delta: { pointsA: -5 } },
  "bzd-156": { as: "first", at: "win", delta: { pointsA: 10, handB: 1 } },
  "bzd-158": { as: "first", delta: { pointsA: -10 } },
  "bzd-160": { as: "first", at: "win", delta: { exileA: 1 } },
  // wills
  // af1 paid the tribute (the smallest payment); af2 is still in hand.
  "bzd-161": { as: "will", check: (s) => has("supportFromHand")(s, s.id("af2")) },
  "bzd-162": { as: "will", delta: { handA: 1 } },
  "bzd-163": { as: "will", delta: { aFirst: 1 } },
  "bzd-164": { as: "will", targets: ["AF"], delta: { aFirst: 2 }, check: (s) => has("protected")(s, s.id("AF")) },
  "bzd-165": {
    as: "will",
    A: [small("S1"), small("S2")],
    answers: [["S1", "S2"]],
    delta: { czA: 2 },
    check: (s) => s.expectZone("S1", "confrontation").expectZone("S2", "confrontation"),
  },
  "bzd-167": {
    as: "will",
    targets: ["AF"],
    delta: { czA: -1, handA: 1 },
    check: (s) => s.expectZone("AF", "interzone"),
  },
  "bzd-172": { as: "will", targets: ["AF"], delta: { aFirst: 4 } },
  "bzd-174": { as: "will", aPower: 4, bPower: 3, targets: ["BF"], delta: { czB: -1 } },
  "bzd-175": { as: "will", targets: ["AF"], delta: { aFirst: 3 } },
  "bzd-176": { as: "will", delta: { czA: -1 } },
  "bzd-178": { as: "will", targets: ["AF"], delta: { aFirst: 5 }, check: (s) => has("persist")(s, s.id("AF")) },
  "bzd-183": { as: "will", delta: { handA: 1 } },
  "bzd-186": { as: "will", targets: ["AF", "BF"], delta: { aFirst: 4 } },
  "bzd-187": { as: "will", delta: { handA: 1, deckA: -1 } },
  "bzd-188": { as: "will", targets: ["BF"], delta: { czB: -1 }, check: (s) => s.expectZone("BF", "stalemate") },
  "bzd-189": { as: "will", delta: { handA: 0, deckA: 0 }, check: (s) => s.expectEvent({ type: "drew", player: 0 }) },
  "bzd-195": { as: "will", targets: ["AF", "BF"], delta: { aFirst: 4, bFirst: -4 } },
  "bzd-198": { as: "will", targets: ["P1"], B: [will("Secret Plan")], delta: { handB: -1, deckB: 1 } },
  "bzd-205": { as: "will", targets: ["P1"], delta: { handB: -1 } },
  // The tribute went to the Limbo and is Chained back out of it; the will itself ends there.
  "bzd-207": {
    as: "will",
    delta: { czA: 1, limboA: 0 },
    check: (s) =>
      expect(s.state.cards[s.state.players[0].confrontation[1]!]!.memory).toEqual([{ on: "loses", dest: "exile" }]),
  },
  "bzd-208": { as: "will", delta: { handA: 0 }, check: (s) => expect(s.state.players[0].limbo).toHaveLength(2) },
  "bzd-210": { as: "will", delta: { handA: 0, handB: -1 } },
  "bzd-211": { as: "will", targets: ["BF"], delta: { bFirst: -2 } },
  "bzd-217": {
    as: "will",
    targets: ["BF"],
    answers: [["vitreous"]],
    delta: { handA: 1 },
    check: (s) => expect(temperamentOf(s.state, s.id("BF"))).toBe("vitreous"),
  },
  "bzd-218": { as: "will", delta: { handA: 2, handB: 2, pointsA: 5 } },
  "bzd-219": { as: "will", delta: { czA: 1 }, check: (s) => has("protected")(s, s.state.players[0].confrontation[1]!) },
  "bzd-222": {
    as: "will",
    targets: ["AF"],
    delta: { aFirst: 2 },
    check: (s) => expect(temperamentOf(s.state, s.id("AF"))).toBe("transcendent"),
  },
  "bzd-227": { as: "will", delta: { pointsA: -5, handA: 2 } },
  "bzd-228": [
    { as: "will", targets: ["AF"], delta: { aFirst: 2, pointsA: -5, pointsB: 0 } },
    { as: "will", targets: ["BF"], delta: { bFirst: 2, pointsA: 0, pointsB: -5 } },
  ],
  "bzd-229": {
    as: "will",
    targets: ["BF"],
    check: (s) => expect(s.state.cards[s.id("BF")]!.mods.some((m) => m.kind === "loseEffects")).toBe(true),
  },
  "bzd-230": { as: "will", targets: ["BF"], delta: { pointsA: -10, czB: -1, deckB: 1 } },
  "bzd-232": { as: "will", targets: ["BF"], check: (s) => expect(temperamentOf(s.state, s.id("BF"))).toBe("hollow") },
};

describe("demo set cards (harness)", () => {
  for (const [id, cases] of Object.entries(CASES)) {
    const def = demoCard(id);
    (Array.isArray(cases) ? cases : [cases]).forEach((c, i) => {
      it(`${id} ${def.name}${i ? ` (${i + 1})` : ""}: ${def.text.split("\n").at(-1)!.slice(0, 70)}`, () => {
        runCase(def, c);
        tested.add(id);
      });
    });
  }
});

/** A scenario with real demo cards in A's / B's hands (first 7 of each deck) and A holding priority. */
function duel(A: string[], B: string[], o: { aFirst?: number; bFirst?: number } = {}) {
  const a = [card({ name: "AF", power: o.aFirst ?? 1 }), ...A.map(demoCard), ...filler("af", 4)];
  const b = [card({ name: "BF", power: o.bFirst ?? 5 }), ...B.map(demoCard), ...filler("bf", 4)];
  return scenario({ A: a, B: b, padTo: 24 });
}
const mark = (...ids: string[]) => ids.forEach((id) => tested.add(id));
const nameOf = (id: string) => demoCard(id).name;

describe("demo set cards (scenarios)", () => {
  it("bzd-003 Clover Shepherd draws only with two other manifestations there", () => {
    const s = duel(["bzd-003", "bzd-004", "bzd-029"], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF")
      .support("A", nameOf("bzd-004"))
      .pass("B")
      .pass("A")
      .support("A", nameOf("bzd-029"))
      .pass("B")
      .pass("A");
    const hand = s.state.players[0].hand.length;
    s.support("A", nameOf("bzd-003")).pass("B").pass("A");
    settle(s);
    s.expectHand("A", hand).check((x) => x.expectZone(nameOf("bzd-003"), "confrontation"));
    s.endWithDecisionOpen();
    mark("bzd-003");
  });

  it("bzd-007 Burrow Lamp exhausts from the Interzone for +1; bzd-008 Rootling Choir +2 with three others", () => {
    const s = duel(["bzd-007", "bzd-008", "bzd-004", "bzd-029"], [], { aFirst: 6, bFirst: 1 });
    s.reveal(nameOf("bzd-007"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(nameOf("bzd-007"))}:slot0`]);
    s.passTo("choose").reveal("AF", "bf1");
    giveTo(s, "A");
    s.activate("A", nameOf("bzd-007"), 0, { targets: ["AF"] });
    settle(s);
    s.expectPower("AF", 7).check((x) => expect(x.state.cards[x.id(nameOf("bzd-007"))]!.exhausted).toBe(true));
    s.endWithDecisionOpen();
    const t = duel(["bzd-008", "bzd-004", "bzd-029"], [], { aFirst: 1, bFirst: 12 });
    t.reveal("AF", "BF");
    for (const id of ["bzd-004", "bzd-008"]) t.support("A", nameOf(id)).pass("B").pass("A");
    // Two others (AF, Fernback Tortoise): no bonus yet; a third one gives +2.
    t.expectPower(nameOf("bzd-008"), 2);
    t.support("A", nameOf("bzd-029")).pass("B").pass("A");
    t.expectPower(nameOf("bzd-008"), 4).endWithDecisionOpen();
    mark("bzd-007", "bzd-008");
  });

  it("bzd-023 Hundred-Ring Tree enters with a Ring counter per other manifestation you control on the field", () => {
    const s = duel(["bzd-023"], [], { aFirst: 6, bFirst: 1 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("A", [`${s.id("AF")}:slot0`]);
    s.passTo("choose").reveal(nameOf("bzd-023"), "bf1");
    settle(s);
    s.check((x) => expect(x.state.cards[x.id(nameOf("bzd-023"))]!.counters).toEqual({ Ring: 1 })).expectPower(
      nameOf("bzd-023"),
      5,
    );
    s.endWithDecisionOpen();
    mark("bzd-023");
  });

  it("bzd-009 Quiet Hedgehog draws when put in the stalemate zone; bzd-224 Dais of Reconciliation", () => {
    const s = duel(["bzd-009"], [], { bFirst: 3 });
    s.firsts(nameOf("bzd-009"), "BF").passUntil((x) => x.phase !== "beforeRevelation");
    const hand = s.state.players[0].hand.length;
    s.passUntil((x) => x.phase === "end" || x.stack.length > 0);
    settle(s);
    s.expectZone(nameOf("bzd-009"), "stalemate")
      .expectHand("A", hand + 1)
      .endWithDecisionOpen();
    mark("bzd-009");
  });
});

const N = nameOf;

describe("demo set cards (turn scenarios)", () => {
  it("bzd-033 Blazing Tusk goes to the deck bottom at the end of the turn from the Interzone", () => {
    const s = match(["bzd-033"], [], { bFirst: 1 });
    s.reveal(N("bzd-033"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N("bzd-033"))}:slot0`]);
    s.passTo("choose").expectZone(N("bzd-033"), "deck").endWithDecisionOpen();
    mark("bzd-033");
  });

  it("bzd-034 Furnace Heart and bzd-146 Greedy Maw pay for +2; bzd-044 Roaring Kettle exhausts for +2 and may not go to the Interzone", () => {
    for (const [id, payers] of [
      ["bzd-034", pay("choleric")],
      ["bzd-146", pay("hollow")],
    ] as const) {
      const s = match([id, ...payers], [], { bFirst: 9 });
      s.reveal(N(id), "BF");
      giveTo(s, "A");
      const tribute = findTribute(s.state, 0, { [id === "bzd-034" ? "choleric" : "hollow"]: 2 })!;
      s.act({ type: "activate", player: 0, card: s.id(N(id)), ability: 0, tribute: { cards: tribute } });
      settle(s);
      s.expectPower(N(id), demoCard(id).power + 2).endWithDecisionOpen();
    }
    const k = match(["bzd-044"], [], { bFirst: 6 });
    k.reveal(N("bzd-044"), "BF").activate("A", N("bzd-044"), 0);
    settle(k);
    k.expectPower(N("bzd-044"), 7).passTo("placement");
    k.check((x) => expect(x.decisionOf("A")!.options).toEqual([`${x.id(N("bzd-044"))}:deck`]));
    k.endWithDecisionOpen();
    mark("bzd-034", "bzd-146", "bzd-044");
  });

  it("bzd-039 Seething Kiln gains Grudge counters when you lose, removed for +2 each", () => {
    const s = match(["bzd-039"], [card({ name: "Big", power: 6 })], { bFirst: 1 });
    s.reveal(N("bzd-039"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N("bzd-039"))}:slot0`]);
    nextTurn(s, "af1", "Big");
    s.passTo("placement").choose("B", [`${s.id("Big")}:deck`]);
    s.check((x) => expect(x.state.cards[x.id(N("bzd-039"))]!.counters).toEqual({ Grudge: 1 }));
    nextTurn(s);
    giveTo(s, "A");
    s.activate("A", N("bzd-039"), 1, { x: 1 });
    settle(s);
    s.expectPower(N("bzd-039"), 5).endWithDecisionOpen();
    mark("bzd-039");
  });

  it("bzd-057 Cold Draftsman, bzd-087 Mirror Juggler: activated abilities with a tribute", () => {
    const s = match(["bzd-057", ...pay("vitreous")], [], { bFirst: 9 });
    s.reveal("AF", "BF").support("A", N("bzd-057")).pass("B").pass("A");
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: s.id(N("bzd-057")),
      ability: 0,
      targets: [s.id(N("bzd-057"))],
      tribute: { cards: findTribute(s.state, 0, { vitreous: 1 })! },
    });
    settle(s);
    s.expectPower(N("bzd-057"), 1).endWithDecisionOpen();
    const j = match(["bzd-087", ...pay("capricious")], [], { bFirst: 9 });
    j.reveal("AF", "BF").support("A", N("bzd-087")).pass("B").pass("A");
    giveTo(j, "A");
    j.act({
      type: "activate",
      player: 0,
      card: j.id(N("bzd-087")),
      ability: 0,
      targets: [j.id("AF"), j.id("BF")],
      tribute: { cards: findTribute(j.state, 0, { capricious: 2 })! },
    });
    settle(j);
    j.expectPower("AF", 9).expectPower("BF", 1).endWithDecisionOpen();
    mark("bzd-057", "bzd-087");
  });

  it("bzd-060 Icicle Advocate, bzd-173 Scorch the Retort, bzd-185 File It Away answer an opponent's Support", () => {
    for (const id of ["bzd-060", "bzd-173", "bzd-185"]) {
      const s = match(
        [id, ...pay(id === "bzd-060" ? "vitreous" : id === "bzd-173" ? "choleric" : "vitreous", 3)],
        [tiny("Tiny", 2)],
        { aFirst: 5, bFirst: 1 },
      );
      s.reveal("AF", "BF")
        .expectPriority("B")
        .support("B", "Tiny")
        .pass("A")
        .pass("B")
        .expectZone("Tiny", "confrontation");
      if (id === "bzd-060") {
        giveTo(s, "A");
        s.support("A", N(id)).pass("B").pass("A");
        settle(s);
        s.expectZone("Tiny", "deck").check((x) => expect(x.state.players[1].deck[0]).toBe(x.id("Tiny")));
      } else {
        cast(s, "A", N(id), ["Tiny"]);
        settle(s);
        s.expectZone("Tiny", id === "bzd-173" ? "limbo" : "deck");
      }
      s.endWithDecisionOpen();
    }
    mark("bzd-060", "bzd-173", "bzd-185");
  });

  it("bzd-069 Geometer of Nothing exhausts from the Interzone to put a Support on top of its deck", () => {
    const s = match(["bzd-069", tiny("Tiny")], [], { bFirst: 1 });
    s.reveal(N("bzd-069"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N("bzd-069"))}:slot0`]);
    nextTurn(s, "AF" in {} ? "AF" : "af1", "bf1");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    giveTo(s, "A");
    s.activate("A", N("bzd-069"), 0, { targets: ["Tiny"] });
    settle(s);
    s.expectZone("Tiny", "deck").endWithDecisionOpen();
    mark("bzd-069");
  });

  it("bzd-071 Regent of Everfrost, bzd-096 Queen of Thefts, bzd-209 Devour the Memory, bzd-197 Borrowed Courage take from the opposing Interzone", () => {
    for (const id of ["bzd-071", "bzd-096", "bzd-209", "bzd-197"]) {
      const wills = id === "bzd-209" ? pay("melancholic", 2) : id === "bzd-197" ? pay("capricious", 1) : [];
      const s = match([id, ...wills], [card({ name: "Keeper", power: 6 })], { aFirst: 1, bFirst: 2 });
      s.reveal("AF", "Keeper")
        .passTo("placement")
        .choose("B", [`${s.id("Keeper")}:slot0`]);
      if (id === "bzd-071" || id === "bzd-096") {
        nextTurn(s, N(id), "bf1");
        s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
        settle(s, [["Keeper"]]);
        s.expectZone("Keeper", id === "bzd-071" ? "deck" : "vessel");
      } else {
        nextTurn(s, "af1", "bf1");
        cast(s, "A", N(id), ["Keeper"]);
        settle(s);
        if (id === "bzd-209") s.expectZone("Keeper", "vessel");
        else {
          s.expectZone("Keeper", "confrontation").check((x) =>
            expect(x.state.cards[x.id("Keeper")]!.controller).toBe(0),
          );
          s.passTo("placement");
          s.expectZone("Keeper", "deck").check((x) => expect(x.state.players[1].deck.at(-1)).toBe(x.id("Keeper")));
        }
      }
      s.endWithDecisionOpen();
    }
    mark("bzd-071", "bzd-096", "bzd-209", "bzd-197");
  });

  /** A discards af1 with a free will so that the Limbo holds a manifestation. */
  const limboSetup = (id: string, o: { aFirst?: number; bFirst?: number } = {}) => {
    const s = match([dump, id], [], o);
    s.reveal("AF", "BF");
    cast(s, "A", "Dump");
    s.pass("B").pass("A");
    s.choose("A", ["af1"]).expectZone("af1", "limbo");
    return s;
  };
  it("bzd-100 Faded Lullaby returns a manifestation from the Limbo when it loses", () => {
    const s = limboSetup("bzd-100", { bFirst: 9 });
    s.support("A", N("bzd-100")).pass("B").pass("A");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectZone("af1", "hand").endWithDecisionOpen();
    mark("bzd-100");
  });
  it("bzd-109 Forgotten Swing recycles a Limbo manifestation to draw", () => {
    const s = limboSetup("bzd-109");
    s.support("A", N("bzd-109")).pass("B").pass("A");
    const hand = s.state.players[0].hand.length;
    settle(s, [["af1"]]);
    s.expectZone("af1", "deck")
      .expectHand("A", hand + 1)
      .endWithDecisionOpen();
    mark("bzd-109");
  });
  it("bzd-112 Grave Gardener Chains from the Limbo; the card is exiled when it leaves the field", () => {
    const s = limboSetup("bzd-112", { bFirst: 9 });
    s.support("A", N("bzd-112")).pass("B").pass("A");
    settle(s, [["af1"]]);
    s.expectZone("af1", "confrontation").check((x) =>
      expect(x.state.cards[x.id("af1")]!.memory).toEqual([{ on: "leavesField", dest: "exile" }]),
    );
    // B wins: instead of entering B's vessel, the Chained card is exiled.
    s.passTo("placement");
    s.expectZone("af1", "exile").endWithDecisionOpen();
    mark("bzd-112");
  });
  it("bzd-118 Mourning Procession counts the manifestations in your Limbo", () => {
    const s = limboSetup("bzd-118");
    s.support("A", N("bzd-118")).pass("B").pass("A");
    s.expectPower(N("bzd-118"), 4).endWithDecisionOpen();
    mark("bzd-118");
  });
  it("bzd-107 Sepia Portrait returns a Limbo manifestation when it wins", () => {
    const w = match([dump, "bzd-107"], [], { bFirst: 1 });
    w.reveal(N("bzd-107"), "BF");
    cast(w, "A", "Dump");
    w.pass("B").pass("A").choose("A", ["af1"]);
    w.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(w);
    w.expectZone("af1", "hand").endWithDecisionOpen();
    mark("bzd-107");
  });

  it("bzd-106 Tear Collector counts an opponent's discards from the Interzone", () => {
    const s = match(["bzd-106"], ["bzd-027"], { bFirst: 1 });
    s.reveal(N("bzd-106"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N("bzd-106"))}:slot0`]);
    nextTurn(s, "af1", N("bzd-027"));
    settle(s);
    s.check((x) => expect(x.state.cards[x.id(N("bzd-106"))]!.counters).toEqual({ Tear: 1 })).endWithDecisionOpen();
    mark("bzd-106");
  });

  it("bzd-128 Bridge of Light gives small hand cards Support from hand; bzd-169 Trellis of Patience Support", () => {
    const s = match(["bzd-128"], [], { bFirst: 1 });
    s.reveal(N("bzd-128"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N("bzd-128"))}:slot0`]);
    s.check((x) => expect(hasKeyword(x.state, x.id("af1"), "supportFromHand")).toBe(true));
    s.endWithDecisionOpen();
    const t = match(["bzd-169", ...pay("phlegmatic", 1)], [], { bFirst: 5 });
    t.reveal("AF", "BF");
    toEndPhase(t);
    cast(t, "A", N("bzd-169"));
    settle(t);
    t.expectZone(N("bzd-169"), "field").check((x) => expect(hasKeyword(x.state, x.id("af1"), "support")).toBe(true));
    t.endWithDecisionOpen();
    mark("bzd-128", "bzd-169");
  });

  it("bzd-141 Borrowed Husk is exiled from the winner's vessel and costs its owner 10 points", () => {
    const s = match(["bzd-141"], [], { bFirst: 9 });
    s.reveal(N("bzd-141"), "BF").passTo("placement");
    settle(s);
    s.expectZone(N("bzd-141"), "exile").expectEffectPoints("A", -10).endWithDecisionOpen();
    mark("bzd-141");
  });

  it("bzd-148 Numb Sleeper costs 5 at the end of the turn from the Interzone; bzd-153 Leaden Idol never goes there", () => {
    const s = match(["bzd-148"], [], { bFirst: 1 });
    s.reveal(N("bzd-148"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N("bzd-148"))}:slot0`]);
    s.passUntil((x) => x.phase === "endTurn" || x.phase === "choose");
    settle(s);
    s.expectEffectPoints("A", -5).endWithDecisionOpen();
    const i = match(["bzd-153"], [], { bFirst: 1 });
    i.reveal(N("bzd-153"), "BF").passTo("placement");
    i.check((x) => expect(x.decisionOf("A")!.options).toEqual([`${x.id(N("bzd-153"))}:deck`])).endWithDecisionOpen();
    mark("bzd-148", "bzd-153");
  });

  it("bzd-155 Bottomless Hunger grows when you pay tributes; bzd-157 Monolith of Indifference keeps its power", () => {
    const zapH = card({
      name: "ZapH",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 1 },
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
      },
    });
    const s = match(["bzd-155", zapH, card({ name: "Coin", t: "vitreous", power: 1 })], [], { bFirst: 1 });
    s.reveal(N("bzd-155"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N("bzd-155"))}:slot0`]);
    nextTurn(s, "AF", "bf1");
    giveTo(s, "A");
    s.play("A", "ZapH", { targets: ["bf1"], tribute: ["Coin"] });
    settle(s);
    s.expectPower(N("bzd-155"), 4)
      .check((x) => expect(x.state.cards[x.id(N("bzd-155"))]!.counters).toEqual({ Hunger: 1 }))
      .endWithDecisionOpen();
    const n = match(["bzd-157"], [zap], { bFirst: 9 });
    n.reveal(N("bzd-157"), "BF");
    cast(n, "B", "Zap", [N("bzd-157")]);
    settle(n);
    n.expectPower(N("bzd-157"), 6).endWithDecisionOpen();
    mark("bzd-155", "bzd-157");
  });

  it("bzd-159 Numb Abyss persists and makes its controller discard at the start of the turn", () => {
    const s = match(["bzd-159"], [], { bFirst: 1 });
    s.reveal(N("bzd-159"), "BF").passTo("end").expectZone(N("bzd-159"), "confrontation");
    s.passUntil((x) => x.turn === 2 && x.decisions.length > 0);
    s.expectDecision("A", "choose").decide("A", [s.decisionOf("A")!.options[0]!]);
    s.expectEvent({ type: "moved", from: "hand", to: "limbo", owner: 0 }).endWithDecisionOpen();
    mark("bzd-159");
  });

  it("bzd-166 Count the Seasons grows the Interzone for good; bzd-167 keeps the moved card there", () => {
    const s = match(["bzd-166", ...pay("phlegmatic", 2)], [], { aFirst: 3, bFirst: 1 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("A", [`${s.id("AF")}:slot0`]);
    s.passTo("end");
    cast(s, "A", N("bzd-166"));
    settle(s);
    s.expectPower("AF", 4).check((x) => expect(x.state.cards[x.id("AF")]!.counters).toEqual({ Growth: 1 }));
    s.passTo("choose").expectPower("AF", 4).endWithDecisionOpen();
    mark("bzd-166");
  });
});

describe("demo set persistent wills", () => {
  /** A plays the persistent will in turn 1's end phase (B won turn 1), then turn 2 is revealed. */
  function onField(
    id: string,
    extraA: (string | CardDef)[] = [],
    extraB: (string | CardDef)[] = [],
    reveal2?: [string, string],
  ) {
    const def = demoCard(id);
    const temps = Object.keys(def.cost);
    const payers = temps.flatMap((t) => pay(t, 2));
    const s = match([id, ...payers, ...extraA], extraB, { bFirst: 5 });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    if (reveal2) nextTurn(s, reveal2[0], reveal2[1]);
    return s;
  }

  it("bzd-168 Nursery of Echoes: +5 at the end of a turn with three manifestations in your Interzone", () => {
    const s = onField("bzd-168");
    giveTo(s, "A");
    for (const [i, n] of ["af1", "af2", "af3"].entries())
      s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(n), to: "interzone", slot: i } });
    s.passUntil((x) => x.phase !== "end");
    settle(s);
    s.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark("bzd-168");
  });

  it("bzd-170 Moss Cradle, bzd-181 Smoldering Spite, bzd-201 Weathervane of Moods exhaust for an effect", () => {
    for (const [id, target, check] of [
      ["bzd-170", "AF", (s: Scenario) => s.expectPower("AF2", 2)],
      ["bzd-181", "BF", (s: Scenario) => s.expectPower("BF2", 4)],
      ["bzd-201", "BF", (s: Scenario) => expect(temperamentOf(s.state, s.id("BF2"))).toBe("capricious")],
    ] as const) {
      const s = onField(
        id,
        [card({ name: "AF2", t: "hollow", power: 1 })],
        [card({ name: "BF2", t: "hollow", power: 5 })],
      );
      nextTurn(s, "AF2", "BF2");
      giveTo(s, "A");
      s.activate("A", N(id), 0, { targets: [target === "AF" ? "AF2" : "BF2"] });
      settle(s);
      check(s.check(() => undefined) as Scenario);
      s.endWithDecisionOpen();
    }
    mark("bzd-170", "bzd-181", "bzd-201");
  });

  it("bzd-171 Common Hearth and bzd-225 Halo of the Listener gain a counter each turn", () => {
    for (const [id, counter] of [
      ["bzd-171", "Kinship"],
      ["bzd-225", "Light"],
    ] as const) {
      const s = onField(id);
      nextTurn(s);
      s.check((x) => expect(x.state.cards[x.id(N(id))]!.counters).toEqual({ [counter]: 1 })).endWithDecisionOpen();
    }
    mark("bzd-171", "bzd-225");
  });

  it("bzd-182 Altar of the Red Tide: +2 to your strong manifestations there; bzd-214 Ashen Veil: −1 to the opposing First", () => {
    const s = onField("bzd-182", [card({ name: "Big", power: 4 })], [card({ name: "BF2", power: 3 })], ["Big", "BF2"]);
    s.expectPower("Big", 6).endWithDecisionOpen();
    const v = onField("bzd-214", [card({ name: "AF2", power: 2 })], [card({ name: "BF2", power: 3 })], ["AF2", "BF2"]);
    v.expectPower("BF2", 2).endWithDecisionOpen();
    mark("bzd-182", "bzd-214");
  });

  it("bzd-193 Glacial Archive: the hand limit is 8", () => {
    const s = onField("bzd-193");
    nextTurn(s);
    s.expectHand("A", 7)
      .check((x) => expect(x.state.players[0].hand.length + 1).toBe(8))
      .endWithDecisionOpen();
    mark("bzd-193");
  });

  it("bzd-226 Pact of Gratitude draws when you win; bzd-236 Idol of Indifference costs the loser 5", () => {
    const s = onField("bzd-226", [card({ name: "Big", power: 9 })], [], ["Big", "bf1"]);
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    const hand = s.state.players[0].hand.length;
    settle(s);
    s.expectHand("A", hand + 1).endWithDecisionOpen();
    const i = onField("bzd-236");
    i.passUntil((x) => x.phase !== "end");
    settle(i);
    i.expectEffectPoints("A", -5).endWithDecisionOpen();
    mark("bzd-226", "bzd-236");
  });
});

describe("demo set: more wills and persistent wills", () => {
  const zapAt = (name: string, cost: Record<string, number> = {}) =>
    card({
      name,
      type: "ephemeral_will",
      t: "hollow",
      cost,
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
      },
    });
  function onField(
    id: string,
    extraA: (string | CardDef)[] = [],
    extraB: (string | CardDef)[] = [],
    reveal2?: [string, string],
  ) {
    const def = demoCard(id);
    const payers = Object.keys(def.cost).flatMap((t) => pay(t, 2));
    const s = match([id, ...payers, ...extraA], extraB, { bFirst: 5 });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    if (reveal2) nextTurn(s, reveal2[0], reveal2[1]);
    return s;
  }
  const counters = (s: Scenario, id: string) => s.state.cards[s.id(N(id))]!.counters;

  it("bzd-131 Loom of Accord counts your non-transcendent Supports; three Hue counters: draw two and gain 5", () => {
    const s = match(["bzd-131", tiny()], [card({ name: "Big", power: 9 })], { bFirst: 1 });
    s.reveal(N("bzd-131"), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N("bzd-131"))}:slot0`]);
    nextTurn(s, "af1", "Big");
    s.support("A", "Tiny").pass("B").pass("A");
    settle(s);
    expect(counters(s, "bzd-131")).toEqual({ Hue: 1 });
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: s.id(N("bzd-131")), counter: "Hue", delta: 2 } });
    const hand = s.state.players[0].hand.length;
    s.activate("A", N("bzd-131"), 1);
    settle(s);
    s.expectHand("A", hand + 2)
      .expectEffectPoints("A", 5)
      .endWithDecisionOpen();
    mark("bzd-131");
  });

  it("bzd-177 Clench the Fists is played before the Revelation on the secret First Manifestation", () => {
    const s = match(["bzd-177", ...pay("choleric")], [], { aFirst: 2, bFirst: 3 });
    s.firsts("AF", "BF").expectPhase("beforeRevelation");
    cast(s, "A", N("bzd-177"));
    settle(s);
    s.passUntil((x) => x.phase === "reaction")
      .expectPower("AF", 4)
      .endWithDecisionOpen();
    mark("bzd-177");
  });

  it("bzd-179 Ember Banner gains Ardor when your First is the stronger one, spent for +2", () => {
    const s = onField("bzd-179", [card({ name: "Big", t: "hollow", power: 4 })], [], ["Big", "bf1"]);
    settle(s);
    expect(counters(s, "bzd-179")).toEqual({ Ardor: 1 });
    giveTo(s, "A");
    s.activate("A", N("bzd-179"), 1, { targets: ["Big"] });
    settle(s);
    s.expectPower("Big", 6).endWithDecisionOpen();
    mark("bzd-179");
  });

  it("bzd-180 Furnace of Grudges: a Grudge counter per lost confrontation, turned into First power at the Revelation", () => {
    const s = onField(
      "bzd-180",
      [card({ name: "Low", t: "hollow", power: 1 })],
      [card({ name: "Big", power: 9 })],
      ["Low", "Big"],
    );
    s.passTo("placement").choose("B", [`${s.id("Big")}:deck`]);
    settle(s);
    expect(counters(s, "bzd-180")).toEqual({ Grudge: 1 });
    nextTurn(s);
    settle(s);
    s.check((x) => {
      const first = x.state.players[0].confrontation[0]!;
      expect(powerOf(x.state, first)).toBe(x.state.defs[x.state.cards[first]!.def]!.power + 1);
      expect(x.state.cards[x.id(N("bzd-180"))]!.counters).toEqual({ Grudge: 0 });
    });
    s.endWithDecisionOpen();
    mark("bzd-180");
  });

  it("bzd-184 Cold Rebuttal, bzd-194 Cut the Thread, bzd-221 Moment of Clarity neutralize an ephemeral will", () => {
    for (const id of ["bzd-184", "bzd-194", "bzd-221"]) {
      const temp = Object.keys(demoCard(id).cost)[0]!;
      const s = match([id, ...pay(temp, 2)], [zapAt("Zap")], { aFirst: 5, bFirst: 1 });
      s.reveal("AF", "BF");
      cast(s, "B", "Zap", ["AF"]);
      s.expectPriority("A");
      const x = s.id(N(id));
      const tribute = findTribute(s.state, 0, demoCard(id).cost, [x])!;
      s.act({
        type: "playWill",
        player: 0,
        card: x,
        targets: [`S${s.state.stack[0]!.id}`],
        tribute: { cards: tribute },
      });
      settle(s);
      s.expectPower("AF", 5).expectEvent({ type: "neutralized" });
      if (id === "bzd-184") s.check((y) => expect(y.state.players[1].deck[0]).toBe(y.id("Zap")));
      else s.expectZone("Zap", "limbo");
      s.endWithDecisionOpen();
    }
    mark("bzd-184", "bzd-194", "bzd-221");
  });

  it("bzd-190 Lens of Foresight looks at the top card each turn; bzd-191 Crystal Ledger counts opposing wills", () => {
    const s = onField("bzd-190");
    nextTurn(s);
    expect(s.events.filter((e) => e.type === "looked" && e.player === 0)).toHaveLength(1);
    s.endWithDecisionOpen();
    const l = onField("bzd-191", [], [zapAt("Zap")], ["af1", "bf1"]);
    cast(l, "B", "Zap", ["af1"]);
    settle(l);
    expect(counters(l, "bzd-191")).toEqual({ Insight: 1 });
    l.endWithDecisionOpen();
    mark("bzd-190", "bzd-191");
  });

  it("bzd-192 Pane of Stillness puts a small Confrontation Zone card on top of its deck", () => {
    const more = [card({ name: "Blue1", t: "vitreous", power: 3 })];
    const s = onField("bzd-192", more, [], ["af1", "bf1"]);
    giveTo(s, "A");
    s.activate("A", N("bzd-192"), 0, { targets: ["bf1"], tribute: ["Blue1"] });
    settle(s);
    s.expectZone("bf1", "deck").endWithDecisionOpen();
    mark("bzd-192");
  });

  it("bzd-196 Feigned Stumble, bzd-199 Switch the Cups, bzd-200 Topsy-Turvy, bzd-206 Fading Hue", () => {
    const f = match(["bzd-196", ...pay("capricious", 1)], [tiny("Tiny", 1)], { aFirst: 4, bFirst: 3 });
    f.reveal("AF", "BF").expectPriority("B").support("B", "Tiny").pass("A").pass("B");
    cast(f, "A", N("bzd-196"), ["AF"]);
    settle(f);
    f.expectPower("AF", 7).endWithDecisionOpen();
    const c = match(["bzd-199", tiny(), ...pay("capricious", 1)], [], { bFirst: 9 });
    c.reveal("AF", "BF").support("A", "Tiny").pass("B").pass("A");
    cast(c, "A", N("bzd-199"), ["Tiny"]);
    settle(c, [["Tiny"]]);
    c.expectZone("Tiny", "confrontation")
      .expectEvent({ type: "moved", card: c.id("Tiny"), from: "confrontation", to: "hand" })
      .endWithDecisionOpen();
    const t = match(["bzd-200", ...pay("capricious", 1)], [], { aFirst: 2, bFirst: 2, bT: "vitreous" });
    t.reveal("AF", "BF");
    cast(t, "A", N("bzd-200"));
    settle(t);
    t.passUntil((x) => x.phase === "resolution")
      .expectEvent({ type: "confrontation", winner: 1, byTemperament: true })
      .endWithDecisionOpen();
    const h = match([dump, "bzd-206", ...pay("melancholic", 1)], [], { bFirst: 5 });
    h.reveal("AF", "BF");
    cast(h, "A", "Dump");
    settle(h, [["af1"]]);
    cast(h, "A", N("bzd-206"), ["BF"]);
    settle(h);
    h.expectPower("BF", 4).endWithDecisionOpen();
    mark("bzd-196", "bzd-199", "bzd-200", "bzd-206");
  });

  it("bzd-202 Trapdoor Stage weakens an opposing Support; bzd-212 Willow of Lament counts opposing discards", () => {
    const s = onField("bzd-202", [], [tiny("Tiny", 3)], ["af1", "bf1"]);
    giveTo(s, "B");
    s.support("B", "Tiny").pass("A").pass("B");
    settle(s);
    s.expectPower("Tiny", 1).endWithDecisionOpen();
    const w = onField("bzd-212", [], ["bzd-027"], ["af1", N("bzd-027")]);
    settle(w);
    expect(counters(w, "bzd-212")).toEqual({ Sorrow: 1 });
    w.endWithDecisionOpen();
    mark("bzd-202", "bzd-212");
  });

  it("bzd-203 Magpie's Nest: a Trinket counter when your manifestation enters an opposing vessel", () => {
    const s = onField("bzd-203", [], [card({ name: "Big", power: 9 })], ["af1", "Big"]);
    s.passTo("placement");
    settle(s);
    expect(counters(s, "bzd-203")).toEqual({ Trinket: 1 });
    s.endWithDecisionOpen();
    mark("bzd-203");
  });

  it("bzd-213 Faded Portrait returns a Limbo manifestation when you lost; bzd-239 Tidal Memory recycles one", () => {
    const s = onField("bzd-213");
    const limbo = s.state.players[0].limbo.filter(
      (id) => s.state.defs[s.state.cards[id]!.def]!.type === "manifestation",
    );
    expect(limbo.length).toBeGreaterThan(0);
    s.passUntil((x) => x.phase !== "end");
    settle(s);
    s.check((x) => expect(x.state.cards[limbo[0]!]!.zone).toBe("hand")).endWithDecisionOpen();
    const t = onField("bzd-239");
    const payer = t.state.players[0].limbo.find(
      (id) => t.state.defs[t.state.cards[id]!.def]!.type === "manifestation",
    )!;
    t.passUntil((x) => x.phase !== "end");
    settle(t, [[payer]]);
    t.check((x) => expect(x.state.cards[payer]!.zone).toBe("deck")).endWithDecisionOpen();
    mark("bzd-213", "bzd-239");
  });

  it("bzd-215 Reliquary of Lost Things exiles a Limbo manifestation for −2; bzd-216 Dried Herbarium counts your discards", () => {
    const s = onField("bzd-215", [], [], ["af1", "bf1"]);
    const fodder = s.state.players[0].limbo.find(
      (id) => s.state.defs[s.state.cards[id]!.def]!.type === "manifestation",
    )!;
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: s.id(N("bzd-215")),
      ability: 0,
      targets: [s.id("bf1")],
      tribute: { cards: [] },
      extra: [fodder],
    });
    settle(s);
    s.expectZone("bf1", "limbo")
      .check((x) => expect(x.state.cards[fodder]!.zone).toBe("exile"))
      .endWithDecisionOpen();
    const h = onField("bzd-216", [dump], [], ["af1", "bf1"]);
    cast(h, "A", "Dump");
    settle(h);
    expect(counters(h, "bzd-216")).toEqual({ Memory: 1 });
    h.endWithDecisionOpen();
    mark("bzd-215", "bzd-216");
  });

  it("bzd-220 Shared Understanding returns the stalemate zone to the decks; bzd-224 Dais of Reconciliation rewards a stalemate", () => {
    const s = match(["bzd-220", ...pay("transcendent", 1)], [], { aFirst: 2, bFirst: 2 });
    s.reveal("AF", "BF").passTo("end").expectZone("AF", "stalemate");
    giveTo(s, "A");
    cast(s, "A", N("bzd-220"));
    settle(s);
    s.expectZone("AF", "deck").expectZone("BF", "deck").expectEffectPoints("A", 5).endWithDecisionOpen();
    const d = onField("bzd-224", [card({ name: "Even", power: 1 })], [], ["Even", "bf1"]);
    d.passTo("end");
    settle(d);
    d.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark("bzd-220", "bzd-224");
  });

  it("bzd-231 Scrape the Bottom exiles two Limbo cards for 3 hollow essence; bzd-233 Swallowing Void removes a persistent will", () => {
    const s = match([dump, "bzd-231"], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", "Dump");
    settle(s, [["af1"]]);
    const limbo = [...s.state.players[0].limbo];
    expect(limbo).toHaveLength(2);
    giveTo(s, "A");
    s.act({ type: "playWill", player: 0, card: s.id(N("bzd-231")), tribute: { cards: [] }, extra: limbo });
    settle(s);
    s.check((x) => expect(x.state.players[0].essence).toEqual({ hollow: 3 })).endWithDecisionOpen();
    const v = match(["bzd-233", ...pay("hollow", 1)], ["bzd-193", ...pay("vitreous", 1)], { bFirst: 5 });
    v.reveal("AF", "BF");
    toEndPhase(v);
    cast(v, "B", N("bzd-193"));
    settle(v);
    nextTurn(v, "af1", "bf1");
    cast(v, "A", N("bzd-233"), [N("bzd-193")]);
    settle(v);
    v.expectZone(N("bzd-193"), "deck").endWithDecisionOpen();
    mark("bzd-231", "bzd-233");
  });

  it("bzd-234 Engine of Apathy, bzd-235 Hoarder's Jar, bzd-237 Garden of Remembrance, bzd-238 Powder Keg Carnival", () => {
    const mid = card({ name: "Mid", t: "vitreous", power: 5 });
    const e = onField("bzd-234", [mid], [], ["Mid", "bf1"]);
    giveTo(e, "A");
    const hand = e.state.players[0].hand.length;
    e.activate("A", N("bzd-234"), 0);
    settle(e);
    e.expectHand("A", hand + 1)
      .expectEffectPoints("A", -5)
      .endWithDecisionOpen();
    const j = onField(
      "bzd-235",
      [zapAt("Zap2", { hollow: 1 }), card({ name: "Coin3", t: "vitreous", power: 3 }), mid],
      [],
      ["Mid", "bf1"],
    );
    giveTo(j, "A");
    j.play("A", "Zap2", { targets: ["bf1"], tribute: ["Coin3"] });
    settle(j);
    expect(counters(j, "bzd-235")).toEqual({ Residue: 1 });
    j.endWithDecisionOpen();
    const g = onField("bzd-237", [], [zapAt("Zap")], ["af1", "bf1"]);
    cast(g, "B", "Zap", ["af1"]);
    settle(g);
    g.expectZone("af1", "limbo");
    expect(counters(g, "bzd-237")).toEqual({ Sprout: 1 });
    g.endWithDecisionOpen();
    const k = onField("bzd-238", [zapAt("Zap")], [], ["af1", "bf1"]);
    cast(k, "A", "Zap", ["bf1"]);
    settle(k);
    k.expectZone("bf1", "limbo").expectPower("af1", 2).endWithDecisionOpen();
    mark("bzd-234", "bzd-235", "bzd-237", "bzd-238");
  });
});

describe("demo set cards (rewritten texts: persistent wills)", () => {
  const zapAt = (name: string, cost: Record<string, number> = {}) =>
    card({
      name,
      type: "ephemeral_will",
      t: "hollow",
      cost,
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
      },
    });
  /** The will on A's field after turn 1, then turn 2 revealed; `seed` varies the match's PRNG (dice). */
  function onField(id: string, extraA: CardDef[] = [], extraB: CardDef[] = [], reveal2?: [string, string], seed = 1) {
    const def = demoCard(id);
    const payers = Object.keys(def.cost).flatMap((t) => pay(t, 2));
    const a = [card({ name: "AF", t: "phlegmatic", power: 1 }), def, ...payers, ...extraA, ...filler("af", 4)];
    const b = [card({ name: "BF", t: "phlegmatic", power: 5 }), ...extraB, ...filler("bf", 4)];
    const s = scenario({ A: a, B: b, padTo: 26, seed });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    if (reveal2) nextTurn(s, reveal2[0], reveal2[1]);
    return s;
  }

  it("bzd-204 Dice of Spite exhausts and rolls: on 4+ it neutralizes an ephemeral will targeting your manifestation", () => {
    const rolls: number[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = onField(
        "bzd-204",
        [card({ name: "Guard", t: "hollow", power: 4 })],
        [zapAt("Zap")],
        ["Guard", "bf1"],
        seed,
      );
      const before = powerOf(s.state, s.id("Guard"));
      cast(s, "B", "Zap", ["Guard"]);
      s.expectPriority("A");
      s.act({
        type: "activate",
        player: 0,
        card: s.id(N("bzd-204")),
        ability: 0,
        targets: [`S${s.state.stack[0]!.id}`],
        tribute: { cards: [] },
      });
      settle(s);
      const rolled = s.events.find((e) => e.type === "rolled");
      expect(rolled && rolled.type === "rolled" && rolled.sides).toBe(6);
      const value = rolled && rolled.type === "rolled" ? rolled.value : 0;
      rolls.push(value);
      s.check((x) => expect(x.state.cards[x.id(N("bzd-204"))]!.exhausted).toBe(true)).expectZone("Zap", "limbo");
      s.expectPower("Guard", value >= 4 ? before : before - 1);
      if (value >= 4) s.expectEvent({ type: "neutralized" });
      s.endWithDecisionOpen();
    }
    // Both outcomes of the die were exercised.
    expect(rolls.some((v) => v >= 4) && rolls.some((v) => v < 4)).toBe(true);
    mark("bzd-204");
  });

  it("bzd-223 Lantern of Accord exhausts for 1 {T} excess essence, which pays a symbol of another temperament", () => {
    const s = onField("bzd-223", [zapAt("Zap2", { vitreous: 1 })], [], ["af1", "bf1"]);
    giveTo(s, "A");
    s.activate("A", N("bzd-223"), 0);
    settle(s);
    s.check((x) => expect(x.state.players[0].essence).toEqual({ transcendent: 1 })).check((x) =>
      expect(x.state.cards[x.id(N("bzd-223"))]!.exhausted).toBe(true),
    );
    giveTo(s, "A");
    // Zap2 costs {B} and is paid by the {T} excess essence alone: bf1 (power 1) drops to 0 and is destroyed.
    s.play("A", "Zap2", { targets: ["bf1"], tribute: [] });
    settle(s);
    s.expectZone("Zap2", "limbo")
      .expectZone("bf1", "limbo")
      .check((x) => expect(x.state.players[0].essence.transcendent ?? 0).toBe(0));
    s.endWithDecisionOpen();
    mark("bzd-223");
  });

  it("bzd-240 Puppeteer's Crossbar returns your manifestation to hand and Chains one from your Interzone", () => {
    const s = onField("bzd-240", [card({ name: "Puppet", t: "hollow", power: 4 })], [], ["af1", "bf1"]);
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("Puppet"), to: "interzone", slot: 0 } });
    s.expectZone("Puppet", "interzone");
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: s.id(N("bzd-240")),
      ability: 0,
      targets: [s.id("af1")],
      tribute: { cards: findTribute(s.state, 0, { vitreous: 1 })! },
    });
    settle(s);
    s.expectZone("af1", "hand")
      .expectZone("Puppet", "confrontation")
      .check((x) => expect(x.state.cards[x.id("Puppet")]!.enteredAs).toBe("support"));
    s.check((x) => expect(x.state.cards[x.id(N("bzd-240"))]!.exhausted).toBe(true)).endWithDecisionOpen();
    mark("bzd-240");
  });
});

describe("demo set coverage of tests", () => {
  it("keyword-only demo cards carry the keywords their text states", () => {
    const raw = rawSet(DEMO_FILE);
    const kwOnly = raw.filter((c) => c.effect && readKeywords(c.effect).rest === "");
    expect(kwOnly.length).toBe(11);
    for (const c of kwOnly) {
      const def = demoSet().byId[c.id]!;
      expect(def.automation).toBe("automated");
      if (/Support from hand/.test(c.effect!)) expect(def.script.keywords).toContain("supportFromHand");
      else if (/Support\./.test(c.effect!)) expect(def.script.keywords).toContain("support");
      if (/Cannot be played as First/.test(c.effect!)) expect(def.script.keywords).toContain("noFirst");
      if (/^Persist/m.test(c.effect!)) expect(def.script.keywords).toContain("persist");
      tested.add(c.id);
    }
  });

  it("every scripted demo card has a test", () => {
    expect(Object.keys(DEMO_SCRIPTS).filter((id) => !tested.has(id))).toEqual([]);
    expect(Object.keys(DEMO_MANUAL).every((id) => !(id in DEMO_SCRIPTS))).toBe(true);
  });
});
