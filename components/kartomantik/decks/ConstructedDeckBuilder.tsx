"use client";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { CardTile } from "@/components/kartomantik/draft/CardTile";
import { DeckListTools } from "@/components/kartomantik/decks/DeckListTools";
import { FORMATS, TEMPERAMENTS, createCatalog, validateDeck } from "@/engine/kartomantik/deck-rules";
import { DeckVerdict } from "@/components/kartomantik/decks/DeckVerdict";
import { SaveBar, WaitStart } from "@/components/kartomantik/decks/SaveBar";
import type { ConstructedDeckView, SetForBuilding } from "@/lib/kartomantik/decks/constructed-decks";

type Tab = "cards" | "deck" | "sideboard";

/** Constructed deck building on a phone: browse the whole set (search, temperament, type), put
 * cards in the deck or the sideboard, see the same checks the server runs, save. */
export function ConstructedDeckBuilder({
  eventId,
  initial,
  set,
  format = "constructed",
}: {
  eventId: string;
  initial: ConstructedDeckView;
  set: SetForBuilding;
  /** A 2v2 event's decks: 21 cards, at most 400 points (the same rules the server checks). */
  format?: "constructed" | "2v2";
}) {
  const RULES = FORMATS[format];
  const t = useTranslations("deck");
  const tt = useTranslations("temperaments");
  const ty = useTranslations("types");
  const [deck, setDeck] = useState<string[]>(initial.cardIds);
  const [sideboard, setSideboard] = useState<string[]>(initial.sideboardIds);
  const [saved, setSaved] = useState<string | null>(initial.saved ? key(initial.cardIds, initial.sideboardIds) : null);
  const [savedCheck, setSavedCheck] = useState(initial.saved ? initial.check : null);
  const [tab, setTab] = useState<Tab>(initial.cardIds.length ? "deck" : "cards");
  const [query, setQuery] = useState("");
  const [temperament, setTemperament] = useState<string>("");
  const [type, setType] = useState<string>("");
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const catalog = useMemo(() => createCatalog(set.pool), [set.pool]);
  const check = validateDeck(catalog, { format, deck, sideboard });
  const locked = initial.locked;
  const dirty = saved !== key(deck, sideboard);
  const inDeck = new Set(deck);
  const inSide = new Set(sideboard);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return set.pool.filter((c) => {
      const info = set.cards[c.id];
      if (temperament && !c.temperaments.includes(temperament as never)) return false;
      if (type && (type === "will" ? c.type === "manifestation" : c.type !== "manifestation")) return false;
      if (!q) return true;
      return [c.name, c.nameIt ?? "", info?.effect ?? ""].some((s) => s.toLowerCase().includes(q));
    });
  }, [set, query, temperament, type]);

  function place(id: string, where: "deck" | "sideboard" | null) {
    if (locked) return;
    setDeck((d) => (where === "deck" ? [...d.filter((x) => x !== id), id] : d.filter((x) => x !== id)));
    setSideboard((s) => (where === "sideboard" ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)));
  }

  async function save() {
    setBusy(true);
    const { data, error } = await callApi<ConstructedDeckView>(`/api/kartomantik/events/${eventId}/deck`, {
      method: "PUT",
      json: { cardIds: deck, sideboardIds: sideboard },
    });
    setBusy(false);
    setError(error ?? null);
    if (data) {
      setSaved(key(data.cardIds, data.sideboardIds));
      setSavedCheck(data.check);
    }
  }

  const row = (id: string) => {
    const state = inDeck.has(id) ? "deck" : inSide.has(id) ? "sideboard" : null;
    return (
      <li key={id} className="flex items-stretch gap-2" data-testid="set-card" data-state={state ?? "none"}>
        <div className="h-16 flex-1">
          <CardTile card={set.cards[id]} size="sm" />
        </div>
        {!locked && (
          <div className="flex w-28 shrink-0 flex-col gap-1">
            {state !== "deck" && (
              <button
                type="button"
                className="btn min-h-0 flex-1 px-2 py-1 text-sm"
                onClick={() => place(id, "deck")}
                aria-label={`${t("addDeck")} ${set.cards[id]?.name}`}
              >
                {t("addDeck")}
              </button>
            )}
            {state !== "sideboard" && (
              <button
                type="button"
                className="btn-quiet min-h-0 flex-1 px-2 py-1"
                onClick={() => place(id, "sideboard")}
                aria-label={`${t("addSideboard")} ${set.cards[id]?.name}`}
              >
                {t("addSideboard")}
              </button>
            )}
            {state && (
              <button
                type="button"
                className="btn-quiet min-h-0 flex-1 px-2 py-1"
                onClick={() => place(id, null)}
                aria-label={`${t("remove")} ${set.cards[id]?.name}`}
              >
                {t("remove")}
              </button>
            )}
          </div>
        )}
      </li>
    );
  };

  const tabButton = (id: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === id}
      className={`flex-1 rounded-lg px-2 py-2 font-semibold ${tab === id ? "bg-accent text-white" : "bg-white"}`}
      onClick={() => setTab(id)}
      data-testid={`tab-${id}`}
    >
      {label}
    </button>
  );

  return (
    <div className="mx-auto max-w-md space-y-3 pb-24" data-testid="constructed-builder">
      <h1 className="text-2xl font-bold">{t("constructedTitle")}</h1>
      {locked ? (
        <div className="space-y-1 rounded-lg bg-stone-200 p-2">
          <p className="font-semibold">{t("locked")}</p>
          <WaitStart />
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t(format === "2v2" ? "teamHelp" : "constructedHelp")}</p>
      )}
      <div className="panel sticky top-0 z-10 grid grid-cols-2 gap-1 text-sm" data-testid="deck-stats">
        <span className={`font-bold ${check.stats.cards === RULES.size ? "text-green-700" : "text-red-700"}`}>
          {format === "2v2"
            ? t("deckOf", { count: check.stats.cards, size: RULES.size })
            : t("deck", { count: check.stats.cards })}
        </span>
        <span className={sideboard.length > RULES.maxSideboard ? "font-bold text-red-700" : ""}>
          {t("sideboard", { count: sideboard.length })}
        </span>
        <span>{t("manifestations", { count: check.stats.manifestations })}</span>
        <span>{t("wills", { count: check.stats.wills })}</span>
        <span
          className={`col-span-2 text-lg font-bold ${RULES.maxPoints !== null && check.stats.points > RULES.maxPoints ? "text-red-700" : ""}`}
          data-testid="deck-points"
        >
          {t("pointsOf", { points: check.stats.points, max: RULES.maxPoints ?? 0 })}
        </span>
      </div>
      <DeckVerdict legal={check.legal} violations={check.violations} />
      <div className="flex gap-1 rounded-xl bg-stone-200 p-1" role="tablist">
        {tabButton("deck", `${t("tabDeck")} ${deck.length}`)}
        {tabButton("sideboard", `${t("tabSideboard")} ${sideboard.length}`)}
        {tabButton("cards", t("tabCards"))}
      </div>
      {tab === "cards" && (
        <section className="space-y-2">
          <input
            className="field"
            type="search"
            placeholder={t("search")}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="set-search"
            aria-label={t("search")}
          />
          <div className="grid grid-cols-2 gap-2">
            <select
              className="field mt-0"
              value={temperament}
              onChange={(e) => setTemperament(e.target.value)}
              aria-label={t("filterTemperament")}
              data-testid="set-temperament"
            >
              <option value="">{t("all")}</option>
              {TEMPERAMENTS.map((k) => (
                <option key={k} value={k}>
                  {tt(k)}
                </option>
              ))}
            </select>
            <select
              className="field mt-0"
              value={type}
              onChange={(e) => setType(e.target.value)}
              data-testid="set-type"
              aria-label={t("filterType")}
            >
              <option value="">{t("all")}</option>
              <option value="manifestation">{ty("manifestation")}</option>
              <option value="will">
                {ty("ephemeral_will")} / {ty("persistent_will")}
              </option>
            </select>
          </div>
          <p className="text-sm text-stone-600">{t("showing", { shown: shown.length, total: set.pool.length })}</p>
          {shown.length ? <ul className="space-y-1.5">{shown.map((c) => row(c.id))}</ul> : <p>{t("noMatches")}</p>}
        </section>
      )}
      {tab === "deck" && (
        <ul className="space-y-1.5" data-testid="deck-cards">
          {deck.map(row)}
        </ul>
      )}
      {tab === "sideboard" && (
        <ul className="space-y-1.5" data-testid="sideboard-cards">
          {sideboard.map(row)}
        </ul>
      )}
      <DeckListTools
        pool={set.pool}
        externalIds={set.externalIds}
        deck={deck}
        sideboard={sideboard}
        onImport={
          locked
            ? undefined
            : (list) => {
                setDeck(list.deck);
                setSideboard(list.sideboard);
                setTab("deck");
                return validateDeck(catalog, { format, deck: list.deck, sideboard: list.sideboard });
              }
        }
      />
      <ErrorBox error={error} />
      {!locked && <SaveBar dirty={dirty} busy={busy} saved={savedCheck} onSave={save} />}
    </div>
  );
}

function key(deck: string[], sideboard: string[]): string {
  return `${[...deck].sort().join()}|${[...sideboard].sort().join()}`;
}
