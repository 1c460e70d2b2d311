// The bots: they choose from what their seat may see (never another hand or the mana deck), and the
// heuristic one plays better than chance.
import { describe, expect, it } from "vitest";
import { shuffle, seedRng } from "@/engine/shared/rng";
import { actor, BOTS, playChallenge, type GameState } from "@/engine/incantesium";

/** The same table as seen by `seat`, with every card it cannot see dealt anew (counts kept). */
function reshuffleHidden(s: GameState, seat: number, salt: number): GameState {
  const t = structuredClone(s);
  const hidden = [...t.mana, ...t.seats.flatMap((x, i) => (i === seat ? [] : x.hand))];
  const [cards] = shuffle(hidden, seedRng(salt));
  t.mana = cards.splice(0, t.mana.length);
  t.seats.forEach((x, i) => {
    if (i !== seat) x.hand = cards.splice(0, x.hand.length);
  });
  return t;
}

describe("bots", () => {
  it("choose the same action whatever the cards they cannot see (random and heuristic; the searching one: search-bot.test.ts)", () => {
    let compared = 0;
    for (let seed = 1; seed <= 40; seed++) {
      playChallenge({
        seed,
        mode: seed % 2 ? "duel" : "ffa",
        players: seed % 2 ? 2 : 4,
        bots: ["random"],
        onStep: (before) => {
          const seat = actor(before)!;
          const other = reshuffleHidden(before, seat, seed * 1000 + before.actions);
          for (const bot of [BOTS.random, BOTS.heuristic]) {
            const rng = seedRng(before.actions);
            expect(bot(other, seat, rng)).toEqual(bot(before, seat, rng));
          }
          compared++;
        },
      });
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("the heuristic bot beats the random one in most duels", () => {
    let wins = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const heuristicSeat = seed % 2;
      const bots = heuristicSeat === 0 ? (["heuristic", "random"] as const) : (["random", "heuristic"] as const);
      if (playChallenge({ seed, mode: "duel", players: 2, bots: [...bots] }).result.winner === heuristicSeat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(80);
  });
});
