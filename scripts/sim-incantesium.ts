// npm run sim:incantesium -- --mode duel|ffa|2v2 --players N --seed S [--castes | --castes-chosen] [--spirits]
//   [--bots B[,B…]]
// Plays one whole Incantesium challenge between engine bots and prints one JSON line:
// {"mode","players","winner","gems":[per seat, or per team in 2v2],"rounds","actions"}. Bots:
// random, heuristic (default) or a searching level (facile, normale, forte), one per seat or repeated. --castes: the
// castes drawn before every round (README ruling K3); --castes-chosen: each bot chooses one before the first (K5).
// Exit 2: bad arguments; 1: the engine failed.
import path from "node:path";
import { BOTS, playChallenge, type BotName, type Mode } from "@/engine/incantesium";
import { flags, UsageError } from "./cli";

const USAGE =
  "Usage: npm run sim:incantesium -- --mode duel|ffa|2v2 --players N --seed S [--castes | --castes-chosen] [--spirits] [--bots random|heuristic|facile|normale|forte[,…]]";
const MODES: readonly Mode[] = ["duel", "ffa", "2v2"];

export function run(args: string[]): { code: number; out: string; err: string } {
  try {
    const values = flags(args, {
      mode: { type: "string" },
      players: { type: "string" },
      seed: { type: "string" },
      castes: { type: "boolean" },
      "castes-chosen": { type: "boolean" },
      spirits: { type: "boolean" },
      bots: { type: "string" },
    });
    const mode = (values.mode ?? "duel") as Mode;
    if (!MODES.includes(mode)) throw new UsageError(`--mode must be one of ${MODES.join(", ")}`);
    if (values.seed === undefined || !/^-?\d+$/.test(values.seed)) throw new UsageError("--seed must be an integer");
    const fallback = mode === "duel" ? 2 : mode === "2v2" ? 4 : 3;
    if (values.players !== undefined && !/^\d+$/.test(values.players))
      throw new UsageError("--players must be a number");
    const players = values.players === undefined ? fallback : Number(values.players);
    if (mode === "duel" && players !== 2) throw new UsageError("a duel has 2 players");
    if (mode === "2v2" && players !== 4) throw new UsageError("2v2 has 4 players");
    if (mode === "ffa" && (players < 3 || players > 5)) throw new UsageError("ffa has 3 to 5 players");
    const bots = (values.bots ?? "heuristic").split(",").map((b) => b.trim());
    if (bots.some((b) => !(b in BOTS))) throw new UsageError(`--bots takes: ${Object.keys(BOTS).join(", ")}`);
    const { result } = playChallenge({
      seed: Number(values.seed),
      mode,
      players,
      castes: (values.castes ?? false) || (values["castes-chosen"] ?? false),
      ...(values["castes-chosen"] ? { castesChosen: true } : {}),
      spirits: values.spirits ?? false,
      bots: bots as BotName[],
    });
    return { code: 0, out: JSON.stringify(result), err: "" };
  } catch (err) {
    if (err instanceof UsageError) return { code: 2, out: "", err: `${err.message}\n${USAGE}` };
    return { code: 1, out: "", err: `engine failure: ${(err as Error).stack ?? err}` };
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const r = run(process.argv.slice(2));
  if (r.out) console.log(r.out);
  if (r.err) console.error(r.err);
  process.exitCode = r.code;
}
