// Which seats have a phone watching the draft or a game, and which phones lost their seat. Every open
// phone stream of this instance is listed here; every PRESENCE_MS one statement marks their seats as
// seen (Seat.lastSeenAt, shown on the organizer's seat list) — but only where the seat still
// belongs to that phone's device. A stream whose seat moved to another phone (or was removed) is
// told so and closed: its page then says why, instead of offering buttons that can only fail — and
// a game's stream stops carrying that seat's hand. The seat's move is announced on the event's
// channel by whichever instance wrote it: the event's watched seats are checked at once, not at the
// next sweep (seconds during which the old phone would still be sent the seat's private view).
import { pool } from "@/lib/db/pool";
import { backgroundError, backgroundOk } from "@/lib/db/outage";
import { EVENT_CHANNEL } from "@/lib/events/write";
import { listener } from "@/lib/realtime/listener";

export const PRESENCE_MS = 15_000;

/** A phone counts as there if it was seen within a little more than two sweeps. */
export function seenLately(lastSeenAt: Date | null, now = Date.now()): boolean {
  return !!lastSeenAt && now - lastSeenAt.getTime() < 2.5 * PRESENCE_MS;
}

/** A phone's hold on its seat, as its stream was opened. */
export interface HeldSeat {
  eventId: string;
  id: string;
  deviceKeyHash: string;
}

interface Watcher extends HeldSeat {
  lost: () => void;
}

/** Sent to a game page whose seat went to another device, just before its stream closes. */
export const seatLostMessage = (eventId: string) => `event: seat\ndata: ${JSON.stringify({ lost: true, eventId })}\n\n`;

class Presence {
  private readonly watchers = new Set<Watcher>();
  private timer: NodeJS.Timeout | null = null;

  /** Until the returned function is called, `lost` runs once if the seat stops being this device's. */
  watch(seat: HeldSeat, lost: () => void): () => void {
    const watcher: Watcher = { ...seat, lost };
    this.watchers.add(watcher);
    this.timer ??= setInterval(
      () => void this.sweep().then(backgroundOk, (err) => backgroundError("presence sweep", err)),
      PRESENCE_MS,
    );
    this.timer.unref?.();
    // Registered once per instance; a seat's move announced before this resolves is caught by the sweep.
    void listener()
      .listen(EVENT_CHANNEL, this.seatChanges)
      .catch((err) => backgroundError("presence listening", err));
    return () => {
      this.watchers.delete(watcher);
      if (this.watchers.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** A seat of an event moved or was removed (by this instance or another): that event's streams are checked now.
   * After a lost LISTEN connection every stream is (a move may have been announced meanwhile). */
  private readonly seatChanges = {
    notify: (payload: string) => {
      const { eventId, type } = JSON.parse(payload) as { eventId: string; type?: string };
      if (!type?.startsWith("seat.")) return;
      const affected = (w: Watcher) => w.eventId === eventId;
      if ([...this.watchers].some(affected))
        void this.sweep(affected).then(backgroundOk, (err) => backgroundError("presence check", err));
    },
    resync: () => void this.sweep().then(backgroundOk, (err) => backgroundError("presence sweep", err)),
  };

  /** One statement for every watched stream of this instance; exported for tests. */
  async sweep(which: (w: Watcher) => boolean = () => true): Promise<void> {
    const list = [...this.watchers].filter(which);
    if (list.length === 0) return;
    const { rows } = await pool().query<{ id: string; hash: string }>(
      `UPDATE "Seat" s SET "lastSeenAt" = now()
       FROM unnest($1::text[], $2::text[]) AS t(id, hash)
       WHERE s.id = t.id AND s."deviceKeyHash" = t.hash
       RETURNING s.id, s."deviceKeyHash" AS hash`,
      [list.map((w) => w.id), list.map((w) => w.deviceKeyHash)],
    );
    const held = new Set(rows.map((r) => `${r.id} ${r.hash}`));
    for (const w of list) {
      if (held.has(`${w.id} ${w.deviceKeyHash}`) || !this.watchers.has(w)) continue;
      this.watchers.delete(w);
      w.lost();
    }
  }
}

const holder = globalThis as unknown as { bazaarPresence?: Presence };
export const presence = (): Presence => (holder.bazaarPresence ??= new Presence());
