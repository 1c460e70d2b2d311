// Kartomantik as the event backbone sees it (lib/game-registry/definition.ts): a Draft Bazaar (2–6
// players, duels: event-rules §6) or a constructed event (duels, 2v2 teams or Free-for-All pods; team
// and pod events are constructed), Bo1 or Bo3.
import { KARTOMANTIK_SCORING } from "@/engine/kartomantik/scoring";
import type { GameDefinition } from "@/lib/game-registry/definition";

export const KARTOMANTIK = {
  id: "kartomantik",
  name: "Kartomantik",
  formats: [
    // Debt only where points are spent on cards: a constructed event's would always be 0 (event-rules §5).
    { id: "draft_bazaar", maxSeats: 6, bestOf: [3, 1], modes: ["duel"], debt: true },
    { id: "constructed", maxSeats: 16, bestOf: [3, 1], modes: ["duel", "2v2", "ffa"] },
  ],
  scoring: KARTOMANTIK_SCORING,
  resultHelp: { duel: "tournament.reportHelp", table: "tables.reportHelp", teams: "tables.reportHelpTeams" },
  // A player who lost by a rule loses whatever the points (base rules 4.4.1; 2vs2 "la sua squadra perde").
  ruleWin: "tournament.ruleWinHelp",
} as const satisfies GameDefinition;
