"use client";
import { useEffect, useState, useSyncExternalStore } from "react";
import { artState, hostOf, probeArt, subscribeArt } from "@/components/remoteArt";

/** Remote art as an enhancement over the drawn face: requested only once one probe showed that the
 * browser reaches its host (offline: one request per host, then none), shown once it has loaded. */
export function CardImage({ src }: { src: string }) {
  const [loaded, setLoaded] = useState(false);
  const host = hostOf(src);
  const state = useSyncExternalStore(
    (l) => (host ? subscribeArt(host, l) : () => {}),
    () => (host ? artState(host) : "ok"),
    () => "unknown" as const,
  );
  useEffect(() => {
    if (host) probeArt(host, src);
  }, [host, src]);
  if (state !== "ok") return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- remote catalog art, optional by design
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onLoad={() => setLoaded(true)}
      onError={() => setLoaded(false)}
      data-testid="card-art"
      data-loaded={loaded}
      className={`absolute inset-0 h-full w-full object-cover transition-opacity ${loaded ? "opacity-100" : "opacity-0"}`}
    />
  );
}
