// The seed of the e2e challenge (e2e/incantesium.spec.ts): with the e2e mages' choices
// (e2e/inc-policy.ts) the 1v1 challenge the server deals for the event's test seed (salted by the
// match's round and table, as lib/incantesium/open.ts does) has a Combo, a Barriera answer and a
// Veleno cured by a Pozione, and ends with 3 gems. Checked here on the pure engine, so a change of
// the rules or the deal that loses one of them fails at once, naming it.
import { describe, expect, it } from "vitest";
import { saltSeed } from "@/engine/shared/rng";
import { actor, apply, createGame, isRuleError, legalActions, type GameEvent } from "@/engine/incantesium";
import { choose } from "../../e2e/inc-policy";
import { E2E_DUEL_SEED, E2E_DUEL_SALT } from "../../e2e/inc-seed";

describe("the e2e challenge's seed", () => {
  it("gives a Combo, a Barriera answer and a Veleno cured by Pozione, and a winner with 3 gems", () => {
    let s = createGame({ seed: saltSeed(E2E_DUEL_SEED, E2E_DUEL_SALT), mode: "duel", players: 2 });
    const events: GameEvent[] = [];
    let longest = 0;
    let firstRound: [number, number | null] | null = null;
    while (s.phase !== "over" && s.actions < 400) {
      const seat = actor(s)!;
      const r = apply(s, choose(legalActions(s, seat), seat, s.seats[seat]!.poisons.length > 0));
      if (isRuleError(r)) throw new Error(r.code);
      longest = Math.max(longest, r.state.chain?.cards.length ?? 0);
      for (const e of r.events) if (e.type === "roundWon") firstRound ??= [r.state.actions, e.side];
      events.push(...r.events);
      s = r.state;
    }
    // e2e/incantesium-replay.spec.ts plays to the first round's end: side 0's gem at the 9th action.
    expect(firstRound).toEqual([9, 0]);
    // e2e/result-forms.spec.ts: the loser conquers a gem during the challenge, and ends holding none.
    const loser = 1 - s.winner!;
    expect(events.some((e) => e.type === "gem" && e.side === loser)).toBe(true);
    expect(s.sides[loser]!.gems).toEqual([]);
    // "Combo": a chain of at least two spells.
    expect(longest).toBeGreaterThanOrEqual(2);
    // "Barriera può annullare qualsiasi Incantesimo Base di attacco o qualsiasi Incantesimo Extra".
    expect(events.some((e) => e.type === "barrier")).toBe(true);
    // "Il veleno può essere curato da un Incantesimo Extra Pozione".
    const poisoned = events.findIndex((e) => e.type === "poisoned");
    expect(poisoned).toBeGreaterThanOrEqual(0);
    const victim = (events[poisoned] as Extract<GameEvent, { type: "poisoned" }>).seat;
    expect(events.slice(poisoned).some((e) => e.type === "cured" && e.seat === victim)).toBe(true);
    // "per la sfida uno contro uno, il primo giocatore che conquista 3 gemme ottiene la vittoria".
    expect(s.phase).toBe("over");
    expect(s.sides[s.winner!]!.gems).toHaveLength(3);
    expect(s.actions).toBeLessThan(90);
  });
});
