import { z } from "zod";
import { assertEventOwner } from "@/lib/events/events";
import { MAX_UPLOAD_BYTES } from "@/lib/kartomantik/cards/limits";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { copyKenCardList, getKenCardList, kenCardListChoices, saveKenCardList } from "@/lib/ken/card-lists";

export const dynamic = "force-dynamic";

// The event's Ken card list (cards are public; the organizer's page shows what is loaded).
export const GET = route({
  audience: "organizer",
  params: eventParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: async (ctx) => ({
    list: await getKenCardList(ctx.params.eventId),
    // The card lists of the organizer's other Ken events, which this one may choose instead of a file.
    choices: await kenCardListChoices(ctx.organizer.id, ctx.params.eventId),
  }),
});

// Uploaded (the page reads the file) or pasted: the text and a file name (.csv or .json decides the format); or
// chosen: the card list of another of the organizer's Ken events.
export const PUT = route({
  audience: "organizer",
  params: eventParams,
  input: z.union([
    z.object({ fileName: z.string().max(200).default("carte"), content: z.string().min(1) }).strict(),
    z.object({ fromEvent: z.string().min(1).max(64) }).strict(),
  ]),
  // The file's own check names the line and column of a bad character (lib/ken/card-lists.ts).
  files: ["content"],
  maxBytes: MAX_UPLOAD_BYTES + 64 * 1024,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) =>
    "fromEvent" in input
      ? copyKenCardList(ctx.organizer.id, ctx.params.eventId, input.fromEvent)
      : saveKenCardList(ctx.organizer.id, ctx.params.eventId, input),
});
