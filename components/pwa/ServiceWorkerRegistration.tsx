"use client";
import { useEffect } from "react";

/** Registers public/sw.js (the app shell cache and the offline page) once the page has loaded, so the
 * worker's first downloads never compete with the page's own. Renders nothing. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
