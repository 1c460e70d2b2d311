// Issue 19 §1: feature gates read scripts through a typed walk (engine/kartomantik/cards/walk.ts), not by
// searching their JSON text. The walk must find every selector the text search found.
import { describe, expect, it } from "vitest";
import type { CardScript } from "@/engine/kartomantik/cards/schema";
import { selectorSchema } from "@/engine/kartomantik/cards/schema";
import { abilitySelectors, scriptSelectors } from "@/engine/kartomantik/cards/walk";
import { betaSet, demoSet } from "./sets";

// Selector fields no other part of the vocabulary spells (as a field or a value), so the JSON text is a fair oracle.
const SHARED = ["zone", "owner", "controller", "type", "other", "first", "won", "lost", "basePowerMax"];
const SELECTOR_KEYS = Object.keys(selectorSchema.shape).filter((k) => !SHARED.includes(k));

describe("script walk", () => {
  it("finds selectors nested in refs, amounts, conditions, branches, modes and passives", () => {
    const script: CardScript = {
      targets: [{ kind: "card", sel: { zone: "hand" } }],
      ops: [
        {
          op: "if",
          cond: { controls: { zone: "limbo" } },
          then: [
            {
              op: "roll",
              sides: 6,
              branches: [{ min: 1, max: 6, then: [{ op: "destroy", to: { each: { zone: "vessel" } } }] }],
            },
          ],
          else: [
            {
              op: "mode",
              who: "you",
              modes: [
                { label: "a", then: [{ op: "points", who: "you", n: { count: { zone: "deck" } } }] },
                { label: "b", then: [] },
              ],
            },
          ],
        },
      ],
      abilities: [
        {
          kind: "static",
          effect: {
            kind: "power",
            to: { zone: "interzone" },
            amount: 1,
            cond: { triggerMatches: { zone: "stalemate" } },
          },
        },
        { kind: "activated", cost: {}, ops: [{ op: "chain", from: ["hand"], sel: { zone: "confrontation" } }] },
      ],
    };
    expect(scriptSelectors(script).map((s) => s.zone)).toEqual([
      "hand",
      "limbo",
      "vessel",
      "deck",
      "interzone",
      "stalemate",
      "confrontation",
    ]);
    expect(abilitySelectors(script).map((s) => s.zone)).toEqual(["interzone", "stalemate", "confrontation"]);
  });

  it("finds, in every Beta and demo script, each selector field the JSON text holds", () => {
    for (const def of [...betaSet().cards, ...demoSet().cards]) {
      const whole = scriptSelectors(def.script);
      const abilities = abilitySelectors(def.script);
      for (const key of SELECTOR_KEYS) {
        const has = (sels: typeof whole) => sels.some((sel) => (sel as Record<string, unknown>)[key] !== undefined);
        expect([def.id, key, has(whole)]).toEqual([def.id, key, JSON.stringify(def.script).includes(`"${key}"`)]);
        expect([def.id, key, has(abilities)]).toEqual([
          def.id,
          key,
          JSON.stringify(def.script.abilities ?? []).includes(`"${key}"`),
        ]);
      }
    }
  });
});
