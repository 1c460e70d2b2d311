import { notFound, redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { playPagesOf } from "@/components/game-registry/play-pages";
import { toLocale } from "@/i18n/config";
import { seatView } from "@/lib/events/seat-view";
import { deviceKey } from "@/lib/players/device";

export const dynamic = "force-dynamic";

// A game played on the app, on the phone of one of its players: the page of the game the URL names.
export default async function GamePage({
  params,
}: {
  params: Promise<{ eventId: string; kind: string; gameId: string }>;
}) {
  const { eventId, kind, gameId } = await params;
  const device = await deviceKey();
  if (!(await seatView(eventId, device))) redirect("/join");
  const pages = await playPagesOf(kind);
  if (!pages) notFound();
  return pages.Phone({ eventId, gameId, device, locale: toLocale(await getLocale()) });
}
