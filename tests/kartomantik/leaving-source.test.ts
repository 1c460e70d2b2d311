// A trigger whose source leaves the game before it goes on the stack (issue 29 §6), from
// ../shared/rules/kartomantik-regolamento.txt, "Indipendenza degli Effetti": "Un effetto che si innesca quando una
// carta subisce un certo evento … si innesca nell'istante in cui quell'evento accade. Quell'effetto andrà in Pila
// anche se la carta che lo ha generato sta lasciando il gioco." A token that leaves the field ceases to exist, so its
// trigger is placed and resolved from what the queue remembers (its definition and controller).
import { describe, expect, it } from "vitest";
import type { CardDef, GameEvent } from "@/engine/kartomantik";
import { card, filler, scenario } from "./dsl";
import { cast, pay, settle } from "./harness";
import { beta, betaSet, demoSet } from "./sets";

/** "Put into Support a token copy of" a card in your hand (a test will: any card can be copied). */
const echo = card({
  name: "Echo",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: {
    targets: [{ kind: "card", sel: { zone: "hand", controller: "you" } }],
    ops: [{ op: "tokenCopy", of: "t0" }],
  },
});

describe("§6: a leaving card's trigger still goes on the stack", () => {
  it("Mirror the Impulse copies Skysailing Triad under Fintus's flag: the token is destroyed, its trigger resolves", () => {
    const triad = beta(66).name;
    const s = scenario({
      A: [
        beta(66),
        beta(85),
        ...pay("vitreous", 2),
        ...filler("af", 3),
        // The deck: the original Triad's uncover draws this will; the token's uncovers "Found".
        card({ name: "Plan", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } }),
        card({ name: "Found", power: 4 }),
      ],
      B: [beta(202), ...filler("bf", 6)],
      padTo: 24,
    });
    s.reveal(triad, beta(202).name);
    settle(s);
    // Fintus: "the next manifestation that enters the Confrontation Zone under an opponent's control this turn, is
    // destroyed".
    expect(s.state.flags["destroyNextOpposing:1"]).toBe(s.state.turn);
    s.expectZone("Plan", "hand");
    const tokensBefore = Object.keys(s.state.cards).filter((id) => id.startsWith("k"));
    cast(s, "A", beta(85).name, [triad]);
    s.pass("B").pass("A");
    // Mirror the Impulse resolved: its token entered Support and was destroyed at once (a token ceases to exist) …
    const token = s.events.find(
      (e): e is Extract<GameEvent, { type: "destroyed" }> =>
        e.type === "destroyed" && e.card.startsWith("k") && !tokensBefore.includes(e.card),
    );
    expect(token, "the token copy was destroyed").toBeDefined();
    expect(s.state.cards[token!.card]).toBeUndefined();
    // … and its "When the Skysailing Triad enters the field" went on the stack all the same.
    expect(s.events).toContainEqual(expect.objectContaining({ type: "triggered", player: 0, source: token!.card }));
    expect(s.state.stack.map((it) => (it.kind === "ability" ? it.source : it.kind))).toEqual([token!.card]);
    settle(s);
    // "uncover the top card of your deck. If it is a manifestation, Chain it": the flag is used up, so it stays.
    s.expectZone("Found", "confrontation");
    s.endWithDecisionOpen();
  });

  it("the trigger's condition is read as its source was last known: Clover Shepherd's token still counts your others", () => {
    const shepherd = demoSet().cards.find((d) => d.name === "Clover Shepherd")!;
    // Fintus's flag, as a will B plays once A's Support is in.
    const trap = card({
      name: "Trap",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "flag", flag: "destroyNextEntering", who: "eachOpponent" }] },
    });
    const s = scenario({
      A: [card({ name: "AF", power: 1 }), card({ name: "Tiny", power: 1, text: "Support." }), shepherd, echo],
      B: [card({ name: "BF", power: 9 }), trap],
      padTo: 24,
    });
    s.reveal("AF", "BF");
    s.support("A", "Tiny").pass("B").pass("A");
    settle(s);
    cast(s, "B", "Trap");
    settle(s);
    cast(s, "A", "Echo", ["A:Clover Shepherd"]);
    s.pass("B").pass("A");
    expect(s.state.sides[0]!.confrontation.map((id) => s.state.defs[s.state.cards[id]!.def]!.name)).toEqual([
      "AF",
      "Tiny",
    ]);
    const hand = s.state.players[0]!.hand.length;
    settle(s);
    // "When this manifestation enters the Confrontation Zone, if you control at least two other manifestations there,
    // draw a card": AF and Tiny.
    s.expectHand("A", hand + 1);
    s.endWithDecisionOpen();
  });

  // Every real card's trigger on entering, from a token copy that is destroyed as it enters: placed and resolved
  // without an engine error (decisions answered with their first options).
  const ENTERING = ["enterConfrontation", "enterField", "enterSupport"];
  const entering = (d: CardDef) =>
    d.type === "manifestation" &&
    (d.script.abilities ?? []).some((a) => a.kind === "trigger" && ENTERING.includes(a.trigger.on));
  const cases = [
    ...betaSet()
      .cards.filter(entering)
      .map((d) => ["beta", d] as const),
    ...demoSet()
      .cards.filter(entering)
      .map((d) => ["demo", d] as const),
  ];

  it.each(cases.map(([set, d]) => [`${set} ${d.name}`, d] as const))(
    "%s: a token copy destroyed as it enters still triggers, and nothing throws",
    (_, def) => {
      const s = scenario({
        A: [card({ name: "AF", power: 1 }), def, echo, ...filler("af", 4)],
        B: [beta(202), ...filler("bf", 6)],
        padTo: 24,
      });
      s.reveal("AF", `B:${beta(202).name}`);
      settle(s);
      expect(s.state.flags["destroyNextOpposing:1"]).toBe(s.state.turn);
      const from = s.events.length;
      cast(s, "A", "Echo", [`A:${def.name}`]);
      s.pass("B").pass("A");
      const token = s.events
        .slice(from)
        .find((e): e is Extract<GameEvent, { type: "destroyed" }> => e.type === "destroyed" && e.card.startsWith("k"));
      expect(token, "the token copy was destroyed").toBeDefined();
      // A trigger without targets or a condition to check goes on the stack whatever became of its source.
      const plain = (def.script.abilities ?? []).some(
        (a) =>
          a.kind === "trigger" &&
          ["enterConfrontation", "enterField"].includes(a.trigger.on) &&
          !a.trigger.asSupport &&
          !a.cond &&
          !(a.targets ?? []).length,
      );
      if (plain)
        expect(s.events).toContainEqual(expect.objectContaining({ type: "triggered", player: 0, source: token!.card }));
      settle(s);
      s.endWithDecisionOpen();
    },
  );
});
