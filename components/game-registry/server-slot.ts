// What a game shows on the organizer's pages (server components: they load what they show), and how
// the event page's header sums the event up in the game's words. One registry per page family, so that
// a page's client bundle carries only the client components that page can render (a phone's seat page
// never the organizer's panels): server-slots.ts for the organizer, seat-pages.ts for the phone.
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

/** What a game's page for a player before the tournament is given (components/game-registry/seat-pages.ts):
 * it answers a draft, a deck to build, or null for the seat and the table while the tournament waits.
 * `tables`: the tables the organizer opened, shown on every page. */
export interface SeatPageProps {
  eventId: string;
  view: NonNullable<Awaited<ReturnType<typeof seatView>>>;
  tables: ReactNode;
}

/** A game's setup before the tournament on the organizer's event page (Kartomantik's draft and decks): what
 * it shows where, and what it says about starting the tournament. */
export interface GameSetup {
  /** Above the tournament's start (the decks being built). */
  beforeStart?: ReactNode;
  /** Above the seats (a draft running or over). */
  beforeSeats?: ReactNode;
  /** Below the seats (a draft still to start). */
  afterSeats?: ReactNode;
  /** Whether the game lets the tournament start; absent: while the event is in setup. */
  canStart?: boolean;
  /** The start's help in the game's words; absent: the constructed event's. */
  startHelp?: string;
  /** Phones are on something live (a draft running): the page follows their presence. */
  live?: boolean;
  /** A word on a seat in the seat list, by seat id (a deck not valid yet, and why); `warn`: it stops the start. */
  seatNotes?: Record<string, SeatNote>;
}

export interface SeatNote {
  text: string;
  warn: boolean;
}

export interface ServerSlots {
  /** The event's format and tables in a few words ("Costruito", "Sfida tra schiere di maghi"). */
  summary(t: T, event: OrganizerEvent): string;
  /** The game's setup before the tournament (what the event page shows around its seats). */
  setup?(event: OrganizerEvent, tournament: TournamentView | null, t: T): Promise<GameSetup>;
  /** The printable deck lists of the event's players, one a page (/organizer/events/ID/decks). */
  DeckSheets?: ComponentType<{ eventId: string; eventName: string }>;
  /** The game's own part of the event page (its setup, its games on the app), below the tournament. */
  Panel?: ComponentType<OrganizerPanelProps>;
  /** What the game's match panel needs from the server (the game running on the app: its bot seats). */
  matchData?(eventId: string, matchId: string): Promise<unknown>;
  /** The game's part of the organizer's match page, below the match (its games on the app). */
  MatchExtras?: ComponentType<{ eventId: string; matchId: string }>;
}
