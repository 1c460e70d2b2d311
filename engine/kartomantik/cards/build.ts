// Small builders for writing card scripts as data (they only assemble plain objects; the loader
// validates the result with zod like any other script).
import type {
  Ability,
  Amount,
  Condition,
  Cost,
  Op,
  PlayerRef,
  Ref,
  Selector,
  StaticAbility,
  TargetSpec,
  Trigger,
} from "./schema";
import type { CardScript } from "./schema";

export type Until = "turn" | "permanent" | "resolution" | "nextTurnEnd";

// ——— selectors ———
export const inCZ = (controller: Selector["controller"] = "any", more: Selector = {}): Selector => ({
  zone: "confrontation",
  controller,
  ...more,
});
export const onField = (controller: Selector["controller"] = "any", more: Selector = {}): Selector => ({
  zone: "field",
  controller,
  ...more,
});
export const inInterzone = (controller: Selector["controller"] = "any", more: Selector = {}): Selector => ({
  zone: "interzone",
  controller,
  ...more,
});
export const inLimbo = (controller: Selector["controller"] = "you", more: Selector = {}): Selector => ({
  zone: "limbo",
  controller,
  ...more,
});
export const inHand = (controller: Selector["controller"] = "you", more: Selector = {}): Selector => ({
  zone: "hand",
  controller,
  ...more,
});

// ——— targets ———
export const target = (sel: Selector): TargetSpec => ({ kind: "card", sel });
export const targetPlayer = (who: "opponent" | "any" = "opponent"): TargetSpec => ({ kind: "player", who });
export const targetStack = (
  type: "ephemeral_will" | "will" | "card",
  more: { targetsYours?: boolean; costMax?: number } = {},
): TargetSpec => ({ kind: "stack", type, ...more });

// ——— ops ———
export const power = (to: Ref, amount: Amount, until: Until = "turn"): Op => ({ op: "power", to, amount, until });
export const minus = (to: Ref, n: number, until: Until = "turn"): Op => ({ op: "power", to, amount: -n, until });
export const draw = (n: Amount = 1, who: PlayerRef = "you"): Op => ({ op: "draw", who, n });
export const discard = (who: PlayerRef = "you", n: Amount = 1): Op => ({ op: "discard", who, n });
export const points = (n: Amount, who: PlayerRef = "you"): Op => ({ op: "points", who, n });
export const destroy = (to: Ref): Op => ({ op: "destroy", to });
export const move = (to: Ref, dest: Extract<Op, { op: "move" }>["dest"], lock?: boolean): Op =>
  lock ? { op: "move", to, dest, lock } : { op: "move", to, dest };
export const counters = (to: Ref, counter: string, n: Amount = 1, sign?: number): Op =>
  sign ? { op: "counters", to, counter, n, sign } : { op: "counters", to, counter, n };
export const keyword = (to: Ref, kw: Extract<Op, { op: "keyword" }>["keyword"], until: Until = "turn"): Op => ({
  op: "keyword",
  to,
  keyword: kw,
  until,
});
export const loseEffects = (to: Ref, until: Until = "turn"): Op => ({ op: "loseEffects", to, until });
export const chain = (
  from: Extract<Op, { op: "chain" }>["from"],
  more: Omit<Extract<Op, { op: "chain" }>, "op" | "from"> = {},
): Op => ({ op: "chain", from, ...more });
export const may = (...then: Op[]): Op => ({ op: "may", then });
export const when = (cond: Condition, then: Op[], otherwise?: Op[]): Op =>
  otherwise ? { op: "if", cond, then, else: otherwise } : { op: "if", cond, then };
export const choose = (sel: Selector, count: number, then: Op[], min?: number): Op =>
  min !== undefined ? { op: "choose", sel, count, then, min } : { op: "choose", sel, count, then };
export const count = (sel: Selector, per?: number, max?: number): Amount => ({
  count: sel,
  ...(per !== undefined ? { per } : {}),
  ...(max !== undefined ? { max } : {}),
});

// ——— abilities ———
export const on = (
  trigger: Trigger["on"] | Trigger,
  ops: Op[],
  more: { targets?: TargetSpec[]; cond?: Condition; optionalTargets?: boolean } = {},
): Ability => ({
  kind: "trigger",
  trigger: typeof trigger === "string" ? { on: trigger } : trigger,
  ops,
  ...more,
});
export const activated = (cost: Cost, ops: Op[], targets?: TargetSpec[]): Ability =>
  targets ? { kind: "activated", cost, ops, targets } : { kind: "activated", cost, ops };
export const passive = (effect: StaticAbility): Ability => ({ kind: "static", effect });

// ——— scripts ———
/** A will: its targets and what it does on resolution. */
export const will = (
  ops: Op[],
  targets?: TargetSpec[],
  more: Omit<CardScript, "ops" | "targets"> = {},
): CardScript => ({ ops, ...(targets ? { targets } : {}), ...more });
export const abilities = (...list: Ability[]): CardScript => ({ abilities: list });
export const partial = (script: CardScript, note: string): CardScript => ({ ...script, partial: note });
