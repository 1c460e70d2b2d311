// Incantesium on the server (lib/game-registry/module.ts): one shared deck, nothing to lock at the start
// (a 2v2 needs only its teams); a fixed seed for the event's challenges only on a server started with
// BAZAAR_TEST_SEEDS=1 (the e2e server), so that nobody can choose a known deal; a match's challenge being played
// is in its own table, which it reads for the backbone.
import { assertTestSeedAllowed } from "@/lib/random-seed";
import type { GameModule } from "@/lib/game-registry/module";
import { INCANTESIUM } from "@/lib/incantesium/definition";
import { incSettings } from "@/lib/incantesium/settings";

export const INCANTESIUM_MODULE: GameModule<"incantesium"> = {
  ...INCANTESIUM,
  engine: () => import("@/lib/incantesium/engine-server").then((m) => m.INCANTESIUM_ENGINE),
  settings: incSettings,
  // A match's challenge lives in Incantesium's own table (IncGame: lib/incantesium/play.ts), one per match.
  async playingOnApp(tx, matchIds) {
    if (matchIds.length === 0) return new Map();
    const running = await tx.incGame.findMany({
      where: { matchId: { in: [...matchIds] }, status: "running" },
      select: { matchId: true },
    });
    return new Map(running.map((g) => [g.matchId!, 1]));
  },
  async checkNewEvent(_organizerId, settings) {
    assertTestSeedAllowed(settings);
  },
};
