// The running challenges pushed live: the projector's list of an event's challenges
// and a mage's own match challenge, over SSE instead of polling. Every move NOTIFYs the Incantesium
// channel at commit with the challenge's event (lib/engine-games/act.ts), from whichever instance
// wrote; each instance's hub, keyed by event, then reads the event's summaries once and sends them
// to its subscribers still behind. A challenge opened or finished moves the same way (its first and
// last entries notify). After a dropped LISTEN connection every watched event is re-read
// (lib/realtime/hub.ts). A summary is whole (a few hundred bytes), so every stream starts with the
// current one: a reconnecting client is up to date by its first message.
import { db } from "@/lib/db/client";
import type { SseReply } from "@/lib/http/sse-reply";
import { INC_CHANNEL } from "@/lib/incantesium/kind";
import { incEventNames, matchChallenge, runningList, runningVersion } from "@/lib/incantesium/running";
import { backgroundError } from "@/lib/db/outage";
import { Hub } from "@/lib/realtime/hub";
import { eventStream } from "@/lib/realtime/sse";

export interface RunningSubscriber {
  /** The version last sent: the event's (runningVersion) for the list, the challenge's seq for a match. */
  seq: number;
  /** null: the event's running challenges (the projector); else this match's challenge. */
  matchId: string | null;
  write(text: string): void;
}

const message = (id: number, data: unknown) => `id: ${id}\nevent: running\ndata: ${JSON.stringify(data)}\n\n`;

/** Sends each subscriber the summary it watches if newer than what it was sent. The version is read
 * before the summaries: a move committed in between makes the summary newer, never older, than its id.
 * Who is behind is decided again once the summaries are read: a stream's first read and a hub's read may
 * run at once for one subscriber, and the slower one must neither repeat the other's message nor send an
 * older one after it. Exported for tests. */
export async function deliverRunning(eventId: string, subs: Iterable<RunningSubscriber>): Promise<void> {
  const all = [...subs];
  const names = await incEventNames(eventId);
  const version = await runningVersion(eventId);
  const lists = (s: RunningSubscriber) => s.matchId === null && s.seq < version;
  if (all.some(lists)) {
    const text = message(version, await runningList(eventId, names));
    for (const sub of all.filter(lists)) {
      sub.seq = version;
      sub.write(text);
    }
  }
  for (const matchId of new Set(all.flatMap((s) => (s.matchId === null ? [] : [s.matchId])))) {
    const challenge = await matchChallenge(matchId, names);
    const seq = challenge?.seq ?? 0;
    const text = message(seq, { challenge });
    for (const sub of all)
      if (sub.matchId === matchId && sub.seq < seq) {
        sub.seq = seq;
        sub.write(text);
      }
  }
}

class RunningHub extends Hub<RunningSubscriber> {
  constructor() {
    super(INC_CHANNEL, "incantesium running");
  }

  protected announced(payload: string) {
    const { gameId, eventId } = JSON.parse(payload) as { gameId: string; eventId?: string };
    // The summaries' version is the event's, not the game's: any announcement may be news.
    if (eventId) return { key: eventId, seq: Number.MAX_SAFE_INTEGER };
    // An announcement without its event (an instance of an older release): look it up.
    db()
      .incGame.findUnique({ where: { id: gameId }, select: { eventId: true } })
      .then((g) => g && this.subscribers.has(g.eventId) && this.refresh(g.eventId))
      .catch((err: unknown) => backgroundError("incantesium running hub looking up a challenge", err));
    return null;
  }

  protected read(eventId: string, subs: Set<RunningSubscriber>): Promise<void> {
    return deliverRunning(eventId, subs);
  }
}

const holder = globalThis as unknown as { bazaarIncRunningHub?: RunningHub };
export const runningHub = (): RunningHub => (holder.bazaarIncRunningHub ??= new RunningHub());

/** One stream: the current summary first, then every change. `matchId` null: the event's running
 * challenges (public); else that match's challenge (its seats only: the route authorizes). */
export function runningStream(opts: { eventId: string; matchId: string | null }): SseReply {
  return eventStream(async ({ write, onEnd }) => {
    const sub: RunningSubscriber = { seq: -1, matchId: opts.matchId, write };
    onEnd(await runningHub().subscribe(opts.eventId, sub));
    await deliverRunning(opts.eventId, [sub]);
  });
}
