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

/** current/today of the in-place figure (or of the pure apply's, with `way`), two decimals. */
export function ratioLine(mode: string, current: Tally, today: Tally, way = ""): string {
  return `ratio ${mode}${way ? ` (${way})` : ""} current/today = ${(perSecond(current) / perSecond(today)).toFixed(2)}`;
}

export function noRatioLine(mode: string, reason: string): string {
  return `ratio ${mode} current/today: not measured, today's engine is unavailable (${reason})`;
}
