"use client";
import { useRef, useState } from "react";
import { useLiveSource } from "@/components/useLiveSource";
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

/** Live draft view over SSE (useLiveSource: reconnects and resumes after the last seq seen). */
export function useDraftStream(eventId: string, as: "phone" | "projector" | "organizer", initial: DraftViewMessage) {
  const [view, setView] = useState(initial);
  const [log, setLog] = useState<StreamEntry[]>([]);
  const latest = useRef(initial.seq);

  const online = useLiveSource(`/api/events/${eventId}/draft/stream?as=${as}`, "draft", (text) => {
    const data = JSON.parse(text) as { entries: StreamEntry[]; view: DraftViewMessage };
    if (data.view.seq < latest.current) return;
    latest.current = data.view.seq;
    setView(data.view);
    if (data.entries.length) setLog((old) => [...data.entries.slice().reverse(), ...old].slice(0, LOG_LIMIT));
  });

  /** An action's answer carries a view too; the stream's message for the same seq wins. */
  const accept = (next: DraftViewMessage) => {
    if (next.seq <= latest.current) return;
    latest.current = next.seq;
    setView(next);
  };
  return { view, log, online, accept };
}
