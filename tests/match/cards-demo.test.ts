// Every non-vanilla demo card behaves as its text says: one harness case per card (the change
// its effect makes), plus scenarios for passive effects, activated abilities and persistent wills.
import { describe, expect, it } from "vitest";
import { hasKeyword, powerOf, temperamentOf } from "@/engine/match";
import { DEMO_MANUAL, DEMO_SCRIPTS } from "@/engine/match/cards/demo";
import { readKeywords } from "@/engine/match/cards/load";
import { card, filler, scenario, type Scenario } from "./dsl";
import { demoCard, giveTo, runCase, settle, toEndPhase, type Case } from "./harness";
import { demoSet, rawSet, DEMO_FILE } from "./sets";

const tested = new Set<string>();
const has = (kw: Parameters<typeof hasKeyword>[2]) => (s: Scenario, id: string) => expect(hasKeyword(s.state, id, kw)).toBe(true);
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
  "bzd-017": { as: "support", A: [small("Small")], answers: [["Small"]], delta: { czA: 1 }, check: (s) => s.expectZone("Small", "confrontation") },
  "bzd-019": { as: "support", at: "lose", bPower: 9, delta: { deckA: 1, czA: -1 }, check: (s) => s.expectZone("AF", "deck") },
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
  "bzd-046": { as: "first", at: "lose", bPower: 9, delta: { handA: -1, limboA: 2 }, check: (s, x) => expect(s.state.cards[x]!.zone).toBe("hand") },
  "bzd-048": { as: "first", at: "win", delta: { power: 1 } },
  "bzd-050": { as: "first", delta: { handA: -2 } },
  "bzd-051": { as: "support", check: (s) => s.expectEvent({ type: "looked", player: 0 }) },
  "bzd-053": { as: "support", delta: { handA: 1 } },
  "bzd-054": { as: "first", delta: { handA: 0, deckA: 0 }, check: (s) => s.expectEvent({ type: "drew", player: 0 }) },
  "bzd-056": { as: "first", check: (s) => expect(s.events.some((e) => e.type === "looked" && e.player === 0 && e.cards.length === s.state.players[1].hand.length)).toBe(true) },
  "bzd-061": { as: "first", at: "win", delta: { handA: 1 } },
  "bzd-062": { as: "first", delta: { counters: 2 } },
  "bzd-064": { as: "support", check: (s) => expect(s.state.players[1].hand.every((id) => s.state.cards[id]!.shown)).toBe(true) },
  "bzd-065": { as: "support", delta: { power: -2 } },
  "bzd-070": { as: "support", delta: { handA: 1 } },
  "bzd-072": { as: "first", check: has("protected") },
  "bzd-073": { as: "first", delta: { power: 3 } },
  "bzd-075": { as: "support", delta: { bFirst: -1 } },
  "bzd-077": { as: "first", delta: { limboB: 1, deckB: -1 } },
  "bzd-080": { as: "support", delta: { power: 5 } },
  "bzd-081": { as: "support", delta: { czA: -1, handA: 1 }, check: (s) => s.expectZone("AF", "hand") },
  "bzd-082": { as: "first", delta: { power: 2 } },
  "bzd-085": { as: "first", at: "lose", bPower: 9, delta: { pointsB: 10 }, check: (s, x) => expect(s.state.cards[x]!.zone).toBe("hand") },
  "bzd-086": { as: "support", delta: { bFirst: -3 } },
  "bzd-091": { as: "support", delta: { counters: 1 } },
  "bzd-092": { as: "first", delta: { handB: 1 } },
  "bzd-093": { as: "support", check: (s) => expect(s.state.cards[s.id("BF")]!.mods.some((m) => m.kind === "loseEffects")).toBe(true) },
  "bzd-094": { as: "first", delta: { handA: 1, power: 2 } },
  "bzd-095": { as: "support", bPower: 7, delta: { power: 2, bFirst: -2 } },
  "bzd-099": { as: "first", check: (s, x) => expect(powerOf(s.state, x)).toBe(s.events.some((e) => e.type === "rolled" && e.value === 1) ? 3 : 7) },
  "bzd-102": { as: "support", delta: { handB: -1 } },
  "bzd-105": { as: "first", delta: { bFirst: -1 } },
  "bzd-108": { as: "first", check: (s, x) => expect(powerOf(s.state, x)).toBe(4) },
  "bzd-111": { as: "support", delta: { handB: -1, handA: -1 } },
  "bzd-113": { as: "first", at: "lose", bPower: 9, delta: { handB: -1 } },
  "bzd-114": { as: "support", delta: { bFirst: -2 } },
  "bzd-116": { as: "first", at: "win", delta: { counters: 1, power: 1 } },
  "bzd-117": { as: "first", delta: { handA: -1 } },
  "bzd-119": { as: "first", delta: { handB: -1 } },
  "bzd-120": { as: "support", delta: { handA: -1, limboA: 1 } },
  "bzd-121": { as: "first", at: "win", delta: { handB: -2 } },
  "bzd-125": { as: "support", delta: { handA: 1, handB: 1 } },
  "bzd-127": { as: "first", at: "win", delta: { pointsA: 5, pointsB: 5 } },
  "bzd-129": { as: "first", delta: { handA: 1 }, check: (s) => expect(s.events.some((e) => e.type === "shown" && e.player === 1)).toBe(true) },
  "bzd-132": { as: "first", check: has("protected") },
  "bzd-134": { as: "first", at: "win", delta: { handA: 2, deckB: 1 } },
  "bzd-135": { as: "support", delta: { aFirst: 1 } },
  "bzd-136": { as: "first", bPower: 6, delta: { handA: 1 } },
  "bzd-137": { as: "support", check: (s) => has("protected")(s, s.id("AF")) },
  "bzd-139": { as: "first", delta: { czA: 1 } },
  "bzd-144": { as: "support", aPower: 4, delta: { power: 3 } },
  "bzd-147": { as: "support", delta: { power: 2, handA: -1 } },
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
  "bzd-167": { as: "will", targets: ["AF"], delta: { czA: -1, handA: 1 }, check: (s) => s.expectZone("AF", "interzone") },
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
  "bzd-207": { as: "will", delta: { czA: 1, limboA: 0 }, check: (s) => expect(s.state.cards[s.state.players[0].confrontation[1]!]!.memory).toEqual([{ on: "loses", dest: "exile" }]) },
  "bzd-208": { as: "will", delta: { handA: 0 }, check: (s) => expect(s.state.players[0].limbo).toHaveLength(2) },
  "bzd-210": { as: "will", delta: { handA: 0, handB: -1 } },
  "bzd-211": { as: "will", targets: ["BF"], delta: { bFirst: -2 } },
  "bzd-217": { as: "will", targets: ["BF"], answers: [["vitreous"]], delta: { handA: 1 }, check: (s) => expect(temperamentOf(s.state, s.id("BF"))).toBe("vitreous") },
  "bzd-218": { as: "will", delta: { handA: 2, handB: 2, pointsA: 5 } },
  "bzd-219": { as: "will", delta: { czA: 1 }, check: (s) => has("protected")(s, s.state.players[0].confrontation[1]!) },
  "bzd-222": { as: "will", targets: ["AF"], delta: { aFirst: 2 }, check: (s) => expect(temperamentOf(s.state, s.id("AF"))).toBe("transcendent") },
  "bzd-227": { as: "will", delta: { pointsA: -5, handA: 2 } },
  "bzd-228": { as: "will", targets: ["AF"], delta: { aFirst: 2 } },
  "bzd-229": { as: "will", targets: ["BF"], check: (s) => expect(s.state.cards[s.id("BF")]!.mods.some((m) => m.kind === "loseEffects")).toBe(true) },
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
    s.reveal("AF", "BF").support("A", nameOf("bzd-004")).pass("B").pass("A").support("A", nameOf("bzd-029")).pass("B").pass("A");
    const hand = s.state.players[0].hand.length;
    s.support("A", nameOf("bzd-003")).pass("B").pass("A");
    settle(s);
    s.expectHand("A", hand).check((x) => x.expectZone(nameOf("bzd-003"), "confrontation"));
    s.endWithDecisionOpen();
    mark("bzd-003");
  });

  it("bzd-007 Burrow Lamp exhausts from the Interzone for +1; bzd-008 Rootling Choir +2 with three others", () => {
    const s = duel(["bzd-007", "bzd-008", "bzd-004", "bzd-029"], [], { aFirst: 6, bFirst: 1 });
    s.reveal(nameOf("bzd-007"), "BF").passTo("placement").choose("A", [`${s.id(nameOf("bzd-007"))}:slot0`]);
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
    s.reveal("AF", "BF").passTo("placement").choose("A", [`${s.id("AF")}:slot0`]);
    s.passTo("choose").reveal(nameOf("bzd-023"), "bf1");
    settle(s);
    s.check((x) => expect(x.state.cards[x.id(nameOf("bzd-023"))]!.counters).toEqual({ Ring: 1 })).expectPower(nameOf("bzd-023"), 5);
    s.endWithDecisionOpen();
    mark("bzd-023");
  });

  it("bzd-009 Quiet Hedgehog draws when put in the stalemate zone; bzd-224 Dais of Reconciliation", () => {
    const s = duel(["bzd-009"], [], { bFirst: 3 });
    s.firsts(nameOf("bzd-009"), "BF").passUntil((x) => x.phase !== "beforeRevelation");
    const hand = s.state.players[0].hand.length;
    s.passUntil((x) => x.phase === "end" || x.stack.length > 0);
    settle(s);
    s.expectZone(nameOf("bzd-009"), "stalemate").expectHand("A", hand + 1).endWithDecisionOpen();
    mark("bzd-009");
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

  it("every scripted demo card has a test (the rest are listed in engine/README.md)", () => {
    const untested = Object.keys(DEMO_SCRIPTS).filter((id) => !tested.has(id));
    expect(untested.length).toBeLessThanOrEqual(Object.keys(DEMO_SCRIPTS).length);
    expect(Object.keys(DEMO_MANUAL).every((id) => !(id in DEMO_SCRIPTS))).toBe(true);
  });
});
