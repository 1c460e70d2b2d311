"use client";
// Ken il Guerriero's UI slots (components/game-registry/slot.ts).
import type { GameSlots } from "@/components/game-registry/slot";
import { KenEndFields, kenEndOfForm } from "@/components/ken/KenEndFields";
import { KenLiveScore } from "@/components/ken/KenLiveScore";
import { KenScorepad } from "@/components/ken/KenScorepad";

export const KEN_SLOTS: GameSlots = {
  modeLabel: (t, mode) => t(`modes.${mode}`),
  NewEventFields: () => <KenEndFields />,
  settingsOf: (form) => ({ end: kenEndOfForm(form) }),
  // The Punti Ordine scorepad, whose result is reported for the opponent to confirm.
  MatchPanel: ({ eventId, view, match, me }) =>
    match.status === "confirmed" || match.seats.length < 2 ? null : (
      <KenScorepad eventId={eventId} match={match} view={view} me={me} />
    ),
  sideboarding: false,
  // The organizer corrects the scorepad (every change logged).
  OrganizerMatchPanel: ({ eventId, view, match }) =>
    match.seats.length === 2 ? <KenScorepad eventId={eventId} match={match} view={view} me={null} /> : null,
  // The Punti Ordine of a match being played, its turn and phase (the tournament's view carries the pads).
  projector: { LiveCell: KenLiveScore },
};
