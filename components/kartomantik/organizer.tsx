// Kartomantik on the organizer's event page (components/game-registry/organizer-panel.ts): the games
// played on the app.
import type { OrganizerSlots } from "@/components/game-registry/organizer-panel";
import { EngineGamesPanel } from "@/components/kartomantik/EngineGamesPanel";

export const KARTOMANTIK_ORGANIZER: OrganizerSlots = {
  summary: (t, event) => t(`formats.${event.format}`),
  Panel: ({ event }) => <EngineGamesPanel eventId={event.id} />,
};
