// The deck a bot alone plays at an organizer's table (issue 33 §12): a starter deck of the event's set (the Beta's
// starter-decks.json, imported after its cards; the demo set's built from its cards), or an event player's saved deck —
// only the organizer picks it, and the other players learn no more of it from the bot's seat than play shows. The
// server checks the choice: an unknown deck is a 400 with its reason, another organizer a 403, and nothing is written.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ctx, post } from "../setup/route-request";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const tablesRoute = await import("@/app/api/events/[eventId]/tables/route");
const { db } = await import("@/lib/db/client");
const { importCatalog } = await import("@/lib/kartomantik/cards/import");
const { importStarterDecks, starterDecksFor } = await import("@/lib/kartomantik/cards/starter-decks");
const { saveMyDeck } = await import("@/lib/kartomantik/decks/constructed-decks");
const { gamePageData, openTable } = await import("@/lib/kartomantik/games/play");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { BETA_DIR } = await import("../kartomantik/sets");
const { unique } = await import("../setup/fixtures");
const { state: gameState, withDecks } = await import("./setup");

const asOrganizer = (id: string) => (state.organizer = { id, email: `${id}@test.it`, name: "Org" });

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

/** The event's set's cards, and a deck of 30 distinct names unlike the players' (the priciest manifestations). */
async function setOf(setId: string) {
  const cards = await db().card.findMany({ where: { setId }, orderBy: { collectionNumber: "asc" } });
  const names = new Set<string>();
  const pricey = [...cards]
    .sort((a, b) => b.points - a.points)
    .filter((c) => !names.has(c.nameEn) && !!names.add(c.nameEn))
    .slice(0, 30);
  return { cards, pricey };
}

const configDecks = async (gameId: string) =>
  ((await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).config as { decks: string[][] }).decks;

describe("the deck of a bot alone at a table", () => {
  it("a starter deck of the event's set: the bot's seat plays its cards, not the first player's deck", async () => {
    const night = await withDecks(2);
    const setId = night.event.cardSetId!;
    const { cards, pricey } = await setOf(setId);
    const external = new Map(cards.map((c) => [c.id, c.externalId]));
    const file = [
      {
        id: "starter-test",
        name: "Test Starter",
        colorKey: "choleric",
        groups: [{ id: "manifestations", kind: "manifestations", cardIds: pricey.map((c) => external.get(c.id)) }],
      },
    ];
    const imported = await importStarterDecks(file, { ownerId: null, setId });
    expect(imported.decks).toEqual([{ key: "starter-test", name: "Test Starter", cards: 30 }]);
    expect((await starterDecksFor(setId)).map((d) => d.key)).toEqual(["starter-test"]);
    const { gameId } = await openTable(night.organizer.id, night.event.id, {
      mode: "ffa",
      seats: [{ seatId: night.seatIds[0]! }, { bot: "greedy", deck: { starter: "starter-test" } }, { bot: "greedy" }],
    });
    const decks = await configDecks(gameId);
    expect(decks[1]).toEqual(pricey.map((c) => c.id));
    // A bot alone without a chosen deck keeps the table's first player's (the request's default).
    const first = await db().deck.findUniqueOrThrow({ where: { seatId: night.seatIds[0]! } });
    expect(decks[2]).toEqual(first.cardIds);
    expect(decks[1]).not.toEqual(first.cardIds);
  });

  it("a player's saved deck: the bot plays it under the name Bot, and the other players see none of its cards", async () => {
    const night = await withDecks(3);
    const { pricey } = await setOf(night.event.cardSetId!);
    // The third player saved a deck of their own (illegal here: too many points; a table needs no legal deck).
    await saveMyDeck(night.event.id, night.devices[2]!, { cardIds: pricey.map((c) => c.id), sideboardIds: [] });
    const { gameId } = await openTable(night.organizer.id, night.event.id, {
      mode: "ffa",
      seats: [
        { seatId: night.seatIds[0]! },
        { bot: "greedy", deck: { seatId: night.seatIds[2]! } },
        { seatId: night.seatIds[1]! },
      ],
    });
    expect((await configDecks(gameId))[1]).toEqual(pricey.map((c) => c.id));
    // Who plays it is not said: the seat is a bot's, by no player's name.
    const page = await gamePageData(night.event.id, gameId, night.devices[0]!, "it");
    const owner = await db().seat.findUniqueOrThrow({ where: { id: night.seatIds[2]! } });
    expect(page.seats[1]).toEqual({ name: "Bot", bot: true, player: "Bot" });
    expect(JSON.stringify(page.seats)).not.toContain(owner.displayName);
    // The first player's view of the bot's seat: counts only, no hand, no deck list.
    const snap = await gameState(gameId);
    const seen = gameMessage(gameId, snap.seq, snap.status, snap.state, [], 0, snap.bots).view;
    const bot = (seen as unknown as { players: { hand: unknown; deck: unknown; deckCount: number }[] }).players[1]!;
    expect(bot.hand).toBeNull();
    expect(bot.deck).toBeNull();
    expect(bot.deckCount).toBeGreaterThan(0);
  });

  it("refuses an unknown deck with its reason (400) and another organizer (403), writing nothing", async () => {
    const night = await withDecks(2);
    const other = await withDecks(1);
    const params = { eventId: night.event.id };
    const table = (deck: unknown) => ({
      mode: "ffa",
      seats: [{ seatId: night.seatIds[0] }, { seatId: night.seatIds[1] }, { bot: "greedy", deck }],
    });
    asOrganizer(other.organizer.id);
    expect((await tablesRoute.POST(post(table({ seatId: night.seatIds[0] })), ctx(params))).status).toBe(403);
    asOrganizer(night.organizer.id);
    const refusals: [unknown, string][] = [
      [{ starter: "starter-nope" }, "il set di questo evento non ha un mazzo starter «starter-nope»"],
      [{ seatId: other.seatIds[0] }, "il mazzo scelto è di qualcuno che non è in questo evento"],
    ];
    for (const [deck, why] of refusals) {
      const res = await tablesRoute.POST(post(table(deck)), ctx(params));
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(`Mazzo del bot non valido: ${why}.`);
    }
    // A deck for a player's own seat is no choice of the organizer's.
    const own = await tablesRoute.POST(
      post({
        mode: "ffa",
        seats: [{ seatId: night.seatIds[0], deck: { starter: "x" } }, { seatId: night.seatIds[1] }, { bot: "greedy" }],
      }),
      ctx(params),
    );
    expect(own.status).toBe(400);
    expect((await own.json()).error.message).toBe(
      "Mazzo del bot non valido: il posto di un giocatore usa il suo mazzo: il mazzo si sceglie solo per un bot da solo.",
    );
    expect(await db().engineGame.count({ where: { eventId: night.event.id } })).toBe(0);
  });
});

describe("the Beta's starter decks", () => {
  it("starter-decks.json gives the imported Beta set its five starter decks of 30, once however often imported", async () => {
    const setName = unique("Beta");
    const beta = JSON.parse(readFileSync(path.join(BETA_DIR, "cards.json"), "utf8")) as object[];
    const set = await importCatalog(
      beta.map((c) => ({ ...c, setName })),
      { source: "cli" },
    );
    const file = JSON.parse(readFileSync(path.join(BETA_DIR, "starter-decks.json"), "utf8"));
    for (let i = 0; i < 2; i++) {
      const imported = await importStarterDecks(file, { ownerId: null, setId: set.setId });
      expect(imported.decks.map((d) => d.cards)).toEqual([30, 30, 30, 30, 30]);
    }
    const starters = await starterDecksFor(set.setId);
    expect(starters.map((d) => d.key).sort()).toEqual([
      "starter-capricious",
      "starter-choleric",
      "starter-melancholic",
      "starter-phlegmatic",
      "starter-vitreous",
    ]);
    expect(await db().starterDeck.count({ where: { setId: set.setId } })).toBe(5);
    // Our card ids of this set, in the file's order.
    const ids = await db().card.findMany({ where: { setId: set.setId }, select: { id: true, externalId: true } });
    const ours = new Map(ids.map((c) => [c.externalId, c.id]));
    const phlegmatic = file.find((d: { id: string }) => d.id === "starter-phlegmatic");
    expect(starters.find((d) => d.key === "starter-phlegmatic")!.cardIds).toEqual(
      phlegmatic.groups.flatMap((g: { cardIds: string[] }) => g.cardIds.map((id) => ours.get(id))),
    );
  });

  it("a deck file whose cards no set holds is refused with what to do", async () => {
    await expect(
      importStarterDecks([{ id: "x", name: "X", groups: [{ cardIds: ["no-such-card"] }] }], { ownerId: null }),
    ).rejects.toMatchObject({
      code: "invalid_input",
      params: { reason: expect.stringContaining("import the set first") },
    });
  });
});
