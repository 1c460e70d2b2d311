// The turn as a machine (§4.2): automatic steps run until a player must act — a decision, or
// priority in a window where cards may be played. Priority (§2.2) and the stack (§2.3) live here:
// both players passing in a row resolves the top item, or closes the window when it is empty.
import { shuffle } from "../shared/rng";
import {
  handCards,
  basePowerOf,
  cannotBeReplaced,
  cardOf,
  cardW,
  defOf,
  handCapped,
  handLimit,
  hasEffects,
  hasKeyword,
  interzoneSize,
  keepsEssence,
  passiveOf,
  powerOf,
  someDef,
  staticsOf,
  type Ctx,
} from "./core";
import { moveCard } from "./move-card";
import {
  changeControl,
  destroyCard,
  drawCards,
  emitDiscard,
  isOnField,
  enterSupport,
  enteredConfrontation,
  mayEnterConfrontation,
  noPlayedSupport,
  sourceOf,
  staysPut,
} from "./effects";
import { openDecision } from "./open-decision";
import { continueResolving } from "./ops";
import { outcomeNow } from "./outcome";
import { afterPass, holderFor } from "./priority";
import {
  allSeats,
  clockwiseFrom,
  firstOpponent,
  inRotation,
  isOut,
  living,
  membersOf,
  nextClockwise,
  nextToAct,
  opponentsOf,
  sideOf,
  sideStateOf,
  teammatesOf,
  teamPriority,
} from "./seats";
import { emit, emitMany, fitsTriggerPlayer, isLegalTarget, placeTriggers } from "./triggers";
import type { Ability } from "./cards/schema";
import type {
  CardDef,
  CardState,
  GameResult,
  GameState,
  Memory,
  Modifier,
  Phase,
  StackItem,
  Temperament,
} from "./types";

export { dominates, outcomeNow, type Outcome } from "./outcome";
export { holderFor } from "./priority";

/** Windows where players get priority even with an empty stack. */
const WINDOWS: readonly Phase[] = ["beforeRevelation", "reaction", "resolution", "end"];
/** Steps where only triggered effects resolve: they end as soon as the stack is empty. */
const TRIGGER_WINDOWS: readonly Phase[] = ["start", "recoveryEnd", "endTurn"];

// ——— game end (§4.4) ———

export function scoreOf(s: GameState, p: number): number {
  const pl = s.players[p]!;
  let points = pl.effectPoints - 10 * pl.voluntaryMulligans;
  for (const id of pl.vessel) points += defOf(s, id).points;
  for (const id of pl.deck) if (defOf(s, id).type === "manifestation") points += 5;
  // Cards that score against the holder of the vessel they end in (an opponent's).
  for (const id of pl.vessel) {
    if (cardOf(s, id).owner === p || !hasEffects(s, id)) continue;
    for (const st of staticsOf(defOf(s, id)))
      if (st.kind === "endInOpposingVessel")
        points +=
          st.per *
          pl.vessel.filter((v) => defOf(s, v).type === "manifestation" && basePowerOf(s, v) <= st.basePowerMax).length;
  }
  return points;
}

/**
 * "If it is in your Limbo at the end of the game, you cannot win the game normally and your new
 * victory condition becomes: 'If you have N points or less…, you win'" (Half Han). A player who
 * meets such a condition wins; one who has it but does not meet it cannot win.
 */
function limboVictory(s: GameState, seats: readonly number[], points: number[]): number | null {
  const limit = allSeats(s).map((p) => limboLimit(s, p));
  if (seats.every((p) => limit[p] === null)) return highest(s, seats, points);
  const alt = seats.filter((p) => limit[p] !== null && points[p]! <= limit[p]!);
  if (alt.length === 1) return sideOf(s, alt[0]!);
  if (alt.length >= 2) return null;
  // Nobody met such a condition: only a player without one can win (the one with most points).
  return highest(
    s,
    seats.filter((p) => limit[p] === null),
    points,
  );
}

/** The side of the one seat among `seats` with the most points, or null (none, or a tie). */
function highest(s: GameState, seats: readonly number[], points: number[]): number | null {
  if (seats.length === 0) return null;
  const top = Math.max(...seats.map((p) => points[p]!));
  const best = seats.filter((p) => points[p] === top);
  return best.length === 1 ? sideOf(s, best[0]!) : null;
}

/**
 * §4.4: the game ends and is scored. Each seat scores as in the base rules; a 2v2 team adds both vessels and both deck
 * bonuses ("Calcolo dei Punti e Vittoria"). `loser`: a seat whose loss ends the game (a mulligan loss: its side loses).
 */
export function endGame(ctx: Ctx, reason: GameResult["reason"], loser?: number): void {
  const { s } = ctx;
  const points = allSeats(s).map((p) => scoreOf(s, p));
  const teams =
    s.seats.mode === "2v2" ? s.sides.map((_, side) => sum(membersOf(s, side).map((p) => points[p]!))) : null;
  let winner: number | null;
  if (loser !== undefined) winner = s.sides.length === 2 ? 1 - sideOf(s, loser) : null;
  else if (teams) winner = teamVictory(s, teams);
  else winner = limboVictory(s, contenders(s), points);
  const lost = lostSeats(s);
  s.result = { winner, points, ...(teams ? { teams } : {}), ...(lost.length ? { lost } : {}), reason };
  s.phase = "over";
  s.priority = null;
  s.decisions = [];
  ctx.ev.push({ type: "gameOver", result: s.result });
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Free-for-All seats that lost the game while it went on: by two consecutive mulligans ("perde la partita … la
 * partita NON finisce") or by conceding. Seat order. */
function lostSeats(s: GameState): number[] {
  const { lost, conceded } = s.seats;
  if (!lost?.length && !conceded?.length) return [];
  return allSeats(s).filter((p) => lost?.includes(p) || conceded?.includes(p));
}

/** The seats that may win on points: every seat but those that lost the game (a seat that only could not draw stays
 * one: §4.4.1 ends the game for it without a loss). */
function contenders(s: GameState): readonly number[] {
  const lost = lostSeats(s);
  return lost.length ? allSeats(s).filter((p) => !lost.includes(p)) : allSeats(s);
}

/** The smallest "N points or less" condition in a player's Limbo (Half Han), or null. */
function limboLimit(s: GameState, p: number): number | null {
  const xs = s.players[p]!.limbo.map((id) => defOf(s, id).script.limboVictoryAtMost).filter(
    (n): n is number => n !== undefined,
  );
  return xs.length ? Math.min(...xs) : null;
}

/** 2v2: the higher team total wins; "condizioni alternative di vittoria o perdita … sono condivise" — a teammate's
 * Limbo condition is the team's, read on the team's total. */
function teamVictory(s: GameState, teams: number[]): number | null {
  const normal = teams[0] === teams[1] ? null : teams[0]! > teams[1]! ? 0 : 1;
  const limit = teams.map((_, side) => {
    const xs = membersOf(s, side).flatMap((p) => limboLimit(s, p) ?? []);
    return xs.length ? Math.min(...xs) : null;
  });
  if (limit.every((l) => l === null)) return normal;
  const met = teams.flatMap((t, side) => (limit[side] !== null && t <= limit[side]! ? [side] : []));
  if (met.length === 1) return met[0]!;
  if (met.length > 1) return null;
  const free = teams.flatMap((_, side) => (limit[side] === null ? [side] : []));
  return free.length === 1 ? free[0]! : null;
}

/**
 * Free-for-All "Fine della Partita": a player who cannot draw to the hand size, or who loses by two mulligans, leaves
 * the confrontations (still playing wills and effects); the game goes on while at least two players can. True when the
 * game goes on.
 */
function leaveConfrontations(ctx: Ctx, p: number, reason: "cannotDraw" | "mulliganLoss"): boolean {
  const { s } = ctx;
  if (!isOut(s, p)) {
    s.seats.out.push(p);
    ctx.ev.push({ type: "out", player: p, reason });
  }
  // Why it left matters at the end: a mulligan loss is a loss (§4.4.1 "quel giocatore perde la partita"), the game
  // going on only for the others.
  if (reason === "mulliganLoss" && !s.seats.lost?.includes(p)) (s.seats.lost ??= []).push(p);
  if (living(s).length >= 2) return true;
  endGame(ctx, reason);
  return false;
}

// ——— recovery (§4.2.1) ———

export function canBeFirst(s: GameState, id: string): boolean {
  const c = cardOf(s, id);
  return (
    defOf(s, id).type === "manifestation" &&
    !hasKeyword(s, id, "noFirst") &&
    c.lockedTurn !== s.turn &&
    mayEnterConfrontation(s, id)
  );
}
const hasFirst = (s: GameState, p: number) => s.players[p]!.hand.some((id) => canBeFirst(s, id));
/** A First Manifestation of `p`'s side still there (Persist): no new one is chosen. */
const persisting = (s: GameState, p: number) =>
  sideStateOf(s, p).confrontation.some((id) => cardOf(s, id).enteredAs === "first");

/** §4.2.2 Rivelazione 1: `p` chooses a First Manifestation in secret (when it has one to choose). */
export function askFirst(ctx: Ctx, p: number): void {
  const options = ctx.s.players[p]!.hand.filter((id) => canBeFirst(ctx.s, id));
  if (options.length > 0)
    openDecision(ctx, { player: p, kind: "chooseFirst", options, min: 1, max: 1, prompt: "First Manifestation" });
}

/**
 * 2v2 "Rivelazione": "Ogni squadra può avere una singola Prima Manifestazione in campo. … i giocatori di ogni squadra
 * decidono chi dei due debba scegliere": a team decision when both teammates could, else the one who can chooses.
 */
function teamFirst(ctx: Ctx, side: number): void {
  const { s } = ctx;
  const members = membersOf(s, side);
  if (persisting(s, members[0]!)) return;
  const able = members.filter((p) => s.players[p]!.hand.some((id) => canBeFirst(s, id)));
  if (able.length === 1) return askFirst(ctx, able[0]!);
  if (able.length === 0) return;
  teamDecision(ctx, side, able, "teamFirst", "who chooses the team's First Manifestation");
}

/** A 2v2 team's choice of one of `seats` (options "P<seat>"), answered by either teammate. */
function teamDecision(
  ctx: Ctx,
  side: number,
  seats: readonly number[],
  kind: "teamFirst" | "teamVessel",
  prompt: string,
): void {
  openDecision(ctx, {
    player: seats[0]!,
    team: side,
    kind,
    options: seats.map((p) => `P${p}`),
    min: 1,
    max: 1,
    prompt,
  });
}

/** Draws up to the hand limit; false if the deck ran short (§4.4.1: the caller ends the game). */
function drawUp(ctx: Ctx, p: number): boolean {
  const need = handLimit(ctx.s, p) - ctx.s.players[p]!.hand.length;
  if (need <= 0) return true;
  return drawCards(ctx, p, need) === need;
}

/** §4.2.1 "Il Mulligan": show the hand, shuffle it into the deck, draw to the limit. */
export function mulligan(ctx: Ctx, p: number, voluntary: boolean): boolean {
  const { s } = ctx;
  const pl = s.players[p]!;
  ctx.ev.push({ type: "mulligan", player: p, voluntary, shown: pl.hand.map((id) => cardOf(s, id).def) });
  for (const id of [...pl.hand]) moveCard(ctx, id, "deck");
  const [deck, rng] = shuffle(pl.deck, s.rng);
  pl.deck = deck;
  s.rng = rng;
  pl.mulligans++;
  if (voluntary) pl.voluntaryMulligans++;
  if (drawUp(ctx, p)) return true;
  if (s.seats.mode === "ffa") {
    leaveConfrontations(ctx, p, "cannotDraw");
    return false;
  }
  // 2v2: a mulligan that cannot draw back up is a player short in this Recovery, as a short draw is.
  if (s.seats.mode === "2v2") {
    markShort(s, p);
    shortPlaysOn(ctx);
    return false;
  }
  endGame(ctx, "cannotDraw");
  return false;
}

/** 2v2: `p` could not reach the hand size in this turn's Recovery (a turn-scoped flag). */
function markShort(s: GameState, p: number): void {
  s.flags[`short:${p}`] = s.turn;
}

/**
 * 2v2 "Fine della Partita": "Se uno o più giocatori non possono raggiungere il tetto di carte richiesto durante il
 * recupero, ma il loro compagno sì, la partita non finisce immediatamente, ma si svolge l'ultimo turno" — while every
 * team has a member who reached it this turn is the last (true); a whole team short ends the game now (false).
 */
function shortPlaysOn(ctx: Ctx): boolean {
  const { s } = ctx;
  if (s.sides.every((_, side) => membersOf(s, side).some((q) => s.flags[`short:${q}`] !== s.turn))) {
    s.flags.lastTurn = s.turn + 1;
    return true;
  }
  endGame(ctx, "cannotDraw");
  return false;
}

/** Forced mulligans until a First Manifestation is in hand; the second one failing loses (§4.4.1). */
export function forcedMulligans(ctx: Ctx, p: number): void {
  const { s } = ctx;
  while (!s.result && !persisting(s, p) && !hasFirst(s, p)) {
    if (s.players[p]!.mulligans >= 2) {
      if (s.seats.mode === "ffa") return void leaveConfrontations(ctx, p, "mulliganLoss");
      return endGame(ctx, "mulliganLoss", p);
    }
    if (!mulligan(ctx, p, false)) return;
  }
}

// ——— priority and the stack ———

function openWindow(s: GameState): void {
  s.passed = [];
  s.priority = holderFor(s);
}

/** A pass (§2.3.3; Free-for-All "La Pila" 3): when every player has passed in a row, the top item resolves, or with an
 * empty stack the window closes. */
export function pass(ctx: Ctx, p: number, auto: boolean): void {
  const { s } = ctx;
  ctx.ev.push({ type: "passed", player: p, auto });
  s.passed.push(p);
  // A team passing its priority (2v2, outside the stack) passes for both teammates.
  if (teamPriority(s)) for (const q of teammatesOf(s, p)) if (!s.passed.includes(q)) s.passed.push(q);
  // A seat that conceded is out of the rotation: it neither holds priority nor is waited for.
  if (allSeats(s).some((q) => inRotation(s, q) && !s.passed.includes(q))) {
    s.priority = afterPass(s, p);
    return;
  }
  s.passed = [];
  if (s.stack.length > 0) resolveTop(ctx);
  else windowDone(ctx);
}

function abilityOf(s: GameState, item: StackItem): Ability | undefined {
  if (item.kind !== "ability") return undefined;
  return s.defs[item.def]?.script.abilities?.[item.ability];
}

/** §2.3.3 and §3.2 "Bersagli": the top item resolves; with no target still legal it does nothing. */
function resolveTop(ctx: Ctx): void {
  const { s } = ctx;
  const item = s.stack.pop()!;
  s.priority = null;
  let ops: unknown[] = [];
  let fizzled = false;
  const ability = abilityOf(s, item);
  const specs =
    item.kind === "card"
      ? (s.defs[cardOf(s, item.card).def]?.script.targets ?? [])
      : ability && ability.kind !== "static"
        ? (ability.targets ?? [])
        : [];
  if (specs.length > 0 && item.kind !== "supportFromInterzone") {
    const src = sourceOf(item);
    const by = item.kind === "ability" ? item.trigger?.player : undefined;
    const still = item.targets.map((t, i) =>
      t !== "" &&
      specs[i] &&
      isLegalTarget(s, item.controller, src, specs[i]!, t) &&
      fitsTriggerPlayer(s, specs[i]!, by, t)
        ? t
        : "",
    );
    if (item.targets.some((t) => t !== "") && still.every((t) => t === "")) fizzled = true;
    item.targets = still;
  }
  if (item.kind === "card") {
    const def = defOf(s, item.card);
    if (def.type !== "manifestation" && !fizzled) ops = def.automation === "manual" ? [] : (def.script.ops ?? []);
  } else if (item.kind === "ability" && !fizzled && ability && ability.kind !== "static") ops = ability.ops;
  s.resolving = { item, ops, pc: 0, chosen: [], answer: null, count: 0, frames: [{ ops, pc: 0 }] };
  ctx.ev.push({ type: "resolved", item: item.id, fizzled });
  const manual =
    item.kind === "manual" ||
    (item.kind === "card" &&
      defOf(s, item.card).automation === "manual" &&
      defOf(s, item.card).type === "ephemeral_will" &&
      !fizzled);
  if (manual)
    openDecision(ctx, {
      player: item.controller,
      kind: "manualResolve",
      options: ["done"],
      min: 1,
      max: 1,
      prompt: "apply the card's text with manual moves, then done",
      source: sourceOf(item),
    });
}

/** After the item's ops: the card goes where it belongs (§2.3 "Una Carta"); priority moves on. */
export function finishResolving(ctx: Ctx): void {
  const { s } = ctx;
  const r = s.resolving!;
  s.resolving = null;
  const item = r.item;
  if (item.kind === "card" && s.cards[item.card] && cardOf(s, item.card).zone === "stack") {
    const def = defOf(s, item.card);
    if (def.type === "ephemeral_will") moveCard(ctx, item.card, "limbo");
    else if (def.type === "persistent_will") {
      moveCard(ctx, item.card, "field", { player: item.controller });
      emit(ctx, "enterField", { card: item.card, player: item.controller });
    } else {
      // No Support this turn, or a Free-for-All seat that left the confrontations meanwhile: back to the hand.
      if (noPlayedSupport(s, item.controller)) moveCard(ctx, item.card, "hand");
      else {
        // Played from its owner's hand or Limbo: it enters under its owner's control (§3.2 "Zone di Gioco").
        moveCard(ctx, item.card, "confrontation", { as: "support" });
        // Played into Support: its "played" event came when it went on the stack.
        enteredConfrontation(ctx, item.card, item.controller, false, false, true);
      }
    }
  } else if (item.kind === "supportFromInterzone") {
    const c = s.cards[item.card];
    if (c && c.zone === "interzone" && c.controller === item.controller)
      enterSupport(ctx, item.card, item.controller, false, true);
  }
  afterStackChange(s);
}

function afterStackChange(s: GameState): void {
  s.passed = [];
  const top = s.stack[s.stack.length - 1];
  if (top) {
    // §2.3.4: after each resolution the next player after the top item's controller may act.
    s.priority = nextToAct(s, top.controller);
    return;
  }
  // The Revelation's triggers (§4.2.2 Rivelazione 4–5) resolved before the Reaction opened: the Reaction's first step
  // still runs ("Vengono innescati tutti gli effetti 'dopo la Rivelazione'"), then its window opens.
  if (TRIGGER_WINDOWS.includes(s.phase) || !WINDOWS.includes(s.phase) || (s.phase === "reaction" && s.step === 0)) {
    s.priority = null;
    return;
  }
  // §4.2.4 (Free-for-All "Fase Finale"): in the end phase, when a stack empties priority goes to the next player
  // clockwise from its starter.
  s.priority = s.phase === "end" && s.stackStarter !== null ? nextToAct(s, s.stackStarter) : holderFor(s);
  s.stackStarter = null;
}

const sacrificesWhenUnlinked = (d: CardDef) => d.script.sacrificeWhenUnlinked === true;

/**
 * Power at 0 or less destroys a manifestation on the field (§2.3.1 case 2). Passive exceptions for
 * "exactly 0": it only loses its effects (Life Sustainer), or an opponent's card with Greed Trap
 * takes it into their vessel instead.
 */
export function stateChecks(ctx: Ctx): void {
  const { s } = ctx;
  // A card borrowed "as long as <source> is on the field" goes back, when the source leaves, to whoever held it when
  // it was borrowed (Thought Saboteur taking back a card an opponent had taken: it returns to that opponent, whose
  // hold still lasts), its owner for a link saved without it. Every such link, the latest first.
  if (someDef(s, "lendsLinked", (d) => d.script.lendsLinked === true)) {
    for (const id in s.cards) {
      const gone = s.cards[id]!.mods.filter(
        (m): m is Extract<Modifier, { kind: "link" }> =>
          m.kind === "link" &&
          !!s.cards[m.source] &&
          !!defOf(s, m.source).script.lendsLinked &&
          !isOnField(s, m.source),
      );
      for (const link of gone.sort((x, y) => y.ts - x.ts)) {
        const c = cardW(s, id);
        c.mods = c.mods.filter((m) => m !== link);
        const back = link.from ?? c.owner;
        // A later borrow still holding it keeps it, and will give it back to whom this one would have.
        const later = c.mods.find(
          (m): m is Extract<Modifier, { kind: "link" }> =>
            m.kind === "link" && m.ts > link.ts && isOnField(s, m.source) && m.source !== link.source,
        );
        // (A copy: modifiers are shared with the state before this one.)
        if (later) c.mods = c.mods.map((m) => (m === later ? { ...later, from: back } : m));
        else if (c.controller !== back) changeControl(ctx, c.iid, isOut(s, back) ? c.owner : back);
      }
    }
  }
  // A will attached to a card that left the field is sacrificed (Parasitic Drill).
  if (someDef(s, "sacrificeWhenUnlinked", sacrificesWhenUnlinked))
    for (const side of s.sides) {
      for (const id of side.field.slice()) {
        if (
          defOf(s, id).script.sacrificeWhenUnlinked &&
          (cardOf(s, id).counters.Linked ?? 0) > 0 &&
          !Object.values(s.cards).some((c) => c.mods.some((m) => m.kind === "link" && m.source === id))
        )
          moveCard(ctx, id, "limbo");
      }
    }
  for (const p of allSeats(s)) {
    // A hand limited this turn: excess cards are discarded at once, the last arrived first (ruling 19).
    if (!handCapped(s, p)) continue;
    const hand = handCards(s, p);
    const excess = hand.length - handLimit(s, p);
    if (excess <= 0) continue;
    for (const id of hand.slice(-excess)) moveCard(ctx, id, "limbo");
    emitDiscard(ctx, p, excess);
  }
  for (const side of s.sides) {
    // A copy (a destroyed card leaves these lists); concat, not a spread: this runs after every step.
    for (const id of (side.confrontation as (string | null)[]).concat(side.interzone)) {
      if (id === null || !s.cards[id]) continue;
      const p = cardOf(s, id).controller;
      const power = powerOf(s, id);
      const base = basePowerOf(s, id);
      if (!(power < 0 || (power === 0 && base > 0))) continue;
      if (power === 0) {
        if (passiveOf(s, null, "zeroLosesEffects")) {
          if (!cardOf(s, id).mods.some((m) => m.kind === "loseEffects"))
            cardW(s, id).mods.push({ kind: "loseEffects", until: "permanent", ts: ++s.seq });
          continue;
        }
        // An opponent's Greed Trap (the first clockwise that has one) takes it.
        const taker = opponentsOf(s, p).find((q) => passiveOf(s, q, "zeroToYourVessel") && cardOf(s, id).owner !== q);
        if (taker !== undefined) {
          moveCard(ctx, id, "vessel", { player: taker });
          continue;
        }
      }
      destroyCard(ctx, id);
    }
  }
}

// ——— windows and steps ———

function next(s: GameState, phase: Phase): void {
  s.phase = phase;
  s.step = 0;
  s.priority = null;
  s.passed = [];
}

function windowDone(ctx: Ctx): void {
  const { s } = ctx;
  s.priority = null;
  switch (s.phase) {
    case "start":
      for (const id in s.cards) if (s.cards[id]!.exhausted) cardW(s, id).exhausted = false;
      return next(s, "draw");
    case "recoveryEnd":
      return next(s, "choose");
    case "beforeRevelation":
      return next(s, "reveal");
    case "reaction":
      return next(s, "resolution");
    case "resolution":
      return next(s, "placement");
    case "end":
      return next(s, "endTurn");
    case "endTurn":
      return next(s, "cleanup");
    default:
      return;
  }
}

function phaseEvent(ctx: Ctx): void {
  ctx.ev.push({ type: "phase", phase: ctx.s.phase });
}

const START_TEXT = /\bat the (beginning|start) of (the|each|every) turn\b/i;
const SEEN_ZONES = ["confrontation", "interzone", "field", "stalemate", "limbo", "vessel"];

/**
 * §4.2.1 Recovery 1: "at the beginning of the turn" effects. A manual card on the table whose text has one (The
 * Slumberer) gets its controller a window: a `manualResolve` decision, answered "done" after the manual moves.
 */
function manualStartWindows(ctx: Ctx): boolean {
  const { s } = ctx;
  // Most sets have no such card: asked once per set of definitions, not every turn for every card.
  if (!someDef(s, "manualStart", (d) => d.automation === "manual" && START_TEXT.test(d.text))) return false;
  const seen = new Set<number>();
  for (const c of Object.values(s.cards)) {
    const def = defOf(s, c.iid);
    if (def.automation !== "manual" || !SEEN_ZONES.includes(c.zone) || seen.has(c.controller)) continue;
    if (!START_TEXT.test(def.text)) continue;
    seen.add(c.controller);
    openDecision(ctx, {
      player: c.controller,
      kind: "manualResolve",
      options: ["done"],
      min: 1,
      max: 1,
      prompt: "beginning of the turn: apply the card's text with manual moves, then done",
      source: c.iid,
    });
  }
  return seen.size > 0;
}

/** One automatic step of the current phase. */
function step(ctx: Ctx): void {
  const { s } = ctx;
  const first = s.step === 0;
  if (first) phaseEvent(ctx);
  switch (s.phase) {
    case "start":
    case "recoveryEnd":
    case "endTurn": {
      if (first) {
        s.step = 1;
        if (s.phase === "start" && s.turn > 1) emitMany(ctx, "startTurn", {});
        if (s.phase === "recoveryEnd") emitMany(ctx, "endRecovery", {});
        if (s.phase === "endTurn") emitMany(ctx, "endTurn", {});
        return;
      }
      if (s.phase === "start" && s.step === 1 && s.turn > 1) {
        s.step = 2;
        if (manualStartWindows(ctx)) return;
      }
      return windowDone(ctx);
    }
    case "draw": {
      const order = clockwiseFrom(s, holderFor(s));
      // All draw (simultaneously); a player left short ends the game at once (§4.4.1), or in Free-for-All leaves the
      // confrontations, the game going on while two players can draw.
      const short = order.filter((p) => !drawUp(ctx, p));
      if (s.seats.mode === "2v2") {
        for (const p of short) markShort(s, p);
        if (short.length > 0 && !shortPlaysOn(ctx)) return;
      } else if (short.length > 0 && s.seats.mode !== "ffa") return endGame(ctx, "cannotDraw");
      if (s.seats.mode === "ffa")
        for (const p of short) if (!isOut(s, p) && !leaveConfrontations(ctx, p, "cannotDraw")) return;
      for (const p of order) {
        if (isOut(s, p)) continue;
        forcedMulligans(ctx, p);
        if (s.result) return;
      }
      return next(s, s.turn === 1 ? "mulligan" : "recoveryEnd");
    }
    case "mulligan": {
      if (first) {
        s.step = 1;
        for (const p of clockwiseFrom(s, holderFor(s))) {
          if (s.players[p]!.mulligans === 0 && !isOut(s, p))
            openDecision(ctx, {
              player: p,
              kind: "mulligan",
              options: ["keep", "mulligan"],
              min: 1,
              max: 1,
              prompt: "voluntary mulligan (−10 points)",
            });
        }
        return;
      }
      return next(s, "recoveryEnd");
    }
    case "choose": {
      if (first) {
        s.step = 1;
        for (const p of allSeats(s)) s.players[p]!.mulligans = 0;
        if (s.seats.mode === "2v2") {
          for (let side = 0; side < s.sides.length; side++) teamFirst(ctx, side);
          return;
        }
        for (const p of allSeats(s)) if (!persisting(s, p) && !isOut(s, p)) askFirst(ctx, p);
        return;
      }
      return next(s, "beforeRevelation");
    }
    case "beforeRevelation":
    case "reaction":
    case "end":
      if (first) {
        s.step = 1;
        if (s.phase === "reaction") emitMany(ctx, "afterRevelation", {});
        // Outside the confrontation (the end phase) holderFor is the last winner's (or the coin's).
        openWindow(s);
        return;
      }
      return;
    case "reveal": {
      const revealed: [number, string][] = [];
      for (const p of allSeats(s)) {
        const id = s.players[p]!.secretFirst;
        s.players[p]!.secretFirst = null;
        // Free-for-All "non può più prendere parte ai Confronti": a seat that left since choosing (it conceded)
        // reveals nothing; its choice stays in its hand.
        if (!id || cardOf(s, id).zone !== "hand" || isOut(s, p)) continue;
        moveCard(ctx, id, "confrontation", { as: "first" });
        ctx.ev.push({ type: "revealed", player: p, card: id, def: cardOf(s, id).def });
        revealed.push([p, id]);
      }
      // §4.2.2 Rivelazione 4–5: immediate effects, then "when it enters" effects.
      for (const [p, id] of revealed) emit(ctx, "revealedFirst", { card: id, player: p });
      // Revealing the First Manifestation is playing it (§3.2 "Giocare e Spostare").
      for (const [p, id] of revealed) emitMany(ctx, "youPlayCard", { card: id, player: p });
      for (const [p, id] of revealed) enteredConfrontation(ctx, id, p, false, false);
      return next(s, "reaction");
    }
    case "resolution": {
      if (first) {
        s.step = 1;
        const o = outcomeNow(s);
        s.outcome = { winner: o.winner };
        ctx.ev.push({ type: "confrontation", totals: o.totals, winner: o.winner, byTemperament: o.byTemperament });
        if (o.winner !== null) {
          const w = o.winner;
          const winners = membersOf(s, w);
          const losers = allSeats(s).filter((p) => sideOf(s, p) !== w && !isOut(s, p));
          s.lastWinner = winners[0]!;
          for (const p of winners) s.players[p]!.wonTurn = s.turn;
          for (const p of losers) s.players[p]!.lostTurn = s.turn;
          for (const id of s.sides[w]!.confrontation) emit(ctx, "wins", { card: id, player: cardOf(s, id).controller });
          for (const side of s.sides)
            if (side !== s.sides[w])
              for (const id of side.confrontation) emit(ctx, "loses", { card: id, player: cardOf(s, id).controller });
          for (const p of winners) emitMany(ctx, "youWin", { player: p });
          for (const p of losers) emitMany(ctx, "youLose", { player: p });
        } else emitMany(ctx, "anyStalemate", {});
        openWindow(s);
        return;
      }
      return;
    }
    case "placement":
      return placement(ctx);
    case "cleanup":
      return cleanup(ctx);
    case "over":
      return;
  }
}

/** Memory rules (§3.2) fire as the confrontation ends: "if it wins / loses, exile it"… A stalemate is neither a win nor
 * a loss (§4.2.3): only "otherwise" (notWins) and "when the confrontation ends" rules apply then. */
function applyMemory(ctx: Ctx, id: string, end: "won" | "lost" | "stalemate"): boolean {
  const c = ctx.s.cards[id];
  if (!c) return true;
  const won = end === "won";
  const rule = memoryRule(c, end);
  if (!rule) return false;
  if (rule.dest === "exile") moveCard(ctx, id, "exile");
  else if (rule.dest === "deckBottom") moveCard(ctx, id, "deck");
  else if (rule.dest === "hand") moveCard(ctx, id, "hand");
  // "…its owner puts it in the Empathic Vessel of an opponent of their choice as if it had lost" (Urocione): the one
  // the owner chose (askMemoryVessel), the only one at a table of two.
  else if (rule.dest === "vessel" && won)
    moveCard(ctx, id, "vessel", { player: rule.player ?? firstOpponent(ctx.s, c.owner) });
  // "…it returns to your Empathic Vessel" (Twist the Soul): its controller's, who borrowed it — never its owner's.
  else if (rule.dest === "controllerVessel" && won && c.controller !== c.owner)
    moveCard(ctx, id, "vessel", { player: c.controller });
  else return false;
  return true;
}

/** The memory rule that applies to a card as the confrontation ends (the first it remembers that fits the end). */
function memoryRule(c: CardState, end: "won" | "lost" | "stalemate"): Memory | undefined {
  const won = end === "won";
  return c.memory.find(
    (m) =>
      m.on === "confrontationEnds" ||
      (won ? m.on === "wins" : m.on === "notWins" || (end === "lost" && m.on === "loses")),
  );
}

/**
 * "If the Chained manifestation wins the confrontation, its owner puts it in the Empathic Vessel of an opponent of
 * their choice as if it had lost" (Urocione #22): with several opponents (Free-for-All, 2v2) the owner chooses whose
 * (a decision of kind `opponent`, options `P<seat>`, its card the source), one winning card at a time, before anything
 * moves. True while a choice is open.
 */
function askMemoryVessel(ctx: Ctx, w: number): boolean {
  const { s } = ctx;
  for (const id of s.sides[w]!.confrontation) {
    const c = cardOf(s, id);
    const rule = memoryRule(c, "won");
    if (rule?.dest !== "vessel" || rule.player !== undefined) continue;
    const opponents = opponentsOf(s, c.owner);
    if (opponents.length < 2) continue;
    openDecision(ctx, {
      player: c.owner,
      kind: "opponent",
      options: opponents.map((p) => `P${p}`),
      min: 1,
      max: 1,
      prompt: "whose Empathic Vessel",
      source: id,
    });
    return true;
  }
  return false;
}

/** The answer to askMemoryVessel: the card remembers the chosen opponent's vessel. */
export function chooseMemoryVessel(s: GameState, id: string, p: number): void {
  const c = s.cards[id];
  const rule = c && memoryRule(c, "won");
  if (!c || rule?.dest !== "vessel") return;
  cardW(s, id).memory = c.memory.map((m) => (m === rule ? { ...m, player: p } : m));
}

/** §4.2.3: the winner takes the opponent's manifestations; places their own one by one. */
function placement(ctx: Ctx): void {
  const { s } = ctx;
  const w = s.outcome?.winner ?? null;
  const inConfrontation = () => s.sides.flatMap((side) => side.confrontation);
  if (s.step === 0) {
    if (w !== null && askMemoryVessel(ctx, w)) return;
    s.step = 1;
    if (w === null) {
      // Each that enters the stalemate triggers "when … is put in the Stalemate Zone" (moveCard).
      for (const id of inConfrontation()) if (!applyMemory(ctx, id, "stalemate")) moveCard(ctx, id, "stalemate");
      return next(s, "end");
    }
    for (const [side, zone] of s.sides.entries())
      for (const id of [...zone.confrontation]) applyMemory(ctx, id, side === w ? "won" : "lost");
    const members = membersOf(s, w);
    // 2v2: "I due giocatori della squadra vincente decidono tra di loro in quale dei due Bacini Empatici mettere le
    // manifestazioni della squadra avversaria".
    if (s.seats.mode === "2v2" && opposingTaken(s, w).length > 0)
      return teamDecision(ctx, w, members, "teamVessel", "whose Empathic Vessel takes the opposing manifestations");
    return takeOpposing(ctx, members[0]!);
  }
  if (w === null) return next(s, "end");
  const own = [...inConfrontation(), ...s.stalemate].filter((id) => {
    const c = cardOf(s, id);
    return (
      sideOf(s, c.owner) === w &&
      !staysPut(s, id) &&
      !(
        c.zone === "confrontation" &&
        sideOf(s, c.controller) === w &&
        hasKeyword(s, id, "persist") &&
        c.enteredAs === "first"
      )
    );
  });
  if (own.length === 0) return next(s, "end");
  const seat = membersOf(s, w)[0]!;
  const options: string[] = [];
  for (const id of own) {
    options.push(`${id}:deck`);
    if (!hasKeyword(s, id, "noInterzone"))
      for (let i = 0; i < interzoneSize(s, seat); i++) if (!occupiedForGood(s, seat, i)) options.push(`${id}:slot${i}`);
  }
  openDecision(ctx, {
    player: seat,
    // 2v2: "Decidono quali manifestazioni mettere nell'interzona, o in fondo ai mazzi dei rispettivi proprietari".
    ...(s.seats.mode === "2v2" ? { team: w } : {}),
    kind: "placeWon",
    options,
    min: 1,
    max: 1,
    prompt: "bottom of the deck or an Interzone slot",
  });
}

/** The manifestations the winning side takes: each one in the confrontation and the stalemate owned by another side. */
function opposingTaken(s: GameState, w: number): string[] {
  return [...s.sides.flatMap((side) => side.confrontation), ...s.stalemate].filter(
    (id) => sideOf(s, cardOf(s, id).owner) !== w && !staysPut(s, id),
  );
}

/** §4.2.3 (Free-for-All: each player's kept apart, their owner says whose): into `taker`'s vessel; then the winners'
 * Persist manifestations stay as First. */
export function takeOpposing(ctx: Ctx, taker: number): void {
  const { s } = ctx;
  const w = s.outcome!.winner!;
  // Each entering an opponent's vessel triggers "when … enters the Empathic Vessel of an opponent" (moveCard).
  for (const id of opposingTaken(s, w)) moveCard(ctx, id, "vessel", { player: taker });
  for (const id of s.sides[w]!.confrontation) {
    if (hasKeyword(s, id, "persist")) cardW(s, id).enteredAs = "first";
  }
}

/** An Interzone space holding a card that cannot be replaced. */
function occupiedForGood(s: GameState, p: number, slot: number): boolean {
  const id = sideStateOf(s, p).interzone[slot];
  return !!id && cannotBeReplaced(s, id);
}

/** Applies one placeWon answer: the card goes under its owner's control (a winner, or a winner's teammate). */
export function placeOne(ctx: Ctx, choice: string): void {
  const { s } = ctx;
  const [id, where] = choice.split(":") as [string, string];
  // Entering the Interzone is announced by moveCard (trigger enterInterzone).
  if (where === "deck") moveCard(ctx, id, "deck");
  else moveCard(ctx, id, "interzone", { player: cardOf(s, id).owner, slot: Number(where.slice(4)) });
}

function cleanup(ctx: Ctx): void {
  const { s } = ctx;
  if (s.step === 0) {
    s.step = 1;
    for (const id in s.cards) {
      // Only the records whose modifiers end are rewritten (the others stay shared with the state this one copies).
      if (!s.cards[id]!.mods.some((m) => m.until === "turn" || m.until === "resolution" || m.until === "nextTurnEnd"))
        continue;
      const c = cardW(s, id);
      c.mods = c.mods
        .filter((m) => m.until !== "turn" && m.until !== "resolution")
        .map((m) => (m.until === "nextTurnEnd" ? { ...m, until: "turn" } : m));
    }
    for (const [p, pl] of s.players.entries()) {
      if (keepsEssence(s, p)) continue;
      const kept: typeof pl.essence = {};
      for (const [t, n] of Object.entries(pl.keptEssence) as [Temperament, number][])
        if (n > 0) kept[t] = Math.min(n, pl.essence[t] ?? 0);
      pl.essence = kept;
    }
    // Turn-scoped flags end; those set for the next turn ("the next turn that player's hand…") stay
    // (`uses:` flags count activations, they are not turns).
    s.flags = Object.fromEntries(
      Object.entries(s.flags).filter(([k, turn]) => turn > s.turn && !k.startsWith("uses:")),
    );
    s.outcome = null;
    for (const p of allSeats(s)) {
      const excess = s.players[p]!.hand.length - handLimit(s, p);
      if (excess > 0)
        openDecision(ctx, {
          player: p,
          kind: "excessToBottom",
          options: [...s.players[p]!.hand],
          min: excess,
          max: excess,
          prompt: "cards over the hand limit to the bottom of the deck",
        });
    }
    return;
  }
  // The last turn of a 2v2 whose player could not draw ("si svolge l'ultimo turno") ends the game.
  if (s.flags.lastTurn === s.turn + 1) return endGame(ctx, "cannotDraw");
  if (s.turn >= s.config.maxTurns) return endGame(ctx, "turnLimit");
  s.turn++;
  ctx.ev.push({ type: "turn", turn: s.turn });
  next(s, "start");
}

/** Runs automatic steps until a player must act or the game is over. */
export function advance(ctx: Ctx, onlyPass: (s: GameState, p: number) => boolean): void {
  const { s } = ctx;
  // Power checks after anything that may have changed the board (the first pass covers the action).
  let dirty = true;
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.result) return;
    if (s.decisions.length > 0) return;
    if (s.resolving) {
      if (continueResolving(ctx) === "wait") return;
      finishResolving(ctx);
      dirty = true;
      continue;
    }
    if (dirty) {
      stateChecks(ctx);
      dirty = false;
    }
    if (s.triggers.length > 0) {
      const holder = s.stack.length > 0 ? nextClockwise(s, s.stack[s.stack.length - 1]!.controller) : holderFor(s);
      if (!placeTriggers(ctx, holder)) return;
      continue;
    }
    if (s.priority !== null) {
      // Set from an action's controller (the stack's "giocatore successivo in senso orario"): skip who conceded.
      if (!inRotation(s, s.priority)) s.priority = nextToAct(s, s.priority);
      if (s.config.autoPass && onlyPass(s, s.priority)) {
        pass(ctx, s.priority, true);
        continue;
      }
      return;
    }
    if (s.stack.length > 0) {
      s.priority = holderFor(s);
      s.passed = [];
      continue;
    }
    step(ctx);
    dirty = true;
  }
  throw new Error("engine: the turn machine did not settle");
}
