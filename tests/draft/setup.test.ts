// §1 Setup: piles, composition checks, the seeded draft deck, the d6 roll-off, the first table.
import { describe, expect, it } from "vitest";
import {
  checkComposition,
  createDraft,
  DEFAULT_COMPOSITION,
  isRuleError,
  pileOf,
  rollD6,
  seedRng,
  snakeOrder,
  type Composition,
  type DraftCard,
  type DraftConfig,
  type DraftState,
} from "@/engine/kartomantik/draft";
import { rollForFirstPlayer } from "@/engine/kartomantik/draft/setup";
import { loadBeta, loadDemo, smallPool } from "./sets";

const beta = loadBeta();
const demo = loadDemo();
const config = (players: number, seed = 1, composition: Composition = DEFAULT_COMPOSITION): DraftConfig => ({
  players,
  seed,
  composition,
});
const created = (pool: DraftCard[], cfg: DraftConfig): DraftState => {
  const result = createDraft(pool, cfg);
  if (isRuleError(result)) throw new Error(JSON.stringify(result));
  return result.state;
};
const manifestation = (id: string, points: number): DraftCard => ({ id, type: "manifestation", points });

describe("§1 piles", () => {
  it("§1 both kinds of will go to the wills pile", () => {
    expect(pileOf({ id: "e", type: "ephemeral_will", points: 0 })).toBe("wills");
    expect(pileOf({ id: "p", type: "persistent_will", points: 0 })).toBe("wills");
  });

  it.each([
    [0, "minor"],
    [5, "minor"],
    [15, "minor"],
    [-50, "minor"],
    [20, "medium"],
    [35, "medium"],
    [40, "major"],
    [50, "major"],
  ])("§1 a manifestation of %i points goes to the %s pile", (points, pile) => {
    expect(pileOf(manifestation("m", points))).toBe(pile);
  });

  it.each([17, 36, 39, 55, Number.NaN])(
    "§1 a manifestation of %s points fits no pile: bad_composition naming the card",
    (points) => {
      expect(pileOf(manifestation("odd-card", points))).toMatchObject({
        error: "bad_composition",
        rule: "event-rules §1",
        params: { card: "odd-card" },
      });
      const refused = createDraft([...smallPool(), manifestation("odd-card", points)], {
        players: 2,
        seed: 1,
        composition: { wills: 1, minor: 1, medium: 1, major: 1 },
        acceptShortDraft: true,
      });
      expect(refused).toMatchObject({ error: "bad_composition", params: { card: "odd-card" } });
    },
  );

  it("§1 a card of an unknown type and a repeated id are bad_composition", () => {
    const short = {
      players: 2,
      seed: 1,
      composition: { wills: 1, minor: 1, medium: 1, major: 1 },
      acceptShortDraft: true,
    };
    expect(
      createDraft([...smallPool(), { id: "x", type: "token", points: 0 } as unknown as DraftCard], short),
    ).toMatchObject({ error: "bad_composition", params: { card: "x" } });
    expect(createDraft([...smallPool(), { id: "will-1", type: "ephemeral_will", points: 0 }], short)).toMatchObject({
      error: "bad_composition",
      params: { card: "will-1", reason: "duplicate id" },
    });
  });

  it("§1 the Beta set splits 105 / 64 / 93 / 38", () => {
    const counts = { wills: 0, minor: 0, medium: 0, major: 0 };
    for (const card of beta) counts[pileOf(card) as keyof typeof counts]++;
    expect(counts).toEqual({ wills: 105, minor: 64, medium: 93, major: 38 });
  });
});

describe("§1 composition checks", () => {
  it("§1 the default composition is 12 / 8 / 11 / 5 = 36", () => {
    expect(DEFAULT_COMPOSITION).toEqual({ wills: 12, minor: 8, medium: 11, major: 5 });
  });

  it.each([0, 1, 7, 2.5, Number.NaN])("§1 %s players is bad_player_count (2–6 allowed)", (players) => {
    expect(checkComposition(beta, config(players))).toMatchObject({
      error: "bad_player_count",
      rule: "event-rules §1",
    });
    expect(createDraft(beta, config(players))).toMatchObject({ error: "bad_player_count" });
  });

  it.each([2, 3, 4, 5, 6])(
    "§1 %i players with the default composition is accepted on Beta and the demo set",
    (players) => {
      expect(checkComposition(beta, config(players))).toBeNull();
      expect(checkComposition(demo, config(players))).toBeNull();
    },
  );

  it.each([
    [{ wills: -1, minor: 8, medium: 11, major: 5 }, "wills"],
    [{ wills: 12, minor: 8.5, medium: 11, major: 4.5 }, "minor"],
    [{ wills: 12, minor: 8, medium: Number.NaN, major: 5 }, "medium"],
  ])("§1 a negative or non-integer number is bad_composition naming the pile (%o)", (composition, pile) => {
    expect(checkComposition(beta, config(2, 1, composition))).toMatchObject({
      error: "bad_composition",
      params: { pile },
    });
  });

  it("§1 a composition not summing to 36 needs the organizer's consent: short_draft_not_accepted", () => {
    const short = { wills: 10, minor: 8, medium: 11, major: 5 };
    expect(checkComposition(beta, config(2, 1, short))).toEqual({
      error: "short_draft_not_accepted",
      rule: "event-rules §1",
      params: { sum: 34, expected: 36 },
    });
    expect(checkComposition(beta, { ...config(2, 1, short), acceptShortDraft: true })).toBeNull();
  });

  it("§1 more than 36 per player, or nothing at all, is bad_composition even with consent", () => {
    expect(
      checkComposition(beta, {
        ...config(2, 1, { wills: 13, minor: 8, medium: 11, major: 5 }),
        acceptShortDraft: true,
      }),
    ).toMatchObject({ error: "bad_composition", params: { sum: 37 } });
    expect(
      checkComposition(beta, { ...config(2, 1, { wills: 0, minor: 0, medium: 0, major: 0 }), acceptShortDraft: true }),
    ).toMatchObject({ error: "bad_composition", params: { sum: 0 } });
  });

  it("§1 too few cards in a pile is pile_too_small naming the pile, what is needed and what the set has", () => {
    // 6 × 7 majors = 42 > 38 in Beta.
    const composition = { wills: 12, minor: 8, medium: 9, major: 7 };
    expect(checkComposition(beta, config(6, 1, composition))).toEqual({
      error: "pile_too_small",
      rule: "event-rules §1",
      params: { pile: "major", needed: 42, available: 38 },
    });
    expect(
      createDraft(smallPool({ wills: 3, minor: 9, medium: 9, major: 9 }), {
        players: 4,
        seed: 1,
        composition: { wills: 1, minor: 1, medium: 1, major: 1 },
        acceptShortDraft: true,
      }),
    ).toMatchObject({
      error: "pile_too_small",
      params: { pile: "wills", needed: 4, available: 3 },
    });
  });
});

describe("§1 the draft deck", () => {
  it("§1 6 players draw 72 / 48 / 66 / 30 from Beta: 216 cards, all distinct, 2N on the first table", () => {
    const state = created(beta, config(6));
    const all = [...state.table, ...state.deck];
    expect(all).toHaveLength(216);
    expect(new Set(all).size).toBe(216);
    const byId = new Map(beta.map((c) => [c.id, c]));
    const counts = { wills: 0, minor: 0, medium: 0, major: 0 };
    for (const id of all) counts[pileOf(byId.get(id)!) as keyof typeof counts]++;
    expect(counts).toEqual({ wills: 72, minor: 48, medium: 66, major: 30 });
    expect(state.table).toHaveLength(12);
    expect(state.deck).toHaveLength(204);
  });

  it("§1 the demo set supplies a full 6-player draft too", () => {
    const state = created(demo, config(6));
    expect(state.table.length + state.deck.length).toBe(216);
  });

  it("§1 same seed → same deck, table and rolls; a different seed → a different deck", () => {
    const a = created(beta, config(4, 42));
    const b = created(beta, config(4, 42));
    const c = created(beta, config(4, 43));
    expect(b).toEqual(a);
    expect([...c.table, ...c.deck]).not.toEqual([...a.table, ...a.deck]);
  });

  it("§1 the deck depends on the set and the seed, not on the order of the pool", () => {
    const reversed = [...beta].reverse();
    expect(created(reversed, config(3, 9))).toEqual(created(beta, config(3, 9)));
  });

  it("§1 the piles are really shuffled: the deck is not in id or pool order", () => {
    const state = created(beta, config(2, 5));
    const deck = [...state.table, ...state.deck];
    expect(deck).not.toEqual([...deck].sort());
    const poolOrder = beta.map((c) => c.id).filter((id) => deck.includes(id));
    expect(deck).not.toEqual(poolOrder);
  });

  it("§1 createDraft keeps its own copy of the config", () => {
    const cfg = config(2, 3, { ...DEFAULT_COMPOSITION });
    const state = created(beta, cfg);
    cfg.composition.wills = 0;
    expect(state.config.composition.wills).toBe(12);
  });
});

describe("§1 first player", () => {
  it("§1 every player rolls a d6; the highest starts and the rolls are kept", () => {
    const state = created(beta, config(5, 11));
    const first = state.rolls[0]!;
    expect(first.map((r) => r.player)).toEqual([0, 1, 2, 3, 4]);
    for (const r of state.rolls.flat()) expect([1, 2, 3, 4, 5, 6]).toContain(r.value);
    const last = state.rolls.at(-1)!;
    const high = Math.max(...last.map((r) => r.value));
    expect(last.filter((r) => r.value === high).map((r) => r.player)).toEqual([state.firstPlayer]);
  });

  it("§1 ties re-roll among the tied players only, until one is highest", () => {
    // Find seeds whose roll-off needed more than one round.
    let checked = 0;
    for (let seed = 1; seed <= 200 && checked < 10; seed++) {
      const { rolls, first } = rollForFirstPlayer(6, seedRng(seed));
      if (rolls.length < 2) continue;
      checked++;
      for (let round = 1; round < rolls.length; round++) {
        const prev = rolls[round - 1]!;
        const high = Math.max(...prev.map((r) => r.value));
        const tied = prev.filter((r) => r.value === high).map((r) => r.player);
        expect(tied.length).toBeGreaterThan(1);
        expect(rolls[round]!.map((r) => r.player)).toEqual(tied);
      }
      const last = rolls.at(-1)!;
      const high = Math.max(...last.map((r) => r.value));
      expect(last.filter((r) => r.value === high).map((r) => r.player)).toEqual([first]);
    }
    expect(checked).toBe(10);
  });

  it("§1 the d6 is fair enough: every face appears, roughly 1/6 each", () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let rng = seedRng(2024);
    for (let i = 0; i < 6000; i++) {
      const [v, next] = rollD6(rng);
      rng = next;
      counts[v - 1]!++;
    }
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it("§1 creation emits rolled (one per round), firstPlayer, tableDealt and the first turn", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const result = createDraft(beta, config(6, seed));
      if (isRuleError(result)) throw new Error("refused");
      const { state, events } = result;
      expect(events.filter((e) => e.type === "rolled").map((e) => (e.type === "rolled" ? e.rolls : null))).toEqual(
        state.rolls,
      );
      expect(events.slice(state.rolls.length)).toEqual([
        { type: "firstPlayer", player: state.firstPlayer },
        { type: "tableDealt", tableNo: 1, cards: state.table },
        { type: "turn", player: state.firstPlayer },
      ]);
      expect(state).toMatchObject({
        tableNo: 1,
        turnIndex: 0,
        active: state.firstPlayer,
        auction: null,
        finished: false,
        actions: 0,
      });
      expect(state.turnOrder).toEqual(snakeOrder(state.firstPlayer, 6));
      expect(state.hands).toEqual([[], [], [], [], [], []]);
      expect(state.spent).toEqual([0, 0, 0, 0, 0, 0]);
    }
  });
});
