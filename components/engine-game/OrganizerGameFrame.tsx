import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/** The organizer's page of a game played on the app: the game's screen below, and above it either the way back to
 * the event (a replay: the arrow alone reads "left arrow", so the link says where it goes) or the log's JSON export
 * (`/api/games/KIND/ID/log`; `exportTestId` names it for the flows). */
export async function OrganizerGameFrame({
  eventId,
  kind,
  gameId,
  replay,
  exportTestId,
  children,
}: {
  eventId: string;
  kind: string;
  gameId: string;
  replay: boolean;
  exportTestId: string;
  children: ReactNode;
}) {
  const t = await getTranslations("game");
  return (
    <div className="space-y-2">
      {replay ? (
        <a className="text-sm underline" href={`/organizer/events/${eventId}`} aria-label={t("back")}>
          ←
        </a>
      ) : (
        <a className="text-sm underline" href={`/api/games/${kind}/${gameId}/log`} data-testid={exportTestId}>
          JSON
        </a>
      )}
      {children}
    </div>
  );
}
