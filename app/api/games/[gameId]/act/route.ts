import { route } from "@/lib/http/route";
import { gameActRoute } from "@/lib/games/game-routes";

export const POST = route(gameActRoute);
