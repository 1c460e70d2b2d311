// bench:bots's report: win rates with 95 % Wilson intervals, the time per move per bot, the target line.
import { summarize } from "./stats";

export interface Tally {
  wins: number;
  draws: number;
  losses: number;
}

export const games = (t: Tally) => t.wins + t.draws + t.losses;

/** The 95 % Wilson score interval of `wins` successes in `n` trials (z = 1.96), as fractions. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denom = 1 + z2 / n;
  return [Math.max(0, (centre - spread) / denom), Math.min(1, (centre + spread) / denom)];
}

const pct = (x: number) => (100 * x).toFixed(1);

/** One pair's line: "A vs B (label): W/D/L = …, A wins X % [lo, hi]". */
export function pairLine(a: string, b: string, label: string, t: Tally): string {
  const n = games(t);
  const [lo, hi] = wilson(t.wins, n);
  return `${a} vs ${b} (${label}): ${t.wins}/${t.draws}/${t.losses} W/D/L over ${n}, ${a} wins ${pct(n ? t.wins / n : 0)} % [${pct(lo)}, ${pct(hi)}]`;
}

/** One bot's time per move (ms of process CPU): median and p95 over its moves. */
export function timeLine(bot: string, samples: number[]): string {
  const s = summarize(samples);
  return `${bot}: ${s.n} moves, median ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms per move`;
}

/** The target: the searching "normale" beats greedy in ≥ 65 % of the duels (goal 80 %) at a median ≤ 300 ms a move. */
export const TARGET = { winRate: 0.65, goal: 0.8, medianMs: 300 };

export function targetLine(t: Tally, medianMs: number): string {
  const n = games(t);
  const rate = n ? t.wins / n : 0;
  const [lo, hi] = wilson(t.wins, n);
  const met = n > 0 && rate >= TARGET.winRate && medianMs <= TARGET.medianMs;
  const goal = met && rate >= TARGET.goal ? " (goal 80 % met too)" : "";
  return `normale vs greedy: ${pct(rate)} % [${pct(lo)}, ${pct(hi)}] over ${n} duels, median ${medianMs.toFixed(1)} ms/move → target ${met ? "met" : "NOT met"}${goal}`;
}
