// Who sent a request, as far as we can believe the headers. Our app server (lib/http/proxy.ts)
// appends the address of whoever connected to it to X-Forwarded-For, so the last entry is the
// peer; anything before it was written by the client — unless the peer is a reverse proxy the
// operator named in TRUSTED_PROXY, whose entries (and X-Forwarded-Host/Proto) are then believed.
import { env } from "@/lib/env";

type Header = (name: string) => string | null;

const normalize = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

function forwardedChain(header: Header): string[] {
  return (header("x-forwarded-for") ?? "").split(",").map(normalize).filter(Boolean);
}

/** The client's address: the peer, or, walking back through trusted proxies, the first hop that is not one. */
export function clientAddress(header: Header, trusted: string[] = env().TRUSTED_PROXY): string {
  const chain = forwardedChain(header);
  let i = chain.length - 1;
  while (i > 0 && trusted.includes(chain[i]!)) i--;
  return chain[i] ?? "unknown";
}

/** Whether the request reached us through a proxy the operator trusts. */
export function fromTrustedProxy(header: Header, trusted: string[] = env().TRUSTED_PROXY): boolean {
  const peer = forwardedChain(header).at(-1);
  return !!peer && trusted.includes(peer);
}

/** The host and scheme the browser used: the Host header, or the trusted proxy's X-Forwarded-*. */
export function requestHost(header: Header): { host: string; proto: string } {
  const trusted = fromTrustedProxy(header);
  const first = (v: string | null) => v?.split(",")[0]?.trim() || null;
  const host = (trusted && first(header("x-forwarded-host"))) || header("host") || "localhost:3000";
  const proto = (trusted && first(header("x-forwarded-proto"))) || "http";
  return { host, proto };
}
