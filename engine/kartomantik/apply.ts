// The reducer: apply(state, action) → { state, events } | RuleError. The input is never changed:
// apply works on a copy (card definitions are shared, they are never mutated). applyInPlace is
// the same reducer on a state the caller owns (simulations, benchmarks).
import type { TargetSpec } from "./cards/schema";
import {
  cardOf,
  cardsShared,
  cardW,
  defOf,
  handCards,
  hasKeyword,
  inHandOf,
  interzoneSize,
  someDef,
  type Ctx,
} from "./core";
import { moveCard } from "./move-card";
import { announceWill } from "./announce-will";
import { initialState } from "./create";
import {
  doTribute,
  emitDiscard,
  mayEnterConfrontation,
  noPlayedSupport,
  opponentUsableCards,
  targetsFit,
} from "./effects";
import { refuse } from "./errors";
import {
  advance,
  askFirst,
  canBeFirst,
  endGame,
  forcedMulligans,
  mulligan,
  pass,
  chooseMemoryVessel,
  placeOne,
  takeOpposing,
} from "./flow";
import { emitMany, isLegalTarget, legalTargets, orderTriggers, pushItem } from "./triggers";
import { checkTribute, findTribute, tributePool, willCost, type TributePool } from "./tribute";
import {
  answers,
  firstOpponent,
  holdsPriority,
  hasConceded,
  isOut,
  living,
  membersOf,
  opponentsOf,
  sameSide,
  sideOf,
  sideStateOf,
  teamPriority,
} from "./seats";
import { persistentAnyTime, willTimingOk } from "./will-timing";
import { missedActions } from "./missed";
import { manualOpen, resolvingManual } from "./manual-text";
import { cardVisible } from "./view";
import {
  abilityExtras,
  ABILITY_ZONES,
  ACTIVATION_PHASES,
  activateAction,
  willAction,
  willExtras,
  activatedAbility,
  costProblem,
  LIMBO_WILL,
  phaseOk,
  sourceZoneOk,
  tributeOf,
  willsFromLimbo,
} from "./activation";
import type {
  Applied,
  CardDef,
  Decision,
  ManualMove,
  GameAction,
  GameConfig,
  GameState,
  PlayerState,
  RuleError,
  SideState,
} from "./types";

/**
 * A copy of the state deep enough that the reducer never changes the original: every object the
 * reducer mutates is copied; card definitions, modifier objects, decisions and op lists are
 * shared because nothing mutates them after creation.
 */
export function cloneState(s: GameState): GameState {
  const copy = copyOf(s);
  cardsShared(copy);
  return copy;
}

function copyOf(s: GameState): GameState {
  const r = s.resolving;
  return {
    ...s,
    rng: s.rng.slice(),
    // Shared until changed (cardW, cardsW): most actions change a few cards, a pass none.
    cards: s.cards,
    players: s.players.map(copyPlayer),
    sides: s.sides.map(copySide),
    seats: {
      mode: s.seats.mode,
      side: s.seats.side,
      out: s.seats.out.slice(),
      ...(s.seats.conceded && { conceded: s.seats.conceded.slice() }),
      ...(s.seats.lost && { lost: s.seats.lost.slice() }),
    },
    passed: s.passed.slice(),
    stalemate: s.stalemate.slice(),
    stack: s.stack.map((it) => ({ ...it, targets: it.targets.slice() })),
    decisions: s.decisions.slice(),
    triggers: s.triggers.slice(),
    placing: s.placing ? { ordered: s.placing.ordered.slice(), targets: s.placing.targets.slice() } : null,
    resolving: r
      ? {
          ...r,
          item: { ...r.item, targets: r.item.targets.slice() },
          chosen: r.chosen.slice(),
          answer: r.answer ? r.answer.slice() : null,
          frames: r.frames.map((f) => ({ ...f })),
        }
      : null,
    flags: { ...s.flags },
    result: s.result
      ? {
          ...s.result,
          points: s.result.points.slice(),
          ...(s.result.lost && { lost: s.result.lost.slice() }),
        }
      : null,
    config: { ...s.config },
  };
}

function copyPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    limbo: p.limbo.slice(),
    vessel: p.vessel.slice(),
    exile: p.exile.slice(),
    essence: { ...p.essence },
    keptEssence: { ...p.keptEssence },
  };
}

function copySide(z: SideState): SideState {
  return { confrontation: z.confrontation.slice(), interzone: z.interzone.slice(), field: z.field.slice() };
}

/** A new game, advanced to the first decision (the first-turn mulligans or the First Manifestation). */
export function createGame(config: GameConfig): Applied {
  const s = initialState(config);
  const ctx: Ctx = { s, ev: [{ type: "turn", turn: 1 }] };
  run(ctx);
  return { state: s, events: ctx.ev };
}

export function apply(state: GameState, action: GameAction): Applied | RuleError {
  return applyInPlace(cloneState(state), action);
}

/** The reducer on a state the caller owns. Every check runs before the first change, so a refusal leaves it as it was.
 */
export function applyInPlace(s: GameState, action: GameAction): Applied | RuleError {
  const ctx: Ctx = { s, ev: [] };
  const error = perform(ctx, action);
  if (error) return error;
  s.actions++;
  // A safety net against endless loops (two cards feeding each other): the game is scored as is.
  if (s.actions >= s.config.maxActions && !s.result) endGame(ctx, "actionLimit");
  run(ctx);
  return { state: s, events: ctx.ev };
}

/** The automatic steps, until someone in the game must act: what would be asked of a seat that conceded is answered. */
function run(ctx: Ctx): void {
  const { s } = ctx;
  advance(ctx, onlyPass);
  for (let guard = 0; guard < 10_000 && !s.result; guard++) {
    const d = s.decisions.find((x) => hasConceded(s, x.player) && x.team === undefined);
    if (!d) return;
    if (decide(ctx, d.player, concededAnswer(d))) return;
    advance(ctx, onlyPass);
  }
}

/**
 * A seat that conceded (Free-for-All) left the game: nothing waits for it. What a rule still asks of it (an effect's
 * "may", a cost it may pay, its cards over the hand limit, the order of its triggers) is answered as one who plays
 * no more would: it declines what it may decline, keeps its hand, and otherwise takes the options the rule needs, in
 * order.
 */
function concededAnswer(d: Decision): string[] {
  for (const no of ["no", "decline", "keep", "done"]) if (d.min <= 1 && d.options.includes(no)) return [no];
  return d.options.slice(0, d.min);
}

// ——— timing ———

export { activatedAbility, costProblem, LIMBO_WILL, phaseOk, sourceZoneOk, tributeOf, willsFromLimbo };

/** Whether some card of the game has an ability activated from its owner's hand. */
/** Some card can give itself Support from the Limbo (keyword supportFromLimbo). */
const limboSupports = (s: GameState) =>
  someDef(s, "limboSupport", (d) =>
    (d.script.abilities ?? []).some(
      (a) => a.kind === "trigger" && a.ops.some((o) => o.op === "keyword" && o.keyword === "supportFromLimbo"),
    ),
  );
const handAbilities = (s: GameState) =>
  someDef(s, "handAbility", (d) =>
    (d.script.abilities ?? []).some((a) => a.kind === "activated" && a.cost.where === "hand"),
  );
/** Whether some card of the game has an ability activated from an opponent's vessel. */
const vesselAbilities = (s: GameState) =>
  someDef(s, "opponentVessel", (d) =>
    (d.script.abilities ?? []).some((a) => a.kind === "activated" && a.cost.where === "opponentVessel"),
  );

/** No "no Support" flag (nor a "not played in Support" one), and not out of the confrontations (`noSupport`). */
const supportAllowed = (s: GameState, p: number): boolean => !noPlayedSupport(s, p);

/** §4.4 as Free-for-All's "Fine della Partita" changes it: "non può più prendere parte ai Confronti". */
const OUT_RULE = "§4.4";

// ——— performing an action (every check before the first change) ———

function perform(ctx: Ctx, a: GameAction): RuleError | null {
  const { s } = ctx;
  if (s.result) return refuse("game_over", "§4.4");
  if (!isSeat(s, a.player)) return refuse("bad_player", "§4.2");
  const p = a.player;
  if (a.type === "concede") {
    if (hasConceded(s, p)) return refuse("player_out", "§4.4");
    // Free-for-All: the player leaves the game (the confrontations too) and it goes on while two remain.
    if (s.seats.mode === "ffa" && living(s).filter((q) => q !== p).length >= 2) {
      if (!isOut(s, p)) s.seats.out.push(p);
      (s.seats.conceded ??= []).push(p);
      ctx.ev.push({ type: "out", player: p, reason: "concede" });
      return null;
    }
    ctx.ev.push({ type: "conceded", player: p });
    const points = s.players.map(() => 0);
    const winner = s.seats.mode === "ffa" ? (living(s).find((q) => q !== p) ?? null) : 1 - sideOf(s, p);
    s.result = { winner, points, reason: "concede" };
    s.phase = "over";
    s.decisions = [];
    ctx.ev.push({ type: "gameOver", result: s.result });
    return null;
  }
  if (a.type === "decide") return decide(ctx, p, a.choice);
  if (a.type === "manual") return manual(ctx, p, a.move);
  if (s.decisions.length > 0) return refuse("decision_pending", "§4.2", { kind: s.decisions[0]!.kind });
  if (!holdsPriority(s, p)) return refuse("not_your_priority", "§2.2");
  switch (a.type) {
    case "pass":
      pass(ctx, p, false);
      return null;
    case "playWill":
      return playWill(ctx, p, a.card, a.targets ?? [], a.tribute?.cards ?? [], a.extra ?? []);
    case "playSupport":
      return playSupport(ctx, p, a.card);
    case "activate":
      return activate(ctx, p, a.card, a.ability, a.targets ?? [], a.tribute?.cards ?? [], a.extra ?? [], a.x);
    default:
      return refuse("unknown_action", "§4.2");
  }
}

const isSeat = (s: GameState, p: unknown): p is number =>
  typeof p === "number" && Number.isInteger(p) && p >= 0 && p < s.players.length;

function checkTargets(
  s: GameState,
  p: number,
  source: string,
  specs: readonly TargetSpec[],
  targets: string[],
  optional = false,
): boolean {
  if (targets.length !== specs.length) return false;
  if (new Set(targets.filter((t) => t !== "")).size !== targets.filter((t) => t !== "").length) return false;
  return targets.every((t, i) => (t === "" ? optional : isLegalTarget(s, p, source, specs[i]!, t)));
}

function payTribute(ctx: Ctx, p: number, cost: CardDef["cost"], cards: string[]): RuleError | null {
  const check = checkTribute(ctx.s, p, cost, cards);
  if (!check.ok)
    return refuse(check.reason === "unpaid" ? "tribute_unpaid" : "tribute_invalid", "§2.1", { detail: check.detail });
  return null;
}

function playWill(
  ctx: Ctx,
  p: number,
  card: string,
  targets: string[],
  tribute: string[],
  extra: string[],
): RuleError | null {
  const { s } = ctx;
  const c = s.cards[card];
  const fromLimbo = c?.zone === "limbo" && willsFromLimbo(s, p);
  if (!c || (!inHandOf(s, card, p) && !fromLimbo) || c.owner !== p) return refuse("not_in_hand", "§1.3");
  const def = defOf(s, card);
  if (def.type === "manifestation") return refuse("not_a_will", "§1.2");
  if (c.lockedTurn === s.turn) return refuse("card_locked", "§3.2");
  if (!willTimingOk(s, def, p)) return refuse("wrong_phase", def.type === "persistent_will" ? "§4.2.4" : "§4.2.2");
  if (def.type === "persistent_will" && s.stack.length > 0 && !persistentAnyTime(s, p))
    return refuse("stack_not_empty", "§1.2");
  const specs = def.automation === "manual" ? [] : (def.script.targets ?? []);
  // "Any number of targets" (optionalTargets): each may be left empty, but not all of them.
  if (
    !checkTargets(s, p, card, specs, targets, def.script.optionalTargets) ||
    (specs.length > 0 && targets.every((t) => t === "")) ||
    !targetsFit(s, def.script, targets)
  )
    return refuse("bad_targets", "§3.2");
  const extraCost = def.script.extraCost;
  let x = 0;
  // A discard or an exile from hand as extra cost: exactly one other card of the player's hand, not
  // also paid as tribute; its power is X.
  const otherHandCard = (d: string | undefined): d is string =>
    extra.length === 1 && !!d && d !== card && inHandOf(s, d, p) && !tribute.includes(d);
  if (extraCost?.discard) {
    const d = extra[0];
    if (!otherHandCard(d)) return refuse("cost_unpaid", "§3.2");
    if (extraCost.discard === "manifestation" && defOf(s, d).type !== "manifestation")
      return refuse("cost_unpaid", "§3.2");
    x = defOf(s, d).power;
  }
  if (extraCost?.exileFromHand) {
    const d = extra[0];
    if (!otherHandCard(d) || defOf(s, d).type !== "manifestation") return refuse("cost_unpaid", "§3.2");
    x = defOf(s, d).power;
  }
  if (extraCost?.exileFromLimbo) {
    const ids = extra;
    if (
      ids.length !== extraCost.exileFromLimbo ||
      ids.some((id) => s.cards[id]?.zone !== "limbo" || s.cards[id]?.owner !== p)
    )
      return refuse("cost_unpaid", "§3.2");
  }
  const cost = willCost(s, p, fromLimbo ? LIMBO_WILL : def);
  const err = payTribute(ctx, p, cost, tribute);
  if (err) return err;
  // Commit: the card goes on the stack, the tribute to the Limbo (§2.1, §2.3).
  if (s.flags[`freeWill:${p}`] === s.turn) delete s.flags[`freeWill:${p}`];
  moveCard(ctx, card, "stack");
  // Played from the Limbo (Ergorath): "about to enter a Limbo, a hand or a deck, exile it instead".
  if (fromLimbo) cardW(s, card).memory.push({ on: "leavesField", dest: "exile" });
  doTribute(ctx, p, cost, tribute);
  if (extraCost?.discard) {
    moveCard(ctx, extra[0]!, "limbo");
    emitDiscard(ctx, p, 1);
  }
  if (extraCost?.exileFromLimbo) for (const id of extra) moveCard(ctx, id, "exile");
  if (extraCost?.exileFromHand) {
    // "Reveal and exile a manifestation from your hand": shown, then exiled.
    ctx.ev.push({ type: "shown", player: p, cards: [extra[0]!], defs: [cardOf(s, extra[0]!).def] });
    moveCard(ctx, extra[0]!, "exile");
  }
  announceWill(ctx, p, card, targets, tribute, x, !fromLimbo);
  return null;
}

/** Whether `card` may be put in Support by `p` now, and how. */
export function supportRoute(s: GameState, p: number, card: string): "hand" | "interzone" | "limbo" | null {
  const c = s.cards[card];
  if (!c || s.phase !== "reaction") return null;
  // The zone and who holds the card first: they are what most cards asked about fail on, and cost no rule lookup.
  const route =
    c.zone === "hand" && c.owner === p
      ? "hand"
      : c.zone === "interzone" && c.controller === p
        ? "interzone"
        : c.zone === "limbo" && c.owner === p
          ? "limbo"
          : null;
  if (!route || c.lockedTurn === s.turn || !supportAllowed(s, p)) return null;
  if (defOf(s, card).type !== "manifestation" || !mayEnterConfrontation(s, card)) return null;
  if (route === "hand") return hasKeyword(s, card, "support") || hasKeyword(s, card, "supportFromHand") ? route : null;
  if (route === "interzone")
    return hasKeyword(s, card, "support") &&
      !s.stack.some((it) => it.kind === "supportFromInterzone" && it.card === card)
      ? route
      : null;
  return hasKeyword(s, card, "supportFromLimbo") ? route : null;
}

function playSupport(ctx: Ctx, p: number, card: string): RuleError | null {
  const { s } = ctx;
  const c = s.cards[card];
  // A card the player may not see (another's hand, a covered deck or exile: §1.3) is refused before anything about it
  // is read: a refusal for its kind would tell an opponent's will from a manifestation, id by id.
  if (!c || !cardVisible(s, p, card)) return refuse("not_in_hand", "§1.3");
  if (defOf(s, card).type !== "manifestation") return refuse("not_a_manifestation", "§3.1");
  if (s.phase !== "reaction") return refuse("wrong_phase", "§4.2.2");
  if (isOut(s, p)) return refuse("player_out", OUT_RULE);
  if (!supportAllowed(s, p)) return refuse("support_forbidden", "§3.2");
  if (c.lockedTurn === s.turn) return refuse("card_locked", "§3.2");
  const route = supportRoute(s, p, card);
  if (!route) return refuse("no_support", "§3.1");
  if (route === "hand" || route === "limbo") {
    // §2.3 "Una Carta": a manifestation played in Support from hand goes on the stack itself.
    moveCard(ctx, card, "stack");
    // "…if played this way, it is considered of {H} temperament" (Wandering Veteran).
    const as = defOf(s, card).script.limboSupportAs;
    if (route === "limbo" && as)
      cardW(s, card).mods.push({ kind: "temperament", temperament: as, until: "permanent", ts: ++s.seq });
    pushItem(ctx, { id: ++s.nextId, kind: "card", card, controller: p, targets: [], support: true, x: 0 });
    ctx.ev.push({ type: "played", player: p, card, def: c.def, targets: [], tribute: [] });
    emitMany(ctx, "youPlayCard", { player: p, card });
  } else {
    // §2.3 "Un Effetto": from the Interzone only the Support effect goes on the stack.
    pushItem(ctx, { id: ++s.nextId, kind: "supportFromInterzone", card, controller: p, targets: [], x: 0 });
    ctx.ev.push({ type: "activated", player: p, card, ability: -1, targets: [] });
  }
  return null;
}

function activate(
  ctx: Ctx,
  p: number,
  card: string,
  index: number,
  targets: string[],
  tribute: string[],
  extra: string[],
  x: number | undefined,
): RuleError | null {
  const { s } = ctx;
  const c = s.cards[card];
  const ability = c ? activatedAbility(s, card, index) : null;
  if (
    !c ||
    // "Un avversario può pagare…": a player of another side (2v2: a teammate's card counts as one's own, never an
    // opponent's); any other ability: the card's controller.
    (ability?.byOpponent ? sameSide(s, c.controller, p) : c.controller !== p) ||
    !ABILITY_ZONES.includes(c.zone)
  )
    return refuse("not_your_card", "§3.2");
  if (!ability) return refuse("no_such_ability", "§3.1");
  if (!phaseOk(s, ability.cost)) return refuse("wrong_phase", "§3.1");
  if (!sourceZoneOk(s, card, ability.cost)) return refuse("wrong_phase", "§3.1");
  const problem = costProblem(s, p, card, index, ability.cost, extra, x);
  if (problem) return problem;
  // Nor the card itself (the secret First Manifestation is no tribute source either: §4.2.2).
  if (tribute.some((id) => extra.includes(id) || id === card)) return refuse("tribute_invalid", "§2.1");
  if (
    !checkTargets(s, p, card, ability.targets ?? [], targets, ability.optionalTargets) ||
    !targetsFit(s, ability, targets)
  )
    return refuse("bad_targets", "§3.2");
  const cost = tributeOf(s, card, ability.cost);
  const err = payTribute(ctx, p, cost, tribute);
  if (err) return err;
  // Commit the costs.
  const cost2 = ability.cost;
  const w = cardW(s, card);
  if (cost2.exhaust) w.exhausted = true;
  if (cost2.oncePerTurn) s.flags[`once:${card}:${index}`] = s.turn;
  if (cost2.perTurn !== undefined) s.flags[`uses:${card}:${index}`] = (s.flags[`uses:${card}:${index}`] ?? 0) + 1;
  if (cost2.maxUses !== undefined) w.counters.Uses = (w.counters.Uses ?? 0) + 1;
  let amount = 0;
  if (cost2.removeCounters) {
    const n = cost2.removeCounters.any || cost2.removeCounters.all ? (x ?? 0) : cost2.removeCounters.n;
    w.counters[cost2.removeCounters.counter] = (w.counters[cost2.removeCounters.counter] ?? 0) - n;
    amount = n;
  }
  const needHand = cost2.discard ?? 0;
  for (const id of extra.slice(0, needHand)) moveCard(ctx, id, "limbo");
  emitDiscard(ctx, p, needHand);
  const needLimbo = cost2.exileFromLimbo ?? 0;
  for (const id of extra.slice(needHand, needHand + needLimbo)) {
    amount = Math.max(amount, defOf(s, id).power);
    moveCard(ctx, id, "exile");
  }
  // The sacrificed token (sacrificeToken) leaves the field and ceases to exist.
  const needToken = cost2.sacrificeToken ? 1 : 0;
  for (const id of extra.slice(needHand + needLimbo, needHand + needLimbo + needToken)) moveCard(ctx, id, "limbo");
  for (const id of extra.slice(needHand + needLimbo + needToken)) moveCard(ctx, id, "stalemate");
  if (cost2.selfPower)
    cardW(s, card).mods.push({ kind: "power", amount: -cost2.selfPower, until: "permanent", ts: ++s.seq });
  if (cost2.discardSelf) {
    ctx.ev.push({ type: "shown", player: p, cards: [card], defs: [c.def] });
    moveCard(ctx, card, "limbo");
    emitDiscard(ctx, p, 1);
  } else if (cost2.sacrifice) moveCard(ctx, card, "limbo");
  else if (cost2.exileSelf) moveCard(ctx, card, "exile");
  if (cost2.losePoints) {
    s.players[p]!.effectPoints -= cost2.losePoints;
    ctx.ev.push({ type: "points", player: p, delta: -cost2.losePoints });
  }
  doTribute(ctx, p, cost, tribute);
  pushItem(ctx, {
    id: ++s.nextId,
    kind: "ability",
    source: card,
    def: c.def,
    ability: index,
    controller: p,
    targets,
    x: amount,
  });
  // Used from the hand, the card stays hidden there: the others learn that an ability was activated, not by which card
  // (their views show the stack item's source as "?").
  const hidden = s.cards[card]?.zone === "hand";
  ctx.ev.push({ type: "activated", player: p, card, ability: index, targets, ...(hidden ? { hidden } : {}) });
  return null;
}

// ——— decisions ———

function decide(ctx: Ctx, p: number, choice: string[]): RuleError | null {
  const { s } = ctx;
  const i = s.decisions.findIndex((d) => answers(s, d, p));
  if (i < 0) return refuse("no_decision", "§4.2");
  const d = s.decisions[i]!;
  if (
    !Array.isArray(choice) ||
    choice.length < d.min ||
    choice.length > d.max ||
    new Set(choice).size !== choice.length ||
    choice.some((c) => !d.options.includes(c))
  ) {
    return refuse("bad_choice", "§4.2", { kind: d.kind, min: d.min, max: d.max });
  }
  s.decisions.splice(i, 1);
  ctx.ev.push({
    type: "decided",
    player: p,
    kind: d.kind,
    choice: d.kind === "chooseFirst" || d.kind === "excessToBottom" ? [] : [...choice],
  });
  switch (d.kind) {
    case "mulligan":
      if (choice[0] === "mulligan") {
        if (mulligan(ctx, p, true)) forcedMulligans(ctx, p);
      }
      return null;
    case "chooseFirst":
      s.players[p]!.secretFirst = choice[0]!;
      ctx.ev.push({ type: "firstChosen", player: p });
      return null;
    case "orderTriggers":
      orderTriggers(s, p, choice);
      return null;
    case "targets":
      s.placing?.targets.push(choice[0] ?? "");
      return null;
    case "placeWon":
      placeOne(ctx, choice[0]!);
      return null;
    case "teamFirst":
      askFirst(ctx, Number(choice[0]!.slice(1)));
      return null;
    case "teamVessel":
      takeOpposing(ctx, Number(choice[0]!.slice(1)));
      return null;
    case "excessToBottom":
      for (const id of choice) moveCard(ctx, id, "deck");
      return null;
    case "manualResolve":
      return null;
    case "choose":
    case "may":
    case "temperament":
    case "opponent":
      // An op's "your opponent", or the owner's "an opponent of their choice" of a memory (Urocione's, as the
      // confrontation ends: no item resolving).
      if (s.resolving) s.resolving.answer = [...choice];
      else if (d.kind === "opponent" && d.source) chooseMemoryVessel(s, d.source, Number(choice[0]!.slice(1)));
      return null;
  }
}

// ——— the manual fallback ———

const PUBLIC_ZONES = ["confrontation", "interzone", "field", "stalemate", "limbo", "vessel"];

/**
 * The vessels a manual move may put a card of `owner` in: an opponent's of its owner ("the winner puts it in their
 * Empathic Vessel", The Slumberer) — every seat of another side, the mover naming one (`vessel`); without a name, the
 * first opponent clockwise.
 */
export const vesselsFor = (s: GameState, owner: number): readonly number[] => opponentsOf(s, owner);

/**
 * A logged primitive move for text the engine does not run (cards marked manual or partial): the
 * player with priority, or the one resolving a manual card, applies it; everyone sees it. In a game started with
 * `manualMoves: "cardText"`, only where such text is in reach (manual-text.ts).
 */
function manual(ctx: Ctx, p: number, move: ManualMove): RuleError | null {
  const { s } = ctx;
  if (!resolvingManual(s, p) && (s.decisions.length > 0 || !holdsPriority(s, p)))
    return refuse("not_your_priority", "§2.2");
  if (!manualOpen(s, p)) return refuse("no_manual_text", "§3.2");
  return applyManual(ctx, p, move);
}

function applyManual(ctx: Ctx, p: number, move: ManualMove): RuleError | null {
  const { s } = ctx;
  if (move.op === "points") {
    const who = move.player ?? p;
    if (!isSeat(s, who) || !Number.isInteger(move.delta)) return refuse("bad_move", "§3.2");
    s.players[who]!.effectPoints += move.delta;
    ctx.ev.push({ type: "manual", player: p, move });
    return null;
  }
  if (move.op === "revealTop" || move.op === "look") return manualDeckTop(ctx, p, move);
  const c = s.cards[move.card];
  if (!c) return refuse("bad_move", "§3.2");
  const mine = c.owner === p || c.controller === p;
  // A deck card revealed to everyone, or looked at by this player, may be moved on as the text says (Bloatuba).
  const known = c.zone === "deck" && (c.seen === "all" || (Array.isArray(c.seen) && c.seen.includes(p)));
  if (!mine && !known && !PUBLIC_ZONES.includes(c.zone)) return refuse("bad_move", "§3.2");
  if (c.zone === "stack") return refuse("bad_move", "§2.3");
  if (move.op === "reveal") {
    if (c.owner !== p || (c.zone !== "hand" && c.zone !== "deck")) return refuse("bad_move", "§1.3");
    if (c.zone === "hand") cardW(s, move.card).shown = true;
    else cardW(s, move.card).seen = "all";
    ctx.ev.push({ type: "manual", player: p, move });
    ctx.ev.push({ type: "shown", player: p, cards: [move.card], defs: [c.def] });
    return null;
  }
  if (move.op === "support") return manualSupport(ctx, p, move);
  if (move.op === "move") {
    const to = move.to;
    if (to === c.zone && to !== "deck") return refuse("bad_move", "§3.2");
    if (to === "vessel" && defOf(s, move.card).type !== "manifestation") return refuse("bad_move", "§1.3");
    if (
      (to === "confrontation" || to === "interzone" || to === "stalemate") &&
      defOf(s, move.card).type !== "manifestation"
    )
      return refuse("bad_move", "§1.3");
    if (to === "interzone" && move.slot !== undefined && (move.slot < 0 || move.slot >= interzoneSize(s, p)))
      return refuse("bad_move", "§1.3");
    if (move.first && to !== "confrontation") return refuse("bad_move", "§4.2.2");
    if (to === "confrontation" && isOut(s, p)) return refuse("player_out", OUT_RULE);
    if (move.vessel !== undefined && (to !== "vessel" || !vesselsFor(s, c.owner).includes(move.vessel)))
      return refuse("bad_move", "§4.2.3");
    ctx.ev.push({ type: "manual", player: p, move });
    const as = move.first ? "first" : "support";
    const player = to === "vessel" ? (move.vessel ?? firstOpponent(s, c.owner)) : p;
    // Into the Confrontation Zone under the mover's control: the manual texts that put a card there say "under your
    // control" (Rinq #30, Ju Lien #71, Juggling Amphora #156); the stalemate takes it under its owner's (§3.2 "Zone di
    // Gioco").
    const control = to === "confrontation" ? p : undefined;
    moveCard(ctx, move.card, to, { player, slot: move.slot, as, control });
    return null;
  }
  if (move.op === "persist") {
    if (!["confrontation", "interzone"].includes(c.zone) || defOf(s, move.card).type !== "manifestation")
      return refuse("bad_move", "§3.2");
    cardW(s, move.card).mods.push({ kind: "keyword", keyword: "persist", until: "permanent", ts: ++s.seq });
    ctx.ev.push({ type: "manual", player: p, move });
    return null;
  }
  if (!["confrontation", "interzone", "field", "stalemate"].includes(c.zone) || !Number.isInteger(move.delta))
    return refuse("bad_move", "§3.2");
  if (move.op === "counters") {
    cardW(s, move.card).counters[move.counter] = Math.max(0, (c.counters[move.counter] ?? 0) + move.delta);
  } else {
    if (defOf(s, move.card).type !== "manifestation") return refuse("bad_move", "§3.2");
    cardW(s, move.card).mods.push({ kind: "power", amount: move.delta, until: "turn", ts: ++s.seq });
  }
  ctx.ev.push({ type: "manual", player: p, move });
  return null;
}

/** The top cards of a deck revealed to everyone (a public `shown`) or looked at by the mover (a private `looked`). */
function manualDeckTop(ctx: Ctx, p: number, move: Extract<ManualMove, { op: "revealTop" | "look" }>): RuleError | null {
  const { s } = ctx;
  const deck = s.players[move.player]?.deck;
  if (!deck || !Number.isInteger(move.n) || move.n < 1 || move.n > deck.length) return refuse("bad_move", "§1.3");
  const cards = deck.slice(0, move.n);
  const defs = cards.map((id) => cardOf(s, id).def);
  for (const id of cards) {
    const c = cardW(s, id);
    if (move.op === "revealTop") c.seen = "all";
    else if (c.seen !== "all") c.seen = [...new Set([...(c.seen ?? []), p])];
  }
  ctx.ev.push({ type: "manual", player: p, move });
  ctx.ev.push(
    move.op === "revealTop"
      ? { type: "shown", player: move.player, cards, defs }
      : { type: "looked", player: p, cards, defs },
  );
  return null;
}

/**
 * "Play it in Support" by a text the engine does not run (Timid Brain): like a Support from hand, the card goes on the
 * stack (§2.3 "Una Carta") and priority passes, so the opponent may respond; only the keyword is not asked for.
 */
function manualSupport(ctx: Ctx, p: number, move: Extract<ManualMove, { op: "support" }>): RuleError | null {
  const { s } = ctx;
  const c = cardOf(s, move.card);
  if (s.decisions.length > 0 || !holdsPriority(s, p)) return refuse("not_your_priority", "§2.2");
  if (c.zone !== "hand" || c.owner !== p) return refuse("not_in_hand", "§1.3");
  if (defOf(s, move.card).type !== "manifestation") return refuse("not_a_manifestation", "§3.1");
  if (s.phase !== "reaction") return refuse("wrong_phase", "§4.2.2");
  if (isOut(s, p)) return refuse("player_out", OUT_RULE);
  if (!supportAllowed(s, p)) return refuse("support_forbidden", "§3.2");
  if (c.lockedTurn === s.turn) return refuse("card_locked", "§3.2");
  if (!mayEnterConfrontation(s, move.card)) return refuse("no_support", "§3.1");
  ctx.ev.push({ type: "manual", player: p, move });
  moveCard(ctx, move.card, "stack");
  pushItem(ctx, { id: ++s.nextId, kind: "card", card: move.card, controller: p, targets: [], support: true, x: 0 });
  ctx.ev.push({ type: "played", player: p, card: move.card, def: c.def, targets: [], tribute: [] });
  emitMany(ctx, "youPlayCard", { player: p, card: move.card });
  return null;
}

// ——— legal actions ———

/** Up to `cap` combinations of one candidate per list (distinct, "" may repeat); `cut.cut` set when the cap left
 * some out. */
function combos(lists: string[][], cap: number, cut?: { cut: boolean }): string[][] {
  let acc: string[][] = [[]];
  for (const list of lists) {
    const next: string[][] = [];
    for (const a of acc) for (const x of list) if (!a.includes(x) || x === "") next.push([...a, x]);
    if (cut && next.length > cap) cut.cut = true;
    acc = next.slice(0, cap);
    if (acc.length === 0) return [];
  }
  return acc;
}

/** Whether combos(lists, cap) left some out: asked only when none of those it kept would do (the auto-pass check). */
function combosCut(lists: string[][], cap: number): boolean {
  const cut = { cut: false };
  combos(lists, cap, cut);
  return cut.cut;
}

function permutations(options: string[]): string[][] {
  if (options.length <= 1) return [[...options]];
  return options.flatMap((o, i) =>
    permutations([...options.slice(0, i), ...options.slice(i + 1)]).map((rest) => [o, ...rest]),
  );
}

function subsets(options: string[], min: number, max: number, cap: number): string[][] {
  const out: string[][] = [];
  const rec = (start: number, cur: string[]) => {
    if (out.length >= cap) return;
    if (cur.length >= min && cur.length <= max) out.push([...cur]);
    if (cur.length === max) return;
    for (let i = start; i < options.length && out.length < cap; i++) {
      cur.push(options[i]!);
      rec(i + 1, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

/**
 * The payments one `priorityActions` looks for: the tribute pool is built once, on the first
 * payment asked, and wills sharing a cost (the same object) and exclusions share one search.
 */
class Payments {
  private from: TributePool | null = null;
  private readonly found = new Map<CardDef["cost"], Map<string, string[] | null>>();
  constructor(
    private readonly s: GameState,
    private readonly p: number,
  ) {}
  pool(): TributePool {
    return (this.from ??= tributePool(this.s, this.p));
  }
  for(cost: CardDef["cost"], exclude: string[]): string[] | null {
    let byExclude = this.found.get(cost);
    if (!byExclude) this.found.set(cost, (byExclude = new Map()));
    const key = exclude.join(",");
    let hit = byExclude.get(key);
    if (hit === undefined) byExclude.set(key, (hit = findTribute(this.s, this.p, cost, exclude, this.pool())));
    return hit;
  }
}

/** The phases in which a priority holder may do more than pass (wills, Support, activated abilities). */
const ACTING_PHASES = ["beforeRevelation", ...ACTIVATION_PHASES];

/** The indexes of a definition's activated abilities (most cards have none: their abilities need not be read). */
const activatedOf = new WeakMap<CardDef, number[]>();
function activatedIndexes(def: CardDef): number[] {
  let hit = activatedOf.get(def);
  if (!hit) {
    hit = [];
    const abilities = def.script.abilities ?? [];
    for (let i = 0; i < abilities.length; i++) if (abilities[i]!.kind === "activated") hit.push(i);
    activatedOf.set(def, hit);
  }
  return hit;
}

/** Adds a found action to `out`; true without a list (the caller asks whether there is any): stop the search. */
function found(out: GameAction[] | null, a: GameAction): boolean {
  if (!out) return true;
  out.push(a);
  return false;
}

/**
 * The actions other than a pass `p` may take now, in a fixed order, added to `out`; without a list, whether there is
 * one, stopping at the first (the auto-pass check). A plain function, not a generator: it runs in every priority
 * window. `capped` (the auto-pass check): the plays it found none of while a cap left some of their ways untried
 * ("w:card", "a:card:ability"; missed.ts tries more).
 */
function priorityActions(s: GameState, p: number, out: GameAction[] | null, capped?: Set<string>): boolean {
  // Elsewhere (the start, the end of the recovery, the end of the turn) every play below is refused by its timing.
  if (!ACTING_PHASES.includes(s.phase)) return false;
  const pl = s.players[p]!;
  const hand = handCards(s, p);
  const pay = new Payments(s, p);
  const limbo = willsFromLimbo(s, p);
  for (const card of limbo ? hand.concat(pl.limbo) : hand) {
    const def = defOf(s, card);
    const fromLimbo = limbo && cardOf(s, card).zone === "limbo";
    if (def.type === "manifestation") {
      if (!fromLimbo && supportRoute(s, p, card) && found(out, { type: "playSupport", player: p, card })) return true;
      continue;
    }
    if (cardOf(s, card).lockedTurn === s.turn || !willTimingOk(s, def, p)) continue;
    if (def.type === "persistent_will" && s.stack.length > 0 && !persistentAnyTime(s, p)) continue;
    // A cost nobody can pay with every card available cannot be paid with an extra cost's cards kept out either: no
    // need to look for targets (the search most wills in a hand end with).
    const cost = willCost(s, p, fromLimbo ? LIMBO_WILL : def);
    if (!pay.for(cost, [])) continue;
    const specs = def.automation === "manual" ? [] : (def.script.targets ?? []);
    const lists = specs.map((spec) =>
      def.script.optionalTargets ? [...legalTargets(s, p, card, spec), ""] : legalTargets(s, p, card, spec),
    );
    const targetSets = combos(lists, 8).filter(
      (t) => (t.length === 0 || t.some((x) => x !== "")) && targetsFit(s, def.script, t),
    );
    if (targetSets.length === 0) {
      if (capped && combosCut(lists, 8)) capped.add(`w:${card}`);
      continue;
    }
    // The first three cards of a discard or an exile from hand; the first set of an exile from the Limbo.
    const [group] = willExtras(s, p, card, def);
    const extras: string[][] = !group
      ? [[]]
      : group.kind === "exileFromLimbo"
        ? subsets(group.candidates, group.n, group.n, 1)
        : group.candidates.slice(0, 3).map((id) => [id]);
    for (const extra of extras) {
      // A will never pays tributes, so only the extra cost's cards are kept out of the payment.
      const tribute = pay.for(cost, extra);
      if (!tribute) continue;
      for (const targets of targetSets) if (found(out, willAction(p, card, targets, tribute, extra))) return true;
    }
    // Only the tribute failed (any target set does for the check): other cards for the extra cost may leave it paid.
    if (group && group.candidates.length > (group.kind === "exileFromLimbo" ? group.n : 3)) capped?.add(`w:${card}`);
  }
  const side = sideStateOf(s, p);
  if (s.phase === "reaction")
    for (const card of side.interzone)
      if (card && supportRoute(s, p, card) && found(out, { type: "playSupport", player: p, card })) return true;
  if (s.phase === "reaction" && limboSupports(s))
    for (const card of s.players[p]!.limbo)
      if (supportRoute(s, p, card) && found(out, { type: "playSupport", player: p, card })) return true;
  if (!ACTIVATION_PHASES.includes(s.phase) && s.phase !== "beforeRevelation") return false;
  // concat, not spreads: this list is built in every priority window.
  const confronting: (string | null)[] = side.confrontation;
  for (const card of confronting.concat(
    side.interzone,
    side.field,
    vesselAbilities(s) ? opponentsOf(s, p).flatMap((q) => s.players[q]!.vessel) : [],
    handAbilities(s) ? hand : [],
    opponentUsableCards(s, p),
  )) {
    if (!card) continue;
    const indexes = activatedIndexes(defOf(s, card));
    if (indexes.length === 0) continue;
    const controller = cardOf(s, card).controller;
    for (const i of indexes) {
      const ability = activatedAbility(s, card, i);
      if (
        !ability ||
        (ability.byOpponent ? sameSide(s, controller, p) : controller !== p) ||
        !phaseOk(s, ability.cost) ||
        !sourceZoneOk(s, card, ability.cost)
      )
        continue;
      const cost = ability.cost;
      // The first cards of each extra cost; other cards (when there are more) may pass the cost checks, or leave the
      // tribute paid, where these do not.
      const groups = abilityExtras(s, p, card, cost);
      const extra = groups.flatMap((g) => g.candidates.slice(0, g.n));
      const others = groups.some((g) => g.candidates.length > g.n);
      const x =
        cost.removeCounters?.any || cost.removeCounters?.all
          ? (cardOf(s, card).counters[cost.removeCounters.counter] ?? 0)
          : undefined;
      if (costProblem(s, p, card, i, cost, extra, x)) {
        if (others) capped?.add(`a:${card}:${i}`);
        continue;
      }
      const tribute = findTribute(s, p, tributeOf(s, card, cost), [...extra, card], pay.pool());
      if (!tribute) {
        if (others) capped?.add(`a:${card}:${i}`);
        continue;
      }
      const lists = (ability.targets ?? []).map((spec) =>
        ability.optionalTargets ? [...legalTargets(s, p, card, spec), ""] : legalTargets(s, p, card, spec),
      );
      const targetSets = combos(lists, 6).filter((t) => targetsFit(s, ability, t));
      if (targetSets.length === 0 && capped && combosCut(lists, 6)) capped.add(`a:${card}:${i}`);
      for (const targets of targetSets)
        if (found(out, activateAction(p, card, i, targets, tribute, extra, x))) return true;
    }
  }
  return false;
}

export function onlyPass(s: GameState, p: number): boolean {
  // A team's priority (2v2) is only a pass when neither teammate can do anything else.
  return teamPriority(s) ? membersOf(s, sideOf(s, p)).every((q) => onlyPassFor(s, q)) : onlyPassFor(s, p);
}

/** Nothing but a pass for `p`, a play the caps of priorityActions cut included: those it found none of are asked of
 * the phone's search (missed.ts), which offers the player exactly what it finds (cards they see); asked in every
 * priority window instead, the search made the engine 1.4× slower in a duel and 2.2× in a Free-for-All of four. A way
 * found is judged by the reducer's checks alone (they all run before the first change): not by apply, which would
 * run the automatic steps, and this check with them, again. */
function onlyPassFor(s: GameState, p: number): boolean {
  const capped = new Set<string>();
  if (priorityActions(s, p, null, capped)) return false;
  if (capped.size === 0) return true;
  const found = missedActions(s, p, {
    visible: (id) => cardVisible(s, p, id),
    accept: (a) => !perform({ s: cloneState(s), ev: [] }, a),
    wanted: (key) => capped.has(key),
    first: true,
  });
  return found.length === 0;
}

/**
 * Every action `player` may take now, with one canonical tribute per play (a smallest payment
 * from the hand). Decisions list their choices (large ones capped). Manual moves are not listed.
 */
export function legalActions(s: GameState, player: number): GameAction[] {
  if (s.result) return [];
  const d = s.decisions.find((x) => answers(s, x, player));
  if (d) {
    const choices: string[][] =
      d.kind === "orderTriggers"
        ? // Every order a player may choose (§3.1 "each player orders their own"): all of them up to five triggers
          // (120); beyond, the queue's order and its reverse (a bot's or the manual fallback's reach).
          d.options.length <= 5
          ? permutations(d.options)
          : [d.options, [...d.options].reverse()]
        : d.min === d.max && d.min === 1
          ? d.options.map((o) => [o])
          : subsets(d.options, d.min, d.max, 24);
    return choices.map((choice) => ({ type: "decide", player, choice }));
  }
  if (s.decisions.length > 0 || !holdsPriority(s, player)) return [];
  const actions: GameAction[] = [{ type: "pass", player }];
  priorityActions(s, player, actions);
  return actions;
}

export { canBeFirst };
