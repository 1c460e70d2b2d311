// The games on the organizer's event page, one line each (server components: lib/game-registry's order).
import { CARTA_ALTA_SERVER_SLOTS } from "@/components/carta-alta/server";
import type { ServerSlots } from "@/components/game-registry/server-slot";
import { INCANTESIUM_SERVER } from "@/components/incantesium/server";
import { KARTOMANTIK_SERVER } from "@/components/kartomantik/server";
import { KEN_SERVER } from "@/components/ken/server";

const ORGANIZER: Record<string, ServerSlots> = {
  kartomantik: KARTOMANTIK_SERVER,
  ken: KEN_SERVER,
  incantesium: INCANTESIUM_SERVER,
  "carta-alta": CARTA_ALTA_SERVER_SLOTS,
};

/** A game's part of the organizer's event page; an unknown id is a bug or a damaged row. */
export function serverSlots(id: string): ServerSlots {
  const slots = ORGANIZER[id];
  if (!slots) throw new Error(`unknown game "${id}"`);
  return slots;
}
