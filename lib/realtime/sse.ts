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
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const sub: Subscriber = { seq: opts.lastEventId ?? -1, deliver: (u) => write(formatMessage(u, opts.player)) };
      const unsubscribe = await draftHub().subscribe(opts.draftId, sub);
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      opts.signal.addEventListener("abort", cleanup, { once: true });
      write("retry: 1000\n\n");
      // First message: what this client missed (after Last-Event-ID), or just the current view.
      const initial = await readUpdate(opts.draftId, opts.lastEventId ?? SNAPSHOT_ONLY);
      if (initial && initial.snapshot.seq > sub.seq) {
        const update = opts.lastEventId === null ? { entries: [], snapshot: initial.snapshot } : initial;
        sub.seq = initial.snapshot.seq;
        sub.deliver(update);
      }
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
