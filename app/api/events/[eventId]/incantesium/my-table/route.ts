import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { openPlayerTable, playerTableInput } from "@/lib/incantesium/open";

// A seated player starts a table of their own against bots (1v1, Tutti contro tutti, 2 contro 2).
export const POST = route({
  audience: "device",
  params: eventParams,
  input: playerTableInput,
  handle: (ctx, input) => openPlayerTable(ctx.params.eventId, ctx.device, input),
});
