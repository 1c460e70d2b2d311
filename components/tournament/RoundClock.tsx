"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { RoundClockView } from "@/lib/tournament/shape";

/** Milliseconds left on the round clock, ticking; null without a clock. The server's deadline is
 * read against the server's time sent with it (`now`), so a phone with a wrong clock agrees with
 * the projector. The first render (also the server's) uses the view's own time. */
export function useRoundClockLeft(clock: RoundClockView | null): number | null {
  const initial = clock ? (clock.endsAt !== null ? clock.endsAt - clock.now : clock.leftMs) : null;
  const [ticking, setTicking] = useState<{ clock: RoundClockView; left: number } | null>(null);
  useEffect(() => {
    if (clock?.endsAt == null) return;
    const offset = clock.now - Date.now();
    const tick = () => setTicking({ clock, left: clock.endsAt! - (Date.now() + offset) });
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [clock]);
  return ticking && ticking.clock === clock ? ticking.left : initial;
}

/** "12:34" (or "1:02:03"), never below zero. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

const SIZES = { phone: "text-2xl", console: "text-3xl", projector: "text-5xl" } as const;

/** The round clock as phones, the console and the projector show it: time left, paused, or up. */
export function RoundClock({ clock, size = "phone" }: { clock: RoundClockView | null; size?: keyof typeof SIZES }) {
  const t = useTranslations("tournament.clock");
  const left = useRoundClockLeft(clock);
  if (!clock || left === null) return null;
  const state = clock.endsAt === null ? "paused" : left <= 0 ? "over" : "running";
  const tone =
    state === "over" ? "bg-red-100 text-red-900" : state === "paused" ? "bg-amber-100 text-amber-900" : "bg-stone-100";
  return (
    <p
      className={`inline-flex items-baseline gap-3 rounded-xl px-4 py-1 font-bold ${tone} ${SIZES[size]}`}
      data-testid="round-clock"
      data-state={state}
    >
      <span className="text-[0.6em] font-semibold">{t(state)}</span>
      <span className="tabular-nums" data-testid="round-clock-time">
        {clockText(left)}
      </span>
    </p>
  );
}
