import { z } from "zod";
import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { botPlaysFor } from "@/lib/games/play";

// The event's organizer lets the engine's bot play a missing player's seat in this match.
export const POST = route({
  audience: "organizer",
  params: matchParams,
  input: z.object({ seatId: z.string().min(1).max(64) }),
  handle: (ctx, { seatId }) => botPlaysFor(ctx.organizer.id, ctx.params.eventId, ctx.params.matchId, seatId),
});
