import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { DeckSheetView } from "@/components/kartomantik/decks/DeckSheetView";
import { toLocale } from "@/i18n/config";
import { requireOrganizer } from "@/lib/auth/session";
import { deckSheets } from "@/lib/kartomantik/decks/deck-sheets";
import { getEventForOrganizer } from "@/lib/events/events";
import { isAppError } from "@/lib/errors";
import { PrintButton } from "../pairings/PrintButton";

export const dynamic = "force-dynamic";

// Printable deck lists for deck checks: one player per page (drafted cards, deck, sideboard).
export default async function DeckSheetsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const organizer = await requireOrganizer();
  const event = await getEventForOrganizer(organizer.id, eventId).catch((e) =>
    isAppError(e) ? notFound() : Promise.reject(e),
  );
  const [sheets, t, tp] = await Promise.all([
    deckSheets(eventId, toLocale(await getLocale())),
    getTranslations("deck"),
    getTranslations("tournament"),
  ]);
  return (
    <div className="space-y-8">
      <div className="flex items-center justify-between print:hidden">
        <h1 className="text-2xl font-bold">{t("sheetsTitle", { event: event.name })}</h1>
        <PrintButton label={tp("print")} />
      </div>
      {sheets.map((s) => (
        <DeckSheetView key={s.seatId} sheet={s} eventName={event.name} />
      ))}
    </div>
  );
}
