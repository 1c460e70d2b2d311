// A draft's live stream, one per viewer (lib/realtime/sse.ts eventStream): what the viewer missed, then
// every change the draft hub (lib/kartomantik/drafts/draft-hub.ts) hands over, each message with its
// sequence number as the SSE id.
import {
  SNAPSHOT_ONLY,
  draftHub,
  readUpdate,
  startKey,
  type DraftUpdate,
  type Subscriber,
} from "@/lib/kartomantik/drafts/draft-hub";
import { meFor, viewFor } from "@/lib/kartomantik/drafts/views";
import { entriesFor, hasPrivate } from "@/lib/kartomantik/drafts/proxy-privacy";
import { draftIdOf } from "@/lib/kartomantik/drafts/access";
import type { SseReply } from "@/lib/http/sse-reply";
import { presence, seatLostMessage, type HeldSeat } from "@/lib/realtime/presence";
import { eventStream } from "@/lib/realtime/sse";

export interface StreamOptions {
  draftId: string;
  /** The Last-Event-ID the client sent, if any. */
  lastEventId: number | null;
  /** Player index for phone viewers (adds their legal actions), null for everyone else. */
  player: number | null;
  /** Phone viewers: the seat and device it was opened for (lib/realtime/presence.ts). */
  seat?: HeldSeat;
}

const publicJson = new WeakMap<DraftUpdate, { json: string; mixed: boolean }>();

/** The public part is serialized once per update and shared by every stream; a phone's message
 * adds only its own `me` (seat, legal actions, own proxy) at the end of the view. Entries with a
 * proxy's private part are filtered for each viewer (proxy-privacy.ts). */
export function formatMessage(update: DraftUpdate, player: number | null): string {
  let base = publicJson.get(update);
  if (!base) {
    const json = JSON.stringify({ entries: entriesFor(update.entries, null), view: viewFor(update.snapshot, null) });
    base = { json, mixed: update.entries.some(hasPrivate) };
    publicJson.set(update, base);
  }
  let json = base.json;
  if (player !== null && base.mixed)
    json = JSON.stringify({ entries: entriesFor(update.entries, player), view: viewFor(update.snapshot, null) });
  const data = player === null ? json : `${json.slice(0, -2)},"me":${JSON.stringify(meFor(update.snapshot, player))}}}`;
  return `id: ${update.snapshot.seq}\nevent: draft\ndata: ${data}\n\n`;
}

export function draftStream(opts: StreamOptions): SseReply {
  return eventStream(async ({ write, close, onEnd }) => {
    const sub: Subscriber = {
      seq: opts.lastEventId ?? -1,
      fresh: opts.lastEventId === null,
      deliver: (u) => write(formatMessage(u, opts.player)),
    };
    onEnd(await draftHub().subscribe(opts.draftId, sub));
    const seat = opts.seat;
    if (seat)
      onEnd(
        presence().watch(seat, () => {
          write(seatLostMessage(seat.eventId));
          close();
        }),
      );
    // The first message comes from the hub's read, like every other: what this client missed after Last-Event-ID, or
    // the view alone. One reader per draft, so no read of the stream's own can race the hub's (a page then got the
    // same message twice, or a newer view without the log lines before it).
    draftHub().refresh(opts.draftId);
  });
}

/** Sent once to a page waiting for the draft, when it has started (the page then renders the draft). */
export const STARTED = (seq: number) => `id: ${seq}\nevent: started\ndata: {"seq":${seq}}\n\n`;

/** A page waiting for the event's draft to start (a seat's, the projector's join screen, a second console):
 * told once, as soon as the start is committed (the hub's start key), or at once if it already was. The
 * stream then stays open, quiet, until the page leaves. */
export function draftStartStream(eventId: string): SseReply {
  return eventStream(async ({ write, onEnd }) => {
    let told = false;
    let unsubscribe = () => {};
    const tell = (seq: number) => {
      if (told) return;
      told = true;
      write(STARTED(seq));
      unsubscribe();
    };
    const sub: Subscriber = { seq: -1, deliver: (u) => tell(u.snapshot.seq) };
    unsubscribe = await draftHub().subscribe(startKey(eventId), sub);
    onEnd(unsubscribe);
    // Started before this stream subscribed: no announcement will come.
    const draft = await draftIdOf(eventId);
    if (draft) {
      const initial = await readUpdate(draft, SNAPSHOT_ONLY);
      if (initial) tell(initial.snapshot.seq);
    }
  });
}
