import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { playPagesOf } from "@/components/game-registry/play-pages";
import { toLocale } from "@/i18n/config";
import { requireOrganizer } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

// The organizer watches a game played on the app (spectator, judge) or steps through its log (?as=replay):
// the page of the game the URL names.
export default async function OrganizerGamePage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string; kind: string; gameId: string }>;
  searchParams: Promise<{ as?: string }>;
}) {
  const [{ eventId, kind, gameId }, { as }] = await Promise.all([params, searchParams]);
  const organizer = await requireOrganizer();
  const pages = await playPagesOf(kind);
  if (!pages) notFound();
  return pages.Organizer({ eventId, gameId, organizerId: organizer.id, as, locale: toLocale(await getLocale()) });
}
