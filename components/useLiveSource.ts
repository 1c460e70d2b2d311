"use client";
import { useEffect, useRef, useState } from "react";

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

/** A Server-Sent Events stream that never gives up; returns whether it is connected. The browser
 * reconnects by itself after a network error (sending Last-Event-ID), but an HTTP error answer (a
 * 502 from a proxy while the app restarts, a 500 while the database is away) closes an EventSource
 * for good, and the page would freeze on its last view. Then a new one is opened after 1, 2, then
 * every 4 s, or at once when the device comes back online or to the foreground, resuming after the last
 * id seen (`?lastEventId=`: a new EventSource cannot send the header; every stream route reads it). A try that
 * stalls is given up on (STALL_MS, then longer each time in a row). */
export function useLiveSource(
  url: string,
  event: string,
  onData: (data: string) => void,
  onOther: Record<string, (data: string) => void> = {},
): boolean {
  const [online, setOnline] = useState(true);
  const handler = useRef(onData);
  const others = useRef(onOther);
  useEffect(() => {
    handler.current = onData;
    others.current = onOther;
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let lastId = "";
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stall: ReturnType<typeof setTimeout> | undefined;
    let stalls = 0;
    let stopped = false;

    // While the stream is not open: after UNSURE_MS say so, after STALL_MS open a new one.
    const stalled = () => !stopped && source?.readyState === EventSource.CONNECTING;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        if (!stalled()) return;
        setOnline(false);
        const limit = Math.min(MAX_STALL_MS, STALL_MS * 2 ** stalls);
        stall = setTimeout(() => {
          if (!stalled()) return;
          stalls++;
          open();
        }, limit - UNSURE_MS);
      }, UNSURE_MS);
    };

    const open = () => {
      clearTimeout(retry);
      retry = undefined;
      if (stopped) return;
      source?.close();
      const s = new EventSource(
        lastId ? `${url}${url.includes("?") ? "&" : "?"}lastEventId=${encodeURIComponent(lastId)}` : url,
      );
      source = s;
      s.addEventListener(event, (e) => {
        const message = e as MessageEvent<string>;
        if (message.lastEventId) lastId = message.lastEventId;
        failures = 0;
        setOnline(true);
        handler.current(message.data);
      });
      for (const name of Object.keys(others.current))
        s.addEventListener(name, (e) => others.current[name]?.((e as MessageEvent<string>).data));
      s.onopen = () => {
        clearTimeout(stall);
        stalls = 0;
        setOnline(true);
      };
      s.onerror = () => {
        setOnline(false);
        // CONNECTING: the browser is retrying by itself (watched: its try may stall). CLOSED: it gave up; we do not.
        if (s.readyState === EventSource.CONNECTING) watch();
        else if (retry === undefined) retry = setTimeout(open, Math.min(MAX_PAUSE_MS, 1000 * 2 ** failures++));
      };
      watch();
    };
    // Back online or in the foreground: a stream that is not open now (given up, or still trying) is opened at once.
    const wake = () => {
      if (source && source.readyState !== EventSource.OPEN) open();
    };
    // The device says its network is gone: say so at once (a dead connection may take the browser
    // long to notice) and close, so that "online" opens a new stream resuming after the last id.
    const lost = () => {
      setOnline(false);
      clearTimeout(retry);
      clearTimeout(stall);
      retry = undefined;
      source?.close();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") wake();
    };

    open();
    window.addEventListener("online", wake);
    window.addEventListener("offline", lost);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(stall);
      source?.close();
      window.removeEventListener("online", wake);
      window.removeEventListener("offline", lost);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [url, event]);
  return online;
}
