// What every realtime hub of an instance shares: subscribers per watched key (a draft, an event, a
// game), one registration on the shared LISTEN connection, and reads that coalesce — while a read
// for a key runs, further requests for it make exactly one more read afterwards. After a dropped
// LISTEN connection every watched key is re-read (backfill). Each hub says how to read and deliver.
import { listener } from "@/lib/realtime/listener";
import { backgroundError, backgroundOk } from "@/lib/db/outage";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

export interface Seen {
  /** The highest sequence this subscriber has been sent. */
  seq: number;
}

/** The first retry of a failed read, doubled at each further failure up to the last. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 8_000;

export abstract class Hub<S extends Seen> {
  protected readonly subscribers = new Map<string, Set<S>>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();
  /** Failed reads in a row per key, and the retry waiting for each. */
  private readonly failures = new Map<string, number>();
  private readonly retries = new Map<string, ReturnType<typeof setTimeout>>();

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

  /** Re-read and deliver; concurrent requests for one key coalesce into one more read. A read serves
   * the subscribers there when it began — what it fetches is chosen for them (a page that joins
   * meanwhile, behind them, would get a view without the entries it missed): one that joins
   * meanwhile is served by the read its own refresh asks for. A read that fails for the database (away
   * or saturated) is tried again after a while, however many announcements come or not: its
   * subscribers would otherwise wait for the next change, a game's for its next move — which may be
   * theirs to make, on a screen that never showed them the last one. */
  refresh(key: string): void {
    if (this.reading.has(key)) {
      this.dirty.add(key);
      return;
    }
    const subs = this.subscribers.get(key);
    const run = (subs?.size ? this.read(key, new Set(subs)) : Promise.resolve())
      .then(
        () => {
          this.failures.delete(key);
          backgroundOk();
        },
        (err) => {
          backgroundError(`${this.label} hub reading ${key}`, err);
          // A fault of the database passes; another error (a bug, a corrupted game) would only repeat itself.
          if (isDatabaseUnavailable(err)) this.retryLater(key);
        },
      )
      .finally(() => {
        this.reading.delete(key);
        if (this.dirty.delete(key)) this.refresh(key);
      });
    this.reading.set(key, run);
  }

  private retryLater(key: string): void {
    const failed = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, failed);
    if (this.retries.has(key)) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failed - 1));
    const timer = setTimeout(() => {
      this.retries.delete(key);
      if (this.subscribers.has(key)) this.refresh(key);
      else this.failures.delete(key);
    }, delay);
    timer.unref?.();
    this.retries.set(key, timer);
  }

  /** Whether a read for this key is running now. */
  protected isReading(key: string): boolean {
    return this.reading.has(key);
  }
}
