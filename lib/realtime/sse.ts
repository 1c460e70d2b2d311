// One Server-Sent Events stream per viewer. Every message carries its sequence number as the SSE
// id, so a reconnecting EventSource sends Last-Event-ID and gets exactly what it missed. Each hub's
// stream (a draft's: lib/kartomantik/drafts/draft-stream.ts) is an eventStream.
import { env } from "@/lib/env";
import { SseReply } from "@/lib/http/sse-reply";
import { HEARTBEAT_MS, pingText } from "@/lib/realtime/heartbeat";

export interface LiveStream {
  /** Sends SSE text as is; ignored once the stream has ended. */
  write(text: string): void;
  /** Ends the stream from the server side. */
  close(): void;
  /** Runs `fn` once when the stream ends — the client leaving, `close`, or `open` failing — or at
   * once if it already has. Register each subscription as soon as it is made, before awaiting
   * anything that may fail (a read while the database is away): one registered only after a
   * failure would never be released, and its hub would keep writing into a dead stream. */
  onEnd(fn: () => void): void;
}

/** A Server-Sent Events answer: `open` subscribes, writing messages and registering what to undo
 * with `onEnd`; heartbeats (a `ping` event the page sees: lib/realtime/heartbeat.ts) keep proxies from closing the
 * stream and tell the page it is alive; the client going away ends it.
 * Shared by every live stream; served by Next.js or the app server's fast lane. `heartbeatMs`:
 * BAZAAR_SSE_HEARTBEAT_MS's by default. */
export function eventStream(
  open: (stream: LiveStream) => Promise<void>,
  heartbeatMs: number = env().BAZAAR_SSE_HEARTBEAT_MS ?? HEARTBEAT_MS,
): SseReply {
  return new SseReply(async (sink) => {
    const undo: (() => void)[] = [];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      for (const fn of undo.splice(0)) fn();
    };
    const ping = pingText(heartbeatMs);
    const heartbeat = setInterval(() => sink.write(ping), heartbeatMs);
    undo.push(() => clearInterval(heartbeat));
    sink.signal.addEventListener("abort", end, { once: true });
    if (sink.signal.aborted) end();
    // The first ping at once: the page knows the heartbeat (and that the stream is alive) before any message.
    sink.write("retry: 1000\n\n");
    sink.write(ping);
    try {
      await open({
        write: (text) => sink.write(text),
        close: () => sink.close(),
        onEnd: (fn) => (ended ? fn() : void undo.push(fn)),
      });
    } catch (err) {
      // The transport answers the failure and closes; not every transport aborts the signal then.
      end();
      throw err;
    }
  });
}
