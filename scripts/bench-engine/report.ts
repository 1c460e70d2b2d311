// bench:engine's printed lines. The last one is `ratio duel current/today = X`.
import { perSecond, type Figures, type Tally } from "./measure";

/** Complete duel matches/s per core the engine aims at (reported, not required). */
export const GOAL = 2000;

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
const spread = (t: Tally) => `rounds ${fmt(Math.min(...t.rounds))}–${fmt(Math.max(...t.rounds))}`;

export function engineLine(mode: string, engine: string, f: Figures): string {
  const { inPlace, pure } = f;
  return (
    `${mode} ${engine}: ${fmt(perSecond(inPlace))} matches/s in place ` +
    `(${(inPlace.actions / inPlace.matches).toFixed(0)} actions/match, ` +
    `${((inPlace.ms * 1000) / inPlace.actions).toFixed(1)} µs/action, ${spread(inPlace)}), ` +
    `${fmt(perSecond(pure))} through the pure apply (${spread(pure)}); ` +
    `state ${fmt(f.bytesStart)} bytes at the first decision, ${fmt(f.bytesEnd)} at the end`
  );
}

export function goalLine(mode: string, f: Figures): string {
  return `goal ${fmt(GOAL)} ${mode} matches/s per core (reported, not required): current ${(perSecond(f.inPlace) / GOAL).toFixed(2)}×`;
}

/**
 * current/today, two decimals: the median over the rounds of each round's ratio. The two engines of
 * a round ran back to back, so a burst of other load on the machine spoils a round, not the figure
 * (a ratio of total times takes it whole). Of the in-place figures, or of the pure apply's (`way`).
 */
export function ratioLine(mode: string, current: Tally, today: Tally, way = ""): string {
  return `ratio ${mode}${way ? ` (${way})` : ""} current/today = ${pairedRatio(current, today).toFixed(2)}`;
}

export function pairedRatio(current: Tally, today: Tally): number {
  if (current.rounds.length !== today.rounds.length || current.rounds.length === 0)
    throw new Error(`paired rounds needed, got ${current.rounds.length} and ${today.rounds.length}`);
  const r = current.rounds.map((c, i) => c / today.rounds[i]!).sort((a, b) => a - b);
  const mid = r.length >> 1;
  return r.length % 2 === 1 ? r[mid]! : (r[mid - 1]! + r[mid]!) / 2;
}

export function noRatioLine(mode: string, reason: string): string {
  return `ratio ${mode} current/today: not measured, today's engine is unavailable (${reason})`;
}
