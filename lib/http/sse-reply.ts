// A Server-Sent Events answer, independent of the server that sends it: route handlers return
// an SseReply; the Next.js wrapper turns it into a streamed Response, the app server's fast
// lane writes it straight to the socket. Either way the handler's code is the same.
import { backgroundError } from "@/lib/db/outage";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

export interface SseSink {
  /** Sends text as is (already formatted as SSE lines); ignored once closed. */
  write(text: string): void;
  /** Ends the stream from the server side. */
  close(): void;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
}

export class SseReply {
  constructor(readonly open: (sink: SseSink) => Promise<void>) {}
}

export const SSE_HEADERS: Record<string, string> = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
};

/** The web-standard form (Next.js route handlers). A stream that fails once open is logged with
 * its route and ended (its client reconnects); the failure never escapes as a rejection. */
export function sseResponse(
  reply: SseReply,
  requestSignal: AbortSignal,
  route = "stream",
  headers: Record<string, string> = {},
): Response {
  const encoder = new TextEncoder();
  const ended = new AbortController();
  const stopped = AbortSignal.any([requestSignal, ended.signal]);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const close = () => {
        if (!open) return;
        open = false;
        ended.abort();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      stopped.addEventListener("abort", close, { once: true });
      const sink: SseSink = {
        signal: stopped,
        close,
        write(text) {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            close();
          }
        },
      };
      try {
        await reply.open(sink);
      } catch (err) {
        // The database going away mid-stream is an outage, logged as one (lib/db/outage.ts).
        if (isDatabaseUnavailable(err)) backgroundError(route, err);
        else console.error(`[bazaar] unexpected error in ${route}:`, err);
        close();
      }
    },
    cancel() {
      ended.abort();
    },
  });
  return new Response(stream, { headers: { ...SSE_HEADERS, ...headers } });
}
