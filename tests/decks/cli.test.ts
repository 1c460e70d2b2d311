// scripts/deck-validate.ts end to end: one JSON line {legal, cards, points, debt, errors}; exit 0
// legal, 1 not legal, 2 bad arguments.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDeckText } from "@/engine/kartomantik/deck-rules";
import { betaWhere, byName, CARDS_FILE, catalog, deckIds, starter, STARTERS_FILE } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(path.join(tmpdir(), "deck-validate-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const write = (name: string, content: unknown) => {
  const file = path.join(tmp, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
};

interface Output {
  legal: boolean;
  cards: number;
  points: number;
  debt: number;
  errors: { rule: string; section?: string; card?: string; line?: number; message: string }[];
}

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/deck-validate.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
  });
  const lines = result.stdout.trim() === "" ? [] : result.stdout.trim().split("\n");
  return {
    code: result.status,
    lines,
    out: lines.length === 1 ? (JSON.parse(lines[0]!) as Output) : undefined,
    stderr: result.stderr,
  };
}

describe("npm run deck:validate", () => {
  it("rulebook §4.1 a starter deck (picked by --id) is legal: 30 cards, 400 points, no debt", () => {
    const { code, lines, out, stderr } = run("--set", CARDS_FILE, "--deck", STARTERS_FILE, "--id", "starter-choleric");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    expect(Object.keys(out!)).toEqual(["legal", "cards", "points", "debt", "errors"]);
    expect(out).toEqual({ legal: true, cards: 30, points: 400, debt: 0, errors: [] });
  });

  it("a file of several decks without --id: the first is validated and stderr says so", () => {
    const { code, out, stderr } = run("--set", CARDS_FILE, "--deck", STARTERS_FILE);
    expect(code).toBe(0);
    expect(out).toMatchObject({ legal: true, points: 400 });
    expect(stderr).toMatch(/holds 5 decks; validated the first \("starter-phlegmatic"\)/);
  });

  it("rulebook §4.1 a broken copy (31st card, a repeated name, 520 points) exits 1 with every error listed", () => {
    const deck = structuredClone(starter("vitreous"));
    const wills = deck.groups[1]!.cardIds;
    const majors = betaWhere((c) => c.type === "manifestation" && c.points === 40, deckIds(deck))
      .slice(0, 3)
      .map((c) => c.id);
    wills.splice(0, 3, ...majors);
    deck.groups[0]!.cardIds.push(deck.groups[0]!.cardIds[0]!);
    const { code, out } = run("--set", CARDS_FILE, "--deck", write("broken.json", deck));
    expect(code).toBe(1);
    expect(out).toMatchObject({ legal: false, cards: 31 });
    expect(out!.errors.map((e) => e.rule)).toEqual(["deck_size", "duplicate_name", "points_cap"]);
    const duplicate = out!.errors[1]!;
    expect(duplicate).toMatchObject({ section: "rulebook §4.1", card: byName(duplicate.card!).name });
    expect(out!.errors[2]!.message).toMatch(/at most 500 \(rulebook §4\.1\)/);
  });

  it("a text list in Italian is read like the JSON; unknown and repeated names are errors with line numbers", () => {
    const text = formatDeckText(catalog, { name: "Vitreo", deck: deckIds(starter("vitreous")) }, { language: "it" });
    expect(run("--set", CARDS_FILE, "--deck", write("vitreo.txt", text))).toMatchObject({
      code: 0,
      out: { legal: true, cards: 30, points: 400 },
    });
    // Drop the first card (line 3), then add an unknown name and a repeat of the second card.
    const lines = text.split("\n");
    const broken = [...lines.slice(0, 2), ...lines.slice(3, -1), "1 Sprout of Nothing", lines[3], ""].join("\n");
    const { code, out } = run("--set", CARDS_FILE, "--deck", write("broken.txt", broken));
    expect(code).toBe(1);
    expect(out).toMatchObject({ legal: false, cards: 29 });
    expect(out!.errors.map((e) => [e.rule, e.line])).toEqual([
      ["unknown_name", 33],
      ["duplicate_name", 34],
      ["deck_size", undefined],
    ]);
    expect(out!.errors[0]!.message).toBe('line 33: no card is named "Sprout of Nothing"');
  });

  it("event-rules §4–5 --format draft with --pool and --spent: no points cap, debt = points + spent − 500", () => {
    const deck = deckIds(starter("melancholic"));
    const pool = [
      ...deck,
      ...betaWhere((c) => c.points === 50, deck)
        .slice(0, 6)
        .map((c) => c.id),
    ];
    const poolFile = write("pool.json", pool);
    const deckFile = write("draft.json", {
      id: "d",
      name: "Draft",
      colorKey: "melancholic",
      groups: [{ id: "manifestations", kind: "manifestations", name: "M", cardIds: deck }],
    });
    expect(
      run("--set", CARDS_FILE, "--deck", deckFile, "--format", "draft", "--pool", poolFile, "--spent", "180"),
    ).toMatchObject({ code: 0, out: { legal: true, points: 400, debt: 80 } });
    const stranger = write("stranger.txt", formatDeckText(catalog, { deck: [...deck.slice(1), byName("Corrode").id] }));
    const { code, out } = run("--set", CARDS_FILE, "--deck", stranger, "--format", "draft", "--pool", poolFile);
    expect(code).toBe(1);
    expect(out!.errors).toMatchObject([{ rule: "not_in_pool", section: "event-rules §4", card: "Corrode" }]);
  });

  it("2vs2: --format 2v2 wants 21 cards", () => {
    const { code, out } = run(
      "--set",
      CARDS_FILE,
      "--deck",
      STARTERS_FILE,
      "--id",
      "starter-capricious",
      "--format",
      "2v2",
    );
    expect(code).toBe(1);
    expect(out!.errors).toMatchObject([
      {
        rule: "deck_size",
        section: "2vs2 Creazione del Mazzo",
        message: "the deck has 30 cards; it must have exactly 21 (2vs2 Creazione del Mazzo)",
      },
    ]);
  });

  it.each([
    [["--deck", STARTERS_FILE], /--set is required/],
    [["--set", CARDS_FILE], /--deck is required/],
    [
      ["--set", CARDS_FILE, "--deck", STARTERS_FILE, "--format", "sealed"],
      /--format must be draft, constructed or 2v2/,
    ],
    [["--set", CARDS_FILE, "--deck", STARTERS_FILE, "--format", "draft"], /needs --pool/],
    [["--set", CARDS_FILE, "--deck", STARTERS_FILE, "--spent=-5"], /--spent must be a non-negative integer/],
    [["--set", CARDS_FILE, "--deck", STARTERS_FILE, "--id", "starter-nope"], /no deck with id "starter-nope"/],
    [["--set", "no-such-file.json", "--deck", STARTERS_FILE], /cannot read the card set/],
    [["--set", STARTERS_FILE, "--deck", STARTERS_FILE], /the card set .* has 5 bad entries/],
    [["--set", CARDS_FILE, "--deck", STARTERS_FILE, "--bogus"], /Unknown option/],
  ])("bad arguments %j: a usage message and exit 2", (args, message) => {
    const { code, lines, stderr } = run(...args);
    expect(code).toBe(2);
    expect(lines).toEqual([]);
    expect(stderr).toMatch(message);
    expect(stderr).toContain("Usage:");
  });
});
