// Issue 16 §4: no payload lets anyone reconstruct a card that is still hidden. The seed with the
// public card list reproduces the whole draft deck, so it may leave the server only once no undo
// can reopen the draft: when the decks are locked (lib/kartomantik/drafts/seal.ts).
import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ organizer: null as null | { id: string; email: string; name: string } }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => state.organizer }));

const { createDraft } = await import("@/engine/kartomantik/draft");
const { db } = await import("@/lib/db/client");
const { controlDraft, draftLog, undoLastAuction } = await import("@/lib/kartomantik/drafts/control");
const { draftPageData } = await import("@/lib/kartomantik/drafts/page-data");
const { lockDecks, myDraftDeck, saveDraftDeck } = await import("@/lib/kartomantik/decks/draft-decks");
const { eventArchive } = await import("@/lib/tournament/exports");
const { draftStream } = await import("@/lib/kartomantik/drafts/draft-stream");
const logRoute = (await import("../setup/mount")).mounted("kartomantik", "events/[eventId]/draft/log");
const exportRoute = await import("@/app/api/events/[eventId]/tournament/export/route");
const { readSse } = await import("../setup/sse");
const { draftNight } = await import("./setup");

type Night = Awaited<ReturnType<typeof draftNight>>;
const ctx = (eventId: string) => ({ params: Promise.resolve({ eventId }) });

beforeEach(() => {
  state.organizer = null;
});

/** Every payload a viewer of this draft can get, as sent: downloads, pages, streams. */
async function payloads(night: Night): Promise<[string, string][]> {
  state.organizer = { id: night.organizer.id, email: "org@test.it", name: "Org" };
  const log = await logRoute.GET(new Request("http://test/api"), ctx(night.event.id));
  const archive = await exportRoute.GET(new Request("http://test/api?kind=archive"), ctx(night.event.id));
  expect([log.status, archive.status]).toEqual([200, 200]);
  const streams = [null, 0, 1].map((player) =>
    readSse(draftStream({ draftId: night.draftId, lastEventId: 0, player })),
  );
  for (const s of streams) await s.until(() => s.messages.length > 0);
  for (const s of streams) s.close();
  return [
    ["log download", await log.text()],
    ["archive export", await archive.text()],
    ["draftLog", JSON.stringify(await draftLog(night.event.id))],
    ["eventArchive", JSON.stringify(await eventArchive(night.event.id))],
    ["page (organizer/projector)", JSON.stringify(await draftPageData(night.event.id, "it", null))],
    ["page (phone 0)", JSON.stringify(await draftPageData(night.event.id, "en", 0))],
    ["page (phone 1)", JSON.stringify(await draftPageData(night.event.id, "it", 1))],
    ...streams.map((s, i): [string, string] => [`stream ${i}`, JSON.stringify(s.messages)]),
  ];
}

/** Nothing that reproduces the hidden deck: no seed (as a key or any of its words), no PRNG state,
 * no deck, and no two hidden cards next to each other in their deck order. */
async function expectDeckHidden(night: Night) {
  const current = await night.current();
  const { seed } = current.state.config;
  const deck = current.state.deck;
  expect(deck.length).toBeGreaterThan(1);
  for (const [name, text] of await payloads(night)) {
    expect(text, name).not.toMatch(/"seed"|"rng"|"deck"\s*:\s*\[/);
    for (const word of [seed].flat()) expect(text, name).not.toMatch(new RegExp(`(?<![0-9.])${word}(?![0-9])`));
    for (let i = 0; i + 1 < deck.length; i++) expect(text, name).not.toContain(`"${deck[i]}","${deck[i + 1]}"`);
  }
}

/** One auction won (so an undo has something to take back). */
async function oneSale(night: Night) {
  const start = await night.current();
  const a = start.state.active!;
  await night.as(a).play({ type: "choose", cardId: start.state.table[0]! });
  await night.as(1 - a).play({ type: "bid", amount: 10 });
  await night.as(a).play({ type: "pass" });
}

/** Ends the draft and saves a legal 30-card deck for every seat (36 drafted cards given directly). */
async function endWithDecks(night: Night) {
  await controlDraft(night.organizer.id, night.event.id, "end");
  const cards = await db().card.findMany({
    where: { set: { events: { some: { id: night.event.id } } } },
    orderBy: { collectionNumber: "asc" },
  });
  const seats = await db().seat.findMany({ where: { eventId: night.event.id }, orderBy: { position: "asc" } });
  for (const [i, s] of seats.entries())
    await db().seat.update({
      where: { id: s.id },
      data: { draftCardIds: cards.slice(i * 36, i * 36 + 36).map((c) => c.id) },
    });
  for (const d of night.devices)
    await saveDraftDeck(night.event.id, d, (await myDraftDeck(night.event.id, d)).cardIds.slice(0, 30));
}

describe("the hidden draft deck", () => {
  it("stays hidden in every payload while an undo can reopen the draft: running, paused, ended, reopened", async () => {
    const night = await draftNight(2);
    await oneSale(night);
    await expectDeckHidden(night);
    await controlDraft(night.organizer.id, night.event.id, "pause");
    await expectDeckHidden(night);
    await controlDraft(night.organizer.id, night.event.id, "resume");
    // Ended: the log download used to carry the seed here, and the undo below reopened the draft.
    await controlDraft(night.organizer.id, night.event.id, "end");
    await expectDeckHidden(night);
    await undoLastAuction(night.organizer.id, night.event.id);
    expect((await night.current()).status).toBe("running");
    await expectDeckHidden(night);
  });

  it("the seed leaves the server with the decks' lock, and from then on undo is refused", async () => {
    const night = await draftNight(2);
    await oneSale(night);
    await endWithDecks(night);
    expect(JSON.stringify(await draftLog(night.event.id))).not.toContain('"seed"');
    await lockDecks(night.organizer.id, night.event.id);
    const log = await draftLog(night.event.id);
    const config = log.config as { seed: unknown };
    // It is the real secret: with the stored pool it reproduces the deck that was hidden.
    const draft = await db().draft.findUniqueOrThrow({ where: { id: night.draftId } });
    const created = createDraft(draft.pool as never, config as never);
    expect("state" in created && created.state.deck.length).toBeGreaterThan(0);
    const rest = (await night.current()).state.deck;
    expect("state" in created && created.state.deck.slice(-rest.length)).toEqual(rest);
    expect(JSON.stringify(await eventArchive(night.event.id))).toContain(`"seed":${JSON.stringify(config.seed)}`);
    await expect(undoLastAuction(night.organizer.id, night.event.id)).rejects.toMatchObject({ code: "deck_locked" });
    expect((await night.current()).status).toBe("finished");
  });

  it("decks saved before an undo cannot lock the reopened draft (which would release its seed)", async () => {
    const night = await draftNight(2);
    await oneSale(night);
    await endWithDecks(night);
    await undoLastAuction(night.organizer.id, night.event.id);
    await expect(lockDecks(night.organizer.id, night.event.id)).rejects.toMatchObject({ code: "draft_not_over" });
    expect(await db().deck.count({ where: { seat: { eventId: night.event.id }, lockedAt: { not: null } } })).toBe(0);
    await expectDeckHidden(night);
  });
});
