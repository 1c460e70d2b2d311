"use client";
import { lazy, Suspense, type ComponentProps } from "react";

// The game's screens in chunks of their own: the played-game pages' mount serves every game's pages from one
// client bundle (components/game-registry/play-pages.ts), which would otherwise carry them into every game's page.
const GamePhone = lazy(() => import("@/components/kartomantik/game/GamePhone").then((m) => ({ default: m.GamePhone })));
const ReplayViewer = lazy(() =>
  import("@/components/kartomantik/game/ReplayViewer").then((m) => ({ default: m.ReplayViewer })),
);

export function GamePhoneLazy(props: ComponentProps<typeof GamePhone>) {
  return (
    <Suspense>
      <GamePhone {...props} />
    </Suspense>
  );
}

export function ReplayViewerLazy(props: ComponentProps<typeof ReplayViewer>) {
  return (
    <Suspense>
      <ReplayViewer {...props} />
    </Suspense>
  );
}
