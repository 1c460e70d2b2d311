// The node:http transport of the route pipeline (lib/http/run-route.ts), for the app server's fast
// lane: the same steps as Next.js route handlers on IncomingMessage/ServerResponse, without Next's
// request pipeline. Organizer sessions are not decoded here: the fast lane only mounts what
// players and projectors call; anything needing an organizer goes to Next.js.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import type { Audience, RouteSpec } from "@/lib/http/route-core";
import { runRoute, type CookieOptions } from "@/lib/http/run-route";
import { hasBody } from "@/lib/http/request-guard";
import { cookieOf, readBodyOf, sendJson, sendResponse, streamTo } from "@/lib/http/node-io";

export async function serveNode<A extends Audience, S extends z.ZodType, R, P extends z.ZodType | undefined>(
  spec: RouteSpec<A, S, R, P>,
  req: IncomingMessage,
  res: ServerResponse,
  params: Record<string, string>,
  url: URL,
): Promise<void> {
  const headers: Record<string, string> = {};
  const aborted = new AbortController();
  let streaming = false;
  // Only a client that left before the answer was complete aborts (an abort builds a DOMException
  // with a stack trace: measurable on every bid if done for each finished request).
  res.on("close", () => !res.writableFinished && aborted.abort());
  const header = (name: string) => {
    const v = req.headers[name];
    return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  };
  return runRoute(spec, {
    method: req.method ?? "GET",
    url,
    header,
    cookie: (name) => cookieOf(req, name),
    setCookie: (name, value, options) => void (headers["set-cookie"] = serializeCookie(name, value, options)),
    params: () => params,
    hasBody: hasBody(header),
    readBody: (maxBytes) => readBodyOf(req, maxBytes),
    organizer: async () => {
      if (spec.audience === "organizer") throw new Error("the fast lane does not serve organizer routes");
      return null;
    },
    signal: aborted.signal,
    json: (status, body, extra) => {
      if (!res.headersSent) return sendJson(res, status, body, { ...headers, ...extra });
      // A live stream that broke ends as any stream does (its client reconnects and resumes).
      if (streaming) res.end();
      else res.destroy();
    },
    response: (answer) => sendResponse(res, answer, headers),
    sse: (reply, _where, extra) => ((streaming = true), streamTo(res, reply, aborted, { ...headers, ...extra })),
  });
}

function serializeCookie(name: string, value: string, o: CookieOptions): string {
  return `${name}=${value}; Path=${o.path}; Max-Age=${o.maxAge}${o.httpOnly ? "; HttpOnly" : ""}; SameSite=${o.sameSite}${o.secure ? "; Secure" : ""}`;
}
