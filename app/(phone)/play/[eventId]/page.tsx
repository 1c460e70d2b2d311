import { redirect } from "next/navigation";
import { SeatFrame } from "@/components/phone/SeatFrame";
import { getTranslations } from "next-intl/server";
import { AutoRefresh } from "@/components/AutoRefresh";
import { TournamentPhone } from "@/components/phone/seat-branches";
import { seatPageOf } from "@/components/game-registry/seat-pages";
import { startWatcherOf } from "@/components/game-registry/start-watchers";
import { eventStatusOf } from "@/lib/states";
import { seatView } from "@/lib/events/seat-view";
import { deviceKey } from "@/lib/players/device";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { tournamentView } from "@/lib/tournament/views";
import { MyTables } from "@/components/engine-game/MyTables";

export const dynamic = "force-dynamic";

export default async function SeatPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const view = await seatView(eventId, await deviceKey());
  // No seat here (any more): the join page says why, since this phone was in the event.
  if (!view) redirect(`/join?left=${encodeURIComponent(eventId)}`);
  const t = await getTranslations();
  // A table the organizer opened (Free-for-All, 2v2) shows on every page of the phone.
  const tables = <MyTables eventId={eventId} game={view.event.game} device={await deviceKey()} />;
  // Once the tournament runs, it is the phone's page (the draft and the decks are behind it).
  const tournament = await tournamentView(eventId);
  if (tournament) {
    return (
      <SeatFrame view={view} tables={tables}>
        <TournamentPhone eventId={eventId} me={view.me.seatId} initial={tournament} />
      </SeatFrame>
    );
  }
  // Before the tournament, the game's own screen where it has one (a draft, a deck to build), else the
  // seat and the table while the tournament waits.
  const gameSeat = seatPageOf(view.event.game);
  const own = gameSeat && (await gameSeat({ eventId, view, tables }));
  if (own) return own;
  // What the game does first (a draft) reaches the seat when it starts; the reload is for seat changes.
  const GameStart = startWatcherOf(view.event.game);
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <AutoRefresh seconds={4} />
      <TournamentStartWatcher eventId={eventId} />
      {GameStart && <GameStart eventId={eventId} format={view.event.format} />}
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
        {t(`status.${eventStatusOf(view.event.status)}`)} — {t("seat.waiting")}
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
