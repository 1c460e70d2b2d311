// Carta più alta on the organizer's event page (components/game-registry/server-slot.ts): its tables in a
// few words; nothing to set up.
import type { ServerSlots } from "@/components/game-registry/server-slot";

export const CARTA_ALTA_SERVER_SLOTS: ServerSlots = {
  summary: (t, event) => t("cartaAlta.summary", { mode: t(`cartaAlta.modes.${event.mode}`) }),
};
