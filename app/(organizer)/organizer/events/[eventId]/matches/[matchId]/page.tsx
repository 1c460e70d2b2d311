import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireOrganizer } from "@/lib/auth/session";
import { getEventForOrganizer } from "@/lib/events/events";
import { isAppError } from "@/lib/errors";
import { matchHistory } from "@/lib/tournament/exports";
import { tournamentView } from "@/lib/tournament/views";
import { isBye } from "@/lib/tournament/shape";
import { gamesText } from "@/components/tournament/names";
import { LocalTime } from "@/components/LocalTime";
import { OrganizerMatch } from "./OrganizerMatch";
import { serverSlots } from "@/components/game-registry/server-slots";

export const dynamic = "force-dynamic";

// Enter or correct one match's result; its audit trail (who did what, when) below.
/** A game as a log entry wrote it: points per place, { points }, or (entries written before places) a
 * duel's { a, b }. The log is never rewritten, so its older shapes are read as they are. */
function loggedGame(g: unknown): number[] {
  if (Array.isArray(g)) return g.map(Number);
  const x = g as { points?: unknown; a?: unknown; b?: unknown } | null;
  if (Array.isArray(x?.points)) return x.points.map(Number);
  return [Number(x?.a ?? 0), Number(x?.b ?? 0)];
}

export default async function MatchPage({ params }: { params: Promise<{ eventId: string; matchId: string }> }) {
  const { eventId, matchId } = await params;
  const organizer = await requireOrganizer();
  const event = await getEventForOrganizer(organizer.id, eventId).catch((e) =>
    isAppError(e) ? notFound() : Promise.reject(e),
  );
  const view = await tournamentView(eventId);
  const match = view?.matches.find((m) => m.id === matchId);
  if (!view || !match || isBye(match)) notFound();
  const game = serverSlots(event.game);
  const [history, t, gameData] = await Promise.all([
    matchHistory(eventId, matchId),
    getTranslations("tournament"),
    game.matchData?.(eventId, matchId),
  ]);
  const seatNames = new Map(event.seats.map((s) => [s.id, s.displayName]));
  const actor = (a: string) =>
    a.startsWith("seat:") ? (seatNames.get(a.slice(5)) ?? "?") : a === "system" ? t("actorApp") : t("actorOrganizer");
  const games = (g: unknown) => (Array.isArray(g) ? gamesText(g.map(loggedGame)) : "");
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link href={`/organizer/events/${eventId}`} className="text-sm underline">
        ← {t("backToEvent")}
      </Link>
      <OrganizerMatch eventId={eventId} matchId={matchId} initial={view} gameData={gameData ?? null} />
      {game.MatchExtras && <game.MatchExtras eventId={eventId} matchId={matchId} />}
      <section className="panel space-y-2">
        <h2 className="text-lg font-semibold">{t("history")}</h2>
        {history.length === 0 ? (
          <p className="text-stone-600">{t("historyEmpty")}</p>
        ) : (
          <ol className="space-y-1 text-sm" data-testid="match-history">
            {history.map((h) => {
              // A game played on the app writes its one game's `points`; a report or a correction its `games`.
              const p = h.payload as { games?: unknown; points?: unknown; previous?: { games?: unknown } };
              const key = h.type.replace(".", "_") as "match_reported";
              return (
                <li key={h.seq} data-testid="history-entry" data-type={h.type}>
                  <LocalTime className="mr-2 tabular-nums text-stone-500" iso={h.at} />
                  {t.has(`log.${key}`)
                    ? t(`log.${key}`, {
                        actor: actor(h.actor),
                        games: games(p.games ?? (p.points ? [p.points] : undefined)),
                        before: games(p.previous?.games),
                      })
                    : h.type}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
