// Essence arithmetic of a tribute (§2.1) on plain data, without a game state: whether some essences pay a cost, and
// what they leave over. tribute.ts pays with it; a phone composing a payment asks it too (the same rule, one copy).
import type { Temperament } from "./types";
import { BASE_TEMPERAMENTS } from "./vocabulary";

export type Cost = Partial<Record<Temperament, number>>;
export type Units = Partial<Record<Temperament, number>>;

export function costTotal(cost: Cost): number {
  return Object.values(cost).reduce((a, b) => a + (b ?? 0), 0);
}

/** Hollow symbols take the least useful essences first: hollow, then base, then transcendent. */
const HOLLOW_ORDER: readonly Temperament[] = ["hollow", ...BASE_TEMPERAMENTS, "transcendent"];

/** Whether these essences cover the cost; the essences left over (excess) when they do. */
export function cover(cost: Cost, units: Units): Units | null {
  const pool: Units = { ...units };
  if (!spend(cost, pool)) return null;
  for (const t of Object.keys(pool) as Temperament[]) if ((pool[t] ?? 0) <= 0) delete pool[t];
  return pool;
}

/** Pays the cost from `pool` (changed: what is left); false when it cannot. */
export function spend(cost: Cost, pool: Units): boolean {
  for (const k in cost) {
    const t = k as Temperament;
    if (t === "hollow") continue;
    let need = cost[t] ?? 0;
    const own = Math.min(need, pool[t] ?? 0);
    pool[t] = (pool[t] ?? 0) - own;
    need -= own;
    if (need > 0 && t !== "transcendent") {
      const tr = Math.min(need, pool.transcendent ?? 0);
      pool.transcendent = (pool.transcendent ?? 0) - tr;
      need -= tr;
    }
    if (need > 0) return false;
  }
  let hollow = cost.hollow ?? 0;
  for (const t of HOLLOW_ORDER) {
    const n = Math.min(hollow, pool[t] ?? 0);
    pool[t] = (pool[t] ?? 0) - n;
    hollow -= n;
  }
  return hollow <= 0;
}

/** Every sum of one alternative per card (a card that "can also be considered of" another temperament has two). */
export function combine(options: readonly (readonly Units[])[]): Units[] {
  let acc: Units[] = [{}];
  for (const opts of options) {
    const next: Units[] = [];
    for (const a of acc)
      for (const o of opts) {
        const u: Units = { ...a };
        for (const [t, n] of Object.entries(o) as [Temperament, number][]) u[t] = (u[t] ?? 0) + n;
        next.push(u);
      }
    acc = next;
  }
  return acc;
}

/** Whether cards giving these essences (one list of alternatives per card) pay `cost`. */
export function paysWith(cost: Cost, gives: readonly (readonly Units[])[]): boolean {
  return combine(gives).some((units) => cover(cost, units) !== null);
}

/**
 * A payment as §2.1 takes it: "short" when the cards do not reach the cost, "extra" when one of them is not needed
 * (the rulebook has you pick cards until the total is reached), else "ok". `need`: the cost left after excess essence.
 */
export function paymentStatus(need: Cost, gives: readonly (readonly Units[])[]): "ok" | "short" | "extra" {
  if (costTotal(need) === 0) return gives.length === 0 ? "ok" : "extra";
  if (!paysWith(need, gives)) return "short";
  for (let i = 0; i < gives.length; i++)
    if (
      paysWith(
        need,
        gives.filter((_, j) => j !== i),
      )
    )
      return "extra";
  return "ok";
}
