"use client";
import { useEffect, useRef, useState } from "react";
import { openLiveSource } from "@/components/liveSource";

/** A Server-Sent Events stream that never gives up (components/liveSource.ts: it reopens a stream refused, stalled or
 * silently dead, resuming after the last id seen); returns whether it is connected. */
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

  useEffect(
    () =>
      openLiveSource(
        { url, event, onData: (data) => handler.current(data), onOther: () => others.current, setOnline },
        { EventSource, window, document },
      ),
    [url, event],
  );
  return online;
}
