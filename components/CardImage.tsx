"use client";
import { useState } from "react";

/** Remote art as an enhancement: shown only once it has loaded, silently absent offline. */
export function CardImage({ src }: { src: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- remote catalog art, optional by design
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onLoad={() => setLoaded(true)}
      className={`absolute inset-0 h-full w-full object-cover transition-opacity ${loaded ? "opacity-100" : "opacity-0"}`}
    />
  );
}
