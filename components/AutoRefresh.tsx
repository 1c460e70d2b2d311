"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Re-renders the server page periodically while visible (live updates come with the realtime layer). */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const id = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, seconds * 1000);
    return () => clearInterval(id);
  }, [router, seconds]);
  return null;
}
