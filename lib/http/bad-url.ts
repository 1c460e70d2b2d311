// The node:http servers' first step (scripts/app-server.ts, and scripts/next-server.ts for
// Next.js on its own): a URL whose percent-encoding does not decode strictly (%ZZ, %ED%A0%80) or
// that carries a control character (%00) is answered 400 here, before anything decodes it —
// Next.js would answer many of these with a 500, pages and API alike.
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "@/lib/errors";
import { urlFault } from "@/lib/http/input-rule";
import { refuse } from "@/lib/http/node-io";

/** True when the request was refused (and answered); the common case costs one indexOf. */
export function refusedUrl(req: IncomingMessage, res: ServerResponse): boolean {
  const fault = urlFault(req.url ?? "/");
  if (!fault) return false;
  refuse(req, res, new AppError("invalid_path", { field: fault.field }, fault));
  return true;
}
