// Carta più alta (engine/carta-alta/README.md, §1–§4): whole seeded games, the deal, every refusal, what
// each viewer may see, the outcome, and the bots.
import { describe, expect, it } from "vitest";
import type { Viewer } from "@/engine/shared/engine-game";
import { seedRng } from "@/engine/shared/rng";
import { deepFreeze } from "@/engine/shared/freeze";
import { cartaAlta, type CartaAction, type CartaEvent, type CartaState } from "@/engine/carta-alta";

const { create, apply, toMove, legalActions, viewFor, eventsFor, outcome, bots } = cartaAlta;
const NEW = (seed: number, sides: number[]) => create({ seed, sides, options: {} });
const SIDES = { duel: [0, 1], ffa3: [0, 1, 2], teams: [0, 1, 0, 1], ffa5: [0, 1, 2, 3, 4] };

function accept(s: CartaState, a: CartaAction) {
  const r = apply(s, a);
  if ("code" in r) throw new Error(`refused ${JSON.stringify(a)}: ${r.code}`);
  return r;
}

interface Step {
  state: CartaState;
  events: CartaEvent[];
}
/** A whole game: seats play in `order`, each the card `pick` chooses; every state along it, with the events so far. */
function playGame(s0: CartaState, order: number[], pick: (s: CartaState, seat: number) => number): Step[] {
  const steps: Step[] = [{ state: s0, events: [] }];
  for (const seat of order) {
    const { state, events } = steps.at(-1)!;
    const r = accept(deepFreeze(state), { type: "play", seat, card: pick(state, seat) }); // apply never writes its input
    steps.push({ state: r.state, events: [...events, ...r.events] });
  }
  return steps;
}
const highest = (s: CartaState, seat: number) => Math.max(...s.hands[seat]!);
const dealt = (s: CartaState) => [...s.hands.flat(), ...s.played.flatMap((c) => (c === null ? [] : [c]))];
const over = (s: CartaState) => s.played.every((c) => c !== null);

/** Every card the rules let `viewer` see (§2–§4). */
function visibleTo(s: CartaState, viewer: Viewer): Set<number> {
  if (viewer === "judge") return new Set(dealt(s));
  const seen = new Set<number>(over(s) ? s.played.map((c) => c!) : []);
  if (typeof viewer === "number") {
    s.hands[viewer]!.forEach((c) => seen.add(c));
    if (s.played[viewer] !== null) seen.add(s.played[viewer]!);
  }
  return seen;
}
const hiddenFrom = (s: CartaState, viewer: Viewer) => dealt(s).filter((c) => !visibleTo(s, viewer).has(c));

/** Every number anywhere in a JSON value. */
function numbersIn(x: unknown): number[] {
  if (typeof x === "number") return [x];
  if (Array.isArray(x)) return x.flatMap(numbersIn);
  if (x && typeof x === "object") return Object.values(x).flatMap(numbersIn);
  return [];
}
const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/** The same game with `cards` swapped for cards nobody was dealt (a deal the viewer cannot tell apart). */
function relabel<T>(x: T, cards: number[], s: CartaState): T {
  const used = new Set(dealt(s));
  const free = Array.from({ length: 40 }, (_, i) => i + 1).filter((c) => !used.has(c));
  const to = new Map(cards.map((c, i) => [c, free[i]!]));
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === "number" && key !== "seat" && key !== "sides" && key !== "winner") return to.get(v) ?? v;
    if (Array.isArray(v)) return v.map((e) => walk(e, key));
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, e]) => [k, walk(e, k)]));
    return v;
  };
  return walk(x) as T;
}

describe("whole seeded games (§1–§4)", () => {
  // Not in seat order: the moves are simultaneous (§3).
  it.each([
    ["a duel", SIDES.duel, [1, 0]],
    ["a three-seat free-for-all", SIDES.ffa3, [2, 0, 1]],
    ["two teams of two", SIDES.teams, [3, 1, 0, 2]],
    ["a five-seat free-for-all", SIDES.ffa5, [2, 4, 0, 3, 1]],
  ])("%s: every seat plays once, in any order; the last play reveals all and ends the game", (_, sides, order) => {
    const n = sides.length;
    const s0 = NEW(42 + n, sides);
    expect(s0.hands.map((h) => h.length)).toEqual(sides.map(() => 3)); // §2
    expect(toMove(s0)).toEqual(sides.map((_s, p) => p));
    const steps = playGame(s0, order, highest);
    steps.slice(0, -1).forEach(({ state }, i) => {
      expect(outcome(state)).toBeNull();
      expect(toMove(state)).toEqual(sides.map((_s, p) => p).filter((p) => !order.slice(0, i).includes(p)));
    });
    const { state, events } = steps.at(-1)!;
    const played = sides.map((_s, p) => highest(s0, p));
    expect(state.played).toEqual(played);
    expect(toMove(state)).toEqual([]);
    expect(events.filter((e) => e.type === "played").map((e) => e.seat)).toEqual(order);
    const totals = new Map<number, number>();
    sides.forEach((side, p) => totals.set(side, (totals.get(side) ?? 0) + played[p]!));
    const top = Math.max(...totals.values());
    const leaders = [...totals].filter(([, t]) => t === top).map(([side]) => side);
    const expected = { points: played, winner: leaders.length === 1 ? leaders[0]! : null };
    expect(outcome(state)).toEqual(expected);
    expect(events.at(-1)).toEqual({ type: "revealed", cards: played, outcome: expected });
    expect(events.filter((e) => e.type === "revealed")).toHaveLength(1);
  });

  it("§2: the same seed deals the same hands; different seeds deal differently; 3 distinct cards 1..40 each", () => {
    expect(NEW(7, SIDES.ffa5)).toEqual(NEW(7, SIDES.ffa5));
    const words = [1, 2, 3, 4] as const;
    expect(create({ seed: words, sides: SIDES.duel, options: {} })).toEqual(
      create({ seed: words, sides: SIDES.duel, options: {} }),
    );
    const deals = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = NEW(seed, SIDES.ffa5);
      const cards = s.hands.flat();
      expect(new Set(cards).size).toBe(15);
      expect(cards.every((c) => Number.isInteger(c) && c >= 1 && c <= 40)).toBe(true);
      deals.add(JSON.stringify(s.hands));
    }
    expect(deals.size).toBe(30);
  });

  it("§1: a table of fewer than 2 or more than 5 seats, or with one side only, is not created", () => {
    for (const sides of [[0], [0, 1, 2, 3, 4, 5], [0, 0], [0, -1], [0, 1.5]]) {
      expect(() => NEW(1, sides)).toThrow(/§1/);
    }
  });

  it("§3: legalActions offers each card of the seat's hand until it plays, then nothing; nothing for no seat", () => {
    const s = NEW(3, SIDES.ffa3);
    expect(legalActions(s, 1)).toEqual(s.hands[1]!.map((card) => ({ type: "play", seat: 1, card })));
    const { state } = accept(s, legalActions(s, 1)[2]!);
    expect(legalActions(state, 1)).toEqual([]);
    expect(legalActions(state, 0)).toHaveLength(3);
    expect(legalActions(state, 3)).toEqual([]);
    expect(legalActions(state, -1)).toEqual([]);
    const end = playGame(state, [0, 2], highest).at(-1)!.state;
    expect([0, 1, 2].map((p) => legalActions(end, p))).toEqual([[], [], []]);
  });
});

describe("refusals leave the state untouched", () => {
  const s0 = deepFreeze(NEW(11, SIDES.ffa3));
  const after0 = deepFreeze(accept(s0, { type: "play", seat: 0, card: s0.hands[0]![0]! }).state);
  const finished = deepFreeze(playGame(s0, [0, 1, 2], highest).at(-1)!.state);
  const bad = (a: unknown) => a as CartaAction;

  it.each([
    ["game_over", "§4", finished, { type: "play", seat: 0, card: finished.hands[0]![0] }],
    ["bad_seat", "§1", s0, { type: "play", seat: 3, card: s0.hands[0]![0] }],
    ["bad_seat", "§1", s0, { type: "play", seat: -1, card: s0.hands[0]![0] }],
    ["bad_seat", "§1", s0, { type: "play", seat: 0.5, card: s0.hands[0]![0] }],
    ["bad_seat", "§1", s0, { type: "play", seat: "0", card: s0.hands[0]![0] }],
    ["already_played", "§3", after0, { type: "play", seat: 0, card: after0.hands[0]![0] }],
    ["not_in_hand", "§3", s0, { type: "play", seat: 0, card: s0.hands[1]![0] }],
    ["not_in_hand", "§3", after0, { type: "play", seat: 1, card: after0.played[0] }],
    ["not_in_hand", "§3", s0, { type: "play", seat: 0, card: 41 }],
    ["not_in_hand", "§3", s0, { type: "play", seat: 0, card: String(s0.hands[0]![0]) }],
    ["unknown_action", "§3", s0, { type: "pass", seat: 0 }],
    ["unknown_action", "§3", s0, { seat: 0, card: s0.hands[0]![0] }],
    ["unknown_action", "§3", s0, null],
  ])("%s (Carta più alta %s): %j", (code, rule, state, action) => {
    const before = structuredClone(state);
    const r = apply(state, bad(action));
    expect(r).toMatchObject({ code, rule: `Carta più alta ${rule}` });
    expect(state).toEqual(before); // and frozen: any write would have thrown
  });
});

describe("hidden information (§2, §3): viewFor and eventsFor", () => {
  const games = [SIDES.duel, SIDES.ffa3, SIDES.teams, SIDES.ffa5].flatMap((sides) =>
    [1, 2, 3].map((seed) =>
      playGame(
        NEW(seed * 97, sides),
        sides.map((_s, p) => (p + seed) % sides.length),
        (s, p) => s.hands[p]![seed % 3]!,
      ),
    ),
  );
  const viewersOf = (s: CartaState): Viewer[] => [...s.sides.map((_s, p) => p), "spectator", "judge"];

  it("no view or event ever holds a card its viewer may not see; the cards it may see are there", () => {
    let checkedHidden = 0;
    for (const game of games) {
      for (const { state, events } of game) {
        for (const viewer of viewersOf(state)) {
          const hidden = hiddenFrom(state, viewer);
          const visible = visibleTo(state, viewer);
          const view = json(viewFor(state, viewer));
          const seen = json(eventsFor(events, viewer, state));
          // Besides cards, a view holds only seats, sides, counts and the winner: all below 5 (§1). A hidden
          // card from 5 up would be a leak wherever it sits; hidden 1..4 are caught by the relabelling below.
          for (const n of numbersIn(view)) expect(visible.has(n) || n < 5).toBe(true);
          for (const n of numbersIn(seen)) expect(visible.has(n) || n < 5).toBe(true);
          for (const c of visible) expect(numbersIn(view)).toContain(c);
          // The viewer's own played card is in its events; another's is not, until the reveal.
          for (const e of events) {
            if (e.type !== "played") continue;
            const shown = eventsFor([e], viewer, state)[0]!;
            expect("card" in shown).toBe(visible.has(e.card!));
          }
          if (viewer !== "judge") expect(hidden.length).toBeGreaterThan(0); // hands stay hidden even at the end
          checkedHidden += hidden.length;
        }
      }
    }
    expect(checkedHidden).toBeGreaterThan(500);
  });

  it("a deal that differs only in cards hidden from the viewer looks exactly the same to it", () => {
    for (const game of games) {
      for (const { state, events } of game) {
        for (const viewer of viewersOf(state)) {
          const hidden = hiddenFrom(state, viewer);
          const other = relabel(state, hidden, state);
          const otherEvents = relabel(events, hidden, state);
          if (hidden.length > 0) expect(other).not.toEqual(state);
          expect(viewFor(other, viewer)).toEqual(viewFor(state, viewer));
          expect(eventsFor(otherEvents, viewer, other)).toEqual(eventsFor(events, viewer, state));
          // The check can fail: relabelling a card the viewer sees changes what it sees.
          const shown = [...visibleTo(state, viewer)];
          if (shown.length > 0)
            expect(viewFor(relabel(state, shown, state), viewer)).not.toEqual(viewFor(state, viewer));
        }
      }
    }
  });

  it("a spectator sees that a seat played, and its hand count, but no card until the reveal", () => {
    const s0 = NEW(5, SIDES.duel);
    const { state, events } = accept(s0, { type: "play", seat: 1, card: s0.hands[1]![1]! });
    expect(viewFor(state, "spectator").seats).toEqual([
      { side: 0, played: false, handCount: 3 },
      { side: 1, played: true, handCount: 2 },
    ]);
    expect(eventsFor(events, "spectator", state)).toEqual([{ type: "played", seat: 1 }]);
    expect(eventsFor(events, 0, state)).toEqual([{ type: "played", seat: 1 }]);
    expect(eventsFor(events, 1, state)).toEqual([{ type: "played", seat: 1, card: s0.hands[1]![1] }]);
  });
});

describe("outcome (§4)", () => {
  const at = (sides: number[], played: number[]): CartaState => ({ sides, hands: sides.map(() => []), played });

  it("a seat scores its card; in a duel and a free-for-all the highest card's side wins", () => {
    expect(outcome(at(SIDES.duel, [12, 30]))).toEqual({ points: [12, 30], winner: 1 });
    expect(outcome(at(SIDES.ffa3, [40, 1, 39]))).toEqual({ points: [40, 1, 39], winner: 0 });
    expect(outcome(at(SIDES.ffa5, [3, 9, 27, 26, 8]))).toEqual({ points: [3, 9, 27, 26, 8], winner: 2 });
    expect(outcome({ ...at(SIDES.duel, [12, 30]), played: [12, null] })).toBeNull();
  });

  it("teams add up: the highest card alone need not win, and a shared top total wins for nobody", () => {
    expect(outcome(at(SIDES.teams, [40, 30, 1, 20]))).toEqual({ points: [40, 30, 1, 20], winner: 1 });
    expect(outcome(at(SIDES.teams, [10, 7, 5, 8]))).toEqual({ points: [10, 7, 5, 8], winner: null });
  });

  it("a tie reached through apply is revealed with no winner", () => {
    const s: CartaState = { sides: SIDES.teams, hands: [[], [7], [], [8]], played: [10, null, 5, null] };
    const last = accept(accept(s, { type: "play", seat: 1, card: 7 }).state, { type: "play", seat: 3, card: 8 });
    expect(last.events.at(-1)).toEqual({
      type: "revealed",
      cards: [10, 7, 5, 8],
      outcome: { points: [10, 7, 5, 8], winner: null },
    });
  });
});

describe("bots", () => {
  it("highest is the default; both only ever play legal actions, the highest one its best card", () => {
    expect(Object.keys(bots)).toEqual(["highest", "random"]);
    const picks = new Set<number>();
    for (const sides of Object.values(SIDES)) {
      for (let seed = 1; seed <= 15; seed++) {
        let s = NEW(seed, sides);
        let rng = seedRng(seed);
        while (toMove(s).length > 0) {
          const seat = toMove(s).at(-1)!;
          const name = seat % 2 ? "random" : "highest";
          const [action, next] = bots[name]!(s, seat, rng);
          rng = next;
          expect(legalActions(s, seat)).toContainEqual(action);
          if (name === "highest") expect(action.card).toBe(Math.max(...s.hands[seat]!));
          else picks.add(s.hands[seat]!.indexOf(action.card));
          s = accept(s, action).state;
        }
      }
    }
    expect(picks).toEqual(new Set([0, 1, 2])); // random does not always take the same place in the hand
  });

  it("a bot is not asked for a seat that has played", () => {
    const s0 = NEW(2, SIDES.duel);
    const { state } = accept(s0, { type: "play", seat: 0, card: s0.hands[0]![0]! });
    expect(() => bots.highest!(state, 0, seedRng(1))).toThrow(/seat 0/);
  });

  it("choose the same action whatever the cards hidden from their seat", () => {
    let compared = 0;
    for (const sides of Object.values(SIDES)) {
      for (let seed = 1; seed <= 10; seed++) {
        for (const { state } of playGame(
          NEW(seed, sides),
          sides.map((_s, p) => p),
          highest,
        ).slice(0, -1)) {
          for (const seat of toMove(state)) {
            const hidden = hiddenFrom(state, seat);
            const other = relabel(state, hidden, state);
            expect(other).not.toEqual(state);
            for (const bot of Object.values(bots)) {
              expect(bot(other, seat, seedRng(seed))).toEqual(bot(state, seat, seedRng(seed)));
            }
            // Not vacuous: its own hand does sway it.
            const mine = relabel(state, state.hands[seat]!, state);
            expect(bots.highest!(mine, seat, seedRng(seed))).not.toEqual(bots.highest!(state, seat, seedRng(seed)));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});
