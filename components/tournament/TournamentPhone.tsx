"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { gameSlots } from "@/components/game-registry/slots";
import { formatOf } from "@/lib/game-registry/definitions";
import { isBye, sideIndexOf, type TournamentView } from "@/lib/tournament/shape";
import { RoundClock } from "./RoundClock";
import { StandingsTable } from "./StandingsTable";
import { confirmedTotals, isOpenMatch, matchStatusText, opponentsText, pts, roundLabel } from "./names";
import { useTournamentStream } from "./useTournamentStream";

/** The player's tournament on the phone: the match to play now (one big button), their other
 * matches, and the live standings. */
export function TournamentPhone({ eventId, me, initial }: { eventId: string; me: string; initial: TournamentView }) {
  const t = useTranslations("tournament");
  const troot = useTranslations();
  const { view, online } = useTournamentStream(eventId, initial);
  if (!view) return null;
  const slots = gameSlots(view.game);
  // A seat at the table: a duel's A or B, one of a pod's 3–5 or a 2v2's four.
  const mine = view.matches.filter((m) => m.seats.some((s) => s.seatId === me));
  const next = mine.find((m) => isOpenMatch(m) && !isBye(m));
  /** The confirmed points, my side's first. */
  const resultOf = (m: (typeof mine)[number]) => {
    const sums = confirmedTotals(m);
    const mySide = sideIndexOf(m, me);
    return [sums[mySide] ?? 0, ...sums.filter((_, i) => i !== mySide)];
  };
  // A 2v2 event ranks teams: the row to highlight is the player's team.
  const myEntrant = view.teams?.find((team) => team.seatIds.includes(me))?.id ?? me;
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
            {t("you")} {t("vs")} {opponentsText(view, next, me)}
          </p>
          <p className="text-sm" data-testid="my-next-status">
            {matchStatusText(t, next, sideIndexOf(next, me))}
          </p>
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
      {/* A game against the bots, where the game has them. */}
      {slots.Practice && <slots.Practice eventId={eventId} />}
      <section>
        <h2 className="font-semibold">{t("yourMatches")}</h2>
        <ul className="mt-1 divide-y divide-stone-200" data-testid="my-matches">
          {mine.map((m) => {
            const [my = 0, ...their] = resultOf(m);
            return (
              <li key={m.id} className="flex min-h-12 items-center justify-between gap-2 py-1">
                <span className="text-sm text-stone-500">{roundLabel(t, m)}</span>
                {isBye(m) ? (
                  <span className="flex-1">{t("byeMine")}</span>
                ) : (
                  <Link
                    className="flex min-h-11 flex-1 items-center underline"
                    href={`/play/${eventId}/matches/${m.id}`}
                  >
                    {opponentsText(view, m, me)}
                  </Link>
                )}
                <span className="tabular-nums font-bold">
                  {m.status === "confirmed"
                    ? t("result", { a: pts(my), b: their.map(pts).join(" · ") })
                    : isBye(m)
                      ? ""
                      : matchStatusText(t, m, sideIndexOf(m, me))}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="overflow-x-auto">
        <h2 className="font-semibold">{view.status === "finished" ? t("finalStandings") : t("standings")}</h2>
        <StandingsTable
          rows={view.standings}
          debt={formatOf(view.game, view.format).debt === true}
          pointsLabel={slots.resultWords?.column(troot)}
          highlight={myEntrant}
          compact
        />
      </section>
    </div>
  );
}
