import { z } from "zod";
import { controlDraft, setClock, undoLastAuction } from "@/lib/kartomantik/drafts/control";
import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";

const input = z.discriminatedUnion("op", [
  z.object({ op: z.enum(["pause", "resume", "end"]) }),
  z.object({ op: z.literal("undo") }),
  z.object({ op: z.literal("clock"), clockSeconds: z.number().int().min(5).max(600).nullable() }),
]);

export const POST = route({
  audience: "organizer",
  params: eventParams,
  input,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: async (ctx, cmd): Promise<{ seq: number }> => {
    const eventId = ctx.params.eventId;
    if (cmd.op === "undo") return undoLastAuction(ctx.organizer.id, eventId);
    if (cmd.op === "clock") return setClock(ctx.organizer.id, eventId, cmd.clockSeconds);
    return controlDraft(ctx.organizer.id, eventId, cmd.op);
  },
});
