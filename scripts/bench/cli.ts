// bench:draft's command line: the options, their checks and the usage text. A bad value is
// refused with the flag, what it may be and what was given (printed above the usage, exit 2).
import path from "node:path";
import { parseArgs } from "node:util";
import { PROFILE_KINDS, WHAT_IFS, type ProfileKind, type WhatIf } from "./probe-kinds";

export const USAGE = [
  "Usage: npm run bench:draft -- [--events N] [--clients N] [--seconds S] [--warmup S] [--players 2-6]",
  "         [--inflight N] [--rate ACTIONS_PER_S] [--raises MIN-MAX] [--seed N] [--port P] [--pg-port P]",
  "         [--repeats R] [--data-dir DIR] [--bare-seconds S] [--skip-build]",
  "         [--profile DIR [--profile-kind cpu|heap|light] [--what-if hub-pool|no-write]]",
].join("\n");

/** The players' choices follow from this seed unless --seed says otherwise (runs are reproducible). */
export const DEFAULT_SEED = 18;

export interface Options {
  events: number;
  clients: number;
  /** Length of one measured window (s); the window is repeated `repeats` times back to back. */
  seconds: number;
  repeats: number;
  /** Driven but not measured, before --seconds (latency, rates, CPU). */
  warmup: number;
  players: number;
  inflight: number;
  /** Total accepted actions per second to aim for across all events (open loop); 0 = flat out. */
  rate: number;
  raises: [number, number];
  /** Seed of every choice the benchmark makes (cards, bidders, raises, pacing phases). */
  seed: number;
  port: number;
  pgPort: number;
  dataDir: string;
  bareSeconds: number;
  skipBuild: boolean;
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

/** The options of `args` (process.argv.slice(2)); throws an Error that names the bad flag. */
export function parseOptions(args: string[], cwd = process.cwd()): Options {
  const { values } = parseArgs({
    args,
    options: {
      events: { type: "string", default: "50" },
      clients: { type: "string", default: "300" },
      seconds: { type: "string", default: "20" },
      warmup: { type: "string", default: "3" },
      repeats: { type: "string", default: "3" },
      players: { type: "string", default: "6" },
      inflight: { type: "string", default: "1" },
      rate: { type: "string", default: "1300" },
      raises: { type: "string", default: "15-30" },
      seed: { type: "string", default: String(DEFAULT_SEED) },
      port: { type: "string", default: "3990" },
      "pg-port": { type: "string", default: "25790" },
      "data-dir": { type: "string", default: ".data/bench" },
      "bare-seconds": { type: "string" },
      "skip-build": { type: "boolean", default: false },
      profile: { type: "string" },
      "what-if": { type: "string" },
      "profile-kind": { type: "string", default: "cpu" },
    },
    strict: true,
    allowPositionals: false,
  });
  const raises = /^(\d+)-(\d+)$/.exec(values.raises ?? "");
  if (!raises || Number(raises[1]) > Number(raises[2]))
    throw new Error(`--raises must look like 15-30 (MIN ≤ MAX), got "${values.raises}"`);
  const seconds = int("seconds", values.seconds, 1, 3600);
  const o: Options = {
    events: int("events", values.events, 1, 1000),
    clients: int("clients", values.clients, 1, 20_000),
    seconds,
    repeats: int("repeats", values.repeats, 1, 20),
    warmup: int("warmup", values.warmup, 0, 600),
    players: int("players", values.players, 2, 6),
    inflight: int("inflight", values.inflight, 1, 6),
    rate: int("rate", values.rate, 0, 100_000),
    raises: [Number(raises[1]), Number(raises[2])],
    seed: int("seed", values.seed, 0, 2 ** 32 - 1),
    port: int("port", values.port, 1024, 65535),
    pgPort: int("pg-port", values["pg-port"], 1024, 65535),
    dataDir: path.resolve(cwd, values["data-dir"]!),
    bareSeconds: values["bare-seconds"] === undefined ? seconds : int("bare-seconds", values["bare-seconds"], 1, 3600),
    skipBuild: values["skip-build"] === true,
    profileDir: values.profile === undefined ? undefined : path.resolve(cwd, values.profile),
    whatIf: oneOf("what-if", values["what-if"], WHAT_IFS),
    profileKind: oneOf("profile-kind", values["profile-kind"]!, PROFILE_KINDS),
  };
  if (o.whatIf && !o.profileDir) throw new Error("--what-if needs --profile DIR (the probe applies it)");
  if (o.clients < o.events)
    throw new Error(
      `--clients (${o.clients}) must be at least --events (${o.events}): every event has a projector stream`,
    );
  if (o.port === o.pgPort) throw new Error(`--port and --pg-port must differ, both are ${o.port}`);
  if (!o.dataDir.startsWith(path.resolve(cwd, ".data") + path.sep))
    throw new Error(`--data-dir must be under .data/ (it is deleted first), got ${o.dataDir}`);
  return o;
}
