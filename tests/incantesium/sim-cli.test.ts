// npm run sim:incantesium: one JSON line per challenge, reproducible from the seed; bad arguments
// are refused with the usage (exit 2).
import { describe, expect, it } from "vitest";
import { run } from "@/scripts/sim-incantesium";

describe("sim:incantesium", () => {
  it("prints {mode, players, winner, gems, rounds, actions} for every mode; the same seed gives the same line", () => {
    for (const args of [
      ["--mode", "duel", "--players", "2", "--seed", "4"],
      ["--mode", "ffa", "--players", "3", "--seed", "4", "--castes"],
      ["--mode", "ffa", "--players", "4", "--seed", "4", "--castes-chosen"],
      ["--mode", "ffa", "--players", "5", "--seed", "4", "--spirits"],
      ["--mode", "2v2", "--players", "4", "--seed", "4", "--castes", "--spirits", "--bots", "random,heuristic"],
    ]) {
      const r = run(args);
      expect(r.code, r.err).toBe(0);
      const line = JSON.parse(r.out);
      expect(Object.keys(line)).toEqual(["mode", "players", "winner", "gems", "rounds", "actions"]);
      expect(line.mode).toBe(args[1]);
      expect(line.gems).toHaveLength(args[1] === "2v2" ? 2 : Number(args[3]));
      expect(line.gems[line.winner]).toBeGreaterThan(0);
      expect(line.actions).toBeGreaterThan(0);
      expect(run(args).out).toBe(r.out);
    }
    expect(run(["--seed", "5"]).out).not.toBe(run(["--seed", "6"]).out);
  });

  it("refuses bad arguments with the usage", () => {
    for (const args of [
      [],
      ["--seed", "x"],
      ["--seed", "1", "--mode", "chess"],
      ["--seed", "1", "--mode", "ffa", "--players", "6"],
      ["--seed", "1", "--mode", "duel", "--players", "3"],
      ["--seed", "1", "--bots", "smart"],
      ["--seed", "1", "--colour"],
    ]) {
      const r = run(args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/Usage: npm run sim:incantesium/);
    }
  });
});
