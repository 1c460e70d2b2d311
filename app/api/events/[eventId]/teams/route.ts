import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { organizerTeamInput, organizerTeamRequest, organizerTeams } from "@/lib/teams/teams";

export const dynamic = "force-dynamic";

// A 2v2 event's teams for its organizer (with their codes) and every seat, so the console follows
// players who join after the page was drawn.
export const GET = route({
  audience: "organizer",
  params: eventParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx) => organizerTeams(ctx.params.eventId),
});

// { op: "pair", seatIds: [a, b] } or { op: "split", teamId }.
export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: organizerTeamInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => organizerTeamRequest(ctx.organizer.id, ctx.params.eventId, input),
});
