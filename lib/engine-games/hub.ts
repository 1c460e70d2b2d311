// Fan-out of one kind of engine game to this instance's SSE streams (a Kartomantik game, an
// Incantesium challenge: lib/kartomantik/games/hub.ts, lib/incantesium/hub.ts): a NOTIFY on the kind's channel
// (sent at commit by whichever instance wrote) makes the hub read the game once; each subscriber
// then gets its own projection (the kind's message). After a dropped LISTEN connection every
// watched game is re-read. Streams resume from Last-Event-ID with the entries they missed.
import { db } from "@/lib/db/client";
import { spans } from "@/lib/perf/spans";
import { Hub } from "@/lib/realtime/hub";
import { eventStream } from "@/lib/realtime/sse";
import type { SseReply } from "@/lib/http/sse-reply";
import type { GameKind, GameViewer } from "@/lib/engine-games/kind";
import type { RunStatus } from "@/lib/states";

export interface LogEntry<Ev> {
  seq: number;
  actor: string;
  events: Ev[];
}

export interface Snapshot<S, Ev> {
  seq: number;
  status: RunStatus;
  state: S;
  entries: LogEntry<Ev>[];
  /** Engine seat → the bot playing it ("" for a person): public, a seat may be handed to the bot mid-game. */
  bots: string[];
}

/** What a hub of one kind needs beyond the kind: the projection each viewer is sent. */
export interface HubOf<S, Ev, Sh = never> {
  kind: GameKind;
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
   * handed to `message` for each subscriber. */
  shared?(state: S): Sh;
}

interface Subscriber {
  seq: number;
  viewer: GameViewer;
  write(text: string): void;
}

/** Log entries a fresh stream starts with. */
const RECENT = 40;

/** The hub, its read and its per-viewer stream for one kind of engine game. */
export function engineGameHub<S, Ev, Sh = never>(of: HubOf<S, Ev, Sh>) {
  /** The game's row and its entries after `since` (none past the row's seq), or null. */
  async function read(gameId: string, since: number): Promise<Snapshot<S, Ev> | null> {
    const game = await of.kind.snapshots(db()).findUnique({
      where: { id: gameId },
      select: { seq: true, status: true, state: true, bots: true },
    });
    if (!game) return null;
    const actions = await of.kind.actions(db()).findMany({
      where: { gameId, seq: { gt: since, lte: game.seq } },
      orderBy: { seq: "asc" },
      select: { seq: true, actor: true, events: true },
    });
    return {
      seq: game.seq,
      status: game.status as Snapshot<S, Ev>["status"],
      state: game.state as S,
      entries: actions.map((a) => ({ seq: a.seq, actor: a.actor, events: a.events as Ev[] })),
      bots: game.bots,
    };
  }

  const format = (gameId: string, snap: Snapshot<S, Ev>, sub: Subscriber, shared: Sh | undefined) =>
    `id: ${snap.seq}\nevent: game\ndata: ${JSON.stringify(
      of.message(
        gameId,
        snap.seq,
        snap.status,
        snap.state,
        snap.entries.filter((e) => e.seq > sub.seq),
        sub.viewer,
        snap.bots,
        shared,
      ),
    )}\n\n`;

  class GameHub extends Hub<Subscriber> {
    constructor() {
      super(of.kind.channel, of.kind.label);
    }

    protected announced(payload: string) {
      const { gameId, seq } = JSON.parse(payload) as { gameId: string; seq: number };
      return { key: gameId, seq };
    }

    protected async read(gameId: string, subs: Set<Subscriber>): Promise<void> {
      let t = spans.mark();
      const snap = await read(gameId, Math.min(...[...subs].map((s) => s.seq)));
      t = spans.span("hub load", t);
      if (!snap) return;
      const shared = of.shared?.(snap.state);
      t = spans.span("hub shared", t);
      for (const sub of subs) {
        if (snap.seq <= sub.seq) continue;
        const text = format(gameId, snap, sub, shared);
        t = spans.span("hub view", t);
        sub.write(text);
        sub.seq = snap.seq;
        t = spans.mark();
      }
    }
  }

  const holder = globalThis as unknown as Record<string, GameHub | undefined>;
  const hub = (): GameHub => (holder[of.holder] ??= new GameHub());

  /** One viewer's stream: the current projection first (with what they missed after Last-Event-ID),
   * then every change. */
  function stream(opts: { gameId: string; viewer: GameViewer; lastEventId: number | null }): SseReply {
    return eventStream(async (write) => {
      const sub: Subscriber = { seq: opts.lastEventId ?? -1, viewer: opts.viewer, write };
      const unsubscribe = await hub().subscribe(opts.gameId, sub);
      // With Last-Event-ID: what was missed. Without: the current view and the latest entries, so a
      // fresh page (a reload, a spectator arriving) shows the recent log too.
      const since = opts.lastEventId ?? Math.max(0, ((await read(opts.gameId, 2_147_483_647))?.seq ?? 0) - RECENT);
      const snap = await read(opts.gameId, since);
      if (snap && snap.seq > sub.seq) {
        write(format(opts.gameId, snap, sub, undefined));
        sub.seq = snap.seq;
      }
      return unsubscribe;
    });
  }

  return { read, hub, stream };
}
