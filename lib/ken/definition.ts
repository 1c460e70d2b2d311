// Ken il Guerriero as the event backbone sees it (lib/game-registry/definition.ts): Gioco Standard or
// Gioco Torneo (engine/ken), duels, Bo1 or Bo3; how a game ends is the organizer's setting (our copy
// of the rulebook stops before its victory chapter: lib/ken/end-condition.ts).
import { KEN_SCORING } from "@/engine/ken/scoring";
import type { GameDefinition } from "@/lib/game-registry/definition";

export const KEN = {
  id: "ken",
  name: "Ken il Guerriero",
  formats: [
    { id: "standard", maxSeats: 16, bestOf: [3, 1], modes: ["duel"] },
    { id: "torneo", maxSeats: 16, bestOf: [3, 1], modes: ["duel"] },
  ],
  scoring: KEN_SCORING,
  resultHelp: { duel: "ken.results.help", table: "ken.results.help" },
} as const satisfies GameDefinition;
