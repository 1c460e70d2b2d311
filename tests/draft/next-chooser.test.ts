// The projector's "who chooses next" line (components/kartomantik/draft/nextChooser.ts) against whole random
// drafts played by the engine: whenever the card in play ends as things stood when the line was
// shown (the same player, or someone else, takes it), the next player to choose is the one named.
import { describe, expect, it } from "vitest";
import { nextChooser } from "@/components/kartomantik/draft/nextChooser";
import { draftView, type DraftState } from "@/engine/kartomantik/draft";
import { playRandom } from "./play";
import { loadBeta } from "./sets";

/** The first state after `states[i]` in which its card in play has left the table. */
function afterCard(states: DraftState[], i: number): DraftState | undefined {
  const s = states[i]!;
  return states.slice(i + 1).find((t) => t.finished || t.tableNo !== s.tableNo || t.table.length < s.table.length);
}

describe("nextChooser", () => {
  const beta = loadBeta();
  for (const [players, seed] of [
    [2, 3],
    [4, 8],
    [6, 11],
  ] as const) {
    it(`names who chooses next in a ${players}-player draft (seed ${seed})`, () => {
      const { states } = playRandom(beta, players, seed, { keepStates: true });
      let checked = 0;
      let lastCards = 0;
      for (const [i, s] of states.entries()) {
        if (s.finished) continue;
        const predicted = nextChooser(draftView(s));
        const t = afterCard(states, i)!;
        const sale = t.lastSale!;
        // The outcome the line assumed: the chooser outbid (they choose again) or not.
        const outbidThen = !!s.auction?.best && s.auction.best.player !== s.auction.chooser;
        if (outbidThen !== (sale.player !== sale.chooser)) continue;
        if (predicted === "lastCard") {
          expect(t.finished || t.tableNo !== s.tableNo).toBe(true);
          lastCards++;
        } else {
          expect(t.tableNo).toBe(s.tableNo);
          expect(predicted).toBe(t.active);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(50);
      expect(lastCards).toBeGreaterThan(0);
    });
  }
  it("names nobody once the draft is over", () => {
    const { final } = playRandom(beta, 3, 5);
    expect(nextChooser(draftView(final))).toBeNull();
  });
});
