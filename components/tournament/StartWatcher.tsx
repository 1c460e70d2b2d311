"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Re-renders the page when the event's tournament begins (its stream's first message), so a
 * phone on the deck builder or the projector on the finished draft turns to the tournament. */
export function TournamentStartWatcher({ eventId }: { eventId: string }) {
  const router = useRouter();
  useEffect(() => {
    const source = new EventSource(`/api/events/${eventId}/tournament/stream`);
    source.addEventListener("tournament", () => {
      source.close();
      router.refresh();
    });
    return () => source.close();
  }, [eventId, router]);
  return null;
}
