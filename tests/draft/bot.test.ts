// The draft bot (engine/kartomantik/draft/bot): it plays from its seat's view only, every move is
// legal, every bot seat ends with a legal 30-card deck (event-rules §4), and its debt
// (event-rules §5) is no worse than the median of the random legal bidders it drafts against.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createCatalog, readCommunityCatalog, validateDeck, type DeckCard } from "@/engine/kartomantik/deck-rules";
import {
  applyDraft,
  createDraft,
  DEFAULT_COMPOSITION,
  draftView,
  isRuleError,
  randomLegalAction,
  seedRng,
  type DraftState,
} from "@/engine/kartomantik/draft";
import { buildDraftDeck, draftBotMove, median, simulateDraft } from "@/engine/kartomantik/draft/bot";
import { BETA_FILE, DEMO_FILE } from "./sets";

const catalog = (file: string) => readCommunityCatalog(JSON.parse(readFileSync(file, "utf8"))).cards;
const beta = catalog(BETA_FILE);
const demo = catalog(DEMO_FILE);
const byId = (cards: DeckCard[]) => new Map(cards.map((c) => [c.id, c]));

/** A Beta draft of `players` played at random for `steps` actions. */
function midDraft(players: number, seed: number, steps: number): DraftState {
  const created = createDraft(
    beta.map(({ id, type, points }) => ({ id, type, points })),
    { players, seed, composition: DEFAULT_COMPOSITION },
  );
  if (isRuleError(created)) throw new Error(created.error);
  let state = created.state;
  let rng = seedRng(seed + 1);
  for (let i = 0; i < steps; i++) {
    const next = randomLegalAction(state, rng)!;
    rng = next[1];
    const applied = applyDraft(state, next[0]);
    if (isRuleError(applied)) throw new Error(applied.error);
    state = applied.state;
  }
  return state;
}

describe("draft bot: hidden information (event-rules §1: the draft deck is face down)", () => {
  it("two states that differ only in the hidden deck and PRNG give the same move with the same seed", () => {
    const cards = byId(beta);
    for (const steps of [0, 7, 40, 123]) {
      const state = midDraft(4, 11 + steps, steps);
      const player = state.auction ? state.auction.awaiting[0]! : state.active!;
      // Other cards of the set, not in play, in place of the hidden deck: the deck count stays public.
      const inPlay = new Set([...state.deck, ...state.table, ...state.hands.flat()]);
      const strangers = beta.filter((c) => !inPlay.has(c.id)).map((c) => c.id);
      const other: DraftState = {
        ...state,
        deck: [...strangers, ...state.deck].slice(0, state.deck.length).reverse(),
        rng: [1, 2, 3, 4],
      };
      expect(other.deck).not.toEqual(state.deck);
      const a = draftBotMove({ view: draftView(state), player, cards }, seedRng(5));
      const b = draftBotMove({ view: draftView(other), player, cards }, seedRng(5));
      expect(a).not.toBeNull();
      expect(b).toEqual(a);
    }
  });
});

describe("draft bot: moves", () => {
  it("has nothing to do for a seat that is neither active nor awaited", () => {
    const state = midDraft(3, 4, 0);
    const idle = [0, 1, 2].find((p) => p !== state.active)!;
    expect(draftBotMove({ view: draftView(state), player: idle, cards: byId(beta) }, seedRng(1))).toBeNull();
  });

  it("passes an opening it cannot afford without debt (event-rules §5)", () => {
    let state = midDraft(2, 8, 0);
    const chooser = state.active!;
    const bot = 1 - chooser;
    const chosen = applyDraft(state, { type: "choose", player: chooser, cardId: state.table[0]! });
    if (isRuleError(chosen)) throw new Error(chosen.error);
    state = chosen.state;
    const cards = byId(beta);
    // With 480 points already spent, any price carries debt: the bot must pass.
    const broke = draftView({ ...state, spent: state.spent.map((s, p) => (p === bot ? 480 : s)) });
    expect(draftBotMove({ view: broke, player: bot, cards }, seedRng(2))?.[0]).toEqual({ type: "pass", player: bot });
  });

  it("never bids on a card whose name it already holds (one copy per name, rulebook §4.1)", () => {
    let state = midDraft(2, 21, 0);
    const chooser = state.active!;
    const bot = 1 - chooser;
    const cardId = state.table[0]!;
    const chosen = applyDraft(state, { type: "choose", player: chooser, cardId });
    if (isRuleError(chosen)) throw new Error(chosen.error);
    state = chosen.state;
    const card = beta.find((c) => c.id === cardId)!;
    // A card of the same name already in the bot's hand (a second print under another id).
    const twin: DeckCard = { ...card, id: "twin", points: 0, power: 9 };
    const cards = new Map([...byId(beta), ["twin", twin]]);
    const view = draftView({ ...state, hands: state.hands.map((h, p) => (p === bot ? ["twin"] : h)) });
    expect(draftBotMove({ view, player: bot, cards }, seedRng(3))?.[0]).toEqual({ type: "pass", player: bot });
  });
});

describe("draft bot: buildDraftDeck (event-rules §4–5)", () => {
  it("keeps 30 cards, one per name, and the debt at zero when the pool allows it", () => {
    const pool = beta.filter((c) => c.type === "manifestation").slice(0, 36);
    const deck = buildDraftDeck(pool, 150)!;
    const check = validateDeck(createCatalog(pool), { format: "draft", deck, pool: pool.map((c) => c.id) });
    expect(check.violations).toEqual([]);
    const points = check.stats.points;
    // The 30 cheapest manifestations of the pool: the least points any legal deck can have.
    const floor = pool
      .map((c) => c.points)
      .sort((a, b) => a - b)
      .slice(0, 30)
      .reduce((s, p) => s + p, 0);
    expect(points + 150 <= 500 || points === floor).toBe(true);
  });

  it("returns null for a pool of fewer than 30 names", () => {
    expect(buildDraftDeck(beta.slice(0, 29), 0)).toBeNull();
  });
});

describe("draft bot against random legal bidders (whole seeded drafts)", () => {
  for (const [name, cards] of [
    ["Beta", beta],
    ["demo", demo],
  ] as const) {
    it(`${name}: 60 drafts of 2–6 seats, every move legal, every bot seat a legal 30-card deck, debt ≤ the random bidders' median`, () => {
      const catalogOf = createCatalog(cards);
      const worse: string[] = [];
      for (let seed = 1; seed <= 60; seed++) {
        const players = 2 + (seed % 5);
        const bots = seed % 7 === 0 ? [0, players - 1] : [seed % players];
        // simulateDraft throws on any refused move: every bot move was legal.
        const result = simulateDraft(cards, players, bots, seed);
        expect(result.final.finished).toBe(true);
        const randoms = result.seats.filter((s) => !s.bot).map((s) => s.debt);
        for (const seat of result.seats.filter((s) => s.bot)) {
          expect(seat.pool).toHaveLength(36);
          const check = validateDeck(catalogOf, { format: "draft", deck: seat.deck ?? [], pool: seat.pool });
          expect(check.violations).toEqual([]);
          expect(check.stats.cards).toBe(30);
          if (seat.debt > median(randoms)) worse.push(`seed ${seed}: ${seat.debt} > ${median(randoms)}`);
        }
      }
      expect(worse).toEqual([]);
    });
  }
});
