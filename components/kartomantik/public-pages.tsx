// Kartomantik's public pages (components/game-registry/public-pages.ts): a card set's browser, at
// cardBrowserHref (components/kartomantik/hrefs.ts).
import type { GamePages } from "@/components/game-registry/game-page";
import { CardBrowser } from "@/components/kartomantik/CardBrowser";

export const publicPages: GamePages = ([page, setId, ...rest], searchParams) =>
  page === "cards" && setId && rest.length === 0 ? <CardBrowser setId={setId} searchParams={searchParams} /> : null;
