"use client";
import { useOnline } from "@/components/pwa/useOnline";

/** A banner at the top of every page the moment the device loses its network. The text comes from
 * the server (the layout), so no translations are shipped for it. Live pages resume by themselves
 * when the network is back (components/useLiveSource.ts). */
export function OfflineBanner({ text }: { text: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="sticky top-0 z-50 bg-amber-200 px-4 py-2 text-center font-semibold text-amber-950"
      data-testid="offline-banner"
    >
      <span aria-hidden="true">⚠ </span>
      {text}
    </p>
  );
}
