// Carta più alta on the server (lib/game-registry/module.ts): no settings, nothing to lock at the start;
// its games are played on the app.
import { z } from "zod";
import { CARTA_ALTA } from "@/lib/carta-alta/definition";
import type { GameModule } from "@/lib/game-registry/module";
import { engineGamesPlaying } from "@/lib/engine-games/playing";

export const CARTA_ALTA_MODULE: GameModule<"carta-alta"> = {
  ...CARTA_ALTA,
  settings: z.object({}),
  engine: () => import("@/lib/carta-alta/engine").then((m) => m.CARTA_ALTA_ENGINE),
  playingOnApp: engineGamesPlaying,
};
