// 2v2: how triggers read "you" (issue 29 §2), from ../shared/rules/kartomantik-modalita-aggiuntive.txt, "Controllo
// delle Carte": "Quando il testo di una carta fa riferimento a carte o effetti sotto il controllo di un giocatore,
// considera anche carte o effetti controllati dal suo compagno di squadra." A trigger about manifestations "under your
// control" / "you control" fires for the teammate's too; one about what "you" do stays the seat's; one about "a player"
// is every seat's. Seats A, B, C, D clockwise; A and C (team 0) against B and D (team 1). Persistent wills ride on a
// test manifestation carrying the real card's script (a will reaches the field only in the End Phase).
import { describe, expect, it } from "vitest";
import type { CardDef } from "@/engine/kartomantik";
import { card, filler, nameOf, scenario, type Name, type Scenario } from "../dsl";
import { dump, zap as harnessZap } from "../harness";
import { beta } from "../sets";

const m = (name: string, power: number, text = "") => card({ name, power, t: "phlegmatic", points: 10, text });
/** The harness's Zap (a free will: target manifestation on the field gets -1 power) under another name. */
const zap = (name: string) => card({ name, type: "ephemeral_will", t: "hollow", cost: {}, script: harnessZap.script });
/** A real card's script on a manifestation of power 1 (to be team 0's First). */
const carrier = (n: number) => card({ name: `Carrier ${n}`, power: 1, script: beta(n).script });

/** Team 0's First is A's `first`, team 1's B's "Wall" (9): revealed, team 0 (losing) holds priority. */
function table(first: CardDef, o: { A?: CardDef[]; C?: CardDef[] } = {}): Scenario {
  const s = scenario({
    mode: "2v2",
    A: [first, ...(o.A ?? [])],
    B: [m("Wall", 9)],
    C: [...(o.C ?? []), ...filler("cx", 2)],
    D: [m("Guard", 1)],
  });
  s.decide("A", ["P0"]).choose("A", [first.name]);
  s.decide("D", ["P1"]).choose("B", ["Wall"]);
  settle(s.passUntil((st) => st.phase === "reaction"));
  s.expectPriority("A");
  return s;
}

/** Answers decisions with their first options and passes until the stack is empty. */
function settle(s: Scenario): Scenario {
  for (let i = 0; i < 40 && (s.state.stack.length > 0 || s.state.resolving || s.state.decisions.length > 0); i++) {
    const d = s.state.decisions[0];
    if (d) s.decide(nameOf(d.player), d.options.slice(0, Math.max(d.min, 1)));
    else s.pass(nameOf(s.state.priority!));
  }
  expect(s.state.stack).toEqual([]);
  return s;
}

const play = (s: Scenario, who: Name, will: string, target: string) => settle(s.play(who, will, { targets: [target] }));
const defNames = (s: Scenario, side: number) =>
  s.state.sides[side]!.confrontation.map((id) => s.state.defs[s.state.cards[id]!.def]!.name);

describe("2v2: triggers about cards under your control read the team (Controllo delle Carte)", () => {
  it("#75 Gomeran: “whenever a non-token manifestation enters in Support under your control, put a token copy”", () => {
    const s = table(beta(75), { C: [m("Help", 2, "Support.")] });
    const help = s.id("Help");
    settle(s.support("C", "Help"));
    // The teammate's Help is under "your control": a token copy of it enters Support (under Gomeran's controller).
    const zone = s.state.sides[0]!.confrontation;
    expect(defNames(s, 0)).toEqual([beta(75).name, "Help", "Help"]);
    expect(zone[1]).toBe(help);
    expect(s.state.cards[zone[2]!]).toMatchObject({ def: "copy:Help", controller: 0 });
    s.endWithDecisionOpen();
  });

  it("#39 Intoxicating Blossom: “whenever a manifestation enters the field under your control, put a Petal counter”", () => {
    const s = table(carrier(39), { C: [m("Help", 2, "Support.")] });
    const petals = () => s.state.cards[s.id("Carrier 39")]!.counters.Petal ?? 0;
    const before = petals();
    settle(s.support("C", "Help"));
    expect(petals()).toBe(before + 1);
    s.endWithDecisionOpen();
  });

  it("#143 Absent Trinket: “if a manifestation on the field you control becomes the target of a Will on the stack, Absent Trinket returns to its owner's hand”", () => {
    const s = table(m("Lead", 1), { A: [beta(143)], C: [m("Help", 3, "Support."), zap("Zap")] });
    settle(s.support("A", beta(143).name));
    settle(s.support("C", "Help"));
    s.expectZone(beta(143).name, "confrontation");
    // C's will targets C's own Help: a manifestation A's team controls.
    play(s, "C", "Zap", "Help");
    s.expectZone(beta(143).name, "hand");
    s.endWithDecisionOpen();
  });

  it("#18 Guart: “whenever a manifestation on the field you control loses power due to a card or effect, a target manifestation … controlled by an opponent gets -1”", () => {
    const s = table(beta(18), { C: [m("Help", 3, "Support."), zap("Zap")] });
    settle(s.support("C", "Help"));
    play(s, "C", "Zap", "Help");
    s.expectPower("Help", 2);
    // Guart's trigger targets an opposing manifestation on the field: Wall is the only one.
    s.expectPower("Wall", 8);
    s.endWithDecisionOpen();
  });
});

describe("2v2: triggers about what you do read the seat, about a player every seat", () => {
  it("#80 Blue Entity: “whenever you play a Will” is the seat's; “all other manifestations … you control” the team's", () => {
    const s = table(beta(80), { A: [zap("ZapA")], C: [m("Help", 3, "Support."), zap("ZapC")] });
    settle(s.support("C", "Help"));
    // C plays a will: not "you" for A's Blue Entity.
    play(s, "C", "ZapC", "Wall");
    s.expectPower("Help", 3);
    // A plays one: the teammate's Help is among "the other manifestations you control".
    play(s, "A", "ZapA", "Wall");
    s.expectPower("Help", 4).expectPower(beta(80).name, 3);
    s.endWithDecisionOpen();
  });

  it("#298 Will-punishing Cannon: “Whenever a Will is played, the controller of that Will loses 5 points” (a teammate too)", () => {
    const s = table(carrier(298), { C: [zap("Zap")] });
    play(s, "C", "Zap", "Wall");
    s.expectEffectPoints("C", -5).expectEffectPoints("A", 0);
    s.endWithDecisionOpen();
  });

  it("#182 Wheel of Retribution: “Whenever a manifestation enters Support, the player who controls that manifestation discards a card”", () => {
    const s = table(carrier(182), { C: [m("Help", 2, "Support.")] });
    const hand = s.state.players[2]!.hand.length;
    settle(s.support("C", "Help"));
    // Help left the hand and C discarded one more.
    s.expectHand("C", hand - 2);
    expect(s.state.players[2]!.limbo).toHaveLength(1);
    s.endWithDecisionOpen();
  });

  it("#240 Conflux of Catastrophe: “Whenever a player discards one or more cards, a target manifestation … controlled by an opponent gets -1 power”", () => {
    const s = table(carrier(240), { C: [dump] });
    settle(s.play("C", "Dump"));
    expect(s.state.players[2]!.limbo.length).toBeGreaterThanOrEqual(1);
    s.expectPower("Wall", 8);
    s.endWithDecisionOpen();
  });
});
