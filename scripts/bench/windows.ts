// bench:draft's measured window, repeated --repeats times back to back: per repeat the latency,
// the round trip and the accepted bids/s, and the app server's own split of its time per request
// (lib/perf/spans.ts, on in the app the bench starts: BAZAAR_BENCH_SPANS=1), with the GC pauses and
// the event loop's delay in that repeat. The spread between repeats tells a steady server from a
// lucky run.
import type { SpanReport } from "@/lib/perf/spans";
import { NEXT_SPANS_PATH, SPANS_PATH } from "@/lib/perf/spans-route";
import { deliveries, type SentGroup } from "./delivery";
import type { HttpClient } from "./http";
import { sleep } from "./setup";
import { summarize, type Summary } from "./stats";

export interface Window {
  from: number;
  to: number;
  latency: Summary;
  roundTrip: Summary;
  /** Accepted bids (or, in a run without kinds, actions) per second. */
  bidsPerSecond: number;
  /** The app server's spans over the repeat (its fast lane's process); null when it did not answer them. */
  server: SpanReport | null;
  /** The same from the Next.js process (the routes the fast lane passes on, e.g. the engine games'). */
  next?: SpanReport | null;
}

type Bound = { from: number; to: number; server: SpanReport | null; next: SpanReport | null };

async function readSpans(http: HttpClient, path: string): Promise<SpanReport | null> {
  const res = await http.request("GET", path).catch(() => null);
  return res?.status === 200 ? (res.json as SpanReport) : null;
}

/** From `from`, R windows of `seconds` each: resets the server's spans at each start, reads them
 * at each end. Returns the windows' bounds and server reports (the deliveries are read later). */
export async function timeWindows(http: HttpClient, from: number, seconds: number, repeats: number) {
  const out: Bound[] = [];
  await sleep(Math.max(0, from - performance.now()));
  for (let i = 0; i < repeats; i++) {
    const start = from + i * seconds * 1000;
    for (const path of [SPANS_PATH, NEXT_SPANS_PATH]) await http.request("POST", path).catch(() => null);
    await sleep(Math.max(0, start + seconds * 1000 - performance.now()));
    const server = await readSpans(http, SPANS_PATH);
    out.push({ from: start, to: start + seconds * 1000, server, next: await readSpans(http, NEXT_SPANS_PATH) });
  }
  return out;
}

/** Each window's client-side figures: the actions sent in it (deliveries, round trips, and per second
 * those that are counted: a draft's bids; a channel without kinds counts every action). */
export function measureWindows(groups: (SentGroup & { answeredAt: Map<number, number> })[], bounds: Bound[]): Window[] {
  return bounds.map(({ from, to, server, next }) => {
    const delivery = deliveries(groups, from, to);
    const roundTrips: number[] = [];
    let bids = 0;
    for (const g of groups)
      for (const [seq, sent] of g.sentAt) {
        if (sent < from || sent >= to) continue;
        const answered = g.answeredAt.get(seq);
        if (answered !== undefined) roundTrips.push(answered - sent);
        if (!g.kindOf || g.kindOf.get(seq) === "bid") bids++;
      }
    return {
      from,
      to,
      latency: summarize(delivery.latencies),
      roundTrip: summarize(roundTrips),
      bidsPerSecond: bids / ((to - from) / 1000),
      server,
      next,
    };
  });
}
