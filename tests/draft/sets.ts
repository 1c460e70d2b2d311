// Card pools for the draft tests: tiny synthetic ones and the two real sets on disk.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DraftCard, Pile } from "@/engine/kartomantik/draft";

export const BETA_FILE = path.resolve(import.meta.dirname, "../../../shared/data/kartomantik-beta/cards.json");
export const DEMO_FILE = path.resolve(import.meta.dirname, "../../data/demo-set/bazaar-demo.json");

/** Community catalog JSON (the Beta set, the demo set): only id, type and points matter here. */
export function loadSet(file: string): DraftCard[] {
  const raw = JSON.parse(readFileSync(file, "utf8")) as {
    id: string;
    type: DraftCard["type"];
    points: number | null;
  }[];
  return raw.map(({ id, type, points }) => ({ id, type, points: points ?? 0 }));
}

export const loadBeta = () => loadSet(BETA_FILE);
export const loadDemo = () => loadSet(DEMO_FILE);

const POINTS: Record<Exclude<Pile, "wills">, number[]> = {
  minor: [0, 5, 10, 15, -20],
  medium: [20, 25, 30, 35],
  major: [40, 45, 50],
};

/** `count` cards per pile with readable ids: will-1, minor-1, medium-1, major-1, … */
export function smallPool(count: number | Partial<Record<Pile, number>> = 6): DraftCard[] {
  const per = (pile: Pile) => (typeof count === "number" ? count : (count[pile] ?? 0));
  const cards: DraftCard[] = [];
  for (let i = 1; i <= per("wills"); i++)
    cards.push({ id: `will-${i}`, type: i % 2 ? "ephemeral_will" : "persistent_will", points: 0 });
  for (const pile of ["minor", "medium", "major"] as const) {
    const points = POINTS[pile];
    for (let i = 1; i <= per(pile); i++)
      cards.push({ id: `${pile}-${i}`, type: "manifestation", points: points[(i - 1) % points.length] as number });
  }
  return cards;
}
