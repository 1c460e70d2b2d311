// Fan-out of draft changes to this instance's SSE streams. Every instance LISTENs on one
// Postgres connection (lib/realtime/listener.ts, shared with the tournament hub); a NOTIFY (sent
// after the commit by whichever instance wrote, lib/realtime/notifier.ts) makes the hub read the
// new log entries and the state once, then hand them to every local subscriber. After a dropped
// LISTEN connection is reopened, every watched draft is re-read, so nothing committed meanwhile is
// missed; and a sweep every few seconds compares the watched drafts with the database, for an
// announcement that never came (its writer died between commit and NOTIFY). A page waiting for an event's
// draft to start (a phone's seat, the projector's join screen) watches the key startKey(eventId): the start's
// announcement (seq 1) names the event, and the waiting streams are told at once (draft-stream.ts).
import { PG_INT_MAX } from "@/lib/db/int";
import { pool } from "@/lib/db/pool";
import { backgroundError, backgroundOk } from "@/lib/db/outage";
import { Hub } from "@/lib/realtime/hub";
import { DRAFT_CHANNEL, type DraftStatus, type LogEntry } from "@/lib/kartomantik/drafts/log";
import { instanceId } from "@/lib/realtime/instance";
import { replayTail, type TailEntry } from "@/lib/kartomantik/drafts/snapshots";
import { RECENT_ENTRIES, type DraftSnapshot } from "@/lib/kartomantik/drafts/views";

export interface DraftUpdate {
  entries: LogEntry[];
  snapshot: DraftSnapshot;
}

export interface Subscriber {
  /** Highest seq this subscriber has been sent. */
  seq: number;
  /** Opened without Last-Event-ID and sent nothing yet: its first message is the view alone (the page came with the
   * recent log). */
  fresh?: boolean;
  deliver(update: DraftUpdate): void;
}

export { LISTENER_NAME } from "@/lib/realtime/listener";

/** How often the watched drafts are compared with the database. */
export const SWEEP_MS = 3_000;

const START = "start:";
/** The key of the streams waiting for this event's draft to start; their update is the draft's first view. */
export const startKey = (eventId: string) => `${START}${eventId}`;

class DraftHub extends Hub<Subscriber> {
  private sweeper: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super(DRAFT_CHANNEL, "draft");
  }

  override async subscribe(key: string, sub: Subscriber): Promise<() => void> {
    this.sweeper ??= setInterval(
      () => void this.sweep().then(backgroundOk, (err) => backgroundError("draft hub sweep", err)),
      SWEEP_MS,
    );
    this.sweeper.unref?.();
    return super.subscribe(key, sub);
  }

  /** Re-reads every watched draft the database is ahead of, and every awaited start that happened (one
   * query for all of them). */
  async sweep(): Promise<void> {
    const keys = [...this.subscribers.keys()];
    if (keys.length === 0) return;
    const ids = keys.filter((k) => !k.startsWith(START));
    const events = keys.filter((k) => k.startsWith(START)).map((k) => k.slice(START.length));
    const { rows } = await pool("reads").query<{ key: string; seq: number }>(
      `SELECT id AS key, seq FROM "Draft" WHERE id = ANY($1)
       UNION ALL SELECT $3 || "eventId", seq FROM "Draft" WHERE "eventId" = ANY($2)`,
      [ids, events, START],
    );
    for (const { key, seq } of rows) {
      const subs = this.subscribers.get(key);
      if (subs && [...subs].some((s) => s.seq < seq)) this.refresh(key);
    }
  }

  /** An event's draft started (its seq 1 committed, announced by this instance or another): the streams
   * waiting for it are told. */
  started(eventId: string): void {
    if (this.subscribers.get(startKey(eventId))?.size) this.refresh(startKey(eventId));
  }

  get watchedDrafts(): number {
    return this.watched;
  }

  protected announced(payload: string) {
    const { draftId, eventId, seq, delivered } = JSON.parse(payload) as {
      draftId: string;
      eventId: string;
      seq: number;
      delivered?: string;
    };
    if (seq === 1) this.started(eventId);
    // Our own write, handed to our streams by published() (which reads the log itself when it
    // cannot hand it over directly): reading it again would only cost.
    return delivered === instanceId() ? null : { key: draftId, seq };
  }

  /** Called by the writer after commit: when every local subscriber is exactly one behind, hand
   * them the entry directly (no read); otherwise fall back to reading the log. */
  published(draftId: string, seq: number, local: { entry: LogEntry; snapshot: DraftSnapshot } | null): void {
    const subs = this.subscribers.get(draftId);
    if (!subs?.size) return;
    if (!local || this.isReading(draftId) || ![...subs].every((s) => s.seq === seq - 1)) {
      this.refresh(draftId);
      return;
    }
    const update = { entries: [local.entry], snapshot: local.snapshot };
    for (const sub of subs) {
      sub.deliver(update);
      sub.seq = seq;
    }
  }

  protected async read(key: string, subs: Set<Subscriber>): Promise<void> {
    // A fresh subscriber wants no entries: it must not make the read fetch the whole log.
    const since = Math.min(SNAPSHOT_ONLY, ...[...subs].flatMap((s) => (s.fresh ? [] : [s.seq])));
    // A stream resumed from far back (Last-Event-ID: 0, one request) gets the entries a page keeps, not the whole log.
    const update = key.startsWith(START)
      ? await readStart(key.slice(START.length))
      : await readUpdate(key, since, RECENT_ENTRIES);
    if (!update) return;
    for (const sub of subs) {
      if (update.snapshot.seq <= sub.seq) continue;
      const entries = sub.fresh ? [] : update.entries.filter((e) => e.seq > sub.seq);
      sub.fresh = false;
      sub.deliver({ entries, snapshot: update.snapshot });
      sub.seq = update.snapshot.seq;
    }
  }
}

/** Pass as `since` to read only the snapshot (no entries): the largest Postgres integer. */
export const SNAPSHOT_ONLY = PG_INT_MAX;

/** Entries after `since` (the last `catchUp` of them at most) and the state they lead to, read in one consistent
 * statement: the stored snapshot with the entries after it replayed (lib/kartomantik/drafts/snapshots.ts). */
export async function readUpdate(
  draftId: string,
  since: number,
  catchUp: number = PG_INT_MAX,
): Promise<DraftUpdate | null> {
  const { rows } = await pool("reads").query<{
    seq: number;
    status: DraftStatus;
    state: DraftSnapshot["state"];
    stateSeq: number;
    clockDeadline: Date | null;
    bots: number[];
    entries: (LogEntry & { payload: TailEntry["payload"] | null })[];
  }>(
    `SELECT d.seq, d.status, d.state, d."stateSeq", d."clockDeadline", COALESCE(d."botSeats", '{}') AS bots,
       COALESCE((SELECT json_agg(json_build_object('seq', a.seq, 'kind', a.kind, 'actor', a.actor, 'events', a.events, 'undoneBy', a."undoneBy",
                   'payload', CASE WHEN a.seq > d."stateSeq" THEN a.payload END) ORDER BY a.seq)
                 FROM "DraftAction" a WHERE a."draftId" = d.id AND a.seq > LEAST(GREATEST($2, d.seq - $3), d."stateSeq") AND a.seq <= d.seq), '[]'::json) AS entries
     FROM "Draft" d WHERE d.id = $1`,
    [draftId, since, catchUp],
  );
  const row = rows[0];
  if (!row) return null;
  const tail = row.entries
    .filter((e) => e.seq > row.stateSeq)
    .map((e) => ({ seq: e.seq, kind: e.kind, payload: e.payload! }));
  const state = replayTail(row.state, row.stateSeq, row.seq, tail);
  const from = Math.max(since, row.seq - catchUp);
  const entries = row.entries.filter((e) => e.seq > from).map(({ payload: _payload, ...entry }) => entry);
  return {
    entries,
    snapshot: { seq: row.seq, status: row.status, clockDeadline: row.clockDeadline, state, bots: row.bots },
  };
}

/** The first view of the event's draft, once it has started (null before). */
async function readStart(eventId: string): Promise<DraftUpdate | null> {
  const { rows } = await pool("reads").query<{ id: string }>(`SELECT id FROM "Draft" WHERE "eventId" = $1`, [eventId]);
  const update = rows[0] ? await readUpdate(rows[0].id, SNAPSHOT_ONLY) : null;
  return update && { entries: [], snapshot: update.snapshot };
}

const holder = globalThis as unknown as { bazaarDraftHub?: DraftHub };
export const draftHub = (): DraftHub => (holder.bazaarDraftHub ??= new DraftHub());
