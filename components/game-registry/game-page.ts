// A game's own pages, each family mounted once: public ones (its card browser) at /<game>/<path…>
// (components/game-registry/public-pages.ts), the organizer's (its card sets) at /organizer/<game>/<path…>
// (components/game-registry/organizer-pages.ts).
import type { ReactNode } from "react";

/** A page's query string, as Next gives it. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The page at `path` below the game's folder (`["cards", "<set>"]` for /kartomantik/cards/<set>), or null
 * where the game has none (the mount answers 404). */
export type GamePages = (path: string[], searchParams: SearchParams) => Promise<ReactNode | null> | ReactNode | null;
