import { z } from "zod";
import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { incBotPlaysFor } from "@/lib/incantesium/open";

// The event's organizer lets the bot play a missing mage's seat in this match's challenge.
export const POST = route({
  audience: "organizer",
  params: matchParams,
  input: z.object({ seatId: z.string().min(1).max(64) }),
  handle: (ctx, { seatId }) => incBotPlaysFor(ctx.organizer.id, ctx.params.eventId, ctx.params.matchId, seatId),
});
