// The games' pages for a player before the tournament, one line each (server components). Apart from
// server-slots.ts: the seat page's client bundle then holds only what a seat page can render.
import type { ReactNode } from "react";
import type { SeatPageProps } from "@/components/game-registry/server-slot";
import { SeatPage as INCANTESIUM } from "@/components/incantesium/seat-page";
import { SeatPage as KARTOMANTIK } from "@/components/kartomantik/seat-page";
import { SeatPage as KEN } from "@/components/ken/seat-page";

type SeatPage = (props: SeatPageProps) => Promise<ReactNode | null>;

const SEAT_PAGES: Record<string, SeatPage> = { kartomantik: KARTOMANTIK, ken: KEN, incantesium: INCANTESIUM };

/** A game's page for a player before the tournament, or null where the seat just waits. */
export function seatPageOf(game: string): SeatPage | null {
  return SEAT_PAGES[game] ?? null;
}
