"use client";
// The seat page (/play/EVENT) shows one of several screens, by the event's state; imported statically, every phone
// would download all of them to see one. Through next/dynamic each is its own chunk, fetched only by the phones that
// render it (bench:pages measures it); each game's own screens are in its folder (components/<game>/seat-branches.ts).
// A client module: next/dynamic called in a server component does not split (the page still lists every chunk).
import dynamic from "next/dynamic";

export const TournamentPhone = dynamic(() =>
  import("@/components/tournament/TournamentPhone").then((m) => m.TournamentPhone),
);
