// Paying a tribute (§2.1). Each manifestation gives as many essences as its base power, of its
// temperament (or one it "can also be considered of"). A symbol is paid by an essence of its own
// temperament or a transcendent one; a hollow symbol by any essence; a hollow essence pays only
// hollow symbols. Excess essence is spent first, automatically, and what a payment leaves over
// becomes excess essence until the end of the turn.
import { basePowerOf, cardOf, defOf, hasKeyword, willCostMods } from "./core";
import { overCounters, passiveTributeSources, passiveTributeTerms } from "./tribute-passives";
import { sideStateOf } from "./seats";
import { combine, cover, costTotal, spend, type Cost, type Units } from "./essence";
import type { GameState, Temperament } from "./types";

export { costTotal, cover, type Cost, type Units };

/**
 * A will's cost after passive changes: "+N {H}" adds hollow symbols; "−N" removes hollow symbols
 * first, then symbols of the temperament the cost has most of (our ruling).
 */
export function willCost(s: GameState, p: number, def: { cost: Cost; type: string }): Cost {
  if (def.type === "manifestation") return def.cost;
  // Flag freeWill (Inspired Nimbus): the next will this player plays this turn costs nothing.
  if (s.flags[`freeWill:${p}`] === s.turn) return {};
  let delta = 0;
  for (const mod of willCostMods(s)) if (mod.whose === "all" || mod.controller === p) delta += mod.n;
  if (delta === 0) return def.cost;
  const cost: Cost = { ...def.cost };
  if (delta > 0) cost.hollow = (cost.hollow ?? 0) + delta;
  for (let i = 0; i < -delta; i++) {
    const t =
      (cost.hollow ?? 0) > 0
        ? "hollow"
        : (Object.keys(cost) as Temperament[])
            .filter((k) => (cost[k] ?? 0) > 0)
            .sort((a, b) => (cost[b] ?? 0) - (cost[a] ?? 0))[0];
    if (!t) break;
    cost[t] = (cost[t] ?? 0) - 1;
    if ((cost[t] ?? 0) <= 0) delete cost[t];
  }
  return cost;
}

/** Moves up to `need` essences of `from` from `pool` to `spent`, paying symbols `t` of `rest`; returns what is left. */
function take(rest: Cost, pool: Units, spent: Units, t: Temperament, from: Temperament, need: number): number {
  const n = Math.min(need, pool[from] ?? 0);
  if (n > 0) {
    pool[from] = (pool[from] ?? 0) - n;
    spent[from] = (spent[from] ?? 0) + n;
    rest[t] = (rest[t] ?? 0) - n;
  }
  return need - n;
}

/** Spends excess essence on the cost: the same temperament first, then transcendent, then any for hollow. */
export function applyEssence(cost: Cost, essence: Units): { rest: Cost; spent: Units } {
  const rest: Cost = { ...cost };
  const spent: Units = {};
  // Nothing to spend is the usual case: only the zero symbols go.
  let any = false;
  for (const t in essence) if ((essence[t as Temperament] ?? 0) > 0) any = true;
  if (any) {
    const pool: Units = { ...essence };
    for (const t of Object.keys(rest) as Temperament[]) {
      if (t === "hollow") continue;
      const left = take(rest, pool, spent, t, t, rest[t] ?? 0);
      if (t !== "transcendent") take(rest, pool, spent, t, "transcendent", left);
    }
    let hollow = rest.hollow ?? 0;
    for (const from of Object.keys(pool) as Temperament[]) hollow = take(rest, pool, spent, "hollow", from, hollow);
  }
  for (const t of Object.keys(rest) as Temperament[]) if ((rest[t] ?? 0) <= 0) delete rest[t];
  return { rest, spent };
}

/** Essences one manifestation can give, one alternative per temperament it may pay as. */
export function unitOptions(s: GameState, iid: string): Units[] {
  const def = defOf(s, iid);
  const power = def.script.tributePower ?? basePowerOf(s, iid);
  const as = passiveTributeTerms(s, iid)?.as;
  if (as || !def.script.tributeAs?.length) return single(as ?? def.temperaments[0] ?? "hollow", power);
  const temps = [def.temperaments[0] ?? "hollow", ...def.script.tributeAs];
  return [...new Set(temps)].map((t) => ({ [t]: power }));
}

/** One temperament's essences, shared: nothing changes the essences a card gives (payments copy them). */
const singles = new Map<string, Units[]>();
function single(t: Temperament, power: number): Units[] {
  const key = `${t}:${power}`;
  let hit = singles.get(key);
  if (!hit) singles.set(key, (hit = [Object.freeze({ [t]: power })]));
  return hit;
}

/** The excess a set of cards leaves when it pays `cost`, or null if it cannot. */
export function payWith(s: GameState, cost: Cost, cards: readonly string[]): Units | null {
  for (const units of combine(cards.map((c) => unitOptions(s, c)))) {
    const left = cover(cost, units);
    if (left) return left;
  }
  return null;
}

export type TributeCheck =
  { ok: true; excess: Units; spent: Units } | { ok: false; reason: "unpaid" | "invalid"; detail: string };

const mayPay = (s: GameState, id: string) => defOf(s, id).type === "manifestation" && !hasKeyword(s, id, "noTribute");

/** Cards a player may use as tribute now: manifestations in hand (and some elsewhere) that may pay tributes. */
export function tributeSources(s: GameState, player: number): string[] {
  const p = s.players[player]!;
  // §4.2.2 Rivelazione 1: the secretly chosen First Manifestation is set apart from the hand.
  const out: string[] = [];
  for (const id of p.hand) if (id !== p.secretFirst && mayPay(s, id)) out.push(id);
  // Cards whose text lets them pay from another zone of yours.
  for (const id of sideStateOf(s, player).interzone)
    if (
      id &&
      cardOf(s, id).controller === player &&
      defOf(s, id).script.tributeFrom?.includes("interzone") &&
      mayPay(s, id)
    )
      out.push(id);
  for (const id of p.limbo) if (defOf(s, id).script.tributeFrom?.includes("limbo") && mayPay(s, id)) out.push(id);
  for (const id of passiveTributeSources(s, player)) if (mayPay(s, id) && !out.includes(id)) out.push(id);
  return out;
}

/**
 * Checks a declared payment (§2.1): every card a usable manifestation, together enough, and none
 * superfluous (the rulebook has you pick cards until the total is reached).
 */
export function checkTribute(s: GameState, player: number, cost: Cost, cards: readonly string[]): TributeCheck {
  const p = s.players[player]!;
  const { rest, spent } = applyEssence(cost, p.essence);
  if (new Set(cards).size !== cards.length) return { ok: false, reason: "invalid", detail: "a card is named twice" };
  const usable = new Set(tributeSources(s, player));
  for (const id of cards)
    if (!usable.has(id)) return { ok: false, reason: "invalid", detail: `${id} cannot pay tributes` };
  if (costTotal(rest) === 0) {
    if (cards.length > 0) return { ok: false, reason: "invalid", detail: "excess essence already pays this tribute" };
    return { ok: true, excess: {}, spent };
  }
  const excess = payWith(s, rest, cards);
  if (!excess) return { ok: false, reason: "unpaid", detail: "the cards do not cover the tribute" };
  if (overCounters(s, cards))
    return { ok: false, reason: "invalid", detail: "more cards than the passive letting them pay has counters" };
  for (let i = 0; i < cards.length; i++) {
    if (
      payWith(
        s,
        rest,
        cards.filter((_, j) => j !== i),
      )
    )
      return { ok: false, reason: "invalid", detail: `${cards[i]} is not needed` };
  }
  return { ok: true, excess, spent };
}

/**
 * The cards that may pay a player's tributes now, cheapest first, with the essences each gives:
 * computed once for every payment `legalActions` looks for in one state.
 */
export interface TributePool {
  ids: string[];
  /** The essence each card gives: its base power, or the tribute power its text states. */
  power: number[];
  /** The essences each card may give (unitOptions), asked when a payment is tried. */
  units: (Units[] | undefined)[];
}

export function tributePool(s: GameState, player: number): TributePool {
  const sources = tributeSources(s, player);
  const given = sources.map((id, at) => ({ id, at, power: defOf(s, id).script.tributePower ?? basePowerOf(s, id) }));
  // Stable: cards of equal power keep their zone order.
  given.sort((a, b) => a.power - b.power || a.at - b.at);
  return { ids: given.map((g) => g.id), power: given.map((g) => g.power), units: [] };
}

/** The search for one payment of `need` essences from the candidates `pool` (indices into a TributePool). */
interface Search {
  s: GameState;
  from: TributePool;
  rest: Cost;
  need: number;
  size: number;
  pool: number[];
  pick: number[];
  best: number[] | null;
  bestPower: number;
}

function pays(q: Search, picked: readonly number[]): boolean {
  const options: Units[][] = [];
  const cards: string[] = [];
  // Cards that pay as one temperament only (nearly all): their essences are simply added up.
  let single = true;
  for (const i of picked) {
    const k = q.pool[i]!;
    const o = (q.from.units[k] ??= unitOptions(q.s, q.from.ids[k]!));
    if (o.length !== 1) single = false;
    options.push(o);
    cards.push(q.from.ids[k]!);
  }
  let paid = false;
  if (single) {
    const units: Units = {};
    for (const o of options)
      for (const t in o[0]) units[t as Temperament] = (units[t as Temperament] ?? 0) + o[0]![t as Temperament]!;
    paid = spend(q.rest, units);
  } else
    for (const units of combine(options))
      if (spend(q.rest, { ...units })) {
        paid = true;
        break;
      }
  return paid && !overCounters(q.s, cards);
}

function pickFrom(q: Search, start: number, sum: number): void {
  if (q.pick.length === q.size) {
    if (sum < q.need || sum >= q.bestPower) return;
    if (pays(q, q.pick)) {
      q.best = [...q.pick];
      q.bestPower = sum;
    }
    return;
  }
  for (let i = start; i < q.pool.length; i++) {
    q.pick.push(i);
    pickFrom(q, i + 1, sum + q.from.power[q.pool[i]!]!);
    q.pick.pop();
  }
}

/** A smallest payment from the hand (fewest cards, then least power), or null. For bots and legal moves. */
export function findTribute(
  s: GameState,
  player: number,
  cost: Cost,
  exclude: readonly string[] = [],
  from: TributePool = tributePool(s, player),
): string[] | null {
  const { rest } = applyEssence(cost, s.players[player]!.essence);
  const need = costTotal(rest);
  if (need === 0) return [];
  // The ten cheapest candidates that are not excluded.
  const pool: number[] = [];
  let total = 0;
  for (let i = 0; i < from.ids.length && pool.length < 10; i++)
    if (!exclude.includes(from.ids[i]!)) {
      pool.push(i);
      total += from.power[i]!;
    }
  if (total < need) return null;
  // Every candidate at once, each giving all the essences it may give: cover only gains from more essences, so when
  // even this cannot pay no subset can (the usual answer for a will the hand cannot afford), without the search.
  const all: Units = {};
  for (const i of pool)
    for (const o of (from.units[i] ??= unitOptions(s, from.ids[i]!)))
      for (const t in o) all[t as Temperament] = (all[t as Temperament] ?? 0) + o[t as Temperament]!;
  if (!spend(rest, all)) return null;
  // Fewest cards first: the first size with a payment wins, the least power among that size.
  const q: Search = { s, from, rest, need, size: 0, pool, pick: [], best: null, bestPower: Infinity };
  for (q.size = 1; q.size <= pool.length; q.size++) {
    pickFrom(q, 0, 0);
    if (q.best) return q.best.map((i) => from.ids[pool[i]!]!);
  }
  return null;
}

/** Moves the tribute to the Limbo and books the essence (§2.1 step 3, "Essenze in Eccesso"). */
export function spendEssence(s: GameState, player: number, spent: Units, excess: Units): void {
  const p = s.players[player]!;
  for (const [t, n] of Object.entries(spent) as [Temperament, number][]) {
    // The essences this turn would lose go first ("non utilizzata entro la fine del turno … viene persa"); those a card
    // keeps past the turn only for what they do not cover.
    const expiring = Math.max(0, (p.essence[t] ?? 0) - (p.keptEssence[t] ?? 0));
    p.essence[t] = (p.essence[t] ?? 0) - n;
    const kept = Math.min(p.keptEssence[t] ?? 0, Math.max(0, n - expiring));
    if (kept > 0) p.keptEssence[t] = (p.keptEssence[t] ?? 0) - kept;
    if ((p.essence[t] ?? 0) <= 0) delete p.essence[t];
  }
  for (const [t, n] of Object.entries(excess) as [Temperament, number][]) p.essence[t] = (p.essence[t] ?? 0) + n;
}

export const isShown = (s: GameState, iid: string) => cardOf(s, iid).shown;
