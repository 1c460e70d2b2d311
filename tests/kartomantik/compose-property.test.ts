// The composer's data over whole games (engine/kartomantik/compose.ts, playChoices): after every action of a few Beta
// and demo matches between bots, for every seat, each play's choices name only cards that seat sees in its own view
// (hidden information stays hidden), and the play composed from its button unchanged is what the button sends and is
// accepted by apply. The search for plays legalActions misses (missed) is checked on the same states by hiding the
// list's plays from it (only the pass given): it must find every play the list has, each a way apply accepts. The
// automatic pass (onlyPass) agrees with both: a seat is passed for exactly when the phone would offer nothing else.
import { describe, expect, it } from "vitest";
import {
  apply,
  isRuleError,
  legalActions,
  playChoices,
  viewFor,
  type GameAction,
  type GameState,
  type PlayChoice,
} from "@/engine/kartomantik";
import { onlyPass as passedFor } from "@/engine/kartomantik/apply";
import { randomBot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { actionOf, choiceFor, draftOf, type PlayAction } from "@/components/kartomantik/game/compose";
import { cardsIn } from "@/components/kartomantik/game/actionText";
import { betaDecks, demoDecks } from "./sets";

const key = (a: { type: string; card?: string; ability?: number }) => `${a.type}:${a.card}:${a.ability ?? ""}`;

/** The choice names only cards `p` sees, and its button's action composed unchanged is itself and accepted by apply. */
function sound(s: GameState, p: number, c: PlayChoice, seen: ReturnType<typeof cardsIn>, where: string) {
  const ids = [
    c.card,
    ...c.targets.flatMap((t) => t.candidates),
    ...c.extra.flatMap((e) => e.candidates),
    ...c.tribute.candidates.map((x) => x.card),
  ].filter((id) => !/^(P|S)\d+$/.test(id));
  for (const id of ids) expect(seen.has(id), `${where}: ${id} unseen by ${p}`).toBe(true);
  const composed = actionOf(c, draftOf(c, c.canonical as PlayAction), p);
  expect(composed).toEqual(c.canonical);
  expect(isRuleError(apply(s, composed)), `${where}: ${JSON.stringify(composed)}`).toBe(false);
}

describe("playChoices over whole games", () => {
  it("only cards the seat sees; the button's play composed unchanged is accepted; missed plays found (8 matches)", () => {
    let checked = 0;
    let searched = 0;
    let holders = 0;
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
              if (s.priority === p && s.decisions.length === 0 && !s.result) {
                const others = legal.some((x) => x.type !== "pass") || choices.length > 0;
                expect(passedFor(s, p), `seed ${seed}: onlyPass for ${p}`).toBe(!others);
                holders++;
              }
              if (choices.length === 0) continue;
              const seen = cardsIn(viewFor(s, p));
              for (const c of choices) {
                // A play legalActions misses (missed): no action of the list makes it; else its first action.
                if (c.missed) expect(legal.some((x) => choiceFor([c], x))).toBe(false);
                else expect(legal).toContainEqual(c.canonical);
                sound(s, p, c, seen, `seed ${seed}`);
                checked++;
              }
              // The list's plays hidden (only the pass left): the search finds each of them (the cards it may see),
              // every one a way apply accepts.
              const onlyPass: GameAction[] = legal.filter((x) => x.type === "pass");
              const found = playChoices(s, p, onlyPass);
              for (const c of found) {
                expect(c.missed).toBe(true);
                sound(s, p, c, seen, `seed ${seed}, searched`);
                searched++;
              }
              const foundKeys = new Set(found.map((c) => key(c)));
              for (const x of legal)
                if ((x.type === "playWill" || x.type === "activate") && seen.has(x.card))
                  expect(foundKeys.has(key(x)), `seed ${seed}: ${JSON.stringify(x)} not found`).toBe(true);
            }
          },
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(searched).toBeGreaterThan(100);
    expect(holders).toBeGreaterThan(100);
  }, 120_000);
});
