// A list error or a broken deck rule as one sentence, in whichever language `t` speaks: the caller
// passes a translator over the "ken" messages (messages/it.json, en.json), so this stays pure.
import type { KenListError, KenViolation } from "./types";

export type KenTranslate = (key: string, params?: Record<string, string | number>) => string;

function place(t: KenTranslate, at: { line?: number; index?: number; section?: string; field?: string }): string {
  const parts: string[] = [];
  if (at.line !== undefined) parts.push(t("at.line", { line: at.line }));
  else if (at.index !== undefined)
    parts.push(
      at.section ? t("at.entry", { section: at.section, index: at.index }) : t("at.card", { index: at.index }),
    );
  if (at.field) parts.push(t("at.field", { field: at.field }));
  return parts.length > 0 ? `${parts.join(", ")}: ` : "";
}

/** "riga 4, campo «attacco»: non è un numero intero". */
export function explainKenListError(t: KenTranslate, e: KenListError): string {
  return place(t, e) + t(`errors.${e.rule}`, { ...e.params });
}

/** "riga 12: «Bat» (Personaggio) compare 6 volte: … (Creazione del Mazzo da Gioco)". */
export function explainKenViolation(t: KenTranslate, v: KenViolation): string {
  return `${place(t, { ...v, section: v.where })}${t(`rules.${v.rule}`, { ...v.params })} (${v.section})`;
}
