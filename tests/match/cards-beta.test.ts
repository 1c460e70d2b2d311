// The Beta cards we encoded (engine/match/cards/beta.ts) behave as their text says: one harness
// case per card (the change its effect makes) and scenarios for the rest. Cards are named by
// collection number; the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import {
  checkTribute,
  eventsFor,
  handRevealed,
  hasKeyword,
  powerOf,
  scoreOf,
  temperamentOf,
  viewFor,
  type CardDef,
  type MatchState,
} from "@/engine/match";
import { handLimit, hasEffects } from "@/engine/match/core";
import { canBeFirst, endGame, outcomeNow } from "@/engine/match/flow";
import { legalTargets } from "@/engine/match/triggers";
import { BETA_SCRIPTS } from "@/engine/match/cards/beta";
import { card, filler, scenario, type Scenario } from "./dsl";
import { cast, dump, giveTo, match, nextTurn, pay, runCase, settle, tiny, toEndPhase, zap, type Case } from "./harness";
import { betaSet } from "./sets";

const tested = new Set<string>();
export const beta = (n: number): CardDef => {
  const def = betaSet().cards[n - 1];
  if (!def) throw new Error(`no Beta card #${n}`);
  return def;
};
const has = (kw: Parameters<typeof hasKeyword>[2]) => (s: Scenario, id: string) =>
  expect(hasKeyword(s.state, id, kw)).toBe(true);
const small = (name: string, power = 2) => card({ name, t: "hollow", power, points: 5 });
const mods = (s: Scenario, name: string) => s.state.cards[s.id(name)]!.mods.map((m) => m.kind);

const CASES: Record<number, Case> = {
  3: { as: "support", at: "win", delta: { vesselB: 1, pointsB: 10 } },
  11: { as: "support", delta: { czB: 1, handB: -1 } },
  13: { as: "support", delta: { aFirst: 2 } },
  22: {
    as: "first",
    A: [small("Small")],
    answers: [["Small"]],
    delta: { czA: 1 },
    check: (s) => expect(s.state.cards[s.id("Small")]!.memory).toEqual([{ on: "wins", dest: "vessel" }]),
  },
  23: { as: "first", delta: { czA: 1, deckA: -1 } },
  27: { as: "first", delta: { czA: 1, czB: 1 } },
  37: { as: "will", targets: ["P1"], delta: { pointsA: 5 } },
  40: { as: "will", targets: ["AF"], delta: { aFirst: 1 } },
  45: { as: "will", delta: { handA: 3, pointsA: 0 } },
  52: { as: "support", delta: { handA: 1 } },
  55: {
    as: "support",
    delta: { czA: -1, handA: 1 },
    check: (s) => expect(s.state.cards[s.id("AF")]!.lockedTurn).toBe(s.state.turn),
  },
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
  229: {
    as: "will",
    targets: ["AF"],
    delta: { aFirst: 6 },
    check: (s) => expect(s.state.cards[s.id("AF")]!.memory).toEqual([{ on: "wins", dest: "exile" }]),
  },
  256: { as: "support", delta: { deckA: -1, limboA: 1 } },
  260: {
    as: "first",
    check: (s, x) => {
      const v = s.events.find((e) => e.type === "rolled");
      expect(powerOf(s.state, x)).toBe(v && v.type === "rolled" && v.value % 2 === 0 ? 10 : 2);
    },
  },
  263: { as: "support", check: (s) => expect(mods(s, "AF")).toContain("loseEffects") },
  265: {
    as: "first",
    check: (s, x) => {
      const v = s.events.find((e) => e.type === "rolled");
      expect(v).toBeDefined();
      const roll = v && v.type === "rolled" ? v.value : 0;
      expect(powerOf(s.state, x)).toBe(3 + roll);
      expect(s.state.cards[x]!.counters).toEqual({ Discarded: roll });
    },
  },
  266: { as: "will", targets: ["AF"], delta: { aFirst: 3 } },
  267: { as: "will", delta: { handA: 3 } },
  269: {
    as: "will",
    delta: { handA: -1 },
    check: (s) => expect(s.state.players[0].interzone.filter(Boolean)).toHaveLength(1),
  },
  272: { as: "will", targets: ["BF"], delta: { bFirst: -1 } },
  274: {
    as: "will",
    targets: ["BF"],
    check: (s) => {
      const v = s.events.find((e) => e.type === "rolled");
      const r = v && v.type === "rolled" ? v.value : 0;
      if (r <= 2) s.expectZone("BF", "limbo");
      else if (r === 3) expect(temperamentOf(s.state, s.id("BF"))).toBe("hollow");
      else s.expectPower("BF", r === 6 ? 8 : 7);
    },
  },
  275: { as: "will", targets: ["AF"], delta: { aFirst: 1 } },
  278: { as: "will", delta: { pointsA: -10, czA: 1 } },
  281: { as: "will", delta: { handA: 1 } },
  282: { as: "will", targets: ["BF"], delta: { czB: -1, exileB: 1 } },
  292: {
    as: "will",
    targets: ["BF"],
    delta: { bFirst: -1, pointsB: -5 },
    check: (s) => expect(temperamentOf(s.state, s.id("BF"))).toBe("hollow"),
  },
  299: { as: "will", check: (s) => has("protected")(s, s.id("AF")) },
  151: { as: "first", at: "lose", bPower: 9, delta: { czB: -1 }, check: (s) => s.expectZone("BF", "stalemate") },
  191: {
    as: "support",
    at: "lose",
    bPower: 9,
    delta: { czA: -1 },
    check: (s, x) =>
      expect([s.state.cards[x]!.zone, s.state.cards[x]!.controller, s.state.players[1].interzone.includes(x)]).toEqual([
        "interzone",
        1,
        true,
      ]),
  },
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
  const ALT: Record<number, string> = {
    5: "vitreous",
    6: "melancholic",
    51: "melancholic",
    53: "capricious",
    99: "choleric",
    100: "capricious",
    145: "choleric",
    147: "phlegmatic",
    192: "vitreous",
    194: "phlegmatic",
    257: "choleric",
  };
  for (const [n, t] of Object.entries(ALT)) {
    const def = beta(Number(n));
    it(`#${n} ${def.name} pays a ${t} tribute`, () => {
      const s = scenario({ A: [card({ name: "AF", power: 1 }), def, ...filler("af", 5)], B: filler("bf", 7) });
      const id = s.id(def.name);
      expect(checkTribute(s.state, 0, { [t]: def.power }, [id]).ok).toBe(true);
      // Not any other temperament (unless it is transcendent for tributes, #257).
      const otherT = ["vitreous", "capricious", "melancholic"].find((x) => x !== t && x !== def.temperaments[0])!;
      expect(checkTribute(s.state, 0, { [otherT]: def.power }, [id]).ok).toBe(
        Number(n) === 257 || def.temperaments[0] === otherT,
      );
      s.endWithDecisionOpen();
      tested.add(def.id);
    });
  }
});

const nm = (n: number) => beta(n).name;
const mark = (...ns: number[]) => ns.forEach((n) => tested.add(beta(n).id));
const helper = () => card({ name: "Helper", t: "hollow", power: 6, text: "Support." });
const weak = () => card({ name: "Weak", t: "hollow", power: 1 });
const loseFive = card({
  name: "Cost",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: { ops: [{ op: "points", who: "you", n: -5 }] },
});
const dumpB = card({
  name: "DumpB",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: { ops: [{ op: "discard", who: "you", n: 1 }] },
});

/** Turn 1: A's `first` beats B's weak First and goes to slot 0 of A's Interzone; turn 2 is revealed. */
function inInterzone(first: CardDef, extraA: CardDef[] = [], extraB: CardDef[] = [], reveal2?: [string, string]) {
  const s = match([first, ...extraA], [weak(), ...extraB], { bFirst: 1 });
  s.firsts(first.name, "Weak").passUntil((x) => x.phase === "reaction");
  s.passTo("placement").choose("A", [`${s.id(first.name)}:slot0`]);
  if (reveal2) nextTurn(s, reveal2[0], reveal2[1]);
  return s;
}

describe("Beta cards (Interzone)", () => {
  it("#14 Pinpia Psychobulb, #15 Floating Dancer count your Interzone when they win", () => {
    for (const n of [14, 15]) {
      const s = inInterzone(helper(), [beta(n)], [], [nm(n), "bf1"]);
      s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
      settle(s);
      if (n === 14) expect(s.state.players[0].essence).toEqual({ transcendent: 1 });
      else s.expectEffectPoints("A", 5);
      s.endWithDecisionOpen();
    }
    mark(14, 15);
  });

  it("#21 Spontaneous Incubator: +10 at the start of each turn from the Interzone; #26 Prospero: +1 to your First per Interzone card", () => {
    const s = inInterzone(beta(21), [], [], ["af1", "bf1"]);
    s.expectEffectPoints("A", 10).endWithDecisionOpen();
    const p = inInterzone(beta(26), [], [], ["AF", "bf1"]);
    p.expectPower("AF", 2).endWithDecisionOpen();
    mark(21, 26);
  });

  it("#20 Pan Zuto puts an Interzone card into Support; #36 Unite Impulses gives the Interzone Support", () => {
    const s = inInterzone(helper(), [beta(20)], [], [nm(20), "bf1"]);
    settle(s);
    s.expectZone("Helper", "confrontation").endWithDecisionOpen();
    const u = inInterzone(card({ name: "Plain", power: 6 }), [beta(36), ...pay("phlegmatic", 1)], [], ["AF", "bf1"]);
    cast(u, "A", nm(36));
    settle(u);
    u.check((x) => expect(hasKeyword(x.state, x.id("Plain"), "support")).toBe(true)).endWithDecisionOpen();
    mark(20, 36);
  });

  it("#32 Mazzolong draws when you put a manifestation in Support; #77 Callus draws and #64 Ohmom grows when you play a will", () => {
    const s = inInterzone(beta(32), [tiny("Tiny")], [], ["AF", "bf1"]);
    giveTo(s, "A");
    const hand = s.state.players[0].hand.length;
    s.support("A", "Tiny").pass("B").pass("A");
    settle(s);
    s.expectHand("A", hand).endWithDecisionOpen();
    for (const n of [77, 64]) {
      const w = inInterzone(beta(n), [zap], [], ["AF", "bf1"]);
      const h = w.state.players[0].hand.length;
      cast(w, "A", "Zap", ["bf1"]);
      settle(w, [["AF"]]);
      if (n === 77) w.expectHand("A", h);
      else w.expectPower("AF", 2);
      w.endWithDecisionOpen();
    }
    mark(32, 77, 64);
  });

  it("#68 Shababba looks at four cards at the end of the turn; #79 Rajas protects the rest of your Interzone", () => {
    const s = inInterzone(beta(68));
    s.passUntil((x) => x.phase === "endTurn" || x.decisions.length > 0);
    settle(s);
    expect(s.events.some((e) => e.type === "looked" && e.player === 0 && e.cards.length === 4)).toBe(true);
    s.endWithDecisionOpen();
    const r = inInterzone(beta(79), [helper()], [zap], ["Helper", "bf1"]);
    r.passTo("placement").choose("A", [`${r.id("Helper")}:slot1`]);
    nextTurn(r, "af1", "bf2");
    giveTo(r, "B");
    r.act({
      type: "playWill",
      player: 1,
      card: r.id("Zap"),
      targets: [r.id("Helper")],
      tribute: { cards: [] },
    }).expectRefused("bad_targets");
    r.endWithDecisionOpen();
    mark(68, 79);
  });

  it("#113 Shuk: when you lose points the opponent loses 5; #115 Forfog, #117 Ehgog, #126 Pale Entity punish discards", () => {
    const s = inInterzone(beta(113), [loseFive], [], ["AF", "bf1"]);
    cast(s, "A", "Cost");
    settle(s);
    s.expectEffectPoints("A", -5).expectEffectPoints("B", -5).endWithDecisionOpen();
    for (const n of [115, 117, 126]) {
      const d = inInterzone(beta(n), [], [dumpB], ["AF", "bf1"]);
      cast(d, "B", "DumpB");
      settle(d);
      if (n === 115) d.expectEffectPoints("B", -5);
      if (n === 117) d.expectZone("bf1", "limbo");
      if (n === 126) d.expectEffectPoints("A", 5);
      d.endWithDecisionOpen();
    }
    mark(113, 115, 117, 126);
  });

  it("#172 Vexing Thorn trades 2 power for a target's effects; #204 Pimbo is sacrificed for −1 to all", () => {
    const s = inInterzone(beta(172), [], [], ["AF", "bf1"]);
    giveTo(s, "A");
    s.activate("A", nm(172), 0, { targets: ["bf1"] });
    settle(s);
    s.expectPower(nm(172), 3)
      .check((x) => expect(mods(x, "bf1")).toContain("loseEffects"))
      .endWithDecisionOpen();
    const p = inInterzone(beta(204), [], [], ["AF", "bf1"]);
    giveTo(p, "A");
    p.activate("A", nm(204), 0);
    settle(p);
    p.expectZone(nm(204), "limbo").expectZone("AF", "limbo").endWithDecisionOpen();
    mark(172, 204);
  });

  it("#214 Bell: +2 to a lone manifestation of yours there; #215 Grudge Weaver counts lost confrontations; #262 Worn Old Shape", () => {
    const s = inInterzone(beta(214), [], [], ["AF", "bf1"]);
    s.expectPower("AF", 3).endWithDecisionOpen();
    const g = inInterzone(beta(215), [], [card({ name: "Big", power: 9 })], ["af1", "Big"]);
    g.passTo("placement").choose("B", [`${g.id("Big")}:deck`]);
    settle(g);
    expect(g.state.cards[g.id(nm(215))]!.counters).toEqual({ Grudge: 1 });
    g.endWithDecisionOpen();
    const w = match([beta(262)], [card({ name: "Three", power: 3 })], { aFirst: 1 });
    w.reveal("AF", "Three").support("A", nm(262)).pass("B").pass("A");
    w.passTo("placement")
      .choose("A", [`${w.id(nm(262))}:slot0`])
      .choose("A", [`${w.id("AF")}:deck`]);
    nextTurn(w, "af1", "bf1");
    giveTo(w, "A");
    w.support("A", nm(262)).pass("B").pass("A");
    settle(w);
    w.expectZone(nm(262), "confrontation").expectPower(nm(262), 2).endWithDecisionOpen();
    mark(214, 215, 262);
  });
});

describe("Beta cards (vessels)", () => {
  it("#8 Graceful Petal, #24 Stampeding Brood, #70 Hermeto reward their owner when taken", () => {
    for (const n of [8, 24, 70]) {
      const s = match([beta(n)], [], { bFirst: 9 });
      s.reveal(nm(n), "BF");
      const hand = s.state.players[0].hand.length;
      s.passTo("placement");
      settle(s);
      s.expectZone(nm(n), "vessel");
      if (n === 8) s.expectEffectPoints("A", 20);
      if (n === 24) expect(s.state.players[0].interzone.filter(Boolean)).toHaveLength(2);
      if (n === 70) s.expectHand("A", hand + 1);
      s.endWithDecisionOpen();
    }
    mark(8, 24, 70);
  });

  it("#107 Soul-borer costs the holder of its vessel 5 a turn; #41 Compensating Orchard pays when yours are taken", () => {
    const s = match([beta(107)], [], { bFirst: 9 });
    s.reveal(nm(107), "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    nextTurn(s);
    s.expectEffectPoints("B", -5).endWithDecisionOpen();
    const o = match([beta(41), ...pay("phlegmatic", 2)], [card({ name: "Big", power: 9 })], { bFirst: 5 });
    o.reveal("AF", "BF");
    toEndPhase(o);
    cast(o, "A", nm(41));
    settle(o);
    nextTurn(o, "af1", "Big");
    o.passTo("placement");
    settle(o);
    o.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(107, 41);
  });

  it("#162 Sallow Thief takes back one of yours; #209 Tardigramo exiles from the opposing vessel; #213 Vengeful Vilupera", () => {
    for (const n of [162, 209, 213]) {
      const s = match([beta(n)], [], { bFirst: 5 });
      s.reveal("AF", "BF")
        .passTo("placement")
        .choose("B", [`${s.id("BF")}:deck`]);
      nextTurn(s, nm(n), "bf1");
      if (n === 213) {
        s.expectPower(nm(n), 3);
      } else {
        s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
        settle(s, [["AF"]]);
        s.expectZone("AF", n === 162 ? "hand" : "exile");
      }
      s.endWithDecisionOpen();
    }
    mark(162, 209, 213);
  });

  it("#293 Remove by Chance and #295 Eliminate the Profane destroy vessel cards", () => {
    for (const n of [293, 295]) {
      const s = match([...pay("hollow", 2, 4), beta(n)], [], { bFirst: 5 });
      s.reveal("AF", "BF")
        .passTo("placement")
        .choose("B", [`${s.id("BF")}:deck`]);
      nextTurn(s, "af1", "bf1");
      cast(s, "A", nm(n), [n === 293 ? "P1" : "AF"]);
      settle(s);
      s.expectZone("AF", "limbo").endWithDecisionOpen();
    }
    mark(293, 295);
  });
});

/** A puts af1 into the Limbo with a free discard will during the Reaction of turn 1. */
const dumpA = card({
  name: "DumpA",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: { ops: [{ op: "discard", who: "you", n: 1 }] },
});
function withLimbo(extraA: CardDef[], o: { aFirst?: number; bFirst?: number } = {}, extraB: CardDef[] = []) {
  const s = match([dumpA, ...extraA], extraB, o);
  s.reveal("AF", "BF");
  cast(s, "A", "DumpA");
  settle(s, [["af1"]]);
  s.expectZone("af1", "limbo");
  return s;
}

describe("Beta cards (Limbo)", () => {
  it("#57 Reliable Ammonite draws and #105 Filth-eater makes a player discard when used as tribute", () => {
    for (const n of [57, 105]) {
      const w = card({ name: "Pricey", type: "ephemeral_will", t: "hollow", cost: { hollow: 3 }, script: { ops: [] } });
      const s = match([beta(n), w], [], { bFirst: 5 });
      s.reveal("AF", "BF");
      giveTo(s, "A");
      const handB = s.state.players[1].hand.length;
      const handA = s.state.players[0].hand.length;
      s.play("A", "Pricey", { tribute: [nm(n)] });
      settle(s, n === 105 ? [["P1"]] : []);
      if (n === 57) s.expectHand("A", handA - 2 + 1);
      else s.expectHand("B", handB - 1);
      s.endWithDecisionOpen();
    }
    mark(57, 105);
  });

  it("#108 Solenero, #112 Mind Parasite, #120 Repelling Urn, #121 Carcass Devourer use the Limbo", () => {
    const s = withLimbo([beta(108)], { bFirst: 9 }, [card({ name: "Big", power: 9 })]);
    nextTurn(s, nm(108), "Big");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s, [["af1"]]);
    s.expectZone("af1", "hand").endWithDecisionOpen();
    const m = withLimbo([beta(112)], { bFirst: 9 });
    nextTurn(m, nm(112), "bf1");
    settle(m, [["af1"]]);
    m.expectZone("af1", "confrontation").endWithDecisionOpen();
    const u = withLimbo([beta(120)], { bFirst: 9 });
    nextTurn(u, nm(120), "bf1");
    u.expectPower(nm(120), 2).endWithDecisionOpen();
    const c = withLimbo([beta(121)], { bFirst: 9 });
    nextTurn(c, nm(121), "bf1");
    settle(c, [["af1"]]);
    c.expectZone("af1", "exile").expectPower(nm(121), 2).endWithDecisionOpen();
    mark(108, 112, 120, 121);
  });

  it("#119 Reviving Cage, #136 Reforging Fate, #140 Revive, #270 Recover from the Abyss bring Limbo cards back", () => {
    const g = inInterzone(beta(119), [dumpA], [], ["AF", "bf1"]);
    cast(g, "A", "DumpA");
    settle(g, [["af2"]]);
    giveTo(g, "A");
    g.activate("A", nm(119), 0, { targets: ["af2"] });
    settle(g);
    g.expectZone(nm(119), "exile").expectZone("af2", "interzone").endWithDecisionOpen();
    for (const n of [136, 140, 270]) {
      const s = withLimbo([beta(n), ...pay(n === 270 ? "hollow" : "melancholic", 2)], { bFirst: 9 });
      cast(s, "A", nm(n), ["af1"]);
      settle(s);
      s.expectZone("af1", n === 136 ? "confrontation" : n === 140 ? "interzone" : "hand").endWithDecisionOpen();
    }
    mark(119, 136, 140, 270);
  });
});

describe("Beta cards (stalemate)", () => {
  it("#153 Cimba and #165 Planar Beak grow with manifestations in stalemate", () => {
    for (const n of [153, 165]) {
      const s = match([beta(n), tiny("Tiny")], [], { aFirst: 5, bFirst: 5 });
      s.reveal("AF", "BF").passTo("end").expectZone("AF", "stalemate");
      nextTurn(s, n === 165 ? nm(n) : "af1", "bf1");
      if (n === 153) {
        giveTo(s, "A");
        s.support("A", nm(n)).pass("B").pass("A");
        s.expectPower(nm(n), 2);
      } else s.expectPower(nm(n), 6);
      s.endWithDecisionOpen();
    }
    mark(153, 165);
  });
});

describe("Beta persistent wills", () => {
  /** B wins turn 1; A plays the will in the end phase; turn 2 is revealed. */
  function onField(
    n: number,
    extraA: CardDef[] = [],
    extraB: CardDef[] = [],
    reveal2?: [string, string],
    answers: string[][] = [],
  ) {
    const def = beta(n);
    const payers = Object.keys(def.cost).flatMap((t) => pay(t, 2));
    const s = match([def, ...payers, ...extraA], extraB, { bFirst: 5 });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s, answers);
    s.expectZone(def.name, "field");
    if (reveal2) nextTurn(s, reveal2[0], reveal2[1]);
    return s;
  }
  const hollowFirst = () => card({ name: "HF", t: "hollow", power: 2 });

  it("#39 Intoxicating Blossom collects Petals as your manifestations enter; #46 Heartening Monument +1 there", () => {
    const s = onField(39, [hollowFirst()], [], ["HF", "bf1"]);
    settle(s);
    expect(s.state.cards[s.id(nm(39))]!.counters).toEqual({ Petal: 1 });
    s.endWithDecisionOpen();
    const m = onField(46, [hollowFirst()], [], ["HF", "bf1"]);
    m.expectPower("HF", 3).endWithDecisionOpen();
    mark(39, 46);
  });

  it("#182 Wheel of Retribution makes whoever puts a card in Support discard; #298 Will-punishing Cannon taxes wills", () => {
    const s = onField(182, [], [tiny("Tiny")], ["af1", "bf1"]);
    giveTo(s, "B");
    const hand = s.state.players[1].hand.length;
    s.support("B", "Tiny").pass("A").pass("B");
    settle(s);
    s.expectHand("B", hand - 2).endWithDecisionOpen();
    const c = onField(298, [], [zap]);
    nextTurn(c, undefined, "bf1");
    cast(c, "B", "Zap", ["bf1"]);
    settle(c);
    c.expectEffectPoints("B", -5).endWithDecisionOpen();
    mark(182, 298);
  });

  it("#231 Honor and Respect: +10 for a lone winner; #268 Essence Forager: a transcendent essence each turn; #294 Essence Cauldron keeps essence", () => {
    const h = onField(231, [card({ name: "Big", t: "hollow", power: 9 })], [], ["Big", "bf1"]);
    h.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(h);
    h.expectEffectPoints("A", 10).endWithDecisionOpen();
    const f = onField(268, [], [], ["af1", "bf1"]);
    expect(f.state.players[0].essence).toEqual({ transcendent: 1 });
    f.endWithDecisionOpen();
    const c = onField(294);
    const before = c.state.players[0].essence;
    expect(Object.keys(before).length).toBeGreaterThan(0);
    nextTurn(c);
    expect(c.state.players[0].essence).toEqual(before);
    c.endWithDecisionOpen();
    mark(231, 268, 294);
  });

  it("#240 Conflux of Catastrophe and #245 Watchtower weaken opposing manifestations", () => {
    const s = onField(240, [dumpA], [card({ name: "BX", t: "hollow", power: 3 })], ["af1", "BX"]);
    cast(s, "A", "DumpA");
    settle(s, [["af2"], ["BX"]]);
    s.expectPower("BX", 2).endWithDecisionOpen();
    const w = onField(245, [zap], [card({ name: "BX", t: "hollow", power: 3 })], ["af1", "BX"]);
    cast(w, "A", "Zap", ["BX"]);
    settle(w, [["BX"]]);
    w.expectPower("BX", 1).endWithDecisionOpen();
    mark(240, 245);
  });

  it("#289 Empathic Mask changes a temperament; #300 Volcano clears wills and Interzones", () => {
    const m = onField(289, [card({ name: "Coin", t: "vitreous", power: 1 })], [], ["af1", "bf1"]);
    giveTo(m, "A");
    m.activate("A", nm(289), 0, { targets: ["bf1"], tribute: ["Coin"] });
    settle(m, [["vitreous"]]);
    expect(temperamentOf(m.state, m.id("bf1"))).toBe("vitreous");
    m.endWithDecisionOpen();
    const v = onField(300, [card({ name: "C1", t: "hollow", power: 4 })], [], ["af1", "bf1"]);
    giveTo(v, "A");
    v.activate("A", nm(300), 0, { tribute: ["C1"] });
    settle(v);
    v.expectZone(nm(300), "exile").endWithDecisionOpen();
    mark(289, 300);
  });
});

describe("Beta cards (other scenarios)", () => {
  it("#12 Sprawling Tentacle +1 with four manifestations there; #29 Herbaceous Whisperer +1 to your Supports; #28 Mobile Sanctuary protects them", () => {
    const s = match([beta(12), tiny("Tiny")], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF").support("A", "Tiny").pass("B").pass("A");
    s.support("A", nm(12)).pass("B").pass("A");
    s.expectPower(nm(12), 2).endWithDecisionOpen();
    for (const n of [29, 28]) {
      const w = match([beta(n), tiny("Tiny")], [card({ name: "Big", power: 9 })], { bFirst: 1 });
      w.reveal(nm(n), "Big");
      giveTo(w, "A");
      w.support("A", "Tiny").pass("B").pass("A");
      if (n === 29) w.expectPower("Tiny", 2);
      else expect(hasKeyword(w.state, w.id("Tiny"), "protected")).toBe(true);
      w.endWithDecisionOpen();
    }
    mark(12, 29, 28);
  });

  it("#25 Agrupol counts your cards in the vessels when it wins", () => {
    const s = match([beta(25)], [], { bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    nextTurn(s, nm(25), "bf1");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(25);
  });

  it("#49 Artificial Thinker has Support and +2 with five wills in the Limbo", () => {
    const wills = Array.from({ length: 5 }, (_, i) =>
      card({ name: `W${i}`, type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } }),
    );
    const s = match([...wills, beta(49)], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF");
    for (const w of wills) {
      cast(s, "A", w.name);
      settle(s);
    }
    s.expectZone("W4", "limbo").check((x) => expect(hasKeyword(x.state, x.id(nm(49)), "support")).toBe(true));
    giveTo(s, "A");
    s.support("A", nm(49)).pass("B").pass("A");
    s.expectPower(nm(49), 3).endWithDecisionOpen();
    mark(49);
  });

  it("#58 Chiff and Chaff returns an opposing Support", () => {
    const chainIt = card({
      name: "ChainIt",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "chain", from: ["hand"], sel: { basePowerMin: 3 } }] },
    });
    const s = match([beta(58), chainIt], [tiny("Tiny")], { aFirst: 1, bFirst: 2 });
    s.reveal("AF", "BF").expectPriority("A").pass("A").support("B", "Tiny").pass("A").pass("B");
    cast(s, "A", "ChainIt");
    settle(s, [[nm(58)]]);
    s.expectZone("Tiny", "hand").endWithDecisionOpen();
    mark(58);
  });

  it("#78 Pigon returns a Support; #217 Bolbakazim −2; #220 Gornagor gains Persist (#203 Thornmaster: below)", () => {
    const p = match([beta(78), card({ name: "C2", t: "hollow", power: 2 })], [tiny("Tiny")], { aFirst: 1, bFirst: 9 });
    p.reveal(nm(78), "BF").pass("A").support("B", "Tiny");
    p.pass("A").pass("B");
    giveTo(p, "A");
    p.activate("A", nm(78), 0, { targets: ["Tiny"], tribute: ["C2"] });
    settle(p);
    p.expectZone("Tiny", "hand").endWithDecisionOpen();
    const b = match([beta(217), card({ name: "C2", t: "hollow", power: 2 })], [], { bFirst: 9 });
    b.reveal(nm(217), "BF").activate("A", nm(217), 0, { targets: ["BF"], tribute: ["C2"] });
    settle(b);
    b.expectPower("BF", 7).endWithDecisionOpen();
    const g = match([beta(220), card({ name: "C3", t: "hollow", power: 3 })], [], { bFirst: 9 });
    g.reveal(nm(220), "BF").activate("A", nm(220), 0, { tribute: ["C3"] });
    settle(g);
    expect(hasKeyword(g.state, g.id(nm(220)), "persist")).toBe(true);
    g.endWithDecisionOpen();
    mark(78, 217, 220);
  });

  it("#80 Blue Entity: your other manifestations there +1 whenever you play a will", () => {
    const s = match([beta(80), tiny("Tiny"), zap], [], { bFirst: 9 });
    s.reveal(nm(80), "BF").support("A", "Tiny").pass("B").pass("A");
    cast(s, "A", "Zap", ["BF"]);
    settle(s);
    s.expectPower("Tiny", 2).endWithDecisionOpen();
    mark(80);
  });

  it("#134 Punish the Winners, #184 Deviate, #230 Repress the Self act in the Resolution", () => {
    for (const n of [134, 184, 230]) {
      const aWins = n !== 184;
      const s = match([beta(n), ...pay(Object.keys(beta(n).cost)[0]!, 2)], [], {
        aFirst: aWins ? 1 : 1,
        bFirst: aWins ? 9 : 9,
      });
      s.reveal("AF", "BF").passUntil((x) => x.phase === "resolution" && x.priority !== null);
      // B won: Punish destroys B's winners; Deviate destroys A's loser; Repress needs a winner of A's.
      if (n === 230) {
        giveTo(s, "A");
        s.play("A", nm(n), { targets: ["AF"] }).expectRefused("bad_targets");
        s.endWithDecisionOpen();
        continue;
      }
      cast(s, "A", nm(n), n === 184 ? ["AF"] : []);
      settle(s);
      s.expectZone(n === 134 ? "BF" : "AF", "limbo").endWithDecisionOpen();
    }
    const r = match([beta(230), ...pay("choleric", 2)], [], { aFirst: 9, bFirst: 1 });
    r.reveal("AF", "BF").passUntil((x) => x.phase === "resolution" && x.priority !== null);
    cast(r, "A", nm(230), ["AF"]);
    settle(r);
    r.expectZone("AF", "limbo").expectEffectPoints("A", 10).endWithDecisionOpen();
    mark(134, 184, 230);
  });

  it("#155 Rogue Tadpole empties the target player's Interzone; #283 Destroy hits an Interzone card; #212 Rude Exterminator", () => {
    for (const n of [155, 283, 212]) {
      const s = match([beta(n), ...pay("hollow", 2)], [card({ name: "Keeper", power: 6 })], { aFirst: 1, bFirst: 2 });
      s.reveal("AF", "Keeper")
        .passTo("placement")
        .choose("B", [`${s.id("Keeper")}:slot0`]);
      if (n === 283) {
        nextTurn(s, "af1", "bf1");
        cast(s, "A", nm(n), ["Keeper"]);
        settle(s);
        s.expectZone("Keeper", "limbo");
      } else {
        nextTurn(s, nm(n), "bf1");
        s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
        settle(s, [["P1"]]);
        s.expectZone("Keeper", n === 155 ? "deck" : "limbo");
      }
      s.endWithDecisionOpen();
    }
    mark(155, 283, 212);
  });

  it("#177 Trim the Excess resets power; #179 Neutralize counters a card on the stack; #221 Imgurd scores power losses", () => {
    const t = match([beta(177), ...pay("capricious", 2)], [], { aFirst: 1, bFirst: 5 });
    t.reveal("AF", "BF");
    t.act({ type: "manual", player: 0, move: { op: "power", card: t.id("BF"), delta: -2 } }).expectPower("BF", 3);
    cast(t, "A", nm(177));
    settle(t);
    t.expectPower("BF", 5).endWithDecisionOpen();
    const n = match([beta(179), ...pay("capricious", 2)], [zap], { aFirst: 5, bFirst: 1 });
    n.reveal("AF", "BF");
    cast(n, "B", "Zap", ["AF"]);
    n.act({
      type: "playWill",
      player: 0,
      card: n.id(nm(179)),
      targets: [`S${n.state.stack[0]!.id}`],
      tribute: { cards: [n.id("pay-capricious-1")] },
    });
    settle(n);
    n.expectZone("Zap", "limbo").expectPower("AF", 5).endWithDecisionOpen();
    const i = match([beta(221), zap], [], { bFirst: 9 });
    i.reveal(nm(221), "BF");
    cast(i, "A", "Zap", ["BF"]);
    settle(i);
    i.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(177, 179, 221);
  });

  it("#193 Twin-headed Druid has Support after a lost confrontation; #225 Incinerate destroys this turn's Supports; #286 Abandon returns them", () => {
    const s = match([beta(193)], [card({ name: "Big", power: 9 })], { aFirst: 1, bFirst: 9 });
    expect(hasKeyword(s.state, s.id(nm(193)), "support")).toBe(false);
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    nextTurn(s, "af1", "Big");
    s.check((x) => expect(hasKeyword(x.state, x.id(nm(193)), "support")).toBe(true)).endWithDecisionOpen();
    for (const n of [225, 286]) {
      const c = match([beta(n), ...pay(Object.keys(beta(n).cost)[0]!, 2)], [tiny("Tiny")], { aFirst: 5, bFirst: 1 });
      c.reveal("AF", "BF").support("B", "Tiny").pass("A").pass("B");
      cast(c, "A", nm(n), n === 286 ? ["P1"] : []);
      settle(c);
      c.expectZone("Tiny", n === 225 ? "limbo" : "hand").endWithDecisionOpen();
    }
    mark(193, 225, 286);
  });

  it("#273 Deny Fate redraws seven before the Revelation; #277 Recall searches after a lost confrontation", () => {
    const s = match([beta(273)], [], { bFirst: 5 });
    s.firsts("AF", "BF");
    cast(s, "A", nm(273));
    settle(s);
    s.expectHand("A", 7).expectZone(nm(273), "limbo").endWithDecisionOpen();
    const r = match([beta(277)], [], { bFirst: 9 });
    r.reveal("AF", "BF").passUntil((x) => x.phase === "resolution" && x.priority !== null);
    const hand = r.state.players[0].hand.length;
    cast(r, "A", nm(277));
    settle(r);
    r.expectHand("A", hand).endWithDecisionOpen();
    mark(273, 277);
  });
});

describe("Beta Atavic wills and late additions", () => {
  /** A plays the Atavic will before the Revelation of turn 1, then plays cards of its temperament. */
  function atavic(
    n: number,
    extraA: CardDef[] = [],
    extraB: CardDef[] = [],
    o: { aFirst?: number; bFirst?: number; aT?: string } = {},
  ) {
    const s = match([beta(n), ...extraA], extraB, { bFirst: 5, ...o });
    s.firsts("AF", "BF");
    cast(s, "A", nm(n));
    settle(s);
    s.expectZone(nm(n), "field").passUntil((x) => x.phase === "reaction");
    settle(s);
    return s;
  }
  const counters = (s: Scenario, n: number) => s.state.cards[s.id(nm(n))]!.counters;

  it("#47 Atavic Welcome: a Union counter per {G} card you play; five make two tokens in Support; ten reward Supports", () => {
    const s = atavic(47);
    // The First Manifestation (AF, phlegmatic) was played at the Revelation.
    expect(counters(s, 47)).toEqual({ Union: 1 });
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: s.id(nm(47)), counter: "Union", delta: 9 } });
    s.activate("A", nm(47), 1);
    settle(s);
    expect(s.state.players[0].confrontation).toHaveLength(3);
    expect(counters(s, 47)).toEqual({ Union: 5 });
    s.endWithDecisionOpen();
    const t = atavic(47, [tiny("Tiny")]);
    giveTo(t, "A");
    t.act({ type: "manual", player: 0, move: { op: "counters", card: t.id(nm(47)), counter: "Union", delta: 9 } });
    t.support("A", "Tiny").pass("B").pass("A");
    settle(t);
    t.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(47);
  });

  it("#94 Atavic Introspection, #141 Atavic Oppression, #188 Atavic Volatility, #235 Atavic Fury: five counters for an effect", () => {
    const v = atavic(94, [], [], { aT: "vitreous" });
    expect(counters(v, 94)).toEqual({ Control: 1 });
    giveTo(v, "A");
    v.act({ type: "manual", player: 0, move: { op: "counters", card: v.id(nm(94)), counter: "Control", delta: 4 } });
    v.activate("A", nm(94), 1, { targets: ["BF"] });
    settle(v);
    v.expectZone("BF", "hand").endWithDecisionOpen();
    const o = atavic(141, [], [], { aT: "melancholic" });
    giveTo(o, "A");
    o.act({ type: "manual", player: 0, move: { op: "counters", card: o.id(nm(141)), counter: "Fatigue", delta: 4 } });
    const handB = o.state.players[1].hand.length;
    o.activate("A", nm(141), 1);
    settle(o);
    o.expectHand("B", handB - 1).endWithDecisionOpen();
    const y = atavic(188, [], [], { aT: "capricious" });
    giveTo(y, "A");
    y.act({ type: "manual", player: 0, move: { op: "counters", card: y.id(nm(188)), counter: "Coil", delta: 4 } });
    y.activate("A", nm(188), 1);
    settle(y);
    y.expectZone("AF", "stalemate").expectZone("BF", "stalemate").endWithDecisionOpen();
    const f = atavic(235, [], [], { aT: "choleric" });
    giveTo(f, "A");
    f.act({ type: "manual", player: 0, move: { op: "counters", card: f.id(nm(235)), counter: "Violence", delta: 4 } });
    f.activate("A", nm(235), 1, { targets: ["BF"] });
    settle(f);
    f.expectPower("BF", 3).endWithDecisionOpen();
    mark(94, 141, 188, 235);
  });

  it("#114 Lament mills per manifestation; #211 Quorum discards wills for +3 each; #222 Jija makes tokens; #279 Duel Honorably stops Support", () => {
    const l = match([beta(114)], [tiny("Tiny")], { aFirst: 1, bFirst: 5 });
    l.reveal("AF", "BF");
    giveTo(l, "A");
    l.support("A", nm(114)).pass("B").pass("A");
    const deckB = l.state.players[1].deck.length;
    settle(l, [["P1"]]);
    expect(l.state.players[1].deck.length).toBe(deckB - 1);
    l.endWithDecisionOpen();
    const w1 = card({ name: "Will1", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } });
    const q = match([beta(211), w1], [], { bFirst: 9 });
    q.reveal(nm(211), "BF");
    settle(q, [["Will1"]]);
    q.expectZone("Will1", "limbo").expectPower(nm(211), 5).endWithDecisionOpen();
    const j = inInterzone(helper(), [beta(222)], [], [nm(222), "bf1"]);
    settle(j, [["P0"]]);
    expect(j.state.players[0].confrontation).toHaveLength(2);
    j.endWithDecisionOpen();
    const d = match([beta(279), tiny("Tiny")], [], { bFirst: 9 });
    d.firsts("AF", "BF");
    cast(d, "A", nm(279));
    settle(d);
    d.passUntil((x) => x.phase === "reaction");
    giveTo(d, "A");
    d.support("A", "Tiny").expectRefused("support_forbidden").endWithDecisionOpen();
    mark(114, 211, 222, 279);
  });
});

describe("Beta: reaching exactly 0 power", () => {
  function persistentThen(n: number, extraA: CardDef[], extraB: CardDef[]) {
    const def = beta(n);
    const payers = Object.keys(def.cost).flatMap((t) => pay(t, 2));
    const s = match([def, ...payers, ...extraA], extraB, { bFirst: 5 });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    nextTurn(s);
    return s;
  }
  it("#233 Life Sustainer: a manifestation at exactly 0 stays but loses its effects", () => {
    const zero = card({
      name: "Zero",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "setPower", to: "t0", amount: 0, until: "turn" }],
      },
    });
    const s = persistentThen(233, [], [zero]);
    const aFirst = s.state.players[0].confrontation[0]!;
    giveTo(s, "B");
    s.act({ type: "playWill", player: 1, card: s.id("Zero"), targets: [aFirst], tribute: { cards: [] } });
    settle(s);
    expect(s.state.cards[aFirst]!.zone).toBe("confrontation");
    expect(s.state.cards[aFirst]!.mods.map((m) => m.kind)).toContain("loseEffects");
    s.endWithDecisionOpen();
    mark(233);
  });
  it("#243 Greed Trap takes an opposing manifestation at exactly 0 and rolls when an opponent plays a will", () => {
    const s = persistentThen(
      243,
      [zap],
      [card({ name: "ZapB", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } })],
    );
    const bFirst = s.state.players[1].confrontation[0]!;
    giveTo(s, "A");
    s.act({ type: "playWill", player: 0, card: s.id("A:Zap"), targets: [bFirst], tribute: { cards: [] } });
    settle(s);
    expect(s.state.cards[bFirst]!.zone).toBe("vessel");
    expect(s.state.players[0].vessel).toContain(bFirst);
    s.endWithDecisionOpen();
    const t = persistentThen(
      243,
      [],
      [card({ name: "ZapB", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } })],
    );
    cast(t, "B", "ZapB");
    settle(t);
    expect(t.events.some((e) => e.type === "rolled" && e.player === 0)).toBe(true);
    t.endWithDecisionOpen();
    mark(243);
  });
});

describe("Beta: what entered a zone this turn, distributions, Worm Bomb", () => {
  it("#131 Claim the Forsaken takes a manifestation that entered an opposing Limbo this turn", () => {
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 1 },
      script: { ops: [] },
    });
    const s = match([beta(131), ...pay("melancholic", 2)], [costly, card({ name: "Coin", t: "vitreous", power: 1 })], {
      aFirst: 5,
      bFirst: 1,
    });
    s.reveal("AF", "BF");
    giveTo(s, "B");
    s.play("B", "Costly", { tribute: ["Coin"] });
    settle(s);
    cast(s, "A", nm(131), ["Coin"]);
    settle(s);
    s.expectZone("Coin", "vessel")
      .check((x) => expect(x.state.players[0].vessel).toContain(x.id("Coin")))
      .endWithDecisionOpen();
    mark(131);
  });

  it("#181 Salvage the Fragments and #187 Manipulate Intellect act on what entered a zone this turn", () => {
    const s = match([beta(181), ...pay("capricious", 2)], [], { bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    s.expectZone("AF", "vessel");
    cast(s, "A", nm(181), ["AF"]);
    settle(s);
    s.expectZone("AF", "stalemate").endWithDecisionOpen();
    const m = match([beta(187), ...pay("capricious", 2)], [], { bFirst: 5 });
    m.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${m.id("BF")}:slot0`]);
    cast(m, "A", nm(187), ["BF"]);
    settle(m);
    m.expectZone("BF", "vessel")
      .check((x) => expect(x.state.players[0].vessel).toContain(x.id("BF")))
      .endWithDecisionOpen();
    mark(181, 187);
  });

  it("#174 Worm Bomb destroys what it finds in its new vessel", () => {
    const s = match([beta(174)], [card({ name: "Big", power: 9 })], { bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    nextTurn(s, nm(174), "Big");
    s.passTo("placement");
    settle(s);
    s.expectZone(nm(174), "vessel").expectZone("AF", "limbo").endWithDecisionOpen();
    mark(174);
  });
});

describe("Beta: copies, uncovering, borrowed vessel cards, differences", () => {
  it("#85 Mirror the Impulse puts a token copy in Support; #88 Consult digs to a manifestation; #66 Skysailing Triad", () => {
    const s = match([beta(85), ...pay("vitreous", 2)], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF");
    cast(s, "A", nm(85), ["AF"]);
    settle(s);
    expect(s.state.players[0].confrontation).toHaveLength(2);
    const copy = s.state.players[0].confrontation[1]!;
    expect(s.state.defs[s.state.cards[copy]!.def]!.name).toBe("AF");
    s.endWithDecisionOpen();
    const willFirst = card({ name: "Plan", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } });
    const c = scenario({
      A: [
        card({ name: "AF", power: 1 }),
        beta(88),
        ...pay("vitreous", 2),
        ...filler("af", 3),
        willFirst,
        card({ name: "Found", power: 4 }),
      ],
      B: [card({ name: "BF", power: 9 }), ...filler("bf", 6)],
      padTo: 24,
    });
    c.reveal("AF", "BF");
    cast(c, "A", nm(88), ["P0"]);
    settle(c);
    c.expectZone("Plan", "limbo").expectZone("Found", "confrontation").endWithDecisionOpen();
    const t = scenario({
      A: [beta(66), ...filler("af", 6), card({ name: "Next", power: 2 })],
      B: [card({ name: "BF", power: 9 }), ...filler("bf", 6)],
      padTo: 24,
    });
    t.reveal(nm(66), "BF");
    settle(t);
    t.expectZone("Next", "confrontation").endWithDecisionOpen();
    mark(85, 88, 66);
  });

  it("#132 Twist the Soul borrows a card from your vessel: back to the vessel if it wins, to its owner's hand if not", () => {
    for (const aWins of [true, false]) {
      const s = match(
        [beta(132), ...pay("melancholic", 2)],
        [card({ name: "Loot", power: 1 }), card({ name: "Big", power: 9 })],
        { aFirst: 5, bFirst: 1 },
      );
      s.reveal("AF", "Loot")
        .passTo("placement")
        .choose("A", [`${s.id("AF")}:deck`]);
      s.expectZone("Loot", "vessel");
      nextTurn(s, "af1", aWins ? "bf1" : "Big");
      cast(s, "A", nm(132), ["Loot"]);
      settle(s);
      s.expectZone("Loot", "confrontation");
      s.passTo("placement");
      settle(s);
      s.expectZone("Loot", aWins ? "vessel" : "hand");
      if (aWins) expect(s.state.players[0].vessel).toContain(s.id("Loot"));
      s.endWithDecisionOpen();
    }
    mark(132);
  });

  it("#122 Armored Pachywyrm: the loser pays 5 per point of difference; #284 Martyrize draws the revealed card's base power", () => {
    const s = match([beta(122)], [], { bFirst: 2 });
    s.reveal(nm(122), "BF").passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectEffectPoints("B", -15).endWithDecisionOpen();
    const m = match([beta(284), card({ name: "Big", power: 4 }), card({ name: "Coin", t: "hollow", power: 1 })], [], {
      bFirst: 9,
    });
    m.reveal("AF", "BF");
    giveTo(m, "A");
    const hand = m.state.players[0].hand.length;
    m.play("A", nm(284), { tribute: ["Coin"], extra: ["Big"] });
    settle(m);
    m.expectZone("Big", "exile")
      .expectZone(nm(284), "exile")
      .expectHand("A", hand - 3 + 4)
      .endWithDecisionOpen();
    mark(122, 284);
  });

  it("#252 Zum: five effects, each once per turn", () => {
    const payers = [card({ name: "R1", t: "choleric", power: 1 }), card({ name: "R2", t: "choleric", power: 1 })];
    const s = match([beta(252), ...payers], [], { bFirst: 9 });
    s.reveal(nm(252), "BF");
    giveTo(s, "A");
    s.activate("A", nm(252), 0, { targets: ["BF"], tribute: ["R1"] });
    settle(s);
    s.expectPower("BF", 8);
    giveTo(s, "A");
    s.activate("A", nm(252), 0, { targets: ["BF"], tribute: ["R2"] })
      .expectRefused("cost_unpaid")
      .endWithDecisionOpen();
    mark(252);
  });
});

describe("Beta: tributes from other zones", () => {
  const costs = (name: string, cost: Record<string, number>) =>
    card({ name, type: "ephemeral_will", t: Object.keys(cost)[0]!, cost, script: { ops: [] } });
  it("#7 World Spore pays {G}{G} from the Interzone; #216 Solar Apparition pays from the Interzone", () => {
    const s = match([beta(7), costs("Grow", { phlegmatic: 2 })], [], { aFirst: 1, bFirst: 1, bT: "hollow" });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(7)).pass("B").pass("A");
    s.passTo("placement")
      .choose("A", [`${s.id(nm(7))}:slot0`])
      .choose("A", [`${s.id("AF")}:deck`]);
    nextTurn(s, "af1", "bf1");
    giveTo(s, "A");
    s.play("A", "Grow", { tribute: [nm(7)] })
      .expectZone(nm(7), "limbo")
      .endWithDecisionOpen();
    const a = inInterzone(beta(216), [costs("Burn", { choleric: 3 })], [], ["AF", "bf1"]);
    giveTo(a, "A");
    a.play("A", "Burn", { tribute: [nm(216)] })
      .expectZone(nm(216), "limbo")
      .endWithDecisionOpen();
    mark(7, 216);
  });

  it("#103 Forgotten Pile pays from the Limbo and is exiled", () => {
    const s = match([dumpA, beta(103), costs("Dark", { melancholic: 2 })], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", "DumpA");
    settle(s, [[nm(103)]]);
    s.expectZone(nm(103), "limbo");
    giveTo(s, "A");
    s.play("A", "Dark", { tribute: [nm(103)] })
      .expectZone(nm(103), "exile")
      .endWithDecisionOpen();
    mark(103);
  });
});

describe("Beta: more Interzone spaces", () => {
  it("#33 Tong and #43 Cozy Bunk add Interzone spaces", () => {
    const s = inInterzone(beta(33), [card({ name: "Big", power: 9 })], [], ["Big", "bf1"]);
    s.passTo("placement");
    expect(s.decisionOf("A")!.options).toContain(`${s.id("Big")}:slot5`);
    s.choose("A", [`${s.id("Big")}:slot5`]);
    expect(s.state.players[0].interzone.filter(Boolean)).toHaveLength(2);
    s.endWithDecisionOpen();
    const b = match([beta(43), ...pay("phlegmatic", 2), card({ name: "Big", t: "hollow", power: 9 })], [], {
      bFirst: 5,
    });
    b.reveal("AF", "BF");
    toEndPhase(b);
    cast(b, "A", nm(43));
    settle(b);
    nextTurn(b, "Big", "bf1");
    b.passTo("placement");
    expect(b.decisionOf("A")!.options).toEqual([
      `${b.id("Big")}:deck`,
      ...[0, 1, 2, 3].map((i) => `${b.id("Big")}:slot${i}`),
    ]);
    b.endWithDecisionOpen();
    mark(33, 43);
  });
});

// ——— more Beta cards, collection numbers 1–200 (new describe blocks go right below) ———

describe("Beta 1–200: discarded from hand in the Reaction", () => {
  it("#161 Ranba: while the opponent's latest Support has base power ≤ 2, reveal and discard it: that manifestation enters your vessel", () => {
    const s = match([beta(161)], [tiny("T1"), tiny("Big", 3)], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    const act = () =>
      s.act({ type: "activate", player: 0, card: s.id(nm(161)), ability: 0, targets: [], tribute: { cards: [] } });
    giveTo(s, "A");
    act().expectRefused("cost_unpaid");
    giveTo(s, "B");
    s.support("B", "Big").pass("A").pass("B");
    giveTo(s, "B");
    s.support("B", "T1").pass("A").pass("B");
    giveTo(s, "A");
    act();
    s.expectZone(nm(161), "limbo");
    settle(s);
    s.expectZone("T1", "vessel").expectZone("Big", "confrontation");
    expect(s.state.players[0].vessel).toContain(s.id("T1"));
    s.endWithDecisionOpen();
    mark(161);
  });
});

describe("Beta 1–200: wills paid for come back", () => {
  /** A pays a 3-cost will of `t` with card n as the only payer; the turn then ends; returns the scenario. */
  const paidWith = (n: number, t: string, bFirst: number, answers: string[][] = [["Spell"]]) => {
    const w = card({
      name: "Spell",
      type: "ephemeral_will",
      t,
      cost: { [t]: 3 },
      script: { ops: [{ op: "points", who: "you", n: 1 }] },
    });
    const s = match([beta(n), w], [], { aFirst: 1, bFirst });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.play("A", "Spell", { tribute: [nm(n)] });
    settle(s);
    s.expectZone("Spell", "limbo").expectZone(nm(n), "limbo");
    toEndPhase(s);
    s.passUntil((x) => x.phase !== "end");
    settle(s, answers);
    return s;
  };
  it("#65 Coral Skull: used as tribute for a will, that will may return from your Limbo to your hand at the end of the turn", () => {
    const s = paidWith(65, "vitreous", 9);
    s.expectZone("Spell", "hand").endWithDecisionOpen();
    mark(65);
  });

  it("#152 Loop: used as tribute for a will in a turn you lost, that will may return to your hand at the end of the turn", () => {
    const lost = paidWith(152, "capricious", 9);
    lost.expectZone("Spell", "hand").endWithDecisionOpen();
    const won = paidWith(152, "capricious", 0, []);
    won.expectZone("Spell", "limbo").endWithDecisionOpen();
    mark(152);
  });
});

describe("Beta 1–200: answering a will from hand", () => {
  it("#163 Unruly Flail: while an opponent's will on the stack targets a manifestation in the Confrontation Zone, Support from hand, neutralizing it", () => {
    const s = match([beta(163)], [zap], { aFirst: 3, bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(163)).expectRefused("no_support");
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["AF"] });
    s.support("A", nm(163));
    settle(s);
    s.expectZone(nm(163), "confrontation").expectZone("Zap", "limbo").expectPower("AF", 3).endWithDecisionOpen();
    mark(163);
  });
});

describe("Beta 1–200: Support from the Limbo", () => {
  it("#197 Wandering Veteran: in the Limbo at the start of the turn, it may be played in Support from there, as {H}; winning as Support, exiled", () => {
    const t = match([beta(197), dumpA], [card({ name: "W2", t: "hollow", power: 0 })], { bFirst: 9 });
    t.reveal("AF", "BF");
    cast(t, "A", "DumpA");
    settle(t, [[nm(197)]]);
    // Discarded this turn: it was not in the Limbo at the start of the turn.
    t.expectZone(nm(197), "limbo");
    t.expectLegal("A", (a) => a.type === "playSupport" && a.card === t.id(nm(197)), false);
    nextTurn(t, "af1", "W2");
    settle(t);
    giveTo(t, "A");
    t.expectLegal("A", (a) => a.type === "playSupport" && a.card === t.id(nm(197)));
    t.support("A", nm(197)).pass("B").pass("A");
    t.expectZone(nm(197), "confrontation");
    expect(temperamentOf(t.state, t.id(nm(197)))).toBe("hollow");
    t.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(t);
    t.expectZone(nm(197), "exile").endWithDecisionOpen();
    mark(197);
  });
});

describe("Beta 1–200: leaving when targeted", () => {
  it("#143 Absent Trinket: when a will targets a manifestation of yours on the field, it returns to its owner's hand, locked for the turn", () => {
    const s = match([beta(143)], [zap], { aFirst: 3, bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(143)).pass("B").pass("A");
    s.expectZone(nm(143), "confrontation");
    cast(s, "B", "Zap", ["AF"]);
    settle(s);
    s.expectZone(nm(143), "hand").expectPower("AF", 2);
    expect(s.state.cards[s.id(nm(143))]!.lockedTurn).toBe(s.state.turn);
    s.endWithDecisionOpen();
    mark(143);
  });
});

describe("Beta 1–200: a free will", () => {
  it("#63 Inspired Nimbus: entering an opponent's vessel, its owner may play a will without paying its tribute cost this turn (one)", () => {
    const costly = (name: string) =>
      card({
        name,
        type: "ephemeral_will",
        t: "vitreous",
        cost: { vitreous: 3 },
        script: { ops: [{ op: "points", who: "you", n: 1 }] },
      });
    const s = match([beta(63), costly("C1"), costly("C2")], [], { bFirst: 9 });
    s.reveal(nm(63), "BF");
    toEndPhase(s);
    s.expectZone(nm(63), "vessel");
    settle(s);
    giveTo(s, "A");
    s.play("A", "C2", { tribute: [] });
    settle(s);
    s.expectEffectPoints("A", 1);
    giveTo(s, "A");
    s.play("A", "C1", { tribute: [] }).expectRefused("tribute_unpaid");
    s.endWithDecisionOpen();
    mark(63);
  });
});

describe("Beta 1–200: Chains together, Support boosted after a loss", () => {
  it("#27 Advocate of Catharsis: both players Chain from hand at the same time (the first choice hidden, both enter together)", () => {
    const s = match([beta(27), tiny("TA")], [tiny("TB")], { bFirst: 1 });
    s.firsts(nm(27), "BF").passUntil((x) => x.phase !== "beforeRevelation");
    // B chooses first; nothing has entered yet when A chooses.
    untilAsked(s, "B", "chain");
    s.decide("B", [s.id("TB")]);
    s.expectZone("TB", "hand");
    expect(eventsFor(s.events, 0).findLast((e) => e.type === "decided" && e.player === 1)).toMatchObject({
      kind: "choose",
      choice: ["?"],
    });
    s.decide("A", [s.id("TA")]);
    s.expectZone("TA", "confrontation").expectZone("TB", "confrontation");
    s.endWithDecisionOpen();
    mark(27);
  });

  it("#17 Stoic Snoozer: entering after a lost confrontation, your manifestations entering as Support this turn get +1", () => {
    const s = match([beta(17), tiny("Tiny")], [], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    nextTurn(s, nm(17), "bf1");
    settle(s);
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    settle(s);
    s.expectPower("Tiny", 2).expectPower(nm(17), 2).endWithDecisionOpen();
    // Without a loss the turn before: no bonus.
    const t = match([beta(17), tiny("Tiny")], [], { bFirst: 5 });
    t.reveal(nm(17), "BF");
    giveTo(t, "A");
    t.support("A", "Tiny").pass("B").pass("A");
    settle(t);
    t.expectPower("Tiny", 1).endWithDecisionOpen();
    mark(17);
  });
});

describe("Beta 1–200: copied temperaments, a gamble at the vessel", () => {
  it("#154 Mimer: pay {H}, it copies the power and temperament of the target opposing First", () => {
    const s = match([beta(154), ...pay("hollow", 1)], [], { bFirst: 5, bT: "choleric" });
    s.reveal(nm(154), "BF");
    giveTo(s, "A");
    s.activate("A", nm(154), 0, { targets: ["BF"], tribute: ["pay-hollow-1"] });
    settle(s);
    s.expectPower(nm(154), 5);
    expect(temperamentOf(s.state, s.id(nm(154)))).toBe("choleric");
    s.endWithDecisionOpen();
    mark(154);
  });

  it("#146 Yzzit: about to enter an Empathic Vessel, a D6; odd, back to its owner's hand", () => {
    const s = match([beta(146)], [], { bFirst: 9 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(146)).pass("B").pass("A");
    toEndPhase(s);
    const roll = s.events.find((e) => e.type === "rolled");
    expect(roll).toBeDefined();
    const odd = roll && roll.type === "rolled" ? roll.value % 2 === 1 : false;
    s.expectZone(nm(146), odd ? "hand" : "vessel")
      .expectZone("AF", "vessel")
      .endWithDecisionOpen();
    mark(146);
  });
});

describe("Beta 1–200: draws, the last to enter, the Limbo left", () => {
  it("#76 Shymon: exhausted and −2, next turn the target opponent cannot draw outside the Recovery Phase", () => {
    const draw1 = card({
      name: "Draw1",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "draw", who: "you", n: 1 }] },
    });
    const draw2 = card({ name: "Draw2", type: "ephemeral_will", t: "hollow", cost: {}, script: draw1.script });
    const s = match([beta(76)], [draw1, draw2], { bFirst: 9 });
    s.reveal(nm(76), "BF");
    giveTo(s, "A");
    s.activate("A", nm(76), 0, { targets: ["P1"] });
    settle(s);
    s.expectPower(nm(76), 2);
    expect(s.state.cards[s.id(nm(76))]!.exhausted).toBe(true);
    // This turn B still draws.
    const h = s.state.players[1].hand.length;
    cast(s, "B", "Draw1");
    settle(s);
    s.expectHand("B", h);
    nextTurn(s, "af1", "bf1");
    const h2 = s.state.players[1].hand.length;
    cast(s, "B", "Draw2");
    settle(s);
    s.expectHand("B", h2 - 1).endWithDecisionOpen();
    mark(76);
  });

  it("#150 Unpredictable Loudmouth: while it is the last manifestation to enter the Confrontation Zone, the confrontation is a stalemate", () => {
    const s = match([beta(150)], [tiny("Tiny")], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(150)).pass("B").pass("A");
    s.expectZone(nm(150), "confrontation");
    expect(outcomeNow(s.state).winner).toBe(null);
    giveTo(s, "B");
    s.support("B", "Tiny").pass("A").pass("B");
    expect(outcomeNow(s.state).winner).toBe(1);
    s.endWithDecisionOpen();
    mark(150);
  });

  it("#98 Mourning Offal: Support once a card has left a Limbo this turn", () => {
    const raise = card({
      name: "Raise",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "limbo", controller: "you" } }],
        ops: [{ op: "move", to: "t0", dest: "hand" }],
      },
    });
    const s = withLimbo([beta(98), raise], { bFirst: 9 });
    giveTo(s, "A");
    s.support("A", nm(98)).expectRefused("no_support");
    cast(s, "A", "Raise", ["af1"]);
    settle(s);
    s.expectZone("af1", "hand");
    giveTo(s, "A");
    s.support("A", nm(98)).pass("B").pass("A");
    s.expectZone(nm(98), "confrontation");
    expect(hasKeyword(s.state, s.id(nm(98)), "support")).toBe(true);
    s.endWithDecisionOpen();
    mark(98);
  });
});

describe("Beta 1–200: exchanged control", () => {
  it("#92 Dominate the Aspects: two manifestations in the Confrontation Zone exchange control; at the Resolution both go under their owners' decks", () => {
    const s = match([beta(92), ...pay("vitreous", 2)], [], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", nm(92), ["AF", "BF"]);
    settle(s);
    expect([s.state.cards[s.id("AF")]!.controller, s.state.cards[s.id("BF")]!.controller]).toEqual([1, 0]);
    expect(outcomeNow(s.state).winner).toBe(0);
    toEndPhase(s);
    s.expectZone("AF", "deck").expectZone("BF", "deck");
    expect([s.state.players[0].deck.at(-1), s.state.players[1].deck.at(-1)]).toEqual([s.id("AF"), s.id("BF")]);
    s.endWithDecisionOpen();
    mark(92);
  });
});

describe("Beta 1–200: entering the Limbo", () => {
  it("#110 Zombieswing: entering the Limbo, you may return another target manifestation from your Limbo to your hand", () => {
    const dump2 = card({
      name: "Dump2",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "discard", who: "you", n: 1 }] },
    });
    const s = withLimbo([beta(110), dump2]);
    cast(s, "A", "Dump2");
    settle(s, [[nm(110)], ["yes"]]);
    s.expectZone(nm(110), "limbo").expectZone("af1", "hand").endWithDecisionOpen();
    mark(110);
  });
});

describe("Beta 1–200: Revelation checks, copies of wills, the Necromancer", () => {
  it("#19 Jondo: in the Interzone with a base power above your First's, Support this turn; winning as Support, exiled", () => {
    const s = inInterzone(
      beta(19),
      [card({ name: "Big", power: 5 })],
      [card({ name: "W2", t: "hollow", power: 1 })],
      ["AF", "W2"],
    );
    settle(s);
    expect(hasKeyword(s.state, s.id(nm(19)), "support")).toBe(true);
    giveTo(s, "A");
    s.support("A", nm(19)).pass("B").pass("A");
    s.expectZone(nm(19), "confrontation");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectZone(nm(19), "exile").endWithDecisionOpen();
    // A First with a base power as high: no Support.
    const t = inInterzone(
      beta(19),
      [card({ name: "Big", power: 5 })],
      [card({ name: "W2", t: "hollow", power: 1 })],
      ["Big", "W2"],
    );
    settle(t);
    expect(hasKeyword(t.state, t.id(nm(19)), "support")).toBe(false);
    t.endWithDecisionOpen();
    mark(19);
  });

  it("#167 The Stomper: revealed as the First with the highest base power, its controller wins the confrontation; put under the deck, it is shuffled", () => {
    const boost = card({
      name: "Boost",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: 5, until: "turn" }],
      },
    });
    const s = match([beta(167)], [boost], { bFirst: 3 });
    s.reveal(nm(167), "BF");
    settle(s);
    cast(s, "B", "Boost", ["BF"]);
    settle(s);
    s.expectPower("BF", 8);
    expect(outcomeNow(s.state).winner).toBe(0);
    s.passTo("placement");
    s.expectZone("BF", "vessel");
    const before = [...s.state.players[0].deck];
    s.choose("A", [`${s.id(nm(167))}:deck`]);
    expect([...s.state.players[0].deck].sort()).toEqual([...before, s.id(nm(167))].sort());
    expect(s.state.players[0].deck).not.toEqual([...before, s.id(nm(167))]);
    s.endWithDecisionOpen();
    // Not the highest base power (equal): no forced win.
    const t = match([beta(167)], [], { bFirst: 4 });
    t.reveal(nm(167), "BF");
    settle(t);
    expect(t.state.flags["winsConfrontation:0"]).toBeUndefined();
    t.endWithDecisionOpen();
    mark(167);
  });

  it("#86 Imitate: a copy of a target will on the stack, with a new target", () => {
    const s = match([beta(86), ...pay("vitreous", 2)], [zap], { aFirst: 3, bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["AF"] });
    s.act({
      type: "playWill",
      player: 0,
      card: s.id(nm(86)),
      targets: [`S${s.state.stack[0]!.id}`],
      tribute: { cards: [s.id("pay-vitreous-1")] },
    });
    settle(s, [["BF"]]);
    s.expectPower("AF", 2).expectPower("BF", 4).expectZone(nm(86), "limbo").endWithDecisionOpen();
    mark(86);
  });

  it("#125 Urolong: exhausted with {H}{H} in the Interzone, a manifestation of your Limbo into Support, without its effects; exiled if it wins", () => {
    const s = inInterzone(beta(125), [dumpA, ...pay("hollow", 1)], [], ["AF", "bf1"]);
    cast(s, "A", "DumpA");
    settle(s, [["af2"]]);
    s.expectZone("af2", "limbo");
    giveTo(s, "A");
    s.activate("A", nm(125), 0, { targets: ["af2"], tribute: ["pay-hollow-1"] });
    settle(s);
    s.expectZone("af2", "confrontation");
    expect([
      s.state.cards[s.id("af2")]!.controller,
      hasEffects(s.state, s.id("af2")),
      s.state.cards[s.id(nm(125))]!.exhausted,
    ]).toEqual([0, false, true]);
    expect(s.state.cards[s.id("af2")]!.memory).toEqual([{ on: "wins", dest: "exile" }]);
    s.endWithDecisionOpen();
    mark(125);
  });
});

describe("Beta 1–200: Support bought in hand or Interzone, offers and distributions", () => {
  it("#16 Echo of the Wilds: losing, a total of +3 over any number of target manifestations in your Interzone, each at least +1", () => {
    const s = inInterzone(helper(), [beta(16)], [card({ name: "Big", power: 9 })], [nm(16), "Big"]);
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    // One target (Helper), the others left empty: it takes all three.
    settle(s, [["Helper"], [""], [""]]);
    s.expectPower("Helper", 9).endWithDecisionOpen();
    mark(16);
  });

  it("#111 Diabolical Giant: in hand or in the Interzone, lose 10 points for Support until the end of the turn", () => {
    const s = match([beta(111), beta(111)], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    const [inHand, other] = s.state.players[0].hand.filter(
      (id) => s.state.defs[s.state.cards[id]!.def]!.name === nm(111),
    );
    s.act({ type: "playSupport", player: 0, card: inHand! }).expectRefused("no_support");
    s.act({ type: "activate", player: 0, card: inHand!, ability: 0, targets: [], tribute: { cards: [] } });
    settle(s);
    s.expectEffectPoints("A", -10);
    s.act({ type: "playSupport", player: 0, card: inHand! }).pass("B").pass("A");
    expect(s.state.cards[inHand!]!.zone).toBe("confrontation");
    // From the Interzone (put there by hand): the second ability.
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "move", card: other!, to: "interzone" } });
    s.act({ type: "activate", player: 0, card: other!, ability: 0, targets: [], tribute: { cards: [] } }).expectRefused(
      "wrong_phase",
    );
    s.act({ type: "activate", player: 0, card: other!, ability: 1, targets: [], tribute: { cards: [] } });
    settle(s);
    s.expectEffectPoints("A", -20);
    expect(hasKeyword(s.state, other!, "support")).toBe(true);
    s.endWithDecisionOpen();
    mark(111);
  });

  it("#200 Glabron: in hand or in the Interzone, put a manifestation of your Interzone into stalemate for Support until the end of the turn", () => {
    const s = inInterzone(helper(), [beta(200)], [], ["af1", "bf1"]);
    giveTo(s, "A");
    const g = s.id(nm(200));
    s.act({ type: "activate", player: 0, card: g, ability: 0, targets: [], tribute: { cards: [] } }).expectRefused(
      "cost_unpaid",
    );
    s.expectLegal(
      "A",
      (a) => a.type === "activate" && a.card === g && a.ability === 0 && a.extra?.[0] === s.id("Helper"),
    );
    s.act({
      type: "activate",
      player: 0,
      card: g,
      ability: 0,
      targets: [],
      tribute: { cards: [] },
      extra: [s.id("Helper")],
    });
    s.expectZone("Helper", "stalemate");
    settle(s);
    s.support("A", nm(200)).pass("B").pass("A");
    s.expectZone(nm(200), "confrontation").endWithDecisionOpen();
    mark(200);
  });

  it("#196 Perfidious Baranchio: the opponent may put the chosen card of their Interzone into Support; if not, you may Chain from hand", () => {
    const setup = () => {
      const s = match([beta(196), tiny("Tiny")], [], { aFirst: 1, bFirst: 5 });
      s.reveal("AF", "BF")
        .passTo("placement")
        .choose("B", [`${s.id("BF")}:slot0`]);
      nextTurn(s, nm(196), "bf1");
      return s;
    };
    const yes = setup();
    settle(yes, [["BF"], ["yes"]]);
    yes.expectZone("BF", "confrontation").expectZone("Tiny", "hand");
    expect(yes.state.cards[yes.id("BF")]!.controller).toBe(1);
    yes.endWithDecisionOpen();
    const no = setup();
    settle(no, [["BF"], ["no"], ["Tiny"]]);
    no.expectZone("BF", "interzone").expectZone("Tiny", "confrontation").endWithDecisionOpen();
    // Choosing nothing: nothing happens.
    const none = setup();
    settle(none, [[]]);
    none.expectZone("BF", "interzone").expectZone("Tiny", "hand").endWithDecisionOpen();
    mark(196);
  });
});

/**
 * A wins turn 1 with AF (power 6) and Tiny in Support, both placed in A's Interzone; in the end
 * phase A plays the will on AF.
 */
function onAFAndTiny(n: number, extraB: CardDef[] = []) {
  const def = beta(n);
  const t = Object.keys(def.cost)[0]!;
  const s = match([def, ...pay(t, 2), tiny("Tiny", 1)], extraB, { aFirst: 6, bFirst: 1 });
  s.reveal("AF", "BF");
  giveTo(s, "A");
  s.support("A", "Tiny").pass("B").pass("A");
  s.passTo("placement")
    .choose("A", [`${s.id("AF")}:slot0`])
    .choose("A", [`${s.id("Tiny")}:slot1`]);
  giveTo(s, "A");
  cast(s, "A", def.name);
  settle(s, [["AF"]]);
  s.expectZone(def.name, "field").expectZone("AF", "interzone").expectZone("Tiny", "interzone");
  return s;
}
/** A pays the change of target (with the second payer, or the excess essence the will left). */
const retarget = (s: Scenario, n: number, to: string, tribute: string[]) => {
  giveTo(s, "A");
  s.activate("A", nm(n), 2, { targets: [to], tribute });
  settle(s);
};

describe("Beta 1–200: deck bottom, stalemate lock, movable silence", () => {
  it("#121 Carcass Devourer: put at the bottom of the deck, the deck is shuffled", () => {
    const sink = card({
      name: "Sink",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "move", to: "t0", dest: "deckBottom" }],
      },
    });
    const s = match([beta(121), sink], [], { bFirst: 5 });
    s.reveal(nm(121), "BF");
    settle(s);
    const before = [...s.state.players[0].deck];
    cast(s, "A", "Sink", [nm(121)]);
    settle(s);
    const after = s.state.players[0].deck;
    expect([...after].sort()).toEqual([...before, s.id(nm(121))].sort());
    // Shuffled: not simply the old deck with the card put under.
    expect(after).not.toEqual([...before, s.id(nm(121))]);
    s.endWithDecisionOpen();
    mark(121);
  });

  it("#151 Static Scuttler: losing, the winner's manifestations go to stalemate and cannot change zone this turn", () => {
    const s = match([beta(151)], [], { bFirst: 9 });
    s.reveal(nm(151), "BF");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectZone("BF", "stalemate");
    expect(hasKeyword(s.state, s.id("BF"), "noZoneChange")).toBe(true);
    // Its own (losing) side is not locked.
    expect(hasKeyword(s.state, s.id(nm(151)), "noZoneChange")).toBe(false);
    s.endWithDecisionOpen();
    mark(151);
  });

  it("#180 Annihilating Nectar: the chosen manifestation loses its effects; in the End Phase {Y} moves it to another", () => {
    const def = beta(180);
    const s = onAFAndTiny(180);
    const fx = (name: string) => hasEffects(s.state, s.id(name));
    expect([fx("AF"), fx("Tiny")]).toEqual([false, true]);
    retarget(s, 180, "Tiny", ["pay-capricious-2"]);
    expect([fx("AF"), fx("Tiny")]).toEqual([true, false]);
    expect(s.state.cards[s.id(def.name)]!.exhausted).toBe(true);
    // Gone with the will.
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(def.name), to: "limbo" } });
    expect(fx("Tiny")).toBe(true);
    s.endWithDecisionOpen();
    mark(180);
  });
});

/** Passes (placements to the deck) until `who` has a decision with this prompt; returns it. */
function untilAsked(s: Scenario, who: "A" | "B", prompt: string) {
  for (let i = 0; i < 80 && s.decisionOf(who)?.prompt !== prompt; i++) {
    const d = s.state.decisions[0];
    if (d)
      s.decide(
        d.player === 0 ? "A" : "B",
        d.kind === "placeWon" ? [d.options.find((o) => o.endsWith(":deck"))!] : d.options.slice(0, Math.max(d.min, 1)),
      );
    else s.pass(s.state.priority === 0 ? "A" : "B");
  }
  expect(s.decisionOf(who)?.prompt).toBe(prompt);
  return s.decisionOf(who)!;
}

describe("Beta: wills played from the Limbo", () => {
  it("#82 Freenya: whenever you play a will from hand, you may play a will from your Limbo for free; it is exiled afterwards", () => {
    const ping = card({
      name: "Ping",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [
          { op: "points", who: "you", n: 5 },
          { op: "power", to: "t0", amount: 1, until: "turn" },
        ],
      },
    });
    const pong = card({
      name: "Pong",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 1 },
      script: { ops: [{ op: "points", who: "you", n: 1 }] },
    });
    const s = match([beta(82), ping, pong, card({ name: "Blue", t: "vitreous", power: 1 })], [], { bFirst: 9 });
    s.reveal(nm(82), "BF");
    cast(s, "A", "Ping", [nm(82)]);
    settle(s);
    s.expectZone("Ping", "limbo").expectEffectPoints("A", 5).expectPower(nm(82), 4);
    cast(s, "A", "Pong");
    settle(s, [["Ping"], [nm(82)]]);
    // Ping again (free, from the Limbo), then exiled; Pong paid and resolved.
    s.expectEffectPoints("A", 11)
      .expectPower(nm(82), 5)
      .expectZone("Ping", "exile")
      .expectZone("Pong", "limbo")
      .expectZone("Blue", "limbo");
    s.endWithDecisionOpen();
    mark(82);
  });

  it("#128 Ergorath: wills may be played from your Limbo for {H} and are then exiled; in the Interzone at the end of the turn, −10 and shuffled into the deck", () => {
    const ping = card({
      name: "Ping",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 3 },
      script: { ops: [{ op: "points", who: "you", n: 5 }] },
    });
    const s = match([beta(128), ping, ...pay("vitreous", 1), ...pay("hollow", 1), tiny("Tiny")], [], { bFirst: 1 });
    s.reveal(nm(128), "BF");
    cast(s, "A", "Ping");
    settle(s);
    s.expectZone("Ping", "limbo").expectZone("pay-vitreous-1", "limbo");
    giveTo(s, "A");
    s.expectLegal("A", (a) => a.type === "playWill" && a.card === s.id("Ping"));
    s.play("A", "Ping").expectRefused("tribute_unpaid");
    s.play("A", "Ping", { tribute: ["pay-hollow-1"] });
    settle(s);
    s.expectEffectPoints("A", 10).expectZone("Ping", "exile");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    s.passTo("placement").choose("A", [`${s.id(nm(128))}:slot0`]);
    for (let i = 0; i < 3 && s.decisionOf("A"); i++)
      s.decide("A", [s.decisionOf("A")!.options.find((o) => o.endsWith(":deck"))!]);
    s.passUntil((x) => x.phase !== "end");
    settle(s);
    s.expectEffectPoints("A", 0).expectZone(nm(128), "deck").endWithDecisionOpen();
    mark(128);
  });
});
describe("Beta: winners kept for the next confrontation", () => {
  it("#91 Suspend Judgment: in the Resolution, a player's winning manifestations stay in the Confrontation Zone until the next Resolution", () => {
    const s = match([beta(91), ...pay("vitreous", 2), tiny("Tiny")], [], { aFirst: 6, bFirst: 1 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    cast(s, "A", nm(91), ["P0"]);
    settle(s);
    s.passTo("end");
    // Not placed: still in the Confrontation Zone; the loser's First was taken.
    s.expectZone("AF", "confrontation").expectZone("Tiny", "confrontation").expectZone("BF", "vessel");
    // Next turn A keeps them (no new First to choose) and they count again.
    for (let i = 0; i < 40 && !(s.state.phase === "choose" && s.state.decisions.length > 0); i++) {
      const d = s.state.decisions[0];
      if (d) s.decide(d.player === 0 ? "A" : "B", d.options.slice(0, Math.max(d.min, 1)));
      else s.pass(s.state.priority === 0 ? "A" : "B");
    }
    expect(s.state.decisions.map((d) => d.player)).toEqual([1]);
    s.endWithDecisionOpen();
    mark(91);
  });
});
describe("Beta: answering changes of power", () => {
  it("#18 Guart, the Slinger: an opposing manifestation gains power → one of yours +1; one of yours loses power → an opposing one −1", () => {
    const boost = card({
      name: "Boost",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: 2, until: "turn" }],
      },
    });
    const g = match([beta(18)], [boost, zap], { bFirst: 5 });
    g.reveal(nm(18), "BF");
    cast(g, "B", "Boost", ["BF"]);
    settle(g);
    g.expectPower("BF", 7).expectPower(nm(18), 4);
    cast(g, "B", "Zap", [nm(18)]);
    settle(g);
    // No chain: BF's loss and Guart's own gain are not what it watches.
    g.expectPower(nm(18), 3).expectPower("BF", 6);
    expect(g.state.stack).toEqual([]);
    g.endWithDecisionOpen();
    mark(18);
  });
});
describe("Beta: copying a will on the stack, abilities used from the hand", () => {
  it("#81 Malaleuco: from the hand, {B}{B}{B} puts it in a free Interzone space; from the Interzone, exhausting it copies your will on the stack (new target allowed)", () => {
    const boost = card({
      name: "Boost",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: 2, until: "turn" }],
      },
    });
    const s = match([beta(81), ...pay("vitreous", 1), boost, tiny("Tiny")], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.expectLegal("A", (a) => a.type === "activate" && a.card === s.id(nm(81)) && a.ability === 1);
    s.activate("A", nm(81), 1, { tribute: [nm(81)] }).expectRefused("tribute_invalid");
    s.activate("A", nm(81), 1, { tribute: ["pay-vitreous-1"] });
    settle(s);
    s.expectZone(nm(81), "interzone").expectZone("pay-vitreous-1", "limbo");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    giveTo(s, "A");
    s.play("A", "Boost", { targets: ["AF"] }).pass("B");
    s.activate("A", nm(81), 0, { targets: ["top"] });
    settle(s, [["Tiny"]]);
    // The copy (a token will) boosted Tiny, the will itself AF; the copy is gone.
    s.expectPower("Tiny", 3).expectPower("AF", 3).expectZone("Boost", "limbo");
    expect(Object.values(s.state.cards).some((c) => c.def === "copy:Boost")).toBe(false);
    expect(s.state.cards[s.id(nm(81))]!.exhausted).toBe(true);
    s.endWithDecisionOpen();
    mark(81);
  });
});
describe("Beta: changing the target of what is on the stack", () => {
  it("#90 Scrambling Beacon: 3 Lucore counters; {H}{H}{H} and a counter change the target of a card or effect on the stack that targets a card on the field", () => {
    const s = match([beta(90), ...pay("vitreous", 1), tiny("Tiny", 1), ...pay("hollow", 1)], [zap], {
      aFirst: 6,
      bFirst: 1,
    });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    s.passTo("placement")
      .choose("A", [`${s.id("AF")}:slot0`])
      .choose("A", [`${s.id("Tiny")}:slot1`]);
    cast(s, "A", nm(90));
    settle(s);
    const beacon = s.id(nm(90));
    expect(s.state.cards[beacon]!.counters.Lucore).toBe(3);
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["AF"] });
    s.activate("A", nm(90), 1, { targets: ["top"], tribute: ["pay-hollow-1"] });
    settle(s, [[`0>${s.id("Tiny")}`]]);
    // Zap hit Tiny (1 → 0: destroyed) instead of AF.
    s.expectPower("AF", 6).expectZone("Tiny", "limbo");
    expect(s.state.cards[beacon]!.counters.Lucore).toBe(2);
    s.endWithDecisionOpen();
    mark(90);
  });
});
describe("Beta: control borrowed while the source stays", () => {
  it("#168 Thought Saboteur: entering the Interzone, it takes an opposing Interzone card (or persistent will) for as long as it stays on the field", () => {
    const s = match([beta(168)], [], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:slot0`]);
    nextTurn(s, nm(168), "bf1");
    s.passTo("placement").choose("A", [`${s.id(nm(168))}:slot0`]);
    settle(s);
    const bf = s.id("BF");
    expect([
      s.state.cards[bf]!.controller,
      s.state.players[0].interzone.indexOf(bf),
      s.state.players[1].interzone.includes(bf),
    ]).toEqual([0, 1, false]);
    // The Saboteur leaves the field: BF goes back under B's control, in B's Interzone.
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(nm(168)), to: "limbo" } });
    expect([
      s.state.cards[bf]!.controller,
      s.state.cards[bf]!.zone,
      s.state.players[1].interzone.includes(bf),
      s.state.players[0].interzone.includes(bf),
    ]).toEqual([1, "interzone", true, false]);
    s.endWithDecisionOpen();
    // A persistent will: it moves to A's side of the field and back.
    const bw = card({ name: "BW", type: "persistent_will", t: "hollow", cost: {}, script: { abilities: [] } });
    const w = match([beta(168)], [bw], { aFirst: 1, bFirst: 5 });
    w.reveal("AF", "BF");
    toEndPhase(w);
    cast(w, "B", "BW");
    settle(w);
    nextTurn(w, nm(168), "bf1");
    w.passTo("placement").choose("A", [`${w.id(nm(168))}:slot0`]);
    settle(w);
    expect([w.state.players[0].field, w.state.players[1].field]).toEqual([[w.id("BW")], []]);
    w.act({ type: "manual", player: 0, move: { op: "move", card: w.id(nm(168)), to: "deck" } });
    expect([w.state.players[0].field, w.state.players[1].field, w.state.cards[w.id("BW")]!.controller]).toEqual([
      [],
      [w.id("BW")],
      1,
    ]);
    w.endWithDecisionOpen();
    mark(168);
  });
});
describe("Beta: a will that watches another will", () => {
  it("#137 Parasitic Drill: the chosen persistent will costs its controller 10 points whenever its effect is used; the Drill is sacrificed when that will leaves", () => {
    const ticker = card({
      name: "Ticker",
      type: "persistent_will",
      t: "hollow",
      cost: {},
      script: { abilities: [{ kind: "activated", cost: { exhaust: true }, ops: [{ op: "draw", who: "you", n: 1 }] }] },
    });
    const killer = card({
      name: "Killer",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "wills", controller: "any", type: "card" } }],
        ops: [{ op: "destroy", to: "t0" }],
      },
    });
    const s = match([beta(137), ...pay("melancholic", 1), killer], [ticker], { bFirst: 5 });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "B", "Ticker");
    settle(s);
    cast(s, "A", nm(137));
    settle(s, [["Ticker"]]);
    expect(s.state.cards[s.id(nm(137))]!.counters.Linked).toBe(1);
    giveTo(s, "B");
    s.activate("B", "Ticker", 0);
    settle(s);
    s.expectEffectPoints("B", -10).expectEffectPoints("A", 0);
    cast(s, "A", "Killer", ["Ticker"]);
    settle(s);
    s.expectZone("Ticker", "limbo").expectZone(nm(137), "limbo").endWithDecisionOpen();
    mark(137);
  });
});
describe("Beta: hands limited for a turn", () => {
  it("#109 Possessed Pyramid: taken into an opposing vessel, that player's hand is one smaller the next turn and excess cards are discarded at once", () => {
    const draw3 = card({
      name: "Draw3",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "draw", who: "you", n: 3 }] },
    });
    const s = match([beta(109)], [draw3], { bFirst: 5 });
    s.reveal(nm(109), "BF");
    expect(handLimit(s.state, 1)).toBe(7);
    nextTurn(s, "af1", "bf1");
    s.expectZone(nm(109), "vessel");
    expect([handLimit(s.state, 0), handLimit(s.state, 1)]).toEqual([7, 6]);
    const deckTop = s.state.players[1].deck.slice(0, 3);
    cast(s, "B", "Draw3");
    settle(s);
    // 4 cards + 3 drawn: the last one drawn goes to the Limbo.
    expect([s.state.players[1].hand.length, s.state.cards[deckTop[2]!]!.zone]).toEqual([6, "limbo"]);
    s.endWithDecisionOpen();
    mark(109);
  });

  it("#123 Red Plague: in an opposing vessel, each turn that player loses 10 points or has a hand of 5 this turn (the excess discarded at once)", () => {
    const run = (payPoints: boolean) => {
      const s = match([beta(123)], [], { bFirst: 5 });
      s.reveal(nm(123), "BF");
      untilAsked(s, "B", "may");
      s.expectZone(nm(123), "vessel");
      const hand = [...s.state.players[1].hand];
      s.decide("B", [payPoints ? "yes" : "no"]);
      settle(s);
      return { s, hand };
    };
    const paid = run(true);
    paid.s.expectEffectPoints("B", -10);
    expect(handLimit(paid.s.state, 1)).toBe(7);
    paid.s.endWithDecisionOpen();
    const capped = run(false);
    capped.s.expectEffectPoints("B", 0);
    expect(handLimit(capped.s.state, 1)).toBe(5);
    expect(capped.hand.length).toBe(6);
    expect([capped.s.state.players[1].hand.length, capped.s.state.cards[capped.hand[5]!]!.zone]).toEqual([5, "limbo"]);
    capped.s.endWithDecisionOpen();
    mark(123);
  });
});

describe("Beta: tributes remembered for the end of the turn", () => {
  it("#69 Jurat, the Strategist: if it wins, at the end of the turn the manifestations you used as tribute this turn return to their owners' hands", () => {
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 2 },
      script: { ops: [] },
    });
    const run = (bFirst: number) => {
      const s = match([beta(69), costly, ...pay("vitreous", 1), dump], [], { bFirst });
      s.reveal(nm(69), "BF");
      cast(s, "A", "Costly");
      settle(s);
      cast(s, "A", "Dump");
      settle(s, [["af1"]]);
      s.expectZone("pay-vitreous-1", "limbo").expectZone("af1", "limbo");
      s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
      settle(s);
      toEndPhase(s);
      s.passUntil((x) => x.phase !== "end");
      settle(s);
      return s;
    };
    const won = run(1);
    // The tribute comes back; the discarded card does not.
    won.expectZone("pay-vitreous-1", "hand").expectZone("af1", "limbo").endWithDecisionOpen();
    const lost = run(9);
    lost.expectZone("pay-vitreous-1", "limbo").endWithDecisionOpen();
    mark(69);
  });
});

describe("Beta: effects an opponent may pay to stop", () => {
  it("#56 Refrain Repeater: used as tribute, it returns from the Limbo to the hand at the end of the turn unless an opponent pays {H}", () => {
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 2 },
      script: { ops: [] },
    });
    const run = (answer: (d: { options: string[] }) => string) => {
      const s = match([beta(56), costly], [card({ name: "Coin", t: "hollow", power: 1 })], { bFirst: 5 });
      s.reveal("AF", "BF");
      giveTo(s, "A");
      s.play("A", "Costly", { tribute: [nm(56)] });
      settle(s);
      s.expectZone(nm(56), "limbo");
      const d = untilAsked(s, "B", "unlessPay");
      s.decide("B", [answer(d)]);
      settle(s);
      return s;
    };
    const kept = run(() => "decline");
    kept.expectZone(nm(56), "hand").endWithDecisionOpen();
    const paid = run((d) => d.options.find((o) => o !== "decline")!);
    paid.expectZone(nm(56), "limbo").expectZone("Coin", "limbo").endWithDecisionOpen();
    mark(56);
  });

  it("#116 Lerxur, the Black Moon: in an opposing vessel, each turn that player discards the top 2 cards of their deck unless they pay {H}{H}", () => {
    const run = (pay: boolean) => {
      const s = match([beta(116)], [card({ name: "Coin2", t: "hollow", power: 2 })], { bFirst: 5 });
      s.reveal(nm(116), "BF");
      const d = untilAsked(s, "B", "unlessPay");
      s.expectZone(nm(116), "vessel");
      const top2 = s.state.players[1].deck.slice(0, 2);
      s.decide("B", [pay ? d.options.find((o) => o === s.id("Coin2"))! : "decline"]);
      settle(s);
      expect(top2.map((id) => s.state.cards[id]!.zone)).toEqual(pay ? ["hand", "hand"] : ["limbo", "limbo"]);
      if (pay) s.expectZone("Coin2", "limbo");
      s.endWithDecisionOpen();
    };
    run(false);
    run(true);
    mark(116);
  });
});

describe("Beta: a will passed between players", () => {
  it("#186 Hot Potato: passes to the opponent with a Burn counter; {H} per counter passes it back with one more; its holder loses 40 at the end of the turn", () => {
    const s = match(
      [beta(186), ...pay("capricious", 1), ...pay("hollow", 1)],
      [card({ name: "Coin", t: "hollow", power: 1 })],
      { bFirst: 5 },
    );
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", nm(186));
    settle(s);
    const potato = s.id(nm(186));
    const state = () => [
      s.state.cards[potato]!.controller,
      s.state.cards[potato]!.counters.Burn,
      s.state.players[0].field.includes(potato),
      s.state.players[1].field.includes(potato),
    ];
    expect(state()).toEqual([1, 1, false, true]);
    // B pays one {H} (one counter) and gives it back with two.
    giveTo(s, "B");
    s.activate("B", nm(186), 1, { targets: ["P0"], tribute: ["Coin"] });
    settle(s);
    expect(state()).toEqual([0, 2, true, false]);
    // A would need two essences: refused with none.
    giveTo(s, "A");
    s.activate("A", nm(186), 1, { targets: ["P1"], tribute: [] }).expectRefused("tribute_unpaid");
    s.passUntil((x) => x.phase === "endTurn" || x.turn === 2 || x.stack.length > 0);
    settle(s);
    s.expectZone(nm(186), "limbo").expectEffectPoints("A", -40).expectEffectPoints("B", 0);
    expect(s.state.players[0].field).toEqual([]);
    s.endWithDecisionOpen();
    mark(186);
  });
});

describe("Beta: abilities used from an opposing vessel", () => {
  it("#157 Gnarlipuff, the Slimy: from the opposing vessel, {H}{H}{H} returns a card of that player's Interzone to the top of its owner's deck", () => {
    const s = match([beta(157), ...pay("hollow", 1)], [], { bFirst: 5 });
    s.reveal(nm(157), "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:slot0`]);
    s.expectZone(nm(157), "vessel");
    nextTurn(s, "af1", "bf1");
    giveTo(s, "A");
    s.expectLegal("A", (a) => a.type === "activate" && a.card === s.id(nm(157)) && a.targets?.[0] === s.id("BF"));
    s.activate("A", nm(157), 0, { targets: ["BF"], tribute: ["pay-hollow-1"] });
    settle(s);
    expect(s.state.players[1].deck[0]).toBe(s.id("BF"));
    s.expectZone(nm(157), "vessel").endWithDecisionOpen();
    // Not from its owner's hand, field or Limbo: only from an opposing vessel.
    const f = match([beta(157), ...pay("hollow", 1)], [], { bFirst: 1 });
    f.reveal(nm(157), "BF");
    giveTo(f, "A");
    f.activate("A", nm(157), 0, { targets: [], tribute: ["pay-hollow-1"] }).expectRefused("wrong_phase");
    f.endWithDecisionOpen();
    mark(157);
  });
});

describe("Beta: Interzone cards that cannot be replaced", () => {
  it("#60 Venerable Viper: when it loses, the opposing Interzone's cards lose their effects and cannot be replaced until the end of the next turn", () => {
    const v = match([beta(60)], [card({ name: "Keeper", power: 6 }), card({ name: "Big", power: 9 })], {
      aFirst: 1,
      bFirst: 2,
    });
    v.reveal("AF", "Keeper")
      .passTo("placement")
      .choose("B", [`${v.id("Keeper")}:slot0`]);
    nextTurn(v, "af1", "Big");
    giveTo(v, "A");
    v.support("A", nm(60)).pass("B").pass("A");
    v.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(v);
    expect(mods(v, "Keeper")).toEqual(expect.arrayContaining(["loseEffects", "keyword"]));
    v.passTo("placement");
    // Big may go to any space but Keeper's.
    expect(v.decisionOf("B")!.options).toEqual([`${v.id("Big")}:deck`, `${v.id("Big")}:slot1`, `${v.id("Big")}:slot2`]);
    v.choose("B", [`${v.id("Big")}:slot1`]);
    v.expectZone("Keeper", "interzone").endWithDecisionOpen();
    mark(60);
  });
});

describe("Beta: another victory condition", () => {
  it("#129 Half Han: in your Limbo at the end of the game, you win only with −130 points or less (and cannot win otherwise)", () => {
    const s = match([beta(129), dump], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", "Dump");
    settle(s, [[nm(129)]]);
    s.expectZone(nm(129), "limbo");
    const endWith = (a: number, b: number) => {
      const st = structuredClone(s.state) as MatchState;
      st.players[0].effectPoints = a - scoreOf(st, 0) + st.players[0].effectPoints;
      st.players[1].effectPoints = b - scoreOf(st, 1) + st.players[1].effectPoints;
      endGame({ s: st, ev: [] }, "turnLimit");
      return [st.result!.winner, st.result!.points];
    };
    // More points do not win; the opponent does.
    expect(endWith(50, 10)).toEqual([1, [50, 10]]);
    // −130 or less wins.
    expect(endWith(-130, 10)).toEqual([0, [-130, 10]]);
    expect(endWith(-129, -200)).toEqual([1, [-129, -200]]);
    s.endWithDecisionOpen();
    mark(129);
  });
});

describe("Beta: the Limbo and the stalemate", () => {
  it("#124 Otranth: 2 Shackle counters; one comes off per manifestation entering a Limbo; without them it has Support; each turn in the Interzone −10 and the counters back", () => {
    const dumps = [1, 2].map((i) =>
      card({
        name: `Dump${i}`,
        type: "ephemeral_will",
        t: "hollow",
        cost: {},
        script: { ops: [{ op: "discard", who: "you", n: 1 }] },
      }),
    );
    const s = match([beta(124), ...dumps], [], { bFirst: 1 });
    s.reveal(nm(124), "BF");
    settle(s);
    const otranth = s.id(nm(124));
    const shackles = () => s.state.cards[otranth]!.counters.Shackle ?? 0;
    expect([shackles(), hasKeyword(s.state, otranth, "support")]).toEqual([2, false]);
    cast(s, "A", "Dump1");
    settle(s, [["af1"]]);
    expect(shackles()).toBe(1);
    cast(s, "A", "Dump2");
    settle(s, [["af2"]]);
    expect([shackles(), hasKeyword(s.state, otranth, "support")]).toEqual([0, true]);
    s.passTo("placement").choose("A", [`${otranth}:slot0`]);
    nextTurn(s, "af3", "bf1");
    s.expectZone(nm(124), "interzone").expectEffectPoints("A", -10);
    expect(shackles()).toBe(2);
    s.endWithDecisionOpen();
    mark(124);
  });

  it("#173 Logos, the Lost: losing, it and a winner go to the stalemate and stay there this turn; winning, it may send an Interzone card there", () => {
    const lose = match([beta(173)], [], { bFirst: 5 });
    lose.reveal(nm(173), "BF");
    settle(lose);
    lose.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(lose);
    lose.expectZone(nm(173), "stalemate").expectZone("BF", "stalemate");
    // Nobody takes or places them this turn.
    lose.passUntil((x) => x.phase === "end");
    lose.expectZone(nm(173), "stalemate").expectZone("BF", "stalemate").endWithDecisionOpen();
    const win = match([beta(173)], [card({ name: "Keeper", power: 6 })], { aFirst: 1, bFirst: 5 });
    win
      .reveal("AF", "Keeper")
      .passTo("placement")
      .choose("B", [`${win.id("Keeper")}:slot0`]);
    nextTurn(win, nm(173), "bf1");
    settle(win);
    win.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(win, [["Keeper"]]);
    win.expectZone("Keeper", "stalemate");
    win.passTo("placement");
    for (let i = 0; i < 3 && win.decisionOf("A"); i++)
      win.decide("A", [win.decisionOf("A")!.options.find((o) => o.endsWith(":deck"))!]);
    win.expectZone("Keeper", "stalemate").expectZone("bf1", "vessel").endWithDecisionOpen();
    mark(173);
  });
});

describe("Beta: when wills may be played, what the confrontation counts", () => {
  it("#160 Soup, the Graceful: from the Interzone, persistent wills may be played whenever ephemeral ones (also on a stack)", () => {
    const pw = card({ name: "PW", type: "persistent_will", t: "hollow", cost: {}, script: { abilities: [] } });
    const plain = inInterzone(card({ name: "Plain", power: 4 }), [pw], [zap], ["AF", "bf1"]);
    giveTo(plain, "A");
    plain.play("A", "PW").expectRefused("wrong_phase");
    plain.endWithDecisionOpen();
    const s = inInterzone(beta(160), [pw], [zap], ["AF", "bf1"]);
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["bf1"] });
    s.play("A", "PW");
    expect(s.state.stack).toHaveLength(2);
    settle(s);
    s.expectZone("PW", "field").expectPhase("reaction").endWithDecisionOpen();
    mark(160);
  });

  it("#87 Nullifying Hat: exhaust and {H}{H}: a Support's power does not count in the confrontation this turn", () => {
    const bSup = card({ name: "BSup", power: 3, text: "Support." });
    const s = match([beta(87), ...pay("vitreous", 2), tiny("Tiny"), ...pay("hollow", 1)], [bSup], {
      aFirst: 1,
      bFirst: 5,
    });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", nm(87));
    settle(s);
    s.expectZone(nm(87), "field");
    nextTurn(s, "af1", "bf1");
    giveTo(s, "B");
    s.support("B", "BSup").pass("A").pass("B");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    giveTo(s, "A");
    s.activate("A", nm(87), 0, { targets: ["BSup"], tribute: ["pay-hollow-1"] });
    settle(s);
    expect(s.state.cards[s.id(nm(87))]!.exhausted).toBe(true);
    // B: bf1 1 (+ BSup 3 not counted) against A: af1 1 + Tiny 1.
    s.passTo("placement");
    expect([s.state.players[0].wonTurn, s.state.players[1].lostTurn]).toEqual([s.state.turn, s.state.turn]);
    s.endWithDecisionOpen();
    mark(87);
  });
});

describe("Beta: Supports that count, copy and answer", () => {
  it("#35 Gargullo: each non-token Support of yours gets +1 per other non-token manifestation of yours there", () => {
    const makeToken = card({
      name: "MakeToken",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "token", power: 1, temperament: "hollow", n: 1, where: "support" }] },
    });
    const s = match([beta(35), tiny("T1"), tiny("T2"), makeToken], [], { bFirst: 9 });
    s.reveal(nm(35), "BF");
    giveTo(s, "A");
    s.support("A", "T1").pass("B").pass("A");
    // Gargullo (First) is the other one: T1 1 + 1.
    s.expectPower("T1", 2);
    giveTo(s, "A");
    s.support("A", "T2").pass("B").pass("A");
    cast(s, "A", "MakeToken");
    settle(s);
    const token = s.state.players[0].confrontation.find((id) => s.state.defs[s.state.cards[id]!.def]!.token)!;
    // Tokens neither count nor get the bonus; the First gets none.
    s.expectPower("T1", 3).expectPower("T2", 3).expectPower(nm(35), 1);
    expect(powerOf(s.state, token)).toBe(1);
    s.endWithDecisionOpen();
    mark(35);
  });

  it("#58 Chiff and Chaff has Support from hand once an opponent put a manifestation into Support from their Interzone this turn", () => {
    const bSup = card({ name: "BSup", power: 5, text: "Support." });
    const s = match([beta(58)], [bSup], { aFirst: 1, bFirst: 1 });
    s.reveal("AF", "BSup")
      .passTo("placement")
      .choose("B", [`${s.id("BSup")}:slot0`]);
    nextTurn(s, "af1", "bf1");
    const fromHand = () => hasKeyword(s.state, s.id(nm(58)), "supportFromHand");
    expect(fromHand()).toBe(false);
    giveTo(s, "B");
    s.support("B", "BSup").pass("A").pass("B");
    expect(fromHand()).toBe(true);
    s.expectZone("BSup", "confrontation");
    giveTo(s, "A");
    s.support("A", nm(58)).pass("B").pass("A");
    settle(s);
    s.expectZone(nm(58), "confrontation").expectZone("BSup", "hand");
    s.endWithDecisionOpen();
    mark(58);
  });

  it("#75 Gomeran, Echo Mistress: a token copy of each non-token manifestation entering your Support; put under the deck, it is shuffled", () => {
    const s = match([beta(75), tiny("T1")], [], { bFirst: 1 });
    s.reveal(nm(75), "BF");
    giveTo(s, "A");
    s.support("A", "T1").pass("B").pass("A");
    settle(s);
    const copies = () => s.state.players[0].confrontation.filter((id) => s.state.cards[id]!.def === "copy:T1");
    // One copy, and the copy (a token) is not copied again.
    expect(copies()).toHaveLength(1);
    expect(s.state.players[0].confrontation).toHaveLength(3);
    expect(powerOf(s.state, copies()[0]!)).toBe(1);
    s.passTo("placement");
    const before = [...s.state.players[0].deck];
    s.choose("A", [`${s.id(nm(75))}:deck`]);
    expect([...s.state.players[0].deck].sort()).toEqual([...before, s.id(nm(75))].sort());
    expect(s.state.players[0].deck).not.toEqual([...before, s.id(nm(75))]);
    s.endWithDecisionOpen();
    mark(75);
  });
});

describe("Beta: taking control of manifestations", () => {
  it("#171 Zaguor, Greedy Pedal: when it wins, exiling it takes a manifestation from the opposing vessel into your Interzone", () => {
    const s = match([beta(171)], [], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    nextTurn(s, nm(171), "bf1");
    s.expectZone("AF", "vessel");
    settle(s);
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s, [["AF"], ["yes"]]);
    s.expectZone(nm(171), "exile").expectZone("AF", "interzone");
    expect([
      s.state.cards[s.id("AF")]!.controller,
      s.state.players[0].interzone.includes(s.id("AF")),
      s.state.players[1].vessel,
    ]).toEqual([0, true, []]);
    s.endWithDecisionOpen();
    // Declining keeps Zaguor and leaves the card where it is.
    const d = match([beta(171)], [], { aFirst: 1, bFirst: 5 });
    d.reveal("AF", "BF");
    nextTurn(d, nm(171), "bf1");
    settle(d);
    d.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(d, [["AF"], ["no"]]);
    d.expectZone(nm(171), "confrontation").expectZone("AF", "vessel").endWithDecisionOpen();
    mark(171);
  });

  it("#176 Bratto: during a confrontation {H}{H} takes an opposing card from the stalemate into your vessel and puts a token copy of it in Support", () => {
    const s = match([beta(176), ...pay("hollow", 2)], [], { aFirst: 2, bFirst: 2 });
    s.reveal("AF", "BF");
    settle(s);
    s.passUntil((x) => x.phase === "end" || x.turn === 2);
    nextTurn(s, nm(176), "bf1");
    s.expectZone("BF", "stalemate");
    const bf = s.id("BF");
    giveTo(s, "A");
    s.activate("A", nm(176), 0, { targets: ["B:BF"], tribute: ["pay-hollow-1"] });
    settle(s);
    expect(s.state.players[0].vessel).toEqual([bf]);
    const copy = s.state.players[0].confrontation.find((id) => s.state.cards[id]!.def.startsWith("copy:"))!;
    expect([
      s.state.defs[s.state.cards[copy]!.def]!.name,
      powerOf(s.state, copy),
      s.state.cards[copy]!.enteredAs,
    ]).toEqual(["BF", 2, "support"]);
    // Not in the End Phase (Bratto won and sits in the Interzone).
    s.passTo("placement");
    for (let i = 0; i < 4 && s.decisionOf("A"); i++) {
      const opts = s.decisionOf("A")!.options;
      s.decide("A", [
        opts.find((o) => o === `${s.id(nm(176))}:slot0`) ?? opts.find((o) => o.endsWith(":deck")) ?? opts[0]!,
      ]);
    }
    toEndPhase(s);
    s.expectZone(nm(176), "interzone");
    giveTo(s, "A");
    s.activate("A", nm(176), 0, { targets: ["A:AF"], tribute: ["pay-hollow-2"] }).expectRefused("wrong_phase");
    s.endWithDecisionOpen();
    mark(176);
  });

  it("#185 Invert Emotions exchanges control of a manifestation in each Interzone, slot for slot", () => {
    const big = card({ name: "Big", power: 9 });
    const s = match([beta(185), ...pay("capricious", 2)], [big], { aFirst: 6, bFirst: 1 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("A", [`${s.id("AF")}:slot1`]);
    nextTurn(s, "af1", "Big");
    s.passTo("placement").choose("B", [`${s.id("Big")}:slot0`]);
    toEndPhase(s);
    cast(s, "A", nm(185), ["Big", "AF"]);
    settle(s);
    expect([
      s.state.players[0].interzone.indexOf(s.id("Big")),
      s.state.players[1].interzone.indexOf(s.id("AF")),
    ]).toEqual([1, 0]);
    expect([s.state.cards[s.id("Big")]!.controller, s.state.cards[s.id("AF")]!.controller]).toEqual([0, 1]);
    s.endWithDecisionOpen();
    mark(185);
  });
});

describe("Beta: shuffled when put at the bottom of the deck", () => {
  it("#25 Agrupol, Ponderer of Fields: put at the bottom of the deck, the deck is shuffled (a plain card just goes under)", () => {
    const placeOnDeck = (first: CardDef) => {
      const s = match([first], [], { bFirst: 1 });
      s.reveal(first.name, "BF").passTo("placement");
      const before = [...s.state.players[0].deck];
      s.choose("A", [`${s.id(first.name)}:deck`]);
      return { s, before, after: s.state.players[0].deck };
    };
    const plain = placeOnDeck(card({ name: "Plain", t: "phlegmatic", power: 5 }));
    expect(plain.after).toEqual([...plain.before, plain.s.id("Plain")]);
    plain.s.endWithDecisionOpen();
    const a = placeOnDeck(beta(25));
    expect([...a.after].sort()).toEqual([...a.before, a.s.id(nm(25))].sort());
    expect(a.after).not.toEqual([...a.before, a.s.id(nm(25))]);
    a.s.endWithDecisionOpen();
    mark(25);
  });
});

describe("Beta persistent wills whose target changes in the End Phase", () => {
  it("#38 Armored Husk protects the chosen manifestation; in the End Phase {G} moves the protection; it ends when the Husk leaves", () => {
    const s = onAFAndTiny(38, [zap]);
    const prot = (name: string) => hasKeyword(s.state, s.id(name), "protected");
    expect([prot("AF"), prot("Tiny")]).toEqual([true, false]);
    // B cannot target the protected card.
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["AF"] }).expectRefused("bad_targets");
    retarget(s, 38, "Tiny", ["pay-phlegmatic-2"]);
    expect([prot("AF"), prot("Tiny")]).toEqual([false, true]);
    s.expectZone("pay-phlegmatic-2", "limbo");
    expect(s.state.cards[s.id(nm(38))]!.exhausted).toBe(true);
    // Outside the End Phase the change is refused (and it is ready again next turn).
    nextTurn(s, "af1", "bf1");
    giveTo(s, "A");
    s.activate("A", nm(38), 2, { targets: ["AF"], tribute: ["af2"] }).expectRefused("wrong_phase");
    // The protection is the will's: gone when the will leaves the field.
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(nm(38)), to: "limbo" } });
    expect(prot("Tiny")).toBe(false);
    s.endWithDecisionOpen();
    mark(38);
  });

  it("#42 Altruistic Inflorescence gives Support to the chosen manifestation; {G}{G}{G} in the End Phase gives it to another", () => {
    const s = onAFAndTiny(42);
    const sup = (name: string) => hasKeyword(s.state, s.id(name), "support");
    expect([sup("AF"), sup("Tiny")]).toEqual([true, true]);
    retarget(s, 42, "Tiny", ["pay-phlegmatic-2"]);
    // AF has no Support of its own any more.
    expect(sup("AF")).toBe(false);
    s.expectZone("pay-phlegmatic-2", "limbo").endWithDecisionOpen();
    mark(42);
  });

  it("#138 Flaying Jaw: −2 to the chosen manifestation; moved in the End Phase for {P}, the old one recovers", () => {
    const s = onAFAndTiny(138);
    s.expectPower("AF", 4);
    s.expectZone("pay-melancholic-2", "hand");
    retarget(s, 138, "Tiny", []);
    // AF back to 6; Tiny (1) drops to −1 and is destroyed.
    s.expectPower("AF", 6).expectZone("Tiny", "limbo").endWithDecisionOpen();
    mark(138);
  });
});

describe("Beta: will costs", () => {
  it("#133 Cognitive Fog: every will costs 1 {H} more; #62 Arcane Teapot: your wills cost 1 less", () => {
    const fog = match([beta(133), ...pay("melancholic", 2)], [zap, card({ name: "Coin", t: "vitreous", power: 1 })], {
      bFirst: 5,
    });
    fog.reveal("AF", "BF");
    toEndPhase(fog);
    cast(fog, "A", nm(133));
    settle(fog);
    nextTurn(fog, undefined, "bf1");
    giveTo(fog, "B");
    // Zap was free; now it needs one essence.
    fog
      .act({ type: "playWill", player: 1, card: fog.id("Zap"), targets: [fog.id("bf1")], tribute: { cards: [] } })
      .expectRefused("tribute_unpaid");
    fog.act({
      type: "playWill",
      player: 1,
      card: fog.id("Zap"),
      targets: [fog.id("bf1")],
      tribute: { cards: [fog.id("Coin")] },
    });
    settle(fog);
    fog.expectZone("Coin", "limbo").endWithDecisionOpen();
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 2 },
      script: { ops: [] },
    });
    const t = inInterzone(beta(62), [costly, card({ name: "Blue1", t: "vitreous", power: 1 })], [], ["AF", "bf1"]);
    giveTo(t, "A");
    t.play("A", "Costly", { tribute: ["Blue1"] })
      .expectZone("Blue1", "limbo")
      .endWithDecisionOpen();
    mark(133, 62);
  });
});

// ——— more Beta cards, collection numbers 201–300 (new describe blocks go right below) ———

/** A plays persistent will #n in turn 1's end phase (B wins turn 1); turn 2 is revealed with these Firsts. */
function willInPlay(n: number, extraA: CardDef[], extraB: CardDef[], reveal2: [string, string]) {
  const def = beta(n);
  const s = match([def, ...Object.keys(def.cost).flatMap((t) => pay(t, 2)), ...extraA], extraB, { bFirst: 5 });
  s.reveal("AF", "BF");
  toEndPhase(s);
  cast(s, "A", def.name);
  settle(s);
  s.expectZone(def.name, "field");
  return nextTurn(s, reveal2[0], reveal2[1]);
}
const kill = card({
  name: "Kill",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: {
    targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
    ops: [{ op: "destroy", to: "t0" }],
  },
});

/** Passes and answers decisions (placements to the deck, else the first options) until `until` holds. */
function advanceUntil(s: Scenario, until: (st: Scenario["state"]) => boolean) {
  for (let i = 0; i < 80 && !until(s.state); i++) {
    const d = s.state.decisions[0];
    if (d)
      s.decide(
        d.player === 0 ? "A" : "B",
        d.kind === "placeWon" ? [d.options.find((o) => o.endsWith(":deck"))!] : d.options.slice(0, Math.max(d.min, 1)),
      );
    else s.pass(s.state.priority === 0 ? "A" : "B");
  }
  expect(until(s.state), "advanceUntil condition").toBe(true);
  return s;
}
const rolled = (s: Scenario) =>
  s.events.filter((e) => e.type === "rolled").map((e) => (e.type === "rolled" ? e.value : 0));
const wills = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    card({ name: `${prefix}${i + 1}`, type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } }),
  );

describe("Beta: Numbi, Buddhan the Dark, Censor, Soul-devouring Dunes, Ononok, Qu Lom", () => {
  it("#208 Numbi, from the Interzone after the Revelation, makes the opponent Chain (+2 to your First) or reveal their hand", () => {
    const s = inInterzone(beta(208), [], [], ["AF", "bf1"]);
    settle(s);
    s.expectPower("AF", 3).expectEffectPoints("A", 0);
    expect(s.state.players[1].confrontation).toHaveLength(2);
    s.endWithDecisionOpen();
    // B holds only wills after revealing its First: it cannot Chain and reveals its hand.
    const w = scenario({
      A: [beta(208), card({ name: "AF2", power: 1 }), ...filler("af", 6)],
      B: [weak(), card({ name: "BF2", power: 1 }), ...wills("W", 9)],
      padTo: 26,
    });
    w.firsts(nm(208), "Weak").passUntil((x) => x.phase === "reaction");
    w.passTo("placement").choose("A", [`${w.id(nm(208))}:slot0`]);
    nextTurn(w, "AF2", "BF2");
    settle(w);
    w.expectPower("AF2", 1);
    expect(w.state.players[1].confrontation).toHaveLength(1);
    expect(w.state.players[1].hand.length).toBeGreaterThan(0);
    expect(w.state.players[1].hand.every((id) => w.state.cards[id]!.shown)).toBe(true);
    w.endWithDecisionOpen();
    mark(208);
  });

  it("#265 Buddhan the Dark: when it wins, the opponent discards from the top of the deck as many cards as it discarded", () => {
    const s = match([beta(265)], [], { bFirst: 1 });
    s.reveal(nm(265), "BF");
    settle(s);
    const [roll] = rolled(s);
    const deckB = s.state.players[1].deck.length;
    const limboB = s.state.players[1].limbo.length;
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    expect(s.state.players[1].deck.length).toBe(deckB - roll!);
    expect(s.state.players[1].limbo.length).toBe(limboB + roll!);
    s.endWithDecisionOpen();
    mark(265);
  });

  it("#280 Censor: exile a manifestation from hand, destroy a target with base power at most its base power", () => {
    for (const bFirst of [3, 4]) {
      const s = match([beta(280), card({ name: "Three", t: "hollow", power: 3 })], [], { bFirst });
      s.reveal("AF", "BF");
      cast(s, "A", nm(280), ["BF"], ["Three"]);
      settle(s);
      s.expectZone("Three", "exile")
        .expectZone("BF", bFirst <= 3 ? "limbo" : "confrontation")
        .endWithDecisionOpen();
    }
    mark(280);
  });

  it("#236 Soul-devouring Dunes: at the start of the turn each player discards three cards from the bottom of the deck or loses 10 points", () => {
    const def = beta(236);
    const s = match([def, ...pay("melancholic", 2), ...pay("capricious", 2)], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    advanceUntil(s, (x) => x.decisions[0]?.prompt === "mode");
    expect(s.decisionOf("A")!.options).toEqual(["discard3FromBottom", "lose10Points"]);
    const bottom = s.state.players[0].deck.slice(-3);
    const pointsB = s.state.players[1].effectPoints;
    s.decide("A", ["discard3FromBottom"]).decide("B", ["lose10Points"]);
    settle(s);
    expect(bottom.map((id) => s.state.cards[id]!.zone)).toEqual(["limbo", "limbo", "limbo"]);
    s.expectEffectPoints("A", 0).expectEffectPoints("B", pointsB - 10);
    s.endWithDecisionOpen();
    mark(236);
  });

  it("#247 Ononok: when it enters the Interzone it is exiled and each player shuffles Limbo and Interzone into the deck", () => {
    const s = match([beta(247), dumpA], [], { bFirst: 0 });
    s.reveal(nm(247), "BF");
    cast(s, "A", "DumpA");
    settle(s);
    expect(s.state.players[0].limbo.length).toBe(2);
    const cards = Object.keys(s.state.cards).length;
    s.passTo("placement").choose("A", [`${s.id(nm(247))}:slot0`]);
    settle(s);
    s.expectZone(nm(247), "exile");
    for (const p of [0, 1]) {
      expect(s.state.players[p]!.limbo).toEqual([]);
      expect(s.state.players[p]!.interzone.filter(Boolean)).toEqual([]);
    }
    expect(s.state.cards[s.id("DumpA")]!.zone).toBe("deck");
    expect(Object.keys(s.state.cards).length).toBe(cards);
    s.endWithDecisionOpen();
    mark(247);
  });

  it("#250 Qu Lom: used as tribute, at the end of that turn a D6 returns it to the hand (even) or exiles it (odd)", () => {
    const costly = card({
      name: "Costly2",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 2 },
      script: { ops: [] },
    });
    const s = match([beta(250), costly], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.play("A", "Costly2", { tribute: [nm(250)] });
    settle(s);
    s.expectZone(nm(250), "limbo");
    expect(rolled(s)).toEqual([]);
    advanceUntil(s, (x) => x.turn === 2 && x.phase === "choose");
    const rolls = rolled(s);
    expect(rolls).toHaveLength(1);
    s.expectZone(nm(250), rolls[0]! % 2 === 0 ? "hand" : "exile");
    // Not again the next turn.
    advanceUntil(s, (x) => x.turn === 3);
    expect(rolled(s)).toHaveLength(1);
    s.endWithDecisionOpen();
    mark(250);
  });
});

describe("Beta: Duel Honorably", () => {
  it("#279 Duel Honorably: the opponent may pay {H}{H} to neutralize it (offered before it resolves); then Support stays allowed", () => {
    const d = match([beta(279), tiny("Tiny")], [card({ name: "Coin2", t: "hollow", power: 2 })], { bFirst: 9 });
    d.firsts("AF", "BF");
    cast(d, "A", nm(279));
    d.passUntil((x) => x.decisions.length > 0).expectDecision("B", "choose");
    // B's secret First Manifestation (power 9) is not offered as a payment.
    expect(d.decisionOf("B")!.options.some((o) => o.split("+").includes(d.id("BF")))).toBe(false);
    d.decide("B", [d.id("Coin2")]);
    settle(d);
    d.expectZone("Coin2", "limbo").expectZone(nm(279), "limbo");
    expect(d.state.flags["noSupport:all"]).toBeUndefined();
    d.passUntil((x) => x.phase === "reaction");
    giveTo(d, "A");
    d.support("A", "Tiny").pass("B").pass("A");
    d.expectZone("Tiny", "confrontation").endWithDecisionOpen();
    mark(279);
  });
});

describe("Beta: Alchemical Press", () => {
  it("#241 Alchemical Press enters with 5 Formula counters; whenever you play a will you may discard a card to draw one", () => {
    const s = willInPlay(241, [zap, card({ name: "Junk", t: "hollow", power: 1 })], [], ["af1", "bf1"]);
    expect(s.state.cards[s.id(nm(241))]!.counters).toEqual({ Formula: 5 });
    const hand = s.state.players[0].hand.length;
    const top = s.state.players[0].deck[0]!;
    cast(s, "A", "Zap", ["bf1"]);
    settle(s, [["yes"], ["Junk"]]);
    s.expectZone("Junk", "limbo").expectHand("A", hand - 1);
    expect(s.state.cards[top]!.zone).toBe("hand");
    s.endWithDecisionOpen();
    mark(241);
  });

  it("#241 Alchemical Press: Limbo manifestations pay tributes while it has Formula counters, each exiled for a counter", () => {
    const costly = card({
      name: "Cost2",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 2 },
      script: { ops: [] },
    });
    const dump2 = card({
      name: "Dump2",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "discard", who: "you", n: 2 }] },
    });
    // A's opening hand: AF, the Press, one payer per temperament, Cost2, Dump2, L1; L2 and H1 come with the next draw.
    const s = match(
      [
        beta(241),
        ...pay("vitreous", 1),
        ...pay("melancholic", 1),
        costly,
        dump2,
        ...["L1", "L2", "H1"].map((name) => card({ name, t: "hollow", power: 1 })),
      ],
      [],
      { bFirst: 5 },
    );
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", nm(241));
    settle(s);
    nextTurn(s, "af1", "bf1");
    const press = s.id(nm(241));
    cast(s, "A", "Dump2");
    settle(s, [["no"], ["L1", "L2"]]);
    const [l1, l2] = [s.id("L1"), s.id("L2")];
    expect(checkTribute(s.state, 0, { hollow: 2 }, [l1, l2]).ok).toBe(true);
    // With one counter left, one Limbo card at most.
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: press, counter: "Formula", delta: -4 } });
    expect(checkTribute(s.state, 0, { hollow: 2 }, [l1, l2]).ok).toBe(false);
    s.play("A", "Cost2", { tribute: ["L1", "H1"] });
    settle(s, [["no"]]);
    s.expectZone("L1", "exile").expectZone("H1", "limbo");
    expect(s.state.cards[press]!.counters).toEqual({ Formula: 0 });
    expect(checkTribute(s.state, 0, { hollow: 1 }, [l2]).ok).toBe(false);
    s.endWithDecisionOpen();
  });
});

describe("Beta: tributes from the vessel and the field", () => {
  const costly = (name: string, t: string) =>
    card({ name, type: "ephemeral_will", t, cost: { [t]: 1 }, script: { ops: [] } });

  it("#246 Brabataba: you may pay with the manifestations in your vessel as {T}; they are exiled", () => {
    const s = match([beta(246), costly("CostT", "transcendent")], [], { aFirst: 6, bFirst: 1 });
    s.reveal("AF", "BF");
    advanceUntil(s, (x) => x.phase === "end");
    s.expectZone("BF", "vessel");
    expect(checkTribute(s.state, 0, { transcendent: 1 }, [s.id("BF")]).ok).toBe(false);
    nextTurn(s, nm(246), "bf1");
    expect(checkTribute(s.state, 0, { transcendent: 1 }, [s.id("BF")]).ok).toBe(true);
    // Not for the opponent, whose vessel it is not.
    expect(checkTribute(s.state, 1, { transcendent: 1 }, [s.id("BF")]).ok).toBe(false);
    giveTo(s, "A");
    s.play("A", "CostT", { tribute: ["BF"] });
    settle(s);
    s.expectZone("BF", "exile").expectZone("CostT", "limbo").endWithDecisionOpen();
    mark(246);
  });

  it("#255 Orator of the Absurd: every player may pay with the manifestations on the field they control", () => {
    const s = match([beta(255), tiny("Tiny"), costly("CostG", "phlegmatic")], [], { bFirst: 9 });
    s.reveal(nm(255), "BF");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    expect(checkTribute(s.state, 1, { phlegmatic: 1 }, [s.id("BF")]).ok).toBe(true);
    expect(checkTribute(s.state, 1, { phlegmatic: 1 }, [s.id("Tiny")]).ok).toBe(false);
    giveTo(s, "A");
    s.play("A", "CostG", { tribute: ["Tiny"] });
    settle(s);
    s.expectZone("Tiny", "limbo").endWithDecisionOpen();
    const plain = match([tiny("Tiny")], [], { bFirst: 9 });
    plain.reveal("AF", "BF");
    expect(checkTribute(plain.state, 1, { phlegmatic: 1 }, [plain.id("BF")]).ok).toBe(false);
    plain.endWithDecisionOpen();
    mark(255);
  });
});

describe("Beta: Melancholic Mirror", () => {
  it("#242 Melancholic Mirror: as you use a manifestation as tribute you may exhaust it for a token copy of that manifestation in Support", () => {
    const costly = (name: string) =>
      card({ name, type: "ephemeral_will", t: "hollow", cost: { hollow: 2 }, script: { ops: [] } });
    const s = willInPlay(
      242,
      [
        costly("CostA"),
        card({ name: "H2", t: "hollow", power: 2 }),
        costly("CostB"),
        card({ name: "H3", t: "hollow", power: 2 }),
      ],
      [],
      ["af1", "bf1"],
    );
    const h2 = s.id("H2");
    giveTo(s, "A");
    s.play("A", "CostA", { tribute: ["H2"] });
    settle(s, [["yes"]]);
    expect(s.state.cards[s.id(nm(242))]!.exhausted).toBe(true);
    const copies = s.state.players[0].confrontation.filter(
      (id) => s.state.cards[id]!.def === `copy:${s.state.cards[h2]!.def}`,
    );
    expect(copies).toHaveLength(1);
    expect(powerOf(s.state, copies[0]!)).toBe(2);
    // Exhausted: the next tribute makes no copy.
    giveTo(s, "A");
    s.play("A", "CostB", { tribute: ["H3"] });
    settle(s);
    expect(s.state.players[0].confrontation).toHaveLength(2);
    s.endWithDecisionOpen();
    mark(242);
  });
});

describe("Beta: Zizek", () => {
  it("#253 Zizek cannot enter the Confrontation Zone unless you have 6 wills in your Limbo", () => {
    const s = match([beta(253), ...wills("W", 6)], [], { bFirst: 5 });
    const zizek = s.id(nm(253));
    expect(s.decisionOf("A")!.options).not.toContain(zizek);
    s.reveal("AF", "BF");
    giveTo(s, "A");
    for (const w of ["W1", "W2", "W3", "W4", "W5"])
      s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(w), to: "limbo" } });
    expect(canBeFirst(s.state, zizek)).toBe(false);
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("W6"), to: "limbo" } });
    expect(canBeFirst(s.state, zizek)).toBe(true);
    s.endWithDecisionOpen();
    mark(253);
  });

  it("#253 Zizek: used as tribute, its excess essence is not lost at the end of the turn", () => {
    const costT = card({
      name: "CostT",
      type: "ephemeral_will",
      t: "transcendent",
      cost: { transcendent: 2 },
      script: { ops: [] },
    });
    for (const payer of [beta(253), card({ name: "T5", t: "transcendent", power: 5 })]) {
      const s = match([payer, costT], [], { bFirst: 5 });
      s.reveal("AF", "BF");
      giveTo(s, "A");
      s.play("A", "CostT", { tribute: [payer.name] });
      settle(s);
      expect(s.state.players[0].essence).toEqual({ transcendent: 3 });
      advanceUntil(s, (x) => x.turn === 2);
      expect(s.state.players[0].essence).toEqual(payer.name === "T5" ? {} : { transcendent: 3 });
      s.endWithDecisionOpen();
    }
  });
});

describe("Beta: Buddhan the Transcended", () => {
  it("#251 Buddhan the Transcended loses a Quiet counter per power loss, discard or point loss; with none it is {H} and exiles from each vessel each turn", () => {
    const s = match([beta(251), loseFive, zap, dumpA], [], { bFirst: 2 });
    const b = s.id(nm(251));
    s.reveal(nm(251), "BF");
    settle(s);
    const quiet = () => s.state.cards[b]!.counters.Quiet;
    expect(quiet()).toBe(3);
    cast(s, "A", "Cost");
    settle(s);
    expect(quiet()).toBe(2);
    cast(s, "A", "Zap", ["BF"]);
    settle(s);
    expect(quiet()).toBe(1);
    expect(temperamentOf(s.state, b)).toBe("transcendent");
    cast(s, "A", "DumpA");
    settle(s, [["af1"]]);
    expect(quiet()).toBe(0);
    expect(temperamentOf(s.state, b)).toBe("hollow");
    s.passTo("placement").choose("A", [`${b}:slot0`]);
    settle(s);
    s.expectZone("BF", "vessel");
    advanceUntil(s, (x) => x.turn === 2 && x.phase === "choose");
    s.expectZone("BF", "exile").expectZone(nm(251), "interzone").endWithDecisionOpen();
    mark(251);
  });
});

describe("Beta: Solar Apparition", () => {
  it("#216 Solar Apparition: an ephemeral will it pays for reduces power by 2 more; not a will paid otherwise", () => {
    const burn = (name: string) =>
      card({
        name,
        type: "ephemeral_will",
        t: "choleric",
        cost: { choleric: 1 },
        script: {
          targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
          ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
        },
      });
    const s = inInterzone(beta(216), [burn("Burn"), burn("Burn2")], [card({ name: "Big", power: 9 })], ["AF", "Big"]);
    giveTo(s, "A");
    s.play("A", "Burn", { targets: ["Big"], tribute: [nm(216)] });
    settle(s);
    s.expectZone(nm(216), "limbo").expectPower("Big", 6);
    giveTo(s, "A");
    // Paid by the excess essence Solar Apparition left: no card of it this time.
    s.play("A", "Burn2", { targets: ["Big"], tribute: [] });
    settle(s);
    s.expectPower("Big", 5).endWithDecisionOpen();
    mark(216);
  });
});

describe("Beta: Damage", () => {
  /** B holds Keeper (6) and Keeper2 (4) in its Interzone; turn 2 is revealed. */
  function twoKept() {
    const d = match(
      [beta(227), ...pay("choleric", 2)],
      [card({ name: "Keeper", power: 6 }), card({ name: "Keeper2", power: 4 })],
      { aFirst: 1, bFirst: 2 },
    );
    d.reveal("AF", "Keeper");
    giveTo(d, "B");
    d.act({ type: "manual", player: 1, move: { op: "move", card: d.id("Keeper2"), to: "interzone", slot: 1 } });
    d.passTo("placement").choose("B", [`${d.id("Keeper")}:slot0`]);
    return nextTurn(d, "af1", "bf1");
  }
  const play = (d: Scenario, targets: string[]) => {
    giveTo(d, "A");
    const x = d.id(nm(227));
    return d.act({
      type: "playWill",
      player: 0,
      card: x,
      targets: targets.map((t) => (t ? d.id(t) : "")),
      tribute: { cards: [d.id("pay-choleric-1")] },
    });
  };

  it("#227 Damage: a total of −3 distributed among any number of target manifestations in an opposing Interzone, each at least −1", () => {
    const d = twoKept();
    play(d, ["", "", ""]).expectRefused("bad_targets");
    play(d, ["Keeper", "Keeper2", ""]);
    // The first point goes where A says; then Keeper2 must still get one.
    d.passUntil((x) => x.decisions.length > 0);
    expect(d.decisionOf("A")!.options).toEqual([d.id("Keeper"), d.id("Keeper2")]);
    d.decide("A", [d.id("Keeper")]).decide("A", [d.id("Keeper")]);
    settle(d);
    d.expectPower("Keeper", 4).expectPower("Keeper2", 3).endWithDecisionOpen();
    // One target takes all three.
    const one = twoKept();
    play(one, ["Keeper", "", ""]);
    settle(one);
    one.expectPower("Keeper", 3).expectPower("Keeper2", 4).endWithDecisionOpen();
    mark(227);
  });
});

describe("Beta: Nullify Reason", () => {
  it("#224 Nullify Reason: this turn the target player's manifestations about to enter their Interzone, deck or Limbo are exiled instead", () => {
    const kill2 = card({ name: "Kill2", type: "ephemeral_will", t: "hollow", cost: {}, script: kill.script });
    const s = match([beta(224), ...pay("choleric", 1), kill, kill2], [tiny("Tiny")], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", nm(224), ["P1"]);
    settle(s);
    giveTo(s, "B");
    s.support("B", "Tiny").pass("A").pass("B");
    cast(s, "A", "Kill", ["Tiny"]);
    settle(s);
    s.expectZone("Tiny", "exile");
    // A's own manifestation still goes to the Limbo.
    cast(s, "A", "Kill2", ["AF"]);
    settle(s);
    s.expectZone("AF", "limbo");
    // B wins and places BF: to the deck means the exile this turn.
    s.passTo("placement").choose("B", [`${s.id("BF")}:deck`]);
    s.expectZone("BF", "exile").endWithDecisionOpen();
    mark(224);
  });
});

describe("Beta: Obelisk of Friendship", () => {
  it("#239 Obelisk of Friendship: after the Revelation both gift a hidden manifestation into the other's vessel; the higher base power's giver gets +3 on their First", () => {
    const s = willInPlay(
      239,
      [card({ name: "G3", t: "hollow", power: 3 })],
      [card({ name: "B2", t: "hollow", power: 2 })],
      ["af1", "bf1"],
    );
    s.passUntil((x) => x.decisions.length > 0).expectDecision("A", "choose");
    s.decide("A", [s.id("G3")]);
    // B does not see A's gift before choosing its own.
    s.expectZone("G3", "hand").expectDecision("B", "choose");
    expect(s.decisionOf("B")!.min).toBe(1);
    s.decide("B", [s.id("B2")]);
    settle(s);
    expect(s.state.players[1].vessel).toContain(s.id("G3"));
    expect(s.state.players[0].vessel).toContain(s.id("B2"));
    s.expectPower("af1", 4).expectPower("bf1", 1).endWithDecisionOpen();
    const no = willInPlay(239, [card({ name: "G3", t: "hollow", power: 3 })], [], ["af1", "bf1"]);
    settle(no, [[]]);
    no.expectZone("G3", "hand").expectPower("af1", 1).endWithDecisionOpen();
    mark(239);
  });
});

describe("Beta: Everspring", () => {
  it("#238 Everspring: a Tear counter per lost confrontation; remove 3: exile up to 3 targets in an opposing vessel worth at most 60 points together", () => {
    const s = willInPlay(
      238,
      [card({ name: "Fat", power: 1, points: 55 })],
      [card({ name: "Big", power: 9 })],
      ["Fat", "Big"],
    );
    const ever = s.id(nm(238));
    toEndPhase(s);
    expect(s.state.cards[ever]!.counters).toEqual({ Tear: 1 });
    expect(s.state.players[1].vessel).toEqual(expect.arrayContaining([s.id("AF"), s.id("Fat")]));
    const use = (targets: string[]) =>
      s.act({
        type: "activate",
        player: 0,
        card: ever,
        ability: 1,
        targets: targets.map((t) => (t ? s.id(t) : "")),
        tribute: { cards: [] },
      });
    giveTo(s, "A");
    use(["Fat", "", ""]).expectRefused("cost_unpaid");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: ever, counter: "Tear", delta: 2 } });
    // 10 + 55 points: over 60.
    use(["AF", "Fat", ""]).expectRefused("bad_targets");
    use(["", "", ""]).expectRefused("bad_targets");
    use(["Fat", "", ""]);
    settle(s);
    s.expectZone("Fat", "exile").expectZone("AF", "vessel");
    expect(s.state.cards[ever]!.counters).toEqual({ Tear: 0 });
    s.endWithDecisionOpen();
    mark(238);
  });
});

describe("Beta: Nullifying Radiance", () => {
  it("#288 Nullifying Radiance: 3 Flame counters and a chosen temperament; {H}{H} and a counter cancel an opponent's effect of that temperament aimed at your card", () => {
    const pinger = (name: string, t: string) =>
      card({
        name,
        t,
        power: 1,
        text: "Support.",
        script: {
          abilities: [
            {
              kind: "activated",
              cost: { oncePerTurn: true },
              targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
              ops: [{ op: "power", to: "t0", amount: -2, until: "turn" }],
            },
          ],
        },
      });
    const s = willInPlay(288, [], [pinger("PingG", "phlegmatic"), pinger("PingR", "choleric")], ["af1", "PingG"]);
    const rad = s.id(nm(288));
    expect(s.state.cards[rad]!.counters).toEqual({ Flame: 3, phlegmatic: 1 });
    giveTo(s, "B");
    s.activate("B", "PingG", 0, { targets: ["af1"] });
    s.act({
      type: "activate",
      player: 0,
      card: rad,
      ability: 1,
      targets: [`S${s.state.stack[0]!.id}`],
      tribute: { cards: [s.id("pay-hollow-2")] },
    });
    settle(s);
    s.expectPower("af1", 1);
    expect(s.state.cards[rad]!.counters.Flame).toBe(2);
    // A choleric effect is not a legal target.
    giveTo(s, "B");
    s.support("B", "PingR").pass("A").pass("B");
    giveTo(s, "B");
    s.activate("B", "PingR", 0, { targets: ["af1"] });
    expect(
      legalTargets(s.state, 0, rad, {
        kind: "stack",
        type: "effect",
        opponents: true,
        targetsYours: true,
        chosenTemperament: true,
      }),
    ).toEqual([]);
    s.act({
      type: "activate",
      player: 0,
      card: rad,
      ability: 1,
      targets: [`S${s.state.stack[0]!.id}`],
      tribute: { cards: [] },
    }).expectRefused("bad_targets");
    settle(s);
    s.expectZone("af1", "limbo");
    s.endWithDecisionOpen();
    mark(288);
  });
});

describe("Beta: Unreachable Pillar", () => {
  it("#290 Unreachable Pillar: the manifestations in your vessel are Protected from opponents and lose their effects (#107 Soul-borer stops biting)", () => {
    for (const pillar of [true, false]) {
      const extraA = [
        card({ name: "Big", t: "hollow", power: 9 }),
        ...(pillar ? [] : [card({ name: "Dummy", t: "hollow", power: 1 })]),
      ];
      const s = pillar
        ? willInPlay(290, extraA, [beta(107)], ["Big", nm(107)])
        : match(extraA, [beta(107)], { bFirst: 5 });
      if (!pillar) {
        s.reveal("AF", "BF");
        nextTurn(s, "Big", nm(107));
      }
      advanceUntil(s, (x) => x.phase === "end");
      s.expectZone(nm(107), "vessel");
      expect(s.state.players[0].vessel).toContain(s.id(nm(107)));
      const grab = legalTargets(s.state, 1, null, { kind: "card", sel: { zone: "vessel", controller: "opponent" } });
      expect(grab.includes(s.id(nm(107)))).toBe(!pillar);
      const points = s.state.players[0].effectPoints;
      advanceUntil(s, (x) => x.turn === 3 && x.phase === "choose");
      s.expectEffectPoints("A", pillar ? points : points - 5).endWithDecisionOpen();
    }
    mark(290);
  });
});

describe("Beta: Thornmaster", () => {
  it("#203 Thornmaster: up to 5 uses in all while it stays on the field, not 5 per turn", () => {
    const t = match([beta(203)], [], { bFirst: 1 });
    t.reveal(nm(203), "BF");
    for (let i = 0; i < 5; i++) {
      giveTo(t, "A");
      t.activate("A", nm(203), 0);
      settle(t);
    }
    t.expectPower(nm(203), 7).expectEffectPoints("A", -25);
    giveTo(t, "A");
    t.activate("A", nm(203), 0).expectRefused("cost_unpaid");
    t.passTo("placement").choose("A", [`${t.id(nm(203))}:slot0`]);
    nextTurn(t, "af1", "bf1");
    t.expectZone(nm(203), "interzone").expectPower(nm(203), 7);
    giveTo(t, "A");
    t.activate("A", nm(203), 0).expectRefused("cost_unpaid").endWithDecisionOpen();
    mark(203);
  });
});

describe("Beta: Gorte", () => {
  it("#254 Gorte, Timeless: opponents play with their hand revealed; an opponent may pay {H}{H}{H}{H} to strip its effects", () => {
    const s = match([beta(254)], [card({ name: "H4", t: "hollow", power: 4 })], { bFirst: 1 });
    s.reveal(nm(254), "BF");
    const gorte = s.id(nm(254));
    expect(handRevealed(s.state, 1)).toBe(true);
    expect(handRevealed(s.state, 0)).toBe(false);
    expect(
      viewFor(s.state, 0)
        .players[1].shownHand.map((c) => c.iid)
        .sort(),
    ).toEqual([...s.state.players[1].hand].sort());
    expect(viewFor(s.state, "spectator").players[1].shownHand).toHaveLength(s.state.players[1].hand.length);
    // Its controller cannot use it; the opponent can.
    giveTo(s, "A");
    s.act({ type: "activate", player: 0, card: gorte, ability: 1, targets: [], tribute: { cards: [] } }).expectRefused(
      "not_your_card",
    );
    giveTo(s, "B");
    s.expectLegal("B", (a) => a.type === "activate" && a.card === gorte);
    s.act({ type: "activate", player: 1, card: gorte, ability: 1, targets: [], tribute: { cards: [s.id("H4")] } });
    settle(s);
    expect(mods(s, nm(254))).toContain("loseEffects");
    expect(handRevealed(s.state, 1)).toBe(false);
    expect(viewFor(s.state, 0).players[1].shownHand).toEqual([]);
    s.endWithDecisionOpen();
    mark(254);
  });
});

describe("Beta: Jija", () => {
  it("#222 Jija: sacrifice a token she made and lose 5 points for −2 on a target; put on the bottom of the deck, the deck is shuffled", () => {
    const sink = card({
      name: "Sink",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "move", to: "t0", dest: "deckBottom" }],
      },
    });
    const s = inInterzone(helper(), [beta(222), sink], [], [nm(222), "bf1"]);
    settle(s, [["P0"]]);
    const jija = s.id(nm(222));
    const tokens = s.state.players[0].confrontation.filter((id) => s.state.cards[id]!.def.endsWith(`:by:${jija}`));
    expect(tokens).toHaveLength(1);
    const points = s.state.players[0].effectPoints;
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: jija,
      ability: 1,
      targets: [s.id("bf1")],
      tribute: { cards: [] },
      extra: [s.id("Helper")],
    }).expectRefused("cost_unpaid");
    s.act({
      type: "activate",
      player: 0,
      card: jija,
      ability: 1,
      targets: [s.id("bf1")],
      tribute: { cards: [] },
      extra: [tokens[0]!],
    });
    settle(s);
    s.expectZone("bf1", "limbo").expectEffectPoints("A", points - 5);
    expect(s.state.cards[tokens[0]!]).toBeUndefined();
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: jija,
      ability: 1,
      targets: [s.id("AF")],
      tribute: { cards: [] },
      extra: [],
    }).expectRefused("cost_unpaid");
    const deck = [...s.state.players[0].deck];
    cast(s, "A", "Sink", [nm(222)]);
    settle(s);
    s.expectZone(nm(222), "deck");
    expect([...s.state.players[0].deck].sort()).toEqual([...deck, jija].sort());
    expect(s.state.players[0].deck).not.toEqual([...deck, jija]);
    s.endWithDecisionOpen();
    mark(222);
  });
});

describe("Beta: Bullyboo", () => {
  it("#201 Bullyboo wins: a revealed will is paid by the opponent and played by you, or they reveal their hand, lose 10 and the will is discarded", () => {
    const boost = card({
      name: "Boost",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 2 },
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: 2, until: "turn" }],
      },
    });
    const s = match([beta(201), boost], [card({ name: "Coin2", t: "hollow", power: 2 })], { bFirst: 1 });
    s.reveal(nm(201), "BF");
    s.passUntil((x) => x.decisions.length > 0).expectDecision("A", "choose");
    s.decide("A", [s.id("Boost")]);
    s.expectDecision("B", "choose");
    expect(s.decisionOf("B")!.options).not.toContain("decline");
    s.decide("B", [s.id("Coin2")]);
    s.decide("A", [s.id(nm(201))]);
    settle(s);
    s.expectZone("Coin2", "limbo")
      .expectZone("Boost", "limbo")
      .expectPower(nm(201), 5)
      .expectEffectPoints("B", 0)
      .endWithDecisionOpen();
    // B cannot pay: B reveals its hand and loses 10; Boost is discarded without resolving.
    const poor = scenario({
      A: [card({ name: "AF", power: 1 }), beta(201), boost, ...filler("af", 5)],
      B: [card({ name: "BF", power: 1 }), ...filler("bz", 8, { power: 0 })],
      padTo: 24,
    });
    poor.reveal(nm(201), "BF");
    poor.passUntil((x) => x.decisions.length > 0);
    poor.decide("A", [poor.id("Boost")]);
    settle(poor);
    poor.expectZone("Boost", "limbo").expectPower(nm(201), 3).expectEffectPoints("B", -10);
    expect(poor.state.players[1].hand.every((id) => poor.state.cards[id]!.shown)).toBe(true);
    poor.endWithDecisionOpen();
    mark(201);
  });
});

describe("Beta: Fintus, Zum", () => {
  it("#202 Fintus: the next manifestation entering the Confrontation Zone under the opponent this turn is destroyed", () => {
    const s = match([beta(202)], [tiny("Tiny"), tiny("Tiny2")], { bFirst: 9 });
    s.reveal(nm(202), "BF");
    settle(s);
    // B's First entered together with Fintus: it stays.
    s.expectZone("BF", "confrontation");
    giveTo(s, "B");
    s.support("B", "Tiny").pass("A").pass("B");
    settle(s);
    s.expectZone("Tiny", "limbo");
    giveTo(s, "B");
    s.support("B", "Tiny2").pass("A").pass("B");
    settle(s);
    s.expectZone("Tiny2", "confrontation").endWithDecisionOpen();
    mark(202);
  });

  it("#252 Zum gains Support once all five of its effects were used in a turn", () => {
    const payers = [
      ["R1", "choleric"],
      ["Y1", "capricious"],
      ["G1", "phlegmatic"],
      ["B1", "vitreous"],
      ["P1", "melancholic"],
    ].map(([name, t]) => card({ name: name!, t, power: 1 }));
    const s = match([beta(252), ...payers], [], { bFirst: 9 });
    s.reveal(nm(252), "BF");
    const uses: [string, string[]][] = [
      ["R1", ["BF"]],
      ["Y1", ["BF"]],
      ["G1", [nm(252)]],
      ["B1", ["P0"]],
      ["P1", ["P1"]],
    ];
    for (const [i, [payer, targets]] of uses.entries()) {
      expect(hasKeyword(s.state, s.id(nm(252)), "support")).toBe(false);
      giveTo(s, "A");
      s.activate("A", nm(252), i, { targets, tribute: [payer] });
      settle(s);
    }
    expect(hasKeyword(s.state, s.id(nm(252)), "support")).toBe(true);
    s.endWithDecisionOpen();
    mark(252);
  });
});

describe("Beta: scoring at the end of the game", () => {
  it("#205 Piercing Lover in an opponent's vessel costs them 5 points per manifestation of base power 2 or less there", () => {
    const s = match([beta(205), tiny("Tiny")], [], { bFirst: 9 });
    s.reveal(nm(205), "BF");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    advanceUntil(s, (x) => x.phase === "end");
    const st = s.state;
    expect(st.players[1].vessel).toEqual(expect.arrayContaining([s.id(nm(205)), s.id("Tiny")]));
    const pl = st.players[1];
    const plain =
      pl.effectPoints +
      pl.vessel.reduce((n, id) => n + st.defs[st.cards[id]!.def]!.points, 0) +
      5 * pl.deck.filter((id) => st.defs[st.cards[id]!.def]!.type === "manifestation").length;
    const small = pl.vessel.filter((id) => st.defs[st.cards[id]!.def]!.power <= 2).length;
    expect(small).toBeGreaterThan(0);
    expect(scoreOf(st, 1)).toBe(plain - 5 * small);
    // In its owner's own vessel nothing changes: A's score is the plain sum.
    const a = st.players[0];
    expect(scoreOf(st, 0)).toBe(
      a.effectPoints +
        a.vessel.reduce((n, id) => n + st.defs[st.cards[id]!.def]!.points, 0) +
        5 * a.deck.filter((id) => st.defs[st.cards[id]!.def]!.type === "manifestation").length,
    );
    s.endWithDecisionOpen();
    mark(205);
  });
});

describe("Beta: Wretched Arena", () => {
  it("#234 Wretched Arena: before the Revelation, pay {H}{H}{H}: nobody may put manifestations in Support this turn", () => {
    const def = beta(234);
    const s = match(
      [
        def,
        ...pay("choleric", 1),
        card({ name: "C3", t: "hollow", power: 3 }),
        card({ name: "First3", t: "hollow", power: 3 }),
      ],
      [tiny("Tiny")],
      { bFirst: 5 },
    );
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    // After the Revelation it cannot be used.
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: s.id(def.name),
      ability: 0,
      targets: [],
      tribute: { cards: [s.id("C3")] },
    }).expectRefused("wrong_phase");
    advanceUntil(s, (x) => x.turn === 2 && x.phase === "choose" && x.decisions.length === 2);
    s.firsts("First3", "bf1");
    giveTo(s, "A");
    // The secret First Manifestation cannot pay.
    s.activate("A", def.name, 0, { tribute: ["First3"] }).expectRefused("tribute_invalid");
    s.activate("A", def.name, 0, { tribute: ["C3"] });
    settle(s);
    s.expectZone("C3", "limbo").passUntil((x) => x.phase === "reaction");
    giveTo(s, "B");
    s.support("B", "Tiny").expectRefused("support_forbidden").endWithDecisionOpen();
    mark(234);
  });
});

describe("Beta: Extortionist Womb", () => {
  it("#244 Extortionist Womb: the opponent shows their hand and Chains the manifestation you choose, or you get two 2-power {H} tokens", () => {
    const s = willInPlay(244, [], [], ["af1", "bf1"]);
    settle(s, [["showHand"], ["bf2"]]);
    s.expectZone("bf2", "confrontation");
    expect(s.state.cards[s.id("bf2")]!.controller).toBe(1);
    expect(s.state.players[0].confrontation).toHaveLength(1);
    expect(s.events.some((e) => e.type === "looked" && e.player === 0 && e.cards.includes(s.id("bf3")))).toBe(true);
    s.endWithDecisionOpen();
    const k = willInPlay(244, [], [], ["af1", "bf1"]);
    settle(k, [["keepHidden"]]);
    const tokens = k.state.players[0].confrontation.filter((id) => id.startsWith("k"));
    expect(tokens.map((id) => powerOf(k.state, id))).toEqual([2, 2]);
    expect(k.state.players[1].confrontation).toHaveLength(1);
    k.endWithDecisionOpen();
    mark(244);
  });
});

describe("Beta: answers unless {H}{H} is paid; destroyed opposing manifestations", () => {
  it("#271 Nullify: the target loses its effects unless its owner pays {H}{H} (any essence pays hollow)", () => {
    for (const payIt of [false, true]) {
      const s = match([beta(271)], [card({ name: "Coin2", t: "vitreous", power: 2 })], { bFirst: 5 });
      s.reveal("AF", "BF");
      cast(s, "A", nm(271), ["BF"]);
      s.passUntil((x) => x.decisions.length > 0).expectDecision("B", "choose");
      const options = s.decisionOf("B")!.options;
      expect(options[0]).toBe("decline");
      expect(options).toContain(s.id("Coin2"));
      s.decide("B", payIt ? [s.id("Coin2")] : ["decline"]);
      settle(s);
      expect(mods(s, "BF").includes("loseEffects")).toBe(!payIt);
      s.expectZone("Coin2", payIt ? "limbo" : "hand")
        .expectZone(nm(271), "limbo")
        .endWithDecisionOpen();
    }
    // A player who cannot pay is not asked.
    const poor = scenario({
      A: [card({ name: "AF", power: 1 }), beta(271), ...filler("af", 5)],
      B: [card({ name: "BF", power: 5 }), ...filler("bz", 6, { power: 0 })],
    });
    poor.reveal("AF", "BF");
    cast(poor, "A", nm(271), ["BF"]);
    poor.passUntil((x) => x.stack.length === 0);
    expect(mods(poor, "BF")).toContain("loseEffects");
    poor.endWithDecisionOpen();
    mark(271);
  });

  it("#276 Deny neutralizes a card on the stack unless its owner pays {H}{H}; #285 Ignore cancels an effect unless its controller pays", () => {
    for (const payIt of [false, true]) {
      const s = match([beta(276)], [zap, card({ name: "Coin2", t: "hollow", power: 2 })], { aFirst: 5, bFirst: 1 });
      s.reveal("AF", "BF");
      cast(s, "B", "Zap", ["AF"]);
      s.act({
        type: "playWill",
        player: 0,
        card: s.id(nm(276)),
        targets: [`S${s.state.stack[0]!.id}`],
        tribute: { cards: [] },
      });
      s.passUntil((x) => x.decisions.length > 0).expectDecision("B", "choose");
      s.decide("B", payIt ? [s.id("Coin2")] : ["decline"]);
      settle(s);
      s.expectZone("Zap", "limbo")
        .expectPower("AF", payIt ? 4 : 5)
        .endWithDecisionOpen();
    }
    const pinger = card({
      name: "Pinger",
      t: "hollow",
      power: 1,
      script: {
        abilities: [
          {
            kind: "activated",
            cost: { oncePerTurn: true },
            targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
            ops: [{ op: "power", to: "t0", amount: -2, until: "turn" }],
          },
        ],
      },
    });
    for (const payIt of [false, true]) {
      const s = match([beta(285)], [pinger, card({ name: "Coin2", t: "hollow", power: 2 })], { aFirst: 5, bFirst: 1 });
      s.reveal("AF", "Pinger");
      giveTo(s, "B");
      s.activate("B", "Pinger", 0, { targets: ["AF"] });
      s.act({
        type: "playWill",
        player: 0,
        card: s.id(nm(285)),
        targets: [`S${s.state.stack[0]!.id}`],
        tribute: { cards: [] },
      });
      s.passUntil((x) => x.decisions.length > 0).expectDecision("B", "choose");
      s.decide("B", payIt ? [s.id("Coin2")] : ["decline"]);
      settle(s);
      s.expectPower("AF", payIt ? 3 : 5)
        .expectZone("Coin2", payIt ? "limbo" : "hand")
        .endWithDecisionOpen();
    }
    mark(276, 285);
  });

  it("#240 Conflux of Catastrophe: +5 points and #245 Watchtower: a {T} essence when an opposing manifestation on the field is destroyed", () => {
    for (const n of [240, 245]) {
      const s = willInPlay(
        n,
        [kill, card({ name: "Kill2", type: "ephemeral_will", t: "hollow", cost: {}, script: kill.script })],
        [],
        ["af1", "bf1"],
      );
      const points = s.state.players[0].effectPoints;
      cast(s, "A", "Kill", ["bf1"]);
      settle(s, [["bf1"]]);
      s.expectZone("bf1", "limbo");
      if (n === 240) s.expectEffectPoints("A", points + 5);
      else expect(s.state.players[0].essence.transcendent).toBe(1);
      // Your own manifestation destroyed: nothing.
      cast(s, "A", "Kill2", ["af1"]);
      settle(s, [["AF"]]);
      s.expectZone("af1", "limbo");
      if (n === 240) s.expectEffectPoints("A", points + 5);
      else expect(s.state.players[0].essence.transcendent).toBe(1);
      s.endWithDecisionOpen();
    }
    mark(240, 245);
  });
});

describe("Beta coverage of tests", () => {
  it("every encoded Beta card has a test", () => {
    const untested = Object.keys(BETA_SCRIPTS).filter((id) => !tested.has(id));
    expect(untested.map((id) => betaSet().cards.findIndex((c) => c.id === id) + 1)).toEqual([]);
  });
});
