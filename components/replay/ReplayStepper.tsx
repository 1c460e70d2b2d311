"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";

/** What every replay endpoint answers: the position after `step` of `steps` (1 = the start). */
export interface StepAnswer {
  step: number;
  steps: number;
}

type Move = (asked: number, steps: number) => number;
/** Where each key (and its button) goes from the step asked for last, of `steps`. */
const KEY_MOVES = {
  ArrowLeft: (asked) => asked - 1,
  ArrowRight: (asked) => asked + 1,
  Home: () => 1,
  End: (_, steps) => steps,
} satisfies Record<string, Move>;
type Key = keyof typeof KEY_MOVES;
const isKey = (key: string): key is Key => Object.hasOwn(KEY_MOVES, key);

/** The state update of a move: from the step asked for last, kept within 1..steps. */
const toward = (to: Move, steps: number) => (asked: number) => Math.min(Math.max(1, to(asked, steps)), steps);

/** The shell of a replay, whichever the game: first / previous / next / last, a slider, the arrow
 * keys (← → one step, Home and End the ends), fetching each step from `endpoint?step=N`. What the step
 * did (`caption`, in the sticky panel) and the table there (`children`) are the game's own. */
export function ReplayStepper<T extends StepAnswer>({
  endpoint,
  caption,
  children,
}: {
  endpoint: string;
  caption: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations("game");
  const [step, setStep] = useState(1);
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // The step count as soon as an answer holds it (before the render that shows it), for the moves.
  const stepsRef = useRef(1);

  useEffect(() => {
    let live = true;
    void callApi<T>(`${endpoint}?step=${step}`).then((res) => {
      if (!live) return;
      setError(res.error ?? null);
      if (res.data) {
        stepsRef.current = res.data.steps;
        setData(res.data);
      }
    });
    return () => {
      live = false;
    };
  }, [endpoint, step]);

  // Moves count from the step asked for last, not the one shown: a second ▶ or → before the first step's answer
  // arrived goes on to the next step (it used to ask for the same one again, and a ← right after a → could land two
  // steps back while the listener still held the older position).
  const move = (to: Move) => setStep(toward(to, stepsRef.current));

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      // The slider and form fields use the arrows themselves.
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || e.altKey || e.ctrlKey || e.metaKey) return;
      if (!isKey(e.key)) return;
      e.preventDefault();
      setStep(toward(KEY_MOVES[e.key], stepsRef.current));
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (!data) return <ErrorBox error={error} />;
  const label = (n: number) => t("replayStep", { step: n, steps: data.steps });
  const nav = "btn-quiet min-h-12 min-w-12 text-lg";
  const button = (to: number, text: string, testId: string, keys: Key, disabled: boolean) => (
    <button
      type="button"
      className={nav}
      onClick={() => move(KEY_MOVES[keys])}
      disabled={disabled}
      data-testid={testId}
      aria-label={label(to)}
      aria-keyshortcuts={keys}
    >
      {text}
    </button>
  );
  return (
    <section className="mx-auto max-w-md space-y-3" data-testid="replay" data-step={data.step} data-steps={data.steps}>
      <div className="panel sticky top-0 z-10 space-y-2 p-3">
        <div className="flex items-center justify-between gap-1">
          {button(1, "|◀", "replay-first", "Home", data.step <= 1)}
          {button(Math.max(1, data.step - 1), "◀", "replay-prev", "ArrowLeft", data.step <= 1)}
          <span className="text-center font-semibold tabular-nums" data-testid="replay-step" aria-live="polite">
            {label(data.step)}
          </span>
          {button(Math.min(data.steps, data.step + 1), "▶", "replay-next", "ArrowRight", data.step >= data.steps)}
          {button(data.steps, "▶|", "replay-last", "End", data.step >= data.steps)}
        </div>
        <input
          type="range"
          min={1}
          max={data.steps}
          value={data.step}
          onChange={(e) => move(() => Number(e.target.value))}
          className="w-full accent-accent"
          aria-label={label(data.step)}
          data-testid="replay-slider"
        />
        {caption(data)}
      </div>
      {children(data)}
      <ErrorBox error={error} />
    </section>
  );
}
