// The node:http servers' first step (scripts/app-server.ts, and scripts/next-server.ts for
// Next.js on its own): a URL whose percent-encoding does not decode strictly (%ZZ, %ED%A0%80) or
// that carries a control character (%00) is answered 400 here, before anything decodes it —
// Next.js would answer many of these with a 500, pages and API alike.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import { AppError } from "@/lib/errors";
import { urlFault } from "@/lib/http/input-rule";
import { errorPayload } from "@/lib/http/route-core";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";

const LOCALE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([A-Za-z-]{2,5})`);

/** True when the request was refused (and answered); the common case costs one indexOf. */
export function refusedUrl(req: IncomingMessage, res: ServerResponse): boolean {
  const fault = urlFault(req.url ?? "/");
  if (!fault) return false;
  const locale = toLocale(LOCALE.exec(req.headers.cookie ?? "")?.[1]);
  const { status, body } = errorPayload(new AppError("invalid_path", { field: fault.field }, fault), locale);
  const text = JSON.stringify(body);
  res
    .writeHead(status, {
      ...SECURITY_HEADERS,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      "cache-control": "no-store",
    })
    .end(text);
  return true;
}
