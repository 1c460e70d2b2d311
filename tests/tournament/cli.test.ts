// npm run pairings -- --players N: one JSON line, seats 1..N, null for the bye (issue #5 §7).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/pairings.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe("npm run pairings", () => {
  it("--players 5: 5 rounds, each player exactly one bye, each pair once (event-rules §6)", () => {
    const { code, stdout } = run("--players", "5");
    expect(code).toBe(0);
    expect(stdout.trim().split("\n")).toHaveLength(1);
    const { rounds } = JSON.parse(stdout) as { rounds: [number, number | null][][] };
    expect(rounds).toHaveLength(5);
    const byes = rounds.flatMap((r) => r.filter(([, b]) => b === null).map(([a]) => a));
    expect(byes.sort()).toEqual([1, 2, 3, 4, 5]);
    const pairs = rounds.flatMap((r) => r.filter(([, b]) => b !== null).map(([a, b]) => [a, b!].sort().join("-")));
    expect(new Set(pairs).size).toBe(10);
    expect(pairs).toHaveLength(10);
  });

  it.each([["0"], ["17"], ["abc"], []])("refuses %j with a usage line and exit 2", (...args) => {
    const { code, stderr } = run(...(args.length ? ["--players", ...args] : []));
    expect(code).toBe(2);
    expect(stderr).toContain("Usage: npm run pairings -- --players N");
  });
});
