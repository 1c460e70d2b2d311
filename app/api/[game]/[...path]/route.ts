// Every game's own endpoints, /api/<game>/<path…>, from the registry (lib/game-registry/routes.ts).
// Static folders beside [game] (events, games, auth…) take precedence, as Next.js routes them.
import { GAME_ROUTES } from "@/lib/game-registry/routes";
import { mountGameRoutes } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const mount = mountGameRoutes(GAME_ROUTES);

export const GET = mount.GET;
export const POST = mount.POST;
export const PUT = mount.PUT;
export const PATCH = mount.PATCH;
export const DELETE = mount.DELETE;
