// A harness for card tests: puts one real card into play in a standard layout, lets its effect
// resolve (answering decisions with scripted or first choices) and measures what changed.
// Layout: A's hand = [A's First "AF", the card, two payers of each temperament the card may need,
// extras…]; B's hand = [B's First "BF", extras…]. Decks are stacked, the rest filler.
import { expect } from "vitest";
import {
  findTribute,
  legalActions,
  powerOf,
  type CardDef,
  type GameState,
  type Temperament,
} from "@/engine/kartomantik";
import { card, filler, scenario, seat, type Name, type Scenario } from "./dsl";

export type Mode = "first" | "support" | "will" | "persistent";
export type Moment = "enter" | "win" | "lose" | "stalemate";

export interface Case {
  /** How the card enters: as A's First, in Support from hand, as a will in the Reaction, as a persistent will in the
   * end
   * phase. */
  as: Mode;
  /** What is measured: after it enters / after the confrontation's win, loss or stalemate triggers. */
  at?: Moment;
  aPower?: number;
  bPower?: number;
  /** Extra cards in A's / B's hand (after the standard ones). */
  A?: CardDef[];
  B?: CardDef[];
  /** Will targets by card name (or "P0"/"P1"). */
  targets?: string[];
  /** Answers for decisions, in order: card names or raw options; default: the first option, "yes" for may. */
  answers?: string[][];
  /** Expected changes of the metrics. */
  delta?: Partial<Record<Metric, number>>;
  /** Any further check on the scenario after the effect resolved. */
  check?: (s: Scenario, card: string) => void;
}

export type Metric =
  | "power"
  | "aFirst"
  | "bFirst"
  | "handA"
  | "handB"
  | "pointsA"
  | "pointsB"
  | "limboA"
  | "limboB"
  | "deckA"
  | "deckB"
  | "vesselA"
  | "vesselB"
  | "counters"
  | "exileA"
  | "exileB"
  | "czA"
  | "czB";

function metrics(s: Scenario, cardId: string): Record<Metric, number> {
  const st = s.state;
  const firstOf = (p: number) => st.sides[p]!.confrontation.find((id) => st.cards[id]!.enteredAs === "first");
  const pow = (id: string | undefined) => (id && st.cards[id] ? powerOf(st, id) : 0);
  const c = st.cards[cardId];
  return {
    power: c && (c.zone === "confrontation" || c.zone === "interzone") ? powerOf(st, cardId) : 0,
    aFirst: pow(firstOf(0)),
    bFirst: pow(firstOf(1)),
    handA: st.players[0]!.hand.length,
    handB: st.players[1]!.hand.length,
    pointsA: st.players[0]!.effectPoints,
    pointsB: st.players[1]!.effectPoints,
    limboA: st.players[0]!.limbo.length,
    limboB: st.players[1]!.limbo.length,
    deckA: st.players[0]!.deck.length,
    deckB: st.players[1]!.deck.length,
    vesselA: st.players[0]!.vessel.length,
    vesselB: st.players[1]!.vessel.length,
    exileA: st.players[0]!.exile.length,
    exileB: st.players[1]!.exile.length,
    counters: c ? Object.values(c.counters).reduce((a, b) => a + b, 0) : 0,
    czA: st.sides[0]!.confrontation.length,
    czB: st.sides[1]!.confrontation.length,
  };
}

/** Answers open decisions and passes until the stack is empty. */
export function settle(s: Scenario, answers: string[][] = []): void {
  for (let i = 0; i < 60; i++) {
    const st = s.state;
    if (st.result) return;
    const d = st.decisions[0];
    if (d) {
      const who: Name = d.player === 0 ? "A" : "B";
      const scripted = answers.shift();
      let choice: string[];
      if (scripted) choice = scripted.map((x) => (d.options.includes(x) ? x : s.id(x)));
      else if (d.kind === "may") choice = ["yes"];
      else if (d.kind === "orderTriggers") choice = d.options;
      else choice = d.options.slice(0, Math.max(d.min, Math.min(1, d.max)));
      s.decide(who, choice);
      continue;
    }
    if (st.stack.length === 0 && !st.resolving) return;
    if (st.priority === null) return;
    s.pass(st.priority === 0 ? "A" : "B");
  }
  throw new Error("settle: the stack did not empty");
}

function payersFor(def: CardDef): CardDef[] {
  const temps = Object.keys(def.cost) as Temperament[];
  const out: CardDef[] = [];
  for (const t of temps.length ? temps : []) {
    const pt = t === "transcendent" ? "transcendent" : t === "hollow" ? "hollow" : t;
    out.push(
      card({ name: `pay-${pt}-1`, t: pt, power: 3, points: 5 }),
      card({ name: `pay-${pt}-2`, t: pt, power: 3, points: 5 }),
    );
  }
  return out.filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i).slice(0, 4);
}

/** Runs one case for a real card; returns the scenario for further steps. */
export function runCase(def: CardDef, c: Case): Scenario {
  const at = c.at ?? "enter";
  const aPower = c.aPower ?? (at === "win" ? 1 : 1);
  const bPower = c.bPower ?? (at === "win" ? 0 : at === "stalemate" ? aPower : 5);
  const af = card({ name: "AF", t: "phlegmatic", power: aPower, points: 10 });
  const bf = card({
    name: "BF",
    t: at === "stalemate" && c.as === "first" ? def.temperaments[0]! : "phlegmatic",
    power: Math.max(bPower, 0),
    points: 10,
  });
  const bAlt = card({ name: "BF0", t: "hollow", power: 1, points: 5 });
  const A = [af, def, ...payersFor(def), ...(c.A ?? []), ...filler("af", 3)];
  const B = [bPower === 0 ? bAlt : bf, ...(c.B ?? []), ...filler("bf", 5)];
  const s = scenario({ A, B, padTo: 24 });
  const x = s.id(`A:${def.name}`);
  const answers = [...(c.answers ?? [])];
  let before: Record<Metric, number>;
  const bFirst = bPower === 0 ? "BF0" : "BF";
  if (c.as === "first") {
    s.firsts(def.name, bFirst).passUntil((st) => st.phase !== "beforeRevelation");
  } else {
    s.reveal("AF", bFirst);
  }
  const stop = () => {
    before = metrics(s, x);
  };
  if (c.as === "first" && at === "enter") {
    stop();
    settle(s, answers);
  } else if (c.as === "support") {
    giveTo(s, "A");
    s.support("A", def.name);
    // The card itself resolves first; its triggers then go on the stack.
    s.pass("B").pass("A");
    answerTargets(s, answers);
    stop();
    settle(s, answers);
  } else if (c.as === "will") {
    giveTo(s, "A");
    const targets = (c.targets ?? []).map((t) => (t.startsWith("P") ? t : t));
    const tribute = findTribute(s.state, 0, def.cost, [x]) ?? [];
    s.act({
      type: "playWill",
      player: 0,
      card: x,
      targets: targets.map((t) => (t === "P0" || t === "P1" ? t : s.id(t))),
      tribute: { cards: tribute },
      ...(def.script.extraCost ? { extra: extraFor(s, def, x, tribute) } : {}),
    });
    stop();
    settle(s, answers);
  } else if (c.as === "persistent") {
    toEndPhase(s);
    giveTo(s, "A");
    const tribute = findTribute(s.state, 0, def.cost, [x]) ?? [];
    s.act({ type: "playWill", player: 0, card: x, tribute: { cards: tribute } });
    settle(s, answers);
    stop();
  }
  if (at !== "enter") {
    settle(s, answers);
    s.passUntil((st) => st.phase === "resolution" && st.priority !== null);
    stop();
    settle(s, answers);
  }
  if (c.delta) {
    const after = metrics(s, x);
    const got: Partial<Record<Metric, number>> = {};
    for (const k of Object.keys(c.delta) as Metric[]) got[k] = after[k] - before![k];
    expect(got, `${def.name}: changes`).toEqual(c.delta);
  }
  c.check?.(s, x);
  s.endWithDecisionOpen();
  return s;
}

function extraFor(s: Scenario, def: CardDef, x: string, tribute: string[]): string[] {
  const ex = def.script.extraCost!;
  const st = s.state;
  if (ex.discard)
    return [
      st.players[0]!.hand.find(
        (id) =>
          id !== x &&
          !tribute.includes(id) &&
          (ex.discard !== "manifestation" || st.defs[st.cards[id]!.def]!.type === "manifestation"),
      )!,
    ];
  return st.players[0]!.limbo.slice(0, ex.exileFromLimbo ?? 0);
}

/** Passes (B first) until `who` holds priority with an empty stack. */
export function giveTo(s: Scenario, who: Name): void {
  for (let i = 0; i < 6 && s.state.priority !== seat(who); i++) s.pass(s.state.priority === 0 ? "A" : "B");
  expect(s.state.priority, "priority").toBe(seat(who));
}

function answerTargets(s: Scenario, answers: string[][]): void {
  while (s.state.decisions[0]?.kind === "targets") {
    const d = s.state.decisions[0];
    const scripted = answers.shift();
    s.decide(
      d.player === 0 ? "A" : "B",
      scripted ? scripted.map((x) => (d.options.includes(x) ? x : s.id(x))) : d.options.slice(0, 1),
    );
  }
}

/** From the Reaction to the end phase (the placement decisions take the deck). */
export function toEndPhase(s: Scenario): void {
  for (let i = 0; i < 40 && s.state.phase !== "end"; i++) {
    const d = s.state.decisions[0];
    if (d) s.decide(d.player === 0 ? "A" : "B", [d.options.find((o) => o.endsWith(":deck")) ?? d.options[0]!]);
    else s.pass(s.state.priority === 0 ? "A" : "B");
  }
  expect(s.state.phase).toBe("end");
}

export const canPlay = (st: GameState, p: number) => legalActions(st, p).length > 1;

// ——— helpers for multi-turn scenarios ———
export const pay = (t: string, n = 2, power = 3) =>
  Array.from({ length: n }, (_, i) => card({ name: `pay-${t}-${i + 1}`, t, power, points: 5 }));
export const tiny = (name = "Tiny", power = 1) => card({ name, t: "phlegmatic", power, points: 5, text: "Support." });
export const dump = card({
  name: "Dump",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: { ops: [{ op: "discard", who: "you", n: 1 }] },
});
/** "Return a target manifestation on the field to its owner's hand" (free, any time). */
export const bounce = card({
  name: "Bounce",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: {
    targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
    ops: [{ op: "move", to: "t0", dest: "ownerHand" }],
  },
});
export const zap = card({
  name: "Zap",
  type: "ephemeral_will",
  t: "hollow",
  cost: {},
  script: {
    targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
    ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
  },
});

/** Options of `match`: the Firsts' power and temperament. */
export interface MatchOptions {
  aFirst?: number;
  bFirst?: number;
  aT?: string;
  bT?: string;
}
/** A and B with the given cards right after AF and BF in their hands. */
export function match(A: CardDef[], B: CardDef[], o: MatchOptions = {}) {
  const a = [card({ name: "AF", t: o.aT ?? "phlegmatic", power: o.aFirst ?? 1 }), ...A, ...filler("af", 4)];
  const b = [card({ name: "BF", t: o.bT ?? "phlegmatic", power: o.bFirst ?? 5 }), ...B, ...filler("bf", 4)];
  return scenario({ A: a, B: b, padTo: 26 });
}
/** A plays a will (by name) with the smallest tribute; then the stack resolves. */
export function cast(s: Scenario, who: "A" | "B", name: string, targets: string[] = [], extra?: string[]) {
  giveTo(s, who);
  const p = who === "A" ? 0 : 1;
  const x = s.id(`${who}:${name}`);
  const def = s.state.defs[s.state.cards[x]!.def]!;
  const tribute = findTribute(s.state, p, def.cost, [x, ...(extra ?? []).map((e) => s.id(e))]) ?? [];
  s.act({
    type: "playWill",
    player: p,
    card: x,
    targets: targets.map((t) => (/^P\d$/.test(t) ? t : s.id(t))),
    tribute: { cards: tribute },
    ...(extra ? { extra: extra.map((e) => s.id(e)) } : {}),
  });
  return s;
}
/** Through the rest of the turn to the next First Manifestation choice, then both reveal (first options by default). */
export function nextTurn(s: Scenario, a?: string, b?: string) {
  for (let i = 0; i < 60 && !(s.state.phase === "choose" && s.state.decisions.length > 0); i++) {
    const d = s.state.decisions[0];
    if (d)
      s.decide(
        d.player === 0 ? "A" : "B",
        d.kind === "placeWon" ? [d.options.find((o) => o.endsWith(":deck"))!] : d.options.slice(0, Math.max(d.min, 1)),
      );
    else s.pass(s.state.priority === 0 ? "A" : "B");
  }
  s.reveal(a ?? s.decisionOf("A")!.options[0]!, b ?? s.decisionOf("B")!.options[0]!);
  return s;
}
