// A page's live stream (components/liveSource.ts) against the clock: a stream that does not open, and one the browser
// believes open that brings nothing — not even the server's heartbeat ping (lib/realtime/heartbeat.ts) — is given up
// on and reopened after the last id seen; a quiet stream whose pings come is not.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLiveSource, STALL_MS, UNSURE_MS } from "@/components/liveSource";
import { DEAD_AFTER_BEATS, HEARTBEAT_MS, pingText } from "@/lib/realtime/heartbeat";

/** An EventSource the test drives: `answer` opens it, `send` delivers an event, `die` is the network dropping it. */
class FakeSource extends EventTarget {
  static all: FakeSource[] = [];
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.all.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  answer() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  send(type: string, data: string, id = "") {
    if (this.closed) return;
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId: id }));
  }
  /** The server's ping, parsed from what the server writes. */
  ping(ms = HEARTBEAT_MS) {
    const [event, data] = pingText(ms).trim().split("\n");
    this.send(event!.slice("event:".length), data!.slice("data:".length));
  }
}

const newest = () => FakeSource.all.at(-1)!;
let online: boolean[] = [];
let received: string[] = [];
let stop: () => void;
let visibility: DocumentVisibilityState = "visible";
const doc = Object.assign(new EventTarget(), {
  get visibilityState() {
    return visibility;
  },
});
const win = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
  online = [];
  received = [];
  visibility = "visible";
  stop = openLiveSource(
    {
      url: "/api/x/stream?as=phone",
      event: "draft",
      onData: (d) => void received.push(d),
      onOther: () => ({}),
      setOnline: (o) => void online.push(o),
    },
    {
      EventSource: FakeSource as unknown as new (url: string) => EventSource,
      window: win as unknown as Window,
      document: doc as unknown as Document,
    },
  );
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const DEAD_MS = HEARTBEAT_MS * DEAD_AFTER_BEATS;

describe("a live stream the browser believes open", () => {
  it("quiet but pinged every heartbeat (even late ones) for ten minutes: still the one stream, still connected", async () => {
    newest().answer();
    newest().send("draft", "{}", "7");
    for (let i = 0; i < 40; i++) {
      // Late by up to a heartbeat and a third: a busy server, a phone's radio waking.
      await vi.advanceTimersByTimeAsync(i % 2 ? HEARTBEAT_MS : DEAD_MS - 1_000);
      newest().ping();
    }
    expect(FakeSource.all).toHaveLength(1);
    expect(online.at(-1)).toBe(true);
    expect(online).not.toContain(false);
  });

  it("nothing for 2.5 heartbeats after its last message: not connected, closed, a new one after the last id", async () => {
    const first = newest();
    first.answer();
    first.send("draft", "{}", "7");
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    first.ping();
    first.send("draft", "{}", "8");
    await vi.advanceTimersByTimeAsync(DEAD_MS - 1);
    expect(FakeSource.all).toHaveLength(1);
    expect(online.at(-1)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(online.at(-1)).toBe(false);
    expect(first.closed).toBe(true);
    expect(FakeSource.all).toHaveLength(2);
    expect(newest().url).toBe("/api/x/stream?as=phone&lastEventId=8");
    // The new one opens and brings what was missed: connected again; the dead one's late words change nothing.
    newest().answer();
    newest().send("draft", "after", "9");
    first.send("draft", "stale", "8");
    expect(online.at(-1)).toBe(true);
    expect(received).toEqual(["{}", "{}", "after"]);
  });

  it("silent for 2.5 heartbeats while the browser quietly reconnects it (no error event): replaced all the same", async () => {
    const first = newest();
    first.answer();
    first.send("draft", "{}", "4");
    // The server's end of it went; the browser retries by itself (CONNECTING), and no error reached the page.
    first.readyState = 0;
    await vi.advanceTimersByTimeAsync(DEAD_MS);
    expect(first.closed).toBe(true);
    expect(FakeSource.all).toHaveLength(2);
    expect(newest().url).toBe("/api/x/stream?as=phone&lastEventId=4");
    expect(online.at(-1)).toBe(false);
  });

  it("a server whose heartbeat is shorter says so in its pings: 2.5 of its heartbeats", async () => {
    newest().answer();
    newest().ping(2_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(FakeSource.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSource.all).toHaveLength(2);
    // A garbled or absurd heartbeat counts as the default one.
    newest().answer();
    newest().send("ping", "5");
    await vi.advanceTimersByTimeAsync(DEAD_MS - 1);
    expect(FakeSource.all).toHaveLength(2);
  });

  it("a phone back in the foreground after a longer silence (its timers held back) reopens at once", async () => {
    newest().answer();
    newest().send("draft", "{}", "3");
    // Asleep: the page's timers do not run, the clock does.
    vi.setSystemTime(Date.now() + DEAD_MS + 1);
    visibility = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(FakeSource.all).toHaveLength(2);
    expect(newest().url).toContain("lastEventId=3");
  });

  it("back in the foreground with a stream alive (pinged): nothing changes", async () => {
    newest().answer();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    newest().ping();
    doc.dispatchEvent(new Event("visibilitychange"));
    win.dispatchEvent(new Event("online"));
    expect(FakeSource.all).toHaveLength(1);
  });
});

describe("a stream that does not open", () => {
  it("says so after UNSURE_MS and is replaced after STALL_MS; the dead-stream watch does not fire on it", async () => {
    await vi.advanceTimersByTimeAsync(UNSURE_MS);
    expect(online).toEqual([false]);
    await vi.advanceTimersByTimeAsync(STALL_MS - UNSURE_MS);
    expect(FakeSource.all).toHaveLength(2);
    newest().answer();
    expect(online.at(-1)).toBe(true);
  });
});
