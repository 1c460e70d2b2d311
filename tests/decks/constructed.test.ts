// Constructed decks on the server (event-rules §4, rulebook §4.1): 30 cards from the event's set,
// one copy per name, ≤500 points of manifestations, a chosen sideboard of at most 6; the
// organizer's lock requires every deck legal and fixes debt (0 here: no auctions).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { importCatalog } from "@/lib/kartomantik/cards/import";
import { myConstructedDeck, saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { decksOverview, lockDecks } from "@/lib/kartomantik/decks/draft-decks";
import { createEvent } from "@/lib/events/events";
import { joinEvent } from "@/lib/events/seats";
import { startTournament } from "@/lib/tournament/start";
import { loadDemo, unique } from "../setup/fixtures";

async function constructedEvent(players = 2, mode: "duel" | "2v2" = "duel") {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  const setName = unique("Constructed");
  const set = await importCatalog(
    loadDemo().map((c) => ({ ...c, setName })),
    { source: "cli" },
  );
  const event = await createEvent(organizer.id, {
    name: "Costruito",
    game: "kartomantik",
    format: "constructed",
    bestOf: 1,
    cardSetId: set.setId,
    mode,
  });
  const devices: string[] = [];
  for (let i = 0; i < players; i++) {
    const device = randomBytes(32).toString("base64url");
    await joinEvent(device, { code: event.joinCode, name: `P${i + 1}` });
    devices.push(device);
  }
  const cards = await db().card.findMany({ where: { setId: set.setId }, orderBy: { collectionNumber: "asc" } });
  return { organizer, event, devices, cards };
}

type Row = { id: string; type: string; points: number; nameEn: string };

/** 30 cards with distinct names and manifestation points ≤ max: wills first, then the cheapest manifestations. */
function legalThirty(cards: Row[], skip: Set<string> = new Set()): string[] {
  const names = new Set<string>();
  const pick: string[] = [];
  const candidates = [
    ...cards.filter((c) => c.type !== "manifestation").slice(0, 14),
    ...cards.filter((c) => c.type === "manifestation").sort((a, b) => a.points - b.points),
  ];
  for (const c of candidates) {
    if (pick.length === 30) break;
    if (skip.has(c.id) || names.has(c.nameEn)) continue;
    names.add(c.nameEn);
    pick.push(c.id);
  }
  return pick;
}

const pointsOf = (cards: Row[], ids: string[]) =>
  ids.reduce(
    (sum, id) =>
      sum + (cards.find((c) => c.id === id)!.type === "manifestation" ? cards.find((c) => c.id === id)!.points : 0),
    0,
  );

describe("constructed decks", () => {
  it("§4.1: a legal 30-card deck with a 6-card sideboard saves, shows legal, locks with debt 0", async () => {
    const { organizer, event, devices, cards } = await constructedEvent(1);
    const deck = legalThirty(cards);
    expect(pointsOf(cards, deck)).toBeLessThanOrEqual(500);
    const sideboard = cards
      .filter((c) => !deck.includes(c.id) && !deck.some((d) => cards.find((x) => x.id === d)!.nameEn === c.nameEn))
      .slice(0, 6)
      .map((c) => c.id);
    const saved = await saveMyDeck(event.id, devices[0]!, { cardIds: deck, sideboardIds: sideboard });
    expect(saved.check.legal).toBe(true);
    expect(saved.check.stats.sideboard).toBe(6);
    const mine = await myConstructedDeck(event.id, devices[0]!, "it");
    expect(mine.deck.cardIds).toEqual(deck);
    expect(mine.deck.sideboardIds).toEqual(sideboard);
    expect(mine.set.pool).toHaveLength(cards.length);
    expect(Object.keys(mine.set.externalIds)).toHaveLength(cards.length);
    const [row] = await decksOverview(event.id);
    expect(row).toMatchObject({ cards: 30, sideboard: 6, legal: true, saved: true, debt: 0 });
    await lockDecks(organizer.id, event.id);
    const locked = await db().deck.findFirstOrThrow({ where: { seat: { eventId: event.id } } });
    expect(locked.lockedAt).not.toBeNull();
    expect(locked.debt).toBe(0);
    // §4.1: once locked, only Bo3 sideboarding changes it.
    await expect(saveMyDeck(event.id, devices[0]!, { cardIds: deck.slice(1), sideboardIds: [] })).rejects.toMatchObject(
      { code: "deck_locked" },
    );
  });

  it("2vs2 Creazione del Mazzo: 21 cards over 400 points are saved as a draft the server names, for the player and the organizer", async () => {
    const { event, devices, cards } = await constructedEvent(1, "2v2");
    const majors = cards.filter((c) => c.type === "manifestation").sort((a, b) => b.points - a.points);
    const heavy = [...new Map(majors.map((c) => [c.nameEn, c.id])).values()].slice(0, 21);
    const points = pointsOf(cards, heavy);
    expect(points).toBeGreaterThan(400);
    const expected = [{ rule: "points_cap", section: "2vs2 Creazione del Mazzo", params: { points, max: 400 } }];
    const view = await saveMyDeck(event.id, devices[0]!, { cardIds: heavy, sideboardIds: [] });
    expect(view).toMatchObject({ saved: true, check: { legal: false, violations: expected } });
    // What the server holds, read again: the player's page and the organizer's overview.
    const mine = await myConstructedDeck(event.id, devices[0]!, "it");
    expect(mine).toMatchObject({ format: "2v2", deck: { saved: true, check: { legal: false, violations: expected } } });
    const [row] = await decksOverview(event.id);
    expect(row).toMatchObject({ status: "illegal", legal: false, saved: true, violations: expected });
  });

  it("§4.1: over 500 points, a 7-card sideboard or a repeated name are saved as drafts but named, and the lock refuses", async () => {
    const { organizer, event, devices, cards } = await constructedEvent(1);
    const majors = cards.filter((c) => c.type === "manifestation").sort((a, b) => b.points - a.points);
    const heavy = [...new Map(majors.map((c) => [c.nameEn, c.id])).values()].slice(0, 30);
    const view = await saveMyDeck(event.id, devices[0]!, { cardIds: heavy, sideboardIds: [] });
    expect(view.check.legal).toBe(false);
    expect(view.check.violations.find((v) => v.rule === "points_cap")).toMatchObject({
      section: "rulebook §4.1",
      params: { max: 500 },
    });

    const deck = legalThirty(cards);
    const rest = cards
      .filter((c) => !deck.includes(c.id))
      .slice(0, 7)
      .map((c) => c.id);
    const seven = await saveMyDeck(event.id, devices[0]!, { cardIds: deck, sideboardIds: rest });
    expect(seven.check.violations.find((v) => v.rule === "sideboard_size")).toMatchObject({
      params: { count: 7, max: 6 },
    });
    await expect(lockDecks(organizer.id, event.id)).rejects.toMatchObject({
      code: "decks_not_ready",
      params: { names: "P1" },
    });
  });

  it("refuses cards from another set and a card in both lists, and changes nothing", async () => {
    const { event, devices, cards } = await constructedEvent(1);
    const other = await constructedEvent(1);
    const deck = legalThirty(cards);
    await saveMyDeck(event.id, devices[0]!, { cardIds: deck, sideboardIds: [] });
    await expect(
      saveMyDeck(event.id, devices[0]!, { cardIds: [...deck.slice(1), other.cards[0]!.id], sideboardIds: [] }),
    ).rejects.toMatchObject({ code: "deck_card_not_in_set" });
    await expect(saveMyDeck(event.id, devices[0]!, { cardIds: deck, sideboardIds: [deck[0]!] })).rejects.toMatchObject({
      code: "invalid_input",
    });
    const mine = await myConstructedDeck(event.id, devices[0]!, "en");
    expect(mine.deck.cardIds).toEqual(deck);
    expect(mine.deck.sideboardIds).toEqual([]);
  });

  it("a Draft Bazaar event takes no chosen sideboard, and a constructed deck is not built at a draft", async () => {
    const { event, devices } = await constructedEvent(1);
    await expect(myConstructedDeck(event.id, randomBytes(32).toString("base64url"), "it")).rejects.toMatchObject({
      code: "not_seated",
    });
    const organizer = await db().organizer.create({
      data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
    });
    const draftEvent = await createEvent(organizer.id, {
      name: "Draft",
      game: "kartomantik",
      format: "draft_bazaar",
      bestOf: 1,
      cardSetId: event.cardSetId!,
    });
    await joinEvent(devices[0]!, { code: draftEvent.joinCode, name: "P1" });
    await expect(saveMyDeck(draftEvent.id, devices[0]!, { cardIds: [], sideboardIds: ["x"] })).rejects.toMatchObject({
      code: "invalid_input",
    });
    await expect(myConstructedDeck(draftEvent.id, devices[0]!, "it")).rejects.toMatchObject({
      code: "not_a_constructed_event",
    });
  });

  it("the tournament's start locks decks built in the app; one missing deck is named; no decks at all is a paper event", async () => {
    const withDecks = await constructedEvent(2);
    await saveMyDeck(withDecks.event.id, withDecks.devices[0]!, {
      cardIds: legalThirty(withDecks.cards),
      sideboardIds: [],
    });
    await expect(startTournament(withDecks.organizer.id, withDecks.event.id)).rejects.toMatchObject({
      code: "decks_not_ready",
      params: { names: "P2" },
    });
    await saveMyDeck(withDecks.event.id, withDecks.devices[1]!, {
      cardIds: legalThirty(withDecks.cards).reverse(),
      sideboardIds: [],
    });
    await startTournament(withDecks.organizer.id, withDecks.event.id);
    const decks = await db().deck.findMany({ where: { seat: { eventId: withDecks.event.id } } });
    expect(decks.map((d) => [d.lockedAt !== null, d.debt])).toEqual([
      [true, 0],
      [true, 0],
    ]);

    const paper = await constructedEvent(2);
    await startTournament(paper.organizer.id, paper.event.id);
    expect(await db().deck.count({ where: { seat: { eventId: paper.event.id } } })).toBe(0);
  });
});
