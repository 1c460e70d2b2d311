import { notFound, redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { GamePhone } from "@/components/game/GamePhone";
import { toLocale } from "@/i18n/config";
import { isAppError } from "@/lib/errors";
import { gamePageData } from "@/lib/kartomantik/games/play";
import { seatView } from "@/lib/events/seat-view";
import { deviceKey } from "@/lib/players/device";

export const dynamic = "force-dynamic";

// A game on the rules engine, on the phone of one of its players.
export default async function GamePage({ params }: { params: Promise<{ eventId: string; gameId: string }> }) {
  const { eventId, gameId } = await params;
  const device = await deviceKey();
  if (!(await seatView(eventId, device))) redirect("/join");
  const data = await gamePageData(eventId, gameId, device, toLocale(await getLocale())).catch((e) =>
    isAppError(e) ? notFound() : Promise.reject(e),
  );
  const backHref = data.matchId ? `/play/${eventId}/matches/${data.matchId}` : `/play/${eventId}`;
  return (
    <GamePhone
      gameId={gameId}
      backHref={backHref}
      names={data.names}
      cards={data.cards}
      opponentName={data.opponentName}
      myName={data.myName}
      seatNames={data.seats.map((s) => s.player)}
      match={data.matchId ? { eventId, matchId: data.matchId, me: data.seatId } : undefined}
    />
  );
}
