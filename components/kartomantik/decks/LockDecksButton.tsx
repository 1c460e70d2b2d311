"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";

export function LockDecksButton({
  eventId,
  label,
  confirmText,
}: {
  eventId: string;
  label: string;
  confirmText: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <div className="space-y-2">
      <button
        className="btn w-full"
        onClick={async () => {
          if (!window.confirm(confirmText)) return;
          const { error } = await callApi(`/api/kartomantik/events/${eventId}/decks/lock`, { method: "POST" });
          setError(error ?? null);
          router.refresh();
        }}
      >
        {label}
      </button>
      <ErrorBox error={error} />
    </div>
  );
}
