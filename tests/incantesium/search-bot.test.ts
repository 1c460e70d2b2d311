// The searching bot (engine/incantesium/search) sees only its seat's view ("Come si gioca": the mana deck lies
// face down, the flow deck shows its top; the hands are held face down, README A1, and allies do not show theirs,
// T1): two states that differ only in cards hidden from the seat give the same determinization and the same move
// from the same seed; it plays only legal moves to the end of a challenge in 1v1, 2v2 and "Tutti contro tutti"
// ("Obiettivo": the gems that win each); a challenge is still its seed and its bots.
import { describe, expect, it } from "vitest";
import { seedRng, shuffle } from "@/engine/shared/rng";
import { actor, legalActions, playChallenge, type GameState, type Mode } from "@/engine/incantesium";
import { determinize } from "@/engine/incantesium/search/determinize";
import { searchMove } from "@/engine/incantesium/search/bot";
import { expectedKinds, kindsOnTable } from "./invariants";

/** Positions where the seat to act has a choice, from heuristic play (every `every`-th such action). */
function positions(seed: number, mode: Mode, players: number, every: number): GameState[] {
  const out: GameState[] = [];
  let n = 0;
  playChallenge({
    seed,
    mode,
    players,
    bots: ["heuristic"],
    onStep: (before) => {
      if (legalActions(before, actor(before)!).length > 1 && n++ % every === 0) out.push(before);
    },
  });
  return out;
}

/** The same table with the cards `seat` cannot see dealt otherwise (each place keeps its count): the other hands,
 * the mana deck and the flow deck under its top, but not the combo being cast on it (face up). */
function otherDeal(s: GameState, seat: number, salt: number): GameState {
  const t = structuredClone(s);
  const shown = new Set(t.chain?.cards ?? []);
  const flowSlots = t.flow.flatMap((c, i) => (i < t.flow.length - 1 && !shown.has(c) ? [i] : []));
  const others = t.seats.flatMap((_, i) => (i === seat ? [] : [i]));
  const hidden = [...t.mana, ...flowSlots.map((i) => t.flow[i]!), ...others.flatMap((i) => t.seats[i]!.hand)];
  const [cards] = shuffle(hidden, seedRng(salt));
  t.mana = cards.splice(0, t.mana.length);
  for (const i of flowSlots) t.flow[i] = cards.shift()!;
  for (const i of others) t.seats[i]!.hand = cards.splice(0, t.seats[i]!.hand.length);
  // The game's PRNG is hidden too (the next shuffles and the cards an attack takes).
  t.rng = seedRng(salt + 1);
  return t;
}

const TABLES: [Mode, number][] = [
  ["duel", 2],
  ["2v2", 4],
  ["ffa", 3],
  ["ffa", 4],
];

describe("the searching Incantesium bot", () => {
  it("determinizes and moves the same whatever the cards hidden from its seat", () => {
    let compared = 0;
    let differed = 0;
    for (const [k, [mode, players]] of TABLES.entries()) {
      for (const s of positions(40 + k, mode, players, 9)) {
        const seat = actor(s)!;
        const other = otherDeal(s, seat, s.actions * 7 + k);
        if (JSON.stringify(other) !== JSON.stringify(s)) differed++;
        expect(determinize(other, seat, seedRng(s.actions))[0]).toEqual(determinize(s, seat, seedRng(s.actions))[0]);
        if (compared % 3 === 0)
          expect(searchMove(other, seat, seedRng(5), { iterations: 12 })).toEqual(
            searchMove(s, seat, seedRng(5), { iterations: 12 }),
          );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(differed).toBeGreaterThan(compared / 2);
  });

  it("keeps what the seat sees and every card's count in a determinization", () => {
    for (const [k, [mode, players]] of TABLES.entries()) {
      for (const s of positions(60 + k, mode, players, 15)) {
        const seat = actor(s)!;
        const [d] = determinize(s, seat, seedRng(k));
        expect(d.seats[seat]!.hand).toEqual(s.seats[seat]!.hand);
        expect(d.seats.map((x) => x.hand.length)).toEqual(s.seats.map((x) => x.hand.length));
        expect(d.mana.length).toBe(s.mana.length);
        expect(d.flow.at(-1)).toBe(s.flow.at(-1));
        for (const c of s.chain?.cards ?? []) expect(d.flow.indexOf(c)).toBe(s.flow.indexOf(c));
        const all = (x: GameState) => [...x.mana, ...x.flow, ...x.seats.flatMap((y) => y.hand)].sort();
        expect(all(d)).toEqual(all(s));
        expect(legalActions(d, seat)).toEqual(legalActions(s, seat));
      }
    }
  });

  it("plays only legal moves to the end of a challenge in 1v1, 2v2 and FFA of 3 and 4", () => {
    for (const [k, [mode, players]] of TABLES.entries()) {
      const { result } = playChallenge({
        seed: 80 + k,
        mode,
        players,
        // Mixed with the heuristic bot; playChallenge throws on a refused move.
        bots: ["facile", "heuristic"],
        onStep: (before, action, after) => {
          expect(legalActions(before, action.seat)).toContainEqual(action);
          expect(kindsOnTable(after)).toEqual(expectedKinds(after));
        },
      });
      expect(result.winner).not.toBeNull();
    }
  });

  it("plays the same challenge from the same seed", () => {
    const once = () => {
      const log: unknown[] = [];
      const { result } = playChallenge({
        seed: 7,
        mode: "2v2",
        players: 4,
        bots: ["facile", "heuristic"],
        onStep: (_, a) => log.push(a),
      });
      return { result, log };
    };
    const a = once();
    expect(once()).toEqual(a);
    expect(a.log.length).toBeGreaterThan(20);
  });
});
