"use client";
import { lazy, Suspense, type ComponentProps } from "react";

// The challenge's screens in chunks of their own: the played-game pages' mount serves every game's pages from one
// client bundle (components/game-registry/play-pages.ts), which would otherwise carry them into every game's page.
const IncGamePhone = lazy(() =>
  import("@/components/incantesium/IncGamePhone").then((m) => ({ default: m.IncGamePhone })),
);
const IncReplayViewer = lazy(() =>
  import("@/components/incantesium/IncReplayViewer").then((m) => ({ default: m.IncReplayViewer })),
);

export function IncGamePhoneLazy(props: ComponentProps<typeof IncGamePhone>) {
  return (
    <Suspense>
      <IncGamePhone {...props} />
    </Suspense>
  );
}

export function IncReplayViewerLazy(props: ComponentProps<typeof IncReplayViewer>) {
  return (
    <Suspense>
      <IncReplayViewer {...props} />
    </Suspense>
  );
}
