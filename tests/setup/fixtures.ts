// Shared test helpers: the real Beta catalog from ../shared, unique names per test.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

export const BETA_FILE = path.resolve(import.meta.dirname, "../../../shared/data/kartomantik-beta/cards.json");
export const DEMO_FILE = path.resolve(import.meta.dirname, "../../data/demo-set/bazaar-demo.json");

export type RawCard = Record<string, unknown> & {
  collectionNumber: number;
  type: string;
  points: number;
  setName: string;
};

export const loadBeta = (): RawCard[] => JSON.parse(readFileSync(BETA_FILE, "utf8"));
export const loadDemo = (): RawCard[] => JSON.parse(readFileSync(DEMO_FILE, "utf8"));

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

/** A small catalog of our own (a renamed slice of the demo set) so tests do not collide. */
export function miniCatalog(setName = unique("Mini"), size = 12): RawCard[] {
  return loadDemo()
    .slice(0, size)
    .map((c) => ({ ...c, setName }));
}
