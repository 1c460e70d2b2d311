// Fan-out of Incantesium challenges to this instance's SSE streams, as lib/games/hub.ts does for
// Kartomantik games: a NOTIFY on the channel (sent at commit) makes the hub read the challenge once;
// each subscriber gets its own projection (views.ts). Streams resume from Last-Event-ID.
import type { GameEvent, GameState } from "@/engine/incantesium";
import { db } from "@/lib/db/client";
import { Hub } from "@/lib/realtime/hub";
import { eventStream } from "@/lib/realtime/sse";
import type { SseReply } from "@/lib/http/sse-reply";
import { INC_CHANNEL } from "@/lib/incantesium/play";
import { incMessage, type IncLogEntry, type IncViewer } from "@/lib/incantesium/views";

interface Subscriber {
  seq: number;
  viewer: IncViewer;
  write(text: string): void;
}

interface Snapshot {
  seq: number;
  status: "running" | "finished";
  state: GameState;
  entries: IncLogEntry[];
}

export async function readIncGame(gameId: string, since: number): Promise<Snapshot | null> {
  const game = await db().incGame.findUnique({
    where: { id: gameId },
    select: { seq: true, status: true, state: true },
  });
  if (!game) return null;
  const actions = await db().incAction.findMany({
    where: { gameId, seq: { gt: since, lte: game.seq } },
    orderBy: { seq: "asc" },
    select: { seq: true, actor: true, events: true },
  });
  return {
    seq: game.seq,
    status: game.status as Snapshot["status"],
    state: game.state as unknown as GameState,
    entries: actions.map((a) => ({ seq: a.seq, actor: a.actor, events: a.events as unknown as GameEvent[] })),
  };
}

/** Log entries a fresh stream starts with. */
const RECENT = 40;

const format = (gameId: string, snap: Snapshot, sub: Subscriber) =>
  `id: ${snap.seq}\nevent: game\ndata: ${JSON.stringify(
    incMessage(
      gameId,
      snap.seq,
      snap.status,
      snap.state,
      snap.entries.filter((e) => e.seq > sub.seq),
      sub.viewer,
    ),
  )}\n\n`;

class IncHub extends Hub<Subscriber> {
  constructor() {
    super(INC_CHANNEL, "incantesium");
  }

  protected announced(payload: string) {
    const { gameId, seq } = JSON.parse(payload) as { gameId: string; seq: number };
    return { key: gameId, seq };
  }

  protected async read(gameId: string, subs: Set<Subscriber>): Promise<void> {
    const snap = await readIncGame(gameId, Math.min(...[...subs].map((s) => s.seq)));
    if (!snap) return;
    for (const sub of subs) {
      if (snap.seq <= sub.seq) continue;
      sub.write(format(gameId, snap, sub));
      sub.seq = snap.seq;
    }
  }
}

const holder = globalThis as unknown as { bazaarIncHub?: IncHub };
export const incHub = (): IncHub => (holder.bazaarIncHub ??= new IncHub());

/** One viewer's stream: the current projection first (with what was missed), then every change. */
export function incStream(opts: { gameId: string; viewer: IncViewer; lastEventId: number | null }): SseReply {
  return eventStream(async (write) => {
    const sub: Subscriber = { seq: opts.lastEventId ?? -1, viewer: opts.viewer, write };
    const unsubscribe = await incHub().subscribe(opts.gameId, sub);
    const since = opts.lastEventId ?? Math.max(0, ((await readIncGame(opts.gameId, 2_147_483_647))?.seq ?? 0) - RECENT);
    const snap = await readIncGame(opts.gameId, since);
    if (snap && snap.seq > sub.seq) {
      write(format(opts.gameId, snap, sub));
      sub.seq = snap.seq;
    }
    return unsubscribe;
  });
}
