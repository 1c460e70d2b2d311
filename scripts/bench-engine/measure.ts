// bench:engine's measurement: complete random-legal matches, engine beside engine in interleaved
// rounds (the same seeds and decks, each round alternating which engine goes first, so drifts of
// the machine — other load, CPU frequency, GC — fall on both), in place and through the pure apply.
// Time is the process's CPU time, not the wall clock: other processes on a shared machine then
// slow neither engine, only the run.
import type { Card, Engine, Mode } from "./engines";

export interface Tally {
  matches: number;
  actions: number;
  ms: number;
  /** matches/s of each round, for the spread. */
  rounds: number[];
}

export interface Figures {
  /** applyInPlace: the reducer alone (simulations). */
  inPlace: Tally;
  /** apply: a state copy per action, as the server runs it. */
  pure: Tally;
  /** Mean JSON size of the state at the first decision and at the end (over the first SIZE_SAMPLE seeds). */
  bytesStart: number;
  bytesEnd: number;
}

const SIZE_SAMPLE = 50;

/** Seat k's deck in match i: the decks rotate, and the pairings shift every full rotation. */
export function decksFor(i: number, seats: number, decks: Card[][]): Card[][] {
  const shift = 1 + Math.floor(i / decks.length);
  return Array.from({ length: seats }, (_, k) => decks[(i + k * shift) % decks.length]!);
}

function block(e: Engine, mode: Mode, decks: Card[][], from: number, to: number, pure: boolean) {
  const bots = Array.from({ length: mode.seats }, () => e.randomBot);
  let actions = 0;
  const t0 = process.cpuUsage();
  for (let i = from; i < to; i++)
    actions += e.playMatch(mode.config!(i + 1, decksFor(i, mode.seats, decks)), bots, { pure }).actions.length;
  const used = process.cpuUsage(t0);
  return { ms: (used.user + used.system) / 1000, actions };
}

function sizes(e: Engine, mode: Mode, decks: Card[][], n: number) {
  const bots = Array.from({ length: mode.seats }, () => e.randomBot);
  let start = 0;
  let end = 0;
  for (let i = 0; i < n; i++) {
    const onEvents = (_e: unknown[], s: unknown, action: unknown) =>
      action === null ? (start += JSON.stringify(s).length) : undefined;
    end += JSON.stringify(
      e.playMatch(mode.config!(i + 1, decksFor(i, mode.seats, decks)), bots, { onEvents }).state,
    ).length;
  }
  return { bytesStart: Math.round(start / n), bytesEnd: Math.round(end / n) };
}

const tally = (): Tally => ({ matches: 0, actions: 0, ms: 0, rounds: [] });

/** `matches` matches per engine and way, in `rounds` interleaved rounds, after a warm-up of each. */
export function measure(
  engines: Engine[],
  decks: Map<Engine, Card[][]>,
  mode: Mode,
  matches: number,
  rounds: number,
): Map<Engine, Figures> {
  const out = new Map<Engine, Figures>();
  for (const e of engines) {
    block(e, mode, decks.get(e)!, 0, Math.min(100, matches), false);
    block(e, mode, decks.get(e)!, 0, Math.min(50, matches), true);
    out.set(e, { inPlace: tally(), pure: tally(), ...sizes(e, mode, decks.get(e)!, Math.min(SIZE_SAMPLE, matches)) });
  }
  for (let r = 0; r < rounds; r++) {
    const from = Math.floor((r * matches) / rounds);
    const to = Math.floor(((r + 1) * matches) / rounds);
    const order = r % 2 === 0 ? engines : [...engines].reverse();
    for (const pure of [false, true])
      for (const e of order) {
        const { ms, actions } = block(e, mode, decks.get(e)!, from, to, pure);
        const t = pure ? out.get(e)!.pure : out.get(e)!.inPlace;
        t.matches += to - from;
        t.actions += actions;
        t.ms += ms;
        t.rounds.push(((to - from) / ms) * 1000);
      }
  }
  return out;
}

export const perSecond = (t: Tally) => (t.matches / t.ms) * 1000;
