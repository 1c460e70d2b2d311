import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { AutoRefresh } from "@/components/AutoRefresh";
import {
  ConstructedDeckBuilder,
  DeckBuilder,
  DraftPhone,
  KenDeckPhone,
  TournamentPhone,
} from "@/components/phone/seat-branches";
import { myConstructedDeck } from "@/lib/decks/constructed-decks";
import { myDraftDeck } from "@/lib/decks/draft-decks";
import { toLocale } from "@/i18n/config";
import { draftPageData } from "@/lib/drafts/page-data";
import { seatView } from "@/lib/events/seat-view";
import { deviceKey } from "@/lib/players/device";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { tournamentView } from "@/lib/tournament/views";
import { myKenDeck } from "@/lib/ken/decks";
import { MyTables } from "@/components/game/MyTables";
import { IncBotTable } from "@/components/incantesium/IncBotTable";
import { TeamPhone } from "@/components/teams/TeamPhone";
import { myTeam } from "@/lib/teams/teams";

export const dynamic = "force-dynamic";

export default async function SeatPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const view = await seatView(eventId, await deviceKey());
  // No seat here (any more): the join page says why, since this phone was in the event.
  if (!view) redirect(`/join?left=${encodeURIComponent(eventId)}`);
  const t = await getTranslations();
  // A table the organizer opened (Free-for-All, 2v2) shows on every page of the phone.
  const tables = <MyTables eventId={eventId} device={await deviceKey()} />;
  // Once the tournament runs, it is the phone's page (the draft and the decks are behind it).
  const tournament = await tournamentView(eventId);
  if (tournament) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-600">
          {view.event.name} · <span data-testid="my-name">{t("seat.you", { name: view.me.name })}</span>
        </p>
        {tables}
        <TournamentPhone eventId={eventId} me={view.me.seatId} initial={tournament} />
      </div>
    );
  }
  if (view.event.game === "incantesium") {
    // Incantesium: one shared deck, nothing to build; a 2v2 event's team first (issue 20's teams);
    // tables against bots while the tournament waits.
    const team = view.event.mode === "2v2" ? await myTeam(eventId, await deviceKey()) : null;
    return (
      <div className="mx-auto max-w-sm space-y-2">
        <p className="text-sm text-stone-600">
          {view.event.name} · <span data-testid="my-name">{t("seat.you", { name: view.me.name })}</span>
        </p>
        <TournamentStartWatcher eventId={eventId} />
        {team && <TeamPhone eventId={eventId} initial={team} />}
        <p className="panel">{t("incantesium.noDeck")}</p>
        <IncBotTable eventId={eventId} />
      </div>
    );
  }
  if (view.event.game === "ken") {
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
  const draft =
    view.me.player !== null && view.me.player >= 0
      ? await draftPageData(eventId, toLocale(await getLocale()), view.me.player)
      : null;
  if (draft && draft.view.status === "finished") {
    // After the draft: build the deck from the drafted cards.
    const deck = await myDraftDeck(eventId, await deviceKey());
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-600">
          {view.event.name} · <span data-testid="my-name">{t("seat.you", { name: view.me.name })}</span>
        </p>
        {tables}
        <TournamentStartWatcher eventId={eventId} />
        <DeckBuilder eventId={eventId} initial={deck} cards={draft.cards} />
      </div>
    );
  }
  if (view.event.format === "constructed" && view.event.status !== "finished") {
    // Constructed: the deck is built from the whole set as soon as the player has a seat.
    const { deck, set, format } = await myConstructedDeck(eventId, await deviceKey(), toLocale(await getLocale()));
    // A 2v2 event: the team first (by code or the organizer's pairing), then the 21-card deck.
    const team = format === "2v2" ? await myTeam(eventId, await deviceKey()) : null;
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-600">
          {view.event.name} · <span data-testid="my-name">{t("seat.you", { name: view.me.name })}</span>
        </p>
        {tables}
        <TournamentStartWatcher eventId={eventId} />
        {team && <TeamPhone eventId={eventId} initial={team} />}
        <ConstructedDeckBuilder eventId={eventId} initial={deck} set={set} format={format} />
      </div>
    );
  }
  if (draft) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-600">
          {view.event.name} · <span data-testid="my-name">{t("seat.you", { name: view.me.name })}</span>
        </p>
        {tables}
        <DraftPhone eventId={eventId} data={draft} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <AutoRefresh seconds={4} />
      <TournamentStartWatcher eventId={eventId} />
      <p className="text-sm text-stone-600">{view.event.name}</p>
      {tables}
      <h1 className="text-3xl font-bold">{t("seat.title")}</h1>
      <div className="panel space-y-1">
        <p className="text-2xl font-semibold" data-testid="my-name">
          {t("seat.you", { name: view.me.name })}
        </p>
        <p data-testid="my-position">{t("seat.position", { position: view.me.position, count: view.seats.length })}</p>
      </div>
      <p className="text-stone-600">
        {t(`status.${view.event.status as "setup"}`)} — {t("seat.waiting")}
      </p>
      <section>
        <h2 className="font-semibold">{t("seat.table")}</h2>
        <ol className="mt-1 space-y-1" data-testid="table-seats">
          {view.seats.map((s) => (
            <li key={s.position} className={s.me ? "font-bold" : ""}>
              {s.position}. {s.name}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
