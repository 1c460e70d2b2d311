// What the SSE clients received, against what was sent: latencies (bids sent after the warm-up),
// lost, duplicated and out-of-order entries, and the slow deliveries' send times. The same for the
// app and for the bare server.
import type { SseClient } from "./sse";

/** A delivery slower than this counts as slow; slow ones are grouped by the 100-ms window of their send. */
export const SLOW_MS = 10;

export interface Delivery {
  latencies: number[];
  /** Send times (ms) of the measured deliveries slower than SLOW_MS. */
  slowSentAt: number[];
  afterAnswer: number[];
  lost: number;
  duplicated: number;
  outOfOrder: number;
  reconnects: number;
  expected: number;
  messages: number;
  dataBytes: number;
  clientErrors: string[];
}

/** One channel: its clients and, per accepted seq, when it was sent (and answered, and what it was). */
export interface SentGroup {
  sentAt: Map<number, number>;
  answeredAt?: Map<number, number>;
  kindOf?: Map<number, string>;
  clients: SseClient[];
}

/** Lost/duplicated over every accepted seq; latencies over bids (when the kinds are known) sent
 * at or after `measureFrom` (the end of the warm-up) and before `measureTo`. */
export function deliveries(groups: SentGroup[], measureFrom: number, measureTo = Infinity): Delivery {
  const out: Delivery = {
    latencies: [],
    slowSentAt: [],
    afterAnswer: [],
    lost: 0,
    duplicated: 0,
    outOfOrder: 0,
    reconnects: 0,
    expected: 0,
    messages: 0,
    dataBytes: 0,
    clientErrors: [],
  };
  for (const g of groups) {
    for (const client of g.clients) {
      out.duplicated += client.duplicates;
      out.outOfOrder += client.outOfOrder;
      out.reconnects += client.reconnects;
      out.messages += client.messages;
      out.dataBytes += client.dataBytes;
      out.clientErrors.push(...client.errors);
      for (const [seq, sent] of g.sentAt) {
        if (client.firstSeq !== null && seq <= client.firstSeq) continue;
        out.expected++;
        const at = client.received.get(seq);
        if (at === undefined) {
          out.lost++;
          continue;
        }
        if ((g.kindOf && g.kindOf.get(seq) !== "bid") || sent < measureFrom || sent >= measureTo) continue;
        out.latencies.push(at - sent);
        if (at - sent > SLOW_MS) out.slowSentAt.push(sent);
        const answered = g.answeredAt?.get(seq);
        if (answered !== undefined) out.afterAnswer.push(at - answered);
      }
    }
  }
  return out;
}

/** Waits (at most timeoutMs) until every client has seen its channel's last sent seq. */
export async function grace(groups: SentGroup[], timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  const missing = () =>
    groups.some((g) => {
      const last = Math.max(-1, ...g.sentAt.keys());
      return g.clients.some((c) => c.maxSeq < last);
    });
  while (missing() && performance.now() < until) await new Promise((r) => setTimeout(r, 25));
}

/** The distinct 100-ms windows in which slow deliveries were sent. */
export const slowWindows = (d: Delivery): number => new Set(d.slowSentAt.map((t) => Math.floor(t / 100))).size;
