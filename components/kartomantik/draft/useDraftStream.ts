"use client";
import { useRef, useState } from "react";
import { useLiveSource } from "@/components/useLiveSource";
import { RECENT_ENTRIES, type DraftViewMessage } from "@/lib/kartomantik/drafts/views";
import type { DraftEvent } from "@/engine/kartomantik/draft/types";

export interface StreamEntry {
  seq: number;
  kind: string;
  actor: string;
  events: DraftEvent[];
  undoneBy: number | null;
}

/** Live draft view over SSE (useLiveSource: reconnects and resumes after the last seq seen). */
export function useDraftStream(
  eventId: string,
  as: "phone" | "projector" | "organizer",
  initial: DraftViewMessage,
  initialLog: StreamEntry[] = [],
) {
  const [view, setView] = useState(initial);
  // Newest first.
  const [log, setLog] = useState<StreamEntry[]>(() => initialLog.slice().reverse());
  const latest = useRef(initial.seq);
  // Phones: the server says this device no longer holds its seat (moved to another phone).
  const [seatLost, setSeatLost] = useState(false);

  const online = useLiveSource(
    `/api/kartomantik/events/${eventId}/draft/stream?as=${as}`,
    "draft",
    (text) => {
      const data = JSON.parse(text) as { entries: StreamEntry[]; view: DraftViewMessage };
      if (data.view.seq < latest.current) return;
      latest.current = data.view.seq;
      setView(data.view);
      if (data.entries.length) {
        // The page started with the recent log: keep only what is newer than it.
        setLog((old) =>
          [...data.entries.filter((e) => e.seq > (old[0]?.seq ?? -1)).reverse(), ...old].slice(0, RECENT_ENTRIES),
        );
      }
    },
    { seat: () => setSeatLost(true) },
  );

  /** An action's answer carries a view too; the stream's message for the same seq wins. */
  const accept = (next: DraftViewMessage) => {
    if (next.seq <= latest.current) return;
    latest.current = next.seq;
    setView(next);
  };
  return { view, log, online, accept, seatLost };
}
