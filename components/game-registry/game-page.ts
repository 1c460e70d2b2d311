// A game's own pages, each family mounted once: public ones (its card browser) at /<game>/<path…>
// (components/game-registry/public-pages.ts), the organizer's (its card sets) at /organizer/<game>/<path…>
// (components/game-registry/organizer-pages.ts).
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

/** A page's query string, as Next gives it. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The page at `path` below the game's folder (`["cards", "<set>"]` for /kartomantik/cards/<set>), or null
 * where the game has none (the mount answers 404). */
export type GamePages = (path: string[], searchParams: SearchParams) => Promise<ReactNode | null> | ReactNode | null;

/** A mount's page (app/(public)/[game]/[...path], app/(organizer)/organizer/[game]/[...path]): the game's
 * page at the path; a name that is no game's, or a path the game has no page for, is a 404. */
export function gamePagesMount(pagesOf: (game: string) => GamePages | null) {
  return async function GamePage({
    params,
    searchParams,
  }: {
    params: Promise<{ game: string; path: string[] }>;
    searchParams: Promise<SearchParams>;
  }) {
    const { game, path } = await params;
    const pages = pagesOf(game) ?? notFound();
    return (await pages(path, await searchParams)) ?? notFound();
  };
}
