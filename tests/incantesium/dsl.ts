// A scenario DSL for the Incantesium engine. Cards are named by spec: "fuoco 1c" (element, power,
// "c" for the Combo symbol), "acqua 2", "copia", "veleno", "illusione", "barriera", "pozione",
// "creatura", "magus". A table is dealt from a stacked arrangement (createGame's test-only `stack`):
// the hands, the flow's top and the mana deck's top cards as given, the rest of the deck below in
// data order. Every state handed to the engine is deep-frozen (apply must not change it); a refused
// action fails the test unless it goes through .refused(); a scenario left with a decision
// unanswered fails unless the test says .leaveOpen(). Under ruling H1 the hands hold ids minted as they were dealt,
// not those allocated here: name a hand's cards by spec (card(), hand()).
import { afterEach, expect } from "vitest";
import { deepFreeze } from "@/engine/shared/freeze";
import {
  apply,
  CASTE_CARDS,
  cardDef,
  createGame,
  DECK,
  isRuleError,
  legalActions,
  type Action,
  type GameEvent,
  type GameState,
  type Mode,
  type RuleError,
} from "@/engine/incantesium";

export function specOf(id: string): string {
  const def = cardDef(id);
  if (def.kind === "base") return `${def.element} ${def.power}${def.combo ? "c" : ""}`;
  if (def.kind === "extra") return def.spell;
  if (def.kind === "caste") return def.caste;
  return def.kind === "magus" ? "magus" : "gem";
}

/** Picks a fresh card id for each spec, never one already used in the scenario. */
export class Allocator {
  private used = new Set<string>();
  id(spec: string): string {
    const card = DECK.find((c) => !this.used.has(c.id) && specOf(c.id) === spec.trim().toLowerCase());
    if (!card) throw new Error(`no card left for spec "${spec}"`);
    this.used.add(card.id);
    return card.id;
  }
}

export interface TableSpec {
  mode?: Mode;
  players?: number;
  /** Seat 0 starts unless told: the dealer is the last seat ("Il giocatore a sinistra del mazziere"). */
  dealer?: number;
  hands: string[][];
  /** The flow deck, bottom first; its last card is the top. */
  flow: string[];
  /** The mana deck's top cards, top first. */
  mana?: string[];
  /** Caste names per seat (turns the option on). */
  castes?: string[];
  spirits?: boolean;
  seed?: number;
  /** False: a state from before ruling M4 (a chain closes by itself when only the Magus is left). */
  chainOpenWithMagus?: boolean;
  /** False: a state from before ruling T5 (the turn goes on clockwise after a lone mage leaves reviving its ally). */
  pairAlternatesAfterRevival?: boolean;
  /** False: a state from before ruling H1 (cards keep their ids in a hand; the deal's are those allocated here). */
  freshHandIds?: boolean;
}

const open: Table[] = [];
afterEach(() => {
  const left = open.splice(0);
  for (const t of left)
    if (!t.allowOpen && t.state.pending)
      throw new Error(`decision left unanswered: ${JSON.stringify(t.state.pending)}`);
});

export class Table {
  state: GameState;
  /** Every event since the table was dealt. */
  events: GameEvent[] = [];
  allowOpen = false;
  private alloc = new Allocator();

  constructor(spec: TableSpec) {
    const hands = spec.hands.map((h) => h.map((c) => this.alloc.id(c)));
    const flow = spec.flow.map((c) => this.alloc.id(c));
    const mana = (spec.mana ?? []).map((c) => this.alloc.id(c));
    const players = spec.players ?? spec.hands.length;
    this.state = deepFreeze(
      createGame({
        seed: spec.seed ?? 1,
        mode: spec.mode ?? (players === 2 ? "duel" : "ffa"),
        players,
        castes: spec.castes !== undefined,
        spirits: spec.spirits ?? false,
        ...(spec.chainOpenWithMagus === undefined ? {} : { chainOpenWithMagus: spec.chainOpenWithMagus }),
        ...(spec.pairAlternatesAfterRevival === undefined
          ? {}
          : { pairAlternatesAfterRevival: spec.pairAlternatesAfterRevival }),
        ...(spec.freshHandIds === undefined ? {} : { freshHandIds: spec.freshHandIds }),
        stack: {
          dealer: spec.dealer ?? players - 1,
          hands,
          flow,
          mana,
          ...(spec.castes
            ? { castes: spec.castes.map((c) => CASTE_CARDS.find((k) => k.kind === "caste" && k.caste === c)!.id) }
            : {}),
        },
      }),
    );
    open.push(this);
  }

  /** The id of a card of this spec in a seat's hand (the first one). */
  card(seat: number, spec: string): string {
    const id = this.state.seats[seat]!.hand.find((c) => specOf(c) === spec);
    if (!id) throw new Error(`seat ${seat} holds no "${spec}": ${this.hand(seat).join(", ")}`);
    return id;
  }

  hand(seat: number): string[] {
    return this.state.seats[seat]!.hand.map(specOf);
  }

  count(seat: number): number {
    return this.state.seats[seat]!.hand.length;
  }

  /** Applies an action that must be accepted; returns its events. */
  play(action: Action): GameEvent[] {
    const r = apply(this.state, action);
    if (isRuleError(r)) throw new Error(`refused ${JSON.stringify(action)}: ${r.code} (${r.rule})`);
    this.state = deepFreeze(r.state);
    this.events.push(...r.events);
    return r.events;
  }

  /** Casts the first card of this spec from the seat's hand. */
  cast(seat: number, spec: string, extra: { attack?: number; cure?: number; target?: number } = {}): GameEvent[] {
    return this.play({ type: "cast", seat, card: this.card(seat, spec), ...extra });
  }

  pass(seat: number): GameEvent[] {
    return this.play({ type: "pass", seat });
  }

  barrier(seat: number): GameEvent[] {
    return this.play({ type: "barrier", seat, card: this.card(seat, "barriera") });
  }

  stop(seat: number): GameEvent[] {
    return this.play({ type: "stop", seat });
  }

  /** An action that must be refused with this code, leaving the state as it was. */
  refused(action: Action, code: RuleError["code"]): RuleError {
    const before = JSON.stringify(this.state);
    const r = apply(this.state, action);
    if (!isRuleError(r)) throw new Error(`accepted ${JSON.stringify(action)}`);
    expect(r.code).toBe(code);
    expect(r.rule.length).toBeGreaterThan(0);
    expect(JSON.stringify(this.state)).toBe(before);
    return r;
  }

  legal(seat: number): Action[] {
    return legalActions(this.state, seat);
  }

  leaveOpen(): this {
    this.allowOpen = true;
    return this;
  }
}

/** n specs of base spells of one element (at most 13), plain power-1 cards first: filler hands. */
export function some(element: string, n: number): string[] {
  const all = [...Array(6).fill(`${element} 1`), `${element} 2`, `${element} 2`, ...Array(3).fill(`${element} 1c`)];
  if (n > all.length) throw new Error(`some: at most ${all.length}`);
  return all.slice(0, n);
}
