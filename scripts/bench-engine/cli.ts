// bench:engine's command line: how many matches per engine and way, in how many rounds, against which revision.
import { parseArgs } from "node:util";
import { BASELINE_REV } from "./baseline";

export const USAGE = "Usage: npm run bench:engine [-- --matches N] [--rounds R] [--baseline REV]";

export interface Options {
  /** Complete matches per engine, mode and way (in place / pure apply). */
  matches: number;
  /** Interleaved rounds the matches are split into (R ≤ N). */
  rounds: number;
  /** The revision whose engine/ is "today's" (a commit hash, short or full, or a branch or tag name). */
  baseline: string;
}

function int(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max)
    throw new Error(`--${name} must be an integer in ${min}..${max}, got "${raw}"`);
  return n;
}

/** The options of `args` (process.argv.slice(2)); throws an Error that names the bad flag. */
export function parseOptions(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      matches: { type: "string", default: "1000" },
      rounds: { type: "string", default: "20" },
      baseline: { type: "string", default: BASELINE_REV },
    },
  });
  const matches = int("matches", values.matches, 1, 1_000_000);
  const rounds = int("rounds", values.rounds, 1, 1_000);
  if (rounds > matches) throw new Error(`--rounds (${rounds}) cannot exceed --matches (${matches})`);
  // Handed to git as a revision: a name, never an option.
  if (!/^[\w][\w./-]*$/.test(values.baseline))
    throw new Error(`--baseline must be a commit hash or a branch or tag name, got "${values.baseline}"`);
  return { matches, rounds, baseline: values.baseline };
}
