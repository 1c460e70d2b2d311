// Issue 16 §5: card sets across organizers. A card that a deck, a draft or a game refers to is
// never deleted or changed under it (a changed re-import of a set in use makes its next version;
// events keep theirs), and which sets an organizer may use is explicit: their own, the
// installation's (bundled demo set, CLI imports) and those their owner shared.
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RawCard } from "../setup/fixtures";
import { untilBlockedOnLock } from "../setup/waits";

const state = vi.hoisted(() => ({ organizer: null as null | { id: string; email: string; name: string } }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => state.organizer }));

const { db } = await import("@/lib/db/client");
const { importCatalog } = await import("@/lib/kartomantik/cards/import");
const { listCardSets, setCardSetShared } = await import("@/lib/kartomantik/cards/sets");
const { createEvent } = await import("@/lib/events/events");
const { newEventData } = await import("@/lib/game-registry/modules");
const { joinEvent } = await import("@/lib/events/seats");
const { myConstructedDeck, saveMyDeck } = await import("@/lib/kartomantik/decks/constructed-decks");
const { startTournament } = await import("@/lib/tournament/start");
const { openPracticeGame, gamePageData } = await import("@/lib/kartomantik/games/play");
const { defsOfSet, deckDefs } = await import("@/lib/kartomantik/games/cards");
const { replayMatchesSnapshot } = await import("@/lib/kartomantik/games/replay");
const { mounted } = await import("../setup/mount");
const setsRoute = mounted("kartomantik", "card-sets");
const sharedRoute = mounted("kartomantik", "card-sets/[setId]/shared");
const eventsRoute = await import("@/app/api/events/route");
const { loadDemo, unique } = await import("../setup/fixtures");
const { legalDeck } = await import("../games/setup");

beforeEach(() => {
  state.organizer = null;
});

const organizer = (name: string) =>
  db().organizer.create({ data: { email: `${unique(name)}@test.it`, name, passwordHash: "x" } });
const demoAs = (setName: string): RawCard[] => loadDemo().map((c) => ({ ...c, setName }));
const newEvent = (organizerId: string, cardSetId: string) =>
  createEvent(organizerId, { name: "Serata", game: "kartomantik", format: "constructed", bestOf: 1, cardSetId });
const json = (body: unknown) =>
  new Request("http://test/api", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

/** B's constructed event on a set: two players with the same legal deck, locked by the start, and a practice game. */
async function lockedEventOn(organizerId: string, setId: string) {
  const event = await newEvent(organizerId, setId);
  const devices = [randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url")];
  const cards = await db().card.findMany({ where: { setId } });
  const deck = legalDeck(cards);
  for (const [i, device] of devices.entries()) {
    await joinEvent(device, { code: event.joinCode, name: ["Anna", "Bruno"][i]! });
    await saveMyDeck(event.id, device, { cardIds: deck, sideboardIds: [] });
  }
  await startTournament(organizerId, event.id);
  const { gameId } = await openPracticeGame(event.id, devices[0]!, "greedy");
  return { event, devices, deck, gameId };
}

/** The file changed the way that broke B's event: the deck's cards gone, another card reworded. */
function withoutCards(cards: RawCard[], gone: Set<string>): RawCard[] {
  const kept = cards.filter((c) => !gone.has(c.id as string));
  kept[0] = { ...kept[0]!, effect: "Reworded." };
  return kept;
}

describe("a re-import never changes the cards an event refers to", () => {
  it("A re-imports the set B's locked decks and game use: B keeps version 1 whole, A's file becomes version 2", async () => {
    const [alice, bob] = [await organizer("alice"), await organizer("bob")];
    const setName = unique("Alice");
    const first = await importCatalog(demoAs(setName), { source: "upload", ownerId: alice.id });
    await setCardSetShared(alice.id, first.setId, true);
    const b = await lockedEventOn(bob.id, first.setId);
    const before = await db().card.findMany({ where: { setId: first.setId }, orderBy: { collectionNumber: "asc" } });
    const deckExternal = new Set(before.filter((c) => b.deck.includes(c.id)).map((c) => c.externalId));
    expect(deckExternal.size).toBe(30);

    const second = await importCatalog(withoutCards(demoAs(setName), deckExternal), {
      source: "upload",
      ownerId: alice.id,
    });

    // B's event: the same set row, every card as it was, the locked decks legal, the game page loads.
    expect((await db().event.findUniqueOrThrow({ where: { id: b.event.id } })).cardSetId).toBe(first.setId);
    expect(await db().card.findMany({ where: { setId: first.setId }, orderBy: { collectionNumber: "asc" } })).toEqual(
      before,
    );
    const mine = await myConstructedDeck(b.event.id, b.devices[1]!, "it");
    expect(mine.deck).toMatchObject({ locked: true, cardIds: b.deck });
    expect(mine.deck.check.legal).toBe(true);
    expect(deckDefs(await defsOfSet(first.setId), b.deck)).toHaveLength(30);
    expect(await gamePageData(b.event.id, b.gameId, b.devices[0]!, "it")).not.toBeNull();
    expect(await replayMatchesSnapshot(b.gameId, bob.id)).toBe(true);
    expect(second).toMatchObject({ version: 2, newVersion: true, removed: 30, updated: 1, total: 210 });
    expect(second.setId).not.toBe(first.setId);

    // New events get the new version; the list offers only the newest version of a set.
    expect((await listCardSets(alice.id)).filter((s) => s.slug === setName.toLowerCase())).toEqual([
      expect.objectContaining({ id: second.setId, version: 2, mine: true, shared: true, cards: 210 }),
    ]);
    expect((await newEvent(bob.id, second.setId)).cardSetId).toBe(second.setId);
    // The same file again: nothing new.
    expect(
      await importCatalog(withoutCards(demoAs(setName), deckExternal), { source: "upload", ownerId: alice.id }),
    ).toMatchObject({ setId: second.setId, version: 2, newVersion: false, unchanged: 210 });
  });

  it("the CLI follows the same rule: its re-import of a set in use prints version 2, the event keeps its cards", async () => {
    const setName = unique("Cli");
    const file = path.join(tmpdir(), `${setName}.json`);
    const run = () =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/cards-import.ts", file], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        encoding: "utf8",
        timeout: 120_000,
      });
    writeFileSync(file, JSON.stringify(demoAs(setName)));
    const imported = run();
    expect(imported.status, imported.stderr).toBe(0);
    const v1 = JSON.parse(imported.stdout.trim().split("\n").pop()!) as { setId: string; version: number };
    expect(v1.version).toBe(1);
    // An installation set: any organizer may build on it.
    const carol = await organizer("carol");
    const event = await newEvent(carol.id, v1.setId);
    const before = await db().card.findMany({ where: { setId: v1.setId }, orderBy: { collectionNumber: "asc" } });
    writeFileSync(
      file,
      JSON.stringify(withoutCards(demoAs(setName), new Set(before.slice(0, 40).map((c) => c.externalId)))),
    );
    const again = run();
    expect(again.status, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout.trim().split("\n").pop()!)).toMatchObject({
      version: 2,
      newVersion: true,
      removed: 40,
    });
    expect(
      await db().card.findMany({ where: { setId: event.cardSetId! }, orderBy: { collectionNumber: "asc" } }),
    ).toEqual(before);
  }, 240_000);
});

describe("a re-import racing an event's creation", () => {
  it("waits for the event being created on the set, then sees it and makes a new version", async () => {
    const alice = await organizer("alice");
    const setName = unique("Race");
    const first = await importCatalog(demoAs(setName), { source: "upload", ownerId: alice.id });
    const before = await db().card.findMany({ where: { setId: first.setId }, orderBy: { collectionNumber: "asc" } });
    // An event insert not yet committed (its foreign key holds a share lock on the set's row).
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO "Event" (id, name, format, "bestOf", "joinCode", "organizerId", "cardSetId") VALUES ($1, 'Race', 'constructed', 1, $2, $3, $4)`,
        [unique("ev"), randomBytes(4).toString("hex").toUpperCase(), alice.id, first.setId],
      );
      const reimport = importCatalog(
        withoutCards(demoAs(setName), new Set(before.slice(0, 10).map((c) => c.externalId))),
        { source: "upload", ownerId: alice.id },
      );
      await untilBlockedOnLock();
      await client.query("COMMIT");
      expect(await reimport).toMatchObject({ version: 2, newVersion: true, removed: 10 });
    } finally {
      await client.end();
    }
    expect(await db().card.findMany({ where: { setId: first.setId }, orderBy: { collectionNumber: "asc" } })).toEqual(
      before,
    );
  });
});

// Set names are unique per organizer (CardSet.scope), not per server. Before, an organizer whose file bore the name
// of another organizer's private set was refused ("card_set_owned": the set "is already on this server, imported by
// another organizer"), or, with the same cards, handed that private set: either way they learned that someone had a
// set of that name. Now their file makes a set of their own; only a set every organizer sees anyway (a shared one)
// is offered instead of a second copy of the very same cards (issue 33 §11: the Beta file twice on one server).
describe("set names are per organizer", () => {
  it("a name another organizer's private set bears is yours to use: a set of your own, nothing said of theirs", async () => {
    const [alice, bob] = [await organizer("alice"), await organizer("bob")];
    const setName = unique("Twice");
    const slug = setName.toLowerCase();
    const first = await importCatalog(demoAs(setName), { source: "upload", ownerId: alice.id });
    // The very same file, and a different one: Bob's own set either way, never Alice's nor a refusal.
    const same = await importCatalog(demoAs(setName), { source: "upload", ownerId: bob.id });
    expect(same).toMatchObject({ version: 1, sharedCopy: false, created: 240, total: 240 });
    expect(same.setId).not.toBe(first.setId);
    const changed = demoAs(setName).map((c, i) => (i === 0 ? { ...c, effect: "Reworded." } : c));
    expect(await importCatalog(changed, { source: "upload", ownerId: bob.id })).toMatchObject({
      setId: same.setId,
      version: 1,
      updated: 1,
      sharedCopy: false,
    });
    // Alice's set is untouched, and each list shows its owner their own set alone.
    expect(
      (await db().card.findMany({ where: { setId: first.setId }, select: { effectEn: true } })).map((c) => c.effectEn),
    ).not.toContain("Reworded.");
    expect((await listCardSets(alice.id)).filter((s) => s.slug === slug)).toEqual([
      expect.objectContaining({ id: first.setId, mine: true, copy: false }),
    ]);
    expect((await listCardSets(bob.id)).filter((s) => s.slug === slug)).toEqual([
      expect.objectContaining({ id: same.setId, mine: true, copy: false }),
    ]);
    await expect(newEvent(bob.id, first.setId)).rejects.toMatchObject({ code: "card_set_not_shared" });
    expect((await newEvent(bob.id, same.setId)).cardSetId).toBe(same.setId);

    // Each owner's versions and sharing are their set's alone.
    await newEvent(alice.id, first.setId);
    const alices = await importCatalog(changed, { source: "upload", ownerId: alice.id });
    expect(alices).toMatchObject({ version: 2, newVersion: true });
    await setCardSetShared(alice.id, first.setId, true);
    expect(
      await db().cardSet.findMany({ where: { slug }, select: { ownerId: true, version: true, shared: true } }),
    ).toEqual(
      expect.arrayContaining([
        { ownerId: alice.id, version: 1, shared: true },
        { ownerId: alice.id, version: 2, shared: true },
        { ownerId: bob.id, version: 1, shared: false },
      ]),
    );
    // The CLI imports among the installation's sets: a third set of that name, nobody's set updated.
    const installed = await importCatalog(changed.slice(0, 200), { source: "cli" });
    expect(installed).toMatchObject({ version: 1, created: 200 });
    expect(await db().cardSet.count({ where: { slug } })).toBe(4);
  });

  it("the very cards of a shared set (the Beta file twice on one server): that set to use, read-only, kept if unshared", async () => {
    const [alice, bob, carol] = [await organizer("alice"), await organizer("bob"), await organizer("carol")];
    const setName = unique("Shared");
    const slug = setName.toLowerCase();
    const first = await importCatalog(demoAs(setName), { source: "upload", ownerId: alice.id });
    await setCardSetShared(alice.id, first.setId, true);

    const again = await importCatalog(demoAs(setName), { source: "upload", ownerId: bob.id });
    expect(again).toMatchObject({ setId: first.setId, version: 1, sharedCopy: true, created: 0, total: 240 });
    expect(await db().cardSet.count({ where: { slug } })).toBe(1);
    expect((await listCardSets(bob.id)).filter((s) => s.slug === slug)).toEqual([
      expect.objectContaining({ id: first.setId, mine: false, copy: true, shared: true }),
    ]);
    // A second time: the same answer, nothing new.
    expect(await importCatalog(demoAs(setName), { source: "upload", ownerId: bob.id })).toMatchObject({
      setId: first.setId,
      sharedCopy: true,
    });
    // Read-only: Bob cannot make it private.
    await expect(setCardSetShared(bob.id, first.setId, false)).rejects.toMatchObject({ code: "card_set_not_yours" });

    // Alice makes it private again: Bob, who imported its cards, still may build on it (every version); Carol not.
    await setCardSetShared(alice.id, first.setId, false);
    expect((await newEvent(bob.id, first.setId)).cardSetId).toBe(first.setId);
    await expect(newEvent(carol.id, first.setId)).rejects.toMatchObject({ code: "card_set_not_shared" });
    const changed = demoAs(setName).map((c, i) => (i === 0 ? { ...c, effect: "Reworded." } : c));
    const second = await importCatalog(changed, { source: "upload", ownerId: alice.id });
    expect(second).toMatchObject({ version: 2, newVersion: true, sharedCopy: false });
    expect((await newEvent(bob.id, second.setId)).cardSetId).toBe(second.setId);

    // Carol's file with other cards under that name: a set of her own, not a refusal.
    const carols = await importCatalog(changed, { source: "upload", ownerId: carol.id });
    expect(carols).toMatchObject({ version: 1, sharedCopy: false, created: 240 });
    expect(carols.setId).not.toBe(second.setId);
  });

  it("over HTTP: the upload answers with the shared copy, and another's private set of the name is never mentioned", async () => {
    const [alice, bob] = [await organizer("alice"), await organizer("bob")];
    const setName = unique("HttpTwice");
    const privateName = unique("HttpPrivate");
    const shared = await importCatalog(demoAs(setName), { source: "upload", ownerId: alice.id });
    await setCardSetShared(alice.id, shared.setId, true);
    await importCatalog(demoAs(privateName), { source: "upload", ownerId: alice.id });
    const upload = (cards: RawCard[]) => {
      const form = new FormData();
      form.set("file", new File([JSON.stringify(cards)], "cards.json", { type: "application/json" }));
      return setsRoute.POST(new Request("http://test/api", { method: "POST", body: form }), {
        params: Promise.resolve({}),
      });
    };
    state.organizer = { id: bob.id, email: bob.email, name: "Bob" };
    const same = await upload(demoAs(setName));
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ setName, sharedCopy: true, total: 240 });

    for (const cards of [
      demoAs(privateName),
      demoAs(privateName).map((c, i) => (i === 0 ? { ...c, effect: "Other." } : c)),
    ]) {
      const own = await upload(cards);
      expect(own.status).toBe(200);
      expect(await own.json()).toMatchObject({ setName: privateName, sharedCopy: false, version: 1 });
    }
  });
});

describe("which sets an organizer may use", () => {
  it("their own and the shared ones (installation sets from the start, uploads once their owner shares them); the list says the same", async () => {
    const [alice, bob] = [await organizer("alice"), await organizer("bob")];
    const own = await importCatalog(demoAs(unique("Private")), { source: "upload", ownerId: alice.id });
    const installed = await importCatalog(demoAs(unique("Installed")), { source: "cli" });
    const ids = async (viewer: string | null) => (await listCardSets(viewer)).map((s) => s.id);

    expect(await ids(alice.id)).toEqual(expect.arrayContaining([own.setId, installed.setId]));
    expect(await ids(bob.id)).not.toContain(own.setId);
    expect(await ids(bob.id)).toContain(installed.setId);
    expect(await ids(null)).not.toContain(own.setId);
    await expect(newEvent(bob.id, own.setId)).rejects.toMatchObject({ code: "card_set_not_shared" });
    expect((await newEvent(bob.id, installed.setId)).cardSetId).toBe(installed.setId);
    expect((await newEvent(alice.id, own.setId)).cardSetId).toBe(own.setId);

    // Only the owner shares or unshares.
    await expect(setCardSetShared(bob.id, own.setId, true)).rejects.toMatchObject({ code: "card_set_not_yours" });
    await expect(setCardSetShared(alice.id, installed.setId, false)).rejects.toMatchObject({
      code: "card_set_not_yours",
    });
    await setCardSetShared(alice.id, own.setId, true);
    expect(await ids(bob.id)).toContain(own.setId);
    const bobs = await newEvent(bob.id, own.setId);
    // Private again: no new events for Bob; the one he made keeps its set.
    await setCardSetShared(alice.id, own.setId, false);
    await expect(newEvent(bob.id, own.setId)).rejects.toMatchObject({ code: "card_set_not_shared" });
    expect((await db().event.findUniqueOrThrow({ where: { id: bobs.id } })).cardSetId).toBe(own.setId);
  });

  it("the dashboard's new-event form offers the sets the organizer may use, each named with its size", async () => {
    const [alice, bob] = [await organizer("alice"), await organizer("bob")];
    const name = unique("Mine");
    const own = await importCatalog(demoAs(name), { source: "upload", ownerId: alice.id });
    const offered = await newEventData(alice.id);
    expect(offered.missing).toBeNull();
    expect(offered.data.sets).toContainEqual({ id: own.setId, name: `${name} (${own.total})`, mine: true });
    expect((await newEventData(bob.id)).data.sets.map((s) => s.id)).not.toContain(own.setId);
  });

  it("over HTTP: the set list per viewer, the owner's share switch, a refused event with the reason", async () => {
    const [alice, bob] = [await organizer("alice"), await organizer("bob")];
    const own = await importCatalog(demoAs(unique("Http")), { source: "upload", ownerId: alice.id });
    const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
    const listed = async () =>
      (
        (await (await setsRoute.GET(new Request("http://test/api"), ctx())).json()) as { sets: { id: string }[] }
      ).sets.map((s) => s.id);

    expect(await listed()).not.toContain(own.setId);
    state.organizer = { id: bob.id, email: bob.email, name: "Bob" };
    expect(await listed()).not.toContain(own.setId);
    const refusedShare = await sharedRoute.POST(json({ shared: true }), ctx({ setId: own.setId }));
    expect(refusedShare.status).toBe(403);
    expect((await refusedShare.json()).error.message).toContain("non è tuo");
    const refused = await eventsRoute.POST(
      json({ name: "Serata", format: "constructed", bestOf: 1, cardSetId: own.setId }),
      ctx(),
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("card_set_not_shared");

    state.organizer = { id: alice.id, email: alice.email, name: "Alice" };
    expect(await listed()).toContain(own.setId);
    const shared = await sharedRoute.POST(json({ shared: true }), ctx({ setId: own.setId }));
    expect(await shared.json()).toEqual({ setId: own.setId, shared: true });
    expect((await sharedRoute.POST(json({ shared: "yes" }), ctx({ setId: own.setId }))).status).toBe(400);

    state.organizer = { id: bob.id, email: bob.email, name: "Bob" };
    expect(await listed()).toContain(own.setId);
    expect(
      (await eventsRoute.POST(json({ name: "Serata", format: "constructed", bestOf: 1, cardSetId: own.setId }), ctx()))
        .status,
    ).toBe(200);
  });
});
