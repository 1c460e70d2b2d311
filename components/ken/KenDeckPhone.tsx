"use client";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import {
  buildKenCatalog,
  explainKenListError,
  explainKenViolation,
  parseKenDeckJson,
  parseKenDeckText,
  validateKenDeck,
  type KenCard,
  type KenFormat,
  type KenTranslate,
} from "@/engine/ken";

/**
 * A player's Ken il Guerriero deck list on the phone: checked as they type with engine/ken against
 * the event's card list (the same rules the server applies again when it is registered).
 */
export function KenDeckPhone({
  eventId,
  initial,
  cards,
}: {
  eventId: string;
  initial: { text: string; saved: boolean; locked: boolean; format: KenFormat };
  cards: readonly KenCard[] | null;
}) {
  const t = useTranslations("kenEvent.deck");
  const tk = useTranslations("ken");
  const tr = tk as unknown as KenTranslate;
  const [text, setText] = useState(initial.text);
  const [saved, setSaved] = useState<number | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const catalog = useMemo(() => (cards ? buildKenCatalog(cards) : null), [cards]);

  const verdict = useMemo(() => {
    if (!catalog || text.trim() === "") return null;
    let parsed;
    try {
      parsed = /^\s*[[{]/.test(text) ? parseKenDeckJson(catalog, JSON.parse(text)) : parseKenDeckText(catalog, text);
    } catch {
      return { legal: false, futuro: 0, messages: [explainKenListError(tr, { rule: "not_a_deck" })] };
    }
    const check = validateKenDeck(parsed.deck, initial.format);
    const messages = [
      ...parsed.errors.map((e) => explainKenListError(tr, e)),
      ...check.violations.map((v) => explainKenViolation(tr, v)),
    ];
    return { legal: messages.length === 0, futuro: check.counts.futuro, messages };
  }, [catalog, text, initial.format, tr]);

  async function save() {
    setBusy(true);
    const res = await callApi<{ futuro: number }>(`/api/ken/events/${eventId}/deck`, { method: "PUT", json: { text } });
    setBusy(false);
    setError(res.error ?? null);
    setSaved(res.data ? res.data.futuro : null);
  }

  if (initial.locked)
    return (
      <p className="panel" data-testid="ken-deck-locked">
        {t("locked")}
      </p>
    );
  return (
    <section className="space-y-3" data-testid="ken-deck">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-sm text-stone-600">
        {tk(`formats.${initial.format}`)} · {t("help")}
      </p>
      {!catalog && <p className="panel bg-amber-50">{t("noList")}</p>}
      <textarea
        className="field h-64 font-mono text-sm"
        value={text}
        aria-label={t("title")}
        data-testid="ken-deck-text"
        onChange={(e) => {
          setText(e.target.value);
          setSaved(null);
        }}
      />
      {verdict && (
        <div data-testid="ken-deck-verdict" data-legal={verdict.legal}>
          {verdict.legal ? (
            <p className="text-green-800">{t("legal", { futuro: verdict.futuro })}</p>
          ) : (
            <ul className="list-disc pl-5 text-sm text-red-800">
              {verdict.messages.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button
        className="btn w-full"
        disabled={busy || !catalog || !text.trim()}
        onClick={save}
        data-testid="ken-deck-save"
      >
        {t("save")}
      </button>
      {saved !== null && (
        <p className="text-green-800" data-testid="ken-deck-saved">
          {t("saved", { futuro: saved })}
        </p>
      )}
      <ErrorBox error={error} />
    </section>
  );
}
