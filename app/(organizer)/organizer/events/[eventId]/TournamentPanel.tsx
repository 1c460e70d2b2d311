"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { RoundTable } from "@/components/tournament/RoundTable";
import { StandingsTable } from "@/components/tournament/StandingsTable";
import { roundLabel, roundsLabel } from "@/components/tournament/names";
import { formatOf } from "@/lib/game-registry/definitions";
import { gameSlots } from "@/components/game-registry/slots";
import { useTournamentStream } from "@/components/tournament/useTournamentStream";
import { isBye, roundMatches, roundsOf, type TournamentView } from "@/lib/tournament/shape";
import { RoundClockConsole } from "./RoundClockConsole";

/** Before the start: the start button (locks the decks in a Draft Bazaar). */
export function StartTournament({
  eventId,
  help,
  bestOf: eventBestOf,
  mode = "duel",
}: {
  eventId: string;
  help: string;
  bestOf: 1 | 3;
  /** Team and pod events play no tiebreak matches; a pod event chooses its number of rounds. */
  mode?: string;
}) {
  const t = useTranslations("tournament");
  const tb = useTranslations("bestOf");
  // Bo1 or Bo3 is decided here at the latest: it starts as the event was created.
  const [bestOf, setBestOf] = useState(eventBestOf);
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [allRanks, setAllRanks] = useState(false);
  const [rounds, setRounds] = useState(3);
  return (
    <section className="panel space-y-2" data-testid="tournament-start">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-sm text-stone-600">{help}</p>
      <label className="label">
        {t("bestOfChoice")}
        <select className="field" value={bestOf} onChange={(e) => setBestOf(Number(e.target.value) === 1 ? 1 : 3)}>
          <option value={1}>{tb("1")}</option>
          <option value={3}>{tb("3")}</option>
        </select>
      </label>
      {mode === "ffa" && (
        <label className="label">
          {t("podRounds")}
          <input
            className="field w-24"
            type="number"
            min={1}
            max={8}
            value={rounds}
            data-testid="pod-rounds"
            onChange={(e) => setRounds(Math.min(8, Math.max(1, Math.round(Number(e.target.value)) || 1)))}
          />
        </label>
      )}
      {mode === "duel" && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={allRanks} onChange={(e) => setAllRanks(e.target.checked)} />{" "}
          {t("tiebreaksAll")}
        </label>
      )}
      <button
        className="btn w-full"
        disabled={busy}
        onClick={async () => {
          if (!window.confirm(t("startConfirm"))) return;
          setBusy(true);
          const { error } = await callApi(`/api/events/${eventId}/tournament`, {
            json: { tiebreaks: allRanks ? "all" : "first", bestOf, ...(mode === "ffa" ? { rounds } : {}) },
          });
          setBusy(false);
          setError(error ?? null);
          if (!error) router.refresh();
        }}
      >
        {t("start")}
      </button>
      <ErrorBox error={error} />
    </section>
  );
}

/** The organizer's live tournament console: every round with its results (enter or correct
 * any), the standings with drop, print and exports. */
export function TournamentPanel({ eventId, initial }: { eventId: string; initial: TournamentView }) {
  const t = useTranslations("tournament");
  const troot = useTranslations();
  const { view, online } = useTournamentStream(eventId, initial);
  const [error, setError] = useState<ApiError | null>(null);
  const [dropNote, setDropNote] = useState<string | null>(null);
  if (!view) return null;
  const exp = (kind: string, format: string) =>
    `/api/events/${eventId}/tournament/export?kind=${kind}&format=${format}`;
  async function drop(seatId: string, name: string) {
    if (!window.confirm(t("dropConfirm", { name }))) return;
    const { data, error } = await callApi<{ toSettle: number }>(`/api/events/${eventId}/tournament/drop`, {
      json: { seatId },
    });
    setError(error ?? null);
    // Matches already begun stay open: the organizer settles them (confirm, enter or correct).
    setDropNote(data?.toSettle ? t("dropToSettle", { name, count: data.toSettle }) : null);
  }
  return (
    <section className="panel space-y-4" data-testid="tournament-panel" data-status={view.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">
          {t("title")} · {view.status === "finished" ? t("finished") : roundsLabel(t, view.playing)}
        </h2>
        {!online && <span className="text-amber-700">{t("reconnecting")}</span>}
        <div className="flex flex-wrap gap-2 text-sm">
          <Link className="btn-quiet" href={`/organizer/events/${eventId}/pairings`} target="_blank">
            {t("print")}
          </Link>
        </div>
      </div>
      <RoundClockConsole eventId={eventId} view={view} />
      {view.tiebreak && view.status !== "finished" && (
        <p className="rounded-lg bg-amber-100 p-2 font-semibold" data-testid="organizer-tiebreak">
          {t(view.tiebreaks === "all" ? "tiebreakNoteAll" : "tiebreakNote")}
        </p>
      )}
      <div>
        <h3 className="font-semibold">{view.status === "finished" ? t("finalStandings") : t("standings")}</h3>
        <div className="overflow-x-auto">
          <StandingsTable
            rows={view.standings}
            debt={formatOf(view.game, view.format).debt === true}
            pointsLabel={gameSlots(view.game).resultWords?.column(troot)}
          />
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          {view.standings
            .filter((r) => !r.dropped && view.status !== "finished")
            .map((r) => (
              <button key={r.id} className="btn-quiet" data-testid="drop-player" onClick={() => drop(r.id, r.name)}>
                {t("drop")} {r.name}
              </button>
            ))}
        </div>
      </div>
      <ErrorBox error={error} />
      {dropNote && (
        <p className="rounded-lg bg-amber-100 p-2 text-sm" role="status" data-testid="drop-to-settle">
          {dropNote}
        </p>
      )}
      <div className="space-y-4">
        {roundsOf(view).map((ref) => (
          <div
            key={`${ref.stage}-${ref.round}`}
            data-testid="organizer-round"
            className={
              view.playing.some((p) => p.stage === ref.stage && p.round === ref.round)
                ? "rounded-lg ring-2 ring-accent"
                : ""
            }
          >
            <h3 className="px-2 font-semibold">{roundLabel(t, ref)}</h3>
            {/* On a phone a wide round scrolls in its own box, like the standings, not the whole page. */}
            <div className="overflow-x-auto">
              <RoundTable
                view={view}
                matches={roundMatches(view, ref)}
                href={(m) => (isBye(m) ? null : `/organizer/events/${eventId}/matches/${m.id}`)}
                actions={(m) =>
                  isBye(m) || m.status === "void" ? null : (
                    <Link
                      className="text-sm underline"
                      data-testid="correct-match"
                      href={`/organizer/events/${eventId}/matches/${m.id}`}
                    >
                      {m.status === "confirmed" ? t("correct") : t("enter")}
                    </Link>
                  )
                }
              />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2 text-sm">
        <span className="font-semibold">{t("exports")}:</span>
        <a className="underline" href={exp("standings", "csv")} download>
          {t("exportStandingsCsv")}
        </a>
        <a className="underline" href={exp("standings", "json")} download>
          {t("exportStandingsJson")}
        </a>
        <a className="underline" href={exp("pairings", "csv")} download>
          {t("exportPairingsCsv")}
        </a>
        <a className="underline" href={exp("pairings", "json")} download>
          {t("exportPairingsJson")}
        </a>
        <a className="underline" href={exp("archive", "json")} download>
          {t("exportArchive")}
        </a>
      </div>
    </section>
  );
}
