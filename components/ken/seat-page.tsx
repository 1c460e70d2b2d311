// Ken il Guerriero's page for a player before the tournament (components/game-registry/seat-pages.ts).
import { getTranslations } from "next-intl/server";
import { AutoRefresh } from "@/components/AutoRefresh";
import type { SeatPageProps } from "@/components/game-registry/server-slot";
import { KenDeckPhone } from "@/components/ken/seat-branches";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { myKenDeck } from "@/lib/ken/decks";
import { deviceKey } from "@/lib/players/device";

/** A player's page before the tournament. */
export async function SeatPage({ eventId, view, tables }: SeatPageProps) {
  const t = await getTranslations();
  // Ken il Guerriero: the player registers their own deck list, checked against the event's card list.
  const { deck, cards } = await myKenDeck(eventId, await deviceKey());
  return (
    <div className="mx-auto max-w-sm space-y-2">
      <AutoRefresh seconds={10} />
      <p className="text-sm text-stone-600">
        {view.event.name} · <span data-testid="my-name">{t("seat.you", { name: view.me.name })}</span>
      </p>
      {tables}
      <TournamentStartWatcher eventId={eventId} />
      <KenDeckPhone eventId={eventId} initial={deck} cards={cards} />
    </div>
  );
}
