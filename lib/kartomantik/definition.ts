// Kartomantik as the event backbone sees it (lib/game-registry/definition.ts).
import { KARTOMANTIK_SCORING } from "@/engine/kartomantik/scoring";
import type { GameDefinition } from "@/lib/game-registry/definition";

export const KARTOMANTIK = {
  id: "kartomantik",
  scoring: KARTOMANTIK_SCORING,
} as const satisfies GameDefinition;
