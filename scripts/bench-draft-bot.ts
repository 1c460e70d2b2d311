// npm run bench:draft-bot [-- --set FILE] [--drafts N] [--seed S]: the draft bot's debt and deck
// points against random legal bidders (scripts/bench/draft-bot-bench.ts). Exit 1 if a bot deck
// was illegal.
import { flags, runCli, UsageError } from "./cli";
import { draftBotReport, runDraftBotBench } from "./bench/draft-bot-bench";

const USAGE = "Usage: npm run bench:draft-bot -- [--set FILE] [--drafts N] [--seed S]";

function count(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`--${name} must be an integer ≥ ${min}`);
  return Number(value);
}

function main(): number {
  const o = flags(process.argv.slice(2), {
    set: { type: "string" },
    drafts: { type: "string" },
    seed: { type: "string" },
  });
  const result = runDraftBotBench({
    setFile: o.set,
    drafts: count("drafts", o.drafts, 100, 1),
    seed: count("seed", o.seed, 1, 0),
  });
  for (const line of draftBotReport(result)) console.log(line);
  return result.illegalBotDecks > 0 ? 1 : 0;
}

process.exitCode = runCli(USAGE, main);
