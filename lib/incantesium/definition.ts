// Incantesium as the event backbone sees it (lib/game-registry/definition.ts): one shared 108-card
// deck (no card set, no decks), a match is one challenge (Bo1), 1v1, "Sfida tra schiere di maghi"
// (2v2 teams) or "Tutti contro tutti" (pods of 3–5), and the rulebook's optional rules chosen at
// creation ("Regole opzionali": castes, spirit players).
import { INCANTESIUM_SCORING } from "@/engine/incantesium/scoring";
import type { GameDefinition } from "@/lib/game-registry/definition";

export const INCANTESIUM = {
  id: "incantesium",
  name: "Incantesium",
  formats: [{ id: "challenge", maxSeats: 16, bestOf: [1], modes: ["duel", "2v2", "ffa"] }],
  scoring: INCANTESIUM_SCORING,
  resultHelp: {
    duel: "incantesium.events.reportHelpDuel",
    table: "incantesium.events.reportHelp",
    teams: "incantesium.events.reportHelpTeams",
  },
} as const satisfies GameDefinition;
