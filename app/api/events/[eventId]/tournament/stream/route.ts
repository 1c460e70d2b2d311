import { z } from "zod";
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
  input: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
  authorize: async (ctx) => {
    const event = await db().event.findUnique({ where: { id: ctx.params.eventId ?? "" }, select: { id: true } });
    if (!event) throw new AppError("not_found");
  },
  handle: async (ctx, { lastEventId }) => {
    const header = ctx.header("last-event-id");
    const resume = header && /^\d+$/.test(header) ? Number(header) : (lastEventId ?? null);
    return tournamentStream({ eventId: ctx.params.eventId ?? "", lastEventId: resume });
  },
});
