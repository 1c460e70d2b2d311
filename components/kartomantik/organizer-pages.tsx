// Kartomantik's pages for organizers (components/game-registry/organizer-pages.ts): the card sets.
import type { GamePages } from "@/components/game-registry/game-page";
import { CardSetsPage } from "@/components/kartomantik/sets/CardSetsPage";

export const organizerPages: GamePages = (path) => (path.length === 1 && path[0] === "sets" ? <CardSetsPage /> : null);
