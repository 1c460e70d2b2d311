// Announces committed draft writes to every app instance (Postgres NOTIFY), after the commit, on a
// connection of its own. Why not pg_notify inside the write: Postgres serializes the commits of all
// transactions that notified (a database-wide lock held through the commit's WAL flush), so bids
// in flight waited for one another's disk flush instead of sharing one (bench:draft at 1,250
// actions/s: "Lock:object" was the top wait event, ahead of the WAL write itself). A transaction
// that only notifies carries no data: it commits with synchronous_commit=off and holds that lock
// for microseconds, and announcements queued meanwhile go out together in one statement.
// What this gives up: a writer that dies between its commit and its announcement. The draft hub's
// sweep (lib/kartomantik/drafts/draft-hub.ts) compares watched drafts with the database every few seconds,
// so such a write reaches other instances' streams late, never not at all.
// A bid the writer has already handed to its own streams is announced up to DEFER_MS later, with
// the others of those milliseconds: each notifying statement wakes this connection's backend, every
// listening backend and every instance's listener, and at 1,300 bids/s that was a tenth of the
// machine's CPU (bench:draft, Postgres backends 34–36 % → 27–28 % of a core).
import pg from "pg";
import { env } from "@/lib/env";
import { CONNECT_TIMEOUT_MS } from "@/lib/db/connect-timeout";
import { answerWithin, destroySocket } from "@/lib/db/silent";

export const NOTIFIER_NAME = "bazaar-notifier";
const BATCH = 500;
/** How long an announcement that only other instances need may wait for company (see notify). */
export const DEFER_MS = 10;
/** How long a batch's statement may wait for its answer before its connection counts as lost: a connection that went
 * silent (a network cut: no FIN, no RST) would otherwise hold every later announcement until TCP gives up, a quarter
 * of an hour. Sent twice at worst, an announcement is harmless: the hubs compare sequences. */
const SEND_ANSWER_MS = 3_000;
/** Pauses before each new try of a batch that could not be sent (about 5 s in all). */
const RETRY_MS = [0, 100, 200, 400, 800, 1_600, 2_000] as const;

interface Announcement {
  channel: string;
  payload: string;
}

export class Notifier {
  private client: Promise<pg.Client> | null = null;
  private readonly queue: Announcement[] = [];
  private sending = false;
  private timer: NodeJS.Timeout | null = null;
  private urgent = false;
  /** Failed sends in a row (the next pause is RETRY_MS[failures]). */
  private failures = 0;

  constructor(private readonly deferMs = DEFER_MS) {}

  /** Queues an announcement of something already committed; never throws. `deferrable`: only
   * other instances need it (this one delivered already), so it may wait DEFER_MS for company. */
  notify(channel: string, payload: string, deferrable = false): void {
    this.queue.push({ channel, payload });
    if (!deferrable) this.urgent = true;
    this.kick();
  }

  private kick(): void {
    if (this.sending || !this.queue.length) return;
    if (this.urgent || this.deferMs <= 0) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      void this.drain();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      if (!this.sending) void this.drain();
    }, this.deferMs);
  }

  /** Resolves once everything queued so far has been sent (or given up on). */
  async flushed(): Promise<void> {
    while (this.sending || this.queue.length) await new Promise((r) => setTimeout(r, 2));
  }

  private connection(): Promise<pg.Client> {
    this.client ??= (async () => {
      const client = new pg.Client({
        connectionString: env().DATABASE_URL,
        application_name: NOTIFIER_NAME,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      client.on("error", () => this.drop(client));
      client.on("end", () => this.drop(client));
      await client.connect();
      // Safe here only: these transactions announce data that is already durable.
      await client.query("SET synchronous_commit = off");
      return client;
    })();
    const attempt = this.client;
    attempt.catch(() => {
      if (this.client === attempt) this.client = null;
    });
    return attempt;
  }

  private drop(client: pg.Client): void {
    // this.client may be a connection attempt that failed: its rejection is handled here too.
    this.client?.then(
      (current) => {
        if (current === client) this.client = null;
      },
      () => {},
    );
    client.end().catch(() => {});
  }

  private async send(batch: Announcement[]): Promise<void> {
    const client = await this.connection();
    const query = client.query({
      name: "notify-batch",
      text: `SELECT pg_notify(c, p) FROM unnest($1::text[], $2::text[]) AS t(c, p)`,
      values: [batch.map((a) => a.channel), batch.map((a) => a.payload)],
    });
    await answerWithin(query, SEND_ANSWER_MS, "from the announcing connection", () => {
      this.drop(client);
      destroySocket(client);
    });
  }

  private async drain(): Promise<void> {
    this.sending = true;
    this.urgent = false;
    const batch = this.queue.splice(0, BATCH);
    let pause = 0;
    try {
      await this.send(batch);
      this.failures = 0;
    } catch (err) {
      // A dropped connection or a database that is away: a new connection after a pause that
      // grows (RETRY_MS, about 5 s in all); after that the hubs' sweep covers these writes.
      this.client = null;
      if (this.failures < RETRY_MS.length) {
        pause = RETRY_MS[this.failures++]!;
        this.queue.unshift(...batch);
      } else {
        this.failures = 0;
        console.error(
          `realtime: ${batch.length} announcement(s) not sent (${(err as Error).message}); the hubs' sweep will pick the writes up`,
        );
      }
    } finally {
      this.sending = pause > 0;
      if (pause > 0)
        setTimeout(() => {
          this.sending = false;
          this.kick();
        }, pause).unref?.();
      else this.kick();
    }
  }

  async close(): Promise<void> {
    await this.flushed();
    const client = await this.client?.catch(() => null);
    this.client = null;
    await client?.end().catch(() => {});
  }
}

const holder = globalThis as unknown as { bazaarNotifier?: Notifier };
export const notifier = (): Notifier => (holder.bazaarNotifier ??= new Notifier());
