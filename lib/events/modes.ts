// How an event's tables are played, and what follows from it.
/** How tables are played: duels, 2v2 teams, Free-for-All pods of 3–5. */
export const MODES = ["duel", "2v2", "ffa"] as const;
export type EventMode = (typeof MODES)[number];
/** Players per event by mode: 2v2 up to 8 teams; pods 3–20 (engine/tournament/pods.ts). */
export const MAX_MODE_SEATS: Record<Exclude<EventMode, "duel">, number> = { "2v2": 16, ffa: 20 };

/** The deck rules of a constructed event's mode: 21 cards / 400 points in a 2v2 ("2vs2 Creazione
 * del Mazzo"), 30 / 500 otherwise (rulebook §4.1; the Free-for-All keeps the base rules). */
export const deckFormatOf = (mode: string): "2v2" | "constructed" => (mode === "2v2" ? "2v2" : "constructed");
