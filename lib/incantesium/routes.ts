// Incantesium's own endpoints, under /api/incantesium/ (lib/game-registry/routes.ts; the mount:
// lib/http/route-table.ts): the challenges running at the event as they stand (gems, whose move), for the
// projector (public, like the pairings they are shown beside: no hand, no deck) and for a match's mages
// (its seats only), as JSON and pushed. Its challenges themselves are engine games (/api/games/incantesium/…).
import { eventParams, matchParams } from "@/lib/http/params";
import { defineRoute } from "@/lib/http/route-core";
import type { RouteTable } from "@/lib/http/route-table";
import { assertMatchSeat, incEventNames, runningOfEvent, runningOfMatch } from "@/lib/incantesium/running";
import { runningStream } from "@/lib/incantesium/running-hub";

const eventRunning = defineRoute({
  audience: "public",
  params: eventParams,
  handle: (ctx) => runningOfEvent(ctx.params.eventId),
});

// Every stream starts with the whole current list, so a resuming client needs no backlog.
const eventRunningStream = defineRoute({
  audience: "public",
  params: eventParams,
  authorize: async (ctx) => void (await incEventNames(ctx.params.eventId)),
  handle: async (ctx) => runningStream({ eventId: ctx.params.eventId, matchId: null }),
});

const matchRunning = defineRoute({
  audience: "device",
  params: matchParams,
  handle: (ctx) => runningOfMatch(ctx.params.eventId, ctx.params.matchId, ctx.device),
});

// The current state first, then every move, the finished challenge last.
const matchRunningStream = defineRoute({
  audience: "device",
  params: matchParams,
  authorize: (ctx) => assertMatchSeat(ctx.params.eventId, ctx.params.matchId, ctx.device),
  handle: async (ctx) => runningStream({ eventId: ctx.params.eventId, matchId: ctx.params.matchId }),
});

export const INCANTESIUM_ROUTES: RouteTable = {
  "events/[eventId]/running": { GET: eventRunning },
  "events/[eventId]/running/stream": { GET: eventRunningStream },
  "events/[eventId]/matches/[matchId]/running": { GET: matchRunning },
  "events/[eventId]/matches/[matchId]/running/stream": { GET: matchRunningStream },
};
