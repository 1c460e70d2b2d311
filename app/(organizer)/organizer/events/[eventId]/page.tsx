import Link from "next/link";
import { notFound } from "next/navigation";
import { isAppError } from "@/lib/errors";
import { getTranslations } from "next-intl/server";
import { QrCode } from "@/components/QrCode";
import { requireOrganizer } from "@/lib/auth/session";
import { getEventForOrganizer } from "@/lib/events/events";
import { publicOrigin } from "@/lib/http/origin";
import { AutoRefresh } from "@/components/AutoRefresh";
import { PRESENCE_MS, seenLately } from "@/lib/realtime/presence";
import { SeatList } from "./SeatList";
import { tournamentView } from "@/lib/tournament/views";
import { MIN_PLAYERS } from "@/engine/tournament/pairings";
import { StartTournament, TournamentPanel } from "./TournamentPanel";
import { TeamsPanel } from "./TeamsPanel";
import { serverSlots } from "@/components/game-registry/server-slots";
import { gameDefinition } from "@/lib/game-registry/definitions";
import { eventStatusOf } from "@/lib/states";

export const dynamic = "force-dynamic";

export default async function EventPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const organizer = await requireOrganizer();
  const [event, t, origin] = await Promise.all([
    // Another organizer's event is indistinguishable from a missing one.
    getEventForOrganizer(organizer.id, eventId).catch((e) => (isAppError(e) ? notFound() : Promise.reject(e))),
    getTranslations(),
    publicOrigin(),
  ]);
  const joinUrl = `${origin}/j/${event.joinCode}`;
  const game = serverSlots(event.game);
  const at = { ...event, settings: event.settings as Record<string, unknown> };
  const tournament = await tournamentView(event.id);
  // The game's setup: a Draft Bazaar's draft and decks around the seats (components/kartomantik).
  const setup = (await game.setup?.(at, tournament, t as (key: string) => string)) ?? {};
  // Start: when the game says so (a Draft Bazaar once its draft is over: the start locks the decks),
  // otherwise from the seats while the event is in setup.
  const canStart = !tournament && event.seats.length >= MIN_PLAYERS && (setup.canStart ?? event.status === "setup");
  const tt = await getTranslations("tournament");
  // Phones are seen while they wait on their seat page (it reloads) and while a draft stream is
  // open (lib/realtime/presence.ts); the tournament's pages are not tracked.
  const tracked = event.status === "setup" || !!setup.live;
  return (
    <div className="space-y-6">
      {event.status === "setup" && <AutoRefresh seconds={3} />}
      {setup.live && <AutoRefresh seconds={PRESENCE_MS / 1000} />}
      <Link href="/organizer" className="text-sm underline">
        ← {t("event.back")}
      </Link>
      <header>
        <h1 className="text-3xl font-bold">{event.name}</h1>
        <p className="text-stone-600">
          {gameDefinition(event.game).name} · {game.summary(t as (key: string) => string, at)} · Bo
          {event.bestOf} · {t(`status.${eventStatusOf(event.status)}`)}
          {event.cardSet && (
            <>
              {" "}
              ·{" "}
              <Link className="underline" href={`/cards/${event.cardSet.id}`}>
                {t("event.cardSet", { name: event.cardSet.name })}
              </Link>
            </>
          )}
        </p>
        {/* From the start: before the draft or the tournament the projector shows the join screen. */}
        <a
          className="btn-quiet mt-2 inline-block"
          data-testid="open-projector"
          href={`/projector/${event.joinCode}`}
          target="_blank"
          rel="noreferrer"
        >
          {t("draft.openProjector")}
        </a>
        {tournament && game.DeckSheets && (
          <Link
            className="btn-quiet ml-2 mt-2 inline-block"
            data-testid="print-decks"
            href={`/organizer/events/${event.id}/decks`}
            target="_blank"
          >
            {t("deck.sheetsPrint")}
          </Link>
        )}
      </header>
      {tournament && <TournamentPanel eventId={event.id} initial={tournament} />}
      {/* The game's own part: its setup, its games on the app. */}
      {game.Panel && <game.Panel event={at} tournament={tournament} />}
      {!tournament && event.mode === "2v2" && (
        <TeamsPanel eventId={event.id} seats={event.seats.map((s) => ({ id: s.id, name: s.displayName }))} />
      )}
      {setup.beforeStart}
      {canStart && (
        <StartTournament
          eventId={event.id}
          bestOf={event.bestOf === 1 ? 1 : 3}
          mode={event.mode}
          help={setup.startHelp ?? tt("startHelpConstructed")}
        />
      )}
      {setup.beforeSeats}
      <div className="grid gap-6 md:grid-cols-2">
        <section className="panel flex flex-col items-center gap-3 text-center">
          <h2 className="text-lg font-semibold">{t("event.joinCode")}</h2>
          <p className="font-mono text-5xl font-bold tracking-[0.2em]" data-testid="join-code">
            {event.joinCode}
          </p>
          <QrCode value={joinUrl} label={joinUrl} />
          <p className="text-sm text-stone-600">{t("event.joinAt", { url: `${origin}/join` })}</p>
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">{t("event.players")}</h2>
          <SeatList
            eventId={event.id}
            editable={event.status === "setup"}
            seats={event.seats.map((s) => ({
              id: s.id,
              position: s.position,
              name: s.displayName,
              online: tracked ? seenLately(s.lastSeenAt) : undefined,
              note: setup.seatNotes?.[s.id],
            }))}
          />
        </section>
      </div>
      {setup.afterSeats}
    </div>
  );
}
