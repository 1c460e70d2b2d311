// An event's fixed seed (lib/random-seed.ts), which the e2e flows use to reach a position they need (a will with a
// choice of tribute: e2e/compose-tribute.spec.ts): a Kartomantik event's `testSeed` is refused on any server not
// started with BAZAAR_TEST_SEEDS=1, so that nobody can choose a known deal; on the e2e server the same seed deals the
// same game and another seed another one. A Draft Bazaar event's draft takes it too (e2e/draft-night-leftovers.spec.ts
// waits for marks and a will on its tables): refused the same way, and on the e2e server the same seed deals the same
// draft deck, by the catalog's cards, from another import of the set (the piles are shuffled in the order of the
// cards' ids: a new import's ids sort as the old one's).
import { afterEach, describe, expect, it } from "vitest";
import { saltSeed, type Seed } from "@/engine/shared/rng";

const { db } = await import("@/lib/db/client");
const { createEvent } = await import("@/lib/events/events");
const { importCatalog } = await import("@/lib/kartomantik/cards/import");
const { loadDemo } = await import("../setup/fixtures");
const { matchDuel } = await import("./setup");
const { eventWith } = await import("../tournament/setup");
const { startDraft } = await import("@/lib/kartomantik/drafts/control");

afterEach(() => {
  delete process.env.BAZAAR_TEST_SEEDS;
});

describe("a Kartomantik event's test seed", () => {
  it("is refused on a normal server (400 test_seed_refused), and nothing is created", async () => {
    expect(process.env.BAZAAR_TEST_SEEDS).toBeUndefined();
    const organizer = await db().organizer.create({
      data: { email: `seed-${Date.now()}-${Math.random()}@test.it`, name: "Org", passwordHash: "x" },
    });
    const setName = `SeedSet ${organizer.id}`;
    const set = await importCatalog(
      loadDemo().map((c) => ({ ...c, setName })),
      { source: "cli" },
    );
    const body = { name: "Serata", game: "kartomantik", format: "constructed", bestOf: 1, cardSetId: set.setId };
    await expect(createEvent(organizer.id, { ...body, testSeed: 5 })).rejects.toMatchObject({
      code: "test_seed_refused",
      status: 400,
    });
    expect(await db().event.count({ where: { organizerId: organizer.id } })).toBe(0);
    // The same event without it is created.
    await createEvent(organizer.id, body);
    expect(await db().event.count({ where: { organizerId: organizer.id } })).toBe(1);
  });

  it("on the e2e server seeds its games with it, salted by the game of the match; a normal server never", async () => {
    const seedOf = async (testSeed?: number) => {
      const { gameId } = await matchDuel(2, testSeed === undefined ? {} : { testSeed });
      const row = await db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
      // The deal is the engine's from the config's seed and decks (replays: tests/kartomantik/golden.test.ts).
      return (row.config as { seed: Seed }).seed;
    };
    const fresh = await seedOf();
    expect(Array.isArray(fresh) && fresh.length === 4).toBe(true);
    process.env.BAZAAR_TEST_SEEDS = "1";
    expect(await seedOf(1)).toEqual(saltSeed(1, 1));
    expect(await seedOf(1)).toEqual(await seedOf(1));
    expect(await seedOf(2)).toEqual(saltSeed(2, 1));
    expect(await seedOf(2)).not.toEqual(saltSeed(1, 1));
  });
});

describe("a Draft Bazaar event's test seed", () => {
  const COMPOSITION = { wills: 12, minor: 8, medium: 11, major: 5 };
  /** A two-seat draft started: its seed, and its deck and first table as the catalog's card ids. */
  const draftOf = async (testSeed?: number) => {
    const night = await eventWith(2, { format: "draft_bazaar", ...(testSeed === undefined ? {} : { testSeed }) });
    await startDraft(night.organizer.id, night.event.id, {
      composition: COMPOSITION,
      acceptShortDraft: false,
      clockSeconds: null,
    });
    const draft = await db().draft.findFirstOrThrow({ where: { eventId: night.event.id } });
    const cards = await db().card.findMany({ where: { setId: night.event.cardSetId! } });
    const external = new Map(cards.map((c) => [c.id, c.externalId]));
    const state = draft.state as { deck: string[]; table: string[] };
    return {
      seed: (draft.config as { seed: Seed }).seed,
      cards: [...state.table, ...state.deck].map((id) => external.get(id)),
    };
  };

  it("is refused on a normal server (400 test_seed_refused)", async () => {
    expect(process.env.BAZAAR_TEST_SEEDS).toBeUndefined();
    await expect(draftOf(5)).rejects.toMatchObject({ code: "test_seed_refused", status: 400 });
  });

  it("on the e2e server deals its draft from it: the same deck from another import of the set", async () => {
    const fresh = await draftOf();
    expect(Array.isArray(fresh.seed) && fresh.seed.length === 4).toBe(true);
    process.env.BAZAAR_TEST_SEEDS = "1";
    const one = await draftOf(5);
    expect(one.seed).toEqual(saltSeed(5, 0));
    expect(one.cards).toHaveLength(72);
    expect(one.cards.every((c) => typeof c === "string")).toBe(true);
    expect((await draftOf(5)).cards).toEqual(one.cards);
    expect((await draftOf(6)).cards).not.toEqual(one.cards);
    // Unseeded on the e2e server too: a fresh seed.
    expect(Array.isArray((await draftOf()).seed)).toBe(true);
  });
});
