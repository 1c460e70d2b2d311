import { route } from "@/lib/http/route";
import { gameReplayRoute } from "@/lib/games/game-routes";

export const GET = route(gameReplayRoute);
