"use client";
import { useState } from "react";
import type { ApiError } from "@/components/api";
import { useSendAction } from "@/components/net/useSendAction";
import type { MatchView } from "@/lib/tournament/shape";

/** Sends a player's answer about the match (report, confirm, dispute) at the version they saw; the
 * match comes back either way (a stale answer carries the match as it is now). */
export function useMatchAnswer(eventId: string, matchId: string, acceptMatch: (m: MatchView) => void) {
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const post = useSendAction();
  async function send(path: "report" | "confirm" | "dispute", version: number, body: Record<string, unknown> = {}) {
    setBusy(true);
    const res = await post<{ match: MatchView }>(`/api/events/${eventId}/matches/${matchId}/${path}`, {
      version,
      ...body,
    });
    setBusy(false);
    setError(res.ok ? null : res.error);
    if (res.ok) acceptMatch(res.data.match);
    const current = res.ok ? undefined : (res.error.details as { match?: MatchView } | undefined)?.match;
    if (current) acceptMatch(current);
  }
  return { error, busy, send };
}

export type MatchAnswer = ReturnType<typeof useMatchAnswer>;
