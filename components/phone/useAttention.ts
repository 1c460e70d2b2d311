"use client";
import { useEffect, useRef } from "react";
import { hapticsEnabled, ScreenKeeper, TURN_VIBRATION_MS, vibrateNow, type WakeLockApi } from "./attention";

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** While `awaited` (the player's turn, or an auction waiting for them), keeps the screen on and, when
 * it becomes true, vibrates once (components/phone/attention.ts has the rules). */
export function useAttention(awaited: boolean): void {
  const keeper = useRef<ScreenKeeper | null>(null);
  // Opened while already awaited (the draft just started, the game page just opened) counts as a start.
  const was = useRef(false);
  const now = useRef(awaited);
  now.current = awaited;

  useEffect(() => {
    const k = new ScreenKeeper((navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock);
    keeper.current = k;
    const onVisibility = () => void k.update(now.current, document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      void k.release();
    };
  }, []);

  useEffect(() => {
    void keeper.current?.update(awaited, document.visibilityState === "visible");
    if (vibrateNow(was.current, awaited, hapticsEnabled(storage())) && "vibrate" in navigator)
      navigator.vibrate(TURN_VIBRATION_MS);
    was.current = awaited;
  }, [awaited]);
}
