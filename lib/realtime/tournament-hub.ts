// Fan-out of tournament changes to this instance's SSE streams. Tournament writes go through the
// event's log (lib/events/write.ts), which NOTIFYs on the event channel at commit; for an event
// somebody here watches, the hub reads the public tournament view once and hands it to every
// local subscriber still behind it. Views are whole (a few KB), so a reconnecting client needs no
// backlog: its Last-Event-ID only says whether it is already up to date.
import { EVENT_CHANNEL } from "@/lib/events/write";
import { Hub } from "@/lib/realtime/hub";
import type { SseReply } from "@/lib/http/sse-reply";
import { eventStream } from "@/lib/realtime/sse";
import { tournamentView } from "@/lib/tournament/views";
import type { TournamentView } from "@/lib/tournament/shape";

export interface TournamentSubscriber {
  /** The event version this subscriber has been sent. */
  seq: number;
  deliver(view: TournamentView, json: string): void;
}

class TournamentHub extends Hub<TournamentSubscriber> {
  constructor() {
    super(EVENT_CHANNEL, "tournament");
  }

  get watchedEvents(): number {
    return this.watched;
  }

  protected announced(payload: string) {
    const { eventId, seq } = JSON.parse(payload) as { eventId: string; seq: number };
    return { key: eventId, seq };
  }

  protected async read(eventId: string, subs: Set<TournamentSubscriber>): Promise<void> {
    const view = await tournamentView(eventId);
    if (!view) return;
    const json = JSON.stringify(view);
    for (const sub of subs) {
      if (view.version <= sub.seq) continue;
      sub.seq = view.version;
      sub.deliver(view, json);
    }
  }
}

const holder = globalThis as unknown as { bazaarTournamentHub?: TournamentHub };
export const tournamentHub = (): TournamentHub => (holder.bazaarTournamentHub ??= new TournamentHub());

export const tournamentMessage = (view: TournamentView, json = JSON.stringify(view)) =>
  `id: ${view.version}\nevent: tournament\ndata: ${json}\n\n`;

/** One viewer's stream: the current view first (unless Last-Event-ID is already current), then
 * every change. Before the start it waits and sends the first view when the tournament begins. */
export function tournamentStream(opts: { eventId: string; lastEventId: number | null }): SseReply {
  return eventStream(async ({ write, onEnd }) => {
    const sub: TournamentSubscriber = {
      seq: opts.lastEventId ?? -1,
      deliver: (view, json) => write(tournamentMessage(view, json)),
    };
    onEnd(await tournamentHub().subscribe(opts.eventId, sub));
    const view = await tournamentView(opts.eventId);
    if (view && view.version > sub.seq) {
      sub.seq = view.version;
      sub.deliver(view, JSON.stringify(view));
    }
  });
}
