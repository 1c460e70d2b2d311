// What the ops share: player refs, amounts and conditions as ops read them, and the actions both
// ops and rules take (drawing, destroying, tributes, Support, tokens, decisions). The ops
// themselves are in ops/, one module each, run by ops/index.ts; an op that needs a player's
// choice opens a Decision and pauses, and the answer resumes the same op (Resolving.answer).
import type { Amount, Condition, Op, PlayerRef, Ref } from "./cards/schema";
import { readsItem } from "./cards/kinds";
import { abilitySelectors, scriptSelectors } from "./cards/walk";
import type { Step } from "./ops/op";
import {
  handCards,
  cannotBeReplaced,
  cardOf,
  cardRefs,
  checkStaticCondition,
  defOf,
  defsInfo,
  fieldChanged,
  freeInterzone,
  cardW,
  cardsW,
  hasEffects,
  interzoneCards,
  isManifestation,
  matches,
  powerOf,
  readAmount,
  readCondition,
  someDef,
  sourceOf,
  staticsOf,
  temperamentOf,
  type Ctx,
} from "./core";
import type { CustomKit } from "./cards/custom";
import { cardsChanged } from "./listeners";
import { controllerEntering, moveCard } from "./move-card";
import { openDecision } from "./open-decision";
import {
  allSeats,
  clockwiseFrom,
  isOut,
  membersOf,
  opponentsOf,
  sameSide,
  sideOf,
  sideStateOf,
  vesselHolder,
} from "./seats";
import { emit, emitMany, legalTargets } from "./triggers";
import { applyEssence, checkTribute, costTotal, spendEssence, tributeSources, type Cost } from "./tribute";
import { passiveTributeTerms } from "./tribute-passives";
import {
  FIELD,
  type CardDef,
  type Decision,
  type GameState,
  type Modifier,
  type Resolving,
  type Temperament,
} from "./types";

export { cardRefs, sourceOf };

/**
 * The players an op names, from its item's controller's seat. "opponent" is one opponent: the only one, or the one the
 * controller chooses (a decision, then kept for the rest of the effect: null while it waits); "eachOpponent" is every
 * opponent, clockwise; "each" every player, clockwise from the controller.
 */
export function playerRefs(ctx: Ctx, r: Resolving, who: PlayerRef): readonly number[] | null {
  const { s } = ctx;
  const item = r.item;
  const you = item.controller;
  switch (who) {
    case "you":
      return [you];
    case "opponent":
      return chosenOpponent(ctx, r);
    case "eachOpponent":
      return opponentsOf(s, you);
    case "each":
      return clockwiseFrom(s, you);
    case "eachOther":
      return clockwiseFrom(s, you).slice(1);
    case "holder": {
      const p = vesselHolder(s, sourceOf(item));
      return p >= 0 ? [p] : [];
    }
    case "controllerOfChosen": {
      const c = r.chosen[0] ? s.cards[r.chosen[0]] : undefined;
      return c ? [c.controller] : [];
    }
    case "t0": {
      const t = item.targets[0];
      return t?.startsWith("P") ? [Number(t.slice(1))] : [];
    }
    case "triggerPlayer":
      return item.kind === "ability" && item.trigger?.player !== undefined ? [item.trigger.player] : [];
    case "winner":
      return s.outcome?.winner !== null && s.outcome?.winner !== undefined ? membersOf(s, s.outcome.winner) : [];
    case "loser":
      return allSeats(s).filter((p) => s.players[p]!.lostTurn === s.turn);
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

/** "Your opponent" when there are several: the controller picks one, once per effect. */
function chosenOpponent(ctx: Ctx, r: Resolving): readonly number[] | null {
  if (r.opponent !== undefined) return [r.opponent];
  const opponents = opponentsOf(ctx.s, r.item.controller);
  if (opponents.length <= 1) return opponents;
  const a = ask(
    ctx,
    r,
    r.item.controller,
    "opponent",
    opponents.map((p) => `P${p}`),
    1,
    1,
    "your opponent",
  );
  if (!a) return null;
  r.opponent = Number(a[0]!.slice(1));
  return [r.opponent];
}

/** An op's amount, read for the resolving item's controller. */
export function amountOf(ctx: Ctx, r: Resolving, a: Amount): number {
  return readAmount(ctx.s, { you: r.item.controller, src: sourceOf(r.item), r }, a);
}

/** An op's condition (`if`, costs read on resolution). */
export function checkCondition(ctx: Ctx, r: Resolving, cond: Condition): boolean {
  const { s } = ctx;
  const src = sourceOf(r.item);
  const at = { you: r.item.controller, src, r };
  if (readsItem(cond)) return readCondition(s, at, cond);
  const c = s.cards[src];
  // A source that ceased to exist (a token that left the field) is read as last known: for the item's controller,
  // nowhere, without counters (readCondition).
  if (!c) return readCondition(s, at, cond);
  // Read from the item's controller even if the source changed hands or left.
  const saved = c.controller;
  if (saved === r.item.controller) return readCondition(s, at, cond);
  const w = cardW(s, src);
  w.controller = r.item.controller;
  try {
    return readCondition(s, at, cond);
  } finally {
    w.controller = saved;
  }
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

/** A will's or an activated ability's declared targets beyond their specs: "up to N" gives at least one; "a maximum
 * total value of N points"; "… in the Interzone / the Empathic Vessel of an opponent" (`targetsOneHolder`): one
 * player's zone — with several opponents, one of them (a vessel is a seat's own; an Interzone its side's, in 2v2 the
 * team's one). */
export function targetsFit(
  s: GameState,
  ability: { targets?: unknown[]; optionalTargets?: boolean; targetsPointsMax?: number; targetsOneHolder?: boolean },
  targets: readonly string[],
): boolean {
  const given = targets.filter((t) => t !== "");
  if (ability.optionalTargets && (ability.targets?.length ?? 0) > 0 && given.length === 0) return false;
  if (ability.targetsOneHolder) {
    const holders = new Set(given.filter((t) => s.cards[t]).map((t) => targetHolder(s, t)));
    if (holders.size > 1) return false;
  }
  return (
    ability.targetsPointsMax === undefined ||
    given.reduce((n, t) => n + (s.cards[t] ? defOf(s, t).points : 0), 0) <= ability.targetsPointsMax
  );
}

/** Whose zone a target card is in (`targetsOneHolder`): a vessel's seat ("P2"), else its controller's side ("S1"). */
export function targetHolder(s: GameState, t: string): string {
  const c = cardOf(s, t);
  return c.zone === "vessel" ? `P${vesselHolder(s, t)}` : `S${sideOf(s, c.controller)}`;
}

/** Cards of `p`'s opponent on the field with an ability `p` may use ("An opponent can pay …:"); [] at once when no such
 * card is in the game. */
export function opponentUsableCards(s: GameState, p: number): string[] {
  if (!someDef(s, "byOpponent", (d) => (d.script.abilities ?? []).some((a) => a.kind === "activated" && a.byOpponent)))
    return [];
  return opposingField(s, p).filter(
    (id) =>
      !sameSide(s, cardOf(s, id).controller, p) &&
      (defOf(s, id).script.abilities ?? []).some((a) => a.kind === "activated" && a.byOpponent),
  );
}

/** Whether `p`'s hand is revealed to everyone (an opponent controls a card with revealOpponentHands on the field). */
export function handRevealed(s: GameState, p: number): boolean {
  return opposingField(s, p).some(
    (id) => staticsOf(defOf(s, id)).some((st) => st.kind === "revealOpponentHands") && hasEffects(s, id),
  );
}

/** The cards on the field of `p`'s opponents' sides. */
function opposingField(s: GameState, p: number): string[] {
  const sides = new Set(opponentsOf(s, p).map((q) => sideStateOf(s, q)));
  const out: string[] = [];
  for (const side of sides)
    for (const id of [...side.confrontation, ...side.interzone, ...side.field]) if (id) out.push(id);
  return out;
}

/** The tokens on the field `p` controls that `source` created (token op bySource). */
export function tokensOf(s: GameState, source: string, p: number): string[] {
  const side = sideStateOf(s, p);
  return [...side.confrontation, ...side.interzone].filter(
    (id): id is string => !!id && cardOf(s, id).controller === p && cardOf(s, id).def.endsWith(`:by:${source}`),
  );
}

/** "It cannot enter the Confrontation Zone (unless …)" (passive noConfrontation of the card itself). */
export function mayEnterConfrontation(s: GameState, id: string): boolean {
  for (const st of staticsOf(defOf(s, id)))
    if (st.kind === "noConfrontation" && hasEffects(s, id) && !(st.unless && checkStaticCondition(s, id, st.unless)))
      return false;
  return true;
}

/** Pays a checked tribute (§2.1 step 3): the cards go to the Limbo, the essence is booked, tribute triggers fire. */
/** Whether a card of the game asks which manifestations were used as tribute this turn (Jurat). */
const remembersTributes = (s: GameState) =>
  someDef(s, "tributedByYouThisTurn", (d) =>
    abilitySelectors(d.script).some((sel) => sel.tributedByYouThisTurn !== undefined),
  );

/** The will a player is paying for: on its way to the stack, not yet an item there (nor resolving). */
function willBeingPaid(s: GameState, p: number): string | undefined {
  return Object.values(s.cards).find(
    (c) =>
      c.zone === "stack" &&
      c.controller === p &&
      defOf(s, c.iid).type !== "manifestation" &&
      !s.stack.some((it) => it.kind === "card" && it.card === c.iid) &&
      !(s.resolving?.item.kind === "card" && s.resolving.item.card === c.iid),
  )?.iid;
}
const remembersPaidWill = (s: GameState) =>
  someDef(s, "paidWill", (d) => scriptSelectors(d.script).some((sel) => sel.paidWithSource !== undefined));

export function doTribute(ctx: Ctx, p: number, cost: Cost, cards: string[]): void {
  const { s } = ctx;
  const check = checkTribute(s, p, cost, cards);
  if (!check.ok) return;
  // Read before the payment moves them: a token paid from the Interzone ceases to exist in the Limbo.
  const defs = cards.map((id) => defOf(s, id));
  if (cards.length) ctx.ev.push({ type: "shown", player: p, cards: [...cards], defs: defs.map((d) => d.id) });
  const remember = remembersTributes(s);
  for (const [i, id] of cards.entries()) {
    if (remember) s.flags[`tributeBy${p}:${id}`] = s.turn;
    const fromLimbo = cardOf(s, id).zone === "limbo";
    const passive = passiveTributeTerms(s, id);
    if (passive?.counter && s.cards[passive.src]) {
      const src = cardW(s, passive.src);
      src.counters[passive.counter] = Math.max(0, (src.counters[passive.counter] ?? 0) - 1);
    }
    moveCard(ctx, id, (fromLimbo && defs[i]!.script.exileWhenTributeFromLimbo) || passive?.exile ? "exile" : "limbo");
    // Remembered for the turn only by cards that have abilities (condition tributedThisTurn).
    if (defs[i]!.script.abilities && s.cards[id]) s.flags[`tributed:${id}`] = s.turn;
    emit(ctx, "usedAsTribute", { card: id, player: p });
    emitMany(ctx, "yourManifestationUsedAsTribute", { card: id, player: p });
  }
  if (cards.length) emitMany(ctx, "youUseTribute", { player: p, amount: cards.length });
  spendEssence(s, p, check.spent, check.excess);
  // A payer with tributeBoostsReduction: the ephemeral will being paid for (on its way to the stack, not yet an item)
  // reduces power by N more.
  const boost = defs.reduce(
    (n, def) => n + staticsOf(def).reduce((m, st) => m + (st.kind === "tributeBoostsReduction" ? st.n : 0), 0),
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
  if (defs.some((def) => staticsOf(def).some((st) => st.kind === "keepExcessWhenTribute"))) {
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
export function paymentOptions(s: GameState, p: number, cost: Cost): string[] {
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

/** A manifestation's new power in the log; a card in its owner's hand (the secret First Manifestation) is named to its
 * owner only: its power would tell the others which card was chosen. */
export function powerEvent(ctx: Ctx, id: string): void {
  const c = cardOf(ctx.s, id);
  ctx.ev.push({ type: "power", card: id, power: powerOf(ctx.s, id), ...(c.zone === "hand" ? { owner: c.owner } : {}) });
}

export const watchesPower = (s: GameState) =>
  defsInfo(s).triggers.has("opposingManifestationGainsPower") ||
  defsInfo(s).triggers.has("yourManifestationLosesPower");
/** "Whenever the power of a manifestation … increases / loses power due to a card or effect" (an op changed it). */
export function powerChanged(ctx: Ctx, id: string, before: number | null): void {
  if (before === null) return;
  const after = powerOf(ctx.s, id);
  const info = { card: id, player: cardOf(ctx.s, id).controller, amount: Math.abs(after - before) };
  if (after > before) emitMany(ctx, "opposingManifestationGainsPower", info);
  else if (after < before) emitMany(ctx, "yourManifestationLosesPower", info);
}

type ModInput = Modifier extends infer M ? (M extends Modifier ? Omit<M, "ts"> : never) : never;
export function addMod(ctx: Ctx, id: string, mod: ModInput): void {
  cardW(ctx.s, id).mods.push({ ...mod, ts: ++ctx.s.seq } as Modifier);
}

/** `player` puts a manifestation into the Confrontation Zone in Support (Chain, effects, the Support from the
 * Interzone). It enters under its owner's control unless the text says "under your control" / "under the control of
 * that player" (`control`) or a card keeps it with its borrower (§3.2 "Zone di Gioco", `controllerEntering`); nothing
 * happens if that player may not take part in the confrontation (a Free-for-All seat that left them). `played`: it
 * counts as played now (its "played" event); `byPlay`: it was played into Support, now or when it went on the stack
 * (rulebook "Giocare e Spostare": an effect that puts it there moves it). */
export function enterSupport(
  ctx: Ctx,
  id: string,
  player: number,
  played: boolean,
  byPlay = played,
  control?: number,
): void {
  if (!mayEnterConfrontation(ctx.s, id) || isOut(ctx.s, player)) return;
  if (isOut(ctx.s, controllerEntering(ctx.s, id, "confrontation", control))) return;
  const from = cardOf(ctx.s, id).zone;
  moveCard(ctx, id, "confrontation", { control, as: "support" });
  enteredConfrontation(ctx, id, player, played, from === "interzone", byPlay);
}

export function enteredConfrontation(
  ctx: Ctx,
  id: string,
  player: number,
  played: boolean,
  fromInterzone: boolean,
  byPlay = played,
): void {
  const def = defOf(ctx.s, id);
  // Who put it there (`player`: what "you" do — put, play) and who controls it there (`ctrl`: its own triggers,
  // "under your control", "the player who controls that manifestation"): its owner, when a borrower put it there
  // (§3.2 "Zone di Gioco").
  const ctrl = cardOf(ctx.s, id).controller;
  emit(ctx, "enterConfrontation", { card: id, player: ctrl });
  if (!fromInterzone) emit(ctx, "enterField", { card: id, player: ctrl });
  emitMany(ctx, "yourManifestationEnters", { card: id, player: ctrl });
  if (fromInterzone) {
    emit(ctx, "enterSupportFromInterzone", { card: id, player: ctrl });
    // Remembered only when a card asks ("as long as an opponent has put … into Support from their Interzone").
    if (watchesSupportFromInterzone(ctx.s)) ctx.s.flags[`supportFromInterzone:${player}`] = ctx.s.turn;
  }
  if (cardOf(ctx.s, id).enteredAs === "support") {
    emit(ctx, "enterSupport", { card: id, player: ctrl });
    emitMany(ctx, "youSupport", { card: id, player });
    if (byPlay) emitMany(ctx, "youPlaySupport", { card: id, player });
    emitMany(ctx, "yourManifestationEntersSupport", { card: id, player: ctrl });
    emitMany(ctx, "opponentSupports", { card: id, player: ctrl });
    if (!def.temperaments.includes("transcendent")) emitMany(ctx, "youSupportNonTranscendent", { card: id, player });
  }
  if (played) {
    ctx.ev.push({ type: "played", player, card: id, def: def.id, targets: [], tribute: [] });
    emitMany(ctx, "youPlayCard", { player, card: id });
  }
  // "The next manifestation that enters the Confrontation Zone under an opponent's control this turn is destroyed"
  // (Fintus: flag destroyNextOpposing on its controller): one manifestation, under whichever opponent it enters — at a
  // Free-for-All table or against a 2v2 team the effect is used up by the first. Each such effect it answers is used
  // up. Flag destroyNextEntering: the next one under that player.
  const { s } = ctx;
  let destroy = false;
  for (const q of allSeats(s)) {
    const key = `destroyNextOpposing:${q}`;
    if (s.flags[key] === s.turn && !sameSide(s, q, ctrl)) {
      delete s.flags[key];
      destroy = true;
    }
  }
  const next = `destroyNextEntering:${ctrl}`;
  if (s.flags[next] === s.turn) {
    delete s.flags[next];
    destroy = true;
  }
  if (destroy) destroyCard(ctx, id);
}

const watchesSupportFromInterzone = (s: GameState) =>
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
export function chainPool(ctx: Ctx, who: number, src: string, op: ChainOp): string[] {
  const { s } = ctx;
  const pl = s.players[who]!;
  const pool: string[] = [];
  for (const from of op.from) {
    const list = from === "interzone" ? interzoneCards(s, who) : from === "hand" ? handCards(s, who) : pl[from];
    for (const id of list)
      if (
        isManifestation(s, id) &&
        mayEnterConfrontation(s, id) &&
        (!op.sel || matches(s, who, src, id, { ...op.sel, zone: from }))
      )
        pool.push(id);
  }
  if (Math.min(op.count ?? 1, pool.length) === 0 && op.from.includes("hand")) {
    const hand = handCards(s, who);
    ctx.ev.push({ type: "shown", player: who, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
  }
  return pool;
}

/**
 * "All players must Chain … at the same time" (chain `who: "each"`): each chooses in turn — clockwise from the
 * controller's left, the controller last, each choice hidden from the others — then the chosen cards enter
 * Support together (in that order). r.count: how many players have chosen; r.chosen: their cards.
 */
export function chainEach(ctx: Ctx, r: Resolving, op: ChainOp): Step {
  const { s } = ctx;
  const you = r.item.controller;
  // Everyone ("every other player": but the controller), clockwise from the player after the controller, the
  // controller last.
  const others = clockwiseFrom(s, you).slice(1);
  const order = op.who === "eachOther" ? others : [...others, you];
  if (r.count === 0) r.chosen = [];
  for (; r.count < order.length; r.count++) {
    const who = order[r.count]!;
    if (noPlayedSupport(s, who)) continue;
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
    if (op.memory && s.cards[id]) cardW(s, id).memory.push(op.memory);
  }
  return "done";
}

export function discardCards(ctx: Ctx, p: number, ids: string[]): void {
  for (const id of ids) moveCard(ctx, id, "limbo");
  emitDiscard(ctx, p, ids.length);
}

/** "Whenever you / an opponent / a player discard(s) one or more cards". */
export function emitDiscard(ctx: Ctx, p: number, n: number): void {
  if (n <= 0) return;
  emitMany(ctx, "youDiscard", { player: p, amount: n });
  emitMany(ctx, "opponentDiscards", { player: p, amount: n });
  emitMany(ctx, "playerDiscards", { player: p, amount: n });
}

function tokenDef(s: GameState, temperament: Temperament, power: number, by?: string): string {
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

/** A new token instance of `def` on the stack (not yet anywhere), owned and controlled by `owner`. */
function newTokenInstance(s: GameState, def: string, owner: number): string {
  const iid = `k${++s.nextId}`;
  cardsW(s)[iid] = {
    iid,
    def: def,
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
  cardsChanged(s);
  return iid;
}

export function createToken(ctx: Ctx, owner: number, temperament: Temperament, power: number, by?: string): string {
  const { s } = ctx;
  return newTokenInstance(s, tokenDef(s, temperament, power, by), owner);
}

/**
 * No manifestation may enter the Confrontation Zone in Support under `p` now: a "no Support this turn" flag, or a
 * Free-for-All seat out of the confrontations ("non può più prendere parte ai Confronti, ma conserva il diritto di
 * giocare Volontà e attivare effetti": its Support, Chains and tokens in Support do not happen).
 */
export function noSupport(s: GameState, p: number): boolean {
  return s.flags[`noSupport:${p}`] === s.turn || s.flags["noSupport:all"] === s.turn || isOut(s, p);
}

/** No manifestation may be *played* in Support (from hand, the Interzone or a Limbo, or Chained — "La manifestazione
 * Concatenata è considerata come giocata"): `noSupport`, or a `noPlaySupport` flag ("I giocatori non possono giocare
 * manifestazioni in Supporto", Wretched Arena), which leaves a card or token *put* into Support by an effect alone
 * (Regolamento, "Giocare e Spostare": "non sono considerate come 'giocate' a meno che l'effetto non lo espliciti"). */
export function noPlayedSupport(s: GameState, p: number): boolean {
  return noSupport(s, p) || s.flags[`noPlaySupport:${p}`] === s.turn || s.flags["noPlaySupport:all"] === s.turn;
}

// ——— the interpreter ———

/** Asks `player` to pick from options, or hands back the answer once given. */
export function ask(
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
export function pickFirst(
  ctx: Ctx,
  r: Resolving,
  player: number,
  pool: string[],
  prompt: string,
): Step | { picked: string } {
  if (pool.length === 0) return "done";
  const a = ask(ctx, r, player, "choose", pool, 0, 1, prompt);
  if (!a) return "wait";
  if (a.length === 0) return "done";
  r.chosen = [a[0]!];
  r.count = 1;
  return { picked: a[0]! };
}

/** The interpreter's helpers a `custom` handler may use (cards/custom.ts). */
export const KIT: CustomKit = {
  cardRefs,
  drawCards,
  destroyCard,
  discardCards,
  emitDiscard,
  addPoints,
  addMod,
  enterSupport,
  noSupport,
  noPlayedSupport,
  doTribute,
  paymentOptions,
  ask,
  pickFirst,
  willTargets,
  tokenCopyOf,
  sourceOf,
};

/** A token copy of the card (same text and numbers, 0 points) enters Support under the item's controller. */
export function tokenCopyOf(ctx: Ctx, r: Resolving, ref: Ref): "done" {
  const { s } = ctx;
  const id = cardRefs(ctx, r, ref)[0];
  if (!id || noSupport(s, r.item.controller)) return "done";
  enterSupport(ctx, copyCard(s, id, r.item.controller), r.item.controller, false);
  return "done";
}

/** A new token instance (on the stack, not yet anywhere) copying a card's text and numbers, worth 0 points. */
export function copyCard(s: GameState, id: string, owner: number): string {
  const def = defOf(s, id);
  const copyId = `copy:${def.id}`;
  if (!s.defs[copyId]) s.defs = { ...s.defs, [copyId]: { ...def, id: copyId, token: true, points: 0 } };
  return newTokenInstance(s, copyId, owner);
}

/**
 * The targets of a will an effect plays, asked one by one of the item's controller; r.chosen is
 * [will, ...targets] and r.count − offset the next spec. "ready" once all are declared (r.count
 * reset); "done" when one has no legal target (it cannot be played, §3.2 "Legalità").
 */
export function willTargets(ctx: Ctx, r: Resolving, card: string, offset: number): Step | "ready" {
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

/** The card passes under player p's control where it is (an Interzone card takes a space in p's Interzone). */
export function changeControl(ctx: Ctx, id: string, p: number): void {
  const { s } = ctx;
  const c = cardOf(s, id);
  if (c.zone === "interzone") {
    moveCard(ctx, id, "interzone", { player: p });
    return;
  }
  // A card kept in the stalemate by a lending card (Thought Saboteur's, `keepsControl`) goes back there.
  if (c.zone === "stalemate") {
    fieldChanged(s);
    cardW(s, id).controller = p;
    ctx.ev.push({ type: "moved", card: id, def: c.def, from: c.zone, to: c.zone, owner: c.owner });
    return;
  }
  if (c.zone !== "field" && c.zone !== "confrontation") return;
  // A seat out of the confrontations (Free-for-All) cannot take a manifestation of the Confrontation Zone.
  if (c.zone === "confrontation" && isOut(s, p)) return;
  const from = sideStateOf(s, c.controller)[c.zone];
  fieldChanged(s);
  from.splice(from.indexOf(id), 1);
  sideStateOf(s, p)[c.zone].push(id);
  cardW(s, id).controller = p;
  ctx.ev.push({ type: "moved", card: id, def: c.def, from: c.zone, to: c.zone, owner: c.owner });
}

/** A free Interzone space, or one whose card may be replaced. */
export function roomIn(s: GameState, p: number): boolean {
  return freeInterzone(s, p) > 0 || interzoneCards(s, p).some((id) => !cannotBeReplaced(s, id));
}

/** "… cannot change zone until the end of the turn" (a `noZoneChange` keyword modifier). */
export function staysPut(s: GameState, id: string): boolean {
  return cardOf(s, id).mods.some((m) => m.kind === "keyword" && m.keyword === "noZoneChange");
}

export function isOnField(s: GameState, id: string): boolean {
  const c = s.cards[id];
  return !!c && FIELD.includes(c.zone);
}

export { temperamentOf };
