"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { hapticsEnabled, setHaptics } from "./attention";

/** The device's "vibrate when it is my turn" switch (stored in this browser only). Hidden where the
 * browser cannot vibrate. */
export function HapticsToggle() {
  const t = useTranslations("pwa");
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    // After hydration: the server cannot know this device's setting.
    if ("vibrate" in navigator) setOn(hapticsEnabled(window.localStorage));
  }, []);
  if (on === null) return null;
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-stone-700" data-testid="haptics-toggle">
      <input
        type="checkbox"
        className="h-5 w-5"
        checked={on}
        onChange={(e) => {
          setHaptics(window.localStorage, e.target.checked);
          setOn(e.target.checked);
        }}
      />
      {t("haptics")}
    </label>
  );
}
