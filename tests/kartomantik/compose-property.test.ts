// The composer's data over whole games (engine/kartomantik/compose.ts, playChoices): after every action of a few Beta
// and demo matches between bots, for every seat, each play's choices name only cards that seat sees in its own view
// (hidden information stays hidden), and the play composed from its button unchanged is what the button sends and is
// accepted by apply.
import { describe, expect, it } from "vitest";
import { apply, isRuleError, legalActions, playChoices, viewFor } from "@/engine/kartomantik";
import { randomBot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { actionOf, draftOf, type PlayAction } from "@/components/kartomantik/game/compose";
import { cardsIn } from "@/components/kartomantik/game/actionText";
import { betaDecks, demoDecks } from "./sets";

describe("playChoices over whole games", () => {
  it("only cards the seat sees; the button's play composed unchanged is accepted (4 Beta, 4 demo matches)", () => {
    let checked = 0;
    for (const [decks, n] of [
      [betaDecks(), 4],
      [demoDecks(), 4],
    ] as const) {
      for (let seed = 1; seed <= n; seed++) {
        const a = decks[seed % decks.length]!;
        const b = decks[(seed + 1) % decks.length]!;
        playMatch({ seed, decks: [a, b] }, [randomBot, randomBot], {
          onEvents: (_events, s) => {
            for (let p = 0; p < s.players.length; p++) {
              const legal = legalActions(s, p);
              const choices = playChoices(s, p, legal);
              if (choices.length === 0) continue;
              const seen = cardsIn(viewFor(s, p));
              for (const c of choices) {
                expect(legal).toContainEqual(c.canonical);
                const ids = [
                  c.card,
                  ...c.targets.flatMap((t) => t.candidates),
                  ...c.extra.flatMap((e) => e.candidates),
                  ...c.tribute.candidates.map((x) => x.card),
                ].filter((id) => !/^(P|S)\d+$/.test(id));
                for (const id of ids) expect(seen.has(id), `seed ${seed}: ${id} unseen by ${p}`).toBe(true);
                const composed = actionOf(c, draftOf(c, c.canonical as PlayAction), p);
                expect(composed).toEqual(c.canonical);
                expect(isRuleError(apply(s, composed))).toBe(false);
                checked++;
              }
            }
          },
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);
});
