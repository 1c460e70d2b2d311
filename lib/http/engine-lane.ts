// The engine games' part of the app server's fast lane (lib/http/fast-lane.ts): a seat's action
// (POST /api/games/<kind>/<gameId>/act) and the live streams but the judge's (whose organizer session
// only Next.js decodes), with the same route definitions app/api/games/[kind]/[gameId]/… mounts
// (lib/engine-games/routes.ts): only the transport differs. The kinds' endpoints load with the lane;
// a request that comes before they have is Next's.
import { engineGameRoutes } from "@/lib/engine-games/routes";
import { engineServerOf, GAME_MODULES } from "@/lib/game-registry/modules";
import type { AnyRouteSpec } from "@/lib/http/route-table";

const ENGINE_PATH = /^\/api\/games\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})\/(act|stream)$/;

type Specs = ReturnType<typeof engineGameRoutes>;
/** Kind → its routes once loaded (null while loading). Only the registry's kinds: a finite set. */
const loaded = new Map<string, Specs | null>();

function specsOf(kind: string): Specs | null {
  const specs = loaded.get(kind);
  if (specs !== undefined) return specs;
  if (!GAME_MODULES.some((g) => g.id === kind && g.engine)) return null;
  loaded.set(kind, null);
  engineServerOf(kind).then(
    (server) => (server ? loaded.set(kind, engineGameRoutes(server.endpoints)) : loaded.delete(kind)),
    () => loaded.delete(kind),
  );
  return null;
}

// Every engine kind starts loading with the lane: streams opened before would stay on Next.js.
for (const g of GAME_MODULES) if (g.engine) specsOf(g.id);

/** The engine-game route this request names, when the lane serves it; else null (Next.js does). */
export function engineLaneRoute(
  method: string,
  url: URL,
): { spec: AnyRouteSpec; params: Record<string, string> } | null {
  const found = ENGINE_PATH.exec(url.pathname);
  if (!found) return null;
  const [, kind, gameId, name] = found as unknown as [string, string, string, "act" | "stream"];
  const served = name === "act" ? method === "POST" : method === "GET" && url.searchParams.get("as") !== "judge";
  const specs = served ? specsOf(kind) : null;
  return specs ? { spec: specs[name], params: { kind, gameId } } : null;
}
