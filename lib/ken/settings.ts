// A Ken il Guerriero event's end condition (lib/ken/end-condition.ts), set by its organizer while
// the event is in setup; an entry of the event's log.
import { AppError } from "@/lib/errors";
import { writeEvent } from "@/lib/events/write";
import { KEN_GAME } from "@/lib/ken/card-lists";
import type { KenEnd } from "@/lib/ken/end-condition";

export async function setKenEnd(organizerId: string, eventId: string, end: KenEnd) {
  return writeEvent(eventId, async (tx, event) => {
    if (event.organizerId !== organizerId) throw new AppError("forbidden");
    const row = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { game: true, settings: true } });
    const settings = row.settings as { end?: unknown };
    if (row.game !== KEN_GAME) throw new AppError("not_a_ken_event");
    if (event.status !== "setup") throw new AppError("ken_settings_locked");
    await tx.event.update({ where: { id: eventId }, data: { settings: { ...settings, end } } });
    return {
      result: { end },
      log: { type: "ken.end_set", actor: `organizer:${organizerId}`, payload: { end, previous: settings.end ?? null } },
    };
  });
}
