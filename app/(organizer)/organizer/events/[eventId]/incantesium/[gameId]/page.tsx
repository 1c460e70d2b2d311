import { notFound } from "next/navigation";
import { IncGamePhone } from "@/components/incantesium/IncGamePhone";
import { requireOrganizer } from "@/lib/auth/session";
import { getEventForOrganizer } from "@/lib/events/events";
import { isAppError } from "@/lib/errors";
import { incGamesOf } from "@/lib/incantesium/access";

export const dynamic = "force-dynamic";

// The organizer watches an Incantesium challenge: as a spectator (no hand) or as the judge
// (every hand and the mana deck, read-only); the log's JSON export beside it.
export default async function OrganizerIncGamePage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string; gameId: string }>;
  searchParams: Promise<{ as?: string }>;
}) {
  const [{ eventId, gameId }, { as }] = await Promise.all([params, searchParams]);
  const organizer = await requireOrganizer();
  await getEventForOrganizer(organizer.id, eventId).catch((e) => (isAppError(e) ? notFound() : Promise.reject(e)));
  const game = (await incGamesOf(eventId)).find((g) => g.id === gameId);
  if (!game) notFound();
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
