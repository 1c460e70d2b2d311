// Kartomantik's setup on the organizer's event page (components/game-registry/server-slot.ts GameSetup):
// a Draft Bazaar's console (to start it below the seats; running or over, above them) and, once the draft
// is over or for a constructed event, every player's deck and the lock, until the tournament starts.
import { getLocale, getTranslations } from "next-intl/server";
import { AutoRefresh } from "@/components/AutoRefresh";
import type { GameSetup, OrganizerEvent, SeatNote } from "@/components/game-registry/server-slot";
import { DecksPanel } from "@/components/kartomantik/decks/DecksPanel";
import { violationsText } from "@/components/kartomantik/decks/violationText";
import { DraftConsole } from "@/components/kartomantik/draft/DraftConsole";
import { toLocale } from "@/i18n/config";
import { decksOverview } from "@/lib/kartomantik/decks/draft-decks";
import { draftPageData, pileSizes } from "@/lib/kartomantik/drafts/page-data";
import type { TournamentView } from "@/lib/tournament/shape";

type T = (key: string, values?: Record<string, string | number>) => string;

/** Each seat's deck in the seat list: not valid (and why, in the deck rules' words), not saved, ready or locked. */
async function deckNotes(eventId: string): Promise<Record<string, SeatNote>> {
  const [decks, t, locale] = await Promise.all([decksOverview(eventId), getTranslations("deck"), getLocale()]);
  return Object.fromEntries(
    decks.map((d) => [
      d.seatId,
      {
        text: t("seatNote", { status: d.status, reasons: violationsText(t, locale, d.violations) }),
        warn: d.status === "illegal" || d.status === "missing",
      },
    ]),
  );
}

export async function organizerSetup(
  event: OrganizerEvent,
  tournament: TournamentView | null,
  t: T,
): Promise<GameSetup> {
  if (event.format !== "draft_bazaar") {
    const decks = !tournament && (
      <>
        {event.status !== "setup" && <AutoRefresh seconds={5} />}
        <DecksPanel eventId={event.id} constructed />
      </>
    );
    return { beforeStart: decks, seatNotes: tournament ? undefined : await deckNotes(event.id) };
  }
  const cardSetId = String(event.settings.cardSetId);
  const [draft, piles] = await Promise.all([
    draftPageData(event.id, toLocale(await getLocale()), null),
    pileSizes(cardSetId),
  ]);
  const decksLocked = draft ? (await decksOverview(event.id)).some((d) => d.locked) : false;
  const over = draft?.view.status === "finished";
  const console = (
    <DraftConsole
      eventId={event.id}
      seats={event.seats.length}
      pileSizes={piles}
      data={draft}
      decksLocked={decksLocked}
    />
  );
  return {
    seatNotes: !tournament && over ? await deckNotes(event.id) : undefined,
    beforeStart: !tournament && over && (
      <>
        {/* Players save their decks meanwhile: keep the table current. */}
        <AutoRefresh seconds={5} />
        <DecksPanel eventId={event.id} />
      </>
    ),
    // Once the draft runs, its console comes first; seats stay below for seat links.
    beforeSeats: draft && console,
    afterSeats: !draft && console,
    canStart: over,
    startHelp: t("tournament.startHelpDraft"),
    live: !!draft && !over,
  };
}
