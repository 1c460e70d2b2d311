"use client";
import { useRef, useState } from "react";
import { useLiveSource } from "@/components/useLiveSource";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";

/** The live tournament view over SSE (useLiveSource: reconnects and resumes after the last id seen). */
export function useTournamentStream(eventId: string, initial: TournamentView | null) {
  const [view, setView] = useState(initial);
  const latest = useRef(initial?.version ?? -1);

  const online = useLiveSource(`/api/events/${eventId}/tournament/stream`, "tournament", (text) => {
    const next = JSON.parse(text) as TournamentView;
    if (next.version < latest.current) return;
    latest.current = next.version;
    setView(next);
  });

  /** An action's answer can be newer than the stream for a moment; keep the newest. */
  const accept = (next: TournamentView) => {
    if (next.version <= latest.current) return;
    latest.current = next.version;
    setView(next);
  };
  /** A write's answer carries the match as it is now: show it before the stream's message. */
  const acceptMatch = (match: MatchView) =>
    setView((v) =>
      v ? { ...v, matches: v.matches.map((m) => (m.id === match.id && m.version < match.version ? match : m)) } : v,
    );
  return { view, online, accept, acceptMatch };
}
