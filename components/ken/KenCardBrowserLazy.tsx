"use client";
import dynamic from "next/dynamic";

// The card browser in a chunk of its own: the public pages' mount serves every game's pages from one
// client bundle (components/game-registry/public-pages.ts), which would otherwise carry this browser
// into every game's page.
export const KenCardBrowserLazy = dynamic(() =>
  import("@/components/ken/KenCardBrowser").then((m) => m.KenCardBrowser),
);
