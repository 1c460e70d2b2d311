import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { DeckSheetView } from "@/components/kartomantik/decks/DeckSheetView";
import { violationsText } from "@/components/kartomantik/decks/violationText";
import { toLocale } from "@/i18n/config";
import { deckSheets } from "@/lib/kartomantik/decks/deck-sheets";
import { decksOverview } from "@/lib/kartomantik/decks/draft-decks";
import { LockDecksButton } from "@/components/kartomantik/decks/LockDecksButton";

/** After the draft (or before a constructed event's tournament): every player's deck (cards, points, spent, debt,
 * state)
 * and the lock. */
export async function DecksPanel({ eventId, constructed = false }: { eventId: string; constructed?: boolean }) {
  const locale = toLocale(await getLocale());
  const [decks, t, sheets] = await Promise.all([
    decksOverview(eventId),
    getTranslations("deck"),
    deckSheets(eventId, locale),
  ]);
  const allLocked = decks.every((d) => d.locked);
  return (
    <section className="panel space-y-3" data-testid="decks-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("decks")}</h2>
        <Link
          className="btn-quiet"
          href={`/organizer/events/${eventId}/decks`}
          target="_blank"
          data-testid="print-decks"
        >
          {t("sheetsPrint")}
        </Link>
      </div>
      <table className="w-full text-left text-sm">
        <tbody>
          {decks.map((d) => (
            <tr key={d.seatId} className="border-t border-stone-200" data-testid="deck-row">
              <td className="py-1 font-semibold">{d.name}</td>
              <td>{t("deckOf", { count: d.cards, size: d.size })}</td>
              <td>{t("points", { points: d.points })}</td>
              <td>{constructed ? t("sideboard", { count: d.sideboard }) : t("spent", { points: d.spent })}</td>
              {/* Debt is the Draft Bazaar's (event-rules §5): a constructed event has none to show. */}
              {!constructed && <td className="font-bold">{t("debt", { debt: d.debt })}</td>}
              {/* Not valid: why, in the deck rules' words, long before the start refuses it. */}
              <td className={d.status === "illegal" ? "font-semibold text-red-800" : ""} data-testid="deck-status">
                {d.status === "illegal"
                  ? t("status.illegalWhy", { reasons: violationsText(t, locale, d.violations) })
                  : t(`status.${d.status}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Deck checks: each player's lists, one at a time. */}
      {sheets.map((s) => (
        <details key={s.seatId} className="rounded-lg border border-stone-200 p-2" data-testid="deck-details">
          <summary className="cursor-pointer font-semibold">{t("sheetOf", { name: s.name })}</summary>
          <DeckSheetView sheet={s} />
        </details>
      ))}
      {!allLocked && <LockDecksButton eventId={eventId} label={t("lock")} confirmText={t("lockConfirm")} />}
    </section>
  );
}
