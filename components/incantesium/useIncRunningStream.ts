"use client";
import { useState } from "react";
import { useLiveSource } from "@/components/useLiveSource";

/** A running-challenge stream (lib/incantesium/running-hub.ts): a move changes the gems and the turn
 * without touching the tournament, whose stream the page listens to. Each stream starts with the
 * whole current summary, so after a reconnect (useLiveSource) the first message is the truth. */
export function useIncRunningStream<T>(url: string): { data: T | null; online: boolean } {
  const [data, setData] = useState<T | null>(null);
  const online = useLiveSource(url, "running", (text) => setData(JSON.parse(text) as T));
  return { data, online };
}
