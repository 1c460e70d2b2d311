"use client";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { CardTile } from "@/components/kartomantik/draft/CardTile";
import { createCatalog, debt as debtOf, FORMATS, validateDeck } from "@/engine/kartomantik/deck-rules";
import { DeckListTools } from "@/components/kartomantik/decks/DeckListTools";
import { DeckVerdict, useCardName } from "@/components/kartomantik/decks/DeckVerdict";
import { SaveBar, WaitStart } from "@/components/kartomantik/decks/SaveBar";
import type { CardInfo } from "@/lib/kartomantik/cards/localize";
import type { DraftDeckView } from "@/lib/kartomantik/decks/draft-decks";

/** Cards in a draft deck (the rest of the pool is the sideboard). */
const SIZE = FORMATS.draft.size;

/** Phone-first: tap to move a card between deck and sideboard. The same pure validator as the
 * server runs on every tap, so counters, debt and problems are live; saving re-checks on the server. */
export function DeckBuilder({
  eventId,
  initial,
  cards,
}: {
  eventId: string;
  initial: DraftDeckView;
  cards: Record<string, CardInfo>;
}) {
  const t = useTranslations("deck");
  const tt = useTranslations("temperaments");
  const [deck, setDeck] = useState<string[]>(initial.cardIds);
  // What the server holds; null until the player saves for the first time.
  const [savedIds, setSavedIds] = useState<string[] | null>(initial.saved ? initial.cardIds : null);
  // The server's check of what it holds: a deck saved while it breaks a rule is a draft.
  const [savedCheck, setSavedCheck] = useState(initial.saved ? initial.check : null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  // Right after the draft every card is in the deck: say what to do before listing what is wrong.
  const [touched, setTouched] = useState(false);
  const catalog = useMemo(() => createCatalog(initial.pool), [initial.pool]);
  const poolIds = initial.pool.map((c) => c.id);
  const check = validateDeck(catalog, { format: "draft", deck, pool: poolIds });
  const debt = debtOf(check.stats.points, initial.spent);
  const inDeck = new Set(deck);
  const sideboard = poolIds.filter((id) => !inDeck.has(id));
  const dirty = savedIds === null || [...deck].sort().join() !== [...savedIds].sort().join();
  const name = useCardName();
  const fresh = !touched && savedIds === null && !initial.locked;
  // Right after the draft, what to do in the green box (how many cards to leave out); the general help once it is gone:
  // both said it twice, one under the other (the UX audit of session 63).
  const intro = fresh && !check.legal;

  function toggle(id: string) {
    if (initial.locked) return;
    setTouched(true);
    setDeck(inDeck.has(id) ? deck.filter((x) => x !== id) : [...deck, id]);
  }

  async function save() {
    setBusy(true);
    const { data, error } = await callApi<DraftDeckView>(`/api/kartomantik/events/${eventId}/deck`, {
      method: "PUT",
      json: { cardIds: deck },
    });
    setBusy(false);
    setError(error ?? null);
    if (data) {
      setSavedIds(data.cardIds);
      setSavedCheck(data.check);
    }
  }

  const list = (ids: string[], testId: string) => (
    // Two columns on a phone: a 3-column tile of 360 px broke long words ("dell'Immobilità") in two.
    <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3 md:grid-cols-4" data-testid={testId}>
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          className="min-h-16 text-left"
          onClick={() => toggle(id)}
          disabled={initial.locked}
          aria-label={cards[id]?.name}
          aria-describedby={`${testId}-${id}`}
        >
          <CardTile card={cards[id]} size="sm" describedBy={`${testId}-${id}`} />
        </button>
      ))}
    </div>
  );

  return (
    <div className="mx-auto max-w-md space-y-3 pb-24" data-testid="deck-builder">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {initial.locked ? (
        <div className="space-y-1 rounded-lg bg-stone-200 p-2">
          <p className="font-semibold">{t("locked")}</p>
          <WaitStart />
        </div>
      ) : (
        // How many the sideboard keeps is this player's own count (a draft's composition need not give 36 each).
        !intro && (
          <p className="text-sm text-stone-600">
            {t("help", { size: SIZE, rest: Math.max(0, poolIds.length - SIZE) })}
          </p>
        )
      )}
      <div className="panel grid grid-cols-2 gap-1 text-sm" data-testid="deck-stats">
        <span className={`font-bold ${check.stats.cards === SIZE ? "text-green-700" : fresh ? "" : "text-red-700"}`}>
          {t("deck", { count: check.stats.cards })}
        </span>
        <span>{t("sideboard", { count: sideboard.length })}</span>
        <span>{t("manifestations", { count: check.stats.manifestations })}</span>
        <span>{t("wills", { count: check.stats.wills })}</span>
        <span data-testid="deck-points">{t("points", { points: check.stats.points })}</span>
        <span>{t("spent", { points: initial.spent })}</span>
        <span className="col-span-2 text-lg font-bold" data-testid="deck-debt">
          {t("debt", { debt })}
        </span>
        <span className="col-span-2 text-stone-600">
          {Object.entries(check.stats.temperaments)
            .filter(([, n]) => n > 0)
            .map(([k, n]) => `${tt(k as "hollow")} ${n}`)
            .join(" · ")}
        </span>
      </div>
      {intro ? (
        <p className="rounded-lg bg-green-100 p-3 font-semibold" data-testid="deck-intro">
          {t("intro", { count: deck.length, remove: Math.max(0, deck.length - SIZE), size: SIZE })}
        </p>
      ) : (
        <DeckVerdict legal={check.legal} violations={check.violations} />
      )}
      {check.stats.unpayableWills.length > 0 && (
        <ul className="text-sm text-amber-800" data-testid="deck-warnings">
          {check.stats.unpayableWills.map((w, i) => {
            const s = w.shortfalls[0];
            const temperament = s ? tt(s.temperament) : "";
            return (
              <li key={i}>
                {w.reason === "no_manifestation"
                  ? t("unpayable", { name: name(w), temperament })
                  : t("unpayablePower", {
                      name: name(w),
                      temperament,
                      needed: s?.needed ?? 0,
                      available: s?.available ?? 0,
                    })}
              </li>
            );
          })}
        </ul>
      )}
      <section>
        <h2 className="font-semibold">{t("deck", { count: deck.length })}</h2>
        {list(deck, "deck-cards")}
      </section>
      <section>
        <h2 className="font-semibold">{t("sideboard", { count: sideboard.length })}</h2>
        {list(sideboard, "sideboard-cards")}
      </section>
      <DeckListTools
        pool={initial.pool}
        externalIds={initial.externalIds}
        deck={deck}
        sideboard={sideboard}
        onImport={
          initial.locked
            ? undefined
            : (list) => {
                setTouched(true);
                setDeck(list.deck);
                return validateDeck(catalog, { format: "draft", deck: list.deck, pool: poolIds });
              }
        }
      />
      <ErrorBox error={error} />
      {!initial.locked && <SaveBar dirty={dirty} busy={busy} saved={savedCheck} onSave={save} />}
    </div>
  );
}
