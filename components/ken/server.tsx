// Ken il Guerriero on the organizer's event page (components/game-registry/server-slot.ts): the card
// list and the end condition (set while the event is in setup), and every player's deck list until the
// tournament starts.
import { getTranslations } from "next-intl/server";
import type { OrganizerPanelProps, ServerSlots } from "@/components/game-registry/server-slot";
import { KenSetupPanel } from "@/components/ken/KenSetupPanel";
import { getKenCardList, kenCardListChoices } from "@/lib/ken/card-lists";
import { kenDecksOverview } from "@/lib/ken/decks";
import { kenEndOf } from "@/lib/ken/end-condition";

async function Panel({ event, tournament }: OrganizerPanelProps) {
  const [list, decks, choices, t] = await Promise.all([
    getKenCardList(event.id),
    kenDecksOverview(event.id),
    kenCardListChoices(event.organizerId, event.id),
    getTranslations("kenEvent"),
  ]);
  return (
    <>
      <KenSetupPanel
        eventId={event.id}
        list={list ? { fileName: list.fileName, cardCount: list.cardCount } : null}
        end={kenEndOf(event.settings.end)}
        editable={event.status === "setup"}
        choices={choices}
      />
      {!tournament && (
        <section className="panel space-y-2" data-testid="ken-decks">
          <h2 className="text-lg font-semibold">{t("decks.title")}</h2>
          <ul>
            {decks.map((d) => (
              <li key={d.seatId} data-testid="ken-deck-row" data-saved={d.cards !== null}>
                {d.name}: {d.cards === null ? t("decks.missing") : t("decks.saved", { cards: d.cards })}
                {d.locked && ` · ${t("decks.locked")}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export const KEN_SERVER: ServerSlots = {
  summary: (t, event) => t(`formats.${event.format}`),
  Panel: Panel as ServerSlots["Panel"],
};
