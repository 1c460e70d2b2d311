// The games' UI slots, one line each (the definitions' order: lib/game-registry/definitions.ts).
import { CARTA_ALTA_SLOTS } from "@/components/carta-alta/slots";
import type { GameSlots } from "@/components/game-registry/slot";
import { INCANTESIUM_SLOTS } from "@/components/incantesium/slots";
import { KARTOMANTIK_SLOTS } from "@/components/kartomantik/slots";
import { KEN_SLOTS } from "@/components/ken/slots";

const SLOTS: Record<string, GameSlots> = {
  kartomantik: KARTOMANTIK_SLOTS,
  ken: KEN_SLOTS,
  incantesium: INCANTESIUM_SLOTS,
  "carta-alta": CARTA_ALTA_SLOTS,
};

/** A game's UI slots; an unknown id is a bug or a damaged row. */
export function gameSlots(id: string): GameSlots {
  const slots = SLOTS[id];
  if (!slots) throw new Error(`unknown game "${id}"`);
  return slots;
}
