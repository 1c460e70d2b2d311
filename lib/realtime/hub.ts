// What every realtime hub of an instance shares: subscribers per watched key (a draft, an event, a
// game), one registration on the shared LISTEN connection, and reads that coalesce — while a read
// for a key runs, further requests for it make exactly one more read afterwards. After a dropped
// LISTEN connection every watched key is re-read (backfill). Each hub says how to read and deliver.
import { listener } from "@/lib/realtime/listener";
import { backgroundError, backgroundOk } from "@/lib/db/outage";

export interface Seen {
  /** The highest sequence this subscriber has been sent. */
  seq: number;
}

export abstract class Hub<S extends Seen> {
  protected readonly subscribers = new Map<string, Set<S>>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();

  protected constructor(
    private readonly channel: string,
    private readonly label: string,
  ) {}

  /** The watched key and sequence a NOTIFY payload announces, or null to ignore it. */
  protected abstract announced(payload: string): { key: string; seq: number } | null;

  /** Reads the key once and delivers to the subscribers still behind. */
  protected abstract read(key: string, subs: Set<S>): Promise<void>;

  /** The LISTEN connection came back: what a hub remembers of the announcements may be behind. */
  protected resynced(): void {}

  /** This hub's one handler on the shared LISTEN connection (registered once: see listener.listen). */
  private readonly handler = {
    notify: (payload: string) => {
      const news = this.announced(payload);
      const subs = news && this.subscribers.get(news.key);
      if (news && subs && [...subs].some((s) => s.seq < news.seq)) this.refresh(news.key);
    },
    resync: () => {
      this.resynced();
      for (const key of this.subscribers.keys()) this.refresh(key);
    },
  };

  async subscribe(key: string, sub: S): Promise<() => void> {
    await listener().listen(this.channel, this.handler);
    let set = this.subscribers.get(key);
    if (!set) this.subscribers.set(key, (set = new Set()));
    set.add(sub);
    // Idempotent: a later call (the set already emptied, dropped and perhaps replaced by a newer
    // subscriber's) must not drop the key's current set.
    return () => {
      if (!set!.delete(sub)) return;
      if (set!.size === 0 && this.subscribers.get(key) === set) this.subscribers.delete(key);
    };
  }

  /** How many keys this instance watches now. */
  get watched(): number {
    return this.subscribers.size;
  }

  /** Re-read and deliver; concurrent requests for one key coalesce into one more read. */
  refresh(key: string): void {
    if (this.reading.has(key)) {
      this.dirty.add(key);
      return;
    }
    const subs = this.subscribers.get(key);
    const run = (subs?.size ? this.read(key, subs) : Promise.resolve())
      .then(backgroundOk, (err) => backgroundError(`${this.label} hub reading ${key}`, err))
      .finally(() => {
        this.reading.delete(key);
        if (this.dirty.delete(key)) this.refresh(key);
      });
    this.reading.set(key, run);
  }

  /** Whether a read for this key is running now. */
  protected isReading(key: string): boolean {
    return this.reading.has(key);
  }
}
