"use client";
import { useTranslations } from "next-intl";
import { ReplayStepper } from "@/components/replay/ReplayStepper";
import type { GameAction } from "@/engine/kartomantik";
import type { ReplayStep } from "@/lib/kartomantik/games/replay";
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
  const tt = (key: string, params?: Record<string, string | number>) => t(key as never, params as never);
  const cardNamesOf = (data: ReplayStep) => namesIn(data.view, (def, fallback) => names[def] ?? fallback);
  return (
    <ReplayStepper<ReplayStep>
      endpoint={`/api/games/kartomantik/${gameId}/replay`}
      caption={(data) => {
        const action = data.action as GameAction | { type: "start" };
        return (
          <p className="rounded-lg bg-stone-100 px-2 py-1 text-sm" data-testid="replay-action">
            <span className="font-semibold">
              {"player" in action ? (playerNames[action.player] ?? data.actor) : data.actor}
            </span>{" "}
            · {action.type === "start" ? t("replayStart") : actionText(action as GameAction, cardNamesOf(data), tt)}
          </p>
        );
      }}
    >
      {(data) => (
        <>
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
            names={cardNamesOf(data)}
          />
        </>
      )}
    </ReplayStepper>
  );
}
