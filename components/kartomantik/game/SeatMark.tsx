"use client";
// A seat's mark on the table (its panel, its line in the strip): deciding, or holding the priority — from the same
// list the banner reads (whoseMove.ts).
import { useTranslations } from "next-intl";
import type { GameView } from "@/engine/kartomantik";
import type { Wait } from "@/lib/kartomantik/games/views";
import { markOf } from "./whoseMove";

/** Whether seat `p` decides or holds the priority now. */
export function seatMark(view: GameView, waits: Wait[] | undefined, p: number) {
  if (waits) return markOf(waits, p);
  return view.decisions.some((d) => d.player === p) ? "deciding" : view.priority === p ? "priority" : null;
}

/** A seat's mark: deciding, or holding the priority (its own or its 2v2 team's). */
export function MarkPill({ mark }: { mark: "deciding" | "priority" | null }) {
  const t = useTranslations("game");
  if (mark === "deciding")
    return (
      <span
        className="shrink-0 rounded-full bg-amber-400 px-2 text-xs font-bold text-stone-900"
        data-testid="seat-mark"
        data-mark={mark}
      >
        ◆ {t("decidingShort")}
      </span>
    );
  if (mark === "priority")
    return (
      <span
        className="shrink-0 rounded-full bg-accent px-2 text-xs font-bold text-white"
        data-testid="seat-mark"
        data-mark={mark}
      >
        ● {t("priorityShort")}
      </span>
    );
  return null;
}
