"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { createCatalog, formatDeckText } from "@/engine/kartomantik/deck-rules";
import type { DeckCard, DeckCheck, ListError } from "@/engine/kartomantik/deck-rules/types";
import { communityDeckJson, download, importDeckList } from "@/components/kartomantik/decks/deckLists";
import { useViolationText } from "@/components/kartomantik/decks/DeckVerdict";
import { readTextFile } from "@/lib/text/decode-file";

interface Props {
  /** The cards this deck may use: the drafted 36, or the whole set. */
  pool: DeckCard[];
  /** Our id → the catalog's id, for the community JSON (absent: no JSON export). */
  externalIds?: Record<string, string>;
  deck: string[];
  sideboard: string[];
  /** Called with the imported lists; the builder decides what to keep (and the player saves) and answers with its
   * check of them, so that an illegal list is not announced as a success. */
  onImport?: (list: { deck: string[]; sideboard: string[] }) => DeckCheck;
}

/** Import a deck list (paste or file: text or community JSON) and export the deck as either. */
export function DeckListTools({ pool, externalIds, deck, sideboard, onImport }: Props) {
  const t = useTranslations("deck");
  const te = useTranslations("errors");
  const locale = useLocale();
  const [fileError, setFileError] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<ListError[] | null>(null);
  const [imported, setImported] = useState<{ count: number; check: DeckCheck } | null>(null);
  const violation = useViolationText();

  function read(raw: string) {
    const { list, errors } = importDeckList(raw, pool, externalIds);
    setErrors(errors);
    // A list with problems changes nothing: the player fixes the lines named and tries again. A list read in full
    // may still break a deck rule: it is taken (a draft to finish), and the message says so and why.
    const check = errors.length ? undefined : onImport?.(list);
    setImported(check ? { count: list.deck.length + list.sideboard.length, check } : null);
  }

  async function readFile(file: File | undefined) {
    if (!file) return;
    const decoded = await readTextFile(file);
    setFileError("badLine" in decoded ? te("card_file_not_utf8", { file: file.name, line: decoded.badLine }) : null);
    if ("text" in decoded) read(decoded.text);
  }

  const message = (e: ListError) => {
    const at = e.line !== undefined ? t("listAtLine", { line: e.line }) : e.path ? `${e.path}: ` : "";
    return at + t(`listErrors.${e.rule}`, { name: e.name ?? "", ...(e.params ?? {}) } as never);
  };

  return (
    <section className="panel space-y-2" data-testid="deck-lists">
      {onImport && (
        <details>
          <summary className="cursor-pointer font-semibold">{t("importTitle")}</summary>
          <p className="text-sm text-stone-600">{t("importHelp")}</p>
          <textarea
            className="field h-40 font-mono text-sm"
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="deck-import-text"
            aria-label={t("importTitle")}
          />
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn"
              onClick={() => read(text)}
              disabled={!text.trim()}
              data-testid="deck-import"
            >
              {t("importButton")}
            </button>
            <label className="btn-quiet cursor-pointer">
              {t("importFile")}
              <input
                type="file"
                accept=".txt,.json,text/plain,application/json"
                className="sr-only"
                onChange={(e) => void readFile(e.target.files?.[0])}
                data-testid="deck-import-file"
              />
            </label>
          </div>
          {imported?.check.legal && (
            <p className="text-sm font-semibold text-green-700" role="status" data-testid="deck-import-ok">
              {t("importOk", { count: imported.count })}
            </p>
          )}
          {imported && !imported.check.legal && (
            <p className="text-sm font-semibold text-red-800" role="status" data-testid="deck-import-not-valid">
              {t("importNotValid", {
                count: imported.count,
                reasons: imported.check.violations.map(violation).join(" "),
              })}
            </p>
          )}
          {fileError && (
            <p className="text-sm font-semibold text-red-800" role="alert" data-testid="deck-import-file-error">
              {fileError}
            </p>
          )}
          {errors && errors.length > 0 && (
            <ul className="list-inside list-disc text-sm text-red-800" data-testid="deck-import-errors">
              {errors.map((e, i) => (
                <li key={i}>{message(e)}</li>
              ))}
            </ul>
          )}
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-quiet"
          data-testid="deck-export"
          onClick={() =>
            download(
              "mazzo.txt",
              formatDeckText(
                createCatalog(pool),
                { name: t("title"), deck, sideboard },
                { language: locale === "it" ? "it" : "en" },
              ),
              "text/plain;charset=utf-8",
            )
          }
        >
          {t("exportText")}
        </button>
        {externalIds && (
          <button
            type="button"
            className="btn-quiet"
            data-testid="deck-export-json"
            onClick={() =>
              download(
                "mazzo.json",
                communityDeckJson(pool, externalIds, { name: t("title"), deck, sideboard }),
                "application/json",
              )
            }
          >
            {t("exportJson")}
          </button>
        )}
      </div>
    </section>
  );
}
