// Issue 32: the event backbone never names a game. It asks the registry (lib/game-registry/); only a
// game's own folders (engine/<id>/, lib/<id>/, components/<id>/) and the registries may name it. This
// counts what names a game anywhere else under app/, lib/, components/ and engine/: a comparison with a
// game's id (`game === "ken"`, `case "incantesium"`), an id as a discriminator (`game: "ken"`,
// `z.literal("ken")`), an import from a game's folders, and a route or page folder named for a game.
// The goal is 0. Until the backbone is done the count is held by a ratchet: no file may name games more
// often than `BASELINE` says, and a file that names them less must lower its entry (so the count only
// goes down).
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
    new RegExp(`from\\s+["'](?:@/|(?:\\.\\./)+)(?:lib|components|engine)/${id}/`, "g"),
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

/** Where the backbone still names games (this ratchet only goes down; the goal is an empty list). */
const BASELINE: Record<string, number> = {
  "app/(organizer)/organizer/events/[eventId]/games/[gameId]/page.tsx": 1,
  "app/(organizer)/organizer/events/[eventId]/incantesium/[gameId]/page.tsx": 4,
  "app/(organizer)/organizer/page.tsx": 1,
  "app/(organizer)/organizer/sets/ImportForm.tsx": 2,
  "app/(organizer)/organizer/sets/page.tsx": 1,
  "app/(phone)/play/[eventId]/games/[gameId]/page.tsx": 1,
  "app/(phone)/play/[eventId]/incantesium/[gameId]/page.tsx": 3,
  "app/(projector)/projector/[code]/page.tsx": 2,
  "app/(public)/cards/[setId]/page.tsx": 3,
  "app/(public)/ken/cards/page.tsx": 2,
  "app/api/events/[eventId]/incantesium/my-table/route.ts": 2,
  "app/api/events/[eventId]/incantesium/running/route.ts": 2,
  "app/api/events/[eventId]/incantesium/running/stream/route.ts": 3,
  "app/api/events/[eventId]/incantesium/tables/route.ts": 3,
  "app/api/events/[eventId]/matches/[matchId]/bot/route.ts": 1,
  "app/api/events/[eventId]/matches/[matchId]/games/route.ts": 1,
  "app/api/events/[eventId]/matches/[matchId]/incantesium/bot/route.ts": 2,
  "app/api/events/[eventId]/matches/[matchId]/incantesium/route.ts": 2,
  "app/api/events/[eventId]/matches/[matchId]/incantesium/running/route.ts": 2,
  "app/api/events/[eventId]/matches/[matchId]/incantesium/running/stream/route.ts": 3,
  "app/api/events/[eventId]/practice/route.ts": 1,
  "app/api/events/[eventId]/tables/route.ts": 1,
  "app/api/games/[gameId]/act/route.ts": 1,
  "app/api/games/[gameId]/log/route.ts": 1,
  "app/api/games/[gameId]/replay/route.ts": 1,
  "app/api/games/[gameId]/stream/route.ts": 1,
  "app/api/incantesium/[gameId]/act/route.ts": 2,
  "app/api/incantesium/[gameId]/log/route.ts": 2,
  "app/api/incantesium/[gameId]/replay/route.ts": 2,
  "app/api/incantesium/[gameId]/stream/route.ts": 2,
  "components/CardFace.tsx": 3,
  "components/cardMarks.ts": 1,
  "components/game/GameCard.tsx": 1,
  "components/game/GamePhone.tsx": 2,
  "components/game/GameTable.tsx": 1,
  "components/game/MyTables.tsx": 1,
  "components/game/ReplayViewer.tsx": 1,
  "lib/seed.ts": 2,
  "lib/tournament/exports.ts": 1,
  "lib/tournament/sideboard.ts": 1,
};

describe("the backbone names no game (issue 32)", () => {
  const counts = gameBranches();

  it("counts what it should: a comparison, a case, a discriminator, an import and a folder each count", () => {
    expect(namings('if (game === "ken") x(); switch (g) { case "incantesium": }', "ken")).toBe(1);
    expect(namings('switch (g) { case "incantesium": }', "incantesium")).toBe(1);
    expect(namings('const body = { game: "ken" }; z.literal("ken");', "ken")).toBe(2);
    expect(namings('import { x } from "@/lib/ken/decks";\nimport { y } from "../../components/ken/Pad";', "ken")).toBe(
      2,
    );
    // A word in a list of common passwords, a card's text or a comment is not a branch.
    expect(namings('const common = ["kartomantik", "password"]; // ken', "kartomantik")).toBe(0);
  });

  it("no file names games more often than its baseline; a file that names them less lowers its entry", () => {
    const over = [...counts].filter(([file, n]) => n > (BASELINE[file] ?? 0));
    expect(over, "these files name a game where the registry should be asked").toEqual([]);
    const lower = Object.entries(BASELINE).filter(([file, n]) => (counts.get(file) ?? 0) < n);
    expect(lower, "these files name games less now: lower (or remove) their BASELINE entries").toEqual([]);
  });
});
