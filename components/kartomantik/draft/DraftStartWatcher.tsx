"use client";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { useLiveSource } from "@/components/useLiveSource";

/** On a page waiting for a Draft Bazaar's draft (a seat, the projector's join screen, the organizer's
 * console on another device): re-renders it once the draft has started, told by the server the moment the
 * start is committed (lib/kartomantik/drafts/draft-stream.ts draftStartStream), not at the next poll. */
export function DraftStartWatcher({ eventId }: { eventId: string }) {
  const router = useRouter();
  const told = useRef(false);
  useLiveSource(`/api/kartomantik/events/${eventId}/draft/started`, "started", () => {
    if (told.current) return;
    told.current = true;
    router.refresh();
  });
  return null;
}
