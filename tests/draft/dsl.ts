// A small scenario DSL for the draft machine. Players are named A, B, C… by seat. Each step runs
// at once; a refused action must be acknowledged by the next step (.expectRefused), and a
// scenario that ends with an auction still awaiting answers fails unless the test says so.
// Every state handed to the machine is deep-frozen, so any mutation of an input throws.
import { afterEach, expect } from "vitest";
import { deepFreeze } from "@/engine/shared/freeze";
import {
  applyDraft,
  createDraft,
  isRuleError,
  legalActions,
  type Applied,
  type Composition,
  type DraftAction,
  type DraftCard,
  type DraftEvent,
  type DraftState,
  type RuleError,
  type RuleErrorCode,
} from "@/engine/kartomantik/draft";
import { smallPool } from "./sets";

export type Name = "A" | "B" | "C" | "D" | "E" | "F";
export const NAMES: Name[] = ["A", "B", "C", "D", "E", "F"];
export const seat = (name: Name): number => NAMES.indexOf(name);
export const nameOf = (player: number): Name => NAMES[player] as Name;

/** The card chosen last in this scenario. */
export const CHOSEN = Symbol("the card chosen last");
/** A card by id, by index on the current table, or the last chosen one. */
export type CardRef = string | number | typeof CHOSEN;

export interface ScenarioOptions {
  players: number;
  seed?: number;
  pool?: DraftCard[];
  /** Default: one card per pile per player (a short draft of 4), accepted. */
  composition?: Composition;
  acceptShortDraft?: boolean;
  /** Try seeds upward from `seed` until this player wins the roll-off (keeps tests readable). */
  first?: Name;
}

const live: Scenario[] = [];
// Scenarios the test did not end explicitly are checked when the test ends.
afterEach((context) => {
  const pending = live.splice(0);
  // A test that already failed has said what went wrong; an open auction would only add noise.
  if (context.task.result?.state === "fail") return;
  for (const s of pending) s.end();
});

export class Scenario {
  state: DraftState;
  /** Every event since creation; `last` holds those of the latest accepted step. */
  readonly events: DraftEvent[] = [];
  last: DraftEvent[] = [];
  chosen: string | null = null;
  readonly seed: number;
  private refused: { action: DraftAction; error: RuleError } | null = null;
  private ended = false;
  private openAllowed = false;

  constructor(options: ScenarioOptions) {
    const composition = options.composition ?? { wills: 1, minor: 1, medium: 1, major: 1 };
    const pool = options.pool ?? smallPool();
    const acceptShortDraft = options.acceptShortDraft ?? true;
    let seed = options.seed ?? 1;
    for (;;) {
      const created = createDraft(pool, { players: options.players, composition, acceptShortDraft, seed });
      if (isRuleError(created)) throw new Error(`createDraft refused: ${JSON.stringify(created)}`);
      if (!options.first || created.state.firstPlayer === seat(options.first)) {
        this.state = deepFreeze(created.state);
        this.events.push(...created.events);
        this.last = created.events;
        break;
      }
      seed++;
    }
    this.seed = seed;
    live.push(this);
  }

  // ——— actions ———

  choose(name: Name, card: CardRef = 0): this {
    const cardId = this.card(card);
    this.chosen = cardId;
    return this.act({ type: "choose", player: seat(name), cardId });
  }
  bid(name: Name, amount: number): this {
    return this.act({ type: "bid", player: seat(name), amount });
  }
  match(name: Name): this {
    return this.act({ type: "match", player: seat(name) });
  }
  pass(name: Name): this {
    return this.act({ type: "pass", player: seat(name) });
  }
  /** "Offri fino a X" (null: cancel it). */
  proxy(name: Name, max: number | null): this {
    return this.act({ type: "proxy", player: seat(name), max });
  }
  /** Every awaited player passes, in seat order. */
  allPass(): this {
    for (const p of [...(this.state.auction?.awaiting ?? [])]) this.pass(nameOf(p));
    return this;
  }
  /** The active player chooses and every other player passes: a free card. */
  takeFree(card: CardRef = 0): this {
    const active = this.state.active;
    if (active === null) throw new Error("takeFree: no active player");
    return this.choose(nameOf(active), card).allPass();
  }
  /** Any raw action (e.g. an unknown player index). */
  act(action: DraftAction): this {
    this.assertNoPendingRefusal();
    const before = JSON.stringify(this.state);
    const result = applyDraft(this.state, deepFreeze(action));
    expect(JSON.stringify(this.state), "the input state was changed").toBe(before);
    if (isRuleError(result)) {
      this.refused = { action, error: result };
      return this;
    }
    this.accept(result);
    return this;
  }

  // ——— expectations ———

  expectRefused(code: RuleErrorCode, params?: RuleError["params"]): this {
    const refused = this.refused;
    expect(refused, `expected a refusal with ${code}, but the action was accepted`).not.toBeNull();
    this.refused = null;
    expect(refused!.error.error).toBe(code);
    expect(refused!.error.rule).toMatch(/^event-rules §\d/);
    if (params) expect(refused!.error.params).toMatchObject(params);
    return this;
  }
  expectActive(name: Name | null): this {
    this.assertNoPendingRefusal();
    expect(this.state.active === null ? null : nameOf(this.state.active), "active player").toBe(name);
    return this;
  }
  expectHolder(card: CardRef, name: Name | null): this {
    this.assertNoPendingRefusal();
    const id = this.card(card);
    const holders = this.state.hands.flatMap((hand, p) => (hand.includes(id) ? [nameOf(p)] : []));
    expect(holders, `holder of ${id}`).toEqual(name ? [name] : []);
    return this;
  }
  /** Points spent per player; players not listed must have spent nothing. */
  expectSpent(spent: Partial<Record<Name, number>>): this {
    this.assertNoPendingRefusal();
    expect(this.state.spent).toEqual(this.state.spent.map((_, p) => spent[nameOf(p)] ?? 0));
    return this;
  }
  expectAwaiting(names: Name[]): this {
    this.assertNoPendingRefusal();
    expect(this.state.auction, "an open auction").not.toBeNull();
    expect(this.state.auction!.awaiting.map(nameOf).sort()).toEqual([...names].sort());
    return this;
  }
  expectBest(name: Name | null, amount?: number): this {
    this.assertNoPendingRefusal();
    const best = this.state.auction?.best ?? null;
    expect(best ? { bidder: nameOf(best.player), amount: best.amount } : null).toEqual(
      name ? { bidder: name, amount } : null,
    );
    return this;
  }
  expectNoAuction(): this {
    this.assertNoPendingRefusal();
    expect(this.state.auction).toBeNull();
    return this;
  }
  expectTaken(counts: Partial<Record<Name, number>>): this {
    this.assertNoPendingRefusal();
    for (const [name, n] of Object.entries(counts))
      expect(this.state.takenThisTable[seat(name as Name)]?.length, `cards ${name} took from this table`).toBe(n);
    return this;
  }
  expectHands(counts: Partial<Record<Name, number>>): this {
    this.assertNoPendingRefusal();
    for (const [name, n] of Object.entries(counts))
      expect(this.state.hands[seat(name as Name)]?.length, `cards in ${name}'s hand`).toBe(n);
    return this;
  }
  expectTable(tableNo: number, cards?: number): this {
    this.assertNoPendingRefusal();
    expect(this.state.tableNo, "table number").toBe(tableNo);
    if (cards !== undefined) expect(this.state.table.length, "cards on the table").toBe(cards);
    return this;
  }
  /** The events of the latest accepted step, in order (each matched as a subset). */
  expectEvents(events: Partial<DraftEvent>[]): this {
    this.assertNoPendingRefusal();
    expect(this.last).toMatchObject(events);
    return this;
  }
  expectFinished(reason: "allHands36" | "deckEmpty"): this {
    this.assertNoPendingRefusal();
    expect(this.state.finished).toBe(true);
    expect(this.state.active).toBeNull();
    expect(this.events.at(-1)).toEqual({ type: "finished", reason });
    return this;
  }
  expectLegal(name: Name, legal: Partial<ReturnType<typeof legalActions>>): this {
    this.assertNoPendingRefusal();
    expect(legalActions(this.state, seat(name))).toMatchObject(legal);
    return this;
  }
  /** Escape hatch for one-off checks. */
  check(fn: (s: this) => void): this {
    this.assertNoPendingRefusal();
    fn(this);
    return this;
  }

  // ——— ending ———

  /** The test deliberately stops while an auction still awaits answers. */
  endWithAuctionOpen(): void {
    this.openAllowed = true;
    this.end();
  }
  /** Checks that nothing was left unanswered; called for every scenario when its test ends. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.assertNoPendingRefusal();
    const auction = this.state.auction;
    if (auction && auction.awaiting.length > 0 && !this.openAllowed) {
      throw new Error(
        `scenario ended with an open auction on ${auction.cardId}: ${auction.awaiting.map(nameOf).join(", ")} still to answer`,
      );
    }
  }

  // ——— helpers ———

  card(ref: CardRef): string {
    if (ref === CHOSEN) {
      if (!this.chosen) throw new Error("no card chosen yet");
      return this.chosen;
    }
    if (typeof ref === "number") {
      const id = this.state.table[ref];
      if (id === undefined) throw new Error(`no card at table index ${ref} (table: ${this.state.table.join(", ")})`);
      return id;
    }
    return ref;
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

export const scenario = (options: ScenarioOptions) => new Scenario(options);
