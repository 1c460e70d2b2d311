// The deck rules of "Creazione del Mazzo da Gioco" and the paragraphs it leans on (Carte
// Preludio, Cognomi dei Preludi, Carte Bordo Giallo, Carte Segnalino). Where the text is silent
// the ruling is ours and written in engine/ken/README.md. Broken rules are data, never thrown.
import { cardKey } from "./normalize";
import {
  KEN_SECTIONS,
  LUOGHI,
  PROTAGONISTI,
  type KenCard,
  type KenDeck,
  type KenDeckCheck,
  type KenDeckEntry,
  type KenFormat,
  type KenRule,
  type KenRuleSection,
  type KenSection,
  type KenViolation,
} from "./types";

/** "GIOCO STANDARD il mazzo deve essere composto da minimo 75 carte. GIOCO TORNEO … minimo 90 carte." */
export const FUTURO_MIN: Record<KenFormat, number> = { standard: 75, torneo: 90 };
/** "Nel mazzo del Futuro non ci possono essere più di 5 carte uguali". */
export const MAX_COPIES = 5;
/** "tra carte a Bordo Giallo in mano e carte che peschi prima di iniziare a giocare il totale massimo … è 7". */
export const MANO_MAX = 7;

/** The cards a player plays with: drawn (Futuro, Episodio) or held from the start (Mano). Ruling R1. */
const GAME_DECK: readonly KenSection[] = ["futuro", "episodio", "mano"];
/** Where a Preludio or an Extra may not be: "Nel proprio mazzo NON è possibile avere altre carte Preludio". */
const INSIDE: readonly KenSection[] = ["futuro", "mano", "episodio"];

const total = (entries: readonly KenDeckEntry[]) => entries.reduce((n, e) => n + e.count, 0);

/** The entry whose copies bring a section past `max`, if any. */
function pastLimit<T extends { entry: KenDeckEntry }>(list: readonly T[], max: number): T | undefined {
  let seen = 0;
  return list.find((at) => (seen += at.entry.count) > max);
}

/** "fanno eccezione … tutte le carte Maestro, Personaggio ed Esercito con Vita" — a SuperVita is a Vita (ruling R3). */
export const unlimited = (card: KenCard) => PROTAGONISTI.includes(card.tipo) && card.vita !== "none";

/** Checks a parsed deck list; `counts` are the cards per section. */
export function validateKenDeck(deck: KenDeck, format: KenFormat): KenDeckCheck {
  const violations: KenViolation[] = [];
  const add = (
    rule: KenRule,
    section: KenRuleSection,
    at?: { entry: KenDeckEntry; where: KenSection },
    params?: Record<string, string | number>,
  ) =>
    violations.push({
      rule,
      section,
      ...(at?.entry.line !== undefined ? { line: at.entry.line } : {}),
      ...(at?.entry.index !== undefined ? { index: at.entry.index } : {}),
      ...(at ? { where: at.where } : {}),
      ...(params ? { params } : {}),
    });
  const entries = (sections: readonly KenSection[]) =>
    sections.flatMap((where) => deck[where].map((entry) => ({ entry, where })));
  const card = (at: { entry: KenDeckEntry }) => ({ nome: at.entry.card.nome, tipo: at.entry.card.tipo });

  // Only Preludi in the Preludio section, Extra in Extra, Segnalini in Segnalini; the Mano holds Bordo Giallo cards.
  const ONLY: Partial<Record<KenSection, KenCard["tipo"]>> = {
    preludio: "Preludio",
    extra: "Extra",
    segnalini: "Segnalino",
  };
  for (const [where, tipo] of Object.entries(ONLY) as [KenSection, KenCard["tipo"]][])
    for (const at of entries([where]))
      if (at.entry.card.tipo !== tipo) add("section_type", "engine/ken/README.md", at, { ...card(at), expected: tipo });
  for (const at of entries(["mano"]))
    if (!at.entry.card.bordo_giallo) add("mano_not_bordo_giallo", "Carte Bordo Giallo", at, card(at));

  for (const at of entries(INSIDE)) {
    if (at.entry.card.tipo === "Preludio") add("preludio_in_deck", "Carte Preludio", at, card(at));
    if (at.entry.card.tipo === "Extra") add("extra_in_deck", "Creazione del Mazzo da Gioco", at, card(at));
  }

  // "al massimo 1 Preludio e un Extra": the entry that brings the count past 1 is named.
  for (const [where, rule] of [
    ["preludio", "preludio_max"],
    ["extra", "extra_max"],
  ] as const) {
    const past = pastLimit(entries([where]), 1);
    if (past) add(rule, "Creazione del Mazzo da Gioco", past, { count: total(deck[where]), max: 1 });
  }

  // The Mazzo Episodio lies "sotto alla carta Preludio": without a Preludio there is nothing to lie under.
  const firstEpisodio = entries(["episodio"])[0];
  if (firstEpisodio && total(deck.preludio) === 0)
    add("episodio_without_preludio", "Cognomi dei Preludi", firstEpisodio);

  // "Il Mazzo del Futuro deve comunque sempre essere composto da minimo 75 carte": the Episodio does not count.
  const futuro = total(deck.futuro);
  if (futuro < FUTURO_MIN[format])
    add("futuro_min", "Creazione del Mazzo da Gioco", undefined, { count: futuro, min: FUTURO_MIN[format], format });

  // At most 5 equal cards (Name and Type) among everything brought but the Preludio and the Extra (R1, R5).
  const copies = new Map<string, { first: { entry: KenDeckEntry; where: KenSection }; count: number }>();
  for (const at of entries(["futuro", "episodio", "mano", "segnalini"])) {
    if (unlimited(at.entry.card)) continue;
    const key = cardKey(at.entry.card.nome, at.entry.card.tipo);
    const seen = copies.get(key);
    if (seen) seen.count += at.entry.count;
    else copies.set(key, { first: at, count: at.entry.count });
  }
  for (const { first, count } of copies.values())
    if (count > MAX_COPIES) {
      const section = first.entry.card.tipo === "Segnalino" ? "Carte Segnalino" : "Creazione del Mazzo da Gioco";
      add("max_copies", section, first, { ...card(first), count, max: MAX_COPIES });
    }

  // "Nel mazzo del Futuro … non più di 1/4 del mazzo può essere composto da carte Luogo": the Futuro alone, and
  // the game deck (R1) so that an Episodio of Luoghi does not let them in by the side door. The first broken
  // count is named.
  for (const [deck, sections] of [
    ["futuro", ["futuro"]],
    ["gioco", GAME_DECK],
  ] as const) {
    const cards = total(entries(sections).map((at) => at.entry));
    const luoghi = total(
      entries(sections)
        .filter((at) => LUOGHI.includes(at.entry.card.tipo))
        .map((at) => at.entry),
    );
    if (luoghi * 4 > cards) {
      add("luoghi_quarter", "Creazione del Mazzo da Gioco", undefined, {
        luoghi,
        cards,
        max: Math.floor(cards / 4),
        deck,
      });
      break;
    }
  }

  const manoPast = pastLimit(entries(["mano"]), MANO_MAX);
  if (manoPast) add("mano_max", "Carte Bordo Giallo", manoPast, { count: total(deck.mano), max: MANO_MAX });

  const counts = Object.fromEntries(KEN_SECTIONS.map((s) => [s, total(deck[s])])) as Record<KenSection, number>;
  return { legal: violations.length === 0, violations, counts };
}
