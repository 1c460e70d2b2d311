"use client";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { useLiveSource } from "@/components/useLiveSource";

/** Re-renders the page when the event's tournament begins (its stream's first message), so a
 * phone on the deck builder or the projector on the finished draft turns to the tournament. */
export function TournamentStartWatcher({ eventId }: { eventId: string }) {
  const router = useRouter();
  const refreshed = useRef(false);
  useLiveSource(`/api/events/${eventId}/tournament/stream`, "tournament", () => {
    if (refreshed.current) return;
    refreshed.current = true;
    router.refresh();
  });
  return null;
}
