// One LISTEN connection per instance, shared by every realtime hub (drafts, tournaments). A
// NOTIFY on a channel is handed to each of that channel's handlers (two hubs may share a channel:
// an Incantesium move feeds its game's streams and its event's running challenges). A dropped connection is noticed
// (error/end events and a periodic probe) and reopened, and every handler's resync runs, so a hub
// backfills whatever was committed while nobody was listening. A connection that went silent (a network cut to a
// PostgreSQL on another host: no FIN, no RST, and a statement waits for TCP to give up, a quarter of an hour) is
// noticed too: a probe left unanswered for PROBE_ANSWER_MS counts as a lost connection.
import pg from "pg";
import { env } from "@/lib/env";
import { CONNECT_TIMEOUT_MS } from "@/lib/db/connect-timeout";
import { answerWithin, destroySocket } from "@/lib/db/silent";
import { noteNotifyLag } from "@/lib/realtime/notify-lag";

export const LISTENER_NAME = "bazaar-listener";
const PROBE_MS = 5_000;
/** How long the probe's answer may take before the connection counts as lost (a round trip takes a millisecond). */
const PROBE_ANSWER_MS = 3_000;
/** The longest pause between tries to reopen a lost connection: streams are whole again within
 * about a second of the database's return. */
const MAX_RETRY_MS = 1_000;

export interface ChannelHandler {
  notify(payload: string): void;
  /** After a reconnect: re-read everything watched (notifications may have been missed). */
  resync(): void;
}

class Listener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly handlers = new Map<string, Set<ChannelHandler>>();
  private probe: ReturnType<typeof setInterval> | undefined;
  /** Statements on the listening connection run one at a time (pg deprecates overlapping ones). */
  private queue: Promise<unknown> = Promise.resolve();

  private run(client: pg.Client, sql: string): Promise<unknown> {
    const next = this.queue.then(() => client.query(sql));
    this.queue = next.catch(() => {});
    return next;
  }

  /** The probe: SELECT 1, failing when no answer came within PROBE_ANSWER_MS. */
  private probeOnce(client: pg.Client): Promise<unknown> {
    return answerWithin(this.run(client, "SELECT 1"), PROBE_ANSWER_MS, "to the probe");
  }

  /** Registers a handler of a channel (idempotent per handler) and makes sure it is listened to. */
  async listen(channel: string, handler: ChannelHandler): Promise<void> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const known = this.handlers.has(channel);
    if (!known) this.handlers.set(channel, new Set());
    this.handlers.get(channel)!.add(handler);
    if (this.connecting) await this.connecting;
    if (this.client) {
      if (!known) await this.run(this.client, `LISTEN ${channel}`);
      return;
    }
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    await this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: env().DATABASE_URL,
      keepAlive: true,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on("notification", (msg) => {
      if (msg.payload) noteNotifyLag(msg.channel, msg.payload);
      if (msg.payload) for (const handler of this.handlers.get(msg.channel) ?? []) handler.notify(msg.payload);
    });
    const lost = () => this.reconnect(client);
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await this.run(client, `LISTEN ${channel}`);
    } catch (err) {
      client.removeAllListeners("end");
      client.end().catch(() => {});
      throw err;
    }
    this.client = client;
    this.probe ??= setInterval(() => {
      const client = this.client;
      if (client) this.probeOnce(client).catch(() => this.reconnect(client));
    }, PROBE_MS);
    this.probe.unref?.();
  }

  private reconnect(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    // Statements still waiting on the lost connection (a probe without an answer) must not hold the next one's.
    this.queue = Promise.resolve();
    client.removeAllListeners("end");
    client.end().catch(() => {});
    destroySocket(client);
    const retry = (delay: number) =>
      setTimeout(() => {
        // A subscriber may have reconnected meanwhile: then only the backfill is left to do.
        const ready = this.client
          ? Promise.resolve()
          : (this.connecting ??= this.connect().finally(() => (this.connecting = null)));
        ready
          .then(() => {
            for (const set of this.handlers.values()) for (const handler of set) handler.resync();
          })
          .catch(() => retry(Math.min(delay * 2, MAX_RETRY_MS)));
      }, delay);
    retry(100);
  }
}

const holder = globalThis as unknown as { bazaarListener?: Listener };
export const listener = (): Listener => (holder.bazaarListener ??= new Listener());
