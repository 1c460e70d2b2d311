import { notFound } from "next/navigation";
import { IncGamePhone } from "@/components/incantesium/IncGamePhone";
import { IncReplayViewer } from "@/components/incantesium/IncReplayViewer";
import { requireOrganizer } from "@/lib/auth/session";
import { isAppError } from "@/lib/errors";
import { organizerIncGame } from "@/lib/incantesium/organizer-game";

export const dynamic = "force-dynamic";

// The organizer watches an Incantesium challenge: as a spectator (no hand) or as the judge
// (every hand and the mana deck, read-only); the log's JSON export beside it. ?as=replay: step
// through the log as the judge.
export default async function OrganizerIncGamePage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string; gameId: string }>;
  searchParams: Promise<{ as?: string }>;
}) {
  const [{ eventId, gameId }, { as }] = await Promise.all([params, searchParams]);
  const organizer = await requireOrganizer();
  const game = await organizerIncGame(organizer.id, eventId, gameId).catch((e) =>
    isAppError(e) ? notFound() : Promise.reject(e),
  );
  if (as === "replay") {
    return (
      <div className="space-y-2">
        <a className="text-sm underline" href={`/organizer/events/${eventId}`}>
          ←
        </a>
        <IncReplayViewer gameId={gameId} names={game.names} />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <a className="text-sm underline" href={`/api/incantesium/${gameId}/log`} data-testid="inc-log-export">
        JSON
      </a>
      <IncGamePhone
        gameId={gameId}
        backHref={`/organizer/events/${eventId}`}
        names={game.names}
        as={as === "judge" ? "judge" : "spectator"}
      />
    </div>
  );
}
