import { getLocale } from "next-intl/server";
import { DeckSheetView } from "@/components/kartomantik/decks/DeckSheetView";
import { toLocale } from "@/i18n/config";
import { deckSheets } from "@/lib/kartomantik/decks/deck-sheets";

/** Every player's deck lists for deck checks, one player per printed page (drafted cards, deck, sideboard). */
export async function DeckSheets({ eventId, eventName }: { eventId: string; eventName: string }) {
  const sheets = await deckSheets(eventId, toLocale(await getLocale()));
  return sheets.map((s) => <DeckSheetView key={s.seatId} sheet={s} eventName={eventName} />);
}
