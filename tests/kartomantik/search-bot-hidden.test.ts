// The searching bot sees only its seat's view (§1.3: hands, decks and exiles are hidden, the secret First
// Manifestation until the Revelation): two states that differ only in cards hidden from the seat give the same
// determinizations and the same move from the same seed; it plays only legal actions in every mode; a game is still
// its seed and its actions.
import { describe, expect, it } from "vitest";
import { seedRng } from "@/engine/shared/rng";
import {
  apply,
  createGame,
  legalActions,
  viewFor,
  type CardDef,
  type GameMode,
  type GameState,
} from "@/engine/kartomantik";
import { BOTS, greedyBot, type Bot } from "@/engine/kartomantik/bots";
import { determinize } from "@/engine/kartomantik/search/determinize";
import { searchMove, SEARCH_LEVELS, type SearchOptions } from "@/engine/kartomantik/search/bot";
import { canBeFirst } from "@/engine/kartomantik/apply";
import { isRuleError } from "@/engine/kartomantik/errors";
import { playMatch } from "@/engine/kartomantik/sim";
import { betaDecks, demoDecks, demoSet } from "./sets";
import { greedyPosition } from "./greedy-position";

const OPTIONS: SearchOptions = { iterations: 24 };
const searching =
  (options: SearchOptions): Bot =>
  (s, p, rng) =>
    searchMove(s, p, rng, options);

/** Greedy play from a new game until `seat` must choose among several actions in `phase`. */
function positionAt(decks: CardDef[][], seed: number, seat: number, phase: GameState["phase"], turn = 2): GameState {
  const s = greedyPosition(
    decks,
    seed,
    (s, p) => p === seat && s.phase === phase && s.turn >= turn && legalActions(s, seat).length > 1,
  );
  if (!s) throw new Error(`no ${phase} position for seat ${seat}`);
  return s;
}

/** The same game with the opponent's hidden cards dealt otherwise: each hidden hand card swapped with a deck card of
 * the same type (the view's score counts the deck's manifestations), the deck reversed; the seat's own deck reversed
 * too (its order is hidden from it). */
function otherDeal(s: GameState, seat: number): GameState {
  const t = structuredClone(s);
  const opp = t.players[1 - seat]!;
  const type = (id: string) => t.defs[t.cards[id]!.def]!.type === "manifestation";
  const hidden = opp.hand.filter((id) => !t.cards[id]!.shown && id !== opp.secretFirst);
  const used = new Set<string>();
  for (const h of hidden) {
    const d = [...opp.deck].reverse().find((x) => !used.has(x) && type(x) === type(h));
    if (!d) continue;
    used.add(h);
    opp.hand[opp.hand.indexOf(h)] = d;
    opp.deck[opp.deck.indexOf(d)] = h;
    t.cards[h]!.zone = "deck";
    t.cards[d]!.zone = "hand";
  }
  opp.deck.reverse();
  t.players[seat]!.deck.reverse();
  // A secret First Manifestation already chosen: another that can be, as far as the seat knows.
  if (opp.secretFirst) opp.secretFirst = opp.hand.find((id) => id !== opp.secretFirst && canBeFirst(t, id)) ?? null;
  // A choice the opponent still has to make is among the cards now in their hand.
  t.decisions = t.decisions.map((d) =>
    d.player === 1 - seat && d.kind === "chooseFirst"
      ? { ...d, options: opp.hand.filter((id) => canBeFirst(t, id)) }
      : d,
  );
  return t;
}

const handDefs = (s: GameState, p: number) => s.players[p]!.hand.map((id) => s.cards[id]!.def).sort();

describe("the searching bot sees only its seat (§1.3 hidden zones)", () => {
  it("mid-game, the opponent's hand and deck dealt otherwise: the same view, determinizations and move", () => {
    const decks = demoDecks().slice(0, 2);
    for (const [seed, phase, seat] of [
      [11, "reaction", 0],
      [12, "choose", 0],
      [13, "end", 0],
      // Seat 1 chooses after seat 0: seat 0's secret First Manifestation is chosen, and dealt otherwise too.
      [15, "choose", 1],
    ] as const) {
      const a = positionAt(decks, seed, seat, phase);
      const b = otherDeal(a, seat);
      const opp = 1 - seat;
      expect(handDefs(b, opp), `seed ${seed}: the opponent's hand differs`).not.toEqual(handDefs(a, opp));
      expect(b.players[seat]!.deck).not.toEqual(a.players[seat]!.deck);
      if (a.players[opp]!.secretFirst) expect(b.players[opp]!.secretFirst).not.toBe(a.players[opp]!.secretFirst);
      expect(viewFor(b, seat)).toEqual(viewFor(a, seat));
      const [da] = determinize(a, seat, seedRng(5));
      const [db] = determinize(b, seat, seedRng(5));
      expect(db.players).toEqual(da.players);
      expect(db.cards).toEqual(da.cards);
      expect(db.rng).toEqual(da.rng);
      expect(searchMove(b, seat, seedRng(9), OPTIONS)).toEqual(searchMove(a, seat, seedRng(9), OPTIONS));
    }
    expect(positionAt(decks, 15, 1, "choose").players[0]!.secretFirst).not.toBeNull();
  });

  it("turn 1, the opponent playing another deck altogether (prior: the set): the same move", () => {
    const [mine, theirs, other] = demoDecks();
    const pool = demoSet().cards;
    const a = createGame({ seed: 21, decks: [mine!, theirs!], firstPriority: 0 }).state;
    const b = createGame({ seed: 21, decks: [mine!, other!], firstPriority: 0 }).state;
    // Both keep their hands: seat 0 then chooses its First Manifestation with nothing of the opponent seen.
    const keep = (s: GameState) => {
      while (s.decisions[0]?.kind === "mulligan") {
        const r = apply(s, { type: "decide", player: s.decisions[0].player, choice: ["keep"] });
        if (isRuleError(r)) throw new Error(r.message);
        s = r.state;
      }
      return s;
    };
    const [ka, kb] = [keep(a), keep(b)];
    expect(ka.decisions[0]).toMatchObject({ player: 0, kind: "chooseFirst" });
    expect(handDefs(kb, 1)).not.toEqual(handDefs(ka, 1));
    expect(viewFor(kb, 0)).toEqual(viewFor(ka, 0));
    const options = { ...OPTIONS, pool };
    expect(searchMove(kb, 0, seedRng(3), options)).toEqual(searchMove(ka, 0, seedRng(3), options));
  });

  it("the others' hidden cards come from the pool the bot is told (the server passes the event's set)", () => {
    const [mine, theirs, third] = demoDecks();
    const s = positionAt([mine!, theirs!], 14, 0, "reaction");
    const pool = third!;
    const opp = s.players[1]!;
    const seen = (c: GameState["cards"][string]) => c.shown || c.seen === "all" || (c.seen ?? []).includes(0);
    const hidden = [...opp.deck, ...opp.exile, ...opp.hand].filter((id) => !seen(s.cards[id]!));
    const hiddenDefs = (d: GameState) => hidden.map((id) => d.cards[id]!.def);
    expect(hiddenDefs(s).length).toBeGreaterThan(10);
    const [d] = determinize(s, 0, seedRng(4), pool);
    const allowed = new Set([...pool.map((c) => c.id), ...Object.keys(s.defs)]);
    expect(hiddenDefs(d).every((def) => allowed.has(def))).toBe(true);
    expect(hiddenDefs(d).some((def) => pool.some((c) => c.id === def) && !s.defs[def])).toBe(true);
    // The level bots read the pool from their context, as the bot worker passes it.
    const rng = seedRng(5);
    expect(BOTS.facile(s, 0, rng, { pool })).toEqual(searchMove(s, 0, rng, { ...SEARCH_LEVELS.facile, pool }));
  });

  it("a determinization keeps what the seat sees and every card count", () => {
    const s = positionAt(demoDecks().slice(0, 2), 14, 0, "reaction");
    const [d] = determinize(s, 0, seedRng(2));
    expect(viewFor(d, 0).players.map((p) => ({ ...p, deckSeen: [] }))).toEqual(
      viewFor(s, 0).players.map((p) => ({ ...p, deckSeen: [] })),
    );
    expect(Object.keys(d.cards).sort()).toEqual(Object.keys(s.cards).sort());
    // The seat's own deck keeps its cards, in another order.
    const own = (x: GameState) => x.players[0]!.deck.map((id) => x.cards[id]!.def).sort();
    expect(own(d)).toEqual(own(s));
  });
});

const TEAM_DECK = 21;
describe("the searching bot plays whole games with legal actions only", () => {
  const modes: [GameMode, number][] = [
    ["duel", 2],
    ["ffa", 4],
    ["2v2", 4],
  ];
  it.each(modes)("%s: every move it makes is accepted (playMatch throws on a refusal)", (mode, n) => {
    const all = [...demoDecks(), ...betaDecks()];
    for (const seed of mode === "duel" ? [1, 2] : [3]) {
      const decks = Array.from({ length: n }, (_, i) => all[(seed * 3 + i) % all.length]!).map((d) =>
        mode === "2v2" ? d.slice(0, TEAM_DECK) : d,
      );
      // One searching seat a table (two in a duel, one game each way round): the others play greedy.
      const bots = decks.map((_, i) => (i === seed % n ? searching({ iterations: 6 }) : greedyBot));
      const { state, actions } = playMatch({ seed, decks, mode }, bots);
      expect(state.result).not.toBeNull();
      expect(actions.length).toBeGreaterThan(20);
    }
  });

  it("a replay is seed + actions: the same seeds give the same moves, and the moves replay to the same end", () => {
    const decks = demoDecks().slice(1, 3);
    const bots = [searching({ iterations: 8 }), greedyBot];
    const first = playMatch({ seed: 31, decks }, bots, { botSeed: 77 });
    const again = playMatch({ seed: 31, decks }, bots, { botSeed: 77 });
    expect(again.actions).toEqual(first.actions);
    let s = createGame({ seed: 31, decks }).state;
    for (const a of first.actions) {
      const r = apply(s, a);
      if (isRuleError(r)) throw new Error(r.message);
      s = r.state;
    }
    expect(s.result).toEqual(first.state.result);
    const other = playMatch({ seed: 31, decks }, bots, { botSeed: 78 });
    expect(other.actions).not.toEqual(first.actions);
  });
});
