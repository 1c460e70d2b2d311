// Carta più alta as the event backbone sees it (lib/game-registry/definition.ts): a test-only game
// (engine/carta-alta/README.md) that proves a game plugs in with its own folders and a line per registry.
// Duels, pods of 3–5 and two teams of two; Bo1 or Bo3; nothing to set up.
import { CARTA_ALTA_SCORING } from "@/engine/carta-alta/scoring";
import type { GameDefinition } from "@/lib/game-registry/definition";

export const CARTA_ALTA = {
  id: "carta-alta",
  name: "Carta più alta",
  testOnly: true,
  formats: [{ id: "table", maxSeats: 16, bestOf: [1, 3], modes: ["duel", "ffa", "2v2"] }],
  scoring: CARTA_ALTA_SCORING,
  resultHelp: { duel: "cartaAlta.results.help", table: "cartaAlta.results.help" },
} as const satisfies GameDefinition;
