// The op interpreter: runs the ops of a resolving stack item one at a time. An op that needs a
// player's choice opens a Decision and pauses; the answer resumes the same op (Resolving.answer).
// Each op of the vocabulary (cards/schema.ts) is implemented here, once.
import { randomInt, shuffle } from "../draft/rng";
import type { Amount, Condition, Op, PlayerRef, Ref } from "./cards/schema";
import {
  basePowerOf,
  cannotBeReplaced,
  cardOf,
  checkStaticCondition,
  defOf,
  defsInfo,
  freeInterzone,
  hasEffects,
  interzoneCards,
  isManifestation,
  isProtectedFrom,
  matches,
  other,
  powerCannotChange,
  powerOf,
  select,
  someDef,
  staticsOf,
  temperamentOf,
  type Ctx,
} from "./core";
import { CUSTOM_OPS } from "./cards/custom-ops";
import type { CustomKit } from "./cards/custom";
import { moveCard } from "./move-card";
import { openDecision } from "./open-decision";
import { announceWill } from "./announce-will";
import { emit, emitMany, legalTargets, pushItem } from "./triggers";
import { applyEssence, checkTribute, costTotal, spendEssence, tributeSources, type Cost } from "./tribute";
import { passiveTributeTerms } from "./tribute-passives";
import { willTimingOk } from "./will-timing";
import {
  BASE_TEMPERAMENTS,
  FIELD,
  type CardDef,
  type Decision,
  type MatchState,
  type Modifier,
  type Resolving,
  type StackItem,
  type Temperament,
} from "./types";

export function sourceOf(item: StackItem): string {
  return item.kind === "card" || item.kind === "supportFromInterzone" ? item.card : item.source;
}

// ——— refs ———

function isStillTarget(s: MatchState, id: string): boolean {
  return id !== "" && (id.startsWith("P") || id.startsWith("S") || s.cards[id] !== undefined);
}

export function cardRefs(ctx: Ctx, r: Resolving, ref: Ref): string[] {
  const { s } = ctx;
  const item = r.item;
  const you = item.controller;
  const src = sourceOf(item);
  const keep = (ids: string[]) => ids.filter((id) => s.cards[id] !== undefined);
  if (typeof ref === "object")
    return ofTarget(s, item, ref.each, select(s, you, src, ref.each)).filter((id) => !isProtectedFrom(s, id, you));
  switch (ref) {
    case "self":
      return keep([src]);
    case "t0":
    case "t1":
    case "t2":
    case "t3": {
      const id = item.targets[Number(ref[1])];
      return id && isStillTarget(s, id) && !id.startsWith("P") && !id.startsWith("S") ? keep([id]) : [];
    }
    case "chosen":
      return keep(r.chosen);
    case "trigger":
      return item.kind === "ability" && item.trigger?.card ? keep([item.trigger.card]) : [];
    case "yourFirst": {
      const there = s.players[you]!.confrontation.filter((id) => cardOf(s, id).enteredAs === "first");
      // Before the Revelation "your First Manifestation this turn" is the secret choice.
      const secret = s.players[you]!.secretFirst;
      return there.length > 0 ? there : secret ? [secret] : [];
    }
    case "opposingFirst":
      return s.players[other(you)]!.confrontation.filter(
        (id) => cardOf(s, id).enteredAs === "first" && !isProtectedFrom(s, id, you),
      );
    case "highestOpposing": {
      const opp = s.players[other(you)]!.confrontation.filter((id) => !isProtectedFrom(s, id, you));
      if (opp.length === 0) return [];
      const best = opp.reduce((a, b) => (powerOf(s, b) > powerOf(s, a) ? b : a));
      return [best];
    }
    case "lastOpposing": {
      const opp = s.players[other(you)]!.confrontation.filter((id) => !isProtectedFrom(s, id, you));
      if (opp.length === 0) return [];
      return [opp.reduce((a, b) => (cardOf(s, b).enteredSeq > cardOf(s, a).enteredSeq ? b : a))];
    }
  }
}

/** "…of a target player": keeps the cards the player targeted as t0 controls (or owns, in private zones). */
function ofTarget(s: MatchState, item: StackItem, sel: { ofTarget?: boolean }, ids: string[]): string[] {
  if (!sel.ofTarget) return ids;
  const t = item.targets[0];
  if (!t?.startsWith("P")) return [];
  const p = Number(t.slice(1));
  return ids.filter((id) => {
    const c = s.cards[id]!;
    return (["confrontation", "interzone", "field", "stalemate"].includes(c.zone) ? c.controller : c.owner) === p;
  });
}

export function playerRefs(s: MatchState, item: StackItem, who: PlayerRef): number[] {
  const you = item.controller;
  switch (who) {
    case "you":
      return [you];
    case "opponent":
    case "eachOpponent":
      return [other(you)];
    case "each":
      return [you, other(you)];
    case "t0": {
      const t = item.targets[0];
      return t?.startsWith("P") ? [Number(t.slice(1))] : [];
    }
    case "triggerPlayer":
      return item.kind === "ability" && item.trigger?.player !== undefined ? [item.trigger.player] : [];
    case "winner":
      return s.outcome?.winner !== null && s.outcome?.winner !== undefined ? [s.outcome.winner] : [];
    case "loser":
      return [0, 1].filter((p) => s.players[p]!.lostTurn === s.turn);
    case "controllerOfT0":
    case "ownerOfT0": {
      const t = item.targets[0];
      // A target on the stack: the card's owner / controller, or the controller of an effect.
      const onStack = t?.startsWith("S") ? s.stack.find((it) => `S${it.id}` === t) : undefined;
      if (onStack)
        return onStack.kind === "card" && who === "ownerOfT0" && s.cards[onStack.card]
          ? [cardOf(s, onStack.card).owner]
          : [onStack.controller];
      const c = t ? s.cards[t] : undefined;
      return c ? [who === "ownerOfT0" ? c.owner : c.controller] : [];
    }
    case "owner": {
      const c = s.cards[sourceOf(item)];
      return c ? [c.owner] : [you];
    }
  }
}

export function amountOf(ctx: Ctx, r: Resolving, a: Amount): number {
  const { s } = ctx;
  const src = sourceOf(r.item);
  if (typeof a === "number") return a;
  if ("count" in a) {
    const n =
      (ofTarget(s, r.item, a.count, select(s, r.item.controller, src, a.count)).length + (a.plus ?? 0)) * (a.per ?? 1);
    return a.max !== undefined ? Math.min(n, a.max) : n;
  }
  if ("counters" in a) return s.cards[src] ? (cardOf(s, src).counters[a.counters] ?? 0) * (a.per ?? 1) : 0;
  if ("basePowerOf" in a) {
    const id = cardRefs(ctx, r, a.basePowerOf)[0];
    return id ? basePowerOf(s, id) * (a.per ?? 1) : 0;
  }
  if ("powerOf" in a) {
    const ids = cardRefs(ctx, r, a.powerOf);
    return ids.length ? Math.max(...ids.map((id) => powerOf(s, id))) + (a.plus ?? 0) : 0;
  }
  if ("freeInterzone" in a) return freeInterzone(s, r.item.controller) * (a.per ?? 1);
  if ("sumBasePower" in a) return cardRefs(ctx, r, a.sumBasePower).reduce((sum, id) => sum + basePowerOf(s, id), 0);
  if ("chosenManifestations" in a)
    return r.chosen.filter((id) => s.cards[id] && isManifestation(s, id)).length * (a.per ?? 1);
  if ("chosen" in a) return r.chosen.length * (a.per ?? 1);
  if ("powerDiff" in a) {
    const x = cardRefs(ctx, r, a.powerDiff[0])[0];
    const y = cardRefs(ctx, r, a.powerDiff[1])[0];
    return x ? Math.max(0, powerOf(s, x) - (y ? powerOf(s, y) : 0)) * (a.per ?? 1) : 0;
  }
  if ("pointsOf" in a) {
    const id = cardRefs(ctx, r, a.pointsOf)[0];
    return id ? defOf(s, id).points : 0;
  }
  return r.item.x * (a.per ?? 1) * (a.sign ?? 1);
}

export function checkCondition(ctx: Ctx, r: Resolving, cond: Condition): boolean {
  const { s } = ctx;
  if ("chosenCount" in cond) return r.chosen.length >= cond.chosenCount;
  if ("chosenIsManifestation" in cond)
    return r.chosen.length > 0 && r.chosen.every((id) => s.cards[id] && isManifestation(s, id));
  if ("triggerMatches" in cond) {
    const id = r.item.kind === "ability" ? r.item.trigger?.card : undefined;
    return (
      !!id && s.cards[id] !== undefined && matches(s, r.item.controller, sourceOf(r.item), id, cond.triggerMatches)
    );
  }
  if ("allActivatedThisTurn" in cond) {
    const src = sourceOf(r.item);
    return (
      s.cards[src] !== undefined &&
      (defOf(s, src).script.abilities ?? []).every(
        (a, i) => a.kind !== "activated" || s.flags[`once:${src}:${i}`] === s.turn,
      )
    );
  }
  if ("basePowerAtMostX" in cond) {
    const id = cardRefs(ctx, r, cond.basePowerAtMostX)[0];
    return id !== undefined && basePowerOf(s, id) <= r.item.x;
  }
  const src = sourceOf(r.item);
  if (s.cards[src]) {
    // Read from the item's controller even if the source changed hands or left.
    const c = cardOf(s, src);
    const saved = c.controller;
    c.controller = r.item.controller;
    try {
      return checkStaticCondition(s, src, cond);
    } finally {
      c.controller = saved;
    }
  }
  return false;
}

// ——— shared actions used by ops and rules ———

const RECOVERY: readonly string[] = ["start", "draw", "mulligan", "recoveryEnd"];
export function drawCards(ctx: Ctx, p: number, n: number): number {
  const { s } = ctx;
  const pl = s.players[p]!;
  const drawn: string[] = [];
  // Flag noDraw (Shymon): no drawing outside the Recovery Phase this turn.
  if (s.flags[`noDraw:${p}`] === s.turn && !RECOVERY.includes(s.phase)) return 0;
  for (let i = 0; i < n && pl.deck.length > 0; i++) {
    const id = pl.deck[0]!;
    moveCard(ctx, id, "hand");
    drawn.push(id);
  }
  if (drawn.length) ctx.ev.push({ type: "drew", player: p, cards: drawn });
  return drawn.length;
}

export function destroyCard(ctx: Ctx, id: string): void {
  const c = ctx.s.cards[id];
  if (!c) return;
  ctx.ev.push({ type: "destroyed", card: id });
  const fromConfrontation = c.zone === "confrontation";
  const fieldManifestation = FIELD.includes(c.zone) && isManifestation(ctx.s, id) ? c.controller : -1;
  moveCard(ctx, id, "limbo");
  if (fromConfrontation && ctx.s.cards[id])
    emit(ctx, "yourCardToLimboFromConfrontation", { card: id, player: c.owner });
  if (fieldManifestation >= 0)
    emitMany(ctx, "opponentManifestationDestroyed", { card: id, player: fieldManifestation });
}

/** An activated ability's declared targets beyond their specs: "up to N" gives at least one; "a maximum total value of
 * N
 * points". */
export function targetsFit(
  s: MatchState,
  ability: { targets?: unknown[]; optionalTargets?: boolean; targetsPointsMax?: number },
  targets: readonly string[],
): boolean {
  const given = targets.filter((t) => t !== "");
  if (ability.optionalTargets && (ability.targets?.length ?? 0) > 0 && given.length === 0) return false;
  return (
    ability.targetsPointsMax === undefined ||
    given.reduce((n, t) => n + (s.cards[t] ? defOf(s, t).points : 0), 0) <= ability.targetsPointsMax
  );
}

/** Cards of `p`'s opponent on the field with an ability `p` may use ("An opponent can pay …:"); [] at once when no such
 * card is in the match. */
export function opponentUsableCards(s: MatchState, p: number): string[] {
  if (!someDef(s, "byOpponent", (d) => (d.script.abilities ?? []).some((a) => a.kind === "activated" && a.byOpponent)))
    return [];
  const o = s.players[other(p)]!;
  return [...o.confrontation, ...o.interzone, ...o.field].filter(
    (id): id is string =>
      !!id && (defOf(s, id).script.abilities ?? []).some((a) => a.kind === "activated" && a.byOpponent),
  );
}

/** Whether `p`'s hand is revealed to everyone (an opponent controls a card with revealOpponentHands on the field). */
export function handRevealed(s: MatchState, p: number): boolean {
  const o = s.players[other(p)]!;
  return [...o.confrontation, ...o.interzone, ...o.field].some(
    (id) => !!id && staticsOf(defOf(s, id)).some((st) => st.kind === "revealOpponentHands") && hasEffects(s, id),
  );
}

/** The tokens on the field `p` controls that `source` created (token op bySource). */
export function tokensOf(s: MatchState, source: string, p: number): string[] {
  const pl = s.players[p]!;
  return [...pl.confrontation, ...pl.interzone].filter(
    (id): id is string => !!id && cardOf(s, id).def.endsWith(`:by:${source}`),
  );
}

/** "It cannot enter the Confrontation Zone (unless …)" (passive noConfrontation of the card itself). */
export function mayEnterConfrontation(s: MatchState, id: string): boolean {
  for (const st of staticsOf(defOf(s, id)))
    if (st.kind === "noConfrontation" && hasEffects(s, id) && !(st.unless && checkStaticCondition(s, id, st.unless)))
      return false;
  return true;
}

/** Pays a checked tribute (§2.1 step 3): the cards go to the Limbo, the essence is booked, tribute triggers fire. */
/** Whether a card of the match asks which manifestations were used as tribute this turn (Jurat). */
const remembersTributes = (s: MatchState) =>
  someDef(s, "tributedByYouThisTurn", (d) =>
    JSON.stringify(d.script.abilities ?? []).includes('"tributedByYouThisTurn"'),
  );

/** The will a player is paying for: on its way to the stack, not yet an item there (nor resolving). */
function willBeingPaid(s: MatchState, p: number): string | undefined {
  return Object.values(s.cards).find(
    (c) =>
      c.zone === "stack" &&
      c.controller === p &&
      defOf(s, c.iid).type !== "manifestation" &&
      !s.stack.some((it) => it.kind === "card" && it.card === c.iid) &&
      !(s.resolving?.item.kind === "card" && s.resolving.item.card === c.iid),
  )?.iid;
}
const remembersPaidWill = (s: MatchState) =>
  someDef(s, "paidWill", (d) => JSON.stringify(d.script).includes('"paidWithSource"'));

export function doTribute(ctx: Ctx, p: number, cost: Cost, cards: string[]): void {
  const { s } = ctx;
  const check = checkTribute(s, p, cost, cards);
  if (!check.ok) return;
  if (cards.length)
    ctx.ev.push({ type: "shown", player: p, cards: [...cards], defs: cards.map((id) => cardOf(s, id).def) });
  const remember = remembersTributes(s);
  for (const id of cards) {
    if (remember) s.flags[`tributeBy${p}:${id}`] = s.turn;
    const fromLimbo = cardOf(s, id).zone === "limbo";
    const passive = passiveTributeTerms(s, id);
    if (passive?.counter && s.cards[passive.src]) {
      const src = cardOf(s, passive.src);
      src.counters[passive.counter] = Math.max(0, (src.counters[passive.counter] ?? 0) - 1);
    }
    moveCard(
      ctx,
      id,
      (fromLimbo && defOf(s, id).script.exileWhenTributeFromLimbo) || passive?.exile ? "exile" : "limbo",
    );
    // Remembered for the turn only by cards that have abilities (condition tributedThisTurn).
    if (defOf(s, id).script.abilities && s.cards[id]) s.flags[`tributed:${id}`] = s.turn;
    emit(ctx, "usedAsTribute", { card: id, player: p });
    emitMany(ctx, "yourManifestationUsedAsTribute", { card: id, player: p });
  }
  if (cards.length) emitMany(ctx, "youUseTribute", { player: p, amount: cards.length });
  spendEssence(s, p, check.spent, check.excess);
  // A payer with tributeBoostsReduction: the ephemeral will being paid for (on its way to the stack, not yet an item)
  // reduces power by N more.
  const boost = cards.reduce(
    (n, id) => n + staticsOf(defOf(s, id)).reduce((m, st) => m + (st.kind === "tributeBoostsReduction" ? st.n : 0), 0),
    0,
  );
  if (boost > 0) {
    const will = willBeingPaid(s, p);
    if (will && defOf(s, will).type === "ephemeral_will")
      s.flags[`extraReduction:${will}`] = (s.flags[`extraReduction:${will}`] ?? 0) + boost;
  }
  // "…used as tribute to pay the cost of a Will, … return that Will" (selector paidWithSource): which payer paid for
  // which will this turn.
  if (cards.length && remembersPaidWill(s)) {
    const will = willBeingPaid(s, p);
    if (will) for (const id of cards) s.flags[`paid:${id}:${will}`] = s.turn;
  }
  // "You do not lose its excess essence at the end of the turn" (a payer with keepExcessWhenTribute).
  if (cards.some((id) => staticsOf(defOf(s, id)).some((st) => st.kind === "keepExcessWhenTribute"))) {
    const pl = s.players[p]!;
    for (const [t, n] of Object.entries(check.excess) as [Temperament, number][])
      pl.keptEssence[t] = (pl.keptEssence[t] ?? 0) + n;
  }
  if (Object.keys(check.excess).length) emitMany(ctx, "excessLeft", { player: p });
}

/**
 * Every way `p` can pay `cost` now, as decision options: "essence" when excess essence alone pays,
 * else the card ids of each payment joined by "+" (no superfluous card; at most 30 of them).
 */
export function paymentOptions(s: MatchState, p: number, cost: Cost): string[] {
  const { rest } = applyEssence(cost, s.players[p]!.essence);
  const need = costTotal(rest);
  if (need === 0) return ["essence"];
  // (tributeSources leaves out the secret First Manifestation: a payment before the Revelation.)
  const pool = tributeSources(s, p).slice(0, 12);
  const out: string[] = [];
  const pick: string[] = [];
  const rec = (start: number) => {
    if (out.length >= 30) return;
    if (pick.length > 0 && checkTribute(s, p, cost, pick).ok) out.push(pick.join("+"));
    if (pick.length >= need) return;
    for (let i = start; i < pool.length; i++) {
      pick.push(pool[i]!);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  return out;
}

export function addPoints(ctx: Ctx, p: number, delta: number): void {
  if (delta === 0) return;
  ctx.s.players[p]!.effectPoints += delta;
  ctx.ev.push({ type: "points", player: p, delta });
  if (delta < 0) {
    emitMany(ctx, "youLosePoints", { player: p, amount: -delta });
    emitMany(ctx, "playerLosesPoints", { player: p, amount: -delta });
  }
}

const watchesPower = (s: MatchState) =>
  defsInfo(s).triggers.has("opposingManifestationGainsPower") ||
  defsInfo(s).triggers.has("yourManifestationLosesPower");
/** "Whenever the power of a manifestation … increases / loses power due to a card or effect" (an op changed it). */
function powerChanged(ctx: Ctx, id: string, before: number | null): void {
  if (before === null) return;
  const after = powerOf(ctx.s, id);
  const info = { card: id, player: cardOf(ctx.s, id).controller, amount: Math.abs(after - before) };
  if (after > before) emitMany(ctx, "opposingManifestationGainsPower", info);
  else if (after < before) emitMany(ctx, "yourManifestationLosesPower", info);
}

type ModInput = Modifier extends infer M ? (M extends Modifier ? Omit<M, "ts"> : never) : never;
function addMod(ctx: Ctx, id: string, mod: ModInput): void {
  const c = cardOf(ctx.s, id);
  c.mods.push({ ...mod, ts: ++ctx.s.seq } as Modifier);
}

/** Puts a manifestation into the Confrontation Zone in Support under `player` (Chain, effects). */
export function enterSupport(ctx: Ctx, id: string, player: number, played: boolean): void {
  if (!mayEnterConfrontation(ctx.s, id)) return;
  const from = cardOf(ctx.s, id).zone;
  moveCard(ctx, id, "confrontation", { player, as: "support" });
  enteredConfrontation(ctx, id, player, played, from === "interzone");
}

export function enteredConfrontation(
  ctx: Ctx,
  id: string,
  player: number,
  played: boolean,
  fromInterzone: boolean,
): void {
  const def = defOf(ctx.s, id);
  emit(ctx, "enterConfrontation", { card: id, player });
  if (!fromInterzone) emit(ctx, "enterField", { card: id, player });
  emitMany(ctx, "yourManifestationEnters", { card: id, player });
  if (fromInterzone) {
    emit(ctx, "enterSupportFromInterzone", { card: id, player });
    // Remembered only when a card asks ("as long as an opponent has put … into Support from their Interzone").
    if (watchesSupportFromInterzone(ctx.s)) ctx.s.flags[`supportFromInterzone:${player}`] = ctx.s.turn;
  }
  if (cardOf(ctx.s, id).enteredAs === "support") {
    emit(ctx, "enterSupport", { card: id, player });
    emitMany(ctx, "youSupport", { card: id, player });
    emitMany(ctx, "opponentSupports", { card: id, player });
    if (!def.temperaments.includes("transcendent")) emitMany(ctx, "youSupportNonTranscendent", { card: id, player });
  }
  if (played) {
    ctx.ev.push({ type: "played", player, card: id, def: def.id, targets: [], tribute: [] });
    emitMany(ctx, "youPlayCard", { player, card: id });
  }
  // "The next manifestation that enters the Confrontation Zone under an opponent's control this turn is destroyed"
  // (flag destroyNextEntering).
  const next = `destroyNextEntering:${player}`;
  if (ctx.s.flags[next] === ctx.s.turn) {
    delete ctx.s.flags[next];
    destroyCard(ctx, id);
  }
}

const watchesSupportFromInterzone = (s: MatchState) =>
  someDef(s, "supportFromInterzone", (d) =>
    (d.script.abilities ?? []).some(
      (a) =>
        a.kind === "static" &&
        a.effect.kind === "keyword" &&
        a.effect.cond !== undefined &&
        "opponentSupportedFromInterzone" in a.effect.cond,
    ),
  );

type ChainOp = Extract<Op, { op: "chain" }>;

/** The cards a player may Chain (none: a Chain from the hand shows the hand, "if they cannot, they show their hand").
 */
function chainPool(ctx: Ctx, who: number, src: string, op: ChainOp): string[] {
  const { s } = ctx;
  const pl = s.players[who]!;
  const pool: string[] = [];
  for (const from of op.from) {
    const list = from === "interzone" ? interzoneCards(s, who) : pl[from];
    for (const id of list)
      if (
        isManifestation(s, id) &&
        mayEnterConfrontation(s, id) &&
        (!op.sel || matches(s, who, src, id, { ...op.sel, zone: from }))
      )
        pool.push(id);
  }
  if (Math.min(op.count ?? 1, pool.length) === 0 && op.from.includes("hand"))
    ctx.ev.push({ type: "shown", player: who, cards: [...pl.hand], defs: pl.hand.map((id) => cardOf(s, id).def) });
  return pool;
}

/**
 * "All players must Chain … at the same time" (chain `who: "each"`): each chooses in turn — the
 * controller's opponent first, the choice hidden from the other — then the chosen cards enter
 * Support together (in that order). r.count: how many players have chosen; r.chosen: their cards.
 */
function chainEach(ctx: Ctx, r: Resolving, op: ChainOp): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const order = [other(you), you];
  if (r.count === 0) r.chosen = [];
  for (; r.count < order.length; r.count++) {
    const who = order[r.count]!;
    if (noSupport(s, who)) continue;
    const pool = chainPool(ctx, who, sourceOf(r.item), op);
    const max = Math.min(op.count ?? 1, pool.length);
    if (max === 0) continue;
    const a = ask(ctx, r, who, "choose", pool, op.optional ? 0 : max, max, "chain");
    if (!a) return "wait";
    r.chosen.push(...a);
  }
  r.count = 0;
  for (const id of r.chosen) {
    const c = cardOf(s, id);
    enterSupport(ctx, id, c.zone === "interzone" ? c.controller : c.owner, true);
    if (op.memory && s.cards[id]) cardOf(s, id).memory.push(op.memory);
  }
  return "done";
}

function discardCards(ctx: Ctx, p: number, ids: string[]): void {
  for (const id of ids) moveCard(ctx, id, "limbo");
  emitDiscard(ctx, p, ids.length);
}

/** "Whenever you / an opponent discard(s) one or more cards". */
export function emitDiscard(ctx: Ctx, p: number, n: number): void {
  if (n <= 0) return;
  emitMany(ctx, "youDiscard", { player: p, amount: n });
  emitMany(ctx, "opponentDiscards", { player: p, amount: n });
}

function tokenDef(s: MatchState, temperament: Temperament, power: number, by?: string): string {
  const id = `token:${temperament}:${power}${by ? `:by:${by}` : ""}`;
  if (!s.defs[id]) {
    const def: CardDef = {
      id,
      name: `Token ${power}`,
      type: "manifestation",
      temperaments: [temperament],
      power,
      points: 0,
      cost: {},
      text: "",
      script: { keywords: ["support"] },
      automation: "automated",
      token: true,
    };
    s.defs = { ...s.defs, [id]: def };
  }
  return id;
}

export function createToken(ctx: Ctx, owner: number, temperament: Temperament, power: number, by?: string): string {
  const { s } = ctx;
  const iid = `k${++s.nextId}`;
  s.cards[iid] = {
    iid,
    def: tokenDef(s, temperament, power, by),
    owner,
    controller: owner,
    zone: "stack",
    exhausted: false,
    counters: {},
    mods: [],
    enteredSeq: 0,
    enteredAs: null,
    enteredTurn: s.turn,
    shown: false,
    memory: [],
    lockedTurn: 0,
  };
  return iid;
}

function noSupport(s: MatchState, p: number): boolean {
  return s.flags[`noSupport:${p}`] === s.turn || s.flags["noSupport:all"] === s.turn;
}

// ——— the interpreter ———

type Step = "done" | "wait";

/** Asks `player` to pick from options, or hands back the answer once given. */
function ask(
  ctx: Ctx,
  r: Resolving,
  player: number,
  kind: Decision["kind"],
  options: string[],
  min: number,
  max: number,
  prompt: string,
): string[] | null {
  if (r.answer !== null) {
    const a = r.answer;
    r.answer = null;
    return a;
  }
  openDecision(ctx, { player, kind, options, min, max, prompt, source: sourceOf(r.item) });
  return null;
}

/** The first step of an op that starts with an optional pick of one card (r.count 0): "done" when
 * there is nothing to pick or the player declines, "wait" for the answer; once picked, the card is
 * r.chosen[0], r.count is 1 and this returns it. */
function pickFirst(ctx: Ctx, r: Resolving, player: number, pool: string[], prompt: string): Step | { picked: string } {
  if (pool.length === 0) return "done";
  const a = ask(ctx, r, player, "choose", pool, 0, 1, prompt);
  if (!a) return "wait";
  if (a.length === 0) return "done";
  r.chosen = [a[0]!];
  r.count = 1;
  return { picked: a[0]! };
}

function runOp(ctx: Ctx, r: Resolving, op: Op): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const src = sourceOf(r.item);
  switch (op.op) {
    case "power": {
      let n = amountOf(ctx, r, op.amount) * (op.sign ?? 1);
      // A reduction by a will paid with a tributeBoostsReduction card (Solar Apparition) is that much bigger.
      if (n < 0 && r.item.kind === "card") n -= s.flags[`extraReduction:${r.item.card}`] ?? 0;
      for (const id of cardRefs(ctx, r, op.to)) {
        if (!isManifestation(s, id) || powerCannotChange(s, id)) continue;
        const before = watchesPower(s) ? powerOf(s, id) : null;
        addMod(ctx, id, { kind: "power", amount: n, until: op.until });
        ctx.ev.push({ type: "power", card: id, power: powerOf(s, id) });
        if (n < 0) emitMany(ctx, "manifestationLosesPower", { card: id, player: cardOf(s, id).controller, amount: -n });
        powerChanged(ctx, id, before);
      }
      return "done";
    }
    case "setPower":
    case "basePower": {
      const n = amountOf(ctx, r, op.amount);
      for (const id of cardRefs(ctx, r, op.to)) {
        if (!isManifestation(s, id) || powerCannotChange(s, id)) continue;
        const before = watchesPower(s) ? powerOf(s, id) : null;
        addMod(
          ctx,
          id,
          op.op === "setPower"
            ? { kind: "setPower", value: n, until: op.until }
            : { kind: "basePower", value: n, until: op.until },
        );
        ctx.ev.push({ type: "power", card: id, power: powerOf(s, id) });
        powerChanged(ctx, id, before);
      }
      return "done";
    }
    case "swapPower": {
      const a = cardRefs(ctx, r, op.a)[0];
      const b = cardRefs(ctx, r, op.b)[0];
      if (!a || !b || powerCannotChange(s, a) || powerCannotChange(s, b)) return "done";
      const pa = powerOf(s, a);
      const pb = powerOf(s, b);
      addMod(ctx, a, { kind: "setPower", value: pb, until: op.until });
      addMod(ctx, b, { kind: "setPower", value: pa, until: op.until });
      return "done";
    }
    case "draw": {
      const n = amountOf(ctx, r, op.n);
      const before = new Set(s.players.flatMap((p) => p.hand));
      for (const p of playerRefs(s, r.item, op.who)) drawCards(ctx, p, n);
      // The drawn cards become "chosen", for "…draw it. If it is a manifestation…".
      r.chosen = s.players.flatMap((p) => p.hand).filter((id) => !before.has(id));
      return "done";
    }
    case "discard": {
      const n = amountOf(ctx, r, op.n);
      const players = playerRefs(s, r.item, op.who);
      if (op.from === "deckTop" || op.from === "deckBottom") {
        for (const p of players) {
          const deck = s.players[p]!.deck;
          const ids = op.from === "deckTop" ? deck.slice(0, n) : deck.slice(Math.max(0, deck.length - n));
          r.chosen = ids;
          discardCards(ctx, p, ids);
        }
        return "done";
      }
      // One player at a time: r.count walks the list so that each can be asked in turn.
      while (r.count < players.length) {
        const p = players[r.count]!;
        const hand = s.players[p]!.hand;
        const k = Math.min(n, hand.length);
        if (k === 0) {
          ctx.ev.push({ type: "shown", player: p, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
          r.count++;
          continue;
        }
        let ids: string[];
        if (op.random) {
          const [shuffled, rng] = shuffle(hand, s.rng);
          s.rng = rng;
          ids = shuffled.slice(0, k);
        } else {
          const chooser = op.chooser === "you" ? you : p;
          const a = ask(ctx, r, chooser, "choose", [...hand], k, k, "discard");
          if (!a) return "wait";
          ids = a;
        }
        discardCards(ctx, p, ids);
        r.count++;
      }
      r.count = 0;
      return "done";
    }
    case "points": {
      const n = amountOf(ctx, r, op.n) * (op.sign ?? 1);
      for (const p of playerRefs(s, r.item, op.who)) addPoints(ctx, p, n);
      return "done";
    }
    case "destroy":
      for (const id of cardRefs(ctx, r, op.to)) if (!staysPut(s, id)) destroyCard(ctx, id);
      return "done";
    case "move": {
      for (const id of cardRefs(ctx, r, op.to)) {
        if (staysPut(s, id)) continue;
        const c = cardOf(s, id);
        switch (op.dest) {
          case "hand":
          case "ownerHand":
            moveCard(ctx, id, "hand");
            if (op.lock && s.cards[id]) cardOf(s, id).lockedTurn = s.turn;
            break;
          case "deckTop":
            moveCard(ctx, id, "deck", { top: true });
            break;
          case "deckBottom":
            moveCard(ctx, id, "deck");
            break;
          case "limbo":
            moveCard(ctx, id, "limbo");
            break;
          case "exile":
            moveCard(ctx, id, "exile");
            break;
          case "interzone":
            if (isManifestation(s, id) && roomIn(s, you)) moveCard(ctx, id, "interzone", { player: you });
            break;
          case "winnerInterzone":
            // "…the winner puts it into the Interzone under their control".
            if (
              isManifestation(s, id) &&
              s.outcome?.winner !== null &&
              s.outcome?.winner !== undefined &&
              roomIn(s, s.outcome.winner)
            )
              moveCard(ctx, id, "interzone", { player: s.outcome.winner });
            break;
          case "stalemate":
            if (isManifestation(s, id)) moveCard(ctx, id, "stalemate");
            break;
          case "yourVessel":
            if (c.owner !== you && isManifestation(s, id)) moveCard(ctx, id, "vessel", { player: you });
            break;
          case "opponentVessel":
            if (c.owner !== other(you) && isManifestation(s, id)) moveCard(ctx, id, "vessel", { player: other(you) });
            break;
        }
      }
      return "done";
    }
    case "counters": {
      const n = amountOf(ctx, r, op.n) * (op.sign ?? 1);
      for (const id of cardRefs(ctx, r, op.to)) {
        const c = cardOf(s, id);
        c.counters[op.counter] = Math.max(0, (c.counters[op.counter] ?? 0) + n);
      }
      return "done";
    }
    case "keyword":
      for (const id of cardRefs(ctx, r, op.to))
        addMod(ctx, id, { kind: "keyword", keyword: op.keyword, until: op.until });
      return "done";
    case "loseEffects":
      for (const id of cardRefs(ctx, r, op.to)) addMod(ctx, id, { kind: "loseEffects", until: op.until });
      return "done";
    case "temperament": {
      let t: Temperament;
      if (op.temperament === "choice") {
        const a = ask(ctx, r, you, "temperament", [...BASE_TEMPERAMENTS], 1, 1, "temperament");
        if (!a) return "wait";
        t = a[0] as Temperament;
      } else if (op.temperament === "ofT0") {
        // "Copies the temperament of a target …" (Mimer): the target's current one.
        const from = cardRefs(ctx, r, "t0")[0];
        if (!from) return "done";
        t = temperamentOf(s, from);
      } else t = op.temperament;
      for (const id of cardRefs(ctx, r, op.to))
        addMod(ctx, id, { kind: "temperament", temperament: t, until: op.until });
      return "done";
    }
    case "chain": {
      if (op.who === "each") return chainEach(ctx, r, op);
      const who = playerRefs(s, r.item, op.who ?? "you")[0] ?? you;
      const pl = s.players[who]!;
      if (noSupport(s, who)) return "done";
      const pool = chainPool(ctx, who, src, op);
      const max = Math.min(op.count ?? 1, pool.length);
      if (max === 0) return "done";
      const a = ask(ctx, r, who, "choose", pool, op.optional ? 0 : max, max, "chain");
      if (!a) return "wait";
      for (const id of a) {
        enterSupport(ctx, id, who, true);
        if (op.memory && s.cards[id]) cardOf(s, id).memory.push(op.memory);
      }
      r.chosen = a;
      if (op.from.includes("deck")) {
        const [deck, rng] = shuffle(pl.deck, s.rng);
        pl.deck = deck;
        s.rng = rng;
      }
      return "done";
    }
    case "neutralize": {
      const t = r.item.targets[0];
      const idx = t?.startsWith("S") ? s.stack.findIndex((it) => `S${it.id}` === t) : -1;
      if (idx < 0) return "done";
      const [gone] = s.stack.splice(idx, 1);
      if (!gone) return "done";
      ctx.ev.push({ type: "neutralized", item: gone.id });
      if (gone.kind === "card" && s.cards[gone.card])
        moveCard(ctx, gone.card, op.dest === "deckTop" ? "deck" : "limbo", { top: true });
      return "done";
    }
    case "look": {
      const p = playerRefs(s, r.item, op.who ?? "you")[0] ?? you;
      const deck = s.players[p]!.deck;
      const n = amountOf(ctx, r, op.n);
      const seen = deck.slice(0, n);
      if (seen.length === 0) return "done";
      if (r.count === 0) {
        ctx.ev.push({ type: "looked", player: you, cards: seen, defs: seen.map((id) => cardOf(s, id).def) });
        r.count = 1;
      }
      let rest = seen;
      if (op.toHand) {
        if (r.count === 1) {
          const k = Math.min(op.toHand, seen.length);
          const a = ask(ctx, r, you, "choose", seen, k, k, "toHand");
          if (!a) return "wait";
          for (const id of a) moveCard(ctx, id, "hand");
          r.count = 2;
        }
        rest = seen.filter((id) => cardOf(s, id).zone === "deck");
      } else if (r.count === 1) r.count = 2;
      if (op.rest === "bottom") for (const id of rest) moveCard(ctx, id, "deck");
      else if (op.rest === "topOrBottom" || op.rest === "limbo") {
        if (rest.length > 0) {
          const a = ask(ctx, r, you, "choose", rest, 0, rest.length, op.rest === "limbo" ? "toLimbo" : "toBottom");
          if (!a) return "wait";
          for (const id of a) moveCard(ctx, id, op.rest === "limbo" ? "limbo" : "deck");
        }
      }
      r.count = 0;
      return "done";
    }
    case "revealHand":
      for (const p of playerRefs(s, r.item, op.who)) {
        const hand = s.players[p]!.hand;
        for (const id of hand) cardOf(s, id).shown = true;
        ctx.ev.push({ type: "shown", player: p, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
      }
      return "done";
    case "essence": {
      const n = amountOf(ctx, r, op.n);
      const pl = s.players[you]!;
      pl.essence[op.temperament] = (pl.essence[op.temperament] ?? 0) + n;
      if (op.keep) pl.keptEssence[op.temperament] = (pl.keptEssence[op.temperament] ?? 0) + n;
      ctx.ev.push({ type: "essence", player: you, temperament: op.temperament, amount: n });
      return "done";
    }
    case "choose": {
      const who = playerRefs(s, r.item, op.who ?? "you")[0] ?? you;
      const pool = select(s, who, src, op.sel).filter((id) => !isProtectedFrom(s, id, you));
      const max = Math.min(op.count, pool.length);
      if (max === 0) {
        r.chosen = [];
        return "done";
      }
      const a = ask(ctx, r, who, "choose", pool, Math.min(op.min ?? op.count, max), max, "choose");
      if (!a) return "wait";
      r.chosen = a;
      r.frames.push({ ops: op.then, pc: 0 });
      return "done";
    }
    case "may": {
      const who = playerRefs(s, r.item, op.who ?? "you")[0] ?? you;
      const a = ask(ctx, r, who, "may", ["yes", "no"], 1, 1, "may");
      if (!a) return "wait";
      if (a[0] === "yes") r.frames.push({ ops: op.then, pc: 0 });
      else if (op.else) r.frames.push({ ops: op.else, pc: 0 });
      return "done";
    }
    case "if":
      if (checkCondition(ctx, r, op.cond)) r.frames.push({ ops: op.then, pc: 0 });
      else if (op.else) r.frames.push({ ops: op.else, pc: 0 });
      return "done";
    case "memory":
      for (const id of cardRefs(ctx, r, op.to)) cardOf(s, id).memory.push(op.memory);
      return "done";
    case "flag":
      for (const p of op.who ? playerRefs(s, r.item, op.who) : [-1])
        s.flags[`${op.flag}:${p < 0 ? "all" : p}`] = s.turn + (op.nextTurn ? 1 : 0);
      return "done";
    case "token": {
      const n = amountOf(ctx, r, op.n);
      for (let i = 0; i < n; i++) {
        const id = createToken(ctx, you, op.temperament, op.power, op.bySource ? src : undefined);
        if (op.where === "support") {
          if (noSupport(s, you)) {
            delete s.cards[id];
            continue;
          }
          enterSupport(ctx, id, you, false);
        } else {
          if (freeInterzone(s, you) === 0) {
            delete s.cards[id];
            continue;
          }
          moveCard(ctx, id, "interzone", { player: you });
        }
      }
      return "done";
    }
    case "show": {
      const ids = cardRefs(ctx, r, op.to);
      for (const id of ids) if (cardOf(s, id).zone === "hand") cardOf(s, id).shown = true;
      if (ids.length) ctx.ev.push({ type: "shown", player: you, cards: ids, defs: ids.map((id) => cardOf(s, id).def) });
      return "done";
    }
    case "discardChosen": {
      // The chosen hand cards are discarded (discard triggers fire, per owner).
      for (const p of [0, 1]) {
        const ids = r.chosen.filter((id) => s.cards[id]?.zone === "hand" && cardOf(s, id).owner === p);
        discardCards(ctx, p, ids);
      }
      return "done";
    }
    case "shuffleDeck":
      for (const p of playerRefs(s, r.item, op.who ?? "you")) {
        const [deck, rng] = shuffle(s.players[p]!.deck, s.rng);
        s.players[p]!.deck = deck;
        s.rng = rng;
      }
      return "done";
    case "exhaust":
      for (const id of cardRefs(ctx, r, op.to)) cardOf(s, id).exhausted = true;
      return "done";
    case "support": {
      const entered: string[] = [];
      for (const id of cardRefs(ctx, r, op.to)) {
        const p = op.chain ? cardOf(s, id).owner : you;
        if (!isManifestation(s, id) || noSupport(s, p)) continue;
        enterSupport(ctx, id, p, op.chain === true);
        entered.push(id);
      }
      if (op.chain) r.chosen = entered;
      return "done";
    }
    case "lookHand":
      for (const p of playerRefs(s, r.item, op.who)) {
        const hand = s.players[p]!.hand;
        ctx.ev.push({ type: "looked", player: you, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
      }
      return "done";
    case "roll": {
      const [n, rng] = randomInt(s.rng, op.sides);
      s.rng = rng;
      const value = n + 1;
      ctx.ev.push({ type: "rolled", player: you, sides: op.sides, value });
      const branch = op.branches.find((b) => value >= b.min && value <= b.max);
      if (branch) r.frames.push({ ops: branch.then, pc: 0 });
      return "done";
    }
    case "tokenCopy":
      return tokenCopyOf(ctx, r, op.of);
    case "giveControl": {
      const p = playerRefs(s, r.item, op.who)[0];
      if (p === undefined) return "done";
      for (const id of cardRefs(ctx, r, op.to)) {
        if (cardOf(s, id).controller !== p) changeControl(ctx, id, p);
      }
      return "done";
    }
    case "mark":
      s.flags[`mark:${src}`] = s.turn;
      return "done";
    case "copyItem": {
      // r.count: 0 = make the copy; 1 + i = choosing target i of the copy.
      if (r.count === 0) {
        const t = r.item.targets[0];
        const item = s.stack.find((it) => `S${it.id}` === t);
        if (!item || item.kind !== "card" || isManifestation(s, item.card)) return "done";
        const iid = copyCard(s, item.card, you);
        pushItem(ctx, {
          id: ++s.nextId,
          kind: "card",
          card: iid,
          controller: you,
          targets: [...item.targets],
          support: false,
          x: item.x,
        });
        r.count = 1;
      }
      // "You can choose a new target for the copy": each target, the current one offered first.
      const copy = s.stack[s.stack.length - 1]!;
      const specs = copy.kind === "card" ? (defOf(s, copy.card).script.targets ?? []) : [];
      while (r.count - 1 < specs.length) {
        const i = r.count - 1;
        const current = copy.targets[i] ?? "";
        const options = [
          ...new Set(
            [current, ...legalTargets(s, you, copy.kind === "card" ? copy.card : null, specs[i]!)].filter(
              (x) => x !== "" && (x === current || !copy.targets.includes(x)),
            ),
          ),
        ];
        if (options.length > 1) {
          const a = ask(ctx, r, you, "choose", options, 1, 1, "target of the copy");
          if (!a) return "wait";
          copy.targets[i] = a[0]!;
        }
        r.count++;
      }
      r.count = 0;
      return "done";
    }
    case "playFromLimbo": {
      // r.count 0: which will; then its targets one by one (r.chosen = [will, ...targets]).
      if (r.count === 0) {
        const pool = s.players[you]!.limbo.filter(
          (id) =>
            !isManifestation(s, id) &&
            willTimingOk(s, defOf(s, id), you) &&
            !(defOf(s, id).type === "persistent_will" && s.stack.length > 0),
        );
        const first = pickFirst(ctx, r, you, pool, "play from the Limbo");
        if (typeof first === "string") return first;
      }
      const card = r.chosen[0]!;
      const step = willTargets(ctx, r, card, 1);
      if (step !== "ready") return step;
      moveCard(ctx, card, "stack");
      cardOf(s, card).memory.push({ on: "leavesField", dest: "exile" });
      announceWill(ctx, you, card, r.chosen.slice(1), [], 0, false);
      return "done";
    }
    case "retarget": {
      const t = r.item.targets[0];
      const item = s.stack.find((it) => `S${it.id}` === t);
      if (!item || (item.kind !== "card" && item.kind !== "ability")) return "done";
      const def = s.defs[item.kind === "card" ? cardOf(s, item.card).def : item.def]!;
      const ability = item.kind === "ability" ? def.script.abilities?.[item.ability] : undefined;
      const specs =
        item.kind === "card"
          ? (def.script.targets ?? [])
          : ability && ability.kind !== "static"
            ? (ability.targets ?? [])
            : [];
      // Options "i>new": which of its targets on the field changes, and to what (legal for the item).
      const options: string[] = [];
      item.targets.forEach((x, i) => {
        const spec = specs[i];
        if (!spec || s.cards[x] === undefined || !isOnField(s, x)) return;
        for (const y of legalTargets(s, item.controller, sourceOf(item), spec))
          if (!item.targets.includes(y)) options.push(`${i}>${y}`);
      });
      if (options.length === 0) return "done";
      const a = ask(ctx, r, you, "choose", options, 1, 1, "new target");
      if (!a) return "wait";
      const [i, y] = a[0]!.split(">");
      item.targets[Number(i)] = y!;
      return "done";
    }
    case "link": {
      for (const c of Object.values(s.cards))
        if (c.mods.some((m) => m.kind === "link" && m.source === src))
          c.mods = c.mods.filter((m) => !(m.kind === "link" && m.source === src));
      const id = cardRefs(ctx, r, op.to)[0];
      if (id) addMod(ctx, id, { kind: "link", source: src, until: "permanent" });
      return "done";
    }
    case "swapControl": {
      const a = cardRefs(ctx, r, op.a)[0];
      const b = cardRefs(ctx, r, op.b)[0];
      if (!a || !b) return "done";
      const ca = cardOf(s, a);
      const cb = cardOf(s, b);
      if (
        ca.zone !== cb.zone ||
        ca.controller === cb.controller ||
        !["interzone", "confrontation", "field"].includes(ca.zone)
      )
        return "done";
      // Each takes the other's place (its Interzone slot, its place in order of entry).
      const zone = ca.zone as "interzone" | "confrontation" | "field";
      const la: (string | null)[] = s.players[ca.controller]![zone];
      const lb: (string | null)[] = s.players[cb.controller]![zone];
      la[la.indexOf(a)] = b;
      lb[lb.indexOf(b)] = a;
      [ca.controller, cb.controller] = [cb.controller, ca.controller];
      for (const c of [ca, cb])
        ctx.ev.push({ type: "moved", card: c.iid, def: c.def, from: zone, to: zone, owner: c.owner });
      return "done";
    }
    case "unlessPays": {
      const payer = playerRefs(s, r.item, op.who)[0];
      const options = payer === undefined ? [] : paymentOptions(s, payer, op.cost);
      if (payer !== undefined && options.length > 0) {
        const a = ask(ctx, r, payer, "choose", ["decline", ...options], 1, 1, "unlessPay");
        if (!a) return "wait";
        if (a[0] !== "decline") {
          const cards = a[0] === "essence" ? [] : a[0]!.split("+");
          doTribute(ctx, payer, op.cost, cards);
          return "done";
        }
      }
      r.frames.push({ ops: op.then, pc: 0 });
      return "done";
    }
    case "distribute": {
      // r.chosen collects one entry per point given; r.count is how many were given so far.
      const targets = [...new Set(op.among.flatMap((ref) => cardRefs(ctx, r, ref)))].filter((id) =>
        isManifestation(s, id),
      );
      if (r.count === 0) r.chosen = [];
      const total = amountOf(ctx, r, op.amount);
      while (r.count < total && targets.length > 0) {
        const unserved = targets.filter((id) => !r.chosen.includes(id));
        const options = total - r.count <= unserved.length ? unserved : targets;
        let pick = options[0]!;
        if (options.length > 1) {
          const a = ask(ctx, r, you, "choose", options, 1, 1, "distribute");
          if (!a) return "wait";
          pick = a[0]!;
        }
        r.chosen.push(pick);
        r.count++;
      }
      const given = r.chosen;
      r.count = 0;
      for (const id of new Set(given)) {
        r.chosen = [id];
        runOp(ctx, r, {
          op: "power",
          to: "chosen",
          amount: op.sign * given.filter((x) => x === id).length,
          until: op.until,
        });
      }
      r.chosen = given;
      return "done";
    }
    case "mode": {
      const who = playerRefs(s, r.item, op.who)[0] ?? you;
      const a = ask(
        ctx,
        r,
        who,
        "choose",
        op.modes.map((m) => m.label),
        1,
        1,
        "mode",
      );
      if (!a) return "wait";
      const mode = op.modes.find((m) => m.label === a[0]);
      if (mode) r.frames.push({ ops: mode.then, pc: 0 });
      return "done";
    }
    case "custom": {
      const fn = CUSTOM_OPS[op.name];
      if (!fn) throw new Error(`engine: unknown custom op ${op.name}`);
      return fn(ctx, r, KIT);
    }
  }
}

/** The interpreter's helpers a `custom` handler may use (cards/custom.ts). */
const KIT: CustomKit = {
  cardRefs,
  drawCards,
  destroyCard,
  discardCards,
  emitDiscard,
  addPoints,
  addMod,
  enterSupport,
  noSupport,
  doTribute,
  paymentOptions,
  ask,
  pickFirst,
  willTargets,
  tokenCopyOf,
  sourceOf,
};

/** A token copy of the card (same text and numbers, 0 points) enters Support under the item's controller. */
function tokenCopyOf(ctx: Ctx, r: Resolving, ref: Ref): "done" {
  const { s } = ctx;
  const id = cardRefs(ctx, r, ref)[0];
  if (!id || noSupport(s, r.item.controller)) return "done";
  enterSupport(ctx, copyCard(s, id, r.item.controller), r.item.controller, false);
  return "done";
}

/** A new token instance (on the stack, not yet anywhere) copying a card's text and numbers, worth 0 points. */
function copyCard(s: MatchState, id: string, owner: number): string {
  const def = defOf(s, id);
  const copyId = `copy:${def.id}`;
  if (!s.defs[copyId]) s.defs = { ...s.defs, [copyId]: { ...def, id: copyId, token: true, points: 0 } };
  const iid = `k${++s.nextId}`;
  s.cards[iid] = {
    iid,
    def: copyId,
    owner,
    controller: owner,
    zone: "stack",
    exhausted: false,
    counters: {},
    mods: [],
    enteredSeq: 0,
    enteredAs: null,
    enteredTurn: s.turn,
    shown: false,
    memory: [],
    lockedTurn: 0,
  };
  return iid;
}

/**
 * The targets of a will an effect plays, asked one by one of the item's controller; r.chosen is
 * [will, ...targets] and r.count − offset the next spec. "ready" once all are declared (r.count
 * reset); "done" when one has no legal target (it cannot be played, §3.2 "Legalità").
 */
function willTargets(ctx: Ctx, r: Resolving, card: string, offset: number): Step | "ready" {
  const { s } = ctx;
  const you = r.item.controller;
  const def = defOf(s, card);
  const specs = def.automation === "manual" ? [] : (def.script.targets ?? []);
  while (r.count - offset < specs.length) {
    const options = legalTargets(s, you, card, specs[r.count - offset]!).filter((x) => !r.chosen.includes(x));
    if (options.length === 0) {
      r.count = 0;
      return "done";
    }
    const a = ask(ctx, r, you, "choose", options, 1, 1, "target");
    if (!a) return "wait";
    r.chosen.push(a[0]!);
    r.count++;
  }
  r.count = 0;
  return "ready";
}

/** Runs the resolving item until it finishes or waits on a decision. */
export function continueResolving(ctx: Ctx): "done" | "wait" {
  const r = ctx.s.resolving;
  if (!r) return "done";
  for (;;) {
    const frame = r.frames[r.frames.length - 1];
    if (!frame) return "done";
    if (frame.pc >= frame.ops.length) {
      r.frames.pop();
      continue;
    }
    const op = frame.ops[frame.pc] as Op;
    const depth = r.frames.length;
    const step = runOp(ctx, r, op);
    if (step === "wait") return "wait";
    // An op that pushed a nested frame ("then") has already moved on; advance the caller's pc.
    const caller = r.frames[depth - 1];
    if (caller) caller.pc++;
  }
}

/** The card passes under player p's control where it is (an Interzone card takes a space in p's Interzone). */
export function changeControl(ctx: Ctx, id: string, p: number): void {
  const { s } = ctx;
  const c = cardOf(s, id);
  if (c.zone === "interzone") {
    moveCard(ctx, id, "interzone", { player: p });
    return;
  }
  if (c.zone !== "field" && c.zone !== "confrontation") return;
  const from = s.players[c.controller]![c.zone];
  from.splice(from.indexOf(id), 1);
  s.players[p]![c.zone].push(id);
  c.controller = p;
  ctx.ev.push({ type: "moved", card: id, def: c.def, from: c.zone, to: c.zone, owner: c.owner });
}

/** A free Interzone space, or one whose card may be replaced. */
function roomIn(s: MatchState, p: number): boolean {
  return freeInterzone(s, p) > 0 || interzoneCards(s, p).some((id) => !cannotBeReplaced(s, id));
}

/** "… cannot change zone until the end of the turn" (a `noZoneChange` keyword modifier). */
export function staysPut(s: MatchState, id: string): boolean {
  return cardOf(s, id).mods.some((m) => m.kind === "keyword" && m.keyword === "noZoneChange");
}

export function isOnField(s: MatchState, id: string): boolean {
  const c = s.cards[id];
  return !!c && FIELD.includes(c.zone);
}

export { temperamentOf };
