// No action the engine offers (legalActions) is refused: every offered action of every seat, at
// every step of many seeded challenges between random bots.
import { describe, expect, it } from "vitest";
import { apply, isRuleError, legalActions, playChallenge, type Mode } from "@/engine/incantesium";

const TABLES: [Mode, number][] = [
  ["duel", 2],
  ["ffa", 3],
  ["ffa", 4],
  ["ffa", 5],
  ["2v2", 4],
];

function table(seed: number) {
  const [mode, players] = TABLES[seed % TABLES.length]!;
  return { seed, mode, players, castes: seed % 2 === 0, spirits: seed % 3 === 0 };
}

describe("legalActions", () => {
  it("no action offered by legalActions is refused (every offered action, every step, 150 challenges)", () => {
    for (let seed = 1; seed <= 150; seed++) {
      playChallenge({
        ...table(seed),
        bots: ["random"],
        onStep: (before) => {
          for (let seat = 0; seat < before.seats.length; seat++)
            for (const action of legalActions(before, seat)) {
              const r = apply(before, action);
              if (isRuleError(r)) expect.fail(`seed ${seed}: ${JSON.stringify(action)} refused: ${r.code}`);
            }
        },
      });
    }
  }, 180_000);

  it("malformed actions are refused, never thrown", () => {
    const junk: unknown[] = [
      null,
      {},
      { type: "cast" },
      { type: "cast", seat: "0", card: "fuoco-1-1" },
      { type: "cast", seat: 0, card: 7 },
      { type: "cast", seat: 0, card: "nope", target: "x", attack: -1, cure: 99 },
      { type: "barrier", seat: 0, card: null },
      { type: "spiritCast", seat: 0, cards: [1, 2, 3], gift: {}, to: "x" },
      { type: "spiritCast", seat: 1 },
      { type: "magus", seat: 1.5 },
    ];
    playChallenge({
      ...table(12),
      bots: ["random"],
      onStep: (before) => {
        for (const action of junk) expect(isRuleError(apply(before, action as never))).toBe(true);
      },
    });
  });

  it("offers nothing to a seat that may not act, and something to the one that must", () => {
    playChallenge({
      ...table(11),
      bots: ["random"],
      onStep: (before) => {
        const actor = before.pending ? before.pending.seat : before.turn;
        before.seats.forEach((_, seat) => expect(legalActions(before, seat).length > 0).toBe(seat === actor));
      },
    });
  });
});
