// What a game shows in the backbone's screens (the client side of its module, lib/game-registry/):
// components and labels the shared pages render where the game has something of its own.
import type { ComponentType } from "react";

/** A translator, as next-intl's useTranslations() gives it (the root namespace). */
export type T = (key: string, values?: Record<string, string | number>) => string;

/** What the dashboard loaded for the new-event form (Kartomantik's card sets). */
export interface NewEventData {
  sets: { id: string; name: string }[];
}

export interface GameSlots {
  /** A table mode's name in this game's words. */
  modeLabel(t: T, mode: string): string;
  /** The game's own fields of the new-event form, below the backbone's (format, tables, best-of). */
  NewEventFields: ComponentType<{ data: NewEventData }>;
  /** The game's settings from the submitted form, as the new event's body carries them. */
  settingsOf(form: FormData): Record<string, unknown>;
}
