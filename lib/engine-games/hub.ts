// Fan-out of one kind of engine game to this instance's SSE streams (a Kartomantik game, an
// Incantesium challenge, a contract game: lib/kartomantik/games/hub.ts, lib/incantesium/hub.ts):
// a NOTIFY on the kind's channel (sent at commit by whichever instance wrote) makes the hub get the
// game once at the announced seq: from this instance's copy when it is there (a write of this
// instance: its commit tells the hub, lib/engine-games/state-cache.ts), else by reading the row's
// head and the entries after the copy (lib/engine-games/rules.ts loadGame). Each viewer's message is
// built once per delivery: the subscribers with the same viewer and the same last seq share its
// text. After a dropped LISTEN connection every watched game is read again. Streams resume from
// Last-Event-ID with the entries they missed.
import { db } from "@/lib/db/client";
import { Hub } from "@/lib/realtime/hub";
import { eventStream } from "@/lib/realtime/sse";
import { presence, seatLostMessage, type HeldSeat } from "@/lib/realtime/presence";
import type { SseReply } from "@/lib/http/sse-reply";
import type { GameKind, GameViewer } from "@/lib/engine-games/kind";
import { loadGame, type GameRow, type GameRules } from "@/lib/engine-games/rules";
import type { LogSince } from "@/lib/engine-games/state";
import { gameStates, type GameStates, type KnownGame, type LogEntry } from "@/lib/engine-games/state-cache";
import { spans } from "@/lib/perf/spans";
import { NO_UNDO, undoView, type UndoTail } from "@/lib/engine-games/undo-log";
import type { RunStatus } from "@/lib/states";

export type { LogEntry } from "@/lib/engine-games/state-cache";

export interface Snapshot<S, Ev> {
  seq: number;
  status: RunStatus;
  state: S;
  entries: LogEntry<Ev>[];
  /** Engine seat → the bot playing it ("" for a person): public, a seat may be handed to the bot mid-game. */
  bots: string[];
  /** The log since its last engine action, as far as taking it back goes. */
  undo: UndoTail;
}

/** What a hub of one kind needs beyond its rules: the projection each viewer is sent. */
export interface HubOf<R extends GameRow<S>, S, A, Ev, Sh = never> {
  rules: GameRules<R, S, A, Ev>;
  /** Where this instance keeps its one hub of the kind (globalThis survives Next's module reloads). */
  holder: string;
  message(
    gameId: string,
    seq: number,
    status: Snapshot<S, Ev>["status"],
    state: S,
    entries: LogEntry<Ev>[],
    viewer: GameViewer,
    bots: string[],
    /** From `shared` for a state read for several subscribers, else undefined. */
    shared: Sh | undefined,
  ): unknown;
  /** What every viewer's message of one state shares (the engine's per-card views): computed once per state read,
   * handed to `message` for each viewer. */
  shared?(state: S): Sh;
  /** This instance's copy of the games (a test passes another). */
  states?: GameStates;
}

/** One viewer's stream of a game: a player's with the seat its device held when it opened. */
export interface StreamOpts {
  gameId: string;
  viewer: GameViewer;
  seat?: HeldSeat | null;
  lastEventId: number | null;
}

interface Subscriber {
  seq: number;
  /** Opened without Last-Event-ID and sent nothing yet: its first message carries the recent entries only, whichever
   * read sends it — its own first read, or the hub's on an announcement that came between its subscribing and that. */
  fresh?: boolean;
  viewer: GameViewer;
  write(text: string): void;
}

/** Log entries a fresh stream starts with. */
const RECENT = 40;
/** The `since` of a fresh stream's first message at `seq`: its RECENT last entries. */
const recentSince = (seq: number) => Math.max(0, seq - RECENT);
/** Log entries a resumed stream catches up at most: as many as a page keeps (GamePhone's 60, the most). A stream
 * resumed from further back — `Last-Event-ID: 0`, one unauthenticated request for a spectator — gets the latest
 * ones with the whole current view, not the game's whole log read and filtered for it. */
export const CATCH_UP = 60;
/** Where a stream resumed after `seen` starts at `seq`. */
const catchUpSince = (seen: number, seq: number) => Math.max(seen, seq - CATCH_UP);

const runStatus = (status: string): RunStatus => status as RunStatus;

/** The snapshot from the copy when it is at `fresh` or later and still holds the entries after `since`. */
function fromCopy<S, Ev>(known: KnownGame<S, Ev> | undefined, since: number, fresh: number): Snapshot<S, Ev> | null {
  if (!known || known.seq < fresh) return null;
  const first = known.recent[0]?.seq ?? known.seq + 1;
  if (since < known.seq && first > since + 1) return null;
  return {
    seq: known.seq,
    status: runStatus(known.status),
    state: known.state,
    entries: known.recent.filter((e) => e.seq > since),
    bots: known.bots,
    undo: known.undo ?? NO_UNDO,
  };
}

/** The hub, its read and its per-viewer stream for one kind of engine game. */
export function engineGameHub<R extends GameRow<S>, S, A, Ev, Sh = never>(of: HubOf<R, S, A, Ev, Sh>) {
  const kind: GameKind = of.rules.kind;
  const states = () => of.states ?? gameStates();

  /** The game at the database's seq with its entries after `since` (a function of that seq when the reader does not
   * know it yet), or null. */
  async function read(gameId: string, since: LogSince): Promise<Snapshot<S, Ev> | null> {
    const found = await loadGame(db(), of.rules, gameId, { states: states(), logSince: since });
    if (!found) return null;
    const { row, entries } = found;
    const after = typeof since === "number" ? since : since(row.seq);
    const log = entries.filter((e) => e.seq > after);
    return {
      seq: row.seq,
      status: runStatus(row.status),
      state: row.state,
      entries: log,
      bots: row.bots,
      undo: row.undo ?? NO_UNDO,
    };
  }

  // Where the engine allows taking back an action: what this viewer may ask or answer (its expiry is in it).
  const undoOf = (snap: Snapshot<S, Ev>, viewer: GameViewer) =>
    of.rules.undo ? { undo: undoView(snap.undo, viewer, snap.bots, snap.status === "running", Date.now()) } : {};

  /** A viewer's message of `snap` with the entries after `since`. */
  const format = (gameId: string, snap: Snapshot<S, Ev>, since: number, viewer: GameViewer, shared: Sh | undefined) =>
    `id: ${snap.seq}\nevent: game\ndata: ${JSON.stringify({
      ...(of.message(
        gameId,
        snap.seq,
        snap.status,
        snap.state,
        snap.entries.filter((e) => e.seq > since),
        viewer,
        snap.bots,
        shared,
      ) as object),
      ...undoOf(snap, viewer),
    })}\n\n`;

  class GameHub extends Hub<Subscriber> {
    /** Game → the newest seq announced or committed here. */
    private readonly latest = new Map<string, number>();

    constructor() {
      super(kind.channel, kind.label);
      // A write of this instance ended: deliver from the copy (its NOTIFY may have come first and waited).
      states().listen((gameId) => {
        const subs = this.subscribers.get(gameId);
        if (!subs) return;
        const seq = Math.max(this.latest.get(gameId) ?? -1, states().get(gameId)?.seq ?? -1);
        this.latest.set(gameId, seq);
        if ([...subs].some((s) => s.seq < seq)) this.refresh(gameId);
      });
    }

    protected announced(payload: string) {
      const { gameId, seq } = JSON.parse(payload) as { gameId: string; seq: number };
      // Only games watched here: every instance hears every game's NOTIFY, and the map must not grow with them.
      if (!this.subscribers.has(gameId)) this.latest.delete(gameId);
      else if (seq > (this.latest.get(gameId) ?? -1)) this.latest.set(gameId, seq);
      return { key: gameId, seq };
    }

    /** Whether this hub keeps an announced seq for the game (only for games watched here). */
    tracks(gameId: string): boolean {
      return this.latest.has(gameId);
    }

    protected resynced(): void {
      // What was announced meanwhile is unknown: every game is read from the database.
      this.latest.clear();
    }

    protected async read(gameId: string, subs: Set<Subscriber>): Promise<void> {
      const announced = this.latest.get(gameId);
      // This instance is committing that seq: its end tells the hub (above).
      if (announced !== undefined && states().isWriting(gameId, announced)) return;
      // A fresh page wants the recent entries, not the whole log since the game began (its seq is -1): those before
      // the game's seq, which a first read learns with the row.
      let behind = Number.MAX_SAFE_INTEGER;
      let fresh = false;
      for (const s of subs) {
        if (s.fresh) fresh = true;
        else if (s.seq < behind) behind = s.seq;
      }
      const since = (seq: number) => {
        const resumed = catchUpSince(behind, seq);
        return fresh ? Math.min(resumed, recentSince(seq)) : resumed;
      };
      let t = spans.mark();
      const snap =
        (announced === undefined ? null : fromCopy(states().get<S, Ev>(gameId), since(announced), announced)) ??
        (await read(gameId, since));
      t = spans.span("hub load", t);
      if (!snap) return;
      if (announced === undefined || snap.seq > announced) this.latest.set(gameId, snap.seq);
      let shared: Sh | undefined;
      const texts = new Map<string, string>();
      for (const sub of subs) {
        if (snap.seq <= sub.seq) continue;
        const from = sub.fresh ? recentSince(snap.seq) : catchUpSince(sub.seq, snap.seq);
        const key = `${sub.viewer}:${from}`;
        let text = texts.get(key);
        if (text === undefined) {
          if (shared === undefined && of.shared) {
            shared = of.shared(snap.state);
            t = spans.span("hub shared", t);
          }
          text = format(gameId, snap, from, sub.viewer, shared);
          t = spans.span("hub view", t);
          texts.set(key, text);
        }
        sub.write(text);
        sub.seq = snap.seq;
        sub.fresh = false;
      }
    }
  }

  const holder = globalThis as unknown as Record<string, GameHub | undefined>;
  const hub = (): GameHub => (holder[of.holder] ??= new GameHub());

  /** One viewer's stream: the current projection first (with what they missed after Last-Event-ID, or the latest
   * entries for a fresh page: a reload, a spectator arriving), then every change. Its first message comes from the
   * hub's read, like every other: one reader per game, whose delivery rule is the only one. */
  function stream(opts: StreamOpts): SseReply {
    return eventStream(async ({ write, close, onEnd }) => {
      const sub: Subscriber = {
        seq: opts.lastEventId ?? -1,
        fresh: opts.lastEventId === null,
        viewer: opts.viewer,
        write,
      };
      onEnd(await hub().subscribe(opts.gameId, sub));
      // A player's stream carries its seat's hand: it ends as soon as the seat is another device's.
      const seat = opts.seat;
      if (seat)
        onEnd(
          presence().watch(seat, () => {
            write(seatLostMessage(seat.eventId));
            close();
          }),
        );
      hub().refresh(opts.gameId);
    });
  }

  return { read, hub, stream };
}
