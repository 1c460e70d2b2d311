// Issue 30 §7: a big Ken card list never stalls the server. A 5 000-card list takes about a second
// to validate; it is validated in steps with a turn of the event loop between them, so whatever
// else arrives meanwhile (a health check, a bid) is served before the upload's answer. Asserted
// by order of events, not by time.
import { describe, expect, it } from "vitest";
import { parseKenCardList } from "@/lib/ken/card-lists";
import { KEN_STEP_CARDS, MAX_KEN_CARDS, parseKenCardsCsv, parseKenCardsJson } from "@/engine/ken";

const long = "Colpo segreto della scuola di Hokuto che colpisce i punti di pressione. ".repeat(12);
const cards = Array.from({ length: MAX_KEN_CARDS }, (_, i) => ({
  nome: `Carta ${i}`,
  tipo: "Personaggio",
  morale: "buona",
  attacco: 1,
  difesa: 1,
  resistenza: 2,
  capacita: long,
}));
const json = JSON.stringify(cards);
const csv = [
  "nome,tipo,morale,attacco,difesa,resistenza,capacita",
  ...cards.map((c) => `${c.nome},Personaggio,buona,1,1,2,"${long}"`),
].join("\n");

/** How many turns the event loop took while `parse` ran (a callback queued each turn). */
async function turnsDuring<T>(parse: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let done = false;
  let turns = 0;
  const turn = () => {
    if (done) return;
    turns++;
    setImmediate(turn);
  };
  const parsing = parse().then((result) => ((done = true), result));
  setImmediate(turn);
  return { result: await parsing, turns };
}

describe("a 5 000-card Ken list (about 5 MB) is validated in steps", () => {
  it.each([
    ["JSON", "carte.json", json],
    ["CSV", "carte.csv", csv],
  ])(
    "%s: other work gets turns of the event loop throughout; the result is the one-go parse's",
    async (_, file, text) => {
      expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
      const { result, turns } = await turnsDuring(() => parseKenCardList(file, text));
      expect(result.result.ok).toBe(true);
      // At least one turn per step of KEN_STEP_CARDS cards.
      expect(turns).toBeGreaterThanOrEqual(MAX_KEN_CARDS / KEN_STEP_CARDS - 1);
      const once = file.endsWith(".json") ? parseKenCardsJson(JSON.parse(text)) : parseKenCardsCsv(text);
      expect(result.result).toEqual(once);
    },
    60_000,
  );
});
