// The bundled demo set must carry a 6-player Draft Bazaar with the default composition
// (event-rules.md §1: per player 12 wills, 8 minor, 11 medium, 5 major).
import { describe, expect, it } from "vitest";
import { validateCatalog } from "@/lib/kartomantik/cards/schema";
import { TEMPERAMENTS } from "@/lib/kartomantik/cards/temperaments";
import { loadBeta, loadDemo } from "../setup/fixtures";

describe("bundled demo set", () => {
  const cards = loadDemo();

  it("is a valid catalog in the community format", () => {
    const result = validateCatalog(cards);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it("has enough cards in every pile for six players", () => {
    const m = cards.filter((c) => c.type === "manifestation");
    expect(cards.filter((c) => c.type !== "manifestation").length).toBeGreaterThanOrEqual(72);
    expect(m.filter((c) => c.points <= 15).length).toBeGreaterThanOrEqual(48);
    expect(m.filter((c) => c.points >= 20 && c.points <= 35).length).toBeGreaterThanOrEqual(66);
    expect(m.filter((c) => c.points >= 40 && c.points <= 50).length).toBeGreaterThanOrEqual(30);
    expect(m.every((c) => c.points <= 50)).toBe(true);
  });

  it("uses every temperament, both will types and the Support keyword", () => {
    for (const t of TEMPERAMENTS)
      expect(
        cards.some((c) => (c.temperaments as string[]).includes(t)),
        t,
      ).toBe(true);
    expect(new Set(cards.map((c) => c.type))).toEqual(new Set(["manifestation", "ephemeral_will", "persistent_will"]));
    expect(cards.filter((c) => /^Support\./m.test(String(c.effect))).length).toBeGreaterThan(10);
  });

  it("is written in Italian and English with unique names, none taken from the Beta set", () => {
    const en = cards.map((c) => String(c.name).toLowerCase());
    const it = cards.map((c) => (c.translations as { it: { name: string } }).it.name.toLowerCase());
    expect(new Set(en).size).toBe(cards.length);
    expect(new Set(it).size).toBe(cards.length);
    const beta = new Set(
      loadBeta().flatMap((c) => [
        String(c.name).toLowerCase(),
        (c.translations as { it: { name: string } }).it.name.toLowerCase(),
      ]),
    );
    expect([...en, ...it].filter((n) => beta.has(n))).toEqual([]);
  });
});
