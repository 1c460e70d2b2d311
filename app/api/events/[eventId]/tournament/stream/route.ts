import { z } from "zod";
import { MAX_SEQ, resumeId } from "@/lib/http/input-rule";
import { assertEventExists } from "@/lib/events/public-info";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { tournamentStream } from "@/lib/realtime/tournament-hub";

export const dynamic = "force-dynamic";

// Public information only (the projector's), the same for phones and the organizer. Resumes
// with Last-Event-ID (or ?lastEventId=).
export const GET = route({
  audience: "public",
  params: eventParams,
  from: "query",
  input: z.object({ lastEventId: z.coerce.number().int().min(0).max(MAX_SEQ).optional() }),
  authorize: (ctx) => assertEventExists(ctx.params.eventId),
  handle: async (ctx, { lastEventId }) => {
    const resume = resumeId(ctx.header("last-event-id"), lastEventId);
    return tournamentStream({ eventId: ctx.params.eventId, lastEventId: resume });
  },
});
