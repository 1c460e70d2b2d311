import { getTranslations } from "next-intl/server";
import { decksOverview } from "@/lib/decks/draft-decks";
import { LockDecksButton } from "./LockDecksButton";

/** After the draft (or before a constructed event's tournament): every player's deck (cards, points, spent, debt, state) and the lock. */
export async function DecksPanel({ eventId, constructed = false }: { eventId: string; constructed?: boolean }) {
  const [decks, t] = await Promise.all([decksOverview(eventId), getTranslations("deck")]);
  const allLocked = decks.every((d) => d.locked);
  return (
    <section className="panel space-y-3" data-testid="decks-panel">
      <h2 className="text-lg font-semibold">{t("decks")}</h2>
      <table className="w-full text-left text-sm">
        <tbody>
          {decks.map((d) => (
            <tr key={d.seatId} className="border-t border-stone-200" data-testid="deck-row">
              <td className="py-1 font-semibold">{d.name}</td>
              <td>{t("deck", { count: d.cards })}</td>
              <td>{t("points", { points: d.points })}</td>
              <td>{constructed ? t("sideboard", { count: d.sideboard }) : t("spent", { points: d.spent })}</td>
              <td className="font-bold">{t("debt", { debt: d.debt })}</td>
              <td>{t(`status.${d.locked ? "locked" : !d.saved ? "missing" : d.legal ? "ready" : "illegal"}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!allLocked && <LockDecksButton eventId={eventId} label={t("lock")} confirmText={t("lockConfirm")} />}
    </section>
  );
}
