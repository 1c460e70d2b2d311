"use client";
import { useEffect, useRef, useState } from "react";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";

/** The live tournament view over SSE; EventSource reconnects by itself with Last-Event-ID. */
export function useTournamentStream(eventId: string, initial: TournamentView | null) {
  const [view, setView] = useState(initial);
  const [online, setOnline] = useState(true);
  const latest = useRef(initial?.version ?? -1);

  useEffect(() => {
    const source = new EventSource(`/api/events/${eventId}/tournament/stream`);
    source.addEventListener("tournament", (e) => {
      const next = JSON.parse((e as MessageEvent<string>).data) as TournamentView;
      setOnline(true);
      if (next.version < latest.current) return;
      latest.current = next.version;
      setView(next);
    });
    source.onopen = () => setOnline(true);
    source.onerror = () => setOnline(false);
    return () => source.close();
  }, [eventId]);

  /** An action's answer can be newer than the stream for a moment; keep the newest. */
  const accept = (next: TournamentView) => {
    if (next.version <= latest.current) return;
    latest.current = next.version;
    setView(next);
  };
  /** A write's answer carries the match as it is now: show it before the stream's message. */
  const acceptMatch = (match: MatchView) =>
    setView((v) => (v ? { ...v, matches: v.matches.map((m) => (m.id === match.id && m.version < match.version ? match : m)) } : v));
  return { view, online, accept, acceptMatch };
}
