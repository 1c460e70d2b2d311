// Incantesium's page for a mage before the tournament (components/game-registry/seat-pages.ts).
import { SeatFrame } from "@/components/phone/SeatFrame";
import { getTranslations } from "next-intl/server";
import type { SeatPageProps } from "@/components/game-registry/server-slot";
import { IncBotTable } from "@/components/incantesium/IncBotTable";
import { TeamPhone } from "@/components/teams/TeamPhone";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { deviceKey } from "@/lib/players/device";
import { myTeam } from "@/lib/teams/teams";

/** A mage's page before the tournament. */
export async function SeatPage({ eventId, view }: SeatPageProps) {
  const t = await getTranslations();
  // Incantesium: one shared deck, nothing to build; a 2v2 event's team first;
  // tables against bots while the tournament waits.
  const team = view.event.mode === "2v2" ? await myTeam(eventId, await deviceKey()) : null;
  return (
    <SeatFrame view={view} narrow>
      <TournamentStartWatcher eventId={eventId} />
      {team && <TeamPhone eventId={eventId} initial={team} />}
      <p className="panel">{t("incantesium.noDeck")}</p>
      <IncBotTable eventId={eventId} />
    </SeatFrame>
  );
}
