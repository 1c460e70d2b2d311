import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";
import { botInput, botPlaysFor } from "@/lib/kartomantik/games/play";

// The event's organizer lets the engine's bot play missing players' seats in this match: before its game, or in the
// running game from now on.
export const POST = route({
  audience: "organizer",
  params: matchParams,
  input: botInput,
  handle: (ctx, input) =>
    botPlaysFor(
      ctx.organizer.id,
      ctx.params.eventId,
      ctx.params.matchId,
      "seatId" in input ? input.seatId : input.seatIds,
    ),
});
