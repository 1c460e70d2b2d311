// The manual fallback (engine/kartomantik/apply.ts applyManual) for Beta texts the engine does not run: reveal a card,
// look at a deck, a window at the beginning of the turn, a Support through the stack (issue 19 item 7).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eventsFor, hasKeyword, legalActions, viewFor, type CardDef } from "@/engine/kartomantik";
import { card, filler, scenario, type Scenario } from "./dsl";
import { BETA_DIR, betaSet, rawSet } from "./sets";

const raw = () =>
  rawSet(path.join(BETA_DIR, "cards.json")) as (ReturnType<typeof rawSet>[number] & { collectionNumber: number })[];
const beta = (n: number): CardDef => betaSet().byId[raw().find((c) => c.collectionNumber === n)!.id]!;
const deckSeen = (s: Scenario, viewer: 0 | 1 | "spectator", of: 0 | 1) =>
  viewFor(s.state, viewer).players[of]!.deckSeen.map((c) => c.iid);

describe("#164 Bloatuba: “A target opponent reveals a number of cards from the top of the deck …”", () => {
  const setup = () => {
    const s = scenario({
      A: [beta(164), card({ name: "Secret", power: 2 }), ...filler("a", 5)],
      B: [
        card({ name: "Fern", power: 5 }),
        ...filler("b", 6),
        card({ name: "Top1", power: 2 }),
        card({ name: "Top2" }),
      ],
    });
    s.firsts("Bloatuba", "Fern").passUntil((x) => x.phase === "reaction");
    return s.expectPriority("A");
  };

  it("reveals the top cards of the opponent's deck to everyone (§1.3: the deck is hidden otherwise)", () => {
    const s = setup();
    const [t1, t2] = [s.id("Top1"), s.id("Top2")];
    expect(s.state.players[1]!.deck.slice(0, 2)).toEqual([t1, t2]);
    expect(deckSeen(s, "spectator", 1)).toEqual([]);
    s.act({ type: "manual", player: 0, move: { op: "revealTop", player: 1, n: 2 } });
    for (const viewer of [0, 1, "spectator"] as const) expect(deckSeen(s, viewer, 1)).toEqual([t1, t2].sort());
    expect(eventsFor(s.last, "spectator")).toContainEqual(expect.objectContaining({ type: "shown", cards: [t1, t2] }));
    // "…puts into stalemate a manifestation among those cards, … puts them at the bottom of their deck".
    s.act({ type: "manual", player: 0, move: { op: "move", card: t1, to: "stalemate" } }).expectZone(
      "Top1",
      "stalemate",
    );
    s.act({ type: "manual", player: 0, move: { op: "move", card: t2, to: "deck" } });
    expect(s.state.players[1]!.deck.at(-1)).toBe(t2);
    // A card that was not revealed stays out of reach (§1.3).
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.state.players[1]!.deck[0]!, to: "limbo" } });
    s.expectRefused("bad_move");
    expect(s.last.filter((e) => e.type === "manual")).toHaveLength(1);
  });

  it("looks at a deck: the looker alone sees the cards; reveals a hand card to everyone", () => {
    const s = setup();
    const [t1, t2] = [s.id("Top1"), s.id("Top2")];
    s.act({ type: "manual", player: 0, move: { op: "look", player: 1, n: 2 } });
    expect(deckSeen(s, 0, 1)).toEqual([t1, t2].sort());
    expect(deckSeen(s, 1, 1)).toEqual([]);
    expect(deckSeen(s, "spectator", 1)).toEqual([]);
    expect(eventsFor(s.last, 0)).toContainEqual(expect.objectContaining({ type: "looked", cards: [t1, t2] }));
    expect(eventsFor(s.last, 1).some((e) => e.type === "looked")).toBe(false);
    expect(eventsFor(s.last, 1)).toContainEqual({ type: "manual", player: 0, move: { op: "look", player: 1, n: 2 } });
    s.act({ type: "manual", player: 0, move: { op: "look", player: 1, n: 99 } }).expectRefused("bad_move");
    const secret = s.id("Secret");
    expect(viewFor(s.state, 1).players[0]!.shownHand).toEqual([]);
    s.act({ type: "manual", player: 0, move: { op: "reveal", card: secret } });
    expect(viewFor(s.state, 1).players[0]!.shownHand.map((c) => c.iid)).toEqual([secret]);
    expect(eventsFor(s.last, 1)).toContainEqual(expect.objectContaining({ type: "shown", cards: [secret] }));
    // Only one's own hidden cards can be revealed that way.
    s.act({ type: "manual", player: 0, move: { op: "reveal", card: s.state.players[1]!.hand[0]! } });
    s.expectRefused("bad_move");
  });
});

describe("#9 The Slumberer: “At the beginning of the turn, if there are no Sleep counters on The Slumberer, it enters the Confrontation Zone as First Manifestation and gains Persist.”", () => {
  it("its controller gets a window at the beginning of the turn (§4.2.1 Recovery 1) and skips the secret choice", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), beta(9), ...filler("a", 5)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern").passUntil((x) => x.phase === "reaction");
    // "Can only be played as if it were a persistent Will": put on the field by hand.
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("The Slumberer"), to: "field" } });
    for (let i = 0; i < 60 && !(s.state.turn === 2 && s.state.decisions.length > 0); i++) {
      const d = s.state.decisions[0];
      if (d) s.decide(d.player === 0 ? "A" : "B", [d.options.find((o) => o.endsWith(":deck")) ?? d.options[0]!]);
      else s.pass(s.state.priority === 0 ? "A" : "B");
    }
    s.expectPhase("start").expectDecision("A", "manualResolve");
    expect(s.decisionOf("A")!.source).toBe(s.id("The Slumberer"));
    const slumberer = s.id("The Slumberer");
    s.act({ type: "manual", player: 0, move: { op: "move", card: slumberer, to: "confrontation", first: true } });
    s.decide("A", ["done"]);
    s.expectPhase("choose");
    expect(s.decisionOf("A")).toBeUndefined();
    s.expectDecision("B", "chooseFirst");
    expect(s.state.cards[slumberer]).toMatchObject({ zone: "confrontation", enteredAs: "first" });
    s.endWithDecisionOpen();
  });

  it("“… and gains Persist”: a logged manual move gives it Persist for good; only a manifestation on the field", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), beta(9), ...filler("a", 5)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern").passUntil((x) => x.phase === "reaction");
    const slumberer = s.id("The Slumberer");
    // In the hand: refused, nothing changes.
    s.act({ type: "manual", player: 0, move: { op: "persist", card: slumberer } }).expectRefused("bad_move");
    s.act({ type: "manual", player: 0, move: { op: "move", card: slumberer, to: "confrontation", first: true } });
    expect(hasKeyword(s.state, slumberer, "persist")).toBe(false);
    s.act({ type: "manual", player: 0, move: { op: "persist", card: slumberer } });
    expect(hasKeyword(s.state, slumberer, "persist")).toBe(true);
    s.expectEvent({ type: "manual", player: 0, move: { op: "persist", card: slumberer } });
    // For good ("until: permanent"): the end of the turn does not take it away (§3.2 "Modificatori").
    expect(s.state.cards[slumberer]!.mods).toContainEqual(
      expect.objectContaining({ keyword: "persist", until: "permanent" }),
    );
    s.endWithDecisionOpen();
  });
});

describe("#96 Timid Brain: “… you can discard a Will from your hand: Play the Timid Brain in Support.”", () => {
  it("a manual Support goes on the stack (§2.3 “Una Carta”), so the opponent may respond", () => {
    const s = scenario({
      A: [
        card({ name: "Oak", power: 1 }),
        beta(96),
        card({ name: "Spent Will", type: "ephemeral_will" }),
        ...filler("a", 4),
      ],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern")
      .passUntil((x) => x.phase === "reaction")
      .expectPriority("A");
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("Spent Will"), to: "limbo" } });
    s.act({ type: "manual", player: 0, move: { op: "support", card: s.id("Timid Brain") } });
    s.expectStack(["Timid Brain"]).expectPriority("B").expectZone("Timid Brain", "stack");
    expect(legalActions(s.state, 1)[0]).toEqual({ type: "pass", player: 1 });
    s.pass("B").pass("A").expectZone("Timid Brain", "confrontation");
    expect(s.state.cards[s.id("Timid Brain")]!.enteredAs).toBe("support");
    // Only with priority, in the Reaction, from one's own hand.
    s.act({ type: "manual", player: 1, move: { op: "support", card: s.state.players[0]!.hand[0]! } });
    s.expectRefused(s.state.priority === 1 ? "not_in_hand" : "not_your_priority");
  });
});
