// One Server-Sent Events stream per viewer. Every message carries its sequence number as the SSE
// id, so a reconnecting EventSource sends Last-Event-ID and gets exactly what it missed.
import { SNAPSHOT_ONLY, draftHub, readUpdate, type DraftUpdate, type Subscriber } from "@/lib/realtime/draft-hub";
import { meFor, viewFor } from "@/lib/drafts/views";

const HEARTBEAT_MS = 15_000;

export interface StreamOptions {
  signal: AbortSignal;
  draftId: string;
  /** The Last-Event-ID the client sent, if any. */
  lastEventId: number | null;
  /** Player index for phone viewers (adds their legal actions), null for everyone else. */
  player: number | null;
}

const publicJson = new WeakMap<DraftUpdate, string>();

/** The public part is serialized once per update and shared by every stream; a phone's message
 * adds only its own `me` (seat and legal actions) at the end of the view. */
export function formatMessage(update: DraftUpdate, player: number | null): string {
  let base = publicJson.get(update);
  if (!base) {
    base = JSON.stringify({ entries: update.entries, view: viewFor(update.snapshot, null) });
    publicJson.set(update, base);
  }
  const data = player === null ? base : `${base.slice(0, -2)},"me":${JSON.stringify(meFor(update.snapshot, player))}}}`;
  return `id: ${update.snapshot.seq}\nevent: draft\ndata: ${data}\n\n`;
}

export function draftStream(opts: StreamOptions): Response {
  return eventStream(opts.signal, async (write) => {
    const sub: Subscriber = { seq: opts.lastEventId ?? -1, deliver: (u) => write(formatMessage(u, opts.player)) };
    const unsubscribe = await draftHub().subscribe(opts.draftId, sub);
    // First message: what this client missed (after Last-Event-ID), or just the current view.
    const initial = await readUpdate(opts.draftId, opts.lastEventId ?? SNAPSHOT_ONLY);
    if (initial && initial.snapshot.seq > sub.seq) {
      const update = opts.lastEventId === null ? { entries: [], snapshot: initial.snapshot } : initial;
      sub.seq = initial.snapshot.seq;
      sub.deliver(update);
    }
    return unsubscribe;
  });
}

/** A Server-Sent Events response: `open` subscribes (writing messages with `write`) and returns
 * its unsubscribe; heartbeats keep proxies from closing the stream; the client going away (abort)
 * or a failed write ends it. Shared by the draft and tournament streams. */
export function eventStream(signal: AbortSignal, open: (write: (text: string) => void) => Promise<() => void>): Response {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let live = true;
      let unsubscribe = () => {};
      const write = (text: string) => {
        if (!live) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        if (!live) return;
        live = false;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      signal.addEventListener("abort", cleanup, { once: true });
      write("retry: 1000\n\n");
      const stop = await open(write);
      if (live) unsubscribe = stop;
      else stop();
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
