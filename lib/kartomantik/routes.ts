// Kartomantik's own endpoints, under /api/kartomantik/ (lib/game-registry/routes.ts; the mount:
// lib/http/route-table.ts). Its engine games have the shared engine-game routes (app/api/games/…).
import type { RouteTable } from "@/lib/http/route-table";
import { importSetRoute, listSetsRoute, setCardsRoute, shareSetRoute } from "@/lib/kartomantik/cards/card-set-routes";
import { lockDecksRoute, myDeckRoute, saveDeckRoute } from "@/lib/kartomantik/decks/deck-routes";
import {
  botRoute,
  controlRoute,
  logRoute,
  playRoute,
  startedRoute,
  startRoute,
  streamRoute,
} from "@/lib/kartomantik/drafts/draft-routes";

export const KARTOMANTIK_ROUTES: RouteTable = {
  "events/[eventId]/draft": { POST: startRoute },
  "events/[eventId]/draft/control": { POST: controlRoute },
  "events/[eventId]/draft/bot": { POST: botRoute },
  "events/[eventId]/draft/log": { GET: logRoute },
  // Every bid: the fast lane serves it.
  "events/[eventId]/draft/play": { POST: playRoute, fast: true },
  // Phones and the projector on the fast lane; the organizer's stream needs the next-auth session.
  "events/[eventId]/draft/stream": { GET: streamRoute, fast: (query) => query.get("as") !== "organizer" },
  // Pages waiting for the draft's start (seats, the projector): on the fast lane too.
  "events/[eventId]/draft/started": { GET: startedRoute, fast: true },
  "events/[eventId]/deck": { GET: myDeckRoute, PUT: saveDeckRoute },
  "events/[eventId]/decks/lock": { POST: lockDecksRoute },
  "card-sets": { GET: listSetsRoute, POST: importSetRoute },
  "card-sets/[setId]/cards": { GET: setCardsRoute },
  "card-sets/[setId]/shared": { POST: shareSetRoute },
};
