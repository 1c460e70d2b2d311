// What a player's phone needs to compose a play itself (pick, then confirm): `legalActions` lists each play once per
// target combination (capped) with one canonical tribute (findTribute: fewest cards, least power) and the first cards
// of an extra cost, which is what a bot needs; a player may choose otherwise (§2.1: "Scegli dalla tua mano una o più
// Manifestazioni dell'Umore del tributo"). For every card or ability `legalActions` offers, its choices as plain
// data: each target's legal candidates, the extra cost's cards (how many, among which), X's range, the tribute's cost
// and the manifestations that may pay it, with the essences each gives. Only ids the player may see: its own cards
// and legal targets in public zones (a hidden card of another player is left out). `apply` still judges the action.
// A play `legalActions` misses entirely (its caps: the first three cards of a will's discard, the first cards of an
// ability's extra cost, the first target combinations) is found by a bounded search (missedPlays) and listed too.
import { cardOf, defOf } from "./core";
import { applyEssence, tributeSources, unitOptions, willCost, type Cost, type Units } from "./tribute";
import { costTotal, paymentStatus } from "./essence";
import { overCounters } from "./tribute-passives";
import { activatedAbility, apply, legalActions, LIMBO_WILL, tributeOf, willsFromLimbo } from "./apply";
import { abilityExtras, willExtras, type ExtraGroup } from "./activation";
import { isRuleError } from "./errors";
import { legalTargets } from "./triggers";
import { targetHolder } from "./effects";
import { cardVisible } from "./view";
import { missedActions } from "./missed";
import type { GameAction, GameState } from "./types";

/** One target the card or ability names: the legal candidates now; `optional`: it may be left empty ("any number"). */
export interface TargetChoice {
  candidates: string[];
  optional: boolean;
}

/** What a play's targets must fit together beyond each one's candidates (effects.ts targetsFit), with what the phone
 * needs to leave out a candidate that would not fit the others chosen. */
export interface TargetsRule {
  /** "… in the Interzone / the Empathic Vessel of an opponent": all in one player's zone; each candidate's. */
  holders?: Record<string, string>;
  /** "for a maximum total value of N points", and each candidate's points. */
  pointsMax?: number;
  points?: Record<string, number>;
}

/** Cards an extra cost takes, `n` of `candidates`, in the order the action's `extra` lists the groups. */
export type ExtraChoice = ExtraGroup;

export interface TributeChoice {
  /** The tribute's cost, and what the cards must pay after the excess essence is spent (§2.1 "Essenze in Eccesso"). */
  cost: Cost;
  need: Cost;
  /** The manifestations that may pay it now, with the essences each may give (one alternative per temperament). */
  candidates: { card: string; gives: Units[] }[];
  /** Whether a payment other than the canonical one exists (else the tribute leaves nothing to choose). */
  alternatives: boolean;
}

/** A play with its choices; `canonical` is the first action `legalActions` lists for it (what its button sends). */
export interface PlayChoice {
  type: "playWill" | "activate";
  card: string;
  ability?: number;
  canonical: GameAction;
  targets: TargetChoice[];
  /** Absent where each target is free of the others. */
  targetsRule?: TargetsRule;
  extra: ExtraChoice[];
  /** "Remove any number of counters": X from min to max. */
  x?: { min: number; max: number };
  tribute: TributeChoice;
  /** A play `legalActions` does not list (its caps missed every way of making it): `canonical` is one way the search
   * found, accepted by `apply`; the phone offers it with its own button and the composer. */
  missed?: true;
}

/** The rule a play's targets fit together by, with each candidate card's holder or points; none for free targets. */
function targetsRule(
  s: GameState,
  ability: { targetsPointsMax?: number; targetsOneHolder?: boolean },
  targets: readonly TargetChoice[],
): TargetsRule | null {
  if (!ability.targetsOneHolder && ability.targetsPointsMax === undefined) return null;
  const cards = [...new Set(targets.flatMap((t) => t.candidates))].filter((id) => s.cards[id]);
  const each = <T>(f: (id: string) => T) => Object.fromEntries(cards.map((id) => [id, f(id)]));
  return {
    ...(ability.targetsOneHolder && { holders: each((id) => targetHolder(s, id)) }),
    ...(ability.targetsPointsMax !== undefined && {
      pointsMax: ability.targetsPointsMax,
      points: each((id) => defOf(s, id).points),
    }),
  };
}

const MAX_PAYMENTS_TRIED = 4096;

/** Whether a valid payment (§2.1: covering, no card superfluous) other than `canonical` exists among `candidates`. */
function otherPayment(s: GameState, need: Cost, candidates: TributeChoice["candidates"], canonical: string[]): boolean {
  if (costTotal(need) === 0) return false;
  const key = [...canonical].sort().join(",");
  let budget = MAX_PAYMENTS_TRIED;
  const pick: number[] = [];
  const found = (start: number, size: number): boolean => {
    if (pick.length === size) {
      // Too many to try: say there is a choice (the composer then shows the candidates; apply judges the pick).
      if (--budget < 0) return true;
      const cards = pick.map((i) => candidates[i]!.card);
      if ([...cards].sort().join(",") === key) return false;
      return (
        paymentStatus(
          need,
          pick.map((i) => candidates[i]!.gives),
        ) === "ok" && !overCounters(s, cards)
      );
    }
    for (let i = start; i < candidates.length; i++) {
      pick.push(i);
      const hit = found(i + 1, size);
      pick.pop();
      if (hit) return true;
    }
    return false;
  };
  for (let size = 1; size <= candidates.length; size++) if (found(0, size)) return true;
  return false;
}

function tributeChoice(
  s: GameState,
  p: number,
  cost: Cost,
  card: string,
  canonical: GameAction & { tribute?: { cards: string[] }; extra?: string[] },
): TributeChoice {
  const { rest } = applyEssence(cost, s.players[p]!.essence);
  const candidates = tributeSources(s, p)
    .filter((id) => id !== card && cardVisible(s, p, id))
    .map((id) => ({ card: id, gives: unitOptions(s, id).map((u) => ({ ...u })) }));
  const usable = candidates.filter((c) => !(canonical.extra ?? []).includes(c.card));
  return {
    cost: { ...cost },
    need: rest,
    candidates,
    alternatives: otherPayment(s, rest, usable, canonical.tribute?.cards ?? []),
  };
}

function targetChoices(s: GameState, p: number, card: string, specs: readonly unknown[], optional: boolean) {
  return specs.map((spec): TargetChoice => ({
    candidates: legalTargets(s, p, card, spec as Parameters<typeof legalTargets>[3]).filter((id) =>
      cardVisible(s, p, id),
    ),
    optional,
  }));
}

function willChoice(s: GameState, p: number, a: Extract<GameAction, { type: "playWill" }>): PlayChoice {
  const def = defOf(s, a.card);
  const fromLimbo = cardOf(s, a.card).zone === "limbo" && willsFromLimbo(s, p);
  const specs = def.automation === "manual" ? [] : (def.script.targets ?? []);
  const extra = willExtras(s, p, a.card, def);
  const targets = targetChoices(s, p, a.card, specs, !!def.script.optionalTargets);
  const rule = targetsRule(s, def.automation === "manual" ? {} : def.script, targets);
  return {
    type: "playWill",
    card: a.card,
    canonical: a,
    targets,
    ...(rule && { targetsRule: rule }),
    extra,
    tribute: tributeChoice(s, p, willCost(s, p, fromLimbo ? LIMBO_WILL : def), a.card, a),
  };
}

function abilityChoice(s: GameState, p: number, a: Extract<GameAction, { type: "activate" }>): PlayChoice | null {
  const ability = activatedAbility(s, a.card, a.ability);
  if (!ability) return null;
  const cost = ability.cost;
  const extra = abilityExtras(s, p, a.card, cost);
  const have = cardOf(s, a.card).counters[cost.removeCounters?.counter ?? ""] ?? 0;
  const targets = targetChoices(s, p, a.card, ability.targets ?? [], !!ability.optionalTargets);
  const rule = targetsRule(s, ability, targets);
  return {
    type: "activate",
    card: a.card,
    ability: a.ability,
    canonical: a,
    targets,
    ...(rule && { targetsRule: rule }),
    extra,
    ...(cost.removeCounters?.any ? { x: { min: 1, max: have } } : {}),
    tribute: tributeChoice(s, p, tributeOf(s, a.card, cost), a.card, a),
  };
}

/**
 * The plays `player` may make now that `legal` (legalActions' list) has no action for (missed.ts), each with one way
 * of making it `apply` accepts as `canonical`. Searched only while the player holds priority (`legal` has a pass);
 * `listed`: the plays already offered ("w:card", "a:card:ability").
 */
function missedPlays(s: GameState, p: number, legal: readonly GameAction[], listed: ReadonlySet<string>): PlayChoice[] {
  if (!legal.some((a) => a.type === "pass")) return [];
  const found = missedActions(s, p, {
    visible: (id) => cardVisible(s, p, id),
    accept: (a) => !isRuleError(apply(s, a)),
    wanted: (key) => !listed.has(key),
  });
  const out: PlayChoice[] = [];
  for (const a of found) {
    const choice = a.type === "playWill" ? willChoice(s, p, a) : a.type === "activate" ? abilityChoice(s, p, a) : null;
    if (choice) out.push({ ...choice, missed: true });
  }
  return out;
}

/**
 * The choices of every play `legalActions` offers `player` now (one per card, or per card and ability), in the order
 * of their first action, then those of the plays it misses (`missed`, see missedPlays). `legal`: that list, when the
 * caller has it already.
 */
export function playChoices(
  s: GameState,
  player: number,
  legal: readonly GameAction[] = legalActions(s, player),
): PlayChoice[] {
  const out: PlayChoice[] = [];
  const seen = new Set<string>();
  for (const a of legal) {
    if (a.type !== "playWill" && a.type !== "activate") continue;
    const key = a.type === "playWill" ? `w:${a.card}` : `a:${a.card}:${a.ability}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const choice = a.type === "playWill" ? willChoice(s, player, a) : abilityChoice(s, player, a);
    if (choice) out.push(choice);
  }
  return [...out, ...missedPlays(s, player, legal, seen)];
}
