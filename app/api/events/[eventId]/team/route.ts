import { guarded, rules } from "@/lib/abuse/throttle";
import { isAppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client";
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
// Team codes are short: unknown ones are counted per seat (over its limit the seat's guesses are
// refused unchecked) and per address (over its limit a wrong code is 429, a right one still joins).
export const POST = route({
  audience: "device",
  params: eventParams,
  input: teamInput,
  handle: (ctx, input) =>
    input.op === "join"
      ? guarded(
          {
            before: [rules.teamSeat(ctx.params.eventId, ctx.device)],
            wrong: [rules.teamAddress(clientAddress(ctx.header))],
          },
          ctx.locale,
          () => teamRequest(ctx.params.eventId, ctx.device, input),
          (err) => isAppError(err) && err.code === "team_code_unknown",
        )
      : teamRequest(ctx.params.eventId, ctx.device, input),
});

export const DELETE = route({
  audience: "device",
  params: eventParams,
  handle: (ctx) => leaveTeam(ctx.params.eventId, ctx.device),
});
