"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { DecisionView, GameAction } from "@/engine/kartomantik";
import { optionText } from "./actionText";

interface Props {
  decision: DecisionView;
  player: number;
  /** Picked at the start: the first choice the server lists (confirming at once answers as its first button did). */
  start: string[];
  names: Map<string, string>;
  busy: boolean;
  onSend: (a: GameAction) => void;
}

/** Whether a decision asks for a set of options (min..max of them) rather than one: its options become toggles. */
export const picksMany = (d: DecisionView): boolean => d.kind !== "orderTriggers" && !(d.min === 1 && d.max === 1);

/** A decision answered with several options: each option a toggle, confirm enabled only with min..max of them. */
export function DecisionPicker({ decision, player, start, names, busy, onSend }: Props) {
  const t = useTranslations("game");
  const tt = (key: string, params?: Record<string, string | number>) => t(key as never, params as never);
  const [picked, setPicked] = useState<string[]>(start);
  const { min, max } = decision;
  const within = picked.length >= min && picked.length <= max;
  const flip = (o: string) =>
    setPicked((p) => (p.includes(o) ? p.filter((x) => x !== o) : max === 1 ? [o] : p.length >= max ? p : [...p, o]));
  return (
    <div className="grid gap-1.5" data-testid="decision-picker">
      {decision.options.map((o) => (
        <button
          key={o}
          type="button"
          className="min-h-12 rounded-xl border-2 border-stone-300 bg-white px-3 py-1.5 text-left text-base leading-tight aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white"
          aria-pressed={picked.includes(o)}
          onClick={() => flip(o)}
          data-testid="decision-option"
        >
          {optionText(o, names, tt)}
        </button>
      ))}
      <p className="px-1 text-sm font-semibold" role="status" data-testid="decision-count">
        {t("pick.count", { n: picked.length, min, max })}
      </p>
      <button
        type="button"
        className="btn min-h-14 w-full text-lg font-bold"
        disabled={busy || !within}
        onClick={() => onSend({ type: "decide", player, choice: picked })}
        data-testid="game-action"
        data-action="decide"
      >
        {t("pick.confirm")}
      </button>
    </div>
  );
}
