import { route } from "@/lib/http/route";
import { gameReplayRoute } from "@/lib/kartomantik/games/game-routes";

export const GET = route(gameReplayRoute);
