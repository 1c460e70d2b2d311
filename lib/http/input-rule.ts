// The one input rule every route shares, before its own schema: text carries no control
// characters and no lone surrogates (PostgreSQL refuses NUL and invalid UTF-8 — a 500 if they get
// that far), and a URL's percent-encoding must decode strictly
// (urlFault, in the app server). Nothing here needs Next.js.
import { AppError } from "@/lib/errors";

// C0 controls except tab, line feed and carriage return (multi-line text stays possible), DEL,
// C1 controls, and UTF-16 surrogates not part of a pair. (Matching control characters is the point.)
const BAD_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextFault = { reason: "control_character" | "lone_surrogate"; char: string };

/** Why a string breaks the rule (and the offending character as U+XXXX), or null. */
export function textFault(s: string): TextFault | null {
  const m = BAD_TEXT.exec(s);
  if (!m) return null;
  const c = m[0].charCodeAt(0);
  return {
    reason: c >= 0xd800 && c <= 0xdfff ? "lone_surrogate" : "control_character",
    char: `U+${c.toString(16).toUpperCase().padStart(4, "0")}`,
  };
}

function refuse(field: string, fault: TextFault): never {
  throw new AppError(
    "invalid_text",
    { field: field || "input", char: fault.char },
    { field: field || "input", reason: fault.reason },
  );
}

/** Walks a parsed body or query (keys included); throws invalid_text naming the first bad field. */
export function assertCleanInput(value: unknown, field = ""): void {
  if (typeof value === "string") {
    const fault = textFault(value);
    if (fault) refuse(field, fault);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) assertCleanInput(value[i], field ? `${field}.${i}` : String(i));
  } else if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const key of Object.keys(value)) {
      const fault = textFault(key);
      if (fault) refuse(field || "input", fault);
      assertCleanInput((value as Record<string, unknown>)[key], field ? `${field}.${key}` : key);
    }
  }
}

/** A path parameter as the server decoded it: a control character (%00) or a lone surrogate is a
 * 400 naming the parameter, not a 500 further down. */
export function cleanParam(name: string, value: string): string {
  const fault = textFault(value);
  if (fault) throw new AppError("invalid_path", { field: name }, { field: name, reason: fault.reason });
  return value;
}

/** The raw URL of a request, checked before any server decodes it (scripts/app-server.ts):
 * the path must decode strictly to clean text, the query must carry no encoded control
 * character. Null when fine; the common case (no '%') costs one indexOf. */
export function urlFault(url: string): { field: string; reason: string } | null {
  if (url.indexOf("%") === -1) return null;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  try {
    const fault = textFault(decodeURIComponent(path));
    if (fault) return { field: "path", reason: fault.reason };
  } catch {
    return { field: "path", reason: "bad_percent_encoding" };
  }
  if (q !== -1 && /%(?:[01][0-9A-Fa-f]|7[Ff]|[Cc]2%[89][0-9A-Fa-f])/.test(url.slice(q)))
    return { field: "query", reason: "control_character" };
  return null;
}

/** A stream's resume point (Last-Event-ID header, else ?lastEventId=): a non-negative 32-bit
 * integer, as the database stores sequence numbers; anything else is a 400, not a 500 later. */
export function resumeId(header: string | null, query: number | undefined): number | null {
  if (header !== null && header !== "") {
    if (!/^\d{1,10}$/.test(header) || Number(header) > MAX_SEQ)
      throw new AppError("invalid_resume_id", { value: header.slice(0, 20) });
    return Number(header);
  }
  return query ?? null;
}

export const MAX_SEQ = 2_147_483_647;
