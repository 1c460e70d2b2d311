"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";

/** Opens (or rejoins) a game played on the app — a match's next game, a practice or a table against the
 * bots — and goes to its page; a refusal (no locked decks, sideboarding not done) is shown as is. */
export function OpenGameButton({
  eventId,
  url,
  label,
  quiet = false,
  testId,
  body = {},
  kind,
}: {
  eventId: string;
  url: string;
  label: string;
  quiet?: boolean;
  testId: string;
  /** What the opening request sends (an Incantesium table: its mode and size). */
  body?: object;
  /** The game's id: its page is /play/EVENT/games/KIND/ID. */
  kind: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    const res = await callApi<{ gameId: string }>(url, { json: body });
    setBusy(false);
    setError(res.error ?? null);
    if (res.data) router.push(`/play/${eventId}/games/${kind}/${res.data.gameId}`);
  }
  return (
    <div className="space-y-1">
      <button
        type="button"
        className={quiet ? "btn-quiet w-full" : "btn min-h-14 w-full text-lg"}
        disabled={busy}
        onClick={() => void open()}
        data-testid={testId}
      >
        {label}
      </button>
      <ErrorBox error={error} />
    </div>
  );
}
