// bench:draft's command line: the options, their checks and the usage text. A bad value is
// refused with the flag, what it may be and what was given (printed above the usage, exit 2).
import path from "node:path";
import { parseArgs } from "node:util";
import { PROFILE_KINDS, WHAT_IFS, type ProfileKind, type WhatIf } from "./probe-kinds";

export const USAGE = [
  "Usage: npm run bench:draft -- [--events N] [--clients N] [--seconds S] [--warmup S] [--players 2-6]",
  "         [--inflight N] [--rate ACTIONS_PER_S] [--raises MIN-MAX] [--seed N] [--port P] [--pg-port P]",
  "         [--repeats R] [--data-dir DIR] [--bare-seconds S] [--skip-build] [--instances K]",
  "         [--profile DIR [--profile-kind cpu|heap|light] [--what-if hub-pool|no-write]]",
].join("\n");

/** The players' choices follow from this seed unless --seed says otherwise (runs are reproducible). */
export const DEFAULT_SEED = 18;

export interface Options extends RunOptions {
  /** App instances on the one PostgreSQL (ports --port, --port + 1, …), the streams and bids spread round robin. */
  instances: number;
  events: number;
  clients: number;
  players: number;
  inflight: number;
  /** Total accepted actions per second to aim for across all events (open loop); 0 = flat out. */
  rate: number;
  raises: [number, number];
  profileDir: string | undefined;
  whatIf: WhatIf | undefined;
  profileKind: ProfileKind;
}

/** A flag's value checked against the values it may take (absent stays absent). */
export function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T;
export function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T | undefined;
export function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T | undefined {
  if (raw === undefined || (allowed as readonly string[]).includes(raw)) return raw as T | undefined;
  throw new Error(`--${name} is one of ${allowed.join(", ")}, got "${raw}"`);
}

export function int(name: string, raw: string | undefined, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw ?? "") || n < min || n > max)
    throw new Error(`--${name} must be an integer in ${min}..${max}, got "${raw}"`);
  return n;
}

/** What every load bench's run is: its windows, seed, ports and data dir (bench:draft's, bench:game's). */
export interface RunOptions {
  /** Length of one measured window (s); the window is repeated `repeats` times back to back. */
  seconds: number;
  repeats: number;
  /** Driven but not measured, before --seconds (latency, rates, CPU). */
  warmup: number;
  /** Seed of every choice the benchmark makes (its players' actions, pacing phases). */
  seed: number;
  port: number;
  pgPort: number;
  dataDir: string;
  bareSeconds: number;
  skipBuild: boolean;
}

/** The parseArgs specs of RunOptions' flags, with a bench's own defaults. */
export const runFlags = (d: { warmup: number; seed: number; port: number; pgPort: number; dataDir: string }) =>
  ({
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: String(d.warmup) },
    repeats: { type: "string", default: "3" },
    seed: { type: "string", default: String(d.seed) },
    port: { type: "string", default: String(d.port) },
    "pg-port": { type: "string", default: String(d.pgPort) },
    "data-dir": { type: "string", default: d.dataDir },
    "bare-seconds": { type: "string" },
    "skip-build": { type: "boolean", default: false },
  }) as const;

/** RunOptions from parsed flags (runFlags), checked: each in its range, two ports, a data dir under .data/. */
export function runOptions(values: Record<string, string | boolean | undefined>, cwd: string): RunOptions {
  const text = (name: string) => values[name] as string | undefined;
  const seconds = int("seconds", text("seconds"), 1, 3600);
  const o: RunOptions = {
    seconds,
    repeats: int("repeats", text("repeats"), 1, 20),
    warmup: int("warmup", text("warmup"), 0, 600),
    seed: int("seed", text("seed"), 0, 2 ** 32 - 1),
    port: int("port", text("port"), 1024, 65535),
    pgPort: int("pg-port", text("pg-port"), 1024, 65535),
    dataDir: path.resolve(cwd, text("data-dir")!),
    bareSeconds: text("bare-seconds") === undefined ? seconds : int("bare-seconds", text("bare-seconds"), 1, 3600),
    skipBuild: values["skip-build"] === true,
  };
  if (o.port === o.pgPort) throw new Error(`--port and --pg-port must differ, both are ${o.port}`);
  if (!o.dataDir.startsWith(path.resolve(cwd, ".data") + path.sep))
    throw new Error(`--data-dir must be under .data/ (it is deleted first), got ${o.dataDir}`);
  return o;
}

/** The options of `args` (process.argv.slice(2)); throws an Error that names the bad flag. */
export function parseOptions(args: string[], cwd = process.cwd()): Options {
  const { values } = parseArgs({
    args,
    options: {
      events: { type: "string", default: "50" },
      clients: { type: "string", default: "300" },
      ...runFlags({ warmup: 3, seed: DEFAULT_SEED, port: 3990, pgPort: 25790, dataDir: ".data/bench" }),
      players: { type: "string", default: "6" },
      inflight: { type: "string", default: "1" },
      rate: { type: "string", default: "1400" },
      raises: { type: "string", default: "15-30" },
      profile: { type: "string" },
      "what-if": { type: "string" },
      "profile-kind": { type: "string", default: "cpu" },
      instances: { type: "string", default: "1" },
    },
    strict: true,
    allowPositionals: false,
  });
  const raises = /^(\d+)-(\d+)$/.exec(values.raises ?? "");
  if (!raises || Number(raises[1]) > Number(raises[2]))
    throw new Error(`--raises must look like 15-30 (MIN ≤ MAX), got "${values.raises}"`);
  const o: Options = {
    ...runOptions(values, cwd),
    instances: int("instances", values.instances, 1, 8),
    events: int("events", values.events, 1, 1000),
    clients: int("clients", values.clients, 1, 20_000),
    players: int("players", values.players, 2, 6),
    inflight: int("inflight", values.inflight, 1, 6),
    rate: int("rate", values.rate, 0, 100_000),
    raises: [Number(raises[1]), Number(raises[2])],
    profileDir: values.profile === undefined ? undefined : path.resolve(cwd, values.profile),
    whatIf: oneOf("what-if", values["what-if"], WHAT_IFS),
    profileKind: oneOf("profile-kind", values["profile-kind"]!, PROFILE_KINDS),
  };
  if (o.pgPort >= o.port && o.pgPort < o.port + o.instances)
    throw new Error(`--pg-port ${o.pgPort} is one of the instances' ports ${o.port}..${o.port + o.instances - 1}`);
  if (o.whatIf && !o.profileDir) throw new Error("--what-if needs --profile DIR (the probe applies it)");
  if (o.clients < o.events)
    throw new Error(
      `--clients (${o.clients}) must be at least --events (${o.events}): every event has a projector stream`,
    );
  return o;
}
