// scripts/ken-validate.ts end to end, run once: one JSON line {legal, cards, errors}, each error
// with its rule, line and message (Italian by default), exit 1 for an illegal deck.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CARDS_CSV, deckText, futuro } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(path.join(tmpdir(), "ken-validate-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("npm run ken:validate", () => {
  it("prints one JSON line naming each broken rule and unknown card by line; exit 1", () => {
    const lines = futuro(90);
    lines[0] = [6, "Bat (Personaggio)"];
    const deck = path.join(tmp, "mazzo.txt");
    writeFileSync(
      deck,
      deckText({ Futuro: [...lines, [2, "Yuda (Maestro)"]], Preludio: [[2, "Il Mondo in Fiamme (Preludio)"]] }),
    );
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/ken-validate.ts", "--cards", CARDS_CSV, "--deck", deck, "--format", "torneo"],
      {
        cwd: root,
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(1);
    const out = result.stdout.trim().split("\n");
    expect(out).toHaveLength(1);
    const parsed = JSON.parse(out[0]!);
    expect(Object.keys(parsed)).toEqual(["legal", "cards", "errors"]);
    const yuda = lines.length + 2;
    expect(parsed).toEqual({
      legal: false,
      cards: 91,
      errors: [
        {
          rule: "unknown_name",
          line: yuda,
          where: "futuro",
          field: "nome",
          message: "riga " + yuda + ", campo «nome»: nessuna carta si chiama «Yuda»",
        },
        {
          rule: "preludio_max",
          line: yuda + 3,
          where: "preludio",
          section: "Creazione del Mazzo da Gioco",
          message: `riga ${yuda + 3}: 2 carte Preludio: al massimo 1 (Creazione del Mazzo da Gioco)`,
        },
        {
          rule: "max_copies",
          line: 2,
          where: "futuro",
          section: "Creazione del Mazzo da Gioco",
          message:
            "riga 2: «Bat» (Personaggio) compare 6 volte: al massimo 5 carte uguali (stesso Nome e Tipo) (Creazione del Mazzo da Gioco)",
        },
      ],
    });
  });
});
