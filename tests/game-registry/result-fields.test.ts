// Each game's paper result is its own (issue 33 §4): the form's fields take what the game's scoring
// takes (GameScoring.field: bounds, step, a sign or none), its help is the game's (GameDefinition.resultHelp),
// and the check the form runs is the one the server runs (validateGames with the game's scoring,
// lib/tournament/results.ts), so the API refuses what the form refuses. Rules: Kartomantik base rules
// 4.4.2 (multiples of 5, negative too); Ken il Guerriero, README "Ken il Guerriero events" (1 for the winner,
// 0 for the loser: our copy of the rulebook stops before its victory chapter); Incantesium "Le gemme" and
// engine/incantesium/README.md ruling G2 (the gems conquered during the challenge).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateGames } from "@/engine/tournament";
import { GAMES, gameDefinition } from "@/lib/game-registry/definitions";
import { resultHelpKey } from "@/lib/game-registry/definition";

const messages = Object.fromEntries(
  ["it", "en"].map((l) => [l, JSON.parse(readFileSync(path.join("messages", `${l}.json`), "utf8"))]),
) as Record<string, Record<string, unknown>>;
const message = (locale: string, key: string): string | undefined => {
  let node: unknown = messages[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
};
/** A duel's Bo1 result checked as the form and the server check it. */
const duel = (game: string, a: number, b: number) => validateGames(1, [[a, b]], [0, 1], gameDefinition(game).scoring);
const refused = (r: unknown) => typeof r === "object" && r !== null && "error" in r;

describe("every game's paper field and help are its own", () => {
  it.each(GAMES.map((g) => [g.id]))("%s: a number outside its field or off its step is refused", (id) => {
    const { min, max, step } = gameDefinition(id).scoring.field;
    expect(min).toBeLessThan(max);
    expect((max - min) % step).toBe(0);
    const outside = [min - step, max + step, min + 0.5, ...(step > 1 ? [min + 1] : [])];
    for (const n of outside) {
      expect(refused(duel(id, n, min)), `${id} ${n}`).toBe(true);
      expect(refused(duel(id, min, n)), `${id} ${n}`).toBe(true);
    }
  });

  it.each(GAMES.map((g) => [g.id]))("%s: its help exists in Italian and English and names only its field", (id) => {
    const { resultHelp } = gameDefinition(id);
    for (const key of [resultHelp.duel, resultHelp.table, ...(resultHelp.teams ? [resultHelp.teams] : [])])
      for (const locale of ["it", "en"]) {
        const text = message(locale, key);
        expect(text, `${locale} ${key}`).toBeDefined();
        for (const [, param] of text!.matchAll(/\{(\w+)\}/g)) expect(["min", "max", "step"]).toContain(param);
      }
  });

  it("rules 4.4.2: Kartomantik's field takes multiples of 5, negative ones too, and says so", () => {
    expect(gameDefinition("kartomantik").scoring.field).toEqual({ min: -5000, max: 5000, step: 5 });
    expect(duel("kartomantik", -10, 5)).toEqual([[-10, 5]]);
    expect(message("it", gameDefinition("kartomantik").resultHelp.duel)).toContain(
      "multipli di {step}, anche negativi",
    );
  });

  it("README Ken il Guerriero events: Ken takes 1 or 0, refuses 5–0, and its help is not Kartomantik's", () => {
    expect(gameDefinition("ken").scoring.field).toEqual({ min: 0, max: 1, step: 1 });
    expect(duel("ken", 5, 0)).toMatchObject({ error: "result_ken_not_win_loss", params: { game: 1 } });
    expect(duel("ken", 1, 0)).toEqual([[1, 0]]);
    expect(duel("ken", 0, 0)).toEqual([[0, 0]]);
    const help = message("it", gameDefinition("ken").resultHelp.duel)!;
    expect(help).toContain("1 a chi vince, 0 a chi perde");
    expect(help).not.toContain("multipli");
  });

  it("Incantesium ruling G2: whole gems from 0, no sign; the help speaks of the gems conquered during the challenge", () => {
    expect(gameDefinition("incantesium").scoring.field).toEqual({ min: 0, max: 99, step: 1 });
    expect(duel("incantesium", 2, 3)).toEqual([[2, 3]]);
    expect(duel("incantesium", -1, 3)).toMatchObject({ error: "result_incantesium_gems" });
    for (const key of Object.values(gameDefinition("incantesium").resultHelp)) {
      const help = message("it", key)!;
      expect(help).toContain("gemme conquistate");
      expect(help).toContain("durante la sfida");
      expect(help).not.toContain("multipli");
    }
  });

  it("a table's help by its seating: a 2v2's says how a team adds its points, a Free-for-All pod's does not", () => {
    const ffa = [0, 1, 2, 3];
    const teams = [0, 1, 0, 1];
    for (const id of ["kartomantik", "incantesium"]) {
      const def = gameDefinition(id);
      for (const locale of ["it", "en"]) {
        const pod = message(locale, resultHelpKey(def, "table", ffa))!;
        const team = message(locale, resultHelpKey(def, "table", teams))!;
        expect(pod, `${id} ${locale}`).not.toMatch(/2 ?v(s)? ?2|2 contro 2/i);
        expect(team, `${id} ${locale}`).toMatch(/2 ?v(s)? ?2|2 contro 2/i);
      }
      expect(resultHelpKey(def, "duel", [0, 1])).toBe(def.resultHelp.duel);
    }
    // A game without a team's help gives its table's.
    const ken = gameDefinition("ken");
    expect(resultHelpKey(ken, "table", teams)).toBe(ken.resultHelp.table);
  });
});
