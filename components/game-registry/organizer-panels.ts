// The games on the organizer's event page, one line each (server components: lib/game-registry's order).
import type { OrganizerSlots } from "@/components/game-registry/organizer-panel";
import { INCANTESIUM_ORGANIZER } from "@/components/incantesium/organizer";
import { KARTOMANTIK_ORGANIZER } from "@/components/kartomantik/organizer";
import { KEN_ORGANIZER } from "@/components/ken/organizer";

const ORGANIZER: Record<string, OrganizerSlots> = {
  kartomantik: KARTOMANTIK_ORGANIZER,
  ken: KEN_ORGANIZER,
  incantesium: INCANTESIUM_ORGANIZER,
};

/** A game's part of the organizer's event page; an unknown id is a bug or a damaged row. */
export function organizerSlots(id: string): OrganizerSlots {
  const slots = ORGANIZER[id];
  if (!slots) throw new Error(`unknown game "${id}"`);
  return slots;
}
