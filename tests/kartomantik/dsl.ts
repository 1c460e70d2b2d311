// A scenario DSL for the match engine. Players are A (0), B (1) and, at bigger tables, C, D, E
// (seats clockwise). Decks are stacked (not shuffled) so a test knows each hand: the first 7 cards
// of a deck are its opening hand. Cards are named "Name" (unique among all decks) or "A:Name".
// Every state handed to the engine is deep-frozen; a refused action must be acknowledged by
// .expectRefused; a scenario that ends with a decision still open fails unless the test says so
// (.endWithDecisionOpen).
import { afterEach, expect } from "vitest";
import { deepFreeze } from "@/engine/shared/freeze";
import { defineCard, type RawCard } from "@/engine/kartomantik/cards/load";
import { SYMBOL as SYMBOL_OF } from "@/engine/kartomantik/vocabulary";

const SYMBOL = SYMBOL_OF as Record<string, string>;
import {
  apply,
  createGame,
  isRuleError,
  legalActions,
  powerOf,
  viewFor,
  type Applied,
  type CardDef,
  type Decision,
  type DecisionKind,
  type GameAction,
  type GameEvent,
  type GameMode,
  type GameState,
  type Phase,
  type RuleError,
  type RuleErrorCode,
  type Zone,
} from "@/engine/kartomantik";

export type Name = "A" | "B" | "C" | "D" | "E";
const NAMES = ["A", "B", "C", "D", "E"] as const;
export const seat = (n: Name) => NAMES.indexOf(n);
export const nameOf = (p: number): Name => NAMES[p]!;

export interface CardSpec {
  name: string;
  type?: "manifestation" | "ephemeral_will" | "persistent_will";
  t?: string;
  power?: number;
  points?: number;
  /** Will tribute, e.g. { choleric: 2 } or "RR". */
  cost?: Record<string, number>;
  text?: string;
  script?: unknown;
}

/** A card definition for tests, through the same loader as real sets (keywords read from text). */
export function card(spec: CardSpec): CardDef {
  const type = spec.type ?? "manifestation";
  const t = spec.t ?? "phlegmatic";
  const cost = spec.cost ?? {};
  const powerCost =
    type === "manifestation"
      ? `{${SYMBOL[t]}}`.repeat(spec.power ?? 1)
      : Object.entries(cost)
          .map(([k, n]) => `{${SYMBOL[k]}}`.repeat(n))
          .join("");
  const raw: RawCard = {
    id: spec.name,
    name: spec.name,
    type,
    effect: spec.text ?? "",
    power: type === "manifestation" ? (spec.power ?? 1) : null,
    cost: Object.values(cost).reduce((a, b) => a + b, 0),
    powerCost,
    points: spec.points ?? (type === "manifestation" ? 10 : 0),
    temperaments: [t],
  };
  const def = defineCard(raw, spec.script);
  if ("message" in def) throw new Error(`test card ${spec.name}: ${def.message}`);
  return def;
}

/** n vanilla filler manifestations (power 1, phlegmatic) with distinct names. */
export function filler(prefix: string, n: number, over: Partial<CardSpec> = {}): CardDef[] {
  return Array.from({ length: n }, (_, i) => card({ name: `${prefix}${i + 1}`, power: 1, points: 5, ...over }));
}

export interface ScenarioOptions {
  A: CardDef[];
  B: CardDef[];
  /** More seats: a free-for-all of 3–5, or 2v2 with `mode`. */
  C?: CardDef[];
  D?: CardDef[];
  E?: CardDef[];
  mode?: GameMode;
  /** Who holds priority while nobody has won a confrontation (default A). */
  first?: Name;
  seed?: number;
  /** The engine passes for a player who can only pass (default false: tests pass explicitly). */
  autoPass?: boolean;
  /** Answer the turn-1 voluntary mulligan with "keep" for both (default true). */
  keep?: boolean;
  /** Make each deck at least this long with fillers so recovery can draw (default 20). */
  padTo?: number;
  /** The server's rule for manual moves (engine manual-text.ts); default: the old one (whoever holds priority), which
   * tests use to set a position up by hand. */
  manualMoves?: "cardText";
}

const live: Scenario[] = [];
afterEach((context) => {
  const pending = live.splice(0);
  if (context.task.result?.state === "fail") return;
  for (const s of pending) s.end();
});

export class Scenario {
  state: GameState;
  readonly events: GameEvent[] = [];
  last: GameEvent[] = [];
  private refused: { action: GameAction; error: RuleError } | null = null;
  private ended = false;
  private openAllowed = false;

  constructor(o: ScenarioOptions) {
    const pad = o.padTo ?? 20;
    const given = [o.A, o.B, o.C, o.D, o.E].filter((d): d is CardDef[] => d !== undefined);
    const decks = given.map((d, p) => [
      ...d,
      ...filler(`${NAMES[p]!.toLowerCase()}-fill-`, Math.max(0, pad - d.length)),
    ]);
    const created = createGame({
      seed: o.seed ?? 1,
      decks,
      ...(o.mode ? { mode: o.mode } : {}),
      noShuffle: true,
      firstPriority: seat(o.first ?? "A"),
      options: { autoPass: o.autoPass ?? false, ...(o.manualMoves && { manualMoves: o.manualMoves }) },
    });
    this.state = deepFreeze(created.state);
    this.events.push(...created.events);
    this.last = created.events;
    live.push(this);
    if (o.keep ?? true)
      for (const d of [...this.state.decisions]) if (d.kind === "mulligan") this.decide(nameOf(d.player), ["keep"]);
  }

  // ——— card lookup ———

  /** Instance id of a card by "Name" or "A:Name". */
  id(ref: string): string {
    const m = /^([A-E]):(.*)$/.exec(ref);
    const owner = m ? seat(m[1] as Name) : null;
    const name = m ? m[2]! : ref;
    const hits = Object.values(this.state.cards).filter(
      (c) => this.state.defs[c.def]?.name === name && (owner === null || c.owner === owner),
    );
    if (hits.length !== 1) throw new Error(`card ${ref}: ${hits.length} matches`);
    return hits[0]!.iid;
  }
  zoneOf(ref: string): Zone {
    return this.state.cards[this.id(ref)]!.zone;
  }

  // ——— actions ———

  act(action: GameAction): this {
    this.assertNoPendingRefusal();
    const before = JSON.stringify(this.state);
    const result = apply(this.state, deepFreeze(action));
    expect(JSON.stringify(this.state), "the input state was changed").toBe(before);
    if (isRuleError(result)) {
      this.refused = { action, error: result };
      return this;
    }
    this.accept(result);
    return this;
  }
  decide(who: Name, choice: string[]): this {
    return this.act({ type: "decide", player: seat(who), choice });
  }
  /** Both players choose their First Manifestation in secret (§4.2.2 Rivelazione 1), A first. */
  firsts(a: string | null, b: string | null): this {
    const pick = (who: Name, ref: string) => (this.decisionOf(who)?.options.includes(ref) ? ref : this.id(ref));
    if (a) this.decide("A", [pick("A", a)]);
    if (b) this.decide("B", [pick("B", b)]);
    return this;
  }
  /** Every player's secret First Manifestation (A, B, C… in seat order; null: no choice). */
  firstsAll(...refs: (string | null)[]): this {
    refs.forEach((ref, p) => {
      const who = nameOf(p);
      if (ref) this.decide(who, [this.decisionOf(who)?.options.includes(ref) ? ref : this.id(ref)]);
    });
    return this;
  }
  /** Secret choice, then both pass the before-Revelation window: the cards are revealed. */
  reveal(a: string | null, b: string | null): this {
    this.firsts(a, b);
    return this.passUntil((s) => s.phase !== "beforeRevelation");
  }
  pass(who: Name): this {
    return this.act({ type: "pass", player: seat(who) });
  }
  /** The priority holder passes, then the other, as long as `until` does not hold (max 20 passes). */
  passUntil(until: (s: GameState) => boolean): this {
    for (let i = 0; i < 20 && !until(this.state); i++) {
      const p = this.state.priority;
      if (p === null)
        throw new Error(
          `passUntil: nobody has priority (phase ${this.state.phase}, decisions ${this.state.decisions.map((d) => d.kind).join(",")})`,
        );
      this.pass(nameOf(p));
    }
    expect(until(this.state), "passUntil condition").toBe(true);
    return this;
  }
  /** Passes until the phase is reached. */
  passTo(phase: Phase): this {
    return this.passUntil(
      (s) => s.phase === phase && (s.priority !== null || s.decisions.length > 0 || s.result !== null),
    );
  }
  /** Passes until the stack is empty. */
  resolveStack(): this {
    return this.passUntil((s) => s.stack.length === 0 && s.resolving === null);
  }
  play(who: Name, will: string, o: { targets?: string[]; tribute?: string[]; extra?: string[] } = {}): this {
    return this.act({
      type: "playWill",
      player: seat(who),
      card: this.id(this.qualify(who, will)),
      targets: (o.targets ?? []).map((t) => this.target(t)),
      tribute: { cards: (o.tribute ?? []).map((t) => this.id(this.qualify(who, t))) },
      ...(o.extra ? { extra: o.extra.map((t) => this.id(this.qualify(who, t))) } : {}),
    });
  }
  support(who: Name, ref: string): this {
    return this.act({ type: "playSupport", player: seat(who), card: this.id(this.qualify(who, ref)) });
  }
  activate(
    who: Name,
    ref: string,
    ability: number,
    o: { targets?: string[]; tribute?: string[]; extra?: string[]; x?: number } = {},
  ): this {
    return this.act({
      type: "activate",
      player: seat(who),
      card: this.id(this.qualify(who, ref)),
      ability,
      targets: (o.targets ?? []).map((t) => this.target(t)),
      tribute: { cards: (o.tribute ?? []).map((t) => this.id(this.qualify(who, t))) },
      ...(o.extra ? { extra: o.extra.map((t) => this.id(this.qualify(who, t))) } : {}),
      ...(o.x !== undefined ? { x: o.x } : {}),
    });
  }
  /** Answers the player's open decision choosing cards by name (or raw option strings). */
  choose(who: Name, refs: string[]): this {
    const d = this.decisionOf(who);
    const choice = refs.map((r) => (d?.options.includes(r) ? r : this.id(r.includes(":") ? r : `${who}:${r}`)));
    return this.decide(who, choice);
  }

  /** "Name" means the acting player's card when they have one of that name. */
  private qualify(who: Name, ref: string): string {
    if (/^[A-E]:/.test(ref)) return ref;
    const owned = Object.values(this.state.cards).some(
      (c) => c.owner === seat(who) && this.state.defs[c.def]?.name === ref,
    );
    return owned ? `${who}:${ref}` : ref;
  }
  private target(t: string): string {
    if (/^P\d$/.test(t) || /^S\d+$/.test(t)) return t;
    if (t === "top") return `S${this.state.stack[this.state.stack.length - 1]!.id}`;
    return this.id(t);
  }

  // ——— expectations ———

  expectRefused(code: RuleErrorCode): this {
    const refused = this.refused;
    expect(refused, `expected a refusal with ${code}, but the action was accepted`).not.toBeNull();
    this.refused = null;
    expect(refused!.error.error).toBe(code);
    expect(refused!.error.rule).toMatch(/^rulebook §\d/);
    expect(refused!.error.message.length).toBeGreaterThan(5);
    return this;
  }
  decisionOf(who: Name): Decision | undefined {
    return this.state.decisions.find((d) => d.player === seat(who));
  }
  expectDecision(who: Name, kind: DecisionKind): this {
    this.assertNoPendingRefusal();
    expect(this.decisionOf(who)?.kind, `${who}'s open decision`).toBe(kind);
    return this;
  }
  expectNoDecision(): this {
    this.assertNoPendingRefusal();
    expect(this.state.decisions.map((d) => `${nameOf(d.player)}:${d.kind}`)).toEqual([]);
    return this;
  }
  expectPhase(phase: Phase): this {
    this.assertNoPendingRefusal();
    expect(this.state.phase).toBe(phase);
    return this;
  }
  expectPriority(who: Name | null): this {
    this.assertNoPendingRefusal();
    expect(this.state.priority === null ? null : nameOf(this.state.priority), "priority").toBe(who);
    return this;
  }
  expectPower(ref: string, power: number): this {
    this.assertNoPendingRefusal();
    expect(powerOf(this.state, this.id(ref)), `power of ${ref}`).toBe(power);
    return this;
  }
  expectZone(ref: string, zone: Zone): this {
    this.assertNoPendingRefusal();
    expect(this.zoneOf(ref), `zone of ${ref}`).toBe(zone);
    return this;
  }
  expectHand(who: Name, n: number): this {
    this.assertNoPendingRefusal();
    expect(this.state.players[seat(who)]!.hand.length, `${who}'s hand`).toBe(n);
    return this;
  }
  expectEffectPoints(who: Name, n: number): this {
    this.assertNoPendingRefusal();
    expect(this.state.players[seat(who)]!.effectPoints, `${who}'s effect points`).toBe(n);
    return this;
  }
  expectStack(names: string[]): this {
    this.assertNoPendingRefusal();
    expect(
      this.state.stack.map((it) =>
        it.kind === "card"
          ? this.state.defs[this.state.cards[it.card]!.def]!.name
          : it.kind === "ability"
            ? `${this.state.defs[it.def]!.name}#${it.ability}`
            : it.kind,
      ),
    ).toEqual(names);
    return this;
  }
  expectLegal(who: Name, predicate: (a: GameAction) => boolean, present = true): this {
    this.assertNoPendingRefusal();
    expect(legalActions(this.state, seat(who)).some(predicate), "legal action present").toBe(present);
    return this;
  }
  /** An event (matched as a subset) happened since the scenario began. */
  expectEvent(match: Partial<GameEvent> & { type: GameEvent["type"] }): this {
    this.assertNoPendingRefusal();
    expect(this.events).toContainEqual(expect.objectContaining(match));
    return this;
  }
  view(viewer: number | "spectator" | "judge") {
    return viewFor(this.state, viewer);
  }
  check(fn: (s: this) => void): this {
    this.assertNoPendingRefusal();
    fn(this);
    return this;
  }

  // ——— ending ———

  endWithDecisionOpen(): void {
    this.openAllowed = true;
    this.end();
  }
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.assertNoPendingRefusal();
    if (this.state.decisions.length > 0 && !this.openAllowed && !this.state.result) {
      throw new Error(
        `scenario ended with an unanswered decision: ${this.state.decisions.map((d) => `${nameOf(d.player)} ${d.kind}`).join(", ")}`,
      );
    }
  }

  private accept(result: Applied): void {
    this.state = deepFreeze(result.state);
    this.events.push(...result.events);
    this.last = result.events;
  }
  private assertNoPendingRefusal(): void {
    if (!this.refused) return;
    const { action, error } = this.refused;
    this.refused = null;
    throw new Error(`action refused unexpectedly: ${JSON.stringify(action)} → ${JSON.stringify(error)}`);
  }
}

export const scenario = (o: ScenarioOptions) => new Scenario(o);
