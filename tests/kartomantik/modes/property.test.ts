// Every Beta and demo script in Free-for-All and 2v2 (issue 19 §4): 300 seeded random-bot games per
// mode (4 seats; 2v2 decks cut to 21 cards, "Ogni mazzo deve essere composto da esattamente 21
// carte") end, conserve every card and never refuse an action the engine offered (playMatch throws
// on a refusal). What each viewer receives after every action is checked by the secrecy properties
// (./secrecy/suite.ts: 1,000 games a mode, every viewer, decision options against their rules' reach), which
// replaced this file's per-action check on 16 seeds — blind to a viewer's own decision options (issue 29 §12).
import { describe, expect, it } from "vitest";
import { randomBot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import type { CardDef, GameMode } from "@/engine/kartomantik";
import { checkConservation } from "../invariants";
import { betaDecks, demoDecks } from "../sets";

const TEAM_DECK = 21;
const SETS = [
  ["demo", demoDecks, 0],
  ["Beta", betaDecks, 1000],
] as const;

/** n different decks of a set for a seed (rotating which are left out); 2v2 decks cut to 21. */
function table(decks: CardDef[][], seed: number, n: number, mode: GameMode): CardDef[][] {
  const seats = Array.from({ length: n }, (_, i) => decks[(seed + i * (1 + (seed % 2))) % decks.length]!);
  return mode === "2v2" ? seats.map((d) => d.slice(0, TEAM_DECK)) : seats;
}

const counts = (seats: CardDef[][]) => seats.map((d) => d.length);

describe.each(["ffa", "2v2"] as const)("%s self-play", (mode) => {
  it("300 four-seat matches (150 demo, 150 Beta starter decks) end with every seat scored and conserve cards", () => {
    const reasons: Record<string, number> = {};
    for (const [, decks, offset] of SETS) {
      for (let i = 1; i <= 150; i++) {
        const seed = offset + i;
        const seats = table(decks(), seed, 4, mode);
        const { state } = playMatch(
          { seed, decks: seats, mode },
          seats.map(() => randomBot),
        );
        const r = state.result;
        expect(r, `seed ${seed}`).not.toBeNull();
        expect(r!.points).toHaveLength(4);
        if (mode === "2v2") expect(r!.teams).toEqual([r!.points[0]! + r!.points[2]!, r!.points[1]! + r!.points[3]!]);
        checkConservation(state, counts(seats));
        reasons[r!.reason] = (reasons[r!.reason] ?? 0) + 1;
      }
    }
    // Games end as the rules end them, not by the safety limits.
    expect(reasons.cannotDraw ?? 0).toBeGreaterThan(280);
  }, 180_000);
});
