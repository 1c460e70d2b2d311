import { botInput } from "@/lib/engine-games/input";
import { botLevelOf, engineOfEvent } from "@/lib/game-registry/event-engine";
import { route } from "@/lib/http/route";
import { matchParams } from "@/lib/http/params";

// The event's organizer lets the bot play missing players' seats in this match's game on the app: before it
// starts, or in the running game from now on (`{"seatId"}`, or `{"seatIds":[…]}` at a table of 3–5), at the level
// picked (`"level"`, one of the game's; absent: its default).
export const POST = route({
  audience: "organizer",
  params: matchParams,
  input: botInput,
  handle: async (ctx, input) => {
    const engine = await engineOfEvent(ctx.params.eventId);
    const seatIds = "seatId" in input ? [input.seatId] : input.seatIds;
    return engine.botPlaysFor(
      ctx.organizer.id,
      ctx.params.eventId,
      ctx.params.matchId,
      seatIds,
      botLevelOf(engine, input.level),
    );
  },
});
