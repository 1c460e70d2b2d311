// The games' own pages for organizers, one line each (app/(organizer)/organizer/[game]/[...path]; the
// menu's links to them: organizer-menu.ts, apart so that every organizer page's bundle does not carry them).
import type { GamePages } from "@/components/game-registry/game-page";
import { organizerPages as KARTOMANTIK } from "@/components/kartomantik/organizer-pages";

const ORGANIZER_PAGES: Record<string, GamePages> = { kartomantik: KARTOMANTIK };

/** A game's pages for organizers, or null for a name that is no game's (the mount answers 404). */
export function organizerPagesOf(game: string): GamePages | null {
  return Object.hasOwn(ORGANIZER_PAGES, game) ? ORGANIZER_PAGES[game]! : null;
}
