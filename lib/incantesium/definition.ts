// Incantesium as the event backbone sees it (lib/game-registry/definition.ts).
import { INCANTESIUM_SCORING } from "@/engine/incantesium/scoring";
import type { GameDefinition } from "@/lib/game-registry/definition";

export const INCANTESIUM = {
  id: "incantesium",
  scoring: INCANTESIUM_SCORING,
} as const satisfies GameDefinition;
