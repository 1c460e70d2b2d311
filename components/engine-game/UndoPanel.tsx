"use client";
// Taking back an action on the phones, whichever engine (lib/engine-games/undo.ts): after the player's
// own action that revealed nothing, one button asks to take it back; the other sides' phones show the
// request with Accetta / Rifiuta; the asker sees the answer. Play is not held: a move played meanwhile
// makes the request lapse (the panel says so). The judge's view takes back the last action at once.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useSendAction } from "@/components/net/useSendAction";
import type { UndoView } from "@/lib/engine-games/undo-log";

interface Props {
  undo: UndoView | undefined;
  /** The game's API base (/api/games/<kind>/<gameId>). */
  base: string;
  seq: number;
  /** The viewer's seat (a player) or null. */
  me: number | null;
  judge?: boolean;
  label(seat: number): string;
  /** The lines the viewer's own log shows for the entry at `seq` (the move asked about, as this viewer saw it:
   * naming it this way shows nobody a card they had not seen). */
  moveOf?(seq: number): string[];
}

/** Re-renders when the request expires (no answer in time), so its buttons go. */
function useOpen(ask: UndoView["ask"]): boolean {
  const [now, setNow] = useState(() => Date.now());
  const open = !!ask && ask.state === "open" && now < ask.expires;
  useEffect(() => {
    if (!ask || ask.state !== "open") return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, ask.expires - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [ask]);
  return open;
}

export function UndoPanel({ undo, base, seq, me, judge = false, label, moveOf }: Props) {
  const t = useTranslations("undo");
  const post = useSendAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const ask = undo?.ask ?? null;
  const open = useOpen(ask);

  async function send(url: string, body: object, intent: unknown) {
    setBusy(true);
    const res = await post(url, body, { intent });
    setBusy(false);
    setError(res.ok ? null : res.error);
  }
  const answer = (accept: boolean) =>
    void send(`${base}/undo`, { op: "answer", ask: ask!.seq, accept }, { answer: ask!.seq, accept });

  const btn = "min-h-12 flex-1 rounded-xl px-3 font-bold disabled:opacity-50";
  const mine = ask !== null && ask.seat === me;
  const waiting = ask ? ask.waiting.map(label).join(` ${t("or")} `) : "";
  const move = ask && moveOf ? moveOf(ask.of).join(" · ") : "";
  return (
    <>
      {undo?.offer && !judge && (
        <button
          type="button"
          className={`${btn} w-full border-2 border-accent bg-white text-accent`}
          disabled={busy}
          onClick={() => void send(`${base}/undo`, { op: "ask", seenSeq: seq }, { ask: seq })}
          data-testid="undo-ask"
        >
          {t("ask")}
        </button>
      )}
      {ask && open && (
        <section
          className="panel space-y-2 border-2 border-amber-500 bg-amber-50"
          role="alert"
          data-testid="undo-request"
        >
          <p className="font-semibold">
            {mine ? t("waiting", { names: waiting }) : t("asks", { name: label(ask.seat) })}
          </p>
          {move && (
            <p className="rounded-lg bg-white px-2 py-1" data-testid="undo-move">
              {t("move", { move })}
            </p>
          )}
          {ask.mayAnswer && (
            <div className="flex gap-2">
              <button
                type="button"
                className={`${btn} bg-accent text-white`}
                disabled={busy}
                onClick={() => answer(true)}
                data-testid="undo-accept"
              >
                {t("accept")}
              </button>
              <button
                type="button"
                className={`${btn} border-2 border-stone-400 bg-white`}
                disabled={busy}
                onClick={() => answer(false)}
                data-testid="undo-refuse"
              >
                {t("refuse")}
              </button>
            </div>
          )}
          <p className="text-sm text-stone-600">{t("lapse")}</p>
        </section>
      )}
      {ask && !open && ask.state !== "accepted" && mine && (
        <p className="panel bg-stone-100 font-semibold" role="status" data-testid="undo-outcome" data-state={ask.state}>
          {t(ask.state === "refused" ? "refused" : "expired")}
        </p>
      )}
      {undo?.undone && (
        <p className="panel bg-stone-100 font-semibold" role="status" data-testid="undo-outcome" data-state="accepted">
          {t(undo.undone.by === "organizer" ? "byOrganizer" : "accepted")}
        </p>
      )}
      {judge && (
        <button
          type="button"
          className="btn-quiet w-full"
          disabled={busy}
          onClick={() =>
            window.confirm(t("judgeConfirm")) && void send(`${base}/judge-undo`, { seenSeq: seq }, { judge: seq })
          }
          data-testid="undo-judge"
        >
          {t("judge")}
        </button>
      )}
      <ErrorBox error={error} />
    </>
  );
}
