// Manual moves only for card text the engine does not run (engine/kartomantik/manual-text.ts; engine/README.md
// "Manual fallback"): in a game the server starts (`manualMoves: "cardText"`), a player may move cards, counters,
// power or points by hand only where such text is in reach — on the table, or in their own hand — or while resolving
// a manual card. In a game whose every card is automated nobody can give themselves points by hand. Games stored
// without the option keep the old rule (whoever holds priority).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { viewFor, type CardDef } from "@/engine/kartomantik";
import { card, filler, scenario } from "./dsl";
import { BETA_DIR, betaSet, rawSet } from "./sets";

const raw = () =>
  rawSet(path.join(BETA_DIR, "cards.json")) as (ReturnType<typeof rawSet>[number] & { collectionNumber: number })[];
const beta = (n: number): CardDef => betaSet().byId[raw().find((c) => c.collectionNumber === n)!.id]!;
const SLUMBERER = 9; // manual: "Can only be played as if it were a persistent Will…"
const points = (delta: number) => ({ op: "points", delta }) as const;

describe("manual moves in a game started with manualMoves: cardText", () => {
  it("every card automated: refused (no_manual_text), nothing changes, and no phone is offered them", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), ...filler("a", 6)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
      manualMoves: "cardText",
    });
    s.firsts("Oak", "Fern")
      .passUntil((x) => x.phase === "reaction")
      .expectPriority("A");
    const before = s.state;
    s.act({ type: "manual", player: 0, move: points(5000) }).expectRefused("no_manual_text");
    expect(s.state).toBe(before);
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("Fern"), to: "limbo" } });
    s.expectRefused("no_manual_text").expectZone("Fern", "confrontation");
    for (const viewer of [0, 1, "spectator", "judge"] as const) expect(viewFor(s.state, viewer).manual).toBeNull();
    // Priority is still checked first: the seat without it is told so.
    s.act({ type: "manual", player: 1, move: points(5) }).expectRefused("not_your_priority");
  });

  it("a manual card in one's own hand opens them to its owner alone, naming it; the opponent's view stays closed", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), beta(SLUMBERER), ...filler("a", 5)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
      manualMoves: "cardText",
    });
    s.firsts("Oak", "Fern")
      .passUntil((x) => x.phase === "reaction")
      .expectPriority("A");
    const slumberer = s.id("The Slumberer");
    expect(viewFor(s.state, 0).manual).toEqual({ sources: [slumberer] });
    expect(viewFor(s.state, 1).manual).toBeNull();
    expect(viewFor(s.state, "spectator").manual).toBeNull();
    // "Can only be played as if it were a persistent Will": put on the field by hand.
    s.act({ type: "manual", player: 0, move: { op: "move", card: slumberer, to: "field" } }).expectZone(
      "The Slumberer",
      "field",
    );
    // On the table its text is everyone's business: the opponent may apply it too (its controller's or not).
    expect(viewFor(s.state, 1).manual).toEqual({ sources: [slumberer] });
    s.passUntil((x) => x.priority === 1 && x.decisions.length === 0 && x.phase === "reaction");
    s.act({ type: "manual", player: 1, move: points(5) }).expectEffectPoints("B", 5);
  });

  it("an opponent's manual card in their hand does not open them (nor tell that it is there)", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), ...filler("a", 6)],
      B: [card({ name: "Fern", power: 3 }), beta(SLUMBERER), ...filler("b", 5)],
      manualMoves: "cardText",
    });
    s.firsts("Oak", "Fern")
      .passUntil((x) => x.phase === "reaction")
      .expectPriority("A");
    s.act({ type: "manual", player: 0, move: points(5) }).expectRefused("no_manual_text");
    expect(viewFor(s.state, 0).manual).toBeNull();
    expect(viewFor(s.state, 1).manual).toEqual({ sources: [s.id("The Slumberer")] });
  });

  it("without the option (games stored before it), whoever holds priority may, as before", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), ...filler("a", 6)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern")
      .passUntil((x) => x.phase === "reaction")
      .expectPriority("A");
    expect(viewFor(s.state, 0).manual).toEqual({ sources: [] });
    expect(viewFor(s.state, "spectator").manual).toBeNull();
    s.act({ type: "manual", player: 0, move: points(5) }).expectEffectPoints("A", 5);
  });
});
