// Kartomantik's pages of a game played on the app (components/game-registry/game-pages.ts).
import { notFound } from "next/navigation";
import { GamePhoneLazy as GamePhone, ReplayViewerLazy as ReplayViewer } from "@/components/kartomantik/game/GameLazy";
import { OrganizerGameFrame } from "@/components/engine-game/OrganizerGameFrame";
import type { PlayPages } from "@/components/game-registry/play-page";
import { getEventForOrganizer } from "@/lib/events/events";
import { isAppError } from "@/lib/errors";
import { cardsForGame, gamePageData, gamesOfEvent } from "@/lib/kartomantik/games/play";

const orNotFound = (e: unknown) => (isAppError(e) ? notFound() : Promise.reject(e));

export const KARTOMANTIK_PAGES: PlayPages = {
  // A game on the rules engine, on the phone of one of its players.
  async Phone({ eventId, gameId, device, locale }) {
    const data = await gamePageData(eventId, gameId, device, locale).catch(orNotFound);
    const backHref = data.matchId ? `/play/${eventId}/matches/${data.matchId}` : `/play/${eventId}`;
    return (
      <GamePhone
        gameId={gameId}
        backHref={backHref}
        names={data.names}
        cards={data.cards}
        opponentName={data.opponentName}
        myName={data.myName}
        seatNames={data.seats.map((s) => s.player)}
        match={data.matchId ? { eventId, matchId: data.matchId, me: data.seatId } : undefined}
      />
    );
  },

  // The organizer watches a game: as a spectator (public information only) or as the judge (everything,
  // read-only); ?as=replay: step through the log.
  async Organizer({ eventId, gameId, organizerId, as, locale }) {
    const event = await getEventForOrganizer(organizerId, eventId).catch(orNotFound);
    const game = (await gamesOfEvent(eventId)).find((g) => g.id === gameId);
    if (!game || !event.cardSet) notFound();
    const { names, cards } = await cardsForGame(event.cardSet.id, locale);
    const replay = as === "replay";
    return (
      <OrganizerGameFrame
        eventId={eventId}
        kind="kartomantik"
        gameId={gameId}
        replay={replay}
        exportTestId="game-log-export"
      >
        {replay ? (
          <ReplayViewer gameId={gameId} names={names} playerNames={game.names} />
        ) : (
          <GamePhone
            gameId={gameId}
            backHref={`/organizer/events/${eventId}`}
            names={names}
            opponentName=""
            as={as === "judge" ? "judge" : "spectator"}
            playerNames={game.names}
            cards={cards}
          />
        )}
      </OrganizerGameFrame>
    );
  },
};
