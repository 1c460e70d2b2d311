// The kind of an Amount or a Condition, computed from the one field that names it: the stored
// scripts keep their shape (card definitions, and so the golden replays' hashes, are unchanged),
// while the evaluators (core.ts) switch over a discriminated `kind` the compiler checks for
// exhaustiveness. Adding a member to amountSchema / conditionSchema without naming its kind here
// fails to compile (the `…Complete` constants below).
import type { Amount, Condition } from "./schema";

type OneOf<K extends string> = K extends unknown ? Record<K, unknown> : never;

const AMOUNT_KINDS = [
  "count",
  "counters",
  "basePowerOf",
  "powerOf",
  "freeInterzone",
  "sumBasePower",
  "chosenManifestations",
  "chosen",
  "powerDiff",
  "pointsOf",
  "x",
] as const;
type AmountObjectKind = (typeof AMOUNT_KINDS)[number];
export type AmountKind = "number" | AmountObjectKind;
/** An amount with its kind: `a` is the stored amount itself, narrowed. */
export type KindedAmount =
  | { kind: "number"; a: number }
  | { [K in AmountObjectKind]: { kind: K; a: Extract<Amount, Record<K, unknown>> } }[AmountObjectKind];
const amountKindsComplete: [Exclude<Amount, number | OneOf<AmountObjectKind>>] extends [never] ? true : false = true;

export function kindedAmount(a: Amount): KindedAmount {
  if (typeof a === "number") return { kind: "number", a };
  for (const kind of AMOUNT_KINDS) if (kind in a) return { kind, a } as KindedAmount;
  throw new Error(`engine: amount of unknown kind ${JSON.stringify(a)}`);
}

const CONDITION_KINDS = [
  "controls",
  "selfIn",
  "countersAtLeast",
  "lostPreviousTurn",
  "lostThisTurn",
  "markedThisTurn",
  "opponentSupportedFromInterzone",
  "wonThisTurn",
  "selfReady",
  "noCounters",
  "fewerInConfrontationThanOpponent",
  "opposingFirstBasePower",
  "leftLimboThisTurn",
  "opponentWillTargetsConfrontation",
  "aboveYourFirstBasePower",
  "tributedThisTurn",
  // Read only in ops (they need the resolving item).
  "chosenCount",
  "chosenIsManifestation",
  "triggerMatches",
  "allActivatedThisTurn",
  "basePowerAtMostX",
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];
/** A condition with its kind: `c` is the stored condition itself, narrowed. */
export type KindedCondition = {
  [K in ConditionKind]: { kind: K; c: Extract<Condition, Record<K, unknown>> };
}[ConditionKind];
const conditionKindsComplete: [Exclude<Condition, OneOf<ConditionKind>>] extends [never] ? true : false = true;

export function kindedCondition(c: Condition): KindedCondition {
  for (const kind of CONDITION_KINDS) if (kind in c) return { kind, c } as KindedCondition;
  throw new Error(`engine: condition of unknown kind ${JSON.stringify(c)}`);
}

export const conditionKind = (c: Condition): ConditionKind => kindedCondition(c).kind;

/** The kinds that read the resolving item (its choices, trigger, X): false / 0 outside an op. */
const ITEM_CONDITIONS: ReadonlySet<ConditionKind> = new Set<ConditionKind>([
  "chosenCount",
  "chosenIsManifestation",
  "triggerMatches",
  "allActivatedThisTurn",
  "basePowerAtMostX",
]);
export const readsItem = (c: Condition): boolean => ITEM_CONDITIONS.has(conditionKind(c));

export const KINDS_COMPLETE = amountKindsComplete && conditionKindsComplete;
