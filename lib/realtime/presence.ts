// Which seats have a phone watching the draft, and which phones lost their seat. Every open phone
// stream of this instance is listed here; every PRESENCE_MS one statement marks their seats as
// seen (Seat.lastSeenAt, shown on the organizer's seat list) — but only where the seat still
// belongs to that phone's device. A stream whose seat moved to another phone (or was removed) is
// told so and closed: its page then says why, instead of offering buttons that can only fail.
import { pool } from "@/lib/db/pool";
import { backgroundError, backgroundOk } from "@/lib/db/outage";

export const PRESENCE_MS = 15_000;

/** A phone counts as there if it was seen within a little more than two sweeps. */
export function seenLately(lastSeenAt: Date | null, now = Date.now()): boolean {
  return !!lastSeenAt && now - lastSeenAt.getTime() < 2.5 * PRESENCE_MS;
}

interface Watcher {
  seatId: string;
  deviceKeyHash: string;
  lost: () => void;
}

class Presence {
  private readonly watchers = new Set<Watcher>();
  private timer: NodeJS.Timeout | null = null;

  /** Until the returned function is called, `lost` runs once if the seat stops being this device's. */
  watch(seatId: string, deviceKeyHash: string, lost: () => void): () => void {
    const watcher: Watcher = { seatId, deviceKeyHash, lost };
    this.watchers.add(watcher);
    this.timer ??= setInterval(
      () => void this.sweep().then(backgroundOk, (err) => backgroundError("presence sweep", err)),
      PRESENCE_MS,
    );
    this.timer.unref?.();
    return () => {
      this.watchers.delete(watcher);
      if (this.watchers.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** One statement for every watched stream of this instance; exported for tests. */
  async sweep(): Promise<void> {
    const list = [...this.watchers];
    if (list.length === 0) return;
    const { rows } = await pool().query<{ id: string; hash: string }>(
      `UPDATE "Seat" s SET "lastSeenAt" = now()
       FROM unnest($1::text[], $2::text[]) AS t(id, hash)
       WHERE s.id = t.id AND s."deviceKeyHash" = t.hash
       RETURNING s.id, s."deviceKeyHash" AS hash`,
      [list.map((w) => w.seatId), list.map((w) => w.deviceKeyHash)],
    );
    const held = new Set(rows.map((r) => `${r.id} ${r.hash}`));
    for (const w of list) {
      if (held.has(`${w.seatId} ${w.deviceKeyHash}`) || !this.watchers.has(w)) continue;
      this.watchers.delete(w);
      w.lost();
    }
  }
}

const holder = globalThis as unknown as { bazaarPresence?: Presence };
export const presence = (): Presence => (holder.bazaarPresence ??= new Presence());
