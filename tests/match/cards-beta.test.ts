// The Beta cards we encoded (engine/match/cards/beta.ts) behave as their text says: one harness
// case per card (the change its effect makes) and scenarios for the rest. Cards are named by
// collection number; the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { checkTribute, hasKeyword, powerOf, temperamentOf, type CardDef } from "@/engine/match";
import { BETA_SCRIPTS } from "@/engine/match/cards/beta";
import { card, filler, scenario, type Scenario } from "./dsl";
import { runCase, settle, type Case } from "./harness";
import { betaSet } from "./sets";

const tested = new Set<string>();
export const beta = (n: number): CardDef => {
  const def = betaSet().cards[n - 1];
  if (!def) throw new Error(`no Beta card #${n}`);
  return def;
};
const has = (kw: Parameters<typeof hasKeyword>[2]) => (s: Scenario, id: string) => expect(hasKeyword(s.state, id, kw)).toBe(true);
const small = (name: string, power = 2) => card({ name, t: "hollow", power, points: 5 });
const mods = (s: Scenario, name: string) => s.state.cards[s.id(name)]!.mods.map((m) => m.kind);

const CASES: Record<number, Case> = {
  3: { as: "support", at: "win", delta: { vesselB: 1, pointsB: 10 } },
  11: { as: "support", delta: { czB: 1, handB: -1 } },
  13: { as: "support", delta: { aFirst: 2 } },
  22: { as: "first", A: [small("Small")], answers: [["Small"]], delta: { czA: 1 }, check: (s) => expect(s.state.cards[s.id("Small")]!.memory).toEqual([{ on: "wins", dest: "vessel" }]) },
  23: { as: "first", delta: { czA: 1, deckA: -1 } },
  27: { as: "first", delta: { czA: 1, czB: 1 } },
  37: { as: "will", targets: ["P1"], delta: { pointsA: 5 } },
  40: { as: "will", targets: ["AF"], delta: { aFirst: 1 } },
  45: { as: "will", delta: { handA: 3, pointsA: 0 } },
  52: { as: "support", delta: { handA: 1 } },
  55: { as: "support", delta: { czA: -1, handA: 1 }, check: (s) => expect(s.state.cards[s.id("AF")]!.lockedTurn).toBe(s.state.turn) },
  61: { as: "first", at: "win", check: (s) => expect(s.state.players[0].essence).toEqual({ transcendent: 4 }) },
  67: { as: "first", delta: { counters: 4 } },
  72: { as: "first", check: (s, x) => expect(powerOf(s.state, x)).toBe(1 + s.state.players[0].hand.length) },
  73: { as: "first", A: [small("Small")], answers: [["Small"]], delta: { czA: 1, handA: 0 } },
  74: { as: "first", at: "win", delta: { handA: -1 } },
  83: { as: "will", delta: { handA: 1 } },
  84: { as: "will", targets: ["BF"], delta: { czB: -1, deckB: 1 } },
  89: { as: "will", targets: ["AF"], check: (s) => has("persist")(s, s.id("AF")) },
  93: { as: "will", targets: ["BF"], delta: { czB: -1, deckB: 1 } },
  104: { as: "support", answers: [["P1"]], delta: { handB: -1 } },
  118: { as: "first", A: [small("Small")], answers: [["Small"]], delta: { czA: 1, limboA: 2 } },
  129: { as: "first", delta: { pointsA: -20 }, check: has("noTribute") },
  130: { as: "will", targets: ["BF"], delta: { czB: -1 } },
  135: { as: "will", targets: ["P1", "BF"], delta: { bFirst: -3, deckB: -3 } },
  139: { as: "will", targets: ["P1"], delta: { pointsA: -5, handB: -1 } },
  159: { as: "first", at: "win", delta: { czB: -1 } },
  169: { as: "first", check: (s) => expect(mods(s, "BF")).toContain("loseEffects") },
  178: { as: "will", delta: { bFirst: -4 } },
  183: { as: "will", delta: { czA: -1, czB: -1 } },
  198: { as: "support", check: (s, x) => expect(powerOf(s.state, x)).toBe(3) },
  206: { as: "first", check: (s) => expect(s.state.flags["noSupport:0"]).toBe(s.state.turn) },
  207: { as: "first", check: (s, x) => expect(powerOf(s.state, x)).toBe(4) },
  210: { as: "first", at: "lose", bPower: 9, delta: { czB: -1 } },
  218: { as: "support", delta: { bFirst: -2 } },
  226: { as: "will", aPower: 3, delta: { aFirst: -1, bFirst: -1 } },
  228: { as: "will", targets: ["BF"], delta: { bFirst: -3 } },
  229: { as: "will", targets: ["AF"], delta: { aFirst: 6 }, check: (s) => expect(s.state.cards[s.id("AF")]!.memory).toEqual([{ on: "wins", dest: "exile" }]) },
  256: { as: "support", delta: { deckA: -1, limboA: 1 } },
  260: { as: "first", check: (s, x) => { const v = s.events.find((e) => e.type === "rolled"); expect(powerOf(s.state, x)).toBe(v && v.type === "rolled" && v.value % 2 === 0 ? 10 : 2); } },
  263: { as: "support", check: (s) => expect(mods(s, "AF")).toContain("loseEffects") },
  265: { as: "first", check: (s, x) => { const v = s.events.find((e) => e.type === "rolled"); expect(v).toBeDefined(); expect(powerOf(s.state, x)).toBe(3 + (v && v.type === "rolled" ? v.value : 0)); } },
  266: { as: "will", targets: ["AF"], delta: { aFirst: 3 } },
  267: { as: "will", delta: { handA: 3 } },
  269: { as: "will", delta: { handA: -1 }, check: (s) => expect(s.state.players[0].interzone.filter(Boolean)).toHaveLength(1) },
  272: { as: "will", targets: ["BF"], delta: { bFirst: -1 } },
  274: { as: "will", targets: ["BF"], check: (s) => { const v = s.events.find((e) => e.type === "rolled"); const r = v && v.type === "rolled" ? v.value : 0; if (r <= 2) s.expectZone("BF", "limbo"); else if (r === 3) expect(temperamentOf(s.state, s.id("BF"))).toBe("hollow"); else s.expectPower("BF", r === 6 ? 8 : 7); } },
  275: { as: "will", targets: ["AF"], delta: { aFirst: 1 } },
  278: { as: "will", delta: { pointsA: -10, czA: 1 } },
  281: { as: "will", delta: { handA: 1 } },
  282: { as: "will", targets: ["BF"], delta: { czB: -1, exileB: 1 } },
  292: { as: "will", targets: ["BF"], delta: { bFirst: -1, pointsB: -5 }, check: (s) => expect(temperamentOf(s.state, s.id("BF"))).toBe("hollow") },
  299: { as: "will", check: (s) => has("protected")(s, s.id("AF")) },
};

describe("Beta cards (harness)", () => {
  for (const [n, c] of Object.entries(CASES)) {
    const def = beta(Number(n));
    it(`#${n} ${def.name}: ${def.text.split(/\r?\n/).at(-1)!.slice(0, 70)}`, () => {
      expect(def.id in BETA_SCRIPTS, "encoded").toBe(true);
      runCase(def, c);
      tested.add(def.id);
    });
  }
});

describe("Beta cards: tribute as another temperament", () => {
  const ALT: Record<number, string> = { 5: "vitreous", 6: "melancholic", 51: "melancholic", 53: "capricious", 99: "choleric", 100: "capricious", 145: "choleric", 147: "phlegmatic", 192: "vitreous", 194: "phlegmatic", 257: "choleric" };
  for (const [n, t] of Object.entries(ALT)) {
    const def = beta(Number(n));
    it(`#${n} ${def.name} pays a ${t} tribute`, () => {
      const s = scenario({ A: [card({ name: "AF", power: 1 }), def, ...filler("af", 5)], B: filler("bf", 7) });
      const id = s.id(def.name);
      expect(checkTribute(s.state, 0, { [t]: def.power }, [id]).ok).toBe(true);
      // Not any other temperament (unless it is transcendent for tributes, #257).
      const otherT = ["vitreous", "capricious", "melancholic"].find((x) => x !== t && x !== def.temperaments[0])!;
      expect(checkTribute(s.state, 0, { [otherT]: def.power }, [id]).ok).toBe(Number(n) === 257 || def.temperaments[0] === otherT);
      s.endWithDecisionOpen();
      tested.add(def.id);
    });
  }
});

export { tested as betaTested };
