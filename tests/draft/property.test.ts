// §2–3 as properties: random legal play on the real Beta set, seeds 1..30 × 2..6 players.
import { describe, expect, it } from "vitest";
import type { DraftEvent } from "@/engine/kartomantik/draft";
import { playRandom } from "./play";
import { loadBeta } from "./sets";

const beta = loadBeta();

describe.each([2, 3, 4, 5, 6])("§2 §3 random legal play on Beta, %i players", (players) => {
  it.each(Array.from({ length: 30 }, (_, i) => i + 1))(
    `§2 seed %i: 36 cards each, 2 per table, 18 tables, disjoint hands, spent = winning bids`,
    (seed) => {
      const { initial, final, events } = playRandom(beta, players, seed);
      expect(final.finished).toBe(true);
      expect(final.tableNo).toBe(18);
      expect(final.deck).toEqual([]);
      expect(final.table).toEqual([]);
      expect(events.at(-1)).toEqual({ type: "finished", reason: "allHands36" });
      expect(events.filter((e) => e.type === "tableDealt")).toHaveLength(18);
      for (const hand of final.hands) expect(hand).toHaveLength(36);

      // Hands are disjoint and are exactly the drafted cards.
      const all = final.hands.flat();
      expect(new Set(all).size).toBe(36 * players);
      expect([...all].sort()).toEqual([...initial.table, ...initial.deck].sort());

      // 2 cards per player per table (§2 cap; every card taken).
      const perTable = new Map<number, number[]>();
      let tableNo = 0;
      for (const e of events) {
        if (e.type === "tableDealt") tableNo = e.tableNo;
        if (e.type === "acquired") {
          const counts = perTable.get(tableNo) ?? Array.from({ length: players }, () => 0);
          counts[e.player]!++;
          perTable.set(tableNo, counts);
        }
      }
      expect(perTable.size).toBe(18);
      for (const counts of perTable.values()) expect(counts).toEqual(Array.from({ length: players }, () => 2));

      // §3.6: spent is the sum of the winning bids; free cards cost nothing.
      const acquired = events.filter((e): e is Extract<DraftEvent, { type: "acquired" }> => e.type === "acquired");
      const fromEvents = Array.from({ length: players }, (_, p) =>
        acquired.filter((e) => e.player === p).reduce((sum, e) => sum + e.price, 0),
      );
      expect(final.spent).toEqual(fromEvents);
      for (const e of acquired) expect(e.free).toBe(e.price === 0);
      // Every winning price was the last bid made in its auction.
      let lastBid = 0;
      for (const e of events) {
        if (e.type === "chosen") lastBid = 0;
        if (e.type === "bid") lastBid = e.amount;
        if (e.type === "acquired") expect(e.price).toBe(lastBid);
      }
    },
  );
});
