// The games' public pages, one line each (app/(public)/[game]/[...path]/page.tsx). The mount's client
// bundle holds every client component these pages import, whichever game is asked for (a dynamic import
// here would not split it): a game loads its heavy ones lazily (Ken's card browser), so that a Kartomantik
// card list does not download them.
import type { GamePages } from "@/components/game-registry/game-page";
import { publicPages as KARTOMANTIK } from "@/components/kartomantik/public-pages";
import { publicPages as KEN } from "@/components/ken/public-pages";

const PUBLIC_PAGES: Record<string, GamePages> = { kartomantik: KARTOMANTIK, ken: KEN };

/** A game's public pages, or null for a name that is no game's (the mount answers 404). */
export function publicPagesOf(game: string): GamePages | null {
  return Object.hasOwn(PUBLIC_PAGES, game) ? PUBLIC_PAGES[game]! : null;
}
