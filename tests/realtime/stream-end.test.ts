// A live stream lets go of everything it took when it ends — the client leaving, the server closing it, or its
// opening failing (its first read while the database is away) — on either transport: Next.js aborts the stream's
// signal then, the app server's fast lane answers the failure without aborting it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventStream } from "@/lib/realtime/sse";
import { HEARTBEAT_MS } from "@/lib/realtime/heartbeat";
import type { SseSink } from "@/lib/http/sse-reply";

/** A transport that records what is written and never aborts on its own (the fast lane after a failure). */
function fakeSink() {
  const written: string[] = [];
  const stop = new AbortController();
  const sink: SseSink = { signal: stop.signal, write: (t) => void written.push(t), close: () => stop.abort() };
  return { sink, written, leave: () => stop.abort() };
}

afterEach(() => void vi.useRealTimers());

describe("eventStream", () => {
  it("a failed opening releases what it subscribed before failing, and stops its heartbeats", async () => {
    vi.useFakeTimers();
    const { sink, written } = fakeSink();
    const released: string[] = [];
    const reply = eventStream(async ({ onEnd }) => {
      onEnd(() => released.push("hub"));
      throw new Error("the first read failed");
    });
    await expect(reply.open(sink)).rejects.toThrow("the first read failed");
    expect(released).toEqual(["hub"]);
    written.length = 0;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(written).toEqual([]);
  });

  it("the client leaving releases each subscription once; one made after the end is released at once", async () => {
    vi.useFakeTimers();
    const { sink, written, leave } = fakeSink();
    const released: string[] = [];
    let later: ((fn: () => void) => void) | undefined;
    await eventStream(async ({ onEnd }) => {
      onEnd(() => released.push("hub"));
      onEnd(() => released.push("presence"));
      later = onEnd;
    }).open(sink);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(written.filter((t) => t.startsWith("event:ping"))).toHaveLength(2);
    leave();
    leave();
    expect(released).toEqual(["hub", "presence"]);
    later!(() => released.push("late"));
    expect(released).toEqual(["hub", "presence", "late"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(written.filter((t) => t.startsWith("event:ping"))).toHaveLength(2);
  });

  it("a client gone before the opening finished gets its subscriptions released as they are made", async () => {
    const { sink, leave } = fakeSink();
    const released: string[] = [];
    await eventStream(async ({ onEnd }) => {
      leave();
      await Promise.resolve();
      onEnd(() => released.push("hub"));
    }).open(sink);
    expect(released).toEqual(["hub"]);
  });

  it("pings as it opens and every heartbeat, an event the page sees, with the interval, and no id", async () => {
    vi.useFakeTimers();
    const { sink, written, leave } = fakeSink();
    await eventStream(async ({ write }) => write("id: 4\nevent: draft\ndata: {}\n\n")).open(sink);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    // No id field: the stream's Last-Event-ID stays the last message's.
    expect(written).toEqual(["retry: 1000\n\n", "event:ping\ndata:15000\n\n", "id: 4\nevent: draft\ndata: {}\n\n"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written.at(-1)).toBe("event:ping\ndata:15000\n\n");
    leave();
    // Another server's heartbeat (BAZAAR_SSE_HEARTBEAT_MS), said in its pings.
    const other = fakeSink();
    await eventStream(async () => {}, 3_000).open(other.sink);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(other.written.filter((t) => t === "event:ping\ndata:3000\n\n")).toHaveLength(4);
    other.leave();
  });
});
