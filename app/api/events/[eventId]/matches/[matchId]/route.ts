import { assertEventOwner } from "@/lib/events/events";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { matchHistory } from "@/lib/tournament/exports";
import { organizerResultInput, setResult } from "@/lib/tournament/results";
import { tournamentView } from "@/lib/tournament/views";

export const dynamic = "force-dynamic";

// The organizer's view of one match: its state and its audit trail.
export const GET = route({
  audience: "organizer",
  params: matchParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: async (ctx) => {
    const { eventId, matchId } = ctx.params;
    const match = (await tournamentView(eventId))?.matches.find((m) => m.id === matchId);
    if (!match) throw new AppError("match_not_found");
    return { match, history: await matchHistory(eventId, matchId) };
  },
});

// The organizer enters or corrects the result (kept in the audit log).
export const PUT = route({
  audience: "organizer",
  params: matchParams,
  input: organizerResultInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => setResult(ctx.organizer.id, ctx.params.eventId, ctx.params.matchId, input),
});
