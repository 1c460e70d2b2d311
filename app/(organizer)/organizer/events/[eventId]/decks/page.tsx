import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { serverSlots } from "@/components/game-registry/server-slots";
import { requireOrganizer } from "@/lib/auth/session";
import { getEventForOrganizer } from "@/lib/events/events";
import { isAppError } from "@/lib/errors";
import { PrintButton } from "../pairings/PrintButton";

export const dynamic = "force-dynamic";

// Printable deck lists for deck checks, where the event's game has decks (its DeckSheets slot).
export default async function DeckSheetsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const organizer = await requireOrganizer();
  const event = await getEventForOrganizer(organizer.id, eventId).catch((e) =>
    isAppError(e) ? notFound() : Promise.reject(e),
  );
  const { DeckSheets } = serverSlots(event.game);
  if (!DeckSheets) notFound();
  const [t, tp] = await Promise.all([getTranslations("deck"), getTranslations("tournament")]);
  return (
    <div className="space-y-8">
      <div className="flex items-center justify-between print:hidden">
        <h1 className="text-2xl font-bold">{t("sheetsTitle", { event: event.name })}</h1>
        <PrintButton label={tp("print")} />
      </div>
      <DeckSheets eventId={event.id} eventName={event.name} />
    </div>
  );
}
