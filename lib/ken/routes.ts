// Ken il Guerriero's own endpoints, under /api/ken/ (lib/game-registry/routes.ts; the mount:
// lib/http/route-table.ts): the event's card list and end condition (its organizer), a player's deck
// list (device cookie), and the match's Punti Ordine scorepad.
import { z } from "zod";
import { assertEventOwner } from "@/lib/events/events";
import { MAX_FILE_BYTES } from "@/lib/http/limits";
import { eventParams, matchParams } from "@/lib/http/params";
import { defineRoute } from "@/lib/http/route-core";
import type { RouteTable } from "@/lib/http/route-table";
import { copyKenCardList, getKenCardList, kenCardListChoices, saveKenCardList } from "@/lib/ken/card-lists";
import { kenDeckInput, myKenDeck, saveMyKenDeck } from "@/lib/ken/decks";
import { kenEndInput } from "@/lib/ken/end-condition";
import { scoreInput, writeScore } from "@/lib/ken/scorepad";
import { setKenEnd } from "@/lib/ken/settings";
import { assertMatchPlayer } from "@/lib/tournament/results";

// The event's card list (cards are public; the organizer's page shows what is loaded).
const cardList = defineRoute({
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
const saveCardList = defineRoute({
  audience: "organizer",
  params: eventParams,
  input: z.union([
    z.object({ fileName: z.string().max(200).default("carte"), content: z.string().min(1) }).strict(),
    z.object({ fromEvent: z.string().min(1).max(64) }).strict(),
  ]),
  // The file's own check names the line and column of a bad character (lib/ken/card-lists.ts).
  files: ["content"],
  maxBytes: MAX_FILE_BYTES + 64 * 1024,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) =>
    "fromEvent" in input
      ? copyKenCardList(ctx.organizer.id, ctx.params.eventId, input.fromEvent)
      : saveKenCardList(ctx.organizer.id, ctx.params.eventId, input),
});

// The player's own deck list and the event's card list: identity from the device cookie.
const myDeck = defineRoute({
  audience: "device",
  params: eventParams,
  handle: (ctx) => myKenDeck(ctx.params.eventId, ctx.device),
});

// Saved only when legal: an illegal list is refused naming the first broken rule (all of them in details).
const saveDeck = defineRoute({
  audience: "device",
  params: eventParams,
  input: kenDeckInput,
  handle: (ctx, input) => saveMyKenDeck(ctx.params.eventId, ctx.device, input, ctx.locale),
});

// How the event's games end (a Punti Ordine target, a turn or time limit, or declared by the players).
const setEnd = defineRoute({
  audience: "organizer",
  params: eventParams,
  input: z.object({ end: kenEndInput }),
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => setKenEnd(ctx.organizer.id, ctx.params.eventId, input.end),
});

// A change to the match's scorepad by one of its two players (device cookie, never the body).
const score = defineRoute({
  audience: "device",
  params: matchParams,
  input: scoreInput,
  authorize: (ctx) => assertMatchPlayer(ctx.params.eventId, ctx.params.matchId, ctx.device),
  handle: (ctx, input) => writeScore(ctx.params.eventId, ctx.params.matchId, { device: ctx.device }, input),
});

// The organizer's correction of a scorepad (any change, as the players' own; an entry of the log).
const correctScore = defineRoute({
  audience: "organizer",
  params: matchParams,
  input: scoreInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => writeScore(ctx.params.eventId, ctx.params.matchId, { organizerId: ctx.organizer.id }, input),
});

export const KEN_ROUTES: RouteTable = {
  "events/[eventId]/cards": { GET: cardList, PUT: saveCardList },
  "events/[eventId]/deck": { GET: myDeck, PUT: saveDeck },
  "events/[eventId]/end": { PUT: setEnd },
  "events/[eventId]/matches/[matchId]/scorepad": { POST: score },
  "events/[eventId]/matches/[matchId]/scorepad/correct": { POST: correctScore },
};
