import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** The organizer's ways into one Incantesium challenge: watch (no hand), judge (every hand),
 * replay (step through the log) and the log's JSON export. */
export async function IncGameLinks({ eventId, gameId }: { eventId: string; gameId: string }) {
  const t = await getTranslations("incantesium.tables");
  const page = `/organizer/events/${eventId}/games/incantesium/${gameId}`;
  return (
    <>
      {(["spectator", "judge", "replay"] as const).map((as) => (
        <Link key={as} className="underline" href={`${page}?as=${as}`}>
          {t(as === "spectator" ? "watch" : as)}
        </Link>
      ))}
      <a className="underline" href={`/api/games/incantesium/${gameId}/log`}>
        JSON
      </a>
    </>
  );
}
