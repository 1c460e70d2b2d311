"use client";
// The seat page (/play/EVENT) shows one of five screens, by the event's state; imported statically,
// every phone would download all five (and the Ken deck check's zod) to see one. Through next/dynamic
// each is its own chunk, fetched only by the phones that render it (bench:pages measures it). A client
// module: next/dynamic called in a server component does not split (the page still lists every chunk).
import dynamic from "next/dynamic";

export const DraftPhone = dynamic(() => import("@/components/kartomantik/draft/DraftPhone").then((m) => m.DraftPhone));
export const DeckBuilder = dynamic(() =>
  import("@/components/kartomantik/decks/DeckBuilder").then((m) => m.DeckBuilder),
);
export const ConstructedDeckBuilder = dynamic(() =>
  import("@/components/kartomantik/decks/ConstructedDeckBuilder").then((m) => m.ConstructedDeckBuilder),
);
export const TournamentPhone = dynamic(() =>
  import("@/components/tournament/TournamentPhone").then((m) => m.TournamentPhone),
);
export const KenDeckPhone = dynamic(() => import("@/components/ken/KenDeckPhone").then((m) => m.KenDeckPhone));
