// Ken il Guerriero's page for a player before the tournament (components/game-registry/seat-pages.ts).
import { SeatFrame } from "@/components/phone/SeatFrame";
import { AutoRefresh } from "@/components/AutoRefresh";
import type { SeatPageProps } from "@/components/game-registry/server-slot";
import { KenDeckPhone } from "@/components/ken/seat-branches";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { myKenDeck } from "@/lib/ken/decks";
import { deviceKey } from "@/lib/players/device";

/** A player's page before the tournament. */
export async function SeatPage({ eventId, view, tables }: SeatPageProps) {
  // Ken il Guerriero: the player registers their own deck list, checked against the event's card list.
  const { deck, cards } = await myKenDeck(eventId, await deviceKey());
  return (
    <SeatFrame view={view} tables={tables} narrow>
      <AutoRefresh seconds={10} />
      <TournamentStartWatcher eventId={eventId} />
      <KenDeckPhone eventId={eventId} initial={deck} cards={cards} />
    </SeatFrame>
  );
}
