// The games' own pages for organizers, one line each (app/(organizer)/organizer/[game]/[...path]), and the
// links to them in the organizer's menu. Each game's pages are imported only when one of them is asked for.
import type { GamePages } from "@/components/game-registry/game-page";

interface OrganizerPages {
  pages: () => Promise<GamePages>;
  /** The menu's links: a page's path below /organizer/<game>/ and its label (a message key). */
  menu: { path: string; label: string }[];
}

const ORGANIZER_PAGES: Record<string, OrganizerPages> = {
  kartomantik: {
    pages: async () => (await import("@/components/kartomantik/organizer-pages")).organizerPages,
    menu: [{ path: "sets", label: "dashboard.manageSets" }],
  },
};

/** A game's pages for organizers, or null for a name that is no game's (the mount answers 404). */
export async function organizerPagesOf(game: string): Promise<GamePages | null> {
  return Object.hasOwn(ORGANIZER_PAGES, game) ? ORGANIZER_PAGES[game]!.pages() : null;
}

/** The organizer's menu links to the games' pages. */
export const organizerMenu = (): { href: string; label: string }[] =>
  Object.entries(ORGANIZER_PAGES).flatMap(([game, { menu }]) =>
    menu.map((m) => ({ href: `/organizer/${game}/${m.path}`, label: m.label })),
  );
