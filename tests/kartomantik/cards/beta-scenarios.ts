// Scenarios and test cards shared by the Beta card tests (tests/kartomantik/cards/beta-*.test.ts); `mark` names the
// cards a test covers (tests/kartomantik/cards/beta-coverage.test.ts reads those calls from the source).
import { describe, expect, it } from "vitest";
import { checkTribute, hasKeyword, type CardDef } from "@/engine/kartomantik";
import { BETA_SCRIPTS } from "@/engine/kartomantik/cards/beta";
import { card, filler, scenario, type Scenario } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, runCase, settle, tiny, toEndPhase, type Case } from "../harness";
import { beta } from "../sets";

export const has = (kw: Parameters<typeof hasKeyword>[2]) => (s: Scenario, id: string) =>
  expect(hasKeyword(s.state, id, kw)).toBe(true);

export const small = (name: string, power = 2) => card({ name, t: "hollow", power, points: 5 });

export const mods = (s: Scenario, name: string) => s.state.cards[s.id(name)]!.mods.map((m) => m.kind);

export const nm = (n: number) => beta(n).name;

export const helper = () => card({ name: "Helper", t: "hollow", power: 6, text: "Support." });

export const weak = () => card({ name: "Weak", t: "hollow", power: 1 });

export const loseFive = card({
  name: "Cost",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: { ops: [{ op: "points", who: "you", n: -5 }] },
});

export const dumpB = card({
  name: "DumpB",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: { ops: [{ op: "discard", who: "you", n: 1 }] },
});

/** Turn 1: A's `first` beats B's weak First and goes to slot 0 of A's Interzone; turn 2 is revealed. */
export function inInterzone(
  first: CardDef,
  extraA: CardDef[] = [],
  extraB: CardDef[] = [],
  reveal2?: [string, string],
) {
  const s = match([first, ...extraA], [weak(), ...extraB], { bFirst: 1 });
  s.firsts(first.name, "Weak").passUntil((x) => x.phase === "reaction");
  s.passTo("placement").choose("A", [`${s.id(first.name)}:slot0`]);
  if (reveal2) nextTurn(s, reveal2[0], reveal2[1]);
  return s;
}

/** A puts af1 into the Limbo with a free discard will during the Reaction of turn 1. */
export const dumpA = card({
  name: "DumpA",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: { ops: [{ op: "discard", who: "you", n: 1 }] },
});
export function withLimbo(extraA: CardDef[], o: { aFirst?: number; bFirst?: number } = {}, extraB: CardDef[] = []) {
  const s = match([dumpA, ...extraA], extraB, o);
  s.reveal("AF", "BF");
  cast(s, "A", "DumpA");
  settle(s, [["af1"]]);
  s.expectZone("af1", "limbo");
  return s;
}

/**
 * A wins turn 1 with AF (power 6) and Tiny in Support, both placed in A's Interzone; in the end
 * phase A plays the will on AF.
 */
export function onAFAndTiny(n: number, extraB: CardDef[] = []) {
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
export const retarget = (s: Scenario, n: number, to: string, tribute: string[]) => {
  giveTo(s, "A");
  s.activate("A", nm(n), 2, { targets: [to], tribute });
  settle(s);
};

/** Passes (placements to the deck) until `who` has a decision with this prompt; returns it. */
export function untilAsked(s: Scenario, who: "A" | "B", prompt: string) {
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

/** A plays persistent will #n in turn 1's end phase (B wins turn 1); turn 2 is revealed with these Firsts. */
export function willInPlay(n: number, extraA: CardDef[], extraB: CardDef[], reveal2: [string, string]) {
  const def = beta(n);
  const s = match([def, ...Object.keys(def.cost).flatMap((t) => pay(t, 2)), ...extraA], extraB, { bFirst: 5 });
  s.reveal("AF", "BF");
  toEndPhase(s);
  cast(s, "A", def.name);
  settle(s);
  s.expectZone(def.name, "field");
  return nextTurn(s, reveal2[0], reveal2[1]);
}

export const kill = card({
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
export function advanceUntil(s: Scenario, until: (st: Scenario["state"]) => boolean) {
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

export const rolled = (s: Scenario) =>
  s.events.filter((e) => e.type === "rolled").map((e) => (e.type === "rolled" ? e.value : 0));

export const wills = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    card({ name: `${prefix}${i + 1}`, type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } }),
  );

/** B wins turn 1; A plays the will in the end phase; turn 2 is revealed. */
export function onField(
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
export const hollowFirst = () => card({ name: "HF", t: "hollow", power: 2 });

/** A plays the Atavic will before the Revelation of turn 1, then plays cards of its temperament. */
export function atavic(
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
export const counters = (s: Scenario, n: number) => s.state.cards[s.id(nm(n))]!.counters;

export function persistentThen(n: number, extraA: CardDef[], extraB: CardDef[]) {
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

export const costs = (name: string, cost: Record<string, number>) =>
  card({ name, type: "ephemeral_will", t: Object.keys(cost)[0]!, cost, script: { ops: [] } });

/** A pays a 3-cost will of `t` with card n as the only payer; the turn then ends; returns the scenario. */
export const paidWith = (n: number, t: string, bFirst: number, answers: string[][] = [["Spell"]]) => {
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

/** Names the Beta cards a test covers; an unknown number fails here. */
export const mark = (...ns: number[]) => ns.forEach((n) => beta(n));

/** One test per case: the card's effect makes the measured change (tests/kartomantik/harness.ts). */
export function harnessCases(cases: Record<number, Case>) {
  describe("Beta cards (harness)", () => {
    for (const [n, c] of Object.entries(cases)) {
      const def = beta(Number(n));
      it(`#${n} ${def.name}: ${def.text.split(/\r?\n/).at(-1)!.slice(0, 70)}`, () => {
        expect(Number(n) in BETA_SCRIPTS, "encoded").toBe(true);
        runCase(def, c);
      });
    }
  });
}

/** One test per card that may be used as tribute for another temperament (the one given). */
export function tributeCases(alt: Record<number, string>) {
  describe("Beta cards: tribute as another temperament", () => {
    for (const [n, t] of Object.entries(alt)) {
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
      });
    }
  });
}
