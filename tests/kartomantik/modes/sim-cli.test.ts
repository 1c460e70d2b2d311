// `npm run sim:match` (issue 19 §5): one JSON line per match for every mode, a bot in every seat.
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BETA_DIR } from "../sets";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const sim = (...args: string[]) =>
  spawnSync("node", ["--import", "tsx", "scripts/sim-match.ts", ...args], { cwd: ROOT, encoding: "utf8" });
const line = (...args: string[]) =>
  JSON.parse(
    execFileSync("node", ["--import", "tsx", "scripts/sim-match.ts", ...args], { cwd: ROOT, encoding: "utf8" }),
  );

describe("sim:match", () => {
  it("prints mode, players, winner, one score per player, team totals in 2v2, turns and actions", () => {
    const beta = path.join(BETA_DIR, "cards.json");
    const duel = line("--mode", "duel", "--seed", "5");
    expect(Object.keys(duel)).toEqual(["mode", "players", "winner", "points", "turns", "actions"]);
    expect(duel).toMatchObject({ mode: "duel", players: 2 });
    const ffa = line(
      "--mode",
      "ffa",
      "--players",
      "5",
      "--seed",
      "6",
      "--set",
      beta,
      "--bots",
      "random,greedy,random,greedy,random",
    );
    expect(ffa).toMatchObject({ mode: "ffa", players: 5 });
    expect(ffa.points).toHaveLength(5);
    const top = Math.max(...ffa.points);
    expect(ffa.winner).toBe(ffa.points.filter((p: number) => p === top).length === 1 ? ffa.points.indexOf(top) : null);
    const teams = line("--mode", "2v2", "--seed", "7", "--set", beta);
    expect(teams).toMatchObject({ mode: "2v2", players: 4 });
    // Seats 0 and 2 against 1 and 3 (allies alternate seats).
    expect(teams.teams).toEqual([teams.points[0] + teams.points[2], teams.points[1] + teams.points[3]]);
    expect(teams.actions).toBeGreaterThan(0);
    // The same seed plays the same match.
    expect(line("--mode", "2v2", "--seed", "7", "--set", beta)).toEqual(teams);
  }, 60_000);

  it("refuses a player count the mode does not allow, with exit code 2 and the usage", () => {
    for (const args of [
      ["--mode", "ffa", "--players", "6"],
      ["--mode", "2v2", "--players", "3"],
      ["--mode", "duel", "--players", "3"],
      ["--mode", "melee"],
    ]) {
      const r = sim(...args, "--seed", "1");
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toContain("Usage:");
    }
  }, 60_000);
});
