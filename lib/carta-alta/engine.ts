// Carta più alta played on the app: its engine on the shared contract path (lib/engine-games/contract/),
// which does everything else.
import { cartaAlta } from "@/engine/carta-alta";
import type { EngineServer } from "@/lib/game-registry/engine-server";
import { contractServer } from "@/lib/engine-games/contract";

export const CARTA_ALTA_SERVER = contractServer({
  id: "carta-alta",
  engine: cartaAlta,
  // No options: the whole game is in the seed and the sides.
  options: () => ({}),
  overRule: "Carta più alta §4",
});

export const CARTA_ALTA_ENGINE: EngineServer = CARTA_ALTA_SERVER;
