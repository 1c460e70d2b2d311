"use client";
import { lazy, Suspense } from "react";

// The card browser in a chunk of its own: the public pages' mount serves every game's pages from one
// client bundle (components/game-registry/public-pages.ts), which would otherwise carry this browser
// into every game's page. React's lazy, not next/dynamic: its loader would add to every game's page too.
const KenCardBrowser = lazy(() =>
  import("@/components/ken/KenCardBrowser").then((m) => ({ default: m.KenCardBrowser })),
);

export function KenCardBrowserLazy() {
  return (
    <Suspense>
      <KenCardBrowser />
    </Suspense>
  );
}
