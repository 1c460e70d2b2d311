// Issue 32 §1: every game is one module in one registry; the backbone reads formats, best-of choices,
// modes, settings and scoring from it. These check the registry's own invariants and how a new event's
// body is read through it (lib/events/events.ts newEventInput).
import { describe, expect, it } from "vitest";
import { MODES } from "@/lib/events/modes";
import { newEventInput } from "@/lib/events/events";
import { formatOf, GAMES, gameDefinition, maxSeatsOf } from "@/lib/game-registry/definitions";
import { GAME_MODULES, gameModule } from "@/lib/game-registry/modules";

describe("the game registry", () => {
  it("lists each game once, with formats that each have best-of choices, modes and a seat limit", () => {
    expect(new Set(GAMES.map((g) => g.id)).size).toBe(GAMES.length);
    for (const game of GAMES) {
      expect(game.formats.length, game.id).toBeGreaterThan(0);
      for (const f of game.formats) {
        expect(f.maxSeats, `${game.id}/${f.id}`).toBeGreaterThanOrEqual(2);
        expect(f.bestOf.length).toBeGreaterThan(0);
        expect(f.bestOf.every((b) => b === 1 || b === 3)).toBe(true);
        expect(f.modes.length).toBeGreaterThan(0);
        expect(f.modes.every((m) => (MODES as readonly string[]).includes(m))).toBe(true);
      }
    }
  });

  it("has a server module per definition, in the same order, carrying the same definition", () => {
    expect(GAME_MODULES.map((m) => m.id)).toEqual(GAMES.map((g) => g.id));
    for (const g of GAMES) expect(gameModule(g.id).scoring).toBe(g.scoring);
  });

  it("names an unknown game or format as the bug it is", () => {
    expect(() => gameDefinition("chess")).toThrow(/unknown game "chess"/);
    expect(() => gameModule("chess")).toThrow(/unknown game/);
    expect(() => formatOf(GAMES[0]!.id, "nope")).toThrow(/has no format "nope"/);
  });

  it("seats a duel event by its format, a team or pod event by its mode", () => {
    expect(maxSeatsOf({ game: "kartomantik", format: "draft_bazaar", mode: "duel" })).toBe(6);
    expect(maxSeatsOf({ game: "kartomantik", format: "constructed", mode: "ffa" })).toBe(20);
    expect(maxSeatsOf({ game: "incantesium", format: "challenge", mode: "2v2" })).toBe(16);
  });
});

describe("a new event's body, read through its game", () => {
  it("takes the game's first format, best-of and its settings' defaults when left out", () => {
    expect(newEventInput.parse({ name: "Sfida", game: "incantesium" })).toEqual({
      name: "Sfida",
      game: "incantesium",
      format: "challenge",
      bestOf: 1,
      mode: undefined,
      settings: { castes: "off", spirits: false },
    });
    expect(newEventInput.parse({ name: "Ken", game: "ken", format: "torneo", bestOf: 1 })).toMatchObject({
      format: "torneo",
      settings: { end: { kind: "declared" } },
    });
  });

  it("is a Kartomantik event when the game is left out, and needs its card set", () => {
    expect(newEventInput.parse({ name: "Beta", format: "draft_bazaar", bestOf: 3, cardSetId: "s1" })).toMatchObject({
      game: "kartomantik",
      settings: { cardSetId: "s1" },
    });
    const missing = newEventInput.safeParse({ name: "Beta", format: "draft_bazaar", bestOf: 3 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["cardSetId"]);
  });

  it("refuses another game's format and a best-of the format does not have", () => {
    const format = newEventInput.safeParse({ name: "x", game: "ken", format: "draft_bazaar" });
    expect(format.error?.issues[0]).toMatchObject({ path: ["format"], message: "one of standard, torneo" });
    const bestOf = newEventInput.safeParse({ name: "x", game: "incantesium", bestOf: 3 });
    expect(bestOf.error?.issues[0]).toMatchObject({ path: ["bestOf"], message: "one of 1" });
  });
});
