import { route } from "@/lib/http/route";
import { gameStreamRoute } from "@/lib/kartomantik/games/game-routes";

export const dynamic = "force-dynamic";

export const GET = route(gameStreamRoute);
