"use client";
import { useEffect, useState } from "react";
import { callApi } from "@/components/api";

/** Polls a running-challenge endpoint (lib/incantesium/running.ts) every `ms`: a move changes the
 * gems and the turn without touching the tournament, whose stream the page listens to. A failed
 * poll keeps what was shown; the next one tries again. */
export function useIncRunning<T>(url: string | null, ms = 2000): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    const poll = async () => {
      const res = await callApi<T>(url);
      if (live && res.data !== undefined) setData(res.data);
    };
    void poll();
    const id = setInterval(() => void poll(), ms);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [url, ms]);
  return data;
}
