// The one wrapper for every route handler: session → zod parse → authorize → lib → typed error.
import { cookies } from "next/headers";
import { createTranslator } from "next-intl";
import { z } from "zod";
import { LOCALE_COOKIE, toLocale, type Locale } from "@/i18n/config";
import { messagesFor } from "@/i18n/messages";
import { AppError, isAppError } from "@/lib/errors";
import { currentOrganizer, type OrganizerSession } from "@/lib/auth/session";
import { deviceKey, ensureDeviceKey } from "@/lib/players/device";

type Audience = "public" | "organizer" | "device";

export interface Ctx<A extends Audience> {
  req: Request;
  locale: Locale;
  params: Record<string, string>;
  organizer: A extends "organizer" ? OrganizerSession : OrganizerSession | null;
  /** The device key from the player's cookie; "device" routes create it if missing. */
  device: A extends "device" ? string : string | null;
}

interface Spec<A extends Audience, S extends z.ZodType, R> {
  audience: A;
  /** Body (JSON or multipart form) or query schema. */
  input?: S;
  from?: "json" | "form" | "query";
  /** Bytes accepted in the body before parsing (default 64 KiB). */
  maxBytes?: number;
  authorize?: (ctx: Ctx<A>, input: z.infer<S>) => Promise<void>;
  handle: (ctx: Ctx<A>, input: z.infer<S>) => Promise<R | Response>;
}

type NextCtx = { params: Promise<Record<string, string | string[]>> };

export function route<A extends Audience, S extends z.ZodType = z.ZodUndefined, R = unknown>(spec: Spec<A, S, R>) {
  return async (req: Request, nextCtx: NextCtx): Promise<Response> => {
    const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
    try {
      const rawParams = (await nextCtx?.params) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, String(v)]));
      // Players' device routes (every bid) skip the next-auth session decode: identity is the device.
      const organizer = spec.audience === "device" ? null : await currentOrganizer();
      if (spec.audience === "organizer" && !organizer) throw new AppError("unauthenticated");
      const device = spec.audience === "device" ? await ensureDeviceKey() : await deviceKey();
      const ctx = { req, locale, params, organizer, device } as Ctx<A>;
      const input = spec.input ? await parseInput(req, spec.input, spec.from ?? "json", spec.maxBytes ?? 64 * 1024) : undefined;
      if (spec.authorize) await spec.authorize(ctx, input as z.infer<S>);
      const result = await spec.handle(ctx, input as z.infer<S>);
      return result instanceof Response ? result : Response.json(result ?? { ok: true });
    } catch (err) {
      return errorResponse(err, locale);
    }
  };
}

async function parseInput<S extends z.ZodType>(req: Request, schema: S, from: "json" | "form" | "query", maxBytes: number) {
  let raw: unknown;
  if (from === "query") {
    raw = Object.fromEntries(new URL(req.url).searchParams);
  } else {
    const declared = Number(req.headers.get("content-length") ?? "0");
    if (declared > maxBytes) throw new AppError("payload_too_large", { max: formatBytes(maxBytes) });
    const body = await req.arrayBuffer();
    if (body.byteLength > maxBytes) throw new AppError("payload_too_large", { max: formatBytes(maxBytes) });
    if (from === "form") {
      const form = await new Request(req.url, { method: "POST", headers: req.headers, body }).formData().catch(() => {
        throw new AppError("invalid_input", { reason: "multipart form expected" });
      });
      raw = Object.fromEntries(form.entries());
    } else {
      try {
        raw = body.byteLength ? JSON.parse(new TextDecoder().decode(body)) : {};
      } catch {
        throw new AppError("invalid_json");
      }
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid_input", { reason: `${issue?.path.join(".") || "input"}: ${issue?.message ?? "invalid"}` }, parsed.error.issues);
  }
  return parsed.data;
}

export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
}

export function errorResponse(err: unknown, locale: Locale): Response {
  if (isAppError(err)) {
    return Response.json({ error: { code: err.code, message: translateError(err, locale), details: err.details } }, { status: err.status });
  }
  console.error(err);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "errors" });
  return Response.json({ error: { code: "internal", message: t("internal") } }, { status: 500 });
}

export function translateError(err: AppError, locale: Locale): string {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "errors" });
  return t(err.code, err.params);
}
