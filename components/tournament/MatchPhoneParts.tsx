"use client";
// What a duel's match page (MatchPhone) and a table's (TableMatchPhone) share on the phone: the
// answer to the match (report, confirm, dispute: the stale answer carries the match as it is now),
// the frame with the round and the table, the confirm/dispute buttons, the game running on the app.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type { ApiError } from "@/components/api";
import { OpenGameButton } from "@/components/engine-game/OpenGameButton";
import { useSendAction } from "@/components/net/useSendAction";
import type { MatchView } from "@/lib/tournament/shape";
import { roundLabel } from "./names";

/** Sends a player's answer about the match at the version they saw; the match comes back either way. */
export function useMatchAnswer(eventId: string, matchId: string, acceptMatch: (m: MatchView) => void) {
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const post = useSendAction();
  async function send(path: "report" | "confirm" | "dispute", version: number, body: Record<string, unknown>) {
    setBusy(true);
    const res = await post<{ match: MatchView }>(`/api/events/${eventId}/matches/${matchId}/${path}`, {
      version,
      ...body,
    });
    setBusy(false);
    setError(res.ok ? null : res.error);
    if (res.ok) acceptMatch(res.data.match);
    // A stale answer carries the match as it is now.
    const current = res.ok ? undefined : (res.error.details as { match?: MatchView } | undefined)?.match;
    if (current) acceptMatch(current);
  }
  return { error, busy, send };
}

/** The page: back to the seat, the round and table, the title and what follows it in the header. */
export function MatchFrame({
  eventId,
  match,
  title,
  header,
  children,
}: {
  eventId: string;
  match: MatchView;
  title: ReactNode;
  header?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("tournament");
  return (
    <div className="mx-auto max-w-sm space-y-4" data-testid="match-phone" data-status={match.status}>
      <Link href={`/play/${eventId}`} className="inline-flex min-h-11 items-center text-sm underline">
        ← {t("backToSeat")}
      </Link>
      <header>
        <p className="text-stone-600">
          {roundLabel(t, match)}
          {match.table !== null && ` · ${t("table", { table: match.table })}`}
        </p>
        {title}
        {header}
      </header>
      {children}
    </div>
  );
}

/** Confirm or dispute a report (a dispute asks first). */
export function AnswerButtons({ busy, send }: { busy: boolean; send: (path: "confirm" | "dispute") => void }) {
  const t = useTranslations("tournament");
  return (
    <div className="grid grid-cols-2 gap-3">
      <button
        className="btn min-h-14 text-lg"
        disabled={busy}
        onClick={() => send("confirm")}
        data-testid="match-confirm"
      >
        {t("confirm")}
      </button>
      <button
        className="btn-quiet min-h-14 text-lg"
        disabled={busy}
        onClick={() => window.confirm(t("disputeConfirm")) && send("dispute")}
        data-testid="match-dispute"
      >
        {t("dispute")}
      </button>
    </div>
  );
}

export function DisputedNote() {
  const t = useTranslations("tournament");
  return (
    <p className="panel bg-red-50 font-semibold" data-testid="match-disputed">
      {t("disputed")}
    </p>
  );
}

/** Game `live` of the match runs on the app: join it (`kind`: the event's game). */
export function LiveGame({ eventId, url, live, kind }: { eventId: string; url: string; live: number; kind: string }) {
  const t = useTranslations("tournament");
  return (
    <section className="panel space-y-2 bg-sky-50" data-testid="match-live" data-game={live}>
      <p className="text-xl font-semibold">{t("liveOnApp", { game: live })}</p>
      <p className="text-sm text-stone-600">{t("liveHelp")}</p>
      <OpenGameButton eventId={eventId} url={url} label={t("toLiveGame")} testId="live-game" kind={kind} />
    </section>
  );
}
