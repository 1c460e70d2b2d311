import { z } from "zod";
import { draftOfEvent, playerOfDevice } from "@/lib/drafts/access";
import { assertEventOwner } from "@/lib/events/events";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { draftStream } from "@/lib/realtime/sse";

export const dynamic = "force-dynamic";

// phone: the seated player's view (with their legal actions); organizer: the event's owner;
// projector: public information only — the same as every player sees.
export const GET = route({
  audience: "public",
  from: "query",
  input: z.object({ as: z.enum(["phone", "organizer", "projector"]), lastEventId: z.coerce.number().int().min(0).optional() }),
  authorize: async (ctx, { as }) => {
    if (as === "organizer") {
      if (!ctx.organizer) throw new AppError("unauthenticated");
      await assertEventOwner(ctx.organizer.id, ctx.params.eventId ?? "");
    }
  },
  handle: async (ctx, { as, lastEventId }) => {
    const eventId = ctx.params.eventId ?? "";
    const draft = await draftOfEvent(eventId);
    const player = as === "phone" ? await playerOfDevice(eventId, ctx.device) : null;
    const header = ctx.req.headers.get("last-event-id");
    const resume = header && /^\d+$/.test(header) ? Number(header) : (lastEventId ?? null);
    return draftStream({ signal: ctx.req.signal, draftId: draft.id, lastEventId: resume, player });
  },
});
