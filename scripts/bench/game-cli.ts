// bench:game's command line: the options, their checks and the usage text. A bad value is refused
// with the flag, what it may be and what was given (printed above the usage, exit 2).
import path from "node:path";
import { parseArgs } from "node:util";
import { int, oneOf } from "./cli";

export const USAGE = [
  "Usage: npm run bench:game -- [--game kartomantik|incantesium|both|ken] [--mode mix|duel|ffa4|2v2|all]",
  "         [--tables T] [--rate ACTIONS_PER_S] [--seconds S] [--warmup S] [--repeats R] [--seed N]",
  "         [--port P] [--pg-port P] [--data-dir DIR] [--bare-seconds S] [--skip-build]",
  "  --game   both (default): Kartomantik and Incantesium; one of them; ken: the Ken il Guerriero",
  "           scorepad's score entries (its matches are duels: --mode is not read)",
  "  --mode   mix (default): the tables split evenly over duel, ffa4 and 2v2 of each game in one run,",
  "           with a line per kind; one mode: every table of it; all: one run per mode, then a summary",
  "  --tables tables (engine games, or Ken matches) driven at once, default 30",
  "  --rate   accepted actions per second over all tables (open loop), default 60; 0 = flat out",
].join("\n");

export const GAMES = ["both", "kartomantik", "incantesium", "ken"] as const;
export const MODES = ["mix", "duel", "ffa4", "2v2", "all"] as const;
export type GameChoice = (typeof GAMES)[number];
export type ModeChoice = (typeof MODES)[number];
/** A table's game and mode ("ken": a Ken match's scorepad). */
export type TableKind =
  { game: "kartomantik" | "incantesium"; mode: "duel" | "ffa4" | "2v2" } | { game: "ken"; mode: "duel" };

export const DEFAULT_SEED = 34;

export interface GameOptions {
  game: GameChoice;
  mode: ModeChoice;
  tables: number;
  /** Total accepted actions per second to aim for across all tables (open loop); 0 = flat out. */
  rate: number;
  seconds: number;
  repeats: number;
  warmup: number;
  seed: number;
  port: number;
  pgPort: number;
  dataDir: string;
  bareSeconds: number;
  skipBuild: boolean;
}

/** Seats at a table of the mode. */
export const seatsOf = (mode: TableKind["mode"]): number => (mode === "duel" ? 2 : 4);

export const kindName = (k: TableKind): string => `${k.game} ${k.mode}`;

/** The kinds of one run, in table order: table i plays kinds[i % kinds.length] (so `mix` splits the
 * tables evenly, the first kinds taking the remainder). `all` is several runs: see runsOf. */
export function kindsOf(game: GameChoice, mode: Exclude<ModeChoice, "all">): TableKind[] {
  if (game === "ken") return [{ game: "ken", mode: "duel" }];
  const games = game === "both" ? (["kartomantik", "incantesium"] as const) : [game];
  const modes = mode === "mix" ? (["duel", "ffa4", "2v2"] as const) : [mode];
  return modes.flatMap((m) => games.map((g) => ({ game: g, mode: m })));
}

/** The runs the options ask for: one, or with --mode all one per mode (each its own app and floor). */
export function runsOf(o: GameOptions): GameOptions[] {
  if (o.mode !== "all" || o.game === "ken") return [o];
  return (["duel", "ffa4", "2v2"] as const).map((mode) => ({ ...o, mode }));
}

/** Table i's kind in a run. */
export const tableKinds = (o: GameOptions): TableKind[] => {
  const kinds = kindsOf(o.game, o.mode === "all" ? "mix" : o.mode);
  return Array.from({ length: o.tables }, (_, i) => kinds[i % kinds.length]!);
};

/** The options of `args` (process.argv.slice(2)); throws an Error that names the bad flag. */
export function parseGameOptions(args: string[], cwd = process.cwd()): GameOptions {
  const { values } = parseArgs({
    args,
    options: {
      game: { type: "string", default: "both" },
      mode: { type: "string", default: "mix" },
      tables: { type: "string", default: "30" },
      rate: { type: "string", default: "60" },
      seconds: { type: "string", default: "20" },
      warmup: { type: "string", default: "5" },
      repeats: { type: "string", default: "3" },
      seed: { type: "string", default: String(DEFAULT_SEED) },
      port: { type: "string", default: "3991" },
      "pg-port": { type: "string", default: "25791" },
      "data-dir": { type: "string", default: ".data/bench-game" },
      "bare-seconds": { type: "string" },
      "skip-build": { type: "boolean", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const seconds = int("seconds", values.seconds, 1, 3600);
  const o: GameOptions = {
    game: oneOf("game", values.game!, GAMES),
    mode: oneOf("mode", values.mode!, MODES),
    tables: int("tables", values.tables, 1, 500),
    rate: int("rate", values.rate, 0, 100_000),
    seconds,
    repeats: int("repeats", values.repeats, 1, 20),
    warmup: int("warmup", values.warmup, 0, 600),
    seed: int("seed", values.seed, 0, 2 ** 32 - 1),
    port: int("port", values.port, 1024, 65535),
    pgPort: int("pg-port", values["pg-port"], 1024, 65535),
    dataDir: path.resolve(cwd, values["data-dir"]!),
    bareSeconds: values["bare-seconds"] === undefined ? seconds : int("bare-seconds", values["bare-seconds"], 1, 3600),
    skipBuild: values["skip-build"] === true,
  };
  if (o.port === o.pgPort) throw new Error(`--port and --pg-port must differ, both are ${o.port}`);
  if (!o.dataDir.startsWith(path.resolve(cwd, ".data") + path.sep))
    throw new Error(`--data-dir must be under .data/ (it is deleted first), got ${o.dataDir}`);
  const kinds = kindsOf(o.game, o.mode === "all" ? "mix" : o.mode).length;
  if (o.mode === "mix" && o.tables < kinds)
    throw new Error(`--tables (${o.tables}) must be at least ${kinds} with --mode mix: one table of each kind`);
  return o;
}
