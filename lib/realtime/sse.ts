// One Server-Sent Events stream per viewer. Every message carries its sequence number as the SSE
// id, so a reconnecting EventSource sends Last-Event-ID and gets exactly what it missed.
import { SseReply } from "@/lib/http/sse-reply";
import { SNAPSHOT_ONLY, draftHub, readUpdate, type DraftUpdate, type Subscriber } from "@/lib/realtime/draft-hub";
import { meFor, viewFor } from "@/lib/kartomantik/drafts/views";
import { presence } from "@/lib/realtime/presence";

const HEARTBEAT_MS = 15_000;

export interface StreamOptions {
  draftId: string;
  /** The Last-Event-ID the client sent, if any. */
  lastEventId: number | null;
  /** Player index for phone viewers (adds their legal actions), null for everyone else. */
  player: number | null;
  /** Phone viewers: the seat and device it was opened for (lib/realtime/presence.ts). */
  seat?: { id: string; deviceKeyHash: string };
}

/** Sent to a phone whose seat went to another device, just before its stream closes. */
export const SEAT_LOST = `event: seat\ndata: {"lost":true}\n\n`;

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

export function draftStream(opts: StreamOptions): SseReply {
  return eventStream(async (write, close) => {
    const sub: Subscriber = { seq: opts.lastEventId ?? -1, deliver: (u) => write(formatMessage(u, opts.player)) };
    const unsubscribe = await draftHub().subscribe(opts.draftId, sub);
    const unwatch = opts.seat
      ? presence().watch(opts.seat.id, opts.seat.deviceKeyHash, () => {
          write(SEAT_LOST);
          close();
        })
      : () => {};
    // First message: what this client missed (after Last-Event-ID), or just the current view.
    const initial = await readUpdate(opts.draftId, opts.lastEventId ?? SNAPSHOT_ONLY);
    if (initial && initial.snapshot.seq > sub.seq) {
      const update = opts.lastEventId === null ? { entries: [], snapshot: initial.snapshot } : initial;
      sub.seq = initial.snapshot.seq;
      sub.deliver(update);
    }
    return () => {
      unwatch();
      unsubscribe();
    };
  });
}

/** A Server-Sent Events answer: `open` subscribes (writing messages with `write`) and returns its
 * unsubscribe; heartbeats keep proxies from closing the stream; the client going away ends it.
 * Shared by the draft and tournament streams; served by Next.js or the app server's fast lane. */
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
