// The app server's fast lane: the few endpoints every bid goes through (and the health check, which
// must see their refused writes and answer while Next.js restarts), served by node:http
// in front of Next.js (scripts/app-server.ts). The route definitions are the same ones app/api
// mounts; only the transport differs. Returns false for anything else (Next.js serves it).
import type { IncomingMessage, ServerResponse } from "node:http";
import { playRoute, streamRoute } from "@/lib/kartomantik/drafts/draft-routes";
import { healthRoute } from "@/lib/http/health-route";
import { serveNode } from "@/lib/http/node-route";

const PLAY = /^\/api\/events\/([A-Za-z0-9_-]{1,64})\/draft\/play$/;
const STREAM = /^\/api\/events\/([A-Za-z0-9_-]{1,64})\/draft\/stream$/;

// serveNode answers every failure itself; this only guards against a fault in answering.
const unanswered = (err: unknown) => console.error("[bazaar] unexpected error in the fast lane:", err);

export function fastLane(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? "/", "http://app.invalid");
  let m: RegExpExecArray | null;
  if (req.method === "GET" && url.pathname === "/api/health") {
    serveNode(healthRoute, req, res, {}, url).catch(unanswered);
    return true;
  }
  if (req.method === "POST" && (m = PLAY.exec(url.pathname))) {
    serveNode(playRoute, req, res, { eventId: m[1]! }, url).catch(unanswered);
    return true;
  }
  // Organizer streams need the next-auth session: Next.js serves those.
  if (req.method === "GET" && (m = STREAM.exec(url.pathname)) && url.searchParams.get("as") !== "organizer") {
    serveNode(streamRoute, req, res, { eventId: m[1]! }, url).catch(unanswered);
    return true;
  }
  return false;
}
