// Kartomantik's watcher on a waiting page (components/game-registry/start-watchers.ts): a Draft Bazaar's
// seats and projector turn to the draft the moment the organizer starts it.
import { DraftStartWatcher } from "@/components/kartomantik/draft/DraftStartWatcher";

export function StartWatcher({ eventId, format }: { eventId: string; format: string }) {
  return format === "draft_bazaar" ? <DraftStartWatcher eventId={eventId} /> : null;
}
