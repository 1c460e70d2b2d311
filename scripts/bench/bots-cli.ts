// bench:bots's command line: which bot pairs, how many seeded games, on which decks and in which modes, and the
// searching levels' budgets.
import { parseArgs } from "node:util";
import { SEARCH_LEVELS, type SearchLevel } from "@/engine/kartomantik/search/bot";

export const BOT_NAMES = ["random", "greedy", "facile", "normale", "forte"] as const;
export type BenchBot = (typeof BOT_NAMES)[number];
export const MODES = ["duel", "ffa4", "2v2"] as const;
export type BenchMode = (typeof MODES)[number];

export const USAGE =
  "Usage: npm run bench:bots [-- --games N] [--tables T] [--pairs A:B,…] [--seed S] [--decks demo|beta|both] " +
  "[--modes duel,ffa4,2v2] [--ffa-bots A,B,C,D] [--level-playouts facile=N,normale=N,forte=N] [--jobs J] [--drafts N]";

export interface Options {
  /** Duels per pair, seats alternated (half with each bot first). */
  games: number;
  /** Games per pair in 2v2 and per FFA-4 table rotation. */
  tables: number;
  pairs: [BenchBot, BenchBot][];
  seed: number;
  decks: "demo" | "beta" | "both";
  modes: BenchMode[];
  /** The four FFA-4 seats' bots (rotated each game). */
  ffaBots: BenchBot[];
  /** Playouts (search iterations) per move of each searching level. */
  playouts: Record<SearchLevel, number>;
  /** Processes the games are split over (each measures its own moves' CPU time). */
  jobs: number;
  /** Seeded drafts of the draft bot against random legal bidders (scripts/bench/draft-bot-bench.ts); 0: none. */
  drafts: number;
}

function int(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max)
    throw new Error(`--${name} must be an integer in ${min}..${max}, got "${raw}"`);
  return n;
}

function bot(flag: string, raw: string): BenchBot {
  if (!(BOT_NAMES as readonly string[]).includes(raw))
    throw new Error(`--${flag}: unknown bot "${raw}" (bots: ${BOT_NAMES.join(", ")})`);
  return raw as BenchBot;
}

const list = (raw: string) =>
  raw
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "");

/** The options of `args` (process.argv.slice(2)); throws an Error that names the bad flag. */
export function parseOptions(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      games: { type: "string", default: "400" },
      tables: { type: "string", default: "40" },
      pairs: { type: "string", default: "normale:greedy" },
      seed: { type: "string", default: "1" },
      decks: { type: "string", default: "both" },
      modes: { type: "string", default: "duel" },
      "ffa-bots": { type: "string", default: "forte,normale,facile,greedy" },
      "level-playouts": { type: "string", default: "" },
      jobs: { type: "string", default: "1" },
      drafts: { type: "string", default: "100" },
    },
  });
  const games = int("games", values.games, 2, 100_000);
  if (games % 2 !== 0) throw new Error(`--games must be even (seats alternate), got ${games}`);
  const pairs = list(values.pairs).map((p): [BenchBot, BenchBot] => {
    const [a, b, ...rest] = p.split(":");
    if (!a || !b || rest.length > 0) throw new Error(`--pairs takes A:B,… (e.g. normale:greedy), got "${p}"`);
    return [bot("pairs", a), bot("pairs", b)];
  });
  if (pairs.length === 0) throw new Error("--pairs needs at least one pair");
  const decks = values.decks;
  if (decks !== "demo" && decks !== "beta" && decks !== "both")
    throw new Error(`--decks must be demo, beta or both, got "${decks}"`);
  const modes = list(values.modes).map((m) => {
    if (!(MODES as readonly string[]).includes(m)) throw new Error(`--modes takes ${MODES.join(",")}, got "${m}"`);
    return m as BenchMode;
  });
  if (modes.length === 0) throw new Error("--modes needs at least one mode");
  const ffaBots = list(values["ffa-bots"]).map((b) => bot("ffa-bots", b));
  if (ffaBots.length !== 4) throw new Error(`--ffa-bots needs 4 bots, got ${ffaBots.length}`);
  const playouts = Object.fromEntries(
    Object.entries(SEARCH_LEVELS).map(([level, o]) => [level, o.iterations]),
  ) as Record<SearchLevel, number>;
  for (const entry of list(values["level-playouts"])) {
    const [level, n] = entry.split("=");
    if (!level || !(level in playouts) || n === undefined)
      throw new Error(`--level-playouts takes level=N (levels: ${Object.keys(playouts).join(", ")}), got "${entry}"`);
    playouts[level as SearchLevel] = int("level-playouts", n, 1, 100_000);
  }
  return {
    games,
    tables: int("tables", values.tables, 1, 100_000),
    pairs,
    seed: int("seed", values.seed, 0, 2 ** 32 - 1),
    decks,
    modes,
    ffaBots,
    playouts,
    jobs: int("jobs", values.jobs, 1, 16),
    drafts: int("drafts", values.drafts, 0, 100_000),
  };
}
