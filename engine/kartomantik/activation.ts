// Whether an activated ability may be used now, and its costs (§3.1, §3.2), and when wills may be played from the
// Limbo: asked by apply.ts (the reducer, legalActions) and missed.ts (the plays legalActions misses), so it lives
// below both.
import type { Ability, Cost as AbilityCost } from "./cards/schema";
import {
  inHandOf,
  cardOf,
  handCards,
  checkStaticCondition,
  controlledBy,
  defOf,
  freeInterzone,
  hasEffects,
  passiveOf,
  someDef,
} from "./core";
import { tokensOf } from "./effects";
import { refuse } from "./errors";
import { sideStateOf } from "./seats";
import type { CardDef, GameAction, GameState, RuleError } from "./types";

export const ACTIVATION_PHASES = ["reaction", "resolution", "end"];
/** After the Revelation (§3.1), unless the ability says "Before the Revelation". */
export const phaseOk = (s: GameState, cost: AbilityCost) =>
  cost.beforeRevelation ? s.phase === "beforeRevelation" : ACTIVATION_PHASES.includes(s.phase);

/** "You may play Wills from your Limbo by paying 1 {H} instead of their normal tribute cost" (Ergorath). */
export const willsFromLimbo = (s: GameState, p: number) =>
  someDef(s, "willsFromLimbo", (d) =>
    (d.script.abilities ?? []).some((a) => a.kind === "static" && a.effect.kind === "willsFromLimbo"),
  ) && passiveOf(s, p, "willsFromLimbo");
export const LIMBO_WILL = { cost: { hollow: 1 }, type: "will" };

/** An activation's tribute, plus N essences per counter when the cost says so ("{H} for each Burn counter"). */
export function tributeOf(s: GameState, card: string, cost: AbilityCost): NonNullable<AbilityCost["tribute"]> {
  const per = cost.tributePerCounter;
  if (!per) return cost.tribute ?? {};
  const n = cardOf(s, card).counters[per.counter] ?? 0;
  return { ...cost.tribute, [per.temperament]: (cost.tribute?.[per.temperament] ?? 0) + n };
}

export function sourceZoneOk(s: GameState, id: string, cost: AbilityCost): boolean {
  const z = cardOf(s, id).zone;
  if (cost.where === "confrontation" || cost.where === "interzone") return z === cost.where;
  // "As long as it is in an opponent's Empathic Vessel" (its owner activates it there).
  if (cost.where === "opponentVessel") return z === "vessel" && !s.players[cardOf(s, id).owner]!.vessel.includes(id);
  if (cost.where === "hand") return z === "hand" && s.players[cardOf(s, id).owner]!.secretFirst !== id;
  return z === "confrontation" || z === "interzone" || z === "field";
}

export function activatedAbility(
  s: GameState,
  card: string,
  index: number,
): Extract<Ability, { kind: "activated" }> | null {
  const c = s.cards[card];
  if (!c) return null;
  const a = defOf(s, card).script.abilities?.[index];
  return a?.kind === "activated" && hasEffects(s, card) ? a : null;
}

/** Cost checks of an activated ability (everything but the tribute and targets). */
export function costProblem(
  s: GameState,
  p: number,
  card: string,
  index: number,
  cost: AbilityCost,
  extra: string[],
  x: number | undefined,
): RuleError | null {
  const c = cardOf(s, card);
  if (cost.exhaust && c.exhausted) return refuse("exhausted", "§3.1");
  if (cost.phases && !cost.phases.includes(s.phase as "end")) return refuse("wrong_phase", "§3.1");
  if (cost.interzoneSpace && freeInterzone(s, p) === 0) return refuse("cost_unpaid", "§1.3");
  if (cost.cond && !checkStaticCondition(s, card, cost.cond)) return refuse("cost_unpaid", "§3.1");
  if (cost.oncePerTurn && s.flags[`once:${card}:${index}`] === s.turn) return refuse("cost_unpaid", "§3.1");
  if (cost.perTurn !== undefined && (s.flags[`uses:${card}:${index}`] ?? 0) >= cost.perTurn)
    return refuse("cost_unpaid", "§3.1");
  if (cost.maxUses !== undefined && (c.counters.Uses ?? 0) >= cost.maxUses) return refuse("cost_unpaid", "§3.1");
  if (cost.removeCounters) {
    const have = c.counters[cost.removeCounters.counter] ?? 0;
    const n = cost.removeCounters.any || cost.removeCounters.all ? (x ?? 0) : cost.removeCounters.n;
    if (n < 1 || have < n || (cost.removeCounters.all && n !== have)) return refuse("cost_unpaid", "§3.2");
  }
  const needHand = cost.discard ?? 0;
  const needLimbo = cost.exileFromLimbo ?? 0;
  const needToken = cost.sacrificeToken ? 1 : 0;
  const needStalemate = cost.stalemateFromInterzone ?? 0;
  if (extra.length !== needHand + needLimbo + needToken + needStalemate) return refuse("cost_unpaid", "§3.1");
  const hand = extra.slice(0, needHand);
  const limbo = extra.slice(needHand, needHand + needLimbo);
  if (needToken && !tokensOf(s, card, p).includes(extra[needHand + needLimbo]!)) return refuse("cost_unpaid", "§3.1");
  // "Put into stalemate a manifestation in your Interzone" (not the source itself).
  if (
    extra
      .slice(needHand + needLimbo + needToken)
      .some(
        (id) =>
          id === card ||
          s.cards[id]?.zone !== "interzone" ||
          !controlledBy(s, id, p) ||
          defOf(s, id).type !== "manifestation",
      )
  )
    return refuse("cost_unpaid", "§3.1");
  if (hand.some((id) => !inHandOf(s, id, p))) return refuse("cost_unpaid", "§3.1");
  if (
    limbo.some(
      (id) => s.cards[id]?.zone !== "limbo" || s.cards[id]?.owner !== p || defOf(s, id).type !== "manifestation",
    )
  )
    return refuse("cost_unpaid", "§3.1");
  if (new Set(extra).size !== extra.length) return refuse("cost_unpaid", "§3.1");
  return null;
}

/** The zones an activated ability may be used from (its cost's `where` narrows them: sourceZoneOk). */
export const ABILITY_ZONES: readonly string[] = ["confrontation", "interzone", "field", "vessel", "hand"];

/** Cards an extra cost takes: `n` of `candidates`. An action's `extra` lists its groups' cards in this order (the order
 * costProblem and playWill read them). */
export interface ExtraGroup {
  kind: "discard" | "exileFromHand" | "exileFromLimbo" | "sacrificeToken" | "stalemateFromInterzone";
  n: number;
  candidates: string[];
}

/** The extra cost of will `card` of `p`, at most one group: a card of the hand to discard or exile (not the will, not
 * the secret First), or cards of the Limbo to exile (not the will itself, played from there). */
export function willExtras(s: GameState, p: number, card: string, def: CardDef): ExtraGroup[] {
  const ex = def.script.extraCost;
  if (ex?.discard || ex?.exileFromHand)
    return [
      {
        kind: ex.discard ? "discard" : "exileFromHand",
        n: 1,
        candidates: handCards(s, p).filter(
          (id) => id !== card && (ex.discard === "card" || defOf(s, id).type === "manifestation"),
        ),
      },
    ];
  if (ex?.exileFromLimbo)
    return [
      { kind: "exileFromLimbo", n: ex.exileFromLimbo, candidates: s.players[p]!.limbo.filter((id) => id !== card) },
    ];
  return [];
}

/** The extra costs of an ability of `card` (its `cost`) for `p`: cards of the hand to discard, manifestations of the
 * Limbo to exile, a token to sacrifice, manifestations of the Interzone to put into stalemate (not the source). */
export function abilityExtras(s: GameState, p: number, card: string, cost: AbilityCost): ExtraGroup[] {
  const out: ExtraGroup[] = [];
  if (cost.discard)
    out.push({ kind: "discard", n: cost.discard, candidates: handCards(s, p).filter((id) => id !== card) });
  if (cost.exileFromLimbo)
    out.push({
      kind: "exileFromLimbo",
      n: cost.exileFromLimbo,
      candidates: s.players[p]!.limbo.filter((id) => defOf(s, id).type === "manifestation"),
    });
  if (cost.sacrificeToken) out.push({ kind: "sacrificeToken", n: 1, candidates: tokensOf(s, card, p) });
  if (cost.stalemateFromInterzone)
    out.push({
      kind: "stalemateFromInterzone",
      n: cost.stalemateFromInterzone,
      candidates: sideStateOf(s, p).interzone.filter(
        (id): id is string => !!id && id !== card && controlledBy(s, id, p) && defOf(s, id).type === "manifestation",
      ),
    });
  return out;
}

/** A will played: the optional fields only when there is something in them (the shape apply and the phone compare). */
export function willAction(p: number, card: string, targets: string[], tribute: string[], extra: string[]): GameAction {
  return {
    type: "playWill",
    player: p,
    card,
    targets,
    tribute: { cards: tribute },
    ...(extra.length ? { extra } : {}),
  };
}

/** An ability activated, shaped as willAction. */
export function activateAction(
  p: number,
  card: string,
  ability: number,
  targets: string[],
  tribute: string[],
  extra: string[],
  x: number | undefined,
): GameAction {
  return {
    type: "activate",
    player: p,
    card,
    ability,
    targets,
    tribute: { cards: tribute },
    ...(extra.length ? { extra } : {}),
    ...(x !== undefined ? { x } : {}),
  };
}
