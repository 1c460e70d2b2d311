// Carta più alta's pages of a game played on the app (components/game-registry/game-pages.ts).
import { notFound } from "next/navigation";
import { CartaPhoneLazy as CartaPhone } from "@/components/carta-alta/CartaPhoneLazy";
import { OrganizerGameFrame } from "@/components/engine-game/OrganizerGameFrame";
import type { PlayPages } from "@/components/game-registry/play-page";
import { CARTA_ALTA_SERVER } from "@/lib/carta-alta/engine";
import { isAppError } from "@/lib/errors";

const orNotFound = (e: unknown) => (isAppError(e) ? notFound() : Promise.reject(e));

export const CARTA_ALTA_PAGES: PlayPages = {
  async Phone({ eventId, gameId, device }) {
    const data = await CARTA_ALTA_SERVER.pageData(eventId, gameId, device).catch(orNotFound);
    const backHref = data.matchId ? `/play/${eventId}/matches/${data.matchId}` : `/play/${eventId}`;
    return <CartaPhone gameId={gameId} backHref={backHref} names={data.names} />;
  },

  // The organizer watches a game as a spectator (no hand) or as the judge (every hand); the log's JSON export
  // beside it (its replay answers at /api/games/carta-alta/ID/replay).
  async Organizer({ eventId, gameId, organizerId, as }) {
    const data = await CARTA_ALTA_SERVER.organizerData(eventId, gameId, organizerId).catch(orNotFound);
    return (
      <OrganizerGameFrame
        eventId={eventId}
        kind="carta-alta"
        gameId={gameId}
        replay={false}
        exportTestId="carta-log-export"
      >
        <CartaPhone
          gameId={gameId}
          backHref={`/organizer/events/${eventId}`}
          names={data.names}
          as={as === "judge" ? "judge" : "spectator"}
        />
      </OrganizerGameFrame>
    );
  },
};
