// Incantesium on the server (lib/game-registry/module.ts): one shared deck, nothing to lock at the start
// (a 2v2 needs only its teams); a fixed seed for the event's challenges only on a server started with
// BAZAAR_TEST_SEEDS=1 (the e2e server), so that nobody can choose a known deal.
import { AppError } from "@/lib/errors";
import type { GameModule } from "@/lib/game-registry/module";
import { INCANTESIUM } from "@/lib/incantesium/definition";
import { incSettings } from "@/lib/incantesium/settings";

export const INCANTESIUM_MODULE: GameModule<"incantesium"> = {
  ...INCANTESIUM,
  engine: () => import("@/lib/incantesium/engine-server").then((m) => m.INCANTESIUM_ENGINE),
  settings: incSettings,
  async checkNewEvent(_organizerId, settings) {
    if (settings.testSeed !== undefined && process.env.BAZAAR_TEST_SEEDS !== "1")
      throw new AppError("inc_test_seed_refused");
  },
};
