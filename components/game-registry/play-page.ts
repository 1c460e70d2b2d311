// The pages of a game played on the app, as the registry (play-pages.ts) lists them: a seat's page on the
// phone and the organizer's. Types only, so that a game's pages and the registry import this, not each other.
import type { ReactNode } from "react";

export interface PhoneGameProps {
  eventId: string;
  gameId: string;
  device: string | null;
  locale: "it" | "en";
}

export interface OrganizerGameProps {
  eventId: string;
  gameId: string;
  organizerId: string;
  /** spectator | judge | replay */
  as: string | undefined;
  locale: "it" | "en";
}

/** A game's pages; each throws Next's notFound() for a game the viewer may not open. */
export interface PlayPages {
  Phone(props: PhoneGameProps): Promise<ReactNode>;
  Organizer(props: OrganizerGameProps): Promise<ReactNode>;
}
