// Fan-out of engine games to this instance's SSE streams: a NOTIFY on the game channel (sent at
// commit by whichever instance wrote) makes the hub read the game once; each subscriber then
// gets its own projection (lib/games/views.ts). After a dropped LISTEN connection every watched
// game is re-read. Streams resume from Last-Event-ID with the entries they missed.
import type { MatchState, Viewer } from "@/engine/match";
import { db } from "@/lib/db/client";
import { Hub } from "@/lib/realtime/hub";
import { eventStream } from "@/lib/realtime/sse";
import type { SseReply } from "@/lib/http/sse-reply";
import { GAME_CHANNEL } from "@/lib/games/play";
import { gameMessage, type GameEntry } from "@/lib/games/views";

interface Subscriber {
  seq: number;
  viewer: Viewer;
  write(text: string): void;
}

interface Snapshot {
  seq: number;
  status: "running" | "finished";
  state: MatchState;
  entries: GameEntry[];
}

export async function readGame(gameId: string, since: number): Promise<Snapshot | null> {
  const game = await db().engineGame.findUnique({
    where: { id: gameId },
    select: { seq: true, status: true, state: true },
  });
  if (!game) return null;
  const actions = await db().engineAction.findMany({
    where: { gameId, seq: { gt: since, lte: game.seq } },
    orderBy: { seq: "asc" },
    select: { seq: true, actor: true, events: true },
  });
  return {
    seq: game.seq,
    status: game.status as Snapshot["status"],
    state: game.state as unknown as MatchState,
    entries: actions.map((a) => ({ seq: a.seq, actor: a.actor, events: a.events as unknown as GameEntry["events"] })),
  };
}

/** Log entries a fresh stream starts with. */
const RECENT = 40;

const format = (gameId: string, snap: Snapshot, sub: Subscriber) =>
  `id: ${snap.seq}\nevent: game\ndata: ${JSON.stringify(
    gameMessage(
      gameId,
      snap.seq,
      snap.status,
      snap.state,
      snap.entries.filter((e) => e.seq > sub.seq),
      sub.viewer,
    ),
  )}\n\n`;

class GameHub extends Hub<Subscriber> {
  constructor() {
    super(GAME_CHANNEL, "game");
  }

  protected announced(payload: string) {
    const { gameId, seq } = JSON.parse(payload) as { gameId: string; seq: number };
    return { key: gameId, seq };
  }

  protected async read(gameId: string, subs: Set<Subscriber>): Promise<void> {
    const snap = await readGame(gameId, Math.min(...[...subs].map((s) => s.seq)));
    if (!snap) return;
    for (const sub of subs) {
      if (snap.seq <= sub.seq) continue;
      sub.write(format(gameId, snap, sub));
      sub.seq = snap.seq;
    }
  }
}

const holder = globalThis as unknown as { bazaarGameHub?: GameHub };
export const gameHub = (): GameHub => (holder.bazaarGameHub ??= new GameHub());

/** One viewer's stream: the current projection first (with what they missed after Last-Event-ID),
 * then every change. */
export function gameStream(opts: { gameId: string; viewer: Viewer; lastEventId: number | null }): SseReply {
  return eventStream(async (write) => {
    const sub: Subscriber = { seq: opts.lastEventId ?? -1, viewer: opts.viewer, write };
    const unsubscribe = await gameHub().subscribe(opts.gameId, sub);
    // With Last-Event-ID: what was missed. Without: the current view and the latest entries, so a
    // fresh page (a reload, a spectator arriving) shows the recent log too.
    const since = opts.lastEventId ?? Math.max(0, ((await readGame(opts.gameId, 2_147_483_647))?.seq ?? 0) - RECENT);
    const snap = await readGame(opts.gameId, since);
    if (snap && snap.seq > sub.seq) {
      write(format(opts.gameId, snap, sub));
      sub.seq = snap.seq;
    }
    return unsubscribe;
  });
}
