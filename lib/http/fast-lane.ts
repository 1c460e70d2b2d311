// The app server's fast lane: the few endpoints every bid or game action goes through (and the health
// check, which must see their refused writes and answer while Next.js restarts), served by node:http
// in front of Next.js (scripts/app-server.ts). Which endpoints: the games' route table entries
// marked `fast` (lib/http/route-table.ts), the same definitions app/api/[game]/[...path] mounts, and
// an engine game's act and streams (lib/http/engine-lane.ts); only the transport differs. Returns
// false for anything else (Next.js serves it).
import type { IncomingMessage, ServerResponse } from "node:http";
import { GAME_ROUTES } from "@/lib/game-registry/routes";
import { healthRoute } from "@/lib/http/health-route";
import { engineLaneRoute } from "@/lib/http/engine-lane";
import { serveNode } from "@/lib/http/node-route";
import { serveSpans, SPANS_PATH } from "@/lib/perf/spans-route";
import { compileTables, matchPath, type AnyRouteSpec, type Method, type RouteTable } from "@/lib/http/route-table";

const onlyFast = (table: RouteTable): RouteTable => Object.fromEntries(Object.entries(table).filter(([, e]) => e.fast));
const FAST = compileTables(Object.fromEntries(Object.entries(GAME_ROUTES).map(([game, t]) => [game, onlyFast(t)])));
/** A segment with nothing to decode: anything else (percent-encoding) goes to Next.js, which decodes. */
const PLAIN = /^[A-Za-z0-9_-]{1,64}$/;

// serveNode answers every failure itself; this only guards against a fault in answering.
const unanswered = (err: unknown) => console.error("[bazaar] unexpected error in the fast lane:", err);

/** The fast entry /api/<game>/<path…> names with this method, or null. */
function fastRoute(method: string, url: URL): { spec: AnyRouteSpec; params: Record<string, string> } | null {
  if (!url.pathname.startsWith("/api/")) return null;
  const [game, ...path] = url.pathname.slice(5).split("/");
  const table = FAST.get(game!);
  if (!table || !path.every((s) => PLAIN.test(s))) return null;
  const found = matchPath(table, path);
  const spec = found?.entry[method as Method];
  const fast = found?.entry.fast;
  if (!spec || !(fast === true || fast?.(url.searchParams))) return null;
  return { spec, params: found!.params };
}

export function fastLane(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? "/", "http://app.invalid");
  if (req.method === "GET" && url.pathname === "/api/health") {
    serveNode(healthRoute, req, res, {}, url).catch(unanswered);
    return true;
  }
  if (url.pathname === SPANS_PATH) {
    serveSpans(req, res);
    return true;
  }
  const found = fastRoute(req.method ?? "GET", url) ?? engineLaneRoute(req.method ?? "GET", url);
  if (!found) return false;
  serveNode(found.spec, req, res, found.params, url).catch(unanswered);
  return true;
}
