// The Beta and demo scripts are keyed by collection number and name (engine/match/cards/beta.ts, demo.ts); the
// loader checks both against the set's card, so a script moved to the wrong number, or a card renamed in the set,
// is a load error naming both cards instead of a script silently running on another card.
import { describe, expect, it } from "vitest";
import { loadSet, named, ScriptTable } from "@/engine/match/cards/load";
import { BETA_SCRIPTS } from "@/engine/match/cards/beta";
import { DEMO_SCRIPTS } from "@/engine/match/cards/demo";
import { BETA_DIR, DEMO_FILE, betaSet, demoSet, rawSet } from "../sets";
import path from "node:path";

const betaRaw = () => rawSet(path.join(BETA_DIR, "cards.json"));

describe("card scripts keyed by collection number and name", () => {
  it("every Beta and demo entry names the card of its number, and gets that card's script", () => {
    for (const [table, raw, set] of [
      [BETA_SCRIPTS, betaRaw(), betaSet()],
      [DEMO_SCRIPTS, rawSet(DEMO_FILE), demoSet()],
    ] as const) {
      for (const [n, entry] of Object.entries(table)) {
        const card = raw.find((c) => c.collectionNumber === Number(n))!;
        expect(card.name, `#${n}`).toBe(entry.name);
        const { ops, targets, abilities } = set.byId[card.id]!.script;
        expect({ ops, targets, abilities }, `#${n}`).toEqual({
          ops: entry.script.ops,
          targets: entry.script.targets,
          abilities: entry.script.abilities,
        });
      }
    }
  });

  it("a script whose name is not its number's card is a load error naming both", () => {
    const script = BETA_SCRIPTS[3]!.script;
    const r = loadSet(betaRaw(), new ScriptTable({ ...BETA_SCRIPTS, 3: named("The Slumberer", script) }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      {
        card: "8lion52jjnmxvko_en",
        name: "Merciful Pago",
        message: "script for #3 The Slumberer, but card #3 of the set is Merciful Pago",
      },
    ]);
  });

  it("a script for a collection number the set does not have is a load error naming it", () => {
    const r = loadSet(betaRaw(), new ScriptTable({ 301: named("Nobody", { ops: [] }) }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([{ card: "#301", name: "Nobody", message: "script for #301 Nobody: no such card" }]);
  });

  it("a set whose cards carry no collection number does not take a numbered table", () => {
    const raw = betaRaw().map(({ collectionNumber: _, ...c }) => c);
    const r = loadSet(raw, new ScriptTable(BETA_SCRIPTS));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(Object.keys(BETA_SCRIPTS).length);
  });
});
