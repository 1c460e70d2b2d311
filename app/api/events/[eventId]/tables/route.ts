import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { openTable, tableInput } from "@/lib/kartomantik/games/play";

// The event's organizer starts a Free-for-All or 2v2 game outside the tournament, with chosen seats and bots.
export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: tableInput,
  handle: (ctx, input) => openTable(ctx.organizer.id, ctx.params.eventId, input),
});
