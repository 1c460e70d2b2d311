import { notFound } from "next/navigation";
import { publicPagesOf } from "@/components/game-registry/public-pages";

export const dynamic = "force-dynamic";

// A game's public pages, mounted once: /<game>/<path…> (its card browser). The game answers for its own
// paths; a name that is no game's, or a path the game has no page for, is a 404.
export default async function GamePublicPage({
  params,
  searchParams,
}: {
  params: Promise<{ game: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { game, path } = await params;
  const pages = publicPagesOf(game) ?? notFound();
  return (await pages(path, await searchParams)) ?? notFound();
}
