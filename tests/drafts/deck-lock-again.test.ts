// event-rules §5 "Debt is fixed when the deck is locked at the tournament's start; later sideboarding does not
// change it": the organizer's lock, pressed again (before or after the start), and the start after it keep the
// first lock — its time, its debts — and the standings subtract exactly those debts.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { controlDraft } from "@/lib/kartomantik/drafts/control";
import { lockDecks, myDraftDeck, saveDraftDeck } from "@/lib/kartomantik/decks/draft-decks";
import { startTournament } from "@/lib/tournament/start";
import { tournamentView } from "@/lib/tournament/views";
import { draftNight } from "./setup";

describe("event-rules §5 locking the decks again", () => {
  it("a second lock changes nothing: the first lock's time and debts stay, the start takes those debts", async () => {
    const night = await draftNight(2);
    await controlDraft(night.organizer.id, night.event.id, "end");
    const cards = await db().card.findMany({
      where: { set: { events: { some: { id: night.event.id } } } },
      orderBy: { points: "desc" },
    });
    const seats = await db().seat.findMany({ where: { eventId: night.event.id }, orderBy: { position: "asc" } });
    // Anna bought the 36 dearest cards for 300 points, Bruno the next 36 for nothing.
    for (const [i, s] of seats.entries())
      await db().seat.update({
        where: { id: s.id },
        data: { draftCardIds: cards.slice(i * 36, i * 36 + 36).map((c) => c.id), pointsSpent: i === 0 ? 300 : 0 },
      });
    for (const d of night.devices) {
      const v = await myDraftDeck(night.event.id, d);
      await saveDraftDeck(night.event.id, d, v.cardIds.slice(0, 30));
    }
    await lockDecks(night.organizer.id, night.event.id);
    const first = await db().deck.findMany({
      where: { seat: { eventId: night.event.id } },
      orderBy: { seatId: "asc" },
    });
    const anna = first.find((d) => d.seatId === seats[0]!.id)!;
    expect(anna.debt).toBeGreaterThan(0);

    await new Promise((r) => setTimeout(r, 20));
    await lockDecks(night.organizer.id, night.event.id);
    await startTournament(night.organizer.id, night.event.id);
    await lockDecks(night.organizer.id, night.event.id).catch(() => null);
    const again = await db().deck.findMany({
      where: { seat: { eventId: night.event.id } },
      orderBy: { seatId: "asc" },
    });
    expect(again.map((d) => [d.lockedAt, d.debt])).toEqual(first.map((d) => [d.lockedAt, d.debt]));
    const view = (await tournamentView(night.event.id))!;
    expect(view.standings.find((r) => r.name === "Anna")).toMatchObject({
      debt: anna.debt,
      score: -anna.debt!,
    });
    const locks = await db().eventLog.findMany({ where: { eventId: night.event.id, type: "decks.locked" } });
    expect(locks).toHaveLength(1);
  });
});
