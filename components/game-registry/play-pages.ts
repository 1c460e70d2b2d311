// The pages of a game played on the app, one line per game: a seat's page on the phone
// (/play/EVENT/games/KIND/ID) and the organizer's (/organizer/events/EVENT/games/KIND/ID: spectator,
// judge, replay). Loaded on demand, so a page's client bundle holds only the screens of the game it shows.
import type { PlayPages } from "@/components/game-registry/play-page";

const PAGES: Record<string, () => Promise<PlayPages>> = {
  kartomantik: () => import("@/components/kartomantik/play-pages").then((m) => m.KARTOMANTIK_PAGES),
  incantesium: () => import("@/components/incantesium/play-pages").then((m) => m.INCANTESIUM_PAGES),
  "carta-alta": () => import("@/components/carta-alta/play-pages").then((m) => m.CARTA_ALTA_PAGES),
};

/** The pages of a game played on the app, or null (an unknown kind in a URL, a game not played on the app). */
export async function playPagesOf(kind: string): Promise<PlayPages | null> {
  return Object.hasOwn(PAGES, kind) ? PAGES[kind]!() : null;
}
