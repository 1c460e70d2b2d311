// A typed walk over a card script: every selector it holds, wherever the vocabulary allows one
// (targets, refs, amounts, conditions, costs, passives, nested ops). Feature gates read scripts
// through it instead of searching their JSON text; the switch over ops is exhaustive, so a new op
// that holds a selector cannot be forgotten here.
import type { Ability, Amount, CardScript, Condition, Op, Ref, Selector, StaticAbility, TargetSpec } from "./schema";

type Visit = (sel: Selector) => void;

function inRef(ref: Ref, visit: Visit): void {
  if (typeof ref === "object") visit(ref.each);
}

function inAmount(a: Amount, visit: Visit): void {
  if (typeof a === "number") return;
  if ("count" in a) visit(a.count);
  if ("basePowerOf" in a) inRef(a.basePowerOf, visit);
  if ("powerOf" in a) inRef(a.powerOf, visit);
  if ("sumBasePower" in a) inRef(a.sumBasePower, visit);
  if ("pointsOf" in a) inRef(a.pointsOf, visit);
  if ("powerDiff" in a) for (const r of a.powerDiff) inRef(r, visit);
}

function inCondition(c: Condition, visit: Visit): void {
  if ("controls" in c) visit(c.controls);
  if ("triggerMatches" in c) visit(c.triggerMatches);
  if ("basePowerAtMostX" in c) inRef(c.basePowerAtMostX, visit);
}

function inTargets(targets: TargetSpec[] | undefined, visit: Visit): void {
  for (const t of targets ?? []) if (t.kind === "card") visit(t.sel);
}

function inOps(ops: readonly Op[] | undefined, visit: Visit): void {
  for (const op of ops ?? []) inOp(op, visit);
}

function inOp(op: Op, visit: Visit): void {
  switch (op.op) {
    case "power":
    case "setPower":
    case "basePower":
      inRef(op.to, visit);
      return inAmount(op.amount, visit);
    case "counters":
      inRef(op.to, visit);
      return inAmount(op.n, visit);
    case "swapPower":
    case "swapControl":
      inRef(op.a, visit);
      return inRef(op.b, visit);
    case "draw":
    case "discard":
    case "points":
    case "look":
    case "essence":
    case "token":
      return inAmount(op.n, visit);
    case "destroy":
    case "move":
    case "keyword":
    case "loseEffects":
    case "temperament":
    case "memory":
    case "exhaust":
    case "show":
    case "support":
    case "link":
    case "giveControl":
      return inRef(op.to, visit);
    case "tokenCopy":
      return inRef(op.of, visit);
    case "chain":
      if (op.sel) visit(op.sel);
      return;
    case "choose":
      visit(op.sel);
      return inOps(op.then, visit);
    case "may":
      inOps(op.then, visit);
      return inOps(op.else, visit);
    case "if":
      inCondition(op.cond, visit);
      inOps(op.then, visit);
      return inOps(op.else, visit);
    case "unlessPays":
      return inOps(op.then, visit);
    case "roll":
      for (const b of op.branches) inOps(b.then, visit);
      return;
    case "mode":
      for (const m of op.modes) inOps(m.then, visit);
      return;
    case "distribute":
      for (const r of op.among) inRef(r, visit);
      return inAmount(op.amount, visit);
    case "neutralize":
    case "revealHand":
    case "flag":
    case "shuffleDeck":
    case "discardChosen":
    case "lookHand":
    case "mark":
    case "retarget":
    case "copyItem":
    case "playFromLimbo":
    case "custom":
      return;
    default:
      return unreachable(op);
  }
}

function inStatic(st: StaticAbility, visit: Visit): void {
  switch (st.kind) {
    case "power":
      if (st.to !== "self") visit(st.to);
      inAmount(st.amount, visit);
      if (st.cond) inCondition(st.cond, visit);
      return;
    case "keyword":
      if (st.to !== "self") visit(st.to);
      if (st.cond) inCondition(st.cond, visit);
      return;
    case "loseEffects":
      return visit(st.to);
    case "noConfrontation":
      if (st.unless) inCondition(st.unless, visit);
      return;
    case "handLimit":
    case "noPowerChange":
    case "keepEssence":
    case "willCost":
    case "interzoneSlots":
    case "zeroLosesEffects":
    case "zeroToYourVessel":
    case "persistentAnyTime":
    case "willsFromLimbo":
    case "endInOpposingVessel":
    case "keepExcessWhenTribute":
    case "tributeBoostsReduction":
    case "revealOpponentHands":
    case "vesselSanctuary":
    case "stalemateIfLast":
    case "tributeSource":
      return;
    default:
      return unreachable(st);
  }
}

function inAbility(a: Ability, visit: Visit): void {
  switch (a.kind) {
    case "trigger":
      if (a.cond) inCondition(a.cond, visit);
      inTargets(a.targets, visit);
      return inOps(a.ops, visit);
    case "activated":
      if (a.cost.cond) inCondition(a.cost.cond, visit);
      inTargets(a.targets, visit);
      return inOps(a.ops, visit);
    case "static":
      return inStatic(a.effect, visit);
    default:
      return unreachable(a);
  }
}

function unreachable(x: never): never {
  throw new Error(`engine: unknown script node ${JSON.stringify(x)}`);
}

/** Every selector in the abilities of a script (triggered, activated, passive). */
export function abilitySelectors(script: CardScript): Selector[] {
  const out: Selector[] = [];
  for (const a of script.abilities ?? []) inAbility(a, (sel) => out.push(sel));
  return out;
}

/** Every selector in a script: a will's targets and ops, and its abilities. */
export function scriptSelectors(script: CardScript): Selector[] {
  const out: Selector[] = [];
  const visit = (sel: Selector) => out.push(sel);
  inTargets(script.targets, visit);
  inOps(script.ops, visit);
  for (const a of script.abilities ?? []) inAbility(a, visit);
  return out;
}
