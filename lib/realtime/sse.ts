// One Server-Sent Events stream per viewer. Every message carries its sequence number as the SSE
// id, so a reconnecting EventSource sends Last-Event-ID and gets exactly what it missed. Each hub's
// stream (a draft's: lib/kartomantik/drafts/draft-stream.ts) is an eventStream.
import { SseReply } from "@/lib/http/sse-reply";

const HEARTBEAT_MS = 15_000;

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
 * with `onEnd`; heartbeats keep proxies from closing the stream; the client going away ends it.
 * Shared by every live stream; served by Next.js or the app server's fast lane. */
export function eventStream(open: (stream: LiveStream) => Promise<void>): SseReply {
  return new SseReply(async (sink) => {
    const undo: (() => void)[] = [];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      for (const fn of undo.splice(0)) fn();
    };
    const heartbeat = setInterval(() => sink.write(": heartbeat\n\n"), HEARTBEAT_MS);
    undo.push(() => clearInterval(heartbeat));
    sink.signal.addEventListener("abort", end, { once: true });
    if (sink.signal.aborted) end();
    sink.write("retry: 1000\n\n");
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
