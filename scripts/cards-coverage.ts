// npm run cards:coverage -- --set FILE [--list]
// How much of a card set the engine runs by itself: "automated" (every ability encoded, or
// vanilla / keywords only), "partial" (encoded with a part left to the manual fallback) and
// "manual" (logged primitive moves only). --list prints one line per card first. The last line is
// always one JSON object {"total","automated","partial","manual"}. Exit 2: bad arguments or set.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadSet, type RawCard } from "@/engine/kartomantik/cards/load";
import { scriptsFor } from "@/engine/kartomantik/cards/sets";

const USAGE = "Usage: npm run cards:coverage -- --set FILE [--list]";

function main(): number {
  let values;
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: { set: { type: "string" }, list: { type: "boolean" } },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.set) {
    console.error(`--set is required\n${USAGE}`);
    return 2;
  }
  let raw: (RawCard & { collectionNumber?: number })[];
  try {
    raw = JSON.parse(readFileSync(path.resolve(values.set), "utf8"));
    if (!Array.isArray(raw)) throw new Error("expected a JSON array of cards");
  } catch (err) {
    console.error(`cannot read ${values.set}: ${(err as Error).message}`);
    return 2;
  }
  const set = loadSet(raw, scriptsFor(raw));
  if (!set.ok) {
    for (const e of set.errors) console.error(`${e.card} (${e.name}): ${e.message}`);
    return 2;
  }
  const counts = { total: set.cards.length, automated: 0, partial: 0, manual: 0 };
  set.cards.forEach((c, i) => {
    counts[c.automation]++;
    if (values.list) {
      const n = raw[i]?.collectionNumber ?? i + 1;
      const note = c.automation === "partial" ? ` — ${c.script.partial}` : "";
      console.log(`${String(n).padStart(3)} ${c.automation.padEnd(9)} ${c.name}${note}`);
    }
  });
  console.log(JSON.stringify(counts));
  return 0;
}

process.exitCode = main();
