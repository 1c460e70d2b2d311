// Incantesium on the organizer's event page (components/game-registry/organizer-panel.ts): its mode
// says how a match is played (1v1 to 3 gems, 2v2, a pod); the optional rules chosen; its tables on the app.
import { getTranslations } from "next-intl/server";
import type { OrganizerPanelProps, OrganizerSlots } from "@/components/game-registry/organizer-panel";
import { IncTablesPanel } from "@/components/incantesium/IncTablesPanel";
import { incOptionsOf } from "@/lib/incantesium/settings";

async function Panel({ event }: OrganizerPanelProps) {
  const t = await getTranslations("incantesium");
  const options = incOptionsOf(event.settings);
  return (
    <>
      <p className="text-sm text-stone-600" data-testid="inc-options">
        {t("options", { castes: options.castes ? "yes" : "no", spirits: options.spirits ? "yes" : "no" })}
      </p>
      <IncTablesPanel eventId={event.id} seats={event.seats.map((s) => ({ id: s.id, name: s.displayName }))} />
    </>
  );
}

export const INCANTESIUM_ORGANIZER: OrganizerSlots = {
  summary: (t, event) => t("incantesium.events.modeShown", { mode: event.mode }),
  Panel: Panel as OrganizerSlots["Panel"],
};
