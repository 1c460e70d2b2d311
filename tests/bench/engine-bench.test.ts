// bench:engine's pure parts (scripts/bench-engine/): its command line, where and how today's
// engine is extracted from git (and why not), the modes an engine declares, the deck rotation and
// the report's ratio line. Nothing here measures anything.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  BASELINE_REV,
  baselineDir,
  extractBaseline,
  resolveRevision,
  type Exec,
} from "@/scripts/bench-engine/baseline";
import { parseOptions } from "@/scripts/bench-engine/cli";
import { modesOf } from "@/scripts/bench-engine/engines";
import { decksFor, type Tally } from "@/scripts/bench-engine/measure";
import { noRatioLine, pairedRatio, ratioLine } from "@/scripts/bench-engine/report";

describe("bench:engine command line", () => {
  it("defaults to 1000 matches in 20 rounds against BASELINE_REV and reads every flag", () => {
    expect(parseOptions([])).toEqual({ matches: 1000, rounds: 20, baseline: BASELINE_REV });
    expect(parseOptions(["--matches", "200", "--rounds", "4", "--baseline", "b2c8bbd"])).toEqual({
      matches: 200,
      rounds: 4,
      baseline: "b2c8bbd",
    });
  });

  it("takes a revision name for --baseline, never something git would read as an option", () => {
    expect(parseOptions(["--baseline", "main"]).baseline).toBe("main");
    expect(parseOptions(["--baseline", "release/1.2"]).baseline).toBe("release/1.2");
    expect(() => parseOptions(["--baseline=--output=x"])).toThrow(/--baseline must be a commit hash/);
    expect(() => parseOptions(["--baseline", "a b"])).toThrow(/--baseline/);
  });

  it("refuses a bad value naming the flag, and an unknown flag", () => {
    expect(() => parseOptions(["--matches", "0"])).toThrow(/--matches must be an integer in 1\.\.1000000, got "0"/);
    expect(() => parseOptions(["--matches", "ten"])).toThrow(/--matches/);
    expect(() => parseOptions(["--rounds", "-1"])).toThrow(/--rounds/);
    expect(() => parseOptions(["--matches", "5", "--rounds", "6"])).toThrow(
      /--rounds \(6\) cannot exceed --matches \(5\)/,
    );
    expect(() => parseOptions(["--seed", "1"])).toThrow(/seed/);
  });
});

describe("today's engine from git", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const temp = () => {
    const d = mkdtempSync(path.join(tmpdir(), "bench-engine-"));
    dirs.push(d);
    return d;
  };
  const git = (root: string, ...args: string[]) =>
    execFileSync("git", ["-C", root, "-c", "user.name=t", "-c", "user.email=t@t", ...args])
      .toString()
      .trim();
  /** A repository whose engine/kartomantik/index.ts says "v1" in its first commit and "v2" in its second. */
  function repo(): { root: string; first: string; second: string } {
    const root = temp();
    git(root, "init", "-q");
    mkdirSync(path.join(root, "engine", "match"), { recursive: true });
    writeFileSync(path.join(root, "engine", "match", "index.ts"), "v1\n");
    writeFileSync(path.join(root, "README.md"), "not engine\n");
    git(root, "add", ".");
    git(root, "commit", "-qm", "one");
    const first = git(root, "rev-parse", "HEAD");
    writeFileSync(path.join(root, "engine", "match", "index.ts"), "v2\n");
    git(root, "commit", "-qam", "two");
    return { root, first, second: git(root, "rev-parse", "HEAD") };
  }
  const leftovers = (root: string) => {
    const parent = path.join(root, ".data", "bench-engine-baseline");
    return existsSync(parent) ? readdirSync(parent) : [];
  };
  const noExec: Exec = () => {
    throw new Error("must not run");
  };

  it("lives under .data/bench-engine-baseline/<rev> and takes only a full revision", () => {
    const rev = "a".repeat(40);
    expect(baselineDir("/r", rev)).toBe(path.join("/r", ".data", "bench-engine-baseline", rev));
    expect(() => baselineDir("/r", "ed7fab6")).toThrow(/40 lowercase hex digits/);
    expect(() => baselineDir("/r", "../../etc/passwd/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).toThrow(/40/);
  });

  it("extracts engine/ as it was at the revision, nothing else, then reuses it without git", () => {
    const { root, first } = repo();
    const got = extractBaseline(root, first);
    expect(got).toEqual({ ok: true, engineDir: path.join(baselineDir(root, first), "engine"), cached: false });
    if (!got.ok) return;
    expect(readFileSync(path.join(got.engineDir, "match", "index.ts"), "utf8")).toBe("v1\n");
    expect(readdirSync(baselineDir(root, first))).toEqual(["engine"]);
    expect(readdirSync(path.dirname(baselineDir(root, first)))).toEqual([first]);
    expect(extractBaseline(root, first, noExec)).toEqual({ ...got, cached: true });
  });

  it("resolves a short hash or a branch to the full hash, and says why it cannot", () => {
    const { root, first, second } = repo();
    expect(resolveRevision(root, first.slice(0, 7))).toEqual({ ok: true, rev: first });
    expect(resolveRevision(root, "HEAD")).toEqual({ ok: true, rev: second });
    expect(resolveRevision(root, second, noExec)).toEqual({ ok: true, rev: second });
    expect(resolveRevision(root, "no-such-branch")).toEqual({
      ok: false,
      reason: `revision no-such-branch is not a commit of ${root}`,
    });
  });

  it("extracts an engine/kartomantik revision as well as an engine/match one", () => {
    const { root } = repo();
    git(root, "mv", "engine/match", "engine/kartomantik");
    git(root, "commit", "-qm", "renamed");
    const renamed = git(root, "rev-parse", "HEAD");
    const got = extractBaseline(root, renamed);
    expect(got.ok).toBe(true);
    if (got.ok) expect(readFileSync(path.join(got.engineDir, "kartomantik", "index.ts"), "utf8")).toBe("v2\n");
  });

  it("says why when there is no history, no such revision, no git, or no engine/ at it", () => {
    const bare = temp();
    const notRepo = extractBaseline(bare, "b".repeat(40));
    expect(notRepo.ok).toBe(false);
    if (!notRepo.ok) expect(notRepo.reason).toMatch(/is not a git repository/);

    const { root } = repo();
    const unknown = extractBaseline(root, "c".repeat(40));
    expect(unknown).toEqual({
      ok: false,
      reason: `revision ${"c".repeat(40)} is not in this repository's history (a shallow or partial copy?)`,
    });

    const enoent: Exec = () => {
      throw Object.assign(new Error("spawn git ENOENT"), { code: "ENOENT" });
    };
    expect(extractBaseline(root, "c".repeat(40), enoent)).toEqual({ ok: false, reason: "git is not installed" });

    git(root, "rm", "-rq", "engine");
    git(root, "commit", "-qm", "no engine");
    const without = git(root, "rev-parse", "HEAD");
    const noEngine = extractBaseline(root, without);
    expect(noEngine.ok).toBe(false);
    if (!noEngine.ok) expect(noEngine.reason).toMatch(new RegExp(`cannot extract engine/ at ${without}`));
    expect(leftovers(root)).toEqual([]);
  });

  it("leaves no half-extracted folder when tar fails", () => {
    const { root, second } = repo();
    const tarFails: Exec = (file, args, input) => {
      if (file === "tar") throw Object.assign(new Error("tar failed"), { stderr: Buffer.from("tar: disk full") });
      return execFileSync(file, args, { input });
    };
    expect(extractBaseline(root, second, tarFails)).toEqual({
      ok: false,
      reason: `cannot extract engine/ at ${second}: tar: disk full`,
    });
    expect(leftovers(root)).toEqual([]);
    expect(extractBaseline(root, second).ok).toBe(true);
  });
});

describe("modes and decks", () => {
  it("an engine without MATCH_MODES (today's) has the duel only; one with it has what it names", () => {
    expect(modesOf({ createMatch: () => null })).toEqual(["duel"]);
    expect(modesOf({ MATCH_MODES: ["duel", "ffa", "2v2"] })).toEqual(["duel", "ffa", "2v2"]);
    expect(() => modesOf({ MATCH_MODES: "duel" })).toThrow(/MATCH_MODES must be an array/);
  });

  it("rotates the decks as bench:engine always has: seat 1 shifts by one more every full rotation", () => {
    const decks = [0, 1, 2, 3, 4, 5].map((n) => [{ id: `d${n}` }]);
    const ids = (i: number, seats: number) => decksFor(i, seats, decks).map((d) => d[0]!.id);
    expect(ids(0, 2)).toEqual(["d0", "d1"]);
    expect(ids(5, 2)).toEqual(["d5", "d0"]);
    expect(ids(6, 2)).toEqual(["d0", "d2"]);
    expect(ids(13, 2)).toEqual(["d1", "d4"]);
    expect(ids(1, 4)).toEqual(["d1", "d2", "d3", "d4"]);
  });
});

describe("the report's ratio line", () => {
  const tally = (rounds: number[]): Tally => ({ matches: 100, actions: 10_000, ms: 1000, rounds });

  it("is the median of the rounds' current/today ratios, two decimals", () => {
    expect(ratioLine("duel", tally([300, 300, 300]), tally([200, 200, 200]))).toBe("ratio duel current/today = 1.50");
    // One round spoiled by other load (today's 50/s) moves a ratio of totals, not the median.
    expect(ratioLine("duel", tally([200, 210, 190]), tally([300, 50, 300]))).toBe("ratio duel current/today = 0.67");
    expect(pairedRatio(tally([100, 400, 300, 200]), tally([100, 100, 100, 100]))).toBe(2.5);
    expect(ratioLine("duel", tally([400]), tally([100]), "pure apply")).toBe(
      "ratio duel (pure apply) current/today = 4.00",
    );
  });

  it("needs the same rounds on both sides", () => {
    expect(() => pairedRatio(tally([1, 2]), tally([1]))).toThrow(/paired rounds/);
    expect(() => pairedRatio(tally([]), tally([]))).toThrow(/paired rounds/);
  });

  it("says why there is no ratio without today's engine, without a number a reader could take for one", () => {
    const line = noRatioLine("duel", "git is not installed");
    expect(line).toBe("ratio duel current/today: not measured, today's engine is unavailable (git is not installed)");
    expect(line).not.toMatch(/= *\d/);
  });
});
