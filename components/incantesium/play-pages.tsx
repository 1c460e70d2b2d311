// Incantesium's pages of a challenge played on the app (components/game-registry/game-pages.ts).
import { notFound } from "next/navigation";
import {
  IncGamePhoneLazy as IncGamePhone,
  IncReplayViewerLazy as IncReplayViewer,
} from "@/components/incantesium/IncGameLazy";
import { OrganizerGameFrame } from "@/components/engine-game/OrganizerGameFrame";
import type { PlayPages } from "@/components/game-registry/play-page";
import { isAppError } from "@/lib/errors";
import { incPageData } from "@/lib/incantesium/access";
import { organizerIncGame } from "@/lib/incantesium/organizer-game";

const orNotFound = (e: unknown) => (isAppError(e) ? notFound() : Promise.reject(e));

export const INCANTESIUM_PAGES: PlayPages = {
  // A challenge on the phone of one of its mages.
  async Phone({ eventId, gameId, device }) {
    const data = await incPageData(eventId, gameId, device).catch(orNotFound);
    const backHref = data.matchId ? `/play/${eventId}/matches/${data.matchId}` : `/play/${eventId}`;
    return <IncGamePhone gameId={gameId} backHref={backHref} names={data.names} bots={data.bots.map(Boolean)} />;
  },

  // The organizer watches a challenge: as a spectator (no hand) or as the judge (every hand and the mana
  // deck, read-only); the log's JSON export beside it. ?as=replay: step through the log as the judge.
  async Organizer({ eventId, gameId, organizerId, as }) {
    const game = await organizerIncGame(organizerId, eventId, gameId).catch(orNotFound);
    const replay = as === "replay";
    return (
      <OrganizerGameFrame
        eventId={eventId}
        kind="incantesium"
        gameId={gameId}
        replay={replay}
        exportTestId="inc-log-export"
      >
        {replay ? (
          <IncReplayViewer gameId={gameId} names={game.names} />
        ) : (
          <IncGamePhone
            gameId={gameId}
            backHref={`/organizer/events/${eventId}`}
            names={game.names}
            bots={game.bots.map(Boolean)}
            as={as === "judge" ? "judge" : "spectator"}
          />
        )}
      </OrganizerGameFrame>
    );
  },
};
