"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import type { CardView, MatchAction } from "@/engine/match";
import type { ReplayStep } from "@/lib/games/replay";
import { actionText, namesIn } from "./actionText";

/** Step through a finished (or running) game from its log, seeing everything (judge's view). */
export function ReplayViewer({ gameId, names, playerNames }: { gameId: string; names: Record<string, string>; playerNames: [string, string] }) {
  const t = useTranslations("game");
  const [step, setStep] = useState(1);
  const [data, setData] = useState<ReplayStep | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let live = true;
    void callApi<ReplayStep>(`/api/games/${gameId}/replay?step=${step}`).then((res) => {
      if (!live) return;
      setError(res.error ?? null);
      if (res.data) setData(res.data);
    });
    return () => {
      live = false;
    };
  }, [gameId, step]);

  if (!data) return <ErrorBox error={error} />;
  const nameOf = (c: CardView | null) => (c ? (names[c.def] ?? c.name) : "—");
  const cardNames = namesIn(data.view, (def, fallback) => names[def] ?? fallback);
  const tt = (key: string, params?: Record<string, string | number>) => t(key as never, params as never);
  const list = (cards: (CardView | null)[]) => cards.map(nameOf).join(", ") || "—";
  const action = data.action as MatchAction | { type: "start" };
  return (
    <section className="panel space-y-3" data-testid="replay">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-quiet" onClick={() => setStep(1)} disabled={step <= 1}>⏮</button>
        <button type="button" className="btn-quiet" onClick={() => setStep(Math.max(1, data.step - 1))} disabled={data.step <= 1} data-testid="replay-prev">◀</button>
        <span className="font-semibold tabular-nums" data-testid="replay-step">{t("replayStep", { step: data.step, steps: data.steps })}</span>
        <button type="button" className="btn-quiet" onClick={() => setStep(Math.min(data.steps, data.step + 1))} disabled={data.step >= data.steps} data-testid="replay-next">▶</button>
        <button type="button" className="btn-quiet" onClick={() => setStep(data.steps)} disabled={data.step >= data.steps} data-testid="replay-last">⏭</button>
      </div>
      <input type="range" min={1} max={data.steps} value={data.step} onChange={(e) => setStep(Number(e.target.value))} className="w-full" aria-label={t("replayStep", { step: data.step, steps: data.steps })} />
      <p data-testid="replay-action">
        {data.actor} · {action.type === "start" ? t("replayStart") : actionText(action as MatchAction, cardNames, tt)}
      </p>
      <p className="text-sm">{t("turn", { turn: data.view.turn })} · {tt(`phase.${data.view.phase}`)}</p>
      {data.view.players.map((p, i) => (
        <div key={i} className="rounded-lg border border-stone-200 p-2 text-sm">
          <p className="font-semibold">{playerNames[i]} · {t("score", { mine: p.score, theirs: data.view.players[1 - i]!.score })}</p>
          <p>{t("hand", { count: p.handCount })}: {list(p.hand ?? [])}</p>
          <p>{t("confrontation")}: {list(p.confrontation)}</p>
          <p>{t("interzone")}: {list(p.interzone)}</p>
          <p>{t("vessel", { count: p.vessel.length, points: p.score })}</p>
        </div>
      ))}
      {data.view.result && <p className="font-bold" data-testid="replay-result">{t("over")}: {data.view.result.points.join(" : ")}</p>}
      <ErrorBox error={error} />
    </section>
  );
}
