// npm run bench:engine [-- --matches N] [--rounds R] [--baseline REV]
// Complete random-legal matches per second on one core (one process) with the demo set, of the
// current engine beside "today's engine" (engine/ at BASELINE_REV, the two-seat one before issue
// 19's seat refactor: scripts/bench-engine/baseline.ts), measured in one run in interleaved rounds
// with the same seeds and decks, each through its own loader, scripts, bots and playMatch: in place
// (applyInPlace, the reducer alone) and through the pure apply (a state copy per action, as the
// server runs it), plus the serialized state size. One line per engine and mode, the goal of 2,000
// duel matches/s, and last `ratio duel current/today = X` (in place, the median of the rounds' ratios; the
// refactor must keep X ≥ 1). `--baseline REV` takes engine/ at another revision (a hash, a branch or a tag) as
// "today's", e.g. main's to measure a branch against it.
// Modes other than the duel appear once an engine declares them (scripts/bench-engine/engines.ts).
// Without git history (a tarball) it says so and measures the current engine only. A benchmark,
// not a test: nothing asserts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { extractBaseline, resolveRevision } from "./bench-engine/baseline";
import { parseOptions, USAGE, type Options } from "./bench-engine/cli";
import { loadEngine, MODES, sameDecks } from "./bench-engine/engines";
import { measure, type Figures } from "./bench-engine/measure";
import { engineLine, goalLine, noRatioLine, ratioLine } from "./bench-engine/report";
import { DEFAULT_SET } from "./sim-match";

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const root = path.resolve(import.meta.dirname, "..");
  const resolved = resolveRevision(root, options.baseline);
  const rev = resolved.ok ? resolved.rev.slice(0, 7) : options.baseline;
  const baseline = resolved.ok ? extractBaseline(root, resolved.rev) : resolved;
  const current = await loadEngine("current", path.join(root, "engine"));
  const today = baseline.ok ? await loadEngine(`today (${rev})`, baseline.engineDir) : null;
  console.log(
    baseline.ok
      ? `today's engine: engine/ at ${rev} (${path.relative(root, baseline.engineDir)}${baseline.cached ? ", cached" : ", extracted now"})`
      : `today's engine: unavailable (${baseline.reason}); measuring the current engine only`,
  );
  const engines = today ? [today, current] : [current];
  const raw = JSON.parse(readFileSync(path.join(root, DEFAULT_SET), "utf8")) as unknown[];
  const decks = sameDecks(today ?? current, engines, raw);
  console.log(
    `demo set, random-legal bots, ${options.matches} matches per engine and way in ${options.rounds} interleaved rounds, 1 core, per CPU second of the process`,
  );
  let duel: { current: Figures; today: Figures | undefined } | undefined;
  for (const mode of MODES) {
    const having = engines.filter((e) => e.modes.includes(mode.mode));
    if (having.length === 0) continue;
    if (!mode.config) {
      console.log(
        `${mode.label}: declared by ${having.map((e) => e.label).join(", ")}; not measured yet (add its config in scripts/bench-engine/engines.ts)`,
      );
      continue;
    }
    const figures = measure(having, decks, mode, options.matches, options.rounds);
    for (const [e, f] of figures) console.log(engineLine(mode.label, e.label, f));
    if (mode.mode === "duel") duel = { current: figures.get(current)!, today: today ? figures.get(today) : undefined };
  }
  if (!duel) throw new Error("the current engine declares no duel");
  console.log(goalLine("duel", duel.current));
  if (!duel.today) {
    console.log(noRatioLine("duel", baseline.ok ? "it has no duel" : baseline.reason));
    return 0;
  }
  console.log(ratioLine("duel", duel.current.pure, duel.today.pure, "pure apply"));
  console.log(ratioLine("duel", duel.current.inPlace, duel.today.inPlace));
  return 0;
}

process.exitCode = await main();
