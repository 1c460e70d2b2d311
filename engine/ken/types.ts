// Ken il Guerriero cards and deck lists as data. Terms are the rulebook's (Italian): "La Carta",
// "Tipi di Carte", "Creazione del Mazzo da Gioco". No rules engine: only what a card list and a
// deck check need.

/** The 15 card types ("Tipi di Carte"), the Atipiche among them ("Le carte che seguono regole personalizzate
 * • ATIPICHE"); Bordo Giallo is not a type ("Non sono un Tipo di carta"), and a Maestro Nero or Personaggio
 * Nero is a Maestro or Personaggio. */
export const KEN_TYPES = [
  "Maestro",
  "Personaggio",
  "Esercito",
  "Evento",
  "Luogo Abitato",
  "Luogo Disabitato",
  "Tecnica",
  "Spirito",
  "Equipaggiamento",
  "Speciale",
  "Critico",
  "Preludio",
  "Extra",
  "Segnalino",
  "Atipica",
] as const;
export type KenType = (typeof KEN_TYPES)[number];

/** Maestri, Personaggi ed Eserciti: the Protagonisti, the only cards that may have a Vita. */
export const PROTAGONISTI: readonly KenType[] = ["Maestro", "Personaggio", "Esercito"];
export const LUOGHI: readonly KenType[] = ["Luogo Abitato", "Luogo Disabitato"];

/** The drop in the Resistenza oval: none, a Vita, or a SuperVita (a Vita with a number or X inside). */
export const VITE = ["none", "Vita", "SuperVita"] as const;
export type KenVita = (typeof VITE)[number];

/** Allineamento Morale by background colour: buona = blu, malvagia = rossa, neutrale = grigia. */
export const MORALI = ["buona", "malvagia", "neutrale"] as const;
export type KenMorale = (typeof MORALI)[number];

/** "Attualmente sono presenti nel gioco le Scuole di Hokuto, Nanto, Taizan, 5 Forze, Gemma dell'Hokuto e Cento". */
export const SCUOLE = ["Hokuto", "Nanto", "Taizan", "5 Forze", "Gemma dell'Hokuto", "Cento"] as const;
export type KenScuola = (typeof SCUOLE)[number];

/** Punti Ordine colours the rulebook names: Verdi (gained each turn) and Ocra (lost with a Luogo). */
export const PUNTI_COLORI = ["verdi", "ocra"] as const;
export type KenPuntiColore = (typeof PUNTI_COLORI)[number];

/** One card of a Ken card list: the JSON format of docs/ken-card-list.md, normalized. */
export interface KenCard {
  nome: string;
  tipo: KenType;
  vita: KenVita;
  bordo_giallo: boolean;
  /** Empty: a card "Non di Scuola"; more than one only "in rare eccezioni". */
  scuola: KenScuola[];
  cognome: string | null;
  /** One alignment, or two for a "Bicolore" card. */
  morale: KenMorale[];
  attacco: number | null;
  difesa: number | null;
  /** A number; with a SuperVita, the number or "X" inside the drop; null with a Vita. */
  resistenza: number | "X" | null;
  punti_ordine: Record<KenPuntiColore, number>;
  capacita: string;
  limitazione: string;
  /** "Carta Unica" / Luogo "UNICO" printed on the card. */
  unica: boolean;
}

/** Cards by identity: Name and Type ("Nome e Tipo … determinano l'unicità della carta"). */
export interface KenCatalog {
  cards: readonly KenCard[];
  /** cardKey(nome, tipo) → card. */
  byKey: ReadonlyMap<string, KenCard>;
  /** nameKey(nome) → the cards of that name (one per type). */
  byName: ReadonlyMap<string, readonly KenCard[]>;
}

/**
 * A problem in an imported file (card list or deck list), as data; the UI and the CLI translate
 * `rule` + `params` (messages/*.json, `ken.errors`). `line` is the text/CSV line (1-based),
 * `index` the 0-based position in a JSON array, `field` the column or JSON field.
 */
export interface KenListError {
  rule: KenListRule;
  line?: number;
  index?: number;
  /** The JSON array the index is in, for deck lists ("futuro", "preludio", …). */
  section?: KenSection;
  field?: string;
  params?: Record<string, string | number>;
}

export const KEN_LIST_RULES = [
  "not_a_list",
  "empty_list",
  "too_many_cards",
  "bad_csv",
  "missing_column",
  "unknown_column",
  "required",
  "wrong_type",
  "not_integer",
  "out_of_range",
  "too_long",
  "not_one_of",
  "bad_vita",
  "bad_yes_no",
  "unknown_field",
  "repeated_value",
  "too_many_values",
  "vita_not_protagonista",
  "maestro_without_vita",
  "resistenza_with_vita",
  "resistenza_missing",
  "resistenza_x_without_supervita",
  "bad_resistenza",
  "values_missing",
  "duplicate_card",
  "not_a_deck",
  "unknown_name",
  "unknown_card",
  "ambiguous_card",
  "bad_count",
] as const;
export type KenListRule = (typeof KEN_LIST_RULES)[number];

/** Sections of a deck list. Futuro is the deck drawn from; the others lie outside it. */
export const KEN_SECTIONS = ["futuro", "mano", "preludio", "extra", "episodio", "segnalini"] as const;
export type KenSection = (typeof KEN_SECTIONS)[number];

/** One line of a deck list: how many copies of which card, and where it was written. */
export interface KenDeckEntry {
  card: KenCard;
  count: number;
  /** Text line (1-based), or JSON index (0-based) within its section. */
  line?: number;
  index?: number;
}

export type KenDeck = { nome?: string } & Record<KenSection, KenDeckEntry[]>;

export interface KenParsedDeck {
  deck: KenDeck;
  errors: KenListError[];
}

export const KEN_FORMATS = ["standard", "torneo"] as const;
export type KenFormat = (typeof KEN_FORMATS)[number];

export const KEN_RULES = [
  "futuro_min",
  "max_copies",
  "luoghi_quarter",
  "preludio_max",
  "extra_max",
  "preludio_in_deck",
  "extra_in_deck",
  "section_type",
  "episodio_without_preludio",
  "mano_max",
  "mano_not_bordo_giallo",
] as const;
export type KenRule = (typeof KEN_RULES)[number];

/** Where a rule is written: the rulebook's chapter or paragraph, or our ruling (engine/ken/README.md). */
export type KenRuleSection =
  | "Creazione del Mazzo da Gioco"
  | "Carte Preludio"
  | "Cognomi dei Preludi"
  | "Carte Bordo Giallo"
  | "Carte Segnalino"
  | "engine/ken/README.md";

/** One broken deck rule; `line`/`index` point at the deck list entry it is about, when there is one. */
export interface KenViolation {
  rule: KenRule;
  section: KenRuleSection;
  line?: number;
  index?: number;
  /** The deck list section the entry is in. */
  where?: KenSection;
  params?: Record<string, string | number>;
}

export interface KenDeckCheck {
  legal: boolean;
  violations: KenViolation[];
  /** Cards per section (Futuro: what the minimum counts). */
  counts: Record<KenSection, number>;
}
