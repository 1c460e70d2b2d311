// The draft's realtime endpoints — a player's action and the live stream — defined once and
// mounted twice: by app/api (Next.js) and by the app server's fast lane (lib/http/fast-lane.ts),
// which serves them without Next's request pipeline on the hot path of every bid.
import { z } from "zod";
import { MAX_SEQ, resumeId } from "@/lib/http/input-rule";
import { draftOfEvent, playerOfDevice } from "@/lib/kartomantik/drafts/access";
import { play, playInput } from "@/lib/kartomantik/drafts/play";
import { assertEventOwner } from "@/lib/events/events";
import { AppError } from "@/lib/errors";
import { eventParams } from "@/lib/http/params";
import { defineRoute } from "@/lib/http/route-core";
import { draftStream } from "@/lib/realtime/sse";
import { hashToken } from "@/lib/players/device-key";

// The player is whoever holds this device's seat; the body only says what they do.
export const playRoute = defineRoute({
  audience: "device",
  params: eventParams,
  input: playInput,
  handle: (ctx, input) => play(ctx.params.eventId, ctx.device, input),
});

// phone: the seated player's view (with their legal actions); organizer: the event's owner;
// projector: public information only — the same as every player sees.
export const streamRoute = defineRoute({
  audience: "public",
  params: eventParams,
  from: "query",
  input: z.object({
    as: z.enum(["phone", "organizer", "projector"]),
    lastEventId: z.coerce.number().int().min(0).max(MAX_SEQ).optional(),
  }),
  authorize: async (ctx, { as }) => {
    if (as === "organizer") {
      if (!ctx.organizer) throw new AppError("unauthenticated");
      await assertEventOwner(ctx.organizer.id, ctx.params.eventId);
    }
  },
  handle: async (ctx, { as, lastEventId }) => {
    const resume = resumeId(ctx.header("last-event-id"), lastEventId);
    const eventId = ctx.params.eventId;
    const draft = await draftOfEvent(eventId);
    const player = as === "phone" ? await playerOfDevice(eventId, ctx.device) : null;
    // A phone's stream lasts as long as its device holds the seat (lib/realtime/presence.ts).
    const seat =
      player !== null && ctx.device ? { id: draft.seatIds[player]!, deviceKeyHash: hashToken(ctx.device) } : undefined;
    return draftStream({ draftId: draft.id, lastEventId: resume, player, seat });
  },
});
