import { notFound } from "next/navigation";
import { organizerPagesOf } from "@/components/game-registry/organizer-pages";

export const dynamic = "force-dynamic";

// A game's own pages for organizers, mounted once: /organizer/<game>/<path…> (its card sets). The game
// answers for its own paths; a name that is no game's, or a path the game has no page for, is a 404.
export default async function GameOrganizerPage({
  params,
  searchParams,
}: {
  params: Promise<{ game: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { game, path } = await params;
  const pages = organizerPagesOf(game) ?? notFound();
  return (await pages(path, await searchParams)) ?? notFound();
}
