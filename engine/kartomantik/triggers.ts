// Triggered effects (§3.1 "Innescati"): an event queues the abilities waiting for it; before any
// player acts again the queue goes on the stack — the priority holder's first, each player
// ordering their own (a decision when there are several), targets declared as they go (§3.2).
import type { Ability, TargetSpec, Trigger } from "./cards/schema";
import {
  cardOf,
  checkStaticCondition,
  controlledBy,
  defOf,
  defsInfo,
  hasEffects,
  hasTriggers,
  isProtectedFrom,
  matches,
  select,
  temperamentOf,
  type Ctx,
} from "./core";
import { listenersOf } from "./listeners";
import { openDecision, sourceInLog } from "./open-decision";
import { allSeats, clockwiseFrom, nextClockwise, opponentsOf, sameSide } from "./seats";
import { FIELD, type GameState, type QueuedTrigger, type StackItem, type TriggerContext, type Zone } from "./types";

type On = Trigger["on"];

/** Events about one card: only that card's own abilities listen. */
const SELF_EVENTS: readonly On[] = [
  "revealedFirst",
  "enterConfrontation",
  "enterField",
  "enterInterzone",
  "enterSupport",
  "enterSupportFromInterzone",
  "wins",
  "loses",
  "stalemated",
  "usedAsTribute",
  "enterOpposingVessel",
  "enterLimbo",
];

function zoneOk(s: GameState, id: string, where: Trigger["where"]): boolean {
  const z = cardOf(s, id).zone;
  if (!where || where === "field") return z === "confrontation" || z === "interzone" || z === "field";
  if (where === "anywhere") return true;
  return z === where;
}

function abilityList(s: GameState, id: string): Ability[] {
  return defOf(s, id).script.abilities ?? [];
}

/**
 * Whether a watching card's trigger concerns this event's player. 2v2 "Controllo delle Carte" ("considera anche carte
 * o effetti controllati dal suo compagno di squadra"): a trigger about cards "under your control" / "you control"
 * reads the team, one about what "you" do (play, put, discard, use, win, lose) the seat itself, one about "a player"
 * every seat (engine/README.md, "Triggers").
 */
function concerns(on: On, controller: number, ctx: TriggerContext, s: GameState): boolean {
  switch (on) {
    case "youWin":
    case "youLose":
    case "youPlayWill":
    case "youPlayWillFromHand":
    case "youPlayEphemeral":
    case "youDiscard":
    case "youUseTribute":
    case "youSupportNonTranscendent":
    case "youSupport":
    case "youPlaySupport":
    case "youLosePoints":
    case "youPlayCard":
    case "excessLeft":
    case "yourManifestationUsedAsTribute": // "While you are using a manifestation as tribute": the payer.
      return ctx.player === controller;
    case "yourManifestationEnters":
    case "yourManifestationEntersSupport":
    case "yourManifestationTargetedByWill":
    case "yourManifestationLosesPower":
      return ctx.player !== undefined && sameSide(s, ctx.player, controller);
    case "opposingManifestationGainsPower":
    case "opponentPlaysWill":
    case "opponentSupports":
    case "opponentDiscards":
    case "opponentManifestationDestroyed":
      return ctx.player !== undefined && !sameSide(s, ctx.player, controller);
    // Ownership is never shared ("la proprietà … rimane al proprietario").
    case "yourCardEntersOpposingVessel":
    case "yourCardToLimboFromConfrontation":
      return ctx.card !== undefined && s.cards[ctx.card]?.owner === controller;
    default:
      return true;
  }
}

function queue(s: GameState, source: string, ability: number, ctx: TriggerContext): void {
  const c = cardOf(s, source);
  const a = abilityList(s, source)[ability];
  if (a?.kind === "trigger" && a.cond && !checkStaticCondition(s, source, a.cond)) return;
  s.triggers.push({ source, def: c.def, ability, controller: c.controller, ctx });
}

/** An event about one card (it entered, won, lost, was used as tribute…). */
export function emit(ctx: Ctx, on: On, info: TriggerContext): void {
  const { s } = ctx;
  if (!defsInfo(s).triggers.has(on)) return;
  if (!SELF_EVENTS.includes(on)) return emitMany(ctx, on, info);
  const id = info.card;
  if (!id || !s.cards[id]) return;
  if (!hasTriggers(defOf(s, id)) || !hasEffects(s, id)) return;
  abilityList(s, id).forEach((a, i) => {
    if (a.kind !== "trigger" || a.trigger.on !== on) return;
    if (a.trigger.asSupport && cardOf(s, id).enteredAs !== "support") return;
    if (a.trigger.where && a.trigger.where !== "anywhere" && !zoneOk(s, id, a.trigger.where)) return;
    queue(s, id, i, info);
  });
}

/** An event cards on the field (or where their trigger says) watch for. */
export function emitMany(ctx: Ctx, on: On, info: TriggerContext): void {
  const { s } = ctx;
  if (!defsInfo(s).triggers.has(on)) return;
  for (const id of listenersOf(s, on)) {
    const c = s.cards[id];
    if (!c || !hasEffects(s, id)) continue;
    const abilities = abilityList(s, id);
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (a.kind !== "trigger" || a.trigger.on !== on) continue;
      if (!zoneOk(s, id, a.trigger.where)) continue;
      if (!concerns(on, c.controller, info, s)) continue;
      if (
        on === "linkedAbilityUsed" &&
        !(info.card && s.cards[info.card]?.mods.some((m) => m.kind === "link" && m.source === id))
      )
        continue;
      if (
        a.trigger.temperament &&
        !(
          info.card &&
          s.cards[info.card] &&
          s.defs[s.cards[info.card]!.def]?.temperaments.includes(a.trigger.temperament)
        )
      )
        continue;
      queue(s, id, i, info);
    }
  }
}

/** A player as a target: "P<seat>". */
const PLAYER_TARGETS = Array.from({ length: 5 }, (_, p) => `P${p}`);

/** Target ids a spec allows for `player` (§3.2 "Bersagli"); protected cards are left out. */
export function legalTargets(s: GameState, player: number, source: string | null, spec: TargetSpec): string[] {
  if (spec.kind === "player")
    return (spec.who === "opponent" ? opponentsOf(s, player) : allSeats(s)).map((p) => PLAYER_TARGETS[p]!);
  if (spec.kind === "stack") {
    return s.stack
      .filter((it) => {
        if (spec.yours && !sameSide(s, it.controller, player)) return false;
        if (spec.targetsField && !it.targets.some((t) => FIELD.includes(s.cards[t]?.zone as Zone))) return false;
        if (
          spec.targetsConfrontation &&
          (sameSide(s, it.controller, player) || !it.targets.some((t) => s.cards[t]?.zone === "confrontation"))
        )
          return false;
        if (spec.type === "effect") {
          if (it.kind !== "ability") return false;
          // Nullifying Radiance: an opponent's effect of the chosen temperament that targets a card of yours.
          if (spec.opponents && sameSide(s, it.controller, player)) return false;
          if (spec.targetsYours && !it.targets.some((t) => controlledBy(s, t, player))) return false;
          if (
            spec.chosenTemperament &&
            !(
              source &&
              s.cards[source] &&
              s.cards[it.source] &&
              (cardOf(s, source).counters[temperamentOf(s, it.source)] ?? 0) > 0
            )
          )
            return false;
          return true;
        }
        if (spec.type === "cardOrEffect") return it.kind === "ability" || it.kind === "card";
        if (it.kind !== "card") return false;
        const def = defOf(s, it.card);
        if (spec.type === "ephemeral_will" && def.type !== "ephemeral_will") return false;
        if (spec.type === "will" && def.type === "manifestation") return false;
        if (spec.costMax !== undefined && Object.values(def.cost).reduce((a, b) => a + (b ?? 0), 0) > spec.costMax)
          return false;
        if (spec.targetsYours && !it.targets.some((t) => controlledBy(s, t, player))) return false;
        return true;
      })
      .map((it) => `S${it.id}`);
  }
  return select(s, player, source, spec.sel).filter((id) => !isProtectedFrom(s, id, player));
}

/** Selector `ofTriggerPlayer` (Greed Trap's "controlled by that opponent"): the target is under the control of the
 * player whose action set the trigger off. Read where a trigger's targets are declared and checked again, with the
 * trigger's player (`matches` has no trigger to read). */
export function fitsTriggerPlayer(s: GameState, spec: TargetSpec, player: number | undefined, id: string): boolean {
  return spec.kind !== "card" || !spec.sel.ofTriggerPlayer || (player !== undefined && controlledBy(s, id, player));
}

export function isLegalTarget(
  s: GameState,
  player: number,
  source: string | null,
  spec: TargetSpec,
  id: string,
): boolean {
  if (spec.kind === "card")
    return s.cards[id] !== undefined && matches(s, player, source, id, spec.sel) && !isProtectedFrom(s, id, player);
  return legalTargets(s, player, source, spec).includes(id);
}

export function pushItem(ctx: Ctx, item: StackItem): void {
  const { s } = ctx;
  if (s.stack.length === 0) s.stackStarter = item.controller;
  s.stack.push(item);
  // §2.3.2 (Free-for-All "La Pila" 1): after an action goes on the stack, priority passes to the next player clockwise.
  s.priority = nextClockwise(s, item.controller);
  s.passed = [];
  // "Whenever the effect of that Will is triggered or activated" (Parasitic Drill).
  if (item.kind === "ability" && defsInfo(s).triggers.has("linkedAbilityUsed"))
    emitMany(ctx, "linkedAbilityUsed", { card: item.source, player: item.controller });
  // "If a manifestation on the field you control becomes the target of a Will on the stack" (Absent Trinket).
  if (
    item.kind === "card" &&
    defsInfo(s).triggers.has("yourManifestationTargetedByWill") &&
    defOf(s, item.card).type !== "manifestation"
  ) {
    for (const t of item.targets) {
      const c = s.cards[t];
      if (c && FIELD.includes(c.zone) && defOf(s, t).type === "manifestation")
        emitMany(ctx, "yourManifestationTargetedByWill", { card: t, player: c.controller });
    }
  }
}

/**
 * Puts queued triggers on the stack (§3.1): the holder's first, then the others' clockwise; a player
 * with several orders them; each trigger's targets are declared before it goes on.
 * Returns false while a decision is pending.
 */
export function placeTriggers(ctx: Ctx, holder: number): boolean {
  const { s } = ctx;
  if (s.triggers.length === 0) return true;
  if (!s.placing) {
    // Stable sort: holder's triggers first, then each other player's, clockwise.
    const order = clockwiseFrom(s, holder);
    s.triggers = order.flatMap((p) => s.triggers.filter((t) => t.controller === p));
    s.placing = { ordered: [], targets: [] };
  }
  const placing = s.placing;
  while (s.triggers.length > 0) {
    const next = s.triggers[0]!;
    const p = next.controller;
    if (!placing.ordered.includes(p)) {
      const mine = s.triggers.filter((t) => t.controller === p);
      placing.ordered.push(p);
      if (mine.length > 1 && new Set(mine.map((t) => `${t.source}/${t.ability}`)).size > 1) {
        openDecision(ctx, {
          player: p,
          kind: "orderTriggers",
          options: mine.map((_, i) => String(i)),
          min: mine.length,
          max: mine.length,
          prompt: "order",
        });
        return false;
      }
    }
    // Read from the queued definition: the source may have left the game since (a token ceases to exist), and "that
    // effect goes on the stack even if the card that generated it is leaving the game" (Indipendenza degli Effetti).
    const ability = s.defs[next.def]?.script.abilities?.[next.ability];
    const specs = ability?.kind === "trigger" ? (ability.targets ?? []) : [];
    while (placing.targets.length < specs.length) {
      const spec = specs[placing.targets.length]!;
      const options = legalTargets(s, p, next.source, spec).filter(
        (id) => !placing.targets.includes(id) && fitsTriggerPlayer(s, spec, next.ctx.player, id),
      );
      if (options.length === 0) {
        if (ability?.kind === "trigger" && ability.optionalTargets) {
          placing.targets.push("");
          continue;
        }
        // No legal target: the trigger cannot go on the stack (§3.2 "Legalità").
        s.triggers.shift();
        placing.targets = [];
        break;
      }
      if (options.length === 1 && !(ability?.kind === "trigger" && ability.optionalTargets)) {
        placing.targets.push(options[0]!);
        continue;
      }
      const optional = ability?.kind === "trigger" && ability.optionalTargets;
      openDecision(ctx, {
        player: p,
        kind: "targets",
        options,
        min: optional ? 0 : 1,
        max: 1,
        prompt: `target ${placing.targets.length}`,
        source: next.source,
      });
      return false;
    }
    if (s.triggers[0] !== next) continue;
    s.triggers.shift();
    const item: StackItem = {
      id: ++s.nextId,
      kind: "ability",
      source: next.source,
      def: next.def,
      ability: next.ability,
      controller: p,
      targets: placing.targets,
      x: next.ctx.amount ?? 0,
      trigger: next.ctx,
    };
    placing.targets = [];
    pushItem(ctx, item);
    const source = sourceInLog(s, next.source);
    ctx.ev.push({ type: "triggered", player: p, source, ability: next.ability, item: item.id });
  }
  s.placing = null;
  return true;
}

/** Applies a player's trigger order: choice lists their triggers' indices, bottom of the stack first. */
export function orderTriggers(s: GameState, player: number, choice: string[]): void {
  const mine = s.triggers.filter((t) => t.controller === player);
  const ordered: QueuedTrigger[] = choice.map((i) => mine[Number(i)]!);
  // The player's triggers are one group in the queue (placeTriggers sorts them): reordered where they stand.
  let k = 0;
  s.triggers = s.triggers.map((t) => (t.controller === player ? ordered[k++]! : t));
}
