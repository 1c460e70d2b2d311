// Kartomantik's projector before the tournament (components/game-registry/projector-boards.ts): a Draft
// Bazaar's draft while it runs, until the tournament starts.
import { getLocale } from "next-intl/server";
import { ProjectorBoard as DraftBoard } from "@/components/kartomantik/draft/ProjectorBoard";
import { TournamentStartWatcher } from "@/components/tournament/StartWatcher";
import { toLocale } from "@/i18n/config";
import { draftPageData } from "@/lib/kartomantik/drafts/page-data";

/** The draft's board, or null for an event without a draft. */
export async function ProjectorBoard({ eventId, eventName }: { eventId: string; eventName: string }) {
  const data = await draftPageData(eventId, toLocale(await getLocale()), null);
  if (!data) return null;
  return (
    <div className="fixed inset-0 overflow-hidden bg-paper p-[2.2vh]">
      <TournamentStartWatcher eventId={eventId} />
      <DraftBoard eventId={eventId} eventName={eventName} data={data} />
    </div>
  );
}
