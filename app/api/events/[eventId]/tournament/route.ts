import { assertEventOwner } from "@/lib/events/events";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { startInput, startTournament } from "@/lib/tournament/start";
import { tournamentView } from "@/lib/tournament/views";

export const dynamic = "force-dynamic";

// Pairings, results and standings are public: the projector shows the same.
export const GET = route({
  audience: "public",
  params: eventParams,
  handle: async (ctx) => {
    const view = await tournamentView(ctx.params.eventId);
    if (!view) throw new AppError("tournament_not_found");
    return view;
  },
});

// The organizer starts the tournament: decks locked (Draft Bazaar), every round created.
// Optional body: { "tiebreaks": "first" | "all" } — play off ties for first only (default) or
// for every rank (event-rules §6).
export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: startInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => startTournament(ctx.organizer.id, ctx.params.eventId, input),
});
