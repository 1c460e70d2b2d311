// Keywords stated plainly in a card's text (engine/kartomantik/cards/load.ts readKeywords) are read wherever the
// sentence stands: alone on its line or sharing it with other sentences (issue 19 item 7, The Slumberer).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkTribute, legalActions, readKeywords, type CardDef } from "@/engine/kartomantik";
import type { CardScript } from "@/engine/kartomantik/cards/schema";
import { card, filler, scenario } from "./dsl";
import { BETA_DIR, betaSet, rawSet } from "./sets";

type Keyword = NonNullable<CardScript["keywords"]>[number];
const raw = () =>
  rawSet(path.join(BETA_DIR, "cards.json")) as (ReturnType<typeof rawSet>[number] & { collectionNumber: number })[];
/** A Beta card by collection number. */
const beta = (n: number): CardDef => betaSet().byId[raw().find((c) => c.collectionNumber === n)!.id]!;

/** The keyword phrases of the rulebook's glossary as a whole sentence: after the start of a line or the end of another
 * sentence, ending the text, the line or followed by the next sentence or a reminder in parentheses. */
const PHRASES: [Keyword, string][] = [
  ["supportFromHand", "Support from hand"],
  ["support", "Support"],
  ["noFirst", "[Cc]annot be played as First Manifestation"],
  ["noTribute", "(?:This manifestation )?[Cc]annot be used as tribute"],
  ["persist", "Persist"],
];
const asSentence = (phrase: string) => new RegExp(`(?:^|[.!?][ \\t]+)${phrase}\\.?(?=[ \\t\\r]*(?:$|[A-Z(]))`, "gm");

describe("keyword sentences in the Beta texts", () => {
  it("every keyword phrase that is a sentence of its own, anywhere in a Beta text, is read", () => {
    const found: string[] = [];
    const missed: string[] = [];
    for (const c of raw()) {
      const text = c.effect ?? "";
      const read = readKeywords(text).keywords;
      for (const [keyword, phrase] of PHRASES)
        for (const m of text.matchAll(asSentence(phrase))) {
          const hit = `#${c.collectionNumber} ${keyword}: ${m[0].replace(/^[.!?]\s*/, "")}`;
          found.push(hit);
          if (!read.includes(keyword)) missed.push(hit);
        }
    }
    expect(missed).toEqual([]);
    // The scan has teeth: it finds the line-sharing sentence of #9 among the many keyword lines of the set.
    expect(found).toContain("#9 noTribute: Cannot be used as tribute.");
    expect(found.length).toBeGreaterThan(30);
  });

  it("a keyword sentence sharing its line is read and the rest of the line kept", () => {
    expect(readKeywords("Cannot be used as tribute. Can only be played as if it were a persistent Will.")).toEqual({
      keywords: ["noTribute", "noFirst"],
      rest: "Can only be played as if it were a persistent Will.",
    });
    // Reminder text in parentheses stays with its keyword; a keyword inside a longer sentence is not one.
    expect(readKeywords("Persist. (If it won. It stays.)").keywords).toEqual(["persist"]);
    expect(readKeywords("As long as you lost, it has Support.").keywords).toEqual([]);
  });
});

describe("#9 The Slumberer: “Cannot be used as tribute. Can only be played as if it were a persistent Will.”", () => {
  const slumberer = () => beta(9);
  it("is read as noTribute and noFirst, and stays manual for the rest", () => {
    expect(slumberer().script.keywords).toEqual(expect.arrayContaining(["noTribute", "noFirst"]));
    expect(slumberer().automation).toBe("manual");
  });

  it("is not offered as a First Manifestation (§4.2.2 Rivelazione 1) nor as a tribute (§2.1)", () => {
    const will = card({ name: "Green Will", type: "ephemeral_will", t: "phlegmatic", cost: { phlegmatic: 1 } });
    const s = scenario({
      A: [slumberer(), card({ name: "Sprout", power: 1 }), will, ...filler("a", 4)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.expectDecision("A", "chooseFirst");
    expect(s.decisionOf("A")!.options).not.toContain(s.id("The Slumberer"));
    s.firsts("Sprout", "Fern").passUntil((x) => x.phase === "reaction");
    const slumber = s.id("The Slumberer");
    expect(checkTribute(s.state, 0, { phlegmatic: 1 }, [slumber])).not.toBeNull();
    const plays = legalActions(s.state, s.state.priority!).filter((a) => a.type === "playWill");
    expect(plays.some((a) => a.type === "playWill" && a.tribute?.cards.includes(slumber))).toBe(false);
    s.play("A", "Green Will", { tribute: ["The Slumberer"] }).expectRefused("tribute_invalid");
  });
});
