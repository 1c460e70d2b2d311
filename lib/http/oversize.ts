// The node:http servers' second step (scripts/app-server.ts, scripts/next-server.ts): a body
// declared larger than any route accepts (the card-set upload's limit) is answered 413 here, and
// what the client still sends is read and thrown away before the connection closes. Answering and
// closing at once would reset the connection with the client's bytes unread, and the client would
// see a network error instead of the reason (seen: EPIPE for 10 MB posts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import { MAX_UPLOAD_BYTES } from "@/lib/cards/limits";
import { AppError } from "@/lib/errors";
import { errorPayload, formatBytes } from "@/lib/http/route-core";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";

/** The largest body any route takes (the card-set upload and its form fields). */
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 16 * 1024;
/** A client that goes on sending past this is cut off. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const LOCALE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([A-Za-z-]{2,5})`);

/** True when the request was refused (and answered). */
export function refusedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (!(declared > MAX_BODY_BYTES)) return false;
  const locale = toLocale(LOCALE.exec(req.headers.cookie ?? "")?.[1]);
  const { status, body } = errorPayload(
    new AppError("payload_too_large", { max: formatBytes(MAX_BODY_BYTES) }),
    locale,
  );
  const text = JSON.stringify(body);
  res
    .writeHead(status, {
      ...SECURITY_HEADERS,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      "cache-control": "no-store",
    })
    .end(text);
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.on("error", () => {});
  return true;
}
