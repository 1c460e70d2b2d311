// Ken il Guerriero's public pages (components/game-registry/public-pages.ts): the card browser and deck
// check. Ken has no bundled card list: the browser reads the one the user loads, in the page.
import type { GamePages } from "@/components/game-registry/game-page";
import { KenCardBrowserLazy } from "@/components/ken/KenCardBrowserLazy";

export const publicPages: GamePages = (path) =>
  path.length === 1 && path[0] === "cards" ? <KenCardBrowserLazy /> : null;
