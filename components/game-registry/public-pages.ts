// The games' public pages, one line each (app/(public)/[game]/[...path]/page.tsx). Each game's pages are
// imported only when one of them is asked for, so that a page's client bundle holds only its own game's
// components (a Kartomantik card list never carries Ken's card browser).
import type { GamePages } from "@/components/game-registry/game-page";

const PUBLIC_PAGES: Record<string, () => Promise<GamePages>> = {
  kartomantik: async () => (await import("@/components/kartomantik/public-pages")).publicPages,
  ken: async () => (await import("@/components/ken/public-pages")).publicPages,
};

/** A game's public pages, or null for a name that is no game's (the mount answers 404). */
export async function publicPagesOf(game: string): Promise<GamePages | null> {
  return Object.hasOwn(PUBLIC_PAGES, game) ? PUBLIC_PAGES[game]!() : null;
}
