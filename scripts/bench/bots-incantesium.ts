// bench:bots's Incantesium section: the searching bot's levels (engine/incantesium/search) against the heuristic bot
// over seeded challenges — duels with the seats alternated, 2v2 tables (a level's team against the heuristic's,
// sides alternated) and FFA tables of 4 mixing the levels and the heuristic (seats rotated) — with 95 % Wilson
// intervals, and per level the process CPU time per move where it had a choice (median, p95).
import { parseArgs } from "node:util";
import {
  actor,
  apply,
  BOTS,
  createGame,
  isRuleError,
  legalActions,
  type BotName,
  type Mode,
} from "@/engine/incantesium";
import { saltSeed, seedRng } from "@/engine/shared/rng";
import { SEARCH_LEVELS, type SearchLevel } from "@/engine/incantesium/search/bot";
import { pairLine, timeLine, wilson, type Tally } from "./bots-report";
import { summarize } from "./stats";

export const INC_USAGE = "[--inc-duels N] [--inc-tables T] [--inc-levels facile,normale,forte] [--inc-only]";

export interface IncOptions {
  /** Duels per level against the heuristic, seats alternated (even); 0: no Incantesium section. */
  duels: number;
  /** 2v2 tables per level and FFA-4 tables in all; 0: none. */
  tables: number;
  levels: SearchLevel[];
  /** Only this section: no Kartomantik games, no drafts. */
  only: boolean;
}

/** The section's flags among bench:bots's arguments (the others are left to bots-cli.ts). */
export function parseIncOptions(args: string[]): { inc: IncOptions; rest: string[] } {
  const mine = new Set(["--inc-duels", "--inc-tables", "--inc-levels", "--inc-only"]);
  const own: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!.split("=")[0]!;
    if (!mine.has(flag)) rest.push(args[i]!);
    else if (flag === "--inc-only" || args[i]!.includes("=")) own.push(args[i]!);
    else own.push(args[i]!, args[++i] ?? "");
  }
  const { values } = parseArgs({
    args: own,
    options: {
      "inc-duels": { type: "string", default: "0" },
      "inc-tables": { type: "string", default: "0" },
      "inc-levels": { type: "string", default: "normale" },
      "inc-only": { type: "boolean", default: false },
    },
  });
  const count = (name: string, raw: string) => {
    if (!/^\d+$/.test(raw) || Number(raw) > 100_000) throw new Error(`--${name} must be an integer in 0..100000`);
    return Number(raw);
  };
  const duels = count("inc-duels", values["inc-duels"]);
  if (duels % 2 !== 0) throw new Error(`--inc-duels must be even (seats alternate), got ${duels}`);
  const levels = values["inc-levels"].split(",").map((l) => {
    if (!(l in SEARCH_LEVELS)) throw new Error(`--inc-levels: unknown level "${l}" (${Object.keys(SEARCH_LEVELS)})`);
    return l as SearchLevel;
  });
  return { inc: { duels, tables: count("inc-tables", values["inc-tables"]), levels, only: values["inc-only"] }, rest };
}

/** What one process played, as JSON can carry it. */
export interface IncPlayed {
  duels: [SearchLevel, Tally][];
  teams: [SearchLevel, Tally][];
  /** Per seat's bot of the FFA-4 rotation: its wins over the tables. */
  ffa: [BotName, Tally][];
  clock: [BotName, number[]][];
}

/** The FFA-4 table's bots before rotation: the levels (up to three), the heuristic on the other seats. */
const ffaRing = (levels: readonly SearchLevel[]): BotName[] => {
  const ring: BotName[] = levels.slice(0, 3);
  while (ring.length < 4) ring.push("heuristic");
  return ring;
};

const tally = (): Tally => ({ wins: 0, draws: 0, losses: 0 });
const count = (t: Tally, won: boolean | null) => (won === null ? t.draws++ : won ? t.wins++ : t.losses++);

/** A challenge between the named bots (as sim.ts plays one: each seat's own PRNG stream), each move where the seat
 * had a choice clocked (process CPU time, one core); the winning side. */
function playOne(mode: Mode, players: number, names: BotName[], seed: number, clock: Map<BotName, number[]>) {
  let s = createGame({ seed, mode, players });
  const rngs = s.seats.map((_, i) => seedRng(saltSeed(seed, 0x9e37 + i)));
  while (s.phase !== "over") {
    const seat = actor(s)!;
    const name = names[seat % names.length]!;
    const choice = legalActions(s, seat).length > 1;
    const t = process.cpuUsage();
    const [action, rng] = BOTS[name](s, seat, rngs[seat]!);
    const u = process.cpuUsage(t);
    if (choice) clock.set(name, [...(clock.get(name) ?? []), (u.user + u.system) / 1000]);
    rngs[seat] = rng;
    const r = action && apply(s, action);
    if (!r || isRuleError(r)) throw new Error(`${name} at seat ${seat}: no move or a refused one`);
    s = r.state;
  }
  return s.winner;
}

/** The games of this share (game k is this process's when `share(k)`), seeded from `seed`. */
export function playIncantesium(o: IncOptions, seed: number, share: (k: number) => boolean): IncPlayed {
  const clock = new Map<BotName, number[]>();
  let k = 0;
  const play = (mode: Mode, players: number, names: BotName[], s: number) => playOne(mode, players, names, s, clock);
  const out: IncPlayed = { duels: [], teams: [], ffa: [], clock: [] };
  for (const level of o.levels) {
    const t = tally();
    for (let g = 0; g < o.duels; g++, k++) {
      if (!share(k)) continue;
      // Games 2j and 2j+1 share a seed, the level first in one, second in the other.
      const mine = g % 2;
      const winner = play("duel", 2, mine === 0 ? [level, "heuristic"] : ["heuristic", level], seed + (g >> 1));
      count(t, winner === null ? null : winner === mine);
      if (g % 10 === 9) process.stderr.write(`  incantesium ${level} vs heuristic: ${g + 1} duels\n`);
    }
    out.duels.push([level, t]);
  }
  if (o.tables > 0) {
    for (const level of o.levels) {
      const t = tally();
      for (let g = 0; g < o.tables; g++, k++) {
        if (!share(k)) continue;
        // Side 0 is seats 0 and 2, side 1 seats 1 and 3.
        const mine = g % 2;
        const names: BotName[] = mine === 0 ? [level, "heuristic"] : ["heuristic", level];
        const winner = play("2v2", 4, names, seed + 50_000 + (g >> 1));
        count(t, winner === null ? null : winner === mine);
      }
      out.teams.push([level, t]);
    }
    const ring = ffaRing(o.levels);
    const ffa = new Map<BotName, Tally>(ring.map((b) => [b, tally()]));
    for (let g = 0; g < o.tables; g++, k++) {
      if (!share(k)) continue;
      const names = ring.map((_, i) => ring[(i + g) % 4]!);
      const winner = play("ffa", 4, names, seed + 90_000 + g);
      // One tally per bot name: a name on two seats wins when either does.
      for (const name of new Set(names)) count(ffa.get(name)!, winner === null ? null : names[winner] === name);
    }
    out.ffa = [...ffa];
  }
  out.clock = [...clock];
  return out;
}

const add = (into: Tally, t: Tally) => {
  into.wins += t.wins;
  into.draws += t.draws;
  into.losses += t.losses;
};

export function mergeIncantesium(parts: IncPlayed[]): IncPlayed {
  const out = structuredClone(parts[0]!);
  for (const p of parts.slice(1)) {
    p.duels.forEach(([, t], i) => add(out.duels[i]![1], t));
    p.teams.forEach(([, t], i) => add(out.teams[i]![1], t));
    p.ffa.forEach(([, t], i) => add(out.ffa[i]![1], t));
    for (const [bot, samples] of p.clock) {
      const mine = out.clock.find(([b]) => b === bot);
      if (mine) mine[1].push(...samples);
      else out.clock.push([bot, samples.slice()]);
    }
  }
  return out;
}

/** The target: "normale" wins ≥ 60 % of its duels against the heuristic at a median ≤ 300 ms a move. */
export const INC_TARGET = { winRate: 0.6, medianMs: 300 };

export function incantesiumReport(o: IncOptions, p: IncPlayed, seed: number): string[] {
  const budgets = o.levels.map((l) => `${l} ${SEARCH_LEVELS[l].iterations}`).join(", ");
  const lines = [`Incantesium bots, seed ${seed}, iterations per move: ${budgets}; time = process CPU ms per move`];
  for (const [level, t] of p.duels) lines.push(pairLine(level, "heuristic", "duels", t));
  for (const [level, t] of p.teams) lines.push(pairLine(level, "heuristic", "2v2 teams", t));
  // A name on k of the 4 seats wins k in 4 tables when all play alike.
  const seats = ffaRing(o.levels);
  for (const [bot, t] of p.ffa) {
    const k = seats.filter((b) => b === bot).length;
    lines.push(pairLine(bot, "the table", `FFA-4 on ${k} seat(s), rotated; ${25 * k} % is even`, t));
  }
  const clock = new Map(p.clock);
  for (const b of [...o.levels, "heuristic"] as BotName[]) if (clock.has(b)) lines.push(timeLine(b, clock.get(b)!));
  const normale = p.duels.find(([l]) => l === "normale")?.[1];
  if (normale) {
    const n = normale.wins + normale.draws + normale.losses;
    const rate = n ? normale.wins / n : 0;
    const [lo, hi] = wilson(normale.wins, n);
    const median = summarize(clock.get("normale") ?? []).p50;
    const met = n > 0 && rate >= INC_TARGET.winRate && median <= INC_TARGET.medianMs;
    lines.push(
      `incantesium normale vs heuristic: ${(100 * rate).toFixed(1)} % [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}] over ${n} duels, median ${median.toFixed(1)} ms/move → target ${met ? "met" : "NOT met"}`,
    );
  }
  return lines;
}
