// Deck building as data: the cards a deck is made of, the three formats, what a check returns.
// Rules: base rulebook §4.1 (and its Bo3 "Riserva" paragraph), §2.1 (tributes); event-rules.md
// §4–6; the 2vs2 mode's "Creazione del Mazzo". Everything is plain JSON, shared by UI and server.

import type { CardType, Temperament } from "../vocabulary";

export { CARD_TYPES, TEMPERAMENTS, type CardType, type Temperament } from "../vocabulary";

/** A card as deck building needs it. */
export interface DeckCard {
  id: string;
  /** English name (the card data's `name`); names decide "one copy per name". */
  name: string;
  /** Italian name (`translations.it.name`), also accepted in text lists. */
  nameIt?: string;
  type: CardType;
  /** Deck-building points; only manifestations count (§4.1: wills have no points cost). */
  points: number;
  temperaments: Temperament[];
  /** Base power of a manifestation: what it pays in tribute (§3.2 "Forza Base"); 0 for wills. */
  power: number;
  /** A will's tribute, one temperament per symbol (`{R}{R}` → two choleric); [] when free. */
  tribute: Temperament[];
}

/** Cards by id, and the ids each normalized English or Italian name points at. */
export interface Catalog {
  byId: ReadonlyMap<string, DeckCard>;
  byName: ReadonlyMap<string, readonly string[]>;
}

export type Format = "draft" | "constructed" | "2v2";

/** Where a rule is written. Stable strings: the UI may map them to links. */
export type Section =
  | "rulebook §4.1"
  | "rulebook §4.1 Riserva"
  | "rulebook §2.1"
  | "event-rules §4"
  | "event-rules §5"
  | "event-rules §6"
  | "2vs2 Creazione del Mazzo";

export type ViolationCode =
  | "unknown_format"
  | "unknown_card"
  | "deck_size"
  | "duplicate_name"
  | "points_cap"
  | "pool_required"
  | "not_in_pool"
  | "sideboard_size"
  | "sideboard_not_rest_of_pool"
  | "swap_not_in_deck"
  | "swap_not_in_sideboard"
  | "swap_card_repeated";

/** Which list of cards a violation is about. */
export type Where = "deck" | "sideboard" | "pool" | "swaps";

export interface CardRef {
  id: string;
  /** English name; the id itself when the card is not in the catalog. */
  name: string;
  nameIt?: string;
}

/** One broken rule. `params` hold the numbers a message needs (count, required, points, max…). */
export interface Violation {
  rule: ViolationCode;
  section: Section;
  where?: Where;
  card?: CardRef;
  params?: Record<string, string | number>;
}

/** Why a will's tribute cannot be paid by this deck's manifestations (§2.1). */
export interface Shortfall {
  /** The tribute's temperament; "transcendent" when only the shared transcendent essence falls short. */
  temperament: Temperament;
  needed: number;
  /** Base power in the deck that may pay it. */
  available: number;
}

export interface UnpayableWill {
  card: CardRef;
  /** "no_manifestation": nothing in the deck can pay a symbol; "not_enough_power": payers exist but sum too little. */
  reason: "no_manifestation" | "not_enough_power";
  shortfalls: Shortfall[];
}

/** The deck builder's live counters. */
export interface DeckStats {
  cards: number;
  manifestations: number;
  wills: number;
  /** Points of the manifestations in the deck (§4.1; the debt's first term, event-rules §5). */
  points: number;
  /** Deck cards carrying each temperament (a two-temperament will counts for both). */
  temperaments: Record<Temperament, number>;
  /** Base power of the deck's manifestations per temperament: the essence available for tributes. */
  power: Record<Temperament, number>;
  sideboard: number;
  /** A warning, not a violation: the rulebook only advises that every tribute be payable. */
  unpayableWills: UnpayableWill[];
}

export interface DeckSubmission {
  format: Format;
  /** Card ids of the deck. */
  deck: readonly string[];
  /** Card ids of the sideboard. Draft: defaults to the pool minus the deck. */
  sideboard?: readonly string[];
  /** Draft only: the card ids the player drafted. */
  pool?: readonly string[];
}

export interface DeckCheck {
  legal: boolean;
  violations: Violation[];
  stats: DeckStats;
  /** The sideboard that was checked (for the draft, the rest of the pool when none was given). */
  sideboard: string[];
}

/** One Bo3 sideboard swap: a deck card leaves, a sideboard card takes its place (rulebook §4.1 Riserva). */
export interface Swap {
  fromDeck: string;
  fromSideboard: string;
}

/** A deck as locked at the tournament's start (or after the previous game's swaps). */
export interface LockedDeck {
  format: Format;
  deck: readonly string[];
  sideboard: readonly string[];
  /** Draft: the drafted ids; defaults to deck + sideboard. */
  pool?: readonly string[];
}

export type SwapResult =
  { ok: true; deck: string[]; sideboard: string[]; check: DeckCheck } | { ok: false; violations: Violation[] };

/** A problem in an imported deck list (text or community JSON): which line/path, which name. */
export type ListErrorCode =
  "unknown_name" | "ambiguous_name" | "duplicate_name" | "bad_count" | "unknown_card" | "not_a_deck" | "deck_not_found";

export interface ListError {
  rule: ListErrorCode;
  /** 1-based line of a text list. */
  line?: number;
  /** JSON path in a community deck, e.g. `groups[0].cardIds[3]`. */
  path?: string;
  /** The name or id as written. */
  name?: string;
  section?: Section;
  params?: Record<string, string | number>;
}

/** A deck list as read from a file: ids in list order; unresolvable entries are left out and reported. */
export interface ParsedDeck {
  id?: string;
  name?: string;
  colorKey?: string;
  deck: string[];
  sideboard: string[];
}

export interface ParsedList {
  list: ParsedDeck;
  errors: ListError[];
}

/** The community deck format (as starter-decks.json). */
export interface CommunityDeck {
  id: string;
  name: string;
  colorKey: string;
  groups: { id: string; kind: string; name: string; cardIds: string[] }[];
}

export interface CatalogError {
  /** 1-based position in the catalog array (0: the file as a whole). */
  index: number;
  id?: string;
  reason: string;
}
