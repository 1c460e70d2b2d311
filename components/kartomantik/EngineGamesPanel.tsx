import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { TableStarter } from "@/components/kartomantik/game/TableStarter";
import { gamesOfEvent, tableSeats, tableStarters } from "@/lib/kartomantik/games/play";

/** Games played on the engine at this event: watch as spectator or judge, export the log. */
export async function EngineGamesPanel({ eventId }: { eventId: string }) {
  const [games, t, players, starters] = await Promise.all([
    gamesOfEvent(eventId),
    getTranslations("game"),
    tableSeats(eventId),
    tableStarters(eventId),
  ]);
  // A table needs one of the event's players (a saved deck); an event without saved decks shows neither part.
  const starter = players.length > 0 ? <TableStarter eventId={eventId} players={players} starters={starters} /> : null;
  // One shape with or without games: the form keeps its state when a new game appears below it.
  return (
    <>
      {starter}
      {games.length > 0 && (
        <section className="panel space-y-2" data-testid="engine-games">
          <h2 className="text-lg font-semibold">{t("gamesTitle")}</h2>
          <ul className="divide-y divide-stone-200">
            {games.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center gap-3 py-1" data-testid="engine-game">
                <span className="font-semibold">{g.names.join(" – ")}</span>
                <span className="text-sm text-stone-600">
                  {g.matchId
                    ? t("gameNumber", { n: g.game })
                    : g.seatIds.length > 2
                      ? t("tableOf", { n: g.seatIds.length })
                      : t("practiceGame")}{" "}
                  · {g.status === "finished" && g.result ? g.result.points.join(":") : t("running", { seq: g.seq })}
                </span>
                <Link
                  className="underline"
                  href={`/organizer/events/${eventId}/games/kartomantik/${g.id}?as=spectator`}
                >
                  {t("spectating")}
                </Link>
                <Link className="underline" href={`/organizer/events/${eventId}/games/kartomantik/${g.id}?as=judge`}>
                  {t("judge")}
                </Link>
                <Link className="underline" href={`/organizer/events/${eventId}/games/kartomantik/${g.id}?as=replay`}>
                  {t("replay")}
                </Link>
                <a className="underline" href={`/api/games/kartomantik/${g.id}/log`}>
                  {t("exportLog")}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
