// What a route is, whichever server runs it (lib/http/run-route.ts, through the Next.js adapter
// lib/http/route.ts or the node:http one lib/http/node-route.ts): the route definition, input
// validation and the error answer. Nothing here needs Next.js.
import { createTranslator } from "next-intl";
import type { z } from "zod";
import type { Locale } from "@/i18n/config";
import { messagesFor } from "@/i18n/messages";
import { AppError, invalidInput, isAppError } from "@/lib/errors";
import { RETRY_AFTER_S, faultError } from "@/lib/db/unavailable";
import { backgroundError } from "@/lib/db/outage";
import type { OrganizerSession } from "@/lib/auth/session";
import type { SseReply } from "@/lib/http/sse-reply";
import { assertCleanInput } from "@/lib/http/input-rule";
import { logError } from "@/lib/metrics/log";

export type Audience = "public" | "organizer" | "device";

/** A route's path parameters: its zod schema's output, or (no schema) the cleaned strings. */
export type ParamsOf<P> = P extends z.ZodType ? z.output<P> : Record<string, string>;

export interface Ctx<A extends Audience, P = undefined> {
  /** A request header (lower-case name). */
  header(name: string): string | null;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  locale: Locale;
  params: ParamsOf<P>;
  organizer: A extends "organizer" ? OrganizerSession : OrganizerSession | null;
  /** The device key from the player's cookie; "device" routes create it if missing. */
  device: A extends "device" ? string : string | null;
}

export interface RouteSpec<A extends Audience, S extends z.ZodType, R, P extends z.ZodType | undefined = undefined> {
  audience: A;
  /** Path parameters ([eventId] …), e.g. lib/http/params.ts eventParams. */
  params?: P;
  /** Body (JSON or multipart form) or query schema. */
  input?: S;
  from?: "json" | "form" | "query";
  /** Body fields holding a file's text: checked by the file's parser, which names the line and
   * column of a bad character (lib/http/file-rule.ts), instead of the route-wide input rule. */
  files?: readonly string[];
  /** Bytes accepted in the body before parsing (default 64 KiB). */
  maxBytes?: number;
  authorize?: (ctx: Ctx<A, P>, input: z.infer<S>) => Promise<void>;
  handle: (ctx: Ctx<A, P>, input: z.infer<S>) => Promise<R | Response | SseReply>;
}

/** A route's definition, for routes that more than one server mounts (see lib/http/fast-lane.ts). */
export function defineRoute<
  A extends Audience,
  S extends z.ZodType = z.ZodUndefined,
  R = unknown,
  P extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, S, R, P>) {
  return spec;
}

/** The input rule every route shares (lib/http/input-rule.ts), then zod, with the first issue as
 * the user-facing reason. */
export function validate<S extends z.ZodType>(schema: S, raw: unknown, files?: readonly string[]): z.infer<S> {
  assertCleanInput(raw, files);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** A route without input was sent a JSON body: only an empty object ({}, as the app's own buttons
 * send) is taken; anything else is bad input, refused rather than ignored. */
export function assertEmptyBody(raw: unknown): void {
  const empty = raw !== null && typeof raw === "object" && !Array.isArray(raw) && Object.keys(raw).length === 0;
  if (!empty) throw new AppError("body_not_expected");
}

export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
}

/** The status, headers and body every server sends for an error: typed errors translated, the
 * database being away or its disk full as a 503 to retry (lib/db/unavailable.ts), anything else
 * logged (one JSON line, lib/metrics/log.ts) with the request it broke ("POST /api/…") and its
 * id, which every 5xx body carries for the user's report. */
export function errorPayload(
  err: unknown,
  locale: Locale,
  where = "request",
  requestId?: string,
): {
  status: number;
  headers: Record<string, string>;
  body: { error: { code: string; message: string; details?: unknown; requestId?: string } };
} {
  const fault = isAppError(err) ? null : faultError(err);
  if (fault) {
    backgroundError(where, err);
    err = fault;
  }
  const headers: Record<string, string> =
    isAppError(err) && (err.code === "database_unavailable" || err.code === "disk_full")
      ? { "retry-after": String(RETRY_AFTER_S[err.code]) }
      : {};
  const id = requestId ? { requestId } : {};
  if (isAppError(err))
    return {
      status: err.status,
      headers,
      body: {
        error: {
          code: err.code,
          message: translateError(err, locale),
          details: err.details,
          ...(err.status >= 500 ? id : {}),
        },
      },
    };
  logError({ requestId, where }, err);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "errors" });
  return { status: 500, headers, body: { error: { code: "internal", message: t("internal"), ...id } } };
}

export function translateError(err: AppError, locale: Locale): string {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "errors" });
  return t(err.code, err.params);
}
