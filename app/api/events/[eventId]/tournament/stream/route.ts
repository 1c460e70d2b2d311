import { z } from "zod";
import { MAX_SEQ, resumeId } from "@/lib/http/input-rule";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { tournamentStream } from "@/lib/realtime/tournament-hub";

export const dynamic = "force-dynamic";

// Public information only (the projector's), the same for phones and the organizer. Resumes
// with Last-Event-ID (or ?lastEventId=).
export const GET = route({
  audience: "public",
  from: "query",
  input: z.object({ lastEventId: z.coerce.number().int().min(0).max(MAX_SEQ).optional() }),
  authorize: async (ctx) => {
    const event = await db().event.findUnique({ where: { id: ctx.params.eventId ?? "" }, select: { id: true } });
    if (!event) throw new AppError("not_found");
  },
  handle: async (ctx, { lastEventId }) => {
    const resume = resumeId(ctx.header("last-event-id"), lastEventId);
    return tournamentStream({ eventId: ctx.params.eventId ?? "", lastEventId: resume });
  },
});
