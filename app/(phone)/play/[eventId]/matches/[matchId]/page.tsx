import { notFound, redirect } from "next/navigation";
import { MatchPhone } from "@/components/tournament/MatchPhone";
import { seatView } from "@/lib/events/seat-view";
import { deviceKey } from "@/lib/players/device";
import { tournamentView } from "@/lib/tournament/views";

export const dynamic = "force-dynamic";

// A match's page on the phone: play it on the app or report the paper result.
export default async function MatchPage({ params }: { params: Promise<{ eventId: string; matchId: string }> }) {
  const { eventId, matchId } = await params;
  const view = await seatView(eventId, await deviceKey());
  if (!view) redirect("/join");
  const tournament = await tournamentView(eventId);
  const match = tournament?.matches.find((m) => m.id === matchId);
  if (!tournament || !match) notFound();
  // Another pair's match: back to the player's own tournament page.
  const me = view.me.seatId;
  if (!match.seats.some((s) => s.seatId === me)) redirect(`/play/${eventId}`);
  return <MatchPhone eventId={eventId} matchId={matchId} me={view.me.seatId} initial={tournament} />;
}
