// Kartomantik on the server (lib/game-registry/module.ts): a new event's card set must be one the
// organizer may use; the start locks the decks — a Draft Bazaar's once its draft is over, fixing the
// debts (event-rules §5); a constructed event's when its players built them in the app (a 2v2 needs
// every one: 21 cards, ≤ 400 points).
import { z } from "zod";
import { assertSetUsable, listCardSets } from "@/lib/kartomantik/cards/sets";
import { lockDecksIn, lockedNow } from "@/lib/kartomantik/decks/draft-decks";
import { archivedDecks } from "@/lib/kartomantik/decks/archive";
import { demoEvent, seedDemoSet } from "@/lib/kartomantik/demo";
import { draftLog } from "@/lib/kartomantik/drafts/control";
import { mySideboard, readyForGame } from "@/lib/kartomantik/decks/sideboard";
import { sideboardInput } from "@/lib/kartomantik/decks/sideboard-shape";
import { AppError } from "@/lib/errors";
import { engineGamesPlaying } from "@/lib/engine-games/playing";
import type { GameModule } from "@/lib/game-registry/module";
import { KARTOMANTIK } from "@/lib/kartomantik/definition";
import { assertTestSeedAllowed, testSeedField } from "@/lib/random-seed";

export const KARTOMANTIK_MODULE: GameModule<"kartomantik"> = {
  ...KARTOMANTIK,
  engine: () => import("@/lib/kartomantik/games/engine-server").then((m) => m.KARTOMANTIK_ENGINE),
  playingOnApp: engineGamesPlaying,
  // The card set (the event's `cardSetId` column too, for its foreign key: `columns`); the e2e server's fixed seed.
  settings: z.object({ cardSetId: z.string().min(1).max(64), testSeed: testSeedField }),
  // The sets the organizer may use, named with their version and size; without one no event can be created.
  async newEventData(organizerId) {
    const sets = await listCardSets(organizerId);
    return {
      data: {
        sets: sets.map((s) => ({
          id: s.id,
          name: `${s.name}${s.version > 1 ? ` v${s.version}` : ""} (${s.cards})`,
          mine: s.mine,
        })),
      },
      ...(sets.length ? {} : { missing: "dashboard.noSets" }),
    };
  },
  demo: { seed: seedDemoSet, event: demoEvent },
  draftLog,
  archiveDecks: archivedDecks,
  sideboard: { input: sideboardInput, view: mySideboard, ready: readyForGame },
  async checkNewEvent(organizerId, settings) {
    assertTestSeedAllowed(settings);
    await assertSetUsable(organizerId, String(settings.cardSetId));
  },
  columns: (settings) => ({ cardSetId: settings.cardSetId }),
  async start(tx, event) {
    if (event.format === "draft_bazaar") {
      const draft = await tx.draft.findUnique({ where: { eventId: event.id }, select: { status: true } });
      if (draft?.status !== "finished") throw new AppError("draft_not_over");
      const seats = await tx.seat.findMany({ where: { eventId: event.id }, include: { deck: true } });
      if (seats.every((s) => s.deck?.lockedAt))
        return { debts: new Map(seats.map((s) => [s.id, s.deck!.debt ?? 0])), log: { decksLocked: [] } };
      const overview = await lockDecksIn(tx, event.id);
      return { debts: new Map(overview.map((d) => [d.seatId, d.debt])), log: { decksLocked: lockedNow(overview) } };
    }
    if (event.status !== "setup") throw new AppError("tournament_started");
    // Constructed decks built in the app (engine-played matches need them) are locked at the start like a
    // draft's: then every player needs one. With none at all, it is a paper event.
    const decks = await tx.deck.findMany({ where: { seat: { eventId: event.id } }, select: { lockedAt: true } });
    const seats = await tx.seat.count({ where: { eventId: event.id } });
    const someToLock = decks.length > 0 && !(decks.length === seats && decks.every((d) => d.lockedAt));
    if (event.mode === "2v2" || someToLock) return { log: { decksLocked: lockedNow(await lockDecksIn(tx, event.id)) } };
    return { log: { decksLocked: [] } };
  },
};
