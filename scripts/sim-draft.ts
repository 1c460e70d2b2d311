// npm run sim:draft -- --players N --seed S [--set FILE] [--composition 12,8,11,5] [--accept-short]
// Plays one whole Draft Bazaar with seeded random legal bidders and prints one JSON line:
// {"players","tables","cardsPerPlayer","spent","actions","ms"}. Exit 2: bad arguments or set
// file; exit 1: the engine refused (RuleError).
import {
  applyDraft,
  createDraft,
  DEFAULT_COMPOSITION,
  isRuleError,
  randomLegalAction,
  seedRng,
  type Composition,
  type DraftCard,
  type RuleError,
} from "@/engine/kartomantik/draft";
import { flags, readJson, runCli, UsageError } from "./cli";

const USAGE =
  "Usage: npm run sim:draft -- --players N --seed S [--set FILE] [--composition WILLS,MINOR,MEDIUM,MAJOR] [--accept-short]";
const DEFAULT_SET = "data/demo-set/bazaar-demo.json";

function integer(name: string, value: string | undefined): number {
  if (value === undefined) throw new UsageError(`--${name} is required`);
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be an integer, got "${value}"`);
  return Number(value);
}

function composition(value: string | undefined): Composition {
  if (value === undefined) return DEFAULT_COMPOSITION;
  const parts = value.split(",").map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => !/^\d+$/.test(p)))
    throw new UsageError(`--composition needs four non-negative integers (wills,minor,medium,major), got "${value}"`);
  const [wills, minor, medium, major] = parts.map(Number) as [number, number, number, number];
  return { wills, minor, medium, major };
}

/** Community catalog JSON: an array of cards; only id, type and points matter to the draft. */
function loadSet(file: string): DraftCard[] {
  const raw = readJson(file, "card set");
  if (!Array.isArray(raw)) throw new UsageError(`${file}: expected a JSON array of cards`);
  return raw.map((card: unknown, i): DraftCard => {
    const c = card as { id?: unknown; type?: unknown; points?: unknown };
    if (typeof c?.id !== "string" || typeof c.type !== "string")
      throw new UsageError(`${file}: card #${i} has no string id and type`);
    // Wills carry no points in some catalogs; a manifestation without points is left for the engine to refuse.
    const points = typeof c.points === "number" ? c.points : c.type === "manifestation" ? Number.NaN : 0;
    return { id: c.id, type: c.type as DraftCard["type"], points };
  });
}

function explain(error: RuleError): string {
  return `draft refused: ${error.error} (${error.rule})${error.params ? " " + JSON.stringify(error.params) : ""}`;
}

function main(): number {
  const options = flags(process.argv.slice(2), {
    players: { type: "string" },
    seed: { type: "string" },
    set: { type: "string" },
    composition: { type: "string" },
    "accept-short": { type: "boolean" },
  });
  const players = integer("players", options.players);
  const seed = integer("seed", options.seed);
  const comp = composition(options.composition);
  const pool = loadSet(options.set ?? DEFAULT_SET);

  const started = performance.now();
  const created = createDraft(pool, {
    players,
    seed,
    composition: comp,
    acceptShortDraft: options["accept-short"] === true,
  });
  if (isRuleError(created)) {
    console.error(explain(created));
    return 1;
  }
  let state = created.state;
  // The bidders draw from their own stream, derived from S but apart from the draft's PRNG.
  let rng = seedRng(seed ^ 0x5bd1e995);
  for (;;) {
    const next = randomLegalAction(state, rng);
    if (!next) break;
    rng = next[1];
    const applied = applyDraft(state, next[0]);
    if (isRuleError(applied)) {
      console.error(`${explain(applied)} on ${JSON.stringify(next[0])}`);
      return 1;
    }
    state = applied.state;
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    JSON.stringify({
      players,
      tables: state.tableNo,
      cardsPerPlayer: state.hands.map((h) => h.length),
      spent: state.spent,
      actions: state.actions,
      ms,
    }),
  );
  return 0;
}

process.exitCode = runCli(USAGE, main);
