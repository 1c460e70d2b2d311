import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { GamePhone } from "@/components/game/GamePhone";
import { ReplayViewer } from "@/components/game/ReplayViewer";
import { requireOrganizer } from "@/lib/auth/session";
import { getEventForOrganizer } from "@/lib/events/events";
import { isAppError } from "@/lib/errors";
import { cardsForGame, gamesOfEvent } from "@/lib/kartomantik/games/play";

export const dynamic = "force-dynamic";

// The organizer watches an engine game: as a spectator (public information only) or as the judge
// (everything, read-only).
export default async function OrganizerGamePage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string; gameId: string }>;
  searchParams: Promise<{ as?: string }>;
}) {
  const [{ eventId, gameId }, { as }] = await Promise.all([params, searchParams]);
  // ?as=replay: step through the log; spectator / judge: the live game.
  const organizer = await requireOrganizer();
  const event = await getEventForOrganizer(organizer.id, eventId).catch((e) =>
    isAppError(e) ? notFound() : Promise.reject(e),
  );
  const game = (await gamesOfEvent(eventId)).find((g) => g.id === gameId);
  if (!game || !event.cardSet) notFound();
  const { names, cards } = await cardsForGame(event.cardSet.id, (await getLocale()) === "it" ? "it" : "en");
  if (as === "replay") {
    const t = await getTranslations("game");
    // The arrow alone reads "left arrow": the link says where it goes.
    return (
      <div className="space-y-2">
        <a className="text-sm underline" href={`/organizer/events/${eventId}`} aria-label={t("back")}>
          ←
        </a>
        <ReplayViewer gameId={gameId} names={names} playerNames={game.names} />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <a className="text-sm underline" href={`/api/games/${gameId}/log`} data-testid="game-log-export">
        JSON
      </a>
      <GamePhone
        gameId={gameId}
        backHref={`/organizer/events/${eventId}`}
        names={names}
        opponentName=""
        as={as === "judge" ? "judge" : "spectator"}
        playerNames={game.names}
        cards={cards}
      />
    </div>
  );
}
