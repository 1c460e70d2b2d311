"use client";
// Ken il Guerriero's UI slots (components/game-registry/slot.ts).
import dynamic from "next/dynamic";
import type { GameSlots } from "@/components/game-registry/slot";
import { kenEndOfForm } from "@/components/ken/KenEndFields";
import { isBye } from "@/lib/tournament/shape";
const KenScorepad = dynamic(() => import("@/components/ken/KenScorepad").then((m) => m.KenScorepad));
const KenLiveScore = dynamic(() => import("@/components/ken/KenLiveScore").then((m) => m.KenLiveScore));
const KenEndFields = dynamic(() => import("@/components/ken/KenEndFields").then((m) => m.KenEndFields));

export const KEN_SLOTS: GameSlots = {
  modeLabel: (t, mode) => t(`modes.${mode}`),
  NewEventFields: () => <KenEndFields />,
  settingsOf: (form) => ({ end: kenEndOfForm(form) }),
  // The Punti Ordine scorepad, whose result is reported for the opponent to confirm.
  MatchPanel: ({ eventId, view, match, me }) =>
    match.status === "confirmed" || isBye(match) ? null : (
      <KenScorepad eventId={eventId} match={match} view={view} me={me} />
    ),
  // The organizer corrects the scorepad (every change logged).
  OrganizerMatchPanel: ({ eventId, view, match }) =>
    match.seats.length === 2 ? <KenScorepad eventId={eventId} match={match} view={view} me={null} /> : null,
  // The Punti Ordine of a match being played, its turn and phase (the tournament's view carries the pads).
  projector: { LiveCell: ({ view, match }) => <KenLiveScore view={view} match={match} /> },
};
