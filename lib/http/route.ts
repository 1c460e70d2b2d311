// The one wrapper for every route handler: session → zod parse → authorize → lib → typed error.
import { cookies } from "next/headers";
import type { z } from "zod";
import { LOCALE_COOKIE, toLocale, type Locale } from "@/i18n/config";
import { AppError } from "@/lib/errors";
import { currentOrganizer } from "@/lib/auth/session";
import { deviceKey, ensureDeviceKey } from "@/lib/players/device";
import { assertEmptyBody, errorPayload, formatBytes, validate, type Audience, type Ctx, type RouteSpec } from "@/lib/http/route-core";
import { SseReply, sseResponse } from "@/lib/http/sse-reply";
import { cleanParam } from "@/lib/http/input-rule";
import { guardRequest } from "@/lib/http/request-guard";

// Shared with the node:http wrapper; re-exported for the routes and pages that import them here.
export { defineRoute, errorPayload, formatBytes, translateError, validate, type Audience, type Ctx, type RouteSpec } from "@/lib/http/route-core";

type NextCtx = { params: Promise<Record<string, string | string[]>> };

export function route<A extends Audience, S extends z.ZodType = z.ZodUndefined, R = unknown>(spec: RouteSpec<A, S, R>) {
  return async (req: Request, nextCtx: NextCtx): Promise<Response> => {
    let locale: Locale = toLocale(undefined);
    // Everything awaited inside the boundary: whatever fails is an answer, never a rejection.
    try {
      locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
      guardRequest(req.method, (name) => req.headers.get(name), spec.from, !!spec.input);
      const rawParams = (await nextCtx?.params) ?? {};
      // Next.js hands over decoded parameters; the raw path is checked by the app server first
      // (lib/http/input-rule.ts urlFault), this catches what still carries a bad character.
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, cleanParam(k, String(v))]));
      // Players' device routes (every bid) skip the next-auth session decode: identity is the device.
      const organizer = spec.audience === "device" ? null : await currentOrganizer();
      if (spec.audience === "organizer" && !organizer) throw new AppError("unauthenticated");
      const device = spec.audience === "device" ? await ensureDeviceKey() : await deviceKey();
      const ctx = { header: (name: string) => req.headers.get(name), signal: req.signal, locale, params, organizer, device } as Ctx<A>;
      const input = spec.input ? await parseInput(req, spec.input, spec.from ?? "json", spec.maxBytes ?? 64 * 1024) : undefined;
      if (!spec.input && req.body !== null) {
        const body = await readBytes(req, spec.maxBytes ?? 64 * 1024);
        if (body.byteLength) assertEmptyBody(parseJson(body));
      }
      if (spec.authorize) await spec.authorize(ctx, input as z.infer<S>);
      const result = await spec.handle(ctx, input as z.infer<S>);
      if (result instanceof SseReply) return sseResponse(result, req.signal, where(req));
      return result instanceof Response ? result : Response.json(result ?? { ok: true });
    } catch (err) {
      return errorResponse(err, locale, where(req));
    }
  };
}

async function parseInput<S extends z.ZodType>(req: Request, schema: S, from: "json" | "form" | "query", maxBytes: number) {
  let raw: unknown;
  if (from === "query") {
    raw = Object.fromEntries(new URL(req.url).searchParams);
  } else {
    const body = await readBytes(req, maxBytes);
    if (from === "form") {
      const form = await new Request(req.url, { method: "POST", headers: req.headers, body }).formData().catch(() => {
        throw new AppError("invalid_input", { reason: "multipart form expected" });
      });
      raw = Object.fromEntries(form.entries());
    } else raw = parseJson(body);
  }
  return validate(schema, raw);
}

async function readBytes(req: Request, maxBytes: number): Promise<ArrayBuffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", { max: formatBytes(maxBytes) });
  const body = await req.arrayBuffer();
  if (body.byteLength > maxBytes) throw new AppError("payload_too_large", { max: formatBytes(maxBytes) });
  return body;
}

function parseJson(body: ArrayBuffer): unknown {
  try {
    return body.byteLength ? JSON.parse(new TextDecoder().decode(body)) : {};
  } catch {
    throw new AppError("invalid_json");
  }
}

/** "POST /api/events/…/draft/play", for the log of an unexpected error. */
function where(req: Request): string {
  return `${req.method} ${new URL(req.url).pathname}`;
}

export function errorResponse(err: unknown, locale: Locale, route?: string): Response {
  const { status, headers, body } = errorPayload(err, locale, route);
  return Response.json(body, { status, headers });
}
