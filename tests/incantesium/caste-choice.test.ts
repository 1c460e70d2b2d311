// "È possibile scegliere, prima di iniziare a giocare, la casta di maghi a cui appartenere" (Regole opzionali, Caste
// Elementali): ruling K5. The dealer is drawn, then from the dealer's left each mage chooses one caste among those
// still free, face up, before any card is dealt; a chosen caste is kept for the whole challenge (sfida), not dealt
// again before every round (partita) as drawn castes are (K3).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deepFreeze } from "@/engine/shared/freeze";
import {
  actor,
  apply,
  BOTS,
  CASTE_CARDS,
  createGame,
  isRuleError,
  legalActions,
  playChallenge,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
} from "@/engine/incantesium";
import { seedRng } from "@/engine/shared/rng";

const ALL = CASTE_CARDS.map((c) => c.id);

function step(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(deepFreeze(s), a);
  if (isRuleError(r)) throw new Error(`${JSON.stringify(a)} refused: ${r.code}`);
  return r;
}

function refused(s: GameState, a: Action): string {
  const r = apply(deepFreeze(s), a);
  if (!isRuleError(r)) throw new Error(`${JSON.stringify(a)} was accepted`);
  return r.code;
}

describe("ruling K5: castes chosen before the challenge", () => {
  it("«scegliere, prima di iniziare a giocare»: from the dealer's left, clockwise, before any card is dealt", () => {
    const s = createGame({ seed: 5, mode: "ffa", players: 4, castes: true, castesChosen: true });
    expect(s.phase).toBe("caste");
    expect(s.round).toBe(0);
    expect(s.seats.every((x) => x.hand.length === 0 && x.caste === null)).toBe(true);
    expect(s.unusedCastes).toEqual(ALL);
    const first = (s.dealer + 1) % 4;
    expect(actor(s)).toBe(first);
    // Every seat but the one choosing has nothing to do; the one choosing may take any of the six.
    for (let seat = 0; seat < 4; seat++)
      expect(legalActions(s, seat)).toEqual(
        seat === first ? ALL.map((caste) => ({ type: "chooseCaste", seat, caste })) : [],
      );
    const picks = ["casta-oscurante", "casta-liquido", "casta-animaluce", "casta-voltafiamma"];
    let t = s;
    const order: number[] = [];
    const events: GameEvent[] = [];
    for (const caste of picks) {
      const seat = actor(t)!;
      order.push(seat);
      const r = step(t, { type: "chooseCaste", seat, caste });
      events.push(...r.events);
      t = r.state;
    }
    expect(order).toEqual([0, 1, 2, 3].map((i) => (s.dealer + 1 + i) % 4));
    order.forEach((seat, i) => expect(t.seats[seat]!.caste).toBe(picks[i]));
    expect(t.unusedCastes).toEqual(["casta-spaccaterra", "casta-ventaria"]);
    // Once all chose, the first round is dealt as ever: the same dealer, its left starts.
    expect(t.phase).toBe("turn");
    expect(t.round).toBe(1);
    expect(t.dealer).toBe(s.dealer);
    expect(t.turn).toBe(first);
    expect(t.seats.every((x) => x.hand.length === 10)).toBe(true);
    expect(events.map((e) => e.type)).toEqual([
      "casteChosen",
      "casteChosen",
      "casteChosen",
      "casteChosen",
      "roundStarted",
    ]);
  });

  it("«posizionate scoperte»: everyone sees each choice as it is made, and whose turn it is", () => {
    const s = createGame({ seed: 6, mode: "duel", castes: true, castesChosen: true });
    const seat = actor(s)!;
    const t = step(s, { type: "chooseCaste", seat, caste: "casta-ventaria" }).state;
    for (const viewer of [0, 1, "spectator", "judge"] as const) {
      const v = viewFor(t, viewer);
      expect(v.phase).toBe("caste");
      expect(v.turn).toBe(1 - seat);
      expect(v.seats[seat]!.caste).toBe("casta-ventaria");
      expect(v.seats[1 - seat]!.caste).toBeNull();
      expect(v.unusedCastes).not.toContain("casta-ventaria");
      expect(v.unusedCastes).toHaveLength(5);
      expect(v.flowTop).toBeNull();
    }
  });

  it("refusals change nothing: another seat, a taken caste, a non-caste, another action, a choice after", () => {
    const s = createGame({ seed: 7, mode: "ffa", players: 3, castes: true, castesChosen: true });
    const seat = actor(s)!;
    const other = (seat + 1) % 3;
    expect(refused(s, { type: "chooseCaste", seat: other, caste: "casta-liquido" })).toBe("not_your_turn");
    expect(refused(s, { type: "chooseCaste", seat, caste: "fuoco-1-1" })).toBe("caste_taken");
    expect(refused(s, { type: "chooseCaste", seat, caste: 7 as unknown as string })).toBe("caste_taken");
    expect(refused(s, { type: "spiritDraw", seat })).toBe("caste_choice_pending");
    expect(refused(s, { type: "pass", seat })).toBe("caste_choice_pending");
    const t = step(s, { type: "chooseCaste", seat, caste: "casta-liquido" }).state;
    expect(refused(t, { type: "chooseCaste", seat: other, caste: "casta-liquido" })).toBe("caste_taken");
    expect(refused(t, { type: "chooseCaste", seat, caste: "casta-terra" })).toBe("not_your_turn");
    let u = t;
    for (const caste of ["casta-ventaria", "casta-oscurante"])
      u = step(u, { type: "chooseCaste", seat: actor(u)!, caste }).state;
    expect(u.phase).toBe("turn");
    expect(refused(u, { type: "chooseCaste", seat: actor(u)!, caste: "casta-animaluce" })).toBe("no_caste_choice");
    // Drawn castes and castes off have no choice either.
    const drawn = createGame({ seed: 7, mode: "duel", castes: true });
    expect(refused(drawn, { type: "chooseCaste", seat: drawn.turn, caste: drawn.unusedCastes[0]! })).toBe(
      "no_caste_choice",
    );
    expect(() => createGame({ seed: 1, castesChosen: true })).toThrow(RangeError);
  });

  it("bots choose among the free castes only: the heuristic and the searching ones by preference, random by its seed", () => {
    const s = createGame({ seed: 8, mode: "ffa", players: 5, castes: true, castesChosen: true });
    let h = s;
    for (let i = 0; i < 5; i++) {
      const [a] = BOTS.heuristic(h, actor(h)!, seedRng(i));
      h = step(h, a!).state;
    }
    // Ventaria, Voltafiamma, Oscurante, Animaluce, Spaccaterra, in turn from the dealer's left; Liquido is left.
    const order = [0, 1, 2, 3, 4].map((i) => (s.dealer + 1 + i) % 5);
    expect(order.map((seat) => h.seats[seat]!.caste)).toEqual([
      "casta-ventaria",
      "casta-voltafiamma",
      "casta-oscurante",
      "casta-animaluce",
      "casta-spaccaterra",
    ]);
    expect(h.unusedCastes).toEqual(["casta-liquido"]);
    expect(BOTS.normale(s, actor(s)!, seedRng(1))[0]).toEqual({
      type: "chooseCaste",
      seat: actor(s),
      caste: "casta-ventaria",
    });
    // The random bot: the same seed, the same choice; always a free caste.
    const once = BOTS.random(s, actor(s)!, seedRng(42))[0];
    expect(BOTS.random(s, actor(s)!, seedRng(42))[0]).toEqual(once);
    const picked = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const [a] = BOTS.random(s, actor(s)!, seedRng(i));
      expect(a!.type).toBe("chooseCaste");
      picked.add((a as { caste: string }).caste);
    }
    expect(picked.size).toBeGreaterThan(3);
  });

  it("a chosen caste is kept for the whole challenge: never dealt again before a round (K3 is for drawn ones)", () => {
    for (const [seed, mode, players] of [
      [21, "duel", 2],
      [22, "ffa", 3],
      [23, "2v2", 4],
    ] as const) {
      let chosen: (string | null)[] | null = null;
      let rounds = 0;
      const { state } = playChallenge({
        seed,
        mode,
        players,
        castes: true,
        castesChosen: true,
        bots: ["random", "heuristic"],
        onStep: (before, _a, after) => {
          if (before.phase === "caste" && after.phase !== "caste") chosen = after.seats.map((x) => x.caste);
          if (chosen) expect(after.seats.map((x) => x.caste)).toEqual(chosen);
          rounds = after.round;
        },
      });
      expect(state.phase).toBe("over");
      expect(rounds).toBeGreaterThan(1);
      expect(new Set(chosen!).size).toBe(players);
    }
  });

  it("a replay of a chosen challenge is its seed, options and actions", () => {
    const opts = { seed: 31, mode: "ffa" as const, players: 4, castes: true, castesChosen: true };
    const actions: Action[] = [];
    const { state } = playChallenge({ ...opts, bots: ["random"], onStep: (_b, a) => actions.push(a) });
    let s = createGame(opts);
    for (const a of actions) s = step(s, a).state;
    expect(s).toEqual(state);
  });

  it("states and logs from before K5 are unchanged: no castesChosen key, the same whole challenges", () => {
    expect(createGame({ seed: 1, castes: true }).options).toEqual({
      mode: "duel",
      players: 2,
      castes: true,
      spirits: false,
    });
    // Fingerprints of whole bot challenges computed on the engine before this change (commit 15eeebb). The spirits'
    // run since a spirit may cast any three of an element, each of them last (was 126, "52441240433a2b94"): its random
    // bot picks among more casts; a stored log still replays, every cast it holds being still legal.
    const runs = [
      [{ seed: 11, mode: "duel", players: 2, castes: true, bots: ["heuristic"] }, 220, "046cb4e069852c3a"],
      [
        { seed: 12, mode: "ffa", players: 4, castes: true, spirits: true, bots: ["random", "heuristic"] },
        136,
        "d4600e2658594002",
      ],
      [
        { seed: 13, mode: "2v2", players: 4, castes: true, castesEachRound: false, bots: ["heuristic"] },
        368,
        "2bc3b9757d38998f",
      ],
    ] as const;
    for (const [o, actions, hash] of runs) {
      // As created then: before ruling M4 too (a chain closing by itself with only the Magus left), T5 and H1.
      const old = { ...o, chainOpenWithMagus: false, pairAlternatesAfterRevival: false, freshHandIds: false };
      const { state } = playChallenge(old as unknown as Parameters<typeof playChallenge>[0]);
      expect(state.actions).toBe(actions);
      expect(createHash("sha256").update(JSON.stringify(state)).digest("hex").slice(0, 16)).toBe(hash);
    }
  });
});
