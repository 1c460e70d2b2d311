// The plays legalActions misses entirely (§3.2 "Legalità dell'Azione": a play is legal when its tribute, extra costs
// and targets can all be met). legalActions (the bots' list) tries a will's discard (or exile from hand) with the first
// three candidates only, a will's exile from the Limbo and an ability's extra cost with the first cards only, and the
// first 8 (a will) or 6 (an ability) target combinations only: when every one it tries fails (the discarded cards are
// the ones the tribute needs; each of the first combinations breaks "a maximum total value"), the play is not listed
// at all. Here a bounded search finds one way of making each such play: compose.ts offers it on the phone (each way
// judged by apply), and apply.ts's onlyPass asks it for the plays whose caps cut something in the position at hand
// (asked in every priority window, it made the engine 1.4× slower in a duel and 2.2× in a Free-for-All of four): with
// autoPass on, a player whose only play is such a one is not passed for.
import type { TargetSpec } from "./cards/schema";
import {
  abilityExtras,
  ABILITY_ZONES,
  activateAction,
  activatedAbility,
  costProblem,
  LIMBO_WILL,
  phaseOk,
  sourceZoneOk,
  tributeOf,
  willAction,
  willExtras,
  willsFromLimbo,
} from "./activation";
import { cardOf, defOf, handCards } from "./core";
import { targetsFit } from "./effects";
import { sameSide } from "./seats";
import { legalTargets } from "./triggers";
import { findTribute, tributeSources, willCost } from "./tribute";
import { persistentAnyTime, willTimingOk } from "./will-timing";
import type { GameAction, GameState } from "./types";

/** What the search may name (`visible`: a card the player sees), how a way found is judged (`accept`), which plays
 * it looks at (`wanted`, by key: "w:card", "a:card:ability") and whether the first one found is enough (`first`). */
export interface Query {
  visible: (id: string) => boolean;
  accept: (a: GameAction) => boolean;
  wanted: (key: string) => boolean;
  first?: boolean;
}

/** Ways of paying one extra cost tried per play, and target assignments judged per play: the search's bounds. */
const MAX_EXTRA_SETS = 64;
const MAX_TARGET_LEAVES = 4096;

/**
 * `n` of `candidates` (the callers leave out the secret First: §4.2.2 sets it apart from the hand), the cards that
 * cannot pay the tribute first, in lexicographic order over that ordering: the first sets take as few tribute sources
 * as any set can, each set of sources of that size once. Complete for the tribute: what is left to pay with only grows
 * as fewer sources are taken (cover gains from more essences), so when any set leaves a payment, one of those first
 * ones does. Capped at `cap` sets: complete while C(sources among the candidates, n − cards that cannot pay) ≤ cap,
 * which a will's one discard always is (at most one set per candidate).
 */
function extraSets(candidates: readonly string[], n: number, sources: ReadonlySet<string>, cap: number): string[][] {
  const ordered = [...candidates.filter((id) => !sources.has(id)), ...candidates.filter((id) => sources.has(id))];
  const out: string[][] = [];
  const pick: string[] = [];
  const rec = (start: number) => {
    if (pick.length === n) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i < ordered.length && out.length < cap; i++) {
      pick.push(ordered[i]!);
      rec(i + 1);
      pick.pop();
    }
  };
  if (n <= ordered.length) rec(0);
  return out;
}

/** One set from each group (the groups take cards of different zones), the groups' order kept; at most `cap`. */
function product(groups: readonly string[][][], cap: number): string[][] {
  let acc: string[][] = [[]];
  for (const g of groups) acc = acc.flatMap((a) => g.map((x) => [...a, ...x])).slice(0, cap);
  return acc;
}

/**
 * The first assignment of the specs' visible legal candidates (distinct; "" for a target left empty when `optional`)
 * that `ok` accepts, trying at most MAX_TARGET_LEAVES complete ones (every one of up to 3 targets among 15 candidates).
 */
function firstTargets(
  s: GameState,
  p: number,
  card: string,
  specs: readonly TargetSpec[],
  optional: boolean,
  q: Query,
  ok: (targets: string[]) => boolean,
): string[] | null {
  const lists = specs.map((spec) => {
    const candidates = legalTargets(s, p, card, spec).filter((id) => q.visible(id));
    return optional ? [...candidates, ""] : candidates;
  });
  let leaves = MAX_TARGET_LEAVES;
  const pick: string[] = [];
  const rec = (i: number): string[] | null => {
    if (i === lists.length) return --leaves >= 0 && ok(pick) ? [...pick] : null;
    for (const x of lists[i]!) {
      if (leaves <= 0) return null;
      if (x !== "" && pick.includes(x)) continue;
      pick.push(x);
      const hit = rec(i + 1);
      pick.pop();
      if (hit) return hit;
    }
    return null;
  };
  return rec(0);
}

/** A way of playing the will `card` (in hand, or in the Limbo when wills may be played from there) `apply` accepts. */
function anyWill(s: GameState, p: number, card: string, sources: ReadonlySet<string>, q: Query): GameAction | null {
  const def = defOf(s, card);
  const c = cardOf(s, card);
  if (def.type === "manifestation" || c.lockedTurn === s.turn || !willTimingOk(s, def, p)) return null;
  if (def.type === "persistent_will" && s.stack.length > 0 && !persistentAnyTime(s, p)) return null;
  const cost = willCost(s, p, c.zone === "limbo" ? LIMBO_WILL : def);
  if (!findTribute(s, p, cost, [])) return null;
  const specs = def.automation === "manual" ? [] : (def.script.targets ?? []);
  const targets = firstTargets(
    s,
    p,
    card,
    specs,
    !!def.script.optionalTargets,
    q,
    (t) => (!t.length || t.some(Boolean)) && targetsFit(s, def.script, t),
  );
  if (!targets) return null;
  const [group] = willExtras(s, p, card, def);
  for (const extra of group ? extraSets(group.candidates, group.n, sources, MAX_EXTRA_SETS) : [[]]) {
    const tribute = findTribute(s, p, cost, extra);
    if (!tribute) continue;
    const a = willAction(p, card, targets, tribute, extra);
    if (q.accept(a)) return a;
  }
  return null;
}

/** A way of activating ability `i` of `card` `apply` accepts. */
function anyActivation(s: GameState, p: number, card: string, i: number, sources: ReadonlySet<string>, q: Query) {
  const ability = activatedAbility(s, card, i);
  if (!ability) return null;
  const controller = cardOf(s, card).controller;
  const cost = ability.cost;
  if (ability.byOpponent ? sameSide(s, controller, p) : controller !== p) return null;
  if (!phaseOk(s, cost) || !sourceZoneOk(s, card, cost)) return null;
  const have = cost.removeCounters ? (cardOf(s, card).counters[cost.removeCounters.counter] ?? 0) : 0;
  const x = cost.removeCounters?.any || cost.removeCounters?.all ? have : undefined;
  const tributeCost = tributeOf(s, card, cost);
  const groups = abilityExtras(s, p, card, cost).map((g) => extraSets(g.candidates, g.n, sources, MAX_EXTRA_SETS));
  // The targets once a set passes the cost checks (most abilities not listed fail them: exhausted, used this turn).
  let targets: string[] | null | undefined;
  for (const extra of product(groups, MAX_EXTRA_SETS)) {
    if (costProblem(s, p, card, i, cost, extra, x)) continue;
    if (targets === undefined)
      targets = findTribute(s, p, tributeCost, [card])
        ? firstTargets(s, p, card, ability.targets ?? [], !!ability.optionalTargets, q, (t) =>
            targetsFit(s, ability, t),
          )
        : null;
    if (!targets) return null;
    const tribute = findTribute(s, p, tributeCost, [...extra, card]);
    if (!tribute) continue;
    const a = activateAction(p, card, i, targets, tribute, extra, x);
    if (q.accept(a)) return a;
  }
  return null;
}

/**
 * One way of making each play of `p` now (wills of the hand, and of the Limbo when wills may be played from there;
 * activated abilities of the cards `q.visible` lets through) that `q.wanted`, each accepted by `q.accept`. The caller
 * knows that `p` holds priority.
 */
export function missedActions(s: GameState, p: number, q: Query): GameAction[] {
  const out: GameAction[] = [];
  let sources: Set<string> | null = null;
  const sourcesNow = () => (sources ??= new Set(tributeSources(s, p)));
  const pl = s.players[p]!;
  for (const card of willsFromLimbo(s, p) ? [...handCards(s, p), ...pl.limbo] : handCards(s, p)) {
    const def = defOf(s, card);
    if (def.type === "manifestation" || !q.wanted(`w:${card}`)) continue;
    const a = anyWill(s, p, card, sourcesNow(), q);
    if (a) out.push(a);
    if (a && q.first) return out;
  }
  for (const c of Object.values(s.cards)) {
    if (!ABILITY_ZONES.includes(c.zone) || (c.zone === "hand" && c.owner !== p)) continue;
    const abilities = defOf(s, c.iid).script.abilities ?? [];
    for (let i = 0; i < abilities.length; i++) {
      const ability = abilities[i]!;
      if (ability.kind !== "activated" || !q.wanted(`a:${c.iid}:${i}`) || !q.visible(c.iid)) continue;
      const a = anyActivation(s, p, c.iid, i, sourcesNow(), q);
      if (a) out.push(a);
      if (a && q.first) return out;
    }
  }
  return out;
}
