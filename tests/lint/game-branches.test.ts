// Issue 32: the event backbone never names a game. It asks the registry (lib/game-registry/); only a
// game's own folders (engine/<id>/, lib/<id>/, components/<id>/) and the registries may name it. This
// counts what names a game anywhere else under app/, lib/, components/ and engine/: a comparison with a
// game's id (`game === "ken"`, `case "incantesium"`), an id as a discriminator (`game: "ken"`,
// `z.literal("ken")`), an import from a game's folders, and a route or page folder named for a game.
// The count is 0.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES } from "@/lib/game-registry/definitions";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "lib", "components", "engine"];
const REGISTRIES = ["lib/game-registry/", "components/game-registry/"];
const ids = GAMES.map((g) => g.id);
const ownFolders = (id: string) => [`engine/${id}/`, `lib/${id}/`, `components/${id}/`];

/** What names a game in one file's text (its path is counted apart). */
function namings(text: string, id: string): number {
  const q = `["'\`]${id}["'\`]`;
  const patterns = [
    new RegExp(`[!=]==\\s*${q}`, "g"),
    new RegExp(`${q}\\s*[!=]==`, "g"),
    new RegExp(`\\bcase\\s+${q}`, "g"),
    new RegExp(`\\bgame\\??:\\s*${q}`, "g"),
    new RegExp(`\\bliteral\\(\\s*${q}`, "g"),
    // A static or dynamic import from a game's folders (by alias, or relative: `../kartomantik/…` in engine/).
    new RegExp(`(?:from\\s+|import\\(\\s*)["'](?:@/|(?:\\.\\./)+)(?:(?:lib|components|engine)/)?${id}/`, "g"),
  ];
  return patterns.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
}

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return rel === "lib/generated" ? [] : files(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** By-name game branches per file, outside each game's own folders and the registries. */
function gameBranches(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of SCANNED.flatMap(files)) {
    if (REGISTRIES.some((r) => file.startsWith(r))) continue;
    const text = readFileSync(path.join(ROOT, file), "utf8");
    let n = 0;
    for (const id of ids) {
      if (ownFolders(id).some((f) => file.startsWith(f))) continue;
      n += namings(text, id);
      if (file.split("/").includes(id)) n += 1;
    }
    if (n > 0) counts.set(file, n);
  }
  return counts;
}

describe("the backbone names no game (issue 32)", () => {
  const counts = gameBranches();

  it("counts what it should: a comparison, a case, a discriminator, an import and a folder each count", () => {
    expect(namings('if (game === "ken") x(); switch (g) { case "incantesium": }', "ken")).toBe(1);
    expect(namings('switch (g) { case "incantesium": }', "incantesium")).toBe(1);
    expect(namings('const body = { game: "ken" }; z.literal("ken");', "ken")).toBe(2);
    expect(namings('import { x } from "@/lib/ken/decks";\nimport { y } from "../../components/ken/Pad";', "ken")).toBe(
      2,
    );
    expect(namings('const P = dynamic(() => import("@/components/ken/Pad"));', "ken")).toBe(1);
    expect(namings('import type { CardType } from "../kartomantik/vocabulary";', "kartomantik")).toBe(1);
    // A word in a list of common passwords, a card's text or a comment is not a branch.
    expect(namings('const common = ["kartomantik", "password"]; // ken', "kartomantik")).toBe(0);
  });

  it("no file outside a game's own folders and the registries names a game", () => {
    expect([...counts], "these files name a game where the registry should be asked").toEqual([]);
  });
});
