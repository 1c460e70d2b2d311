// The construction limits of each format and the text they come from.
import type { Format, Section } from "./types";

export interface FormatRules {
  /** Exactly this many cards in the deck. */
  size: number;
  /** Most points of manifestations in the deck; null: no cap. */
  maxPoints: number | null;
  /** Most cards in the sideboard (the draft's sideboard is the rest of the pool instead). */
  maxSideboard: number;
  /** The deck must come from the player's drafted pool. */
  fromPool: boolean;
  /** Where size and points are written. */
  section: Section;
}

export const FORMATS: Readonly<Record<Format, FormatRules>> = {
  // "ogni giocatore costruisce un mazzo di esattamente 30 carte, in copia singola, dalle 36
  // acquisite … non si ha limite nei punti" — and the other 6 are the sideboard (event-rules §4).
  draft: { size: 30, maxPoints: null, maxSideboard: 6, fromPool: true, section: "event-rules §4" },
  // "esattamente 30 carte … non deve superare 500 … non più di una copia" (rulebook §4.1).
  constructed: { size: 30, maxPoints: 500, maxSideboard: 6, fromPool: false, section: "rulebook §4.1" },
  // "esattamente 21 carte … non deve superare 400": the base rules stay valid otherwise, so the
  // Bo3 Riserva of up to 6 applies too.
  "2v2": { size: 21, maxPoints: 400, maxSideboard: 6, fromPool: false, section: "2vs2 Creazione del Mazzo" },
};

export const isFormat = (value: unknown): value is Format => typeof value === "string" && Object.hasOwn(FORMATS, value);

/** Debt starts above this many points of deck manifestations plus auction spending (event-rules §5). */
export const DEBT_ALLOWANCE = 500;
