"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { gameSlots } from "@/components/game-registry/slots";
import { formatOf } from "@/lib/game-registry/definitions";
import type { TournamentView } from "@/lib/tournament/shape";
import { roundMatches } from "@/lib/tournament/shape";
import { RoundClock } from "./RoundClock";
import { ProjectorPanel } from "./ProjectorPanel";
import { RoundTable } from "./RoundTable";
import { StandingsTable } from "./StandingsTable";
import { roundsLabel } from "./names";
import { useTournamentStream } from "./useTournamentStream";

const SWITCH_SECONDS = 12;

/** The projector: live, no interaction, readable from 5 m. Like the draft board it fills the
 * screen and never scrolls (sizes are shares of the screen): it shows by itself, every `seconds`,
 * the current round's pairings and then the standings, each in as many pages as its rows need at
 * a readable size. Both panels stay in the page so a result shows in whichever is up. */
export function TournamentBoard({
  eventId,
  eventName,
  initial,
  seconds = SWITCH_SECONDS,
}: {
  eventId: string;
  eventName: string;
  initial: TournamentView;
  seconds?: number;
}) {
  const t = useTranslations("tournament");
  const troot = useTranslations();
  const { view, online } = useTournamentStream(eventId, initial);
  const [pages, setPages] = useState({ pairings: 1, standings: 1 });
  const [slide, setSlide] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setSlide((s) => s + 1), seconds * 1000);
    return () => clearInterval(id);
  }, [seconds]);
  const pairingPages = useCallback((n: number) => setPages((p) => (p.pairings === n ? p : { ...p, pairings: n })), []);
  const standingPages = useCallback(
    (n: number) => setPages((p) => (p.standings === n ? p : { ...p, standings: n })),
    [],
  );
  // The game's own live feed of the matches being played (Incantesium's gems), not once the tournament
  // is over.
  const Feed = view && view.status !== "finished" ? gameSlots(view.game).projector?.Feed : undefined;
  const [live, setLive] = useState<ReadonlyMap<string, unknown>>(new Map());
  const [feedOnline, setFeedOnline] = useState(true);
  if (!view) return null;
  // The slides in turn: every page of the pairings, then every page of the standings.
  const at = slide % (pages.pairings + pages.standings);
  const panel = at < pages.pairings ? "pairings" : "standings";
  const page = panel === "pairings" ? at : at - pages.pairings;
  // The rounds on show: the one being played (one per tied group playing off at once, each on its own tables), else
  // the last one (the tournament is over).
  const last = view.matches.at(-1);
  const refs = view.playing.length
    ? view.playing
    : last
      ? [{ kind: last.kind, stage: last.stage, round: last.round }]
      : [];
  const matches = refs.flatMap((ref) => roundMatches(view, ref));
  const label = roundsLabel(t, refs);
  const finished = view.status === "finished";
  const winner = finished ? view.standings.filter((r) => r.rank === 1) : [];
  return (
    <div className="flex h-full flex-col gap-[1.4vh] leading-tight" data-testid="tournament-board" data-panel={panel}>
      {Feed && <Feed eventId={eventId} onData={setLive} onOnline={setFeedOnline} />}
      <header className="flex items-baseline gap-[2vw] whitespace-nowrap">
        <h1 className="min-w-0 truncate text-[min(5vh,3.4vw)] font-black">{eventName}</h1>
        <span className="ml-auto shrink-0 text-[min(4.4vh,3vw)] font-bold text-stone-600">
          {finished ? t("finished") : label}
          {(!online || (Feed && !feedOnline)) && <span className="ml-[1vw] text-amber-700">{t("reconnecting")}</span>}
        </span>
      </header>
      <RoundClock clock={view.clock} size="projector" />
      {view.tiebreak && !finished && (
        <p
          className="rounded-xl bg-amber-100 px-[1.5vh] py-[0.8vh] text-[min(3.4vh,2.2vw)] font-bold"
          data-testid="board-tiebreak"
        >
          {t(view.tiebreaks === "all" ? "tiebreakNoteAll" : "tiebreakNote")}
        </p>
      )}
      {finished && winner.length === 1 && (
        <p
          className="truncate rounded-xl bg-green-100 px-[1.5vh] py-[0.8vh] text-[min(5vh,3.4vw)] font-black"
          data-testid="board-winner"
        >
          {t("winner", { name: winner[0]!.name })}
        </p>
      )}
      <div className="relative min-h-0 flex-1">
        <ProjectorPanel
          testId="board-pairings"
          title={`${t("pairings")} · ${label}`}
          count={matches.length}
          rows={view}
          on={panel === "pairings"}
          page={page}
          onPages={pairingPages}
        >
          {(shown) => refs.length > 0 && <RoundTable view={view} matches={matches} large shown={shown} live={live} />}
        </ProjectorPanel>
        <ProjectorPanel
          testId="board-standings"
          title={finished ? t("finalStandings") : t("standings")}
          count={view.standings.length}
          rows={view}
          on={panel === "standings"}
          page={page}
          onPages={standingPages}
        >
          {(shown) => (
            <StandingsTable
              rows={view.standings}
              debt={formatOf(view.game, view.format).debt === true}
              pointsLabel={gameSlots(view.game).resultWords?.column(troot)}
              large
              shown={shown}
            />
          )}
        </ProjectorPanel>
      </div>
    </div>
  );
}
