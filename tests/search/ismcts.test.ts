// The game-independent information-set MCTS (engine/shared/search/ismcts.ts) on toy games: it finds the best move,
// weighs a move by the determinizations it is good in, lets the opponent answer at its own nodes, and is a function
// of its seed.
import { describe, expect, it } from "vitest";
import { randomInt, seedRng, type Rng } from "@/engine/shared/rng";
import { ismcts, type SearchGame } from "@/engine/shared/search/ismcts";

/** One move for seat 0 (and, when `reply`, one for seat 1), then a fixed reward for seat 0; the hidden card is drawn
 * "A" with probability 3/10 in each determinization. */
interface Toy {
  card: "A" | "B";
  moves: string[];
}
function toy(score: (t: Toy) => number, reply = false): SearchGame<Toy, string> {
  return {
    determinize(rng: Rng): [Toy, Rng] {
      const [x, next] = randomInt(rng, 10);
      return [{ card: x < 3 ? "A" : "B", moves: [] }, next];
    },
    actor: (t) => (t.moves.length === 0 ? 0 : reply && t.moves.length === 1 ? 1 : null),
    actions: (t, seat) => (seat === 0 ? ["safe", "risky", "bad"] : ["hold", "hit"]),
    key: (m) => m,
    play(t, m) {
      t.moves.push(m);
      return true;
    },
    rollout(t, rng) {
      const r = score(t);
      return [[r, 1 - r], rng];
    },
  };
}

const ROOT = ["safe", "risky", "bad"];

describe("information-set MCTS", () => {
  it("picks the move that is best over the hidden card's likely values", () => {
    // risky pays 1 only when the hidden card is A (3 in 10); safe pays 0.6 whatever it is.
    const game = toy((t) => (t.moves[0] === "safe" ? 0.6 : t.moves[0] === "risky" ? (t.card === "A" ? 1 : 0) : 0.1));
    expect(ismcts(game, 0, ROOT, { iterations: 300 }, seedRng(1))[0]).toBe("safe");
    // With A certain, risky is the better one.
    const sure = toy((t) => (t.moves[0] === "safe" ? 0.6 : t.moves[0] === "risky" ? 1 : 0.1));
    expect(ismcts(sure, 0, ROOT, { iterations: 300 }, seedRng(1))[0]).toBe("risky");
  });

  it("lets the opponent choose its best answer at its own nodes", () => {
    // risky pays 0.9 unless the opponent hits (then 0): 0.45 against an opponent who answers at random, more than
    // safe's 0.35, but nothing against one who answers well.
    const game = toy(
      (t) => (t.moves[0] === "safe" ? 0.35 : t.moves[0] === "risky" ? (t.moves[1] === "hit" ? 0 : 0.9) : 0.1),
      true,
    );
    expect(ismcts(game, 0, ROOT, { iterations: 400 }, seedRng(2))[0]).toBe("safe");
  });

  it("is a function of its seed and threads the Rng on", () => {
    const game = toy((t) => (t.card === "A" ? 0.5 : 0.4) + (t.moves[0] === "bad" ? 0.05 : 0));
    const [a, ra] = ismcts(game, 0, ROOT, { iterations: 50 }, seedRng(3));
    const [b, rb] = ismcts(game, 0, ROOT, { iterations: 50 }, seedRng(3));
    expect(b).toBe(a);
    expect(rb).toEqual(ra);
    expect(ra).not.toEqual(seedRng(3));
    // A single move needs no search.
    expect(ismcts(game, 0, ["only"], { iterations: 50 }, seedRng(3))).toEqual(["only", seedRng(3)]);
  });
});
