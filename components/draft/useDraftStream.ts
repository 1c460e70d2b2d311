"use client";
import { useEffect, useRef, useState } from "react";
import type { DraftViewMessage } from "@/lib/drafts/views";
import type { DraftEvent } from "@/engine/draft/types";

export interface StreamEntry {
  seq: number;
  kind: string;
  actor: string;
  events: DraftEvent[];
  undoneBy: number | null;
}

const LOG_LIMIT = 40;

/** Live draft view over SSE; EventSource reconnects by itself and resumes with Last-Event-ID. */
export function useDraftStream(eventId: string, as: "phone" | "projector" | "organizer", initial: DraftViewMessage) {
  const [view, setView] = useState(initial);
  const [log, setLog] = useState<StreamEntry[]>([]);
  const [online, setOnline] = useState(true);
  const latest = useRef(initial.seq);

  useEffect(() => {
    const source = new EventSource(`/api/events/${eventId}/draft/stream?as=${as}`);
    source.addEventListener("draft", (e) => {
      const data = JSON.parse((e as MessageEvent<string>).data) as { entries: StreamEntry[]; view: DraftViewMessage };
      setOnline(true);
      if (data.view.seq < latest.current) return;
      latest.current = data.view.seq;
      setView(data.view);
      if (data.entries.length) setLog((old) => [...data.entries.slice().reverse(), ...old].slice(0, LOG_LIMIT));
    });
    source.onopen = () => setOnline(true);
    source.onerror = () => setOnline(false);
    return () => source.close();
  }, [eventId, as]);

  /** An action's answer carries a view too; the stream's message for the same seq wins. */
  const accept = (next: DraftViewMessage) => {
    if (next.seq <= latest.current) return;
    latest.current = next.seq;
    setView(next);
  };
  return { view, log, online, accept };
}
