// The event archive "for safekeeping" (lib/tournament/exports.ts: "seats, draft log, decks with debts, every match
// and game, standings, the audit log") holds every player's locked deck as the game keeps it: a constructed
// Kartomantik deck with its Riserva (rulebook §4.1: "una Riserva (Sideboard) da 6 carte" — the cards Bo3 swaps draw
// from), and a Ken il Guerriero deck list, locked by the tournament's start like Kartomantik's.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { joinEvent } from "@/lib/events/seats";
import { startTournament } from "@/lib/tournament/start";
import { eventArchive } from "@/lib/tournament/exports";
import { eventWith } from "./setup";
import { kenTournament } from "../ken/setup";

type ArchivedDeck = { cards: { id: string }[]; sideboard?: { id: string }[]; lockedAt: string | null } | null;

describe("the event archive's decks", () => {
  it("rulebook §4.1 Riserva: a constructed deck is archived with its sideboard, by the set's own card ids", async () => {
    const night = await eventWith(0, { format: "constructed", bestOf: 3 });
    const cards = await db().card.findMany({
      where: { set: { events: { some: { id: night.event.id } } } },
      orderBy: { points: "asc" },
    });
    const device = randomBytes(32).toString("base64url");
    await joinEvent(device, { code: night.event.joinCode, name: "Anna" });
    const other = randomBytes(32).toString("base64url");
    await joinEvent(other, { code: night.event.joinCode, name: "Bruno" });
    // 30 distinct names at the fewest points, then 6 more for the sideboard.
    const names = new Set<string>();
    const picked = cards.filter((c) => !names.has(c.nameEn) && !!names.add(c.nameEn)).slice(0, 36);
    const deck = picked.slice(0, 30).map((c) => c.id);
    const sideboard = picked.slice(30).map((c) => c.id);
    for (const d of [device, other]) {
      const saved = await saveMyDeck(night.event.id, d, { cardIds: deck, sideboardIds: sideboard });
      expect(saved.check.violations).toEqual([]);
    }
    await startTournament(night.organizer.id, night.event.id);

    const archive = await eventArchive(night.event.id);
    const anna = archive.seats.find((s) => s.name === "Anna")!.deck as ArchivedDeck;
    const external = (id: string) => cards.find((c) => c.id === id)!.externalId;
    expect(anna!.cards.map((c) => c.id)).toEqual(deck.map(external));
    expect(anna!.sideboard?.map((c) => c.id)).toEqual(sideboard.map(external));
    expect(anna!.lockedAt).not.toBeNull();
  });

  it("a Ken il Guerriero deck list, locked at the start, is archived too", async () => {
    const ken = await kenTournament();
    const archive = await eventArchive(ken.event.id);
    const stored = await db().kenDeck.findMany({ where: { seat: { eventId: ken.event.id } } });
    expect(stored).toHaveLength(2);
    for (const seat of archive.seats) {
      const row = stored.find((d) => d.seatId === seat.id)!;
      expect(seat.deck).toMatchObject({ text: row.text, cards: row.cards, lockedAt: row.lockedAt!.toISOString() });
    }
  });
});
