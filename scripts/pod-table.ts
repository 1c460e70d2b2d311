// npm run pods:table [-- --seeds K] [--only N:R,…] [--check]
// Fills engine/tournament/pod-table.ts, the Free-for-All pod schedules podRounds deals out: for every
// count of players (3–20) and of rounds (1–8), the best schedule the search (engine/tournament/
// pod-search.ts) finds from seeds 1..K (default 8), or the one the table holds already when none is
// better (a run never makes the table worse). One line per case: the spread, whether counting rules a
// spread of 1 out, and what changed. `--only 14:5,20:6` searches those cases alone (the others are
// kept); `--check` writes nothing and exits 1 when a search would improve the table. Exit 2: bad
// arguments.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  decodeSchedule,
  encodeSchedule,
  MAX_POD_PLAYERS,
  MAX_POD_ROUNDS,
  MIN_POD_PLAYERS,
  pairSpread,
  podSizes,
  sortedRound,
  unevenByCounting,
  type PodRound,
} from "@/engine/tournament/pods";
import { POD_TABLE } from "@/engine/tournament/pod-table";
import { podCost, searchPodRounds } from "@/engine/tournament/pod-search";
import { flags, runCli, UsageError } from "./cli";

const USAGE = "Usage: npm run pods:table -- [--seeds K] [--only N:R,…] [--check]";
const FILE = path.resolve(import.meta.dirname, "../engine/tournament/pod-table.ts");

const HEADER = `// Made by \`npm run pods:table\` (scripts/pod-table.ts); do not edit by hand. For each count of players
// and rounds ("players:rounds"), the most even schedule of Free-for-All pods the search
// (pod-search.ts) found, in pods.ts's encoding (encodeSchedule: players 1–20 as 0–9a–j, tables
// separated by ".", rounds by " "). podRounds (pods.ts) deals it out to an event's seats.
`;

/** Whether `schedule` seats every player of 1..n once a round at the tables podSizes gives. */
function seatsEveryone(n: number, schedule: readonly PodRound[]): boolean {
  const sizes = podSizes(n).join();
  return schedule.every(
    (round) =>
      round.map((pod) => pod.length).join() === sizes &&
      round
        .flat()
        .sort((x, y) => x - y)
        .every((p, i) => p === i + 1),
  );
}

function cases(only: string | undefined): [number, number][] {
  const all: [number, number][] = [];
  for (let n = MIN_POD_PLAYERS; n <= MAX_POD_PLAYERS; n++) for (let r = 1; r <= MAX_POD_ROUNDS; r++) all.push([n, r]);
  if (only === undefined) return all;
  const wanted = only.split(",").map((c) => c.trim());
  for (const c of wanted)
    if (!all.some(([n, r]) => `${n}:${r}` === c))
      throw new UsageError(`--only: ${c} is not players:rounds within 3–20 and 1–${MAX_POD_ROUNDS}`);
  return all.filter(([n, r]) => wanted.includes(`${n}:${r}`));
}

function main(): number {
  const opts = flags(process.argv.slice(2), {
    seeds: { type: "string", default: "8" },
    only: { type: "string" },
    check: { type: "boolean", default: false },
  });
  const seeds = Number(opts.seeds);
  if (!Number.isInteger(seeds) || seeds < 1 || seeds > 1000) throw new UsageError("--seeds: an integer from 1 to 1000");
  const table: Record<string, string> = { ...POD_TABLE };
  let improved = 0;
  for (const [n, r] of cases(opts.only)) {
    const key = `${n}:${r}`;
    const held = table[key] === undefined ? null : decodeSchedule(table[key]);
    let best = held && seatsEveryone(n, held) ? { rounds: held, cost: podCost(n, held) } : null;
    for (let seed = 1; seed <= seeds; seed++) {
      const found = searchPodRounds(n, r, seed);
      if (best === null || found.cost < best.cost) best = found;
    }
    const code = encodeSchedule(best!.rounds.map(sortedRound));
    const change = table[key] === undefined ? "new" : code === table[key] ? "kept" : "improved";
    if (change !== "kept") improved++;
    table[key] = code;
    const counted = unevenByCounting(n, r) ? ", 1 ruled out by counting" : "";
    console.log(`${key.padStart(5)}  spread ${pairSpread(n, best!.rounds)}${counted}  ${change}`);
  }
  if (opts.check) {
    console.log(improved ? `${improved} case(s) would change` : "the table is as good as the search finds");
    return improved ? 1 : 0;
  }
  const keys = Object.keys(table).sort((a, b) => {
    const [an, ar] = a.split(":").map(Number);
    const [bn, br] = b.split(":").map(Number);
    return an! - bn! || ar! - br!;
  });
  const body = keys.map((k) => `  "${k}": "${table[k]}",`).join("\n");
  writeFileSync(FILE, `${HEADER}export const POD_TABLE: Readonly<Record<string, string>> = {\n${body}\n};\n`);
  // In the project's format (its long lines wrapped), so that a run changes only the entries it improves.
  execFileSync("npx", ["prettier", "--write", FILE], { stdio: "ignore" });
  console.log(`${path.relative(process.cwd(), FILE)}: ${keys.length} schedules, ${improved} new or improved`);
  return 0;
}

process.exitCode = runCli(USAGE, main);
