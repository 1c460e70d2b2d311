"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { TournamentView } from "@/lib/tournament/shape";
import { roundMatches } from "@/lib/tournament/shape";
import { RoundClock } from "./RoundClock";
import { RoundTable } from "./RoundTable";
import { StandingsTable } from "./StandingsTable";
import { roundLabel } from "./names";
import { useTournamentStream } from "./useTournamentStream";

const SWITCH_SECONDS = 12;

/** The projector: live, huge type, alternating by itself between the current round's pairings
 * and the standings; no interaction. Both panels stay in the page (one hidden) so a result shows
 * in whichever is up. */
export function TournamentBoard({ eventId, eventName, initial, seconds = SWITCH_SECONDS }: { eventId: string; eventName: string; initial: TournamentView; seconds?: number }) {
  const t = useTranslations("tournament");
  const { view, online } = useTournamentStream(eventId, initial);
  const [panel, setPanel] = useState<"pairings" | "standings">("pairings");
  useEffect(() => {
    const id = setInterval(() => setPanel((p) => (p === "pairings" ? "standings" : "pairings")), seconds * 1000);
    return () => clearInterval(id);
  }, [seconds]);
  if (!view) return null;
  // The round on show: the one being played, else the last one (the tournament is over).
  const last = view.matches.at(-1);
  const ref = view.current ?? (last ? { kind: last.kind, stage: last.stage, round: last.round } : null);
  const finished = view.status === "finished";
  const winner = finished ? view.standings.filter((r) => r.rank === 1) : [];
  return (
    <div className="space-y-6" data-testid="tournament-board" data-panel={panel}>
      <header className="flex items-baseline justify-between gap-4">
        <h1 className="text-6xl font-black">{eventName}</h1>
        <span className="text-5xl font-bold text-stone-600">
          {finished ? t("finished") : ref ? roundLabel(t, ref) : ""}
          {!online && <span className="ml-4 text-amber-700">{t("reconnecting")}</span>}
        </span>
      </header>
      <RoundClock clock={view.clock} size="projector" />
      {view.tiebreak && !finished && <p className="rounded-xl bg-amber-100 p-4 text-4xl font-bold" data-testid="board-tiebreak">{t(view.tiebreaks === "all" ? "tiebreakNoteAll" : "tiebreakNote")}</p>}
      {finished && winner.length === 1 && <p className="rounded-xl bg-green-100 p-4 text-6xl font-black" data-testid="board-winner">{t("winner", { name: winner[0]!.name })}</p>}
      <section hidden={panel !== "pairings"} data-testid="board-pairings">
        <h2 className="mb-4 text-6xl font-bold">{t("pairings")} · {ref ? roundLabel(t, ref) : ""}</h2>
        {ref && <RoundTable view={view} matches={roundMatches(view, ref)} large />}
      </section>
      <section hidden={panel !== "standings"} data-testid="board-standings">
        <h2 className="mb-4 text-6xl font-bold">{finished ? t("finalStandings") : t("standings")}</h2>
        <StandingsTable rows={view.standings} large />
      </section>
    </div>
  );
}
