// Incantesium on the organizer's event page (components/game-registry/server-slot.ts): its mode
// says how a match is played (1v1 to 3 gems, 2v2, a pod); the optional rules chosen; its tables on the app.
import { getTranslations } from "next-intl/server";
import type { OrganizerPanelProps, SeatPageProps, ServerSlots } from "@/components/game-registry/server-slot";
import { IncGameLinks } from "@/components/incantesium/IncGameLinks";
import { IncTablesPanel } from "@/components/incantesium/IncTablesPanel";
import { incGamesOf } from "@/lib/incantesium/access";
import { IncBotTable } from "@/components/incantesium/IncBotTable";
import { TeamPhone } from "@/components/teams/TeamPhone";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { deviceKey } from "@/lib/players/device";
import { myTeam } from "@/lib/teams/teams";
import { incOptionsOf } from "@/lib/incantesium/settings";

async function Panel({ event }: OrganizerPanelProps) {
  const t = await getTranslations("incantesium");
  const options = incOptionsOf(event.settings);
  return (
    <>
      <p className="text-sm text-stone-600" data-testid="inc-options">
        {t("options", { castes: options.castes ? "yes" : "no", spirits: options.spirits ? "yes" : "no" })}
      </p>
      <IncTablesPanel eventId={event.id} seats={event.seats.map((s) => ({ id: s.id, name: s.displayName }))} />
    </>
  );
}

/** The match's challenge on the app: watch it, judge it, step through its log. */
async function MatchExtras({ eventId, matchId }: { eventId: string; matchId: string }) {
  const [games, t] = await Promise.all([incGamesOf(eventId), getTranslations("incantesium.tables")]);
  return games
    .filter((g) => g.matchId === matchId)
    .map((g) => (
      <p key={g.id} className="panel flex flex-wrap items-center gap-3" data-testid="match-inc-game">
        <span className="font-semibold">{t(g.status === "finished" ? "finished" : "running")}</span>
        <IncGameLinks eventId={eventId} gameId={g.id} />
      </p>
    ));
}

/** A mage's page before the tournament. */
async function SeatPage({ eventId, view }: SeatPageProps) {
  const t = await getTranslations();
  // Incantesium: one shared deck, nothing to build; a 2v2 event's team first;
  // tables against bots while the tournament waits.
  const team = view.event.mode === "2v2" ? await myTeam(eventId, await deviceKey()) : null;
  return (
    <div className="mx-auto max-w-sm space-y-2">
      <p className="text-sm text-stone-600">
        {view.event.name} · <span data-testid="my-name">{t("seat.you", { name: view.me.name })}</span>
      </p>
      <TournamentStartWatcher eventId={eventId} />
      {team && <TeamPhone eventId={eventId} initial={team} />}
      <p className="panel">{t("incantesium.noDeck")}</p>
      <IncBotTable eventId={eventId} />
    </div>
  );
}

export const INCANTESIUM_SERVER: ServerSlots = {
  summary: (t, event) => t("incantesium.events.modeShown", { mode: event.mode }),
  Panel: Panel as ServerSlots["Panel"],
  MatchExtras: MatchExtras as unknown as ServerSlots["MatchExtras"],
  SeatPage,
};
