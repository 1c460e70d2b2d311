import { route } from "@/lib/http/route";
import { gameLogRoute } from "@/lib/games/game-routes";

export const GET = route(gameLogRoute);
