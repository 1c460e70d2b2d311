// Draft decks on the server (event-rules §4–5): 30 of the 36 drafted cards, debt, organizer lock.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { controlDraft } from "@/lib/kartomantik/drafts/control";
import { lockDecks, myDraftDeck, saveDraftDeck } from "@/lib/kartomantik/decks/draft-decks";
import { draftNight } from "./setup";

/** A short draft played to the end by always passing: every card is free, nobody spends. */
async function finishedDraft(players: number) {
  const night = await draftNight(players, { composition: { wills: 2, minor: 1, medium: 0, major: 0 } });
  for (let i = 0; i < 500; i++) {
    const s = await night.current();
    if (s.state.finished) break;
    if (!s.state.auction) await night.as(s.state.active!).play({ type: "choose", cardId: s.state.table[0]! });
    else await night.as(s.state.auction.awaiting[0]!).play({ type: "pass" });
  }
  return night;
}

describe("draft decks", () => {
  it("refuses deck building before the draft is over", async () => {
    const night = await draftNight(2);
    await expect(myDraftDeck(night.event.id, night.devices[0]!)).rejects.toMatchObject({ code: "draft_not_over" });
  });

  it("starts from all drafted cards, saves any choice of drafted cards, checks it with the shared validator", async () => {
    const night = await finishedDraft(2);
    const view = await myDraftDeck(night.event.id, night.devices[0]!);
    expect(view.cardIds).toHaveLength(3);
    expect(view.check.legal).toBe(false);
    expect(view.check.violations.map((v) => v.rule)).toContain("deck_size");
    const saved = await saveDraftDeck(night.event.id, night.devices[0]!, view.cardIds.slice(0, 2));
    expect(saved.check.stats.cards).toBe(2);
    expect(saved.check.stats.sideboard).toBe(1);
    const other = await myDraftDeck(night.event.id, night.devices[1]!);
    await expect(saveDraftDeck(night.event.id, night.devices[0]!, [other.cardIds[0]!])).rejects.toMatchObject({
      code: "deck_card_not_drafted",
    });
  });

  it("§5 debt: deck manifestation points + points spent − 500, never below 0", async () => {
    const night = await finishedDraft(2);
    const seat = await db().seat.findFirstOrThrow({ where: { eventId: night.event.id, position: 1 } });
    await db().seat.update({ where: { id: seat.id }, data: { pointsSpent: 600 } });
    const view = await myDraftDeck(night.event.id, night.devices[0]!);
    expect(view.debt).toBe(Math.max(0, view.check.stats.points + 600 - 500));
    expect(view.debt).toBeGreaterThan(0);
  });

  it("locking needs every deck saved and legal, names who is not ready, then fixes debt and refuses changes", async () => {
    const night = await finishedDraft(2);
    await expect(lockDecks(night.organizer.id, night.event.id)).rejects.toMatchObject({
      code: "decks_not_ready",
      params: { names: "Anna, Bruno" },
    });
    // A 3-card draft can never make a legal 30-card deck: the lock stays refused.
    for (const d of night.devices) {
      const v = await myDraftDeck(night.event.id, d);
      await saveDraftDeck(night.event.id, d, v.cardIds);
    }
    await expect(lockDecks(night.organizer.id, night.event.id)).rejects.toMatchObject({ code: "decks_not_ready" });
  });

  it("locks legal 30-card decks from a full draft and fixes each debt", async () => {
    const night = await draftNight(2);
    await controlDraft(night.organizer.id, night.event.id, "end");
    // Give each seat 36 drafted cards directly (a full draft is covered by the engine tests).
    const cards = await db().card.findMany({
      where: { set: { events: { some: { id: night.event.id } } } },
      orderBy: { collectionNumber: "asc" },
    });
    const seats = await db().seat.findMany({ where: { eventId: night.event.id }, orderBy: { position: "asc" } });
    for (const [i, s] of seats.entries())
      await db().seat.update({
        where: { id: s.id },
        data: { draftCardIds: cards.slice(i * 36, i * 36 + 36).map((c) => c.id), pointsSpent: 100 * i },
      });
    for (const d of night.devices) {
      const v = await myDraftDeck(night.event.id, d);
      const saved = await saveDraftDeck(night.event.id, d, v.cardIds.slice(0, 30));
      expect(saved.check.legal).toBe(true);
    }
    await lockDecks(night.organizer.id, night.event.id);
    const decks = await db().deck.findMany({
      where: { seat: { eventId: night.event.id } },
      include: { seat: true },
      orderBy: { seat: { position: "asc" } },
    });
    for (const deck of decks) {
      const view = await myDraftDeck(night.event.id, night.devices[deck.seat.position - 1]!);
      expect(deck.debt).toBe(Math.max(0, view.check.stats.points + deck.seat.pointsSpent - 500));
      expect(view.locked).toBe(true);
    }
    await expect(saveDraftDeck(night.event.id, night.devices[0]!, [])).rejects.toMatchObject({ code: "deck_locked" });
  });
});
