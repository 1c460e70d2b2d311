// Kartomantik's page for a player before the tournament (components/game-registry/seat-pages.ts).
import { SeatFrame } from "@/components/phone/SeatFrame";
import { getLocale } from "next-intl/server";
import type { SeatPageProps } from "@/components/game-registry/server-slot";
import { ConstructedDeckBuilder, DeckBuilder, DraftPhone } from "@/components/kartomantik/seat-branches";
import { TeamPhone } from "@/components/teams/TeamPhone";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { toLocale } from "@/i18n/config";
import { myConstructedDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { myDraftDeck } from "@/lib/kartomantik/decks/draft-decks";
import { draftPageData } from "@/lib/kartomantik/drafts/page-data";
import { deviceKey } from "@/lib/players/device";
import { myTeam } from "@/lib/teams/teams";

/** A player's page before the tournament: the draft, then the deck from the drafted cards; in a
 * constructed event the deck from the whole set (a 2v2's team first). Null: the seat waits. */
export async function SeatPage({ eventId, view, tables }: SeatPageProps) {
  const draft =
    view.me.player !== null && view.me.player >= 0
      ? await draftPageData(eventId, toLocale(await getLocale()), view.me.player)
      : null;
  if (draft && draft.view.status === "finished") {
    // After the draft: build the deck from the drafted cards.
    const deck = await myDraftDeck(eventId, await deviceKey());
    return (
      <SeatFrame view={view} tables={tables}>
        <TournamentStartWatcher eventId={eventId} />
        <DeckBuilder eventId={eventId} initial={deck} cards={draft.cards} />
      </SeatFrame>
    );
  }
  if (view.event.format === "constructed" && view.event.status !== "finished") {
    // Constructed: the deck is built from the whole set as soon as the player has a seat.
    const { deck, set, format } = await myConstructedDeck(eventId, await deviceKey(), toLocale(await getLocale()));
    // A 2v2 event: the team first (by code or the organizer's pairing), then the 21-card deck.
    const team = format === "2v2" ? await myTeam(eventId, await deviceKey()) : null;
    return (
      <SeatFrame view={view} tables={tables}>
        <TournamentStartWatcher eventId={eventId} />
        {team && <TeamPhone eventId={eventId} initial={team} />}
        <ConstructedDeckBuilder eventId={eventId} initial={deck} set={set} format={format} />
      </SeatFrame>
    );
  }
  if (draft) {
    return (
      <SeatFrame view={view} tables={tables}>
        <DraftPhone eventId={eventId} data={draft} />
      </SeatFrame>
    );
  }
  return null;
}
