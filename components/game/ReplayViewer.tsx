"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import type { MatchAction } from "@/engine/match";
import type { ReplayStep } from "@/lib/games/replay";
import { actionText, namesIn } from "./actionText";
import { GameTable } from "./GameTable";

/** Step through a finished (or running) game from its log, seeing everything (judge's view). */
export function ReplayViewer({
  gameId,
  names,
  playerNames,
}: {
  gameId: string;
  names: Record<string, string>;
  playerNames: string[];
}) {
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
  const cardNames = namesIn(data.view, (def, fallback) => names[def] ?? fallback);
  const tt = (key: string, params?: Record<string, string | number>) => t(key as never, params as never);
  const action = data.action as MatchAction | { type: "start" };
  const nav = "btn-quiet min-h-12 min-w-12 text-lg";
  return (
    <section className="mx-auto max-w-md space-y-3" data-testid="replay">
      <div className="panel sticky top-0 z-10 space-y-2 p-3">
        <div className="flex items-center justify-between gap-1">
          <button
            type="button"
            className={nav}
            onClick={() => setStep(1)}
            disabled={step <= 1}
            aria-label={t("replayStep", { step: 1, steps: data.steps })}
          >
            |◀
          </button>
          <button
            type="button"
            className={nav}
            onClick={() => setStep(Math.max(1, data.step - 1))}
            disabled={data.step <= 1}
            data-testid="replay-prev"
            aria-label={t("replayStep", { step: Math.max(1, data.step - 1), steps: data.steps })}
          >
            ◀
          </button>
          <span className="text-center font-semibold tabular-nums" data-testid="replay-step">
            {t("replayStep", { step: data.step, steps: data.steps })}
          </span>
          <button
            type="button"
            className={nav}
            onClick={() => setStep(Math.min(data.steps, data.step + 1))}
            disabled={data.step >= data.steps}
            data-testid="replay-next"
            aria-label={t("replayStep", { step: Math.min(data.steps, data.step + 1), steps: data.steps })}
          >
            ▶
          </button>
          <button
            type="button"
            className={nav}
            onClick={() => setStep(data.steps)}
            disabled={data.step >= data.steps}
            data-testid="replay-last"
            aria-label={t("replayStep", { step: data.steps, steps: data.steps })}
          >
            ▶|
          </button>
        </div>
        <input
          type="range"
          min={1}
          max={data.steps}
          value={data.step}
          onChange={(e) => setStep(Number(e.target.value))}
          className="w-full accent-accent"
          aria-label={t("replayStep", { step: data.step, steps: data.steps })}
        />
        <p className="rounded-lg bg-stone-100 px-2 py-1 text-sm" data-testid="replay-action">
          <span className="font-semibold">
            {"player" in action ? (playerNames[action.player] ?? data.actor) : data.actor}
          </span>{" "}
          · {action.type === "start" ? t("replayStart") : actionText(action as MatchAction, cardNames, tt)}
        </p>
      </div>
      <header className="flex items-center justify-between gap-2 rounded-xl bg-ink px-3 py-2 text-sm font-semibold text-white">
        <span>
          {t("turn", { turn: data.view.turn })} · {tt(`phase.${data.view.phase}`)}
        </span>
        <span className="whitespace-nowrap tabular-nums">
          {data.view.players.length > 2
            ? data.view.players.map((pl, p) => `${playerNames[p] ?? `#${p + 1}`} ${pl.score}`).join(" · ")
            : `${playerNames[0]} ${data.view.players[0]!.score} : ${data.view.players[1]!.score} ${playerNames[1]}`}
        </span>
      </header>
      {data.view.result && (
        <p
          className="rounded-xl border-2 border-stone-400 bg-stone-50 p-3 text-center text-lg font-bold"
          data-testid="replay-result"
        >
          {t("over")}: {data.view.result.points.join(" : ")}
        </p>
      )}
      <GameTable
        view={data.view}
        bottom={0}
        label={(p) => playerNames[p] ?? `#${p + 1}`}
        nameOf={(c) => names[c.def] ?? c.name}
        names={cardNames}
      />
      <ErrorBox error={error} />
    </section>
  );
}
