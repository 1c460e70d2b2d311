// What a game shows in the backbone's screens (the client side of its module, lib/game-registry/):
// components and labels the shared pages render where the game has something of its own.
import type { ComponentType } from "react";
import type { NewEventData } from "@/lib/game-registry/module";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";

/** A translator, as next-intl's useTranslations() gives it (the root namespace). */
export type T = (key: string, values?: Record<string, string | number>) => string;

/** How the pairings name a match's game being played on the app: the game's words, else "partita 2 sull'app". */
export const runningShort = (slots: GameSlots, t: T, game: number): string =>
  slots.playOnApp?.running?.short(t, game) ?? t("tournament.liveShort", { game });

export interface GameSlots {
  /** A table mode's name in this game's words. */
  modeLabel(t: T, mode: string): string;
  /** The game's own fields of the new-event form, below the backbone's (format, tables, best-of). */
  NewEventFields: ComponentType<{ data: NewEventData }>;
  /** The game's settings from the submitted form, as the new event's body carries them. */
  settingsOf(form: FormData): Record<string, unknown>;
  /** On a player's match page, above the result (Ken's scorepad, Incantesium's challenge as it stands). */
  MatchPanel?: ComponentType<{ eventId: string; view: TournamentView; match: MatchView; me: string }>;
  /** Where the game is played on the app: the words of the button that opens the match's next game (the match
   * page draws it: the route and the game's page are the same for every game), and whether it stands back. */
  playOnApp?: {
    label(t: T): string;
    quiet?: boolean;
    /** While a game of the match runs on the app: the pairings' note in this game's words (an Incantesium match is
     * one "sfida"; `game`: its number in the match), and whether the game's MatchPanel shows it with the way back
     * into it (then the backbone's "Partita 2 in corso sull'app" panel is not drawn). */
    running?: { short(t: T, game: number): string; inPanel: boolean };
  };
  /** A Bo3's deck changes between games, on a player's match page (Kartomantik's sideboard: rulebook §4.1
   * "Riserva"); absent where a game's decks have no side. */
  Sideboard?: ComponentType<{ eventId: string; matchId: string; version: number; opponent: string; played?: number }>;
  /** A result's numbers in this game's words where they are not points (Incantesium: the gems conquered
   * during the challenge); absent: "I tuoi punti", "Punti di Carla". The form's help, its fields' bounds and
   * checks are the game's definition's (GameDefinition.resultHelp, scoring). */
  resultWords?: {
    /** At a table of 3–5, a side's one number (Incantesium's gems sit on its first place). */
    bySide: boolean;
    /** The player's own field on the paper form. */
    mine(t: T): string;
    /** Another player's field. */
    valueLabel(t: T, name: string): string;
    /** A side's number ("2 gemme conquistate"). */
    valueText(t: T, n: number): string;
    /** The standings' column of the points, and what a confirmed score's numbers are (under it). */
    column(t: T): string;
    caption(t: T): string;
  };
  /** On the projector, the live cell of a match being played (Ken's Punti Ordine, Incantesium's gems),
   * fed by the game's own stream where it has one (`Feed`: each match's live state by match id). */
  projector?: {
    Feed?: ComponentType<{
      eventId: string;
      onData: (live: ReadonlyMap<string, unknown>) => void;
      onOnline: (online: boolean) => void;
    }>;
    LiveCell: ComponentType<{ view: TournamentView; match: MatchView; live: unknown }>;
  };
  /** On the organizer's match page: what the game offers there (a missing player's seat to the bot, the
   * scorepad). `data` is what the game's server slot loaded for it (ServerSlots.matchData). */
  OrganizerMatchPanel?: ComponentType<{ eventId: string; view: TournamentView; match: MatchView; data: unknown }>;
  /** The player's practice on the tournament phone (a game against the bots). */
  Practice?: ComponentType<{ eventId: string }>;
}
