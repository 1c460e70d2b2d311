// The draft's endpoints (lib/kartomantik/routes.ts mounts them under /api/kartomantik/events/[eventId]/draft):
// the organizer's start, controls and log export; a player's action and the live stream, which the
// app server's fast lane (lib/http/fast-lane.ts) serves too, without Next's request pipeline, on the
// hot path of every bid.
import { z } from "zod";
import { MAX_SEQ, resumeId } from "@/lib/http/input-rule";
import { draftOfEvent, playerOfDevice } from "@/lib/kartomantik/drafts/access";
import {
  controlDraft,
  draftLog,
  setClock,
  startDraft,
  startInput,
  undoLastAuction,
} from "@/lib/kartomantik/drafts/control";
import { draftStartStream, draftStream } from "@/lib/kartomantik/drafts/draft-stream";
import { draftBots } from "@/lib/kartomantik/drafts/bot-driver";
import { botSeatInput, setBotSeat } from "@/lib/kartomantik/drafts/bot-seats";
import { play } from "@/lib/kartomantik/drafts/aggregate";
import { playInput } from "@/lib/kartomantik/drafts/play-input";
import { assertEventOwner } from "@/lib/events/events";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db/client";
import { eventParams } from "@/lib/http/params";
import { defineRoute } from "@/lib/http/route-core";
import { hashToken } from "@/lib/players/device-key";

// The player is whoever holds this device's seat; the body only says what they do.
export const playRoute = defineRoute({
  audience: "device",
  params: eventParams,
  input: playInput,
  handle: async (ctx, input) => {
    const result = await play(ctx.params.eventId, ctx.device, input);
    // Committed: a seat the bot plays may have to answer now (or, the draft over, get its deck).
    if (result.view.bots.length) draftBots().kick(ctx.params.eventId);
    return result;
  },
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
      player !== null && ctx.device
        ? { eventId, id: draft.seatIds[player]!, deviceKeyHash: hashToken(ctx.device) }
        : undefined;
    return draftStream({ draftId: draft.id, lastEventId: resume, player, seat });
  },
});

// A page waiting for the draft (a seat, the projector's join screen, the console): one message when it starts.
// Public, as the projector's stream: that a draft started is no secret.
export const startedRoute = defineRoute({
  audience: "public",
  params: eventParams,
  handle: async (ctx) => {
    const event = await db().event.findUnique({ where: { id: ctx.params.eventId }, select: { format: true } });
    if (event?.format !== "draft_bazaar") throw new AppError("not_a_draft_event");
    return draftStartStream(ctx.params.eventId);
  },
});

export const startRoute = defineRoute({
  audience: "organizer",
  params: eventParams,
  input: startInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => startDraft(ctx.organizer.id, ctx.params.eventId, input),
});

export const controlRoute = defineRoute({
  audience: "organizer",
  params: eventParams,
  input: z.discriminatedUnion("op", [
    z.object({ op: z.enum(["pause", "resume", "end"]) }),
    z.object({ op: z.literal("undo") }),
    z.object({ op: z.literal("clock"), clockSeconds: z.number().int().min(5).max(600).nullable() }),
  ]),
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: async (ctx, cmd): Promise<{ seq: number }> => {
    const eventId = ctx.params.eventId;
    if (cmd.op === "clock") return setClock(ctx.organizer.id, eventId, cmd.clockSeconds);
    const done =
      cmd.op === "undo"
        ? await undoLastAuction(ctx.organizer.id, eventId)
        : await controlDraft(ctx.organizer.id, eventId, cmd.op);
    // Resumed or taken back: a seat the bot plays may be the one to act.
    if (cmd.op !== "pause") draftBots().kick(eventId);
    return done;
  },
});

// The organizer hands a seat to the draft bot, or takes it back (lib/kartomantik/drafts/bot-seats.ts).
export const botRoute = defineRoute({
  audience: "organizer",
  params: eventParams,
  input: botSeatInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => setBotSeat(ctx.organizer.id, ctx.params.eventId, input),
});

// The organizer's export of the whole draft (its seed, every action and its events), as a file.
export const logRoute = defineRoute({
  audience: "organizer",
  params: eventParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: async (ctx) => {
    const log = await draftLog(ctx.params.eventId);
    return new Response(JSON.stringify(log, null, 2), {
      headers: {
        "content-type": "application/json",
        "content-disposition": `attachment; filename="draft-${log.eventId}.json"`,
      },
    });
  },
});
