import { getTranslations } from "next-intl/server";
import type { DeckSheet, SheetCard } from "@/lib/kartomantik/decks/deck-sheets";

/** One player's lists for a deck check: drafted cards (Draft Bazaar), deck and sideboard, by name
 * with a manifestation's points; one printed page per player. Server component. */
export async function DeckSheetView({ sheet, eventName }: { sheet: DeckSheet; eventName?: string }) {
  const t = await getTranslations("deck");
  const state = sheet.locked ? "locked" : !sheet.saved ? "missing" : sheet.legal ? "ready" : "illegal";
  const list = (title: string, cards: SheetCard[], testId: string) => (
    <section className="min-w-0">
      <h4 className="font-semibold">{title}</h4>
      <ol className="list-inside list-decimal text-sm leading-snug" data-testid={testId}>
        {cards.map((c) => (
          <li key={c.id}>
            {c.name}
            {c.type === "manifestation" && <span className="text-stone-500"> · {c.points}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
  return (
    <article className="print-round space-y-2" data-testid="deck-sheet" data-seat={sheet.seatId}>
      <h3 className="text-xl font-bold">
        {eventName && <span className="font-normal text-stone-600">{eventName} · </span>}
        {sheet.name} · {t(`status.${state}`)}
      </h3>
      <p className="text-sm">
        {t("points", { points: sheet.points })}
        {/* Points spent and debt are the Draft Bazaar's (event-rules §5): a drafted pool's sheet shows them. */}
        {sheet.drafted.length > 0 && (
          <>
            {" · "}
            {t("spent", { points: sheet.spent })} · <span className="font-bold">{t("debt", { debt: sheet.debt })}</span>
          </>
        )}
      </p>
      <div
        className={`grid gap-4 ${sheet.drafted.length ? "sm:grid-cols-3 print:grid-cols-3" : "sm:grid-cols-2 print:grid-cols-2"}`}
      >
        {sheet.drafted.length > 0 &&
          list(t("sheetDrafted", { count: sheet.drafted.length }), sheet.drafted, "sheet-drafted")}
        {list(t("sheetDeck", { count: sheet.deck.length }), sheet.deck, "sheet-deck")}
        {list(t("sideboard", { count: sheet.sideboard.length }), sheet.sideboard, "sheet-sideboard")}
      </div>
    </article>
  );
}
