import { route } from "@/lib/http/route";
import { gameActRoute } from "@/lib/kartomantik/games/game-routes";

export const POST = route(gameActRoute);
