// Kartomantik on the organizer's event page (components/game-registry/server-slot.ts): the draft and the
// decks before the tournament, the games played on the app, the printable deck lists.
import type { ServerSlots } from "@/components/game-registry/server-slot";
import { EngineGamesPanel } from "@/components/kartomantik/EngineGamesPanel";
import { DeckSheets } from "@/components/kartomantik/decks/DeckSheets";
import { organizerSetup } from "@/components/kartomantik/organizer-setup";
import { gamesOfEvent } from "@/lib/kartomantik/games/play";

export const KARTOMANTIK_SERVER: ServerSlots = {
  summary: (t, event) => t(`formats.${event.format}`),
  setup: organizerSetup,
  DeckSheets,
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
