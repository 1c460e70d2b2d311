// Which players a script names, against its card's text (issue 19 §1: "the card vocabulary says
// which opponent"): with several opponents "your opponent" is one (the controller's choice), "each
// opponent" all of them, "every other player" teammates too. Every Beta and demo script that names
// players so is checked here, so a script line that says one where the text says another fails.
import { describe, expect, it } from "vitest";
import type { CardDef } from "@/engine/kartomantik";
import { betaSet, demoSet } from "./sets";

/** What the text must say for each player reference (and, for the single opponent, must not). */
const PHRASES: Record<string, { says: RegExp; not?: RegExp }> = {
  opponent: {
    says: /\b(an opponent|your opponent|the opponent|opponent of your choice)\b/i,
    // "A target opponent" is declared as the effect goes on the stack (§3.2 Bersagli): a player target, not this.
    not: /\b((each|every|all) (opponent|other player|player)s?|target opponent)\b/i,
  },
  eachOpponent: {
    says: /\b(each opponent|every opponent|all opponents|unless an opponent pays)/i,
  },
  each: { says: /\b(each player|every player|all players)\b/i },
  eachOther: { says: /\b(every other player|a player may pay)\b/i },
  holder: { says: /\b(is in|enters) an opponent's Empathic Vessel\b.*\bthat player/is },
  controllerOfChosen: { says: /\bthat player\b/i },
};

/** The player references of a script's ops (not declared player targets, which are chosen on play). */
function playerRefs(script: unknown): string[] {
  const out = new Set<string>();
  const walk = (x: unknown, key: string): void => {
    if (Array.isArray(x)) x.forEach((y) => walk(y, key));
    else if (x && typeof x === "object") {
      if ((x as { kind?: string }).kind === "player") return;
      for (const [k, v] of Object.entries(x)) walk(v, k);
    } else if (key === "who" && typeof x === "string" && x in PHRASES) out.add(x);
  };
  walk(script, "");
  return [...out];
}

describe("player references in the scripts match their cards' text", () => {
  for (const [name, set] of [
    ["Beta", betaSet],
    ["demo", demoSet],
  ] as const) {
    it(`${name}: every "opponent", "each opponent", "each player", "every other player" line`, () => {
      const checked: string[] = [];
      for (const c of set().cards as CardDef[]) {
        for (const ref of playerRefs(c.script)) {
          const text = c.text.replace(/\s+/g, " ");
          const rule = PHRASES[ref]!;
          expect(text, `${c.name}: ${ref}`).toMatch(rule.says);
          if (rule.not) expect(text, `${c.name}: ${ref}`).not.toMatch(rule.not);
          checked.push(`${c.name}:${ref}`);
        }
      }
      expect(checked.length).toBeGreaterThanOrEqual(13);
    });
  }
});
