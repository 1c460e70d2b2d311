"use client";
import { useTranslations } from "next-intl";
import { ErrorBox } from "@/components/ErrorBox";
import { gameSlots } from "@/components/game-registry/slots";
import { sideTotalsOf } from "@/engine/tournament";
import { sideIndexOf, sidesOfMatch, type MatchView, type TournamentView } from "@/lib/tournament/shape";
import { AnswerButtons, DisputedNote, LiveGame, MatchFrame, useMatchAnswer } from "./MatchPhoneParts";
import { nameOf, pts } from "./names";
import { TableResultForm } from "./TableResultForm";

/** A pod's or a 2v2 table's match on the phone: one player enters every seat's points
 * game by game; every other side confirms (a pod: each other player; a 2v2: one of the other team)
 * or disputes. The points of a 2v2 team are both its players' ("2vs2 Calcolo dei Punti"). Or the
 * table plays its next game on the app, as a duel does: any seat opens it, the others
 * join it from here, and its end records the game. */
export function TableMatchPhone({
  eventId,
  me,
  view,
  match,
  online,
  acceptMatch,
}: {
  eventId: string;
  me: string;
  view: TournamentView;
  match: MatchView;
  online: boolean;
  acceptMatch: (m: MatchView) => void;
}) {
  const t = useTranslations("tournament");
  const tt = useTranslations("tables");
  const answer = useMatchAnswer(eventId, match.id, acceptMatch);
  const { busy } = answer;
  const ti = useTranslations("incantesium");
  const troot = useTranslations();
  const slots = gameSlots(view.game);
  // Incantesium: one challenge per match; a side's gems are its places summed (a 2v2 team's one number).
  const inc = slots.tableResult?.bySide ?? false;
  const sides = sidesOfMatch(match);
  const sideIds = [...new Set(match.seats.map((s) => s.side))].sort((x, y) => x - y);
  const mySide = sideIndexOf(match, me);
  const name = (id: string) => (id === me ? t("you") : nameOf(view, id));
  const sideName = (seats: string[]) => seats.map(name).join(" & ");
  const reporterSide = match.reportedBy ? sideIndexOf(match, match.reportedBy) : -1;
  const confirmedBy = match.report?.confirmedBy ?? [];
  const mySideAnswered = mySide === reporterSide || confirmedBy.some((id) => sideIndexOf(match, id) === mySide);
  const awaitingMe = match.status === "reported" && !mySideAnswered;
  // One source per game: while a game runs on the app, the app records it (no paper form).
  const live = ["scheduled", "reported", "disputed"].includes(match.status) ? match.live : null;
  const canReport =
    live === null && (match.status === "scheduled" || match.status === "disputed" || match.reportedBy === me);
  const canPlay = live === null && (match.status === "scheduled" || match.status === "disputed");
  // Games already played on the app: the paper form repeats them, filled in and locked.
  const open = ["scheduled", "reported", "disputed"].includes(match.status);
  const recordedOnApp = open ? match.played.map((g) => g.points) : [];
  const gameUrl = `/api/events/${eventId}/matches/${match.id}/games`;

  const send = (path: "report" | "confirm" | "dispute", body: Record<string, unknown> = {}) =>
    answer.send(path, match.version, body);

  const pointsTable = (points: number[][], testId: string) =>
    inc ? (
      <table className="w-full text-lg tabular-nums" data-testid={testId}>
        <tbody>
          {sides.map((seats, k) => (
            <tr key={seats.join()} className="border-t border-stone-200" data-testid="inc-side-gems">
              <td className={seats.includes(me) ? "font-bold" : ""}>{sideName(seats)}</td>
              {points.map((g, n) => (
                <td key={n} className="text-right font-bold">
                  {ti("gems", {
                    n:
                      sideTotalsOf(
                        g,
                        match.seats.map((s) => s.side),
                      )[sideIds[k]!] ?? 0,
                  })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    ) : (
      <table className="w-full text-lg tabular-nums" data-testid={testId}>
        <tbody>
          {match.seats.map((s, i) => (
            <tr key={s.seatId} className="border-t border-stone-200">
              <td className={s.seatId === me ? "font-bold" : ""}>{name(s.seatId)}</td>
              {points.map((g, n) => (
                <td key={n} className="text-right font-bold">
                  {pts(g[i] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <MatchFrame
      eventId={eventId}
      match={match}
      title={
        <h1 className="text-2xl font-bold" data-testid="match-title">
          {sides.length === 2
            ? `${sideName(sides[mySide] ?? [])} ${t("vs")} ${sideName(sides[1 - mySide] ?? [])}`
            : tt("pod", { names: match.seats.map((s) => name(s.seatId)).join(", ") })}
        </h1>
      }
      header={
        <>
          <p className="text-sm">{t(`status.${match.status}`)}</p>
          {!online && <p className="text-amber-700">{t("reconnecting")}</p>}
        </>
      }
    >
      {slots.MatchPanel && <slots.MatchPanel eventId={eventId} view={view} match={match} me={me} />}

      {match.status === "confirmed" && (
        <section className="panel space-y-1 bg-green-50" data-testid="match-confirmed">
          <p className="font-semibold">{t("confirmed")}</p>
          {pointsTable(
            match.played.map((g) => g.points),
            "match-confirmed-points",
          )}
        </section>
      )}

      {match.status === "reported" && match.report && (
        <section className="panel space-y-3" data-testid={awaitingMe ? "match-awaiting-me" : "match-awaiting-others"}>
          <p className="font-semibold">{t("reportedBy", { name: name(match.reportedBy ?? "") })}</p>
          {pointsTable(match.report.points, "match-report-points")}
          <p className="text-sm text-stone-600" data-testid="match-confirmed-by">
            {tt("confirmedBy", {
              count: confirmedBy.length,
              needed: sides.length - 1,
              names: confirmedBy.map(name).join(", ") || "—",
            })}
          </p>
          {awaitingMe && <AnswerButtons busy={busy} send={(path) => void send(path)} />}
        </section>
      )}
      {match.status === "disputed" && <DisputedNote />}

      {/* Where a Bo3 stands after each game (paper or app). */}
      {open && match.played.length > 0 && (
        <section className="panel space-y-1" data-testid="match-progress">
          <p className="font-semibold">{t("soFar")}</p>
          {pointsTable(recordedOnApp, "match-progress-points")}
        </section>
      )}

      {live !== null && <LiveGame eventId={eventId} url={gameUrl} live={live} kind={view.game} />}

      {canReport && (
        <TableResultForm
          key={match.version}
          labels={match.seats.map((s) => name(s.seatId))}
          bestOf={view.bestOf}
          initial={match.report?.points ?? null}
          fixed={recordedOnApp}
          busy={busy}
          title={t("reportTitle")}
          help={
            slots.tableResult
              ? slots.tableResult.help(troot)
              : recordedOnApp.length > 0
                ? `${tt("reportHelp")} ${t("reportMissing")}`
                : tt("reportHelp")
          }
          valueLabel={slots.tableResult ? (name) => slots.tableResult!.valueLabel(troot, name) : undefined}
          submitLabel={t("send")}
          onSubmit={(points) => void send("report", { games: points })}
        />
      )}
      {canPlay && slots.PlayOnApp && <slots.PlayOnApp eventId={eventId} matchId={match.id} />}
      {/* Bo3 sideboarding as in a duel: the next game starts when every seat is ready. */}
      {view.bestOf === 3 &&
        slots.Sideboard &&
        ["scheduled", "reported", "disputed"].includes(match.status) &&
        match.live === null && (
          <div id="sideboard">
            <slots.Sideboard
              eventId={eventId}
              matchId={match.id}
              version={match.version}
              opponent={match.seats
                .filter((s) => s.seatId !== me)
                .map((s) => name(s.seatId))
                .join(", ")}
              played={match.played.length}
            />
          </div>
        )}
      <ErrorBox error={answer.error} />
    </MatchFrame>
  );
}
