// The games this server offers for a new event: every registered game, and the test-only ones
// (GameDefinition.testOnly) only on a server started with BAZAAR_TEST_GAMES=1 (the e2e server).
import { GAMES } from "@/lib/game-registry/definitions";

export const testGamesOn = () => process.env.BAZAAR_TEST_GAMES === "1";

/** The ids of the games a new event may be of, in the registry's order. */
export const offeredGames = (): string[] => GAMES.filter((g) => !g.testOnly || testGamesOn()).map((g) => g.id);
