// The Next.js transport of the route pipeline (lib/http/run-route.ts): every app/api route handler.
import { cookies } from "next/headers";
import type { z } from "zod";
import type { Locale } from "@/i18n/config";
import { currentOrganizer } from "@/lib/auth/session";
import { errorPayload, type Audience, type RouteSpec } from "@/lib/http/route-core";
import { runRoute } from "@/lib/http/run-route";
import { sseResponse } from "@/lib/http/sse-reply";

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

type NextCtx = { params: Promise<Record<string, string | string[]>> };

export function route<
  A extends Audience,
  S extends z.ZodType = z.ZodUndefined,
  R = unknown,
  P extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, S, R, P>) {
  return (req: Request, nextCtx: NextCtx): Promise<Response> =>
    runRoute(spec, {
      method: req.method,
      url: new URL(req.url),
      header: (name) => req.headers.get(name),
      cookie: async (name) => (await cookies()).get(name)?.value,
      setCookie: async (name, value, options) => void (await cookies()).set(name, value, options),
      // Next.js hands over decoded parameters; the raw path is checked by the app server first
      // (lib/http/input-rule.ts urlFault), the pipeline catches what still carries a bad character.
      params: async () =>
        Object.fromEntries(Object.entries((await nextCtx?.params) ?? {}).map(([k, v]) => [k, String(v)])),
      hasBody: req.body !== null,
      readBody: async (maxBytes) => {
        const body = new Uint8Array(await req.arrayBuffer());
        return body.byteLength > maxBytes ? null : body;
      },
      organizer: currentOrganizer,
      signal: req.signal,
      json: (status, body, headers) => Response.json(body, { status, headers }),
      response: (res) => res,
      sse: (reply, where) => sseResponse(reply, req.signal, where),
    });
}

export function errorResponse(err: unknown, locale: Locale, route?: string): Response {
  const { status, headers, body } = errorPayload(err, locale, route);
  return Response.json(body, { status, headers });
}
