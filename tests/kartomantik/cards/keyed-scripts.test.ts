// The Beta and demo scripts are keyed by collection number and name (engine/kartomantik/cards/beta.ts, demo.ts); the
// loader checks both against the set's card, so a script moved to the wrong number, or a card renamed in the set,
// is a load error naming both cards instead of a script silently running on another card.
import { describe, expect, it } from "vitest";
import { loadSet, named, ScriptTable } from "@/engine/kartomantik/cards/load";
import { BETA_SCRIPTS } from "@/engine/kartomantik/cards/beta";
import { DEMO_SCRIPTS } from "@/engine/kartomantik/cards/demo";
import { BETA_DIR, DEMO_FILE, betaSet, demoSet, rawSet } from "../sets";
import path from "node:path";
import { CUSTOM_OPS } from "@/engine/kartomantik/cards/custom-ops";
import { customNames } from "@/engine/kartomantik/cards/custom";
import { scriptSchema } from "@/engine/kartomantik/cards/schema";

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

  it("every table script parses to itself, so a set loads the same with its table's scripts taken as they are", () => {
    // A ScriptTable's scripts are not parsed at load time (engine/kartomantik/cards/load.ts defineCard `checked`): this
    // is what makes that safe — zod neither refuses nor changes any of them (a default, a stripped key).
    for (const [table, raw] of [
      [BETA_SCRIPTS, betaRaw()],
      [DEMO_SCRIPTS, rawSet(DEMO_FILE)],
    ] as const) {
      for (const [n, entry] of Object.entries(table)) {
        const parsed = scriptSchema.safeParse(entry.script);
        expect(parsed.success ? null : parsed.error.issues[0], `#${n} ${entry.name}`).toBeNull();
        expect(parsed.data, `#${n} ${entry.name}`).toStrictEqual(entry.script);
      }
      // The same set through a plain table (validated card by card): the same definitions.
      const { scripts } = new ScriptTable(table).resolve(raw);
      expect(loadSet(raw, new ScriptTable(table))).toStrictEqual(loadSet(raw, scripts));
    }
  });

  it("a script of a plain table is still validated: an unknown op is a load error naming the card", () => {
    const raw = betaRaw();
    const { scripts } = new ScriptTable(BETA_SCRIPTS).resolve(raw);
    const id = raw.find((c) => c.collectionNumber === 3)!.id;
    const r = loadSet(raw, { ...scripts, [id]: { ops: [{ op: "noSuchOp" }] } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { card: id, name: "Merciful Pago", message: expect.stringMatching(/^invalid script at ops/) },
    ]);
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

  it("each custom op has its handler in its card's entry, and the interpreter's table holds them all", () => {
    const used = new Set<string>();
    for (const table of [BETA_SCRIPTS, DEMO_SCRIPTS])
      for (const [n, entry] of Object.entries(table))
        for (const name of customNames(entry.script)) {
          expect(entry.custom?.[name], `#${n} ${name}`).toBeTypeOf("function");
          expect(CUSTOM_OPS[name], name).toBe(entry.custom![name]);
          used.add(name);
        }
    expect([...used].sort()).toEqual(Object.keys(CUSTOM_OPS).sort());
    expect(used.size).toBe(15);
  });

  it("a custom op whose entry has no handler for it is a load error naming the card and the op", () => {
    const script = { ops: [{ op: "custom" as const, name: "trimToBase" }] };
    const r = loadSet(betaRaw(), new ScriptTable({ 3: named("Merciful Pago", script) }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      {
        card: "8lion52jjnmxvko_en",
        name: "Merciful Pago",
        message: "script for #3 Merciful Pago: custom op trimToBase has no handler in its entry",
      },
    ]);
    const handled = named("Merciful Pago", script, { trimToBase: CUSTOM_OPS.trimToBase! });
    expect(loadSet(betaRaw(), new ScriptTable({ 3: handled })).ok).toBe(true);
  });

  it("two different handlers under one name are refused", () => {
    const a = named("Merciful Pago", {}, { x: () => "done" });
    const b = named("World Spore", {}, { x: () => "done" });
    expect(() => new ScriptTable({ 3: a, 7: b }).customHandlers()).toThrow("two custom handlers named x");
    expect(Object.keys(new ScriptTable({ 3: a, 7: a }).customHandlers())).toEqual(["x"]);
  });
});
