"use client";
import { useEffect } from "react";
import type { RunningChallenge } from "@/lib/incantesium/running";
import { useIncRunningStream } from "./useIncRunningStream";

/** The projector's live gems: the event's running challenges, pushed (mounted only while an
 * Incantesium tournament runs, so no other board opens the stream). Renders nothing. */
export function IncRunningFeed({
  eventId,
  onData,
  onOnline,
}: {
  eventId: string;
  onData: (live: ReadonlyMap<string, RunningChallenge>) => void;
  onOnline: (online: boolean) => void;
}) {
  const { data, online } = useIncRunningStream<RunningChallenge[]>(`/api/incantesium/events/${eventId}/running/stream`);
  useEffect(() => {
    if (data) onData(new Map(data.map((c) => [c.matchId, c])));
  }, [data, onData]);
  useEffect(() => onOnline(online), [online, onOnline]);
  return null;
}
