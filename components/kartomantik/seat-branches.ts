"use client";
// Kartomantik's screens of the seat page (components/kartomantik/seat-page.tsx) through next/dynamic: each is its
// own chunk, fetched only by the phones that render it (bench:pages measures it). A client module: next/dynamic
// called in a server component does not split (the page still lists every chunk).
import dynamic from "next/dynamic";

export const DraftPhone = dynamic(() => import("@/components/kartomantik/draft/DraftPhone").then((m) => m.DraftPhone));
export const DeckBuilder = dynamic(() =>
  import("@/components/kartomantik/decks/DeckBuilder").then((m) => m.DeckBuilder),
);
export const ConstructedDeckBuilder = dynamic(() =>
  import("@/components/kartomantik/decks/ConstructedDeckBuilder").then((m) => m.ConstructedDeckBuilder),
);
