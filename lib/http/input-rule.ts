// The one input rule every route shares, before its own schema: text carries no control
// characters and no lone surrogates (PostgreSQL refuses NUL and invalid UTF-8 — a 500 if they get
// that far), and a URL's percent-encoding must decode strictly
// (urlFault, in the app server). Nothing here needs Next.js.
import { PG_INT_MAX } from "@/lib/db/int";
import { AppError } from "@/lib/errors";

// C0 controls except tab, line feed and carriage return (multi-line text stays possible), DEL,
// C1 controls, and UTF-16 surrogates not part of a pair. (Matching control characters is the point.)
const BAD_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextFault = { reason: "control_character" | "lone_surrogate"; char: string };

/** Why a string breaks the rule (and the offending character as U+XXXX), or null. */
export function textFault(s: string): TextFault | null {
  return textFaultAt(s)?.fault ?? null;
}

/** The same, with where in the string the offending character is. */
export function textFaultAt(s: string): { fault: TextFault; index: number } | null {
  const m = BAD_TEXT.exec(s);
  if (!m) return null;
  const c = m[0].charCodeAt(0);
  return {
    fault: {
      reason: c >= 0xd800 && c <= 0xdfff ? "lone_surrogate" : "control_character",
      char: `U+${c.toString(16).toUpperCase().padStart(4, "0")}`,
    },
    index: m.index,
  };
}

/** How deep a body may nest (arrays and objects): the routes' own inputs need a handful of levels;
 * a body nested 100 000 deep is refused here, before anything walks it recursively (zod, Prisma,
 * JSON.stringify overflow the stack on such input). */
export const MAX_DEPTH = 32;

export type InputFault =
  { field: string; reason: TextFault["reason"]; char: string } | { field: string; reason: "too_deep"; max: number };

/** Where a parsed body, query or file first breaks the rule: a bad character in a string or a key
 * (field names the string's path, "games.1.note"; a bad key names its object), or nesting deeper
 * than maxDepth. Walked with a stack of its own, never recursively: any depth is safe to check. */
export function inputFault(root: unknown, maxDepth = MAX_DEPTH): InputFault | null {
  // Each entry keeps its parent, so a path is only built when a fault is found.
  type Node = { value: unknown; key: string; parent: Node | null; depth: number };
  const pathOf = (node: Node | null): string => {
    const keys: string[] = [];
    for (let n = node; n && n.parent; n = n.parent) keys.push(n.key);
    return keys.reverse().join(".");
  };
  const stack: Node[] = [{ value: root, key: "", parent: null, depth: 0 }];
  while (stack.length) {
    const node = stack.pop()!;
    const value = node.value;
    if (typeof value === "string") {
      const fault = textFault(value);
      if (fault) return { field: pathOf(node), ...fault };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    const isArray = Array.isArray(value);
    if (!isArray && Object.getPrototypeOf(value) !== Object.prototype) continue;
    if (node.depth >= maxDepth) return { field: pathOf(node), reason: "too_deep", max: maxDepth };
    const depth = node.depth + 1;
    // Pushed last to first: fields are checked in their order, as a reader would.
    if (isArray) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: node, depth });
    } else {
      const keys = Object.keys(value);
      for (const key of keys) {
        const fault = textFault(key);
        if (fault) return { field: pathOf(node), ...fault };
      }
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push({ value: (value as Record<string, unknown>)[keys[i]!], key: keys[i]!, parent: node, depth });
    }
  }
  return null;
}

/** Walks a parsed body or query (keys included); throws invalid_text naming the first bad field,
 * or input_too_deep. `files`: top-level fields holding a file's text, which its own parser checks
 * (lib/http/file-rule.ts) to name the line and column. */
export function assertCleanInput(value: unknown, files: readonly string[] = []): void {
  let checked = value;
  if (files.length && value !== null && typeof value === "object" && !Array.isArray(value)) {
    checked = { ...value };
    for (const f of files)
      if (typeof (checked as Record<string, unknown>)[f] === "string") delete (checked as Record<string, unknown>)[f];
  }
  const fault = inputFault(checked);
  if (!fault) return;
  const field = fault.field || "input";
  if (fault.reason === "too_deep")
    throw new AppError("input_too_deep", { max: fault.max }, { field, reason: fault.reason });
  throw new AppError("invalid_text", { field, char: fault.char }, { field, reason: fault.reason });
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

/** The largest sequence number (PostgreSQL's integer). */
export const MAX_SEQ = PG_INT_MAX;
