// What a player's phone needs to compose a play itself (pick, then confirm): `legalActions` lists each play once per
// target combination (capped) with one canonical tribute (findTribute: fewest cards, least power) and the first cards
// of an extra cost, which is what a bot needs; a player may choose otherwise (§2.1: "Scegli dalla tua mano una o più
// Manifestazioni dell'Umore del tributo"). For every card or ability `legalActions` offers, its choices as plain
// data: each target's legal candidates, the extra cost's cards (how many, among which), X's range, the tribute's cost
// and the manifestations that may pay it, with the essences each gives. Only ids the player may see: its own cards
// and legal targets in public zones (a hidden card of another player is left out). `apply` still judges the action.
// A play `legalActions` misses entirely (its caps: the first three cards of a will's discard, the first cards of an
// ability's extra cost, the first target combinations) is found by a bounded search (missedPlays) and listed too.
import { cardOf, controlledBy, defOf } from "./core";
import { tokensOf } from "./effects";
import { applyEssence, findTribute, tributeSources, unitOptions, willCost, type Cost, type Units } from "./tribute";
import { costTotal, paymentStatus } from "./essence";
import { overCounters } from "./tribute-passives";
import {
  activatedAbility,
  apply,
  costProblem,
  legalActions,
  LIMBO_WILL,
  phaseOk,
  sourceZoneOk,
  tributeOf,
  willsFromLimbo,
} from "./apply";
import { isRuleError } from "./errors";
import { targetsFit } from "./effects";
import { legalTargets } from "./triggers";
import { sameSide, sideStateOf } from "./seats";
import { cardVisible } from "./view";
import { persistentAnyTime, willTimingOk } from "./will-timing";
import type { GameAction, GameState } from "./types";

/** One target the card or ability names: the legal candidates now; `optional`: it may be left empty ("any number"). */
export interface TargetChoice {
  candidates: string[];
  optional: boolean;
}

/** Cards an extra cost takes, `n` of `candidates`, in the order the action's `extra` lists the groups. */
export interface ExtraChoice {
  kind: "discard" | "exileFromHand" | "exileFromLimbo" | "sacrificeToken" | "stalemateFromInterzone";
  n: number;
  candidates: string[];
}

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
  extra: ExtraChoice[];
  /** "Remove any number of counters": X from min to max. */
  x?: { min: number; max: number };
  tribute: TributeChoice;
  /** A play `legalActions` does not list (its caps missed every way of making it): `canonical` is one way the search
   * found, accepted by `apply`; the phone offers it with its own button and the composer. */
  missed?: true;
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
  const pl = s.players[p]!;
  const fromLimbo = cardOf(s, a.card).zone === "limbo" && willsFromLimbo(s, p);
  const specs = def.automation === "manual" ? [] : (def.script.targets ?? []);
  const ex = def.script.extraCost;
  const extra: ExtraChoice[] = [];
  if (ex?.discard || ex?.exileFromHand)
    extra.push({
      kind: ex.discard ? "discard" : "exileFromHand",
      n: 1,
      candidates: pl.hand.filter(
        (id) => id !== a.card && (ex.discard === "card" || defOf(s, id).type === "manifestation"),
      ),
    });
  else if (ex?.exileFromLimbo)
    extra.push({ kind: "exileFromLimbo", n: ex.exileFromLimbo, candidates: pl.limbo.filter((id) => id !== a.card) });
  return {
    type: "playWill",
    card: a.card,
    canonical: a,
    targets: targetChoices(s, p, a.card, specs, !!def.script.optionalTargets),
    extra,
    tribute: tributeChoice(s, p, willCost(s, p, fromLimbo ? LIMBO_WILL : def), a.card, a),
  };
}

function abilityChoice(s: GameState, p: number, a: Extract<GameAction, { type: "activate" }>): PlayChoice | null {
  const ability = activatedAbility(s, a.card, a.ability);
  if (!ability) return null;
  const cost = ability.cost;
  const pl = s.players[p]!;
  const extra: ExtraChoice[] = [];
  if (cost.discard) extra.push({ kind: "discard", n: cost.discard, candidates: pl.hand.filter((id) => id !== a.card) });
  if (cost.exileFromLimbo)
    extra.push({
      kind: "exileFromLimbo",
      n: cost.exileFromLimbo,
      candidates: pl.limbo.filter((id) => defOf(s, id).type === "manifestation"),
    });
  if (cost.sacrificeToken) extra.push({ kind: "sacrificeToken", n: 1, candidates: tokensOf(s, a.card, p) });
  if (cost.stalemateFromInterzone)
    extra.push({
      kind: "stalemateFromInterzone",
      n: cost.stalemateFromInterzone,
      candidates: sideStateOf(s, p).interzone.filter(
        (id): id is string => !!id && id !== a.card && controlledBy(s, id, p) && defOf(s, id).type === "manifestation",
      ),
    });
  const have = cardOf(s, a.card).counters[cost.removeCounters?.counter ?? ""] ?? 0;
  return {
    type: "activate",
    card: a.card,
    ability: a.ability,
    canonical: a,
    targets: targetChoices(s, p, a.card, ability.targets ?? [], !!ability.optionalTargets),
    extra,
    ...(cost.removeCounters?.any ? { x: { min: 1, max: have } } : {}),
    tribute: tributeChoice(s, p, tributeOf(s, a.card, cost), a.card, a),
  };
}

// ——— plays `legalActions` misses ———
//
// legalActions tries a will's discard (or exile from hand) with the first three candidates only, a will's exile from
// the Limbo and an ability's extra cost with the first cards only, and the first 8 (a will) or 6 (an ability) target
// combinations only: when every one it tries fails (the discarded cards are the ones the tribute needs; each of the
// first combinations breaks "a maximum total value"), the play is not listed at all, though the player may make it
// (§3.2 "Legalità dell'Azione": a play is legal when its tribute, extra costs and targets can all be met).

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
  specs: readonly unknown[],
  optional: boolean,
  ok: (targets: string[]) => boolean,
): string[] | null {
  const lists = targetChoices(s, p, card, specs, optional).map((t) =>
    optional ? [...t.candidates, ""] : t.candidates,
  );
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

const accepted = (s: GameState, a: GameAction) => !isRuleError(apply(s, a));

/** A way of playing the will `card` (in hand, or in the Limbo when wills may be played from there) `apply` accepts. */
function anyWill(s: GameState, p: number, card: string, sources: ReadonlySet<string>): GameAction | null {
  const def = defOf(s, card);
  const c = cardOf(s, card);
  if (def.type === "manifestation" || c.lockedTurn === s.turn || !willTimingOk(s, def, p)) return null;
  if (def.type === "persistent_will" && s.stack.length > 0 && !persistentAnyTime(s, p)) return null;
  const cost = willCost(s, p, c.zone === "limbo" ? LIMBO_WILL : def);
  if (!findTribute(s, p, cost, [])) return null;
  const specs = def.automation === "manual" ? [] : (def.script.targets ?? []);
  const targets = firstTargets(s, p, card, specs, !!def.script.optionalTargets, (t) => !t.length || t.some(Boolean));
  if (!targets) return null;
  const pl = s.players[p]!;
  const ex = def.script.extraCost;
  const sets =
    ex?.discard || ex?.exileFromHand
      ? extraSets(
          pl.hand.filter(
            (id) =>
              id !== card && id !== pl.secretFirst && (ex.discard === "card" || defOf(s, id).type === "manifestation"),
          ),
          1,
          sources,
          MAX_EXTRA_SETS,
        )
      : ex?.exileFromLimbo
        ? extraSets(
            pl.limbo.filter((id) => id !== card),
            ex.exileFromLimbo,
            sources,
            MAX_EXTRA_SETS,
          )
        : [[]];
  for (const extra of sets) {
    const tribute = findTribute(s, p, cost, extra);
    if (!tribute) continue;
    const a: GameAction = {
      type: "playWill",
      player: p,
      card,
      targets,
      tribute: { cards: tribute },
      ...(extra.length ? { extra } : {}),
    };
    if (accepted(s, a)) return a;
  }
  return null;
}

/** A way of activating ability `i` of `card` `apply` accepts. */
function anyActivation(s: GameState, p: number, card: string, i: number, sources: ReadonlySet<string>) {
  const ability = activatedAbility(s, card, i);
  if (!ability) return null;
  const controller = cardOf(s, card).controller;
  const cost = ability.cost;
  if (ability.byOpponent ? sameSide(s, controller, p) : controller !== p) return null;
  if (!phaseOk(s, cost) || !sourceZoneOk(s, card, cost)) return null;
  const have = cost.removeCounters ? (cardOf(s, card).counters[cost.removeCounters.counter] ?? 0) : 0;
  const x = cost.removeCounters?.any || cost.removeCounters?.all ? have : undefined;
  const tributeCost = tributeOf(s, card, cost);
  const pl = s.players[p]!;
  const groups: string[][][] = [];
  if (cost.discard)
    groups.push(
      extraSets(
        pl.hand.filter((id) => id !== card && id !== pl.secretFirst),
        cost.discard,
        sources,
        MAX_EXTRA_SETS,
      ),
    );
  if (cost.exileFromLimbo)
    groups.push(
      extraSets(
        pl.limbo.filter((id) => defOf(s, id).type === "manifestation"),
        cost.exileFromLimbo,
        sources,
        MAX_EXTRA_SETS,
      ),
    );
  if (cost.sacrificeToken) groups.push(extraSets(tokensOf(s, card, p), 1, sources, MAX_EXTRA_SETS));
  if (cost.stalemateFromInterzone)
    groups.push(
      extraSets(
        sideStateOf(s, p).interzone.filter(
          (id): id is string => !!id && id !== card && controlledBy(s, id, p) && defOf(s, id).type === "manifestation",
        ),
        cost.stalemateFromInterzone,
        sources,
        MAX_EXTRA_SETS,
      ),
    );
  // The targets once a set passes the cost checks (most abilities not listed fail them: exhausted, used this turn).
  let targets: string[] | null | undefined;
  for (const extra of product(groups, MAX_EXTRA_SETS)) {
    if (costProblem(s, p, card, i, cost, extra, x)) continue;
    if (targets === undefined)
      targets = findTribute(s, p, tributeCost, [card])
        ? firstTargets(s, p, card, ability.targets ?? [], !!ability.optionalTargets, (t) => targetsFit(s, ability, t))
        : null;
    if (!targets) return null;
    const tribute = findTribute(s, p, tributeCost, [...extra, card]);
    if (!tribute) continue;
    const a: GameAction = {
      type: "activate",
      player: p,
      card,
      ability: i,
      targets,
      tribute: { cards: tribute },
      ...(extra.length ? { extra } : {}),
      ...(x !== undefined ? { x } : {}),
    };
    if (accepted(s, a)) return a;
  }
  return null;
}

/** Zones an activated ability may be used from (apply's own list). */
const ABILITY_ZONES = ["confrontation", "interzone", "field", "vessel", "hand"];

/**
 * The plays `player` may make now that `legal` (legalActions' list) has no action for: wills of the hand (and the
 * Limbo, when wills may be played from there) and activated abilities of the cards the player sees, each with one way
 * of making it `apply` accepts as `canonical`. Searched only while the player holds priority (`legal` has a pass);
 * `listed`: the plays already offered ("w:card", "a:card:ability").
 */
function missedPlays(s: GameState, p: number, legal: readonly GameAction[], listed: ReadonlySet<string>): PlayChoice[] {
  if (!legal.some((a) => a.type === "pass")) return [];
  const out: PlayChoice[] = [];
  let sources: Set<string> | null = null;
  const sourcesNow = () => (sources ??= new Set(tributeSources(s, p)));
  const pl = s.players[p]!;
  for (const card of willsFromLimbo(s, p) ? [...pl.hand, ...pl.limbo] : pl.hand) {
    if (listed.has(`w:${card}`) || defOf(s, card).type === "manifestation") continue;
    const a = anyWill(s, p, card, sourcesNow());
    if (a?.type === "playWill") out.push({ ...willChoice(s, p, a), missed: true });
  }
  for (const c of Object.values(s.cards)) {
    if (!ABILITY_ZONES.includes(c.zone) || (c.zone === "hand" && c.owner !== p)) continue;
    const abilities = defOf(s, c.iid).script.abilities ?? [];
    for (let i = 0; i < abilities.length; i++) {
      if (abilities[i]!.kind !== "activated" || listed.has(`a:${c.iid}:${i}`) || !cardVisible(s, p, c.iid)) continue;
      const a = anyActivation(s, p, c.iid, i, sourcesNow());
      const choice = a?.type === "activate" ? abilityChoice(s, p, a) : null;
      if (choice) out.push({ ...choice, missed: true });
    }
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
