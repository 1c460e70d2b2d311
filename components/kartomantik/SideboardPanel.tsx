"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { applySwaps, createCatalog } from "@/engine/kartomantik/deck-rules";
import type { Swap, Violation } from "@/engine/kartomantik/deck-rules/types";
import type { SideboardView } from "@/lib/kartomantik/decks/sideboard-shape";
import { useSendAction } from "@/components/net/useSendAction";

/** Bo3 sideboarding on the phone (rulebook §4.1 "Riserva"): tap a deck card, then the sideboard
 * card to take its place; the same check the server runs shows any broken limit at once; "ready"
 * fixes the swaps for this game, which starts when both players are ready. */
export function SideboardPanel({
  eventId,
  matchId,
  version,
  opponent,
  played = 0,
}: {
  eventId: string;
  matchId: string;
  version: number;
  opponent: string;
  played?: number;
}) {
  const t = useTranslations("sideboard");
  const td = useTranslations("deck");
  const locale = useLocale();
  const [view, setView] = useState<SideboardView | null>(null);
  const [hidden, setHidden] = useState(false);
  const [swaps, setSwaps] = useState<Swap[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const post = useSendAction();

  // The match's version moves with every readiness change: re-read my side of it.
  useEffect(() => {
    let live = true;
    void callApi<SideboardView>(`/api/events/${eventId}/matches/${matchId}/sideboard`).then(({ data, error }) => {
      if (!live) return;
      // No deck locked in the app (a paper event) or not Bo3: sideboards are handled at the table.
      if (error && ["sideboard_no_deck", "sideboard_not_bo3"].includes(error.code)) setHidden(true);
      else if (data) setView(data);
    });
    return () => {
      live = false;
    };
  }, [eventId, matchId, version]);

  const catalog = useMemo(() => createCatalog(view?.pool ?? []), [view]);
  if (hidden || !view) return null;
  const names = new Map(view.pool.map((c) => [c.id, locale === "it" ? (c.nameIt ?? c.name) : c.name]));
  const name = (id: string) => names.get(id) ?? id;
  // "Game N: play!" only until game N has a recorded result (then it is news no more).
  const lastStarted = view.started.filter((game) => game > played).at(-1);

  if (view.game === null) {
    return lastStarted ? (
      <p className="panel bg-green-50 font-semibold" data-testid="sideboard-started">
        {t("started", { game: lastStarted })}
      </p>
    ) : null;
  }
  const check = applySwaps(catalog, { format: view.format, deck: view.deck, sideboard: view.sideboard }, swaps);
  const ruleText = (v: Violation) =>
    td(`rules.${v.rule}`, { ...(v.params ?? {}), name: v.card ? name(v.card.id) : "" } as never);
  const outOf = new Map(swaps.map((s) => [s.fromDeck, s.fromSideboard]));
  const inOf = new Map(swaps.map((s) => [s.fromSideboard, s.fromDeck]));

  function tapDeck(id: string) {
    if (outOf.has(id)) setSwaps(swaps.filter((s) => s.fromDeck !== id));
    else setPicked(picked === id ? null : id);
  }
  function tapSideboard(id: string) {
    if (inOf.has(id)) setSwaps(swaps.filter((s) => s.fromSideboard !== id));
    else if (picked) {
      setSwaps([...swaps, { fromDeck: picked, fromSideboard: id }]);
      setPicked(null);
    }
  }

  async function ready() {
    setBusy(true);
    const res = await post<{ started: boolean }>(`/api/events/${eventId}/matches/${matchId}/sideboard`, {
      game: view!.game,
      swaps,
    });
    setBusy(false);
    setError(res.ok ? null : res.error);
    if (res.ok) {
      const fresh = await callApi<SideboardView>(`/api/events/${eventId}/matches/${matchId}/sideboard`);
      if (fresh.data) setView(fresh.data);
    }
  }

  const chip = (id: string, state: "out" | "in" | "picked" | null, onTap: () => void, testId: string) => (
    <li key={id}>
      <button
        type="button"
        onClick={onTap}
        data-testid={testId}
        data-state={state ?? "none"}
        // The card picked to go out is said, not only shown in amber; a thumb's target is 44 px high.
        aria-pressed={testId === "swap-deck-card" ? state === "picked" : undefined}
        className={`min-h-11 w-full rounded-lg border px-3 py-2 text-left ${state === "picked" ? "border-amber-500 bg-amber-100 font-semibold" : state === "out" ? "border-red-300 bg-red-50 line-through" : state === "in" ? "border-green-400 bg-green-50 font-semibold" : "border-stone-300 bg-white"}`}
      >
        {name(id)}
        {state === "out" && ` → ${name(outOf.get(id)!)}`}
      </button>
    </li>
  );

  const opponentReady = view.opponentReady && (
    <p className="text-sm font-semibold" data-testid="sideboard-opponent-ready">
      {t("opponentReady", { name: opponent })}
    </p>
  );
  const readyButton = (
    <button
      type="button"
      className="btn min-h-14 w-full text-lg"
      disabled={busy || !check.ok}
      onClick={ready}
      data-testid="sideboard-ready-button"
    >
      {t("ready", { game: view.game })}
    </button>
  );

  return (
    <section className="panel space-y-3" data-testid="sideboard-panel" data-game={view.game}>
      {lastStarted && (
        <p className="font-semibold text-green-800" data-testid="sideboard-started">
          {t("started", { game: lastStarted })}
        </p>
      )}
      <h2 className="text-xl font-semibold">{t("title", { game: view.game })}</h2>
      {view.swaps ? (
        <div className="space-y-1" data-testid="sideboard-ready">
          <p className="font-semibold">{t("youAreReady", { game: view.game })}</p>
          <p>
            {view.swaps.length
              ? view.swaps.map((s) => `${name(s.fromDeck)} → ${name(s.fromSideboard)}`).join(" · ")
              : t("noSwaps")}
          </p>
          <p className="text-stone-600">
            {view.opponentReady ? t("started", { game: view.game }) : t("waiting", { name: opponent })}
          </p>
        </div>
      ) : view.sideboard.length === 0 ? (
        // Nothing to swap in: no list of the deck's 30 cards that no tap can change (it pushed the paper report's form
        // some 6,000 px down a phone), only the readiness the next game waits for.
        <>
          <p data-testid="sideboard-empty">{t("empty", { game: view.game })}</p>
          {opponentReady}
          {readyButton}
        </>
      ) : (
        <>
          <p className="text-sm text-stone-600">{t("help")}</p>
          {opponentReady}
          <div className="grid grid-cols-2 gap-2">
            <div>
              <h3 className="font-semibold">{td("deck", { count: view.deck.length })}</h3>
              <ul className="space-y-1 text-sm" data-testid="sideboard-deck">
                {view.deck.map((id) =>
                  chip(
                    id,
                    outOf.has(id) ? "out" : picked === id ? "picked" : null,
                    () => tapDeck(id),
                    "swap-deck-card",
                  ),
                )}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold">{td("sideboard", { count: view.sideboard.length })}</h3>
              <ul className="space-y-1 text-sm" data-testid="sideboard-side">
                {view.sideboard.map((id) =>
                  chip(id, inOf.has(id) ? "in" : null, () => tapSideboard(id), "swap-side-card"),
                )}
              </ul>
            </div>
          </div>
          <p className="font-semibold" data-testid="sideboard-swaps">
            {t("swaps", { count: swaps.length })}
          </p>
          {check.ok ? null : (
            <ul className="list-inside list-disc text-sm text-red-800" data-testid="sideboard-violations">
              {check.violations.map((v, i) => (
                <li key={i}>{ruleText(v)}</li>
              ))}
            </ul>
          )}
          {readyButton}
        </>
      )}
      <ErrorBox error={error} />
    </section>
  );
}
