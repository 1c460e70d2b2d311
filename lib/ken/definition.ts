// Ken il Guerriero as the event backbone sees it (lib/game-registry/definition.ts).
import { KEN_SCORING } from "@/engine/ken/scoring";
import type { GameDefinition } from "@/lib/game-registry/definition";

export const KEN = {
  id: "ken",
  scoring: KEN_SCORING,
} as const satisfies GameDefinition;
