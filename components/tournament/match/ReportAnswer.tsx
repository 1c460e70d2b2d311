"use client";
import { useTranslations } from "next-intl";
import { NotByPoints } from "../RuleWinner";
import { AnswerButtons } from "./AnswerButtons";
import type { MatchPage } from "./matchPage";
import { PlaceTable, SideGamesTable } from "./ScoreTables";

/** A report waiting for answers: what was reported, who has confirmed it, and, while my side still
 * owes its answer, Confirm and Dispute (first on the page: the others wait for it). */
export function ReportAnswer({
  page,
  busy,
  send,
}: {
  page: MatchPage;
  busy: boolean;
  send: (path: "confirm" | "dispute") => void;
}) {
  const t = useTranslations("tournament");
  const tt = useTranslations("tables");
  const { match, me, seen, name, sideName } = page;
  const report = match.report;
  if (match.status !== "reported" || !report) return null;
  const { awaitingMe, waitingFor, confirmedBy } = seen;
  return (
    <section className="panel space-y-3" data-testid={awaitingMe ? "match-awaiting-me" : "match-awaiting-others"}>
      <p className="font-semibold">
        {match.reportedBy === me ? t("youReported") : t("reportedBy", { name: name(match.reportedBy ?? "") })}
      </p>
      {seen.versus && <SideGamesTable page={page} games={report.points} />}
      {seen.byPlace && <PlaceTable page={page} games={report.points} testId="match-report-points" />}
      <NotByPoints winners={report.winners} match={match} label={page.sideName} />
      {/* Several sides to answer (a pod): who has; one left: who that is. */}
      {seen.needed > 1 && (
        <p className="text-sm text-stone-600" data-testid="match-confirmed-by">
          {tt("confirmedBy", {
            count: confirmedBy.length,
            needed: seen.needed,
            names: confirmedBy.map(name).join(", ") || "—",
          })}
        </p>
      )}
      {awaitingMe ? (
        <AnswerButtons busy={busy} send={send} />
      ) : (
        waitingFor.length === 1 && (
          <p className="rounded-lg bg-amber-50 p-2 font-semibold" data-testid="match-awaiting-opponent">
            {t("awaitingOpponent", { name: sideName(waitingFor[0]!) })}
          </p>
        )
      )}
    </section>
  );
}
