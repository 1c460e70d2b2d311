// What a game shows on the organizer's event page (a server component: it loads what it shows), and
// how the page's header sums the event up in the game's words.
import type { ComponentType, ReactNode } from "react";
import type { seatView } from "@/lib/events/seat-view";
import type { TournamentView } from "@/lib/tournament/shape";

/** A translator, as next-intl's getTranslations() gives it (the root namespace). */
type T = (key: string, values?: Record<string, string | number>) => string;

export interface OrganizerEvent {
  id: string;
  organizerId: string;
  format: string;
  mode: string;
  status: string;
  settings: Record<string, unknown>;
  seats: { id: string; displayName: string }[];
}

/** What the game's panel is given. */
export interface OrganizerPanelProps {
  event: OrganizerEvent;
  tournament: TournamentView | null;
}

export interface SeatPageProps {
  eventId: string;
  view: NonNullable<Awaited<ReturnType<typeof seatView>>>;
  tables: ReactNode;
}

export interface ServerSlots {
  /** The event's format and tables in a few words ("Costruito", "Sfida tra schiere di maghi"). */
  summary(t: T, event: OrganizerEvent): string;
  /** The game's own part of the event page (its setup, its games on the app), below the tournament. */
  Panel?: ComponentType<OrganizerPanelProps>;
  /** What the game's match panel needs from the server (the game running on the app: its bot seats). */
  matchData?(eventId: string, matchId: string): Promise<unknown>;
  /** The game's part of the organizer's match page, below the match (its games on the app). */
  MatchExtras?: ComponentType<{ eventId: string; matchId: string }>;
  /** A player's page before the tournament (a draft, a deck to build), or null for the seat and the table
   * while the tournament waits. `tables`: the tables the organizer opened, shown on every page. */
  SeatPage?(props: SeatPageProps): Promise<ReactNode | null>;
}
