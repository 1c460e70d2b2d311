"use client";
import { useEffect, useState } from "react";

/** Whole seconds left, never below zero, until `deadline` (ISO, the server's clock) when this device's clock reads
 * `deviceNow`. `offset`: how far the server's clock is ahead of this device's (the view's `now` less the device's
 * time when the view came; 0 without it), so a device whose clock is wrong counts the server's seconds. */
export function secondsLeft(deadline: string, deviceNow: number, offset: number): number {
  return Math.max(0, Math.ceil((new Date(deadline).getTime() - (deviceNow + offset)) / 1000));
}

/** Seconds left until an ISO deadline, ticking; null without a deadline. `serverNow`: the server's time when the
 * view was made (DraftViewMessage.now); the first render (also the server's) counts from it. */
export function useCountdown(deadline: string | null, serverNow?: number): number | null {
  const [ticking, setTicking] = useState<{ deadline: string; seconds: number } | null>(null);
  const [initialNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const offset = serverNow === undefined ? 0 : serverNow - Date.now();
    const tick = () => setTicking({ deadline, seconds: secondsLeft(deadline, Date.now(), offset) });
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline, serverNow]);
  if (!deadline) return null;
  if (ticking && ticking.deadline === deadline) return ticking.seconds;
  return secondsLeft(deadline, serverNow ?? initialNow, 0);
}
