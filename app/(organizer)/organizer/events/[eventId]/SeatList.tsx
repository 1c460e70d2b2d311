"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { LinkQr } from "@/components/LinkQr";

interface SeatView {
  id: string;
  position: number;
  name: string;
  /** Whether the seat's phone showed signs of life lately; absent when not tracked (tournament). */
  online?: boolean;
  /** The game's word on this seat before the start (a deck not valid yet, and why); `warn` when it stops the start. */
  note?: { text: string; warn: boolean };
}

export function SeatList({ eventId, seats, editable }: { eventId: string; seats: SeatView[]; editable: boolean }) {
  const t = useTranslations("event");
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [link, setLink] = useState<{ seatId: string; url: string; hours: number } | null>(null);

  async function move(index: number, delta: number) {
    const ids = seats.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + delta, 0, moved!);
    const { error } = await callApi(`/api/events/${eventId}/seats/order`, { json: { seatIds: ids } });
    setError(error ?? null);
    router.refresh();
  }

  async function remove(seat: SeatView) {
    if (!window.confirm(t("removeConfirm", { name: seat.name }))) return;
    const { error } = await callApi(`/api/events/${eventId}/seats/${seat.id}`, { method: "DELETE" });
    setError(error ?? null);
    router.refresh();
  }

  async function issueLink(seatId: string) {
    const { data, error } = await callApi<{ url: string; expiresInHours: number }>(
      `/api/events/${eventId}/seats/${seatId}/link`,
      { method: "POST" },
    );
    setError(error ?? null);
    if (data) setLink({ seatId, url: data.url, hours: data.expiresInHours });
  }

  if (seats.length === 0) return <p className="text-stone-600">{t("noPlayers")}</p>;
  return (
    <div className="space-y-2">
      <ol className="space-y-2" data-testid="seat-list">
        {seats.map((s, i) => (
          <li key={s.id} className="panel flex flex-wrap items-center gap-2" data-testid="seat">
            <span className="w-16 text-sm text-stone-500">{t("seat", { position: s.position })}</span>
            <span className="flex-1 text-lg font-semibold" data-testid="seat-name">
              {s.name}
            </span>
            {s.online !== undefined && (
              <span className={`text-sm ${s.online ? "text-green-700" : "text-amber-700"}`} data-testid="seat-presence">
                {s.online ? `● ${t("online")}` : `○ ${t("offline")}`}
              </span>
            )}
            {s.note && (
              <p
                className={`w-full text-sm ${s.note.warn ? "font-semibold text-red-800" : "text-green-800"}`}
                data-testid="seat-note"
              >
                {s.note.text}
              </p>
            )}
            {editable && (
              <>
                <button
                  className="btn-quiet"
                  aria-label={`${t("moveUp")}: ${s.name}`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </button>
                <button
                  className="btn-quiet"
                  aria-label={`${t("moveDown")}: ${s.name}`}
                  disabled={i === seats.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </button>
                <button className="btn-quiet" onClick={() => remove(s)}>
                  {t("remove")}
                </button>
              </>
            )}
            <button className="btn-quiet" onClick={() => issueLink(s.id)}>
              {t("seatLink")}
            </button>
            {link?.seatId === s.id && (
              <div className="flex w-full flex-wrap items-center gap-3 text-sm">
                <LinkQr url={link.url} />
                <p className="min-w-0 flex-1">
                  {t("seatLinkHelp", { hours: link.hours })}{" "}
                  <code className="break-all rounded bg-stone-100 px-1" data-testid="seat-link">
                    {link.url}
                  </code>
                </p>
              </div>
            )}
          </li>
        ))}
      </ol>
      <ErrorBox error={error} />
    </div>
  );
}
