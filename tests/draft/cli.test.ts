// scripts/sim-draft.ts end to end: one JSON line for a whole random draft; clear errors otherwise.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BETA_FILE } from "./sets";

const root = path.resolve(import.meta.dirname, "../..");
const sim = (...args: string[]) => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/sim-draft.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};

describe("npm run sim:draft", () => {
  it.each([
    [6, 7, "Beta", BETA_FILE],
    [2, 1, "Beta", BETA_FILE],
    [3, 5, "demo set (default)", undefined],
  ])("§2 %i players, seed %i, %s: 18 tables and 36 cards each", (players, seed, _label, set) => {
    const { code, stdout, stderr } = sim(
      "--players",
      String(players),
      "--seed",
      String(seed),
      ...(set ? ["--set", set] : []),
    );
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as {
      players: number;
      tables: number;
      cardsPerPlayer: number[];
      spent: number[];
      actions: number;
      ms: number;
    };
    expect(Object.keys(out)).toEqual(["players", "tables", "cardsPerPlayer", "spent", "actions", "ms"]);
    expect(out.players).toBe(players);
    expect(out.tables).toBe(18);
    expect(out.cardsPerPlayer).toEqual(Array.from({ length: players }, () => 36));
    expect(out.spent).toHaveLength(players);
    expect(out.actions).toBeGreaterThanOrEqual(36 * players);
    // Same seed, same draft (only the time may differ).
    const again = JSON.parse(
      sim("--players", String(players), "--seed", String(seed), ...(set ? ["--set", set] : [])).stdout,
    ) as typeof out;
    expect({ ...again, ms: 0 }).toEqual({ ...out, ms: 0 });
  });

  it("§1 a short composition runs only with --accept-short", () => {
    expect(sim("--players", "3", "--seed", "1", "--composition", "1,1,1,1")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("short_draft_not_accepted"),
    });
    const ok = sim("--players", "3", "--seed", "1", "--composition", "1,1,1,1", "--accept-short");
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ tables: 2, cardsPerPlayer: [4, 4, 4] });
  });

  it("§1 a RuleError is a clear message on stderr and exit 1", () => {
    expect(sim("--players", "7", "--seed", "1")).toMatchObject({
      code: 1,
      stdout: "",
      stderr: expect.stringContaining("bad_player_count"),
    });
    expect(sim("--players", "3", "--seed", "1", "--composition", "36,0,0,0")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/pile_too_small.*"pile":"wills".*"needed":108/),
    });
  });

  it.each([
    [["--seed", "1"], /--players is required/],
    [["--players", "three", "--seed", "1"], /--players must be an integer/],
    [["--players", "3", "--seed", "1", "--composition", "12,8,11"], /--composition needs four/],
    [["--players", "3", "--seed", "1", "--bogus"], /Unknown option/],
    [["--players", "3", "--seed", "1", "--set", "no-such-file.json"], /cannot read the card set/],
  ])("bad arguments %j are a usage message and exit 2", (args, message) => {
    const { code, stdout, stderr } = sim(...args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
    expect(stderr).toContain("Usage:");
  });
});
