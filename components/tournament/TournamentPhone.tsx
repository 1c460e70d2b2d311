"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { TournamentView } from "@/lib/tournament/shape";
import { RoundClock } from "./RoundClock";
import { StandingsTable } from "./StandingsTable";
import { isOpenMatch, nameOf, pts, roundLabel, totals } from "./names";
import { useTournamentStream } from "./useTournamentStream";
import { OpenGameButton } from "@/components/game/OpenGameButton";

/** The player's tournament on the phone: the match to play now (one big button), their other
 * matches, and the live standings. */
export function TournamentPhone({ eventId, me, initial }: { eventId: string; me: string; initial: TournamentView }) {
  const t = useTranslations("tournament");
  const tg = useTranslations("game");
  const { view, online } = useTournamentStream(eventId, initial);
  if (!view) return null;
  const mine = view.matches.filter((m) => m.a === me || m.b === me);
  const next = mine.find((m) => isOpenMatch(m) && m.b !== null);
  const opponentOf = (m: (typeof mine)[number]) => nameOf(view, m.a === me ? m.b : m.a);
  const waitingForMe = next?.status === "reported" && next.reportedBy !== me;
  return (
    <div className="mx-auto max-w-sm space-y-4" data-testid="tournament-phone">
      <div className="flex items-baseline justify-between">
        <h1 className="text-3xl font-bold">{view.status === "finished" ? t("finished") : t("title")}</h1>
        {!online && <span className="text-amber-700">{t("reconnecting")}</span>}
      </div>
      <RoundClock clock={view.clock} />
      {view.players.find((p) => p.seatId === me)?.dropped && (
        <p className="rounded-lg bg-stone-200 p-3 font-semibold" data-testid="phone-dropped">
          {t("droppedMine")}
        </p>
      )}
      {view.tiebreak && view.status !== "finished" && (
        <p className="rounded-lg bg-amber-100 p-3 font-semibold" data-testid="phone-tiebreak">
          {t(view.tiebreaks === "all" ? "tiebreakNoteAll" : "tiebreakNote")}
        </p>
      )}
      {next ? (
        <section className="panel space-y-2" data-testid="my-next-match">
          <p className="text-stone-600">
            {t("yourMatch")} · {roundLabel(t, next)}
            {next.table !== null && ` · ${t("table", { table: next.table })}`}
          </p>
          <p className="text-2xl font-bold">
            {t("you")} {t("vs")} {opponentOf(next)}
          </p>
          <p className="text-sm">{t(`status.${next.status}`)}</p>
          <Link
            href={`/play/${eventId}/matches/${next.id}`}
            className="btn min-h-14 w-full text-lg"
            data-testid="open-match"
          >
            {waitingForMe ? t("confirm") + " / " + t("dispute") : t("reportTitle")}
          </Link>
        </section>
      ) : (
        <p className="panel">{view.status === "finished" ? t("finished") : t("noMatchNow")}</p>
      )}
      <OpenGameButton
        eventId={eventId}
        url={`/api/events/${eventId}/practice`}
        label={tg("practice")}
        quiet
        testId="practice"
      />
      <section>
        <h2 className="font-semibold">{t("yourMatches")}</h2>
        <ul className="mt-1 divide-y divide-stone-200" data-testid="my-matches">
          {mine.map((m) => {
            const s = totals(m.games);
            const [my, their] = m.a === me ? [s.a, s.b] : [s.b, s.a];
            return (
              <li key={m.id} className="flex min-h-12 items-center justify-between gap-2 py-1">
                <span className="text-sm text-stone-500">{roundLabel(t, m)}</span>
                {m.b === null ? (
                  <span className="flex-1">{t("byeMine")}</span>
                ) : (
                  <Link
                    className="flex min-h-11 flex-1 items-center underline"
                    href={`/play/${eventId}/matches/${m.id}`}
                  >
                    {opponentOf(m)}
                  </Link>
                )}
                <span className="tabular-nums font-bold">
                  {m.status === "confirmed"
                    ? t("result", { a: pts(my), b: pts(their) })
                    : m.b === null
                      ? ""
                      : t(`status.${m.status}`)}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="overflow-x-auto">
        <h2 className="font-semibold">{view.status === "finished" ? t("finalStandings") : t("standings")}</h2>
        <StandingsTable rows={view.standings} highlight={me} compact />
      </section>
    </div>
  );
}
