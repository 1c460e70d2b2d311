// A request's id: in the log lines, the X-Request-Id answer header and every 5xx body, so a user's
// report ("Request id: …") finds its lines. A reverse proxy the operator trusts (TRUSTED_PROXY) may
// bring its own, so the proxy's log and ours share it; anyone else's is ignored.
import { randomBytes } from "node:crypto";
import { fromTrustedProxy } from "@/lib/http/client";

export const REQUEST_ID_HEADER = "x-request-id";
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export const newRequestId = (): string => randomBytes(12).toString("base64url");

/** The trusted proxy's id for this request, or a new one. `trusted`: TRUSTED_PROXY. */
export function requestIdOf(header: (name: string) => string | null, trusted?: string[]): string {
  const given = header(REQUEST_ID_HEADER);
  return given && WELL_FORMED.test(given) && fromTrustedProxy(header, trusted) ? given : newRequestId();
}
