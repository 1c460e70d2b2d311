// A Server-Sent Events stream that never gives up, without React (components/useLiveSource.ts is its hook): what it
// needs of the browser is passed in, so that its timing is tested with fake timers
// (tests/components/live-source.test.ts).
import { DEAD_AFTER_BEATS, HEARTBEAT_MS, PING_EVENT, heartbeatOf } from "@/lib/realtime/heartbeat";

/** At most this long between tries: a page whose stream was refused while the database was away is
 * live again within a few seconds of its return (everything works again within 5 s). */
const MAX_PAUSE_MS = 4_000;

/** A stream not open after this long (a stalled request: a venue's Wi-Fi that swallows it, a phone that woke mid-
 * connect) is no longer called connected, and after STALL_MS it is given up on and a new one opened. The browser
 * itself may wait for minutes, with neither an error nor an answer, while the page shows a view no longer current. */
export const UNSURE_MS = 1_500;
export const STALL_MS = 5_000;
/** Each stall in a row doubles the wait for the next, up to this: on a network (or a server) that takes longer than
 * STALL_MS to open a stream, giving up at STALL_MS every time would never let one open. */
const MAX_STALL_MS = 40_000;

/** The EventSource readyState values (the constructor passed in may be a test's). */
const CONNECTING = 0;
const OPEN = 1;

/** What the stream needs of the browser. */
export interface LiveSourceHost {
  EventSource: new (url: string) => EventSource;
  /** Says "online" and "offline". */
  window: Pick<Window, "addEventListener" | "removeEventListener">;
  /** Says "visibilitychange". */
  document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
}

export interface LiveSourceOptions {
  url: string;
  /** The event carrying the stream's messages (each with its id): `onData` gets their data. */
  event: string;
  onData: (data: string) => void;
  /** Other events by name (e.g. `seat`: this device no longer holds its seat). */
  onOther: () => Record<string, (data: string) => void>;
  /** Whether the page may call the stream connected (current). */
  setOnline: (online: boolean) => void;
}

/** Opens the stream and keeps it open; returns what stops it. The browser reconnects by itself after a network error
 * (sending Last-Event-ID), but an HTTP error answer (a 502 from a proxy while the app restarts, a 500 while the
 * database is away) closes an EventSource for good, and the page would freeze on its last view. Then a new one is
 * opened after 1, 2, then every 4 s, or at once when the device comes back online or to the foreground, resuming
 * after the last id seen (`?lastEventId=`: a new EventSource cannot send the header; every stream route reads it).
 * A try that stalls is given up on (STALL_MS, then longer each time in a row). A stream the browser believes open
 * but that brought neither a message nor the server's heartbeat ping for DEAD_AFTER_BEATS heartbeats is dead (a
 * Wi-Fi access point, a proxy or a NAT dropped it silently): the page says so, closes it and opens a new one
 * resuming after the last id, as after a stall. */
export function openLiveSource(o: LiveSourceOptions, host: LiveSourceHost): () => void {
  let source: EventSource | null = null;
  let lastId = "";
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stall: ReturnType<typeof setTimeout> | undefined;
  let stalls = 0;
  let stopped = false;
  // The open stream's last sign of life (its opening, a message, a ping) and the watch on the next one.
  let heartbeat = HEARTBEAT_MS;
  let lastSign = 0;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const deadAfter = () => heartbeat * DEAD_AFTER_BEATS;

  // While the stream is not open: after UNSURE_MS say so, after STALL_MS open a new one.
  const stalled = () => !stopped && source?.readyState === CONNECTING;
  const watch = () => {
    clearTimeout(stall);
    stall = setTimeout(() => {
      if (!stalled()) return;
      o.setOnline(false);
      const limit = Math.min(MAX_STALL_MS, STALL_MS * 2 ** stalls);
      stall = setTimeout(() => {
        if (!stalled()) return;
        stalls++;
        open();
      }, limit - UNSURE_MS);
    }, UNSURE_MS);
  };

  // While the stream is open: each sign of life puts off the moment it is taken for dead.
  const alive = (s: EventSource) => {
    if (s !== source) return;
    lastSign = Date.now();
    clearTimeout(silence);
    silence = setTimeout(() => {
      // Whatever the browser says of it: a stream it is quietly reconnecting by itself (its error event lost, or its
      // retry as silent as the stream was) is as useless, and no other watch would ever replace it.
      if (stopped || s !== source) return;
      o.setOnline(false);
      open();
    }, deadAfter());
  };

  const open = () => {
    clearTimeout(retry);
    clearTimeout(silence);
    retry = undefined;
    if (stopped) return;
    source?.close();
    const s = new host.EventSource(
      lastId ? `${o.url}${o.url.includes("?") ? "&" : "?"}lastEventId=${encodeURIComponent(lastId)}` : o.url,
    );
    source = s;
    s.addEventListener(o.event, (e) => {
      const message = e as MessageEvent<string>;
      if (message.lastEventId) lastId = message.lastEventId;
      failures = 0;
      alive(s);
      o.setOnline(true);
      o.onData(message.data);
    });
    s.addEventListener(PING_EVENT, (e) => {
      heartbeat = heartbeatOf((e as MessageEvent<string>).data);
      alive(s);
    });
    const others = o.onOther();
    for (const name of Object.keys(others))
      s.addEventListener(name, (e) => {
        alive(s);
        o.onOther()[name]?.((e as MessageEvent<string>).data);
      });
    s.onopen = () => {
      clearTimeout(stall);
      stalls = 0;
      alive(s);
      o.setOnline(true);
    };
    s.onerror = () => {
      clearTimeout(silence);
      o.setOnline(false);
      // CONNECTING: the browser is retrying by itself (watched: its try may stall). CLOSED: it gave up; we do not.
      if (s.readyState === CONNECTING) watch();
      else if (retry === undefined) retry = setTimeout(open, Math.min(MAX_PAUSE_MS, 1000 * 2 ** failures++));
    };
    watch();
  };
  // Back online or in the foreground: a stream that is not open now (given up, or still trying) is opened at once, and
  // so is one silent for longer than a live one may be (a phone asleep meanwhile, its timers held back).
  const wake = () => {
    if (!source) return;
    if (source.readyState !== OPEN || Date.now() - lastSign > deadAfter()) open();
  };
  // The device says its network is gone: say so at once (a dead connection may take the browser
  // long to notice) and close, so that "online" opens a new stream resuming after the last id.
  const lost = () => {
    o.setOnline(false);
    clearTimeout(retry);
    clearTimeout(stall);
    clearTimeout(silence);
    retry = undefined;
    source?.close();
  };
  const onVisible = () => {
    if (host.document.visibilityState === "visible") wake();
  };

  open();
  host.window.addEventListener("online", wake);
  host.window.addEventListener("offline", lost);
  host.document.addEventListener("visibilitychange", onVisible);
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(stall);
    clearTimeout(silence);
    source?.close();
    host.window.removeEventListener("online", wake);
    host.window.removeEventListener("offline", lost);
    host.document.removeEventListener("visibilitychange", onVisible);
  };
}
