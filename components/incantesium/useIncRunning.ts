"use client";
import { useEffect, useState } from "react";
import { callApi } from "@/components/api";

/** Polls a running-challenge endpoint (lib/incantesium/running.ts) every `ms`: a move changes the
 * gems and the turn without touching the tournament, whose stream the page listens to. A failed
 * poll keeps what was shown; the next one tries again. Polling stops once `final` says the answer
 * will not change (a finished challenge); give a function defined once, not one made at each render. */
export function useIncRunning<T>(url: string | null, final?: (data: T) => boolean, ms = 2000): T | null {
  const [data, setData] = useState<T | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!url || done) return;
    let live = true;
    const poll = async () => {
      const res = await callApi<T>(url);
      if (!live || res.data === undefined) return;
      setData(res.data);
      if (final?.(res.data)) setDone(true);
    };
    void poll();
    const id = setInterval(() => void poll(), ms);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [url, ms, done, final]);
  return data;
}
