"use client";
import { useEffect } from "react";

/** Registers public/sw.js (the app shell cache and the offline page) once the page has loaded, so the
 * worker's downloads never compete with the page's own, and asks it to keep the phone pages' files.
 * Renders nothing. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () =>
      void navigator.serviceWorker
        .register("/sw.js", { scope: "/" })
        .then(() => navigator.serviceWorker.ready)
        // Fetch the other phone pages' files ahead of time (public/sw.js).
        .then((reg) => reg.active?.postMessage({ type: "precache" }))
        .catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
