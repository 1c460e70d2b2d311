// One Server-Sent Events stream per viewer. Every message carries its sequence number as the SSE
// id, so a reconnecting EventSource sends Last-Event-ID and gets exactly what it missed. Each hub's
// stream (a draft's: lib/kartomantik/drafts/draft-stream.ts) is an eventStream.
import { SseReply } from "@/lib/http/sse-reply";

const HEARTBEAT_MS = 15_000;

/** A Server-Sent Events answer: `open` subscribes (writing messages with `write`) and returns its
 * unsubscribe; heartbeats keep proxies from closing the stream; the client going away ends it.
 * Shared by every live stream; served by Next.js or the app server's fast lane. */
export function eventStream(open: (write: (text: string) => void, close: () => void) => Promise<() => void>): SseReply {
  return new SseReply(async (sink) => {
    const heartbeat = setInterval(() => sink.write(": heartbeat\n\n"), HEARTBEAT_MS);
    let unsubscribe = () => {};
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    sink.signal.addEventListener("abort", cleanup, { once: true });
    sink.write("retry: 1000\n\n");
    const stop = await open(
      (text) => sink.write(text),
      () => sink.close(),
    );
    if (sink.signal.aborted) stop();
    else unsubscribe = stop;
  });
}
