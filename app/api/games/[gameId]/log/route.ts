import { route } from "@/lib/http/route";
import { gameLogRoute } from "@/lib/kartomantik/games/game-routes";

export const GET = route(gameLogRoute);
