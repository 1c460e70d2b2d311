// Kartomantik on the organizer's event page (components/game-registry/server-slot.ts): the games
// played on the app.
import type { ServerSlots } from "@/components/game-registry/server-slot";
import { EngineGamesPanel } from "@/components/kartomantik/EngineGamesPanel";
import { gamesOfEvent } from "@/lib/kartomantik/games/play";

export const KARTOMANTIK_SERVER: ServerSlots = {
  summary: (t, event) => t(`formats.${event.format}`),
  Panel: ({ event }) => <EngineGamesPanel eventId={event.id} />,
  // The match's game running on the app, and which of its seats the bot plays (the console offers the others).
  async matchData(eventId, matchId) {
    const running = (await gamesOfEvent(eventId)).find((g) => g.matchId === matchId && g.status === "running");
    return {
      gameId: running?.id ?? null,
      botSeatIds: running ? running.seatIds.filter((_, p) => running.bots[p]) : [],
    };
  },
};
