// Incantesium on the organizer's event page (components/game-registry/server-slot.ts): its mode
// says how a match is played (1v1 to 3 gems, 2v2, a pod); the optional rules chosen; its tables on the app.
import { getTranslations } from "next-intl/server";
import type { OrganizerPanelProps, ServerSlots } from "@/components/game-registry/server-slot";
import { IncGameLinks } from "@/components/incantesium/IncGameLinks";
import { IncTablesPanel } from "@/components/incantesium/IncTablesPanel";
import { incGamesOf } from "@/lib/incantesium/access";
import { incOptionsOf } from "@/lib/incantesium/settings";

async function Panel({ event }: OrganizerPanelProps) {
  const t = await getTranslations("incantesium");
  const options = incOptionsOf(event.settings);
  return (
    <>
      <p className="text-sm text-stone-600" data-testid="inc-options">
        {t("options", { castes: options.castes, spirits: options.spirits ? "yes" : "no" })}
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

export const INCANTESIUM_SERVER: ServerSlots = {
  summary: (t, event) => t("incantesium.events.modeShown", { mode: event.mode }),
  Panel: Panel as ServerSlots["Panel"],
  MatchExtras: MatchExtras as unknown as ServerSlots["MatchExtras"],
};
