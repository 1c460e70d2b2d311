// The draft bot at an absent seat (lib/kartomantik/drafts/bot-seats.ts, bot-driver.ts): only the
// event's organizer hands a seat to it or takes it back (event-rules §3.10: replacing a player is
// the organizer's act, in the audit log); its moves are appended after others' commits as that
// seat's actions marked "bot:"; taken back, it stops; at the draft's end its seat gets a legal
// 30-card deck (event-rules §4).
import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ organizer: null as null | { id: string; email: string; name: string } }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => state.organizer }));

const { legalActions } = await import("@/engine/kartomantik/draft");
const { db } = await import("@/lib/db/client");
const { draftLog } = await import("@/lib/kartomantik/drafts/control");
const { cardsOf } = await import("@/lib/kartomantik/drafts/bot-cards");
const { draftBotDriver, draftBots, planBotMoves, readDraft, writeMoves } =
  await import("@/lib/kartomantik/drafts/bot-driver");
const { decksOverview } = await import("@/lib/kartomantik/decks/draft-decks");
const { viewFor } = await import("@/lib/kartomantik/drafts/views");
const botRoute = (await import("../setup/mount")).mounted("kartomantik", "events/[eventId]/draft/bot");
const { draftNight } = await import("./setup");

type Night = Awaited<ReturnType<typeof draftNight>>;
const ctx = (eventId: string) => ({ params: Promise.resolve({ eventId }) });
const asOrganizer = (id: string) => (state.organizer = { id, email: `${id}@test.it`, name: "Org" });

beforeEach(() => {
  state.organizer = null;
});

async function send(night: Night, body: unknown, headers: Record<string, string> = {}) {
  const res = await botRoute.POST(
    new Request("http://test/api", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", ...headers },
    }),
    ctx(night.event.id),
  );
  return { status: res.status, body: (await res.json()) as { bots?: number[]; error?: { code: string } } };
}

/** The seat id of player index `player` (seat order at the start). */
async function seatOf(night: Night, player: number): Promise<string> {
  const draft = await db().draft.findUniqueOrThrow({ where: { id: night.draftId }, select: { seatIds: true } });
  return draft.seatIds[player]!;
}

const botEntries = async (night: Night) =>
  (await draftLog(night.event.id)).actions.filter((a) => a.actor.startsWith("bot:"));

describe("handing a draft seat to the bot: who may, what input", () => {
  it("a player (no organizer session) and another organizer are refused, and nothing changes", async () => {
    const night = await draftNight(2);
    const seatId = await seatOf(night, 1);
    const before = await night.current();
    const anonymous = await send(night, { seatId, bot: true });
    expect(anonymous.status).toBe(401);
    const other = await db().organizer.create({
      data: { email: `other-${night.event.id}@test.it`, name: "Other", passwordHash: "x" },
    });
    asOrganizer(other.id);
    const stranger = await send(night, { seatId, bot: true });
    expect([stranger.status, stranger.body.error?.code]).toEqual([403, "forbidden"]);
    const after = await night.current();
    expect([after.seq, after.bots]).toEqual([before.seq, []]);
    expect(await botEntries(night)).toEqual([]);
  });

  it("the organizer's own cookie from another site is refused, as every state-changing route (403)", async () => {
    const night = await draftNight(2);
    asOrganizer(night.organizer.id);
    const cross = await send(night, { seatId: await seatOf(night, 1), bot: true }, { origin: "http://evil.example" });
    expect([cross.status, cross.body.error?.code]).toEqual([403, "cross_site_refused"]);
    expect((await night.current()).bots).toEqual([]);
  });

  it("bad input is a 4xx and changes nothing: no seat, a wrong type, a seat of no draft", async () => {
    const night = await draftNight(2);
    asOrganizer(night.organizer.id);
    const seatId = await seatOf(night, 0);
    expect((await send(night, { seatId: "", bot: true })).status).toBe(400);
    expect((await send(night, { seatId, bot: "yes" })).status).toBe(400);
    expect((await send(night, { bot: true })).status).toBe(400);
    const unknown = await send(night, { seatId: "not-a-seat", bot: true });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, "draft_seat_unknown"]);
    expect((await night.current()).bots).toEqual([]);
  });

  it("is idempotent: handing the same seat twice logs one hand-over, taking back twice one take-back", async () => {
    const night = await draftNight(2);
    asOrganizer(night.organizer.id);
    const start = await night.current();
    // The seat that does not choose first: the bot waits for a bid to answer, so the log stays still.
    const idle = 1 - start.state.active!;
    const seatId = await seatOf(night, idle);
    expect((await send(night, { seatId, bot: true })).body.bots).toEqual([idle]);
    expect((await send(night, { seatId, bot: true })).body.bots).toEqual([idle]);
    await draftBots().settled(night.event.id);
    expect((await send(night, { seatId, bot: false })).body.bots).toEqual([]);
    expect((await send(night, { seatId, bot: false })).body.bots).toEqual([]);
    const kinds = (await draftLog(night.event.id)).actions.map((a) => a.kind);
    expect(kinds).toEqual(["start", "bot_on", "bot_off"]);
  });
});

describe("the bot plays its seat", () => {
  it("plays a whole draft at every seat to the end; each seat then has a saved, legal 30-card deck", async () => {
    const night = await draftNight(3);
    asOrganizer(night.organizer.id);
    for (const p of [0, 1, 2])
      expect((await send(night, { seatId: await seatOf(night, p), bot: true })).status).toBe(200);
    await draftBots().settled(night.event.id);
    const end = await night.current();
    expect(end.status).toBe("finished");
    expect(end.state.hands.map((h) => h.length)).toEqual([36, 36, 36]);
    const log = await draftLog(night.event.id);
    const moves = log.actions.filter((a) => ["choose", "bid", "match", "pass"].includes(a.kind));
    // Every move is a seat's own, marked as the bot's.
    expect(moves.every((a) => /^bot:seat:/.test(a.actor))).toBe(true);
    const seatIds = (await db().draft.findUniqueOrThrow({ where: { id: night.draftId } })).seatIds;
    expect(new Set(moves.map((a) => a.actor))).toEqual(new Set(seatIds.map((id) => `bot:seat:${id}`)));
    const decks = await decksOverview(night.event.id);
    expect(decks.map((d) => [d.status, d.cards, d.legal])).toEqual([
      ["ready", 30, true],
      ["ready", 30, true],
      ["ready", 30, true],
    ]);
  });

  it("answers for its seat while a person plays the other; the phone of the bot's seat cannot act", async () => {
    const night = await draftNight(2);
    asOrganizer(night.organizer.id);
    const start = await night.current();
    const person = start.state.active!;
    const bot = 1 - person;
    await send(night, { seatId: await seatOf(night, bot), bot: true });
    await draftBots().settled(night.event.id);
    // The seat's phone is offered nothing and refused if it tries.
    const now = await night.current();
    expect(now.bots).toEqual([bot]);
    expect(viewFor(now, bot).me?.legal).toEqual({ choose: [], minBid: null, match: null, pass: false, proxy: null });
    await night.as(person).play({ type: "choose", cardId: now.state.table[0]! });
    await draftBots().settled(night.event.id);
    const after = await night.current();
    // The bot answered the auction its seat was awaited in: no auction waits for it.
    expect(after.state.auction?.awaiting ?? []).not.toContain(bot);
    expect((await botEntries(night)).length).toBeGreaterThan(0);
    await expect(night.as(bot).play({ type: "pass" })).rejects.toMatchObject({ code: "draft_seat_with_bot" });
  });

  it("taken back, it stops at once: the seat's moves are the phone's again", async () => {
    const night = await draftNight(2);
    asOrganizer(night.organizer.id);
    const start = await night.current();
    const person = start.state.active!;
    const seat = 1 - person;
    const seatId = await seatOf(night, seat);
    await send(night, { seatId, bot: true });
    await send(night, { seatId, bot: false });
    const before = (await botEntries(night)).length;
    await night.as(person).play({ type: "choose", cardId: start.state.table[0]! });
    await draftBots().settled(night.event.id);
    const now = await night.current();
    // The seat is awaited, and nobody answered for it.
    expect(now.state.auction?.awaiting).toEqual([seat]);
    expect((await botEntries(night)).length).toBe(before);
    expect(legalActions(now.state, seat).pass).toBe(true);
    const passed = await night.as(seat).play({ type: "pass" });
    expect(passed.duplicate).toBe(false);
    const log = await draftLog(night.event.id);
    expect(log.actions.at(-1)?.actor).toBe(`seat:${seatId}`);
  });

  it("a move planned before the take-back is not written: the write finds the seat no longer the bot's", async () => {
    const night = await draftNight(2);
    asOrganizer(night.organizer.id);
    const start = await night.current();
    const chooser = start.state.active!;
    // The bot's seat as stored, without the hand-over's own kick: this test plays the driver itself.
    await db().draft.update({ where: { id: night.draftId }, data: { botSeats: [chooser] } });
    const row = (await readDraft(night.event.id))!;
    const plan = planBotMoves(row, await cardsOf(row.id));
    expect(plan.moves.map((m) => m.kind)).toEqual(["choose"]);
    expect((await send(night, { seatId: await seatOf(night, chooser), bot: false })).body.bots).toEqual([]);
    const seq = (await night.current()).seq;
    expect(await writeMoves(row, plan)).toBe(false);
    expect((await night.current()).seq).toBe(seq);
    expect(await botEntries(night)).toEqual([]);
    // Planned again from the draft as it is now, nothing is the bot's to play.
    expect(planBotMoves((await readDraft(night.event.id))!, await cardsOf(row.id)).moves).toEqual([]);
  });

  it("a move nobody made (its instance died after the hand-over's commit) is made by another instance's sweep", async () => {
    const night = await draftNight(2);
    const chooser = (await night.current()).state.active!;
    // Committed, but no driver was told (the kick died with its instance).
    await db().draft.update({ where: { id: night.draftId }, data: { botSeats: [chooser] } });
    const other = draftBotDriver();
    expect(await other.sweep()).toContain(night.event.id);
    await other.settled(night.event.id);
    const moves = await botEntries(night);
    expect(moves.map((m) => [m.kind, m.actor])).toEqual([["choose", `bot:seat:${await seatOf(night, chooser)}`]]);
  });
});
