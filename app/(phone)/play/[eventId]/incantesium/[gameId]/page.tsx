import { notFound, redirect } from "next/navigation";
import { IncGamePhone } from "@/components/incantesium/IncGamePhone";
import { isAppError } from "@/lib/errors";
import { incPageData } from "@/lib/incantesium/access";
import { seatView } from "@/lib/events/seat-view";
import { deviceKey } from "@/lib/players/device";

export const dynamic = "force-dynamic";

// An Incantesium challenge on the phone of one of its mages.
export default async function IncGamePage({ params }: { params: Promise<{ eventId: string; gameId: string }> }) {
  const { eventId, gameId } = await params;
  const device = await deviceKey();
  if (!(await seatView(eventId, device))) redirect("/join");
  const data = await incPageData(eventId, gameId, device).catch((e) =>
    isAppError(e) ? notFound() : Promise.reject(e),
  );
  const backHref = data.matchId ? `/play/${eventId}/matches/${data.matchId}` : `/play/${eventId}`;
  return <IncGamePhone gameId={gameId} backHref={backHref} names={data.names} />;
}
