// The node:http servers' second step (scripts/app-server.ts, scripts/next-server.ts): a body
// declared larger than any route accepts (a file upload's limit) is answered 413 here, and
// what the client still sends is read and thrown away before the connection closes. Answering and
// closing at once would reset the connection with the client's bytes unread, and the client would
// see a network error instead of the reason (seen: EPIPE for 10 MB posts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "@/lib/errors";
import { refuse } from "@/lib/http/node-io";
import { formatBytes } from "@/lib/http/route-core";
import { MAX_FILE_BYTES } from "@/lib/http/limits";

/** The largest body any route takes (a file upload and its form fields). */
export const MAX_BODY_BYTES = MAX_FILE_BYTES + 16 * 1024;
/** A client that goes on sending past this is cut off. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/** True when the request was refused (and answered). */
export function refusedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (!(declared > MAX_BODY_BYTES)) return false;
  refuse(req, res, new AppError("payload_too_large", { max: formatBytes(MAX_BODY_BYTES) }));
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.on("error", () => {});
  return true;
}
