// The Next.js transport of the route pipeline (lib/http/run-route.ts): every app/api route handler.
import { cookies } from "next/headers";
import type { z } from "zod";
import { LOCALE_COOKIE, toLocale, type Locale } from "@/i18n/config";
import { currentOrganizer } from "@/lib/auth/session";
import { errorPayload, type Audience, type RouteSpec } from "@/lib/http/route-core";
import { compileTables, dispatch, METHODS, type Method, type RouteTable } from "@/lib/http/route-table";
import { runRoute, type RouteIO } from "@/lib/http/run-route";
import { sseResponse } from "@/lib/http/sse-reply";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/metrics/request-id";
import { observeRequest } from "@/lib/metrics/requests";

// Shared with the node:http transport; re-exported for the routes and pages that import them here.
export {
  defineRoute,
  errorPayload,
  formatBytes,
  translateError,
  validate,
  type Audience,
  type Ctx,
  type RouteSpec,
} from "@/lib/http/route-core";

/** A game path no table entry answers: one label for all of them (their paths are anyone's words). */
const UNMATCHED = "/api/[game]/[...path]";

type NextCtx = { params: Promise<Record<string, string | string[]>> };
type NextHandler = (req: Request, nextCtx: NextCtx) => Promise<Response>;

export function route<
  A extends Audience,
  S extends z.ZodType = z.ZodUndefined,
  R = unknown,
  P extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, S, R, P>) {
  // Next.js hands over decoded parameters; the raw path is checked by the app server first
  // (lib/http/input-rule.ts urlFault), the pipeline catches what still carries a bad character.
  return (req: Request, nextCtx: NextCtx): Promise<Response> =>
    runRoute(
      spec,
      nextIO(req, async () =>
        Object.fromEntries(Object.entries((await nextCtx?.params) ?? {}).map(([k, v]) => [k, String(v)])),
      ),
    );
}

/** The handlers of app/api/[game]/[...path], one per method: every game's own endpoints
 * (lib/http/route-table.ts), each run by the pipeline as a route of its own folder would be. */
export function mountGameRoutes(tables: Readonly<Record<string, RouteTable>>): Record<Method, NextHandler> {
  const compiled = compileTables(tables);
  const handler =
    (method: Method): NextHandler =>
    async (req, nextCtx) => {
      const { game, path } = await nextCtx.params;
      const segments = Array.isArray(path) ? path : [String(path)];
      const found = dispatch(compiled, String(game), segments, method);
      if ("spec" in found)
        return runRoute(
          found.spec,
          nextIO(req, () => found.params),
        );
      const arrived = performance.now();
      const requestId = requestIdOf((name) => req.headers.get(name));
      const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
      const { status, headers, body } = errorPayload(found.error, locale);
      observeRequest({ requestId, method, route: UNMATCHED, status, ms: performance.now() - arrived });
      return Response.json(body, { status, headers: { ...headers, ...found.headers, [REQUEST_ID_HEADER]: requestId } });
    };
  return Object.fromEntries(METHODS.map((m) => [m, handler(m)])) as Record<Method, NextHandler>;
}

function nextIO(req: Request, params: RouteIO<Response>["params"]): RouteIO<Response> {
  return {
    method: req.method,
    url: new URL(req.url),
    header: (name) => req.headers.get(name),
    cookie: async (name) => (await cookies()).get(name)?.value,
    setCookie: async (name, value, options) => void (await cookies()).set(name, value, options),
    params,
    hasBody: req.body !== null,
    readBody: async (maxBytes) => {
      const body = new Uint8Array(await req.arrayBuffer());
      return body.byteLength > maxBytes ? null : body;
    },
    organizer: currentOrganizer,
    signal: req.signal,
    json: (status, body, headers) => Response.json(body, { status, headers }),
    response: (res) => res,
    sse: (reply, where, headers) => sseResponse(reply, req.signal, where, headers),
  };
}

export function errorResponse(err: unknown, locale: Locale, route?: string): Response {
  const { status, headers, body } = errorPayload(err, locale, route);
  return Response.json(body, { status, headers });
}
