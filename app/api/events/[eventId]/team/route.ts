import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { leaveTeam, myTeam, teamInput, teamRequest } from "@/lib/teams/teams";

export const dynamic = "force-dynamic";

// A 2v2 event's team on the player's phone: identity from the device cookie, never the body.
export const GET = route({
  audience: "device",
  params: eventParams,
  handle: (ctx) => myTeam(ctx.params.eventId, ctx.device),
});

// { op: "create" } starts a team (its code to share); { op: "join", code } joins a teammate's.
export const POST = route({
  audience: "device",
  params: eventParams,
  input: teamInput,
  handle: (ctx, input) => teamRequest(ctx.params.eventId, ctx.device, input),
});

export const DELETE = route({
  audience: "device",
  params: eventParams,
  handle: (ctx) => leaveTeam(ctx.params.eventId, ctx.device),
});
