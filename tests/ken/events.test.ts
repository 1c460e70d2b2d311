// Ken il Guerriero events over HTTP (issue 22 §3): the organizer creates one without a Kartomantik
// card set, uploads its card list and sets its end condition; players register their deck lists
// (refused naming the broken rule, locked at the start); paper results are 1–0 per game. Every
// route: identity from the session or the device cookie, bad input a 4xx with a reason, nothing changed.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CARDS_CSV, deckText, futuro, lineOf } from "./fixtures";
import { seatA, seatB } from "@/tests/tournament/places";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { DEVICE_COOKIE } = await import("@/lib/players/device");
const { joinEvent } = await import("@/lib/events/seats");
const { tournamentView } = await import("@/lib/tournament/views");
const { getKenCardList } = await import("@/lib/ken/card-lists");
const eventsRoute = await import("@/app/api/events/route");
const { mounted } = await import("../setup/mount");
const cardsRoute = mounted("ken", "events/[eventId]/cards");
const endRoute = mounted("ken", "events/[eventId]/end");
const deckRoute = mounted("ken", "events/[eventId]/deck");
const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const reportRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/report/route");
const confirmRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/confirm/route");
const resultRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/route");
const { unique } = await import("../setup/fixtures");

const csv = readFileSync(CARDS_CSV, "utf8");
const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const req = (method: string, body?: unknown) =>
  new Request("http://test/api", {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
const asOrganizer = (id: string | null) => (state.organizer = id ? { id, email: `${id}@test.it`, name: "Org" } : null);
const asDevice = (device: string) => {
  state.cookies.clear();
  state.cookies.set(DEVICE_COOKIE, device);
};
const newOrganizer = async () =>
  (await db().organizer.create({ data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" } })).id;
const log = (eventId: string) => db().eventLog.findMany({ where: { eventId }, orderBy: { seq: "asc" } });

/** A legal Gioco Standard list: 75 cards of the Futuro. */
const LEGAL = deckText({ Futuro: futuro(75) });
/** Six Bat: "Nel proprio mazzo non è possibile avere più di 5 carte con lo stesso Nome e Tipo". */
const SIX_BAT = deckText({ Futuro: [...futuro(75), [1, "Bat (Personaggio)"]] });

async function kenEvent(body: Record<string, unknown> = {}) {
  const organizerId = await newOrganizer();
  asOrganizer(organizerId);
  const res = await eventsRoute.POST(
    req("POST", { name: "Ken night", game: "ken", format: "standard", bestOf: 1, ...body }),
    ctx(),
  );
  expect(res.status).toBe(200);
  const { id: eventId, joinCode } = (await res.json()) as { id: string; joinCode: string };
  const players: { device: string; seatId: string }[] = [];
  for (const name of ["Kenshiro", "Raoh"]) {
    const device = randomBytes(32).toString("base64url");
    players.push({ device, seatId: (await joinEvent(device, { code: joinCode, name })).seat.id });
  }
  return { organizerId, eventId, players };
}

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("creating a Ken il Guerriero event", () => {
  it("needs no Kartomantik card set; its format is Gioco Standard or Torneo; the end condition is kept", async () => {
    const { eventId } = await kenEvent({ format: "torneo", end: { kind: "target", points: 30 } });
    const row = await db().event.findUniqueOrThrow({ where: { id: eventId } });
    expect(row).toMatchObject({
      game: "ken",
      format: "torneo",
      cardSetId: null,
      settings: { end: { kind: "target", points: 30 } },
    });
    expect((await log(eventId))[0]).toMatchObject({ type: "event.created" });
  });

  it("refuses a Kartomantik format for Ken, a missing card set for Kartomantik, a bad end condition (400, nothing created)", async () => {
    const organizerId = await newOrganizer();
    asOrganizer(organizerId);
    // This organizer's events only: other test files create events in the same database meanwhile.
    const count = await db().event.count({ where: { organizerId } });
    for (const body of [
      { name: "x", game: "ken", format: "draft_bazaar", bestOf: 1 },
      { name: "x", game: "kartomantik", format: "constructed", bestOf: 1 },
      { name: "x", game: "ken", format: "standard", bestOf: 1, end: { kind: "target", points: 0 } },
      { name: "x", game: "chess", format: "standard", bestOf: 1 },
    ]) {
      const res = await eventsRoute.POST(req("POST", body), ctx());
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_input");
    }
    expect(await db().event.count({ where: { organizerId } })).toBe(count);
  });

  it("a Ken event has no Kartomantik deck builder: the Kartomantik set lookups say so", async () => {
    const { eventSetId } = await import("@/lib/kartomantik/cards/sets");
    expect(() => eventSetId(null)).toThrow(expect.objectContaining({ code: "not_a_kartomantik_event" }));
  });
});

describe("the event's card list and end condition", () => {
  it("“imports or chooses the card list”: another of the organizer's Ken events' list, offered by GET and stored by PUT", async () => {
    const first = await kenEvent();
    const put = (eventId: string, body: unknown) => cardsRoute.PUT(req("PUT", body), ctx({ eventId }));
    expect((await put(first.eventId, { fileName: "carte.csv", content: csv })).status).toBe(200);
    // A second event of the same organizer.
    asOrganizer(first.organizerId);
    const created = await eventsRoute.POST(
      req("POST", { name: "Ken night 2", game: "ken", format: "torneo", bestOf: 1 }),
      ctx(),
    );
    const { id: second } = (await created.json()) as { id: string };
    const offered = await (await cardsRoute.GET(req("GET"), ctx({ eventId: second }))).json();
    expect(offered).toMatchObject({ list: null, choices: [{ eventId: first.eventId, cardCount: 30 }] });

    // Another organizer's event is not offered and cannot be chosen: 404, nothing stored.
    const other = await kenEvent();
    expect((await put(other.eventId, { fileName: "carte.csv", content: csv })).status).toBe(200);
    asOrganizer(first.organizerId);
    const refused = await put(second, { fromEvent: other.eventId });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe("ken_card_list_not_found");
    expect(await db().kenCardList.count({ where: { eventId: second } })).toBe(0);
    // Neither a file and a choice at once.
    expect((await put(second, { fromEvent: first.eventId, content: csv })).status).toBe(400);

    const chosen = await put(second, { fromEvent: first.eventId });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ cardCount: 30, changed: true });
    const [a, b] = await Promise.all([getKenCardList(first.eventId), getKenCardList(second)]);
    expect(b!.catalog.cards).toEqual(a!.catalog.cards);
    expect((await log(second)).map((e) => e.type)).toContain("ken.card_list_uploaded");
  });

  it("only the event's organizer uploads; a bad list is 422 with every line, nothing stored; a good one is in the log", async () => {
    const { organizerId, eventId } = await kenEvent();
    const params = { eventId };
    asOrganizer(null);
    expect((await cardsRoute.PUT(req("PUT", { fileName: "carte.csv", content: csv }), ctx(params))).status).toBe(401);
    asOrganizer(await newOrganizer());
    expect((await cardsRoute.PUT(req("PUT", { fileName: "carte.csv", content: csv }), ctx(params))).status).toBe(403);
    asOrganizer(organizerId);
    const bad = await cardsRoute.PUT(
      req("PUT", { fileName: "carte.csv", content: csv.replace(/\n([^\n]*)$/, "\n$1").replace(",Maestro,", ",Mago,") }),
      ctx(params),
    );
    expect(bad.status).toBe(422);
    const badBody = await bad.json();
    expect(badBody.error.code).toBe("ken_card_list_invalid");
    expect(badBody.error.details.errors[0]).toMatchObject({ field: "tipo" });
    expect(await db().kenCardList.count({ where: { eventId } })).toBe(0);
    expect((await log(eventId)).map((e) => e.type)).not.toContain("ken.card_list_uploaded");

    const ok = await cardsRoute.PUT(req("PUT", { fileName: "carte.csv", content: csv }), ctx(params));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ cardCount: 30, changed: true });
    const again = await cardsRoute.PUT(req("PUT", { fileName: "carte.csv", content: csv }), ctx(params));
    expect(await again.json()).toMatchObject({ changed: false });
    const uploads = (await log(eventId)).filter((e) => e.type === "ken.card_list_uploaded");
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      actor: `organizer:${organizerId}`,
      payload: { fileName: "carte.csv", cardCount: 30 },
    });
    const read = await cardsRoute.GET(req("GET"), ctx(params));
    expect((await read.json()).list.cardCount).toBe(30);
  });

  it("the end condition: organizer only, validated, logged, fixed once the tournament starts", async () => {
    const { organizerId, eventId, players } = await kenEvent();
    const params = { eventId };
    asOrganizer(await newOrganizer());
    expect((await endRoute.PUT(req("PUT", { end: { kind: "turns", turns: 8 } }), ctx(params))).status).toBe(403);
    asOrganizer(organizerId);
    const bad = await endRoute.PUT(req("PUT", { end: { kind: "turns", turns: -1 } }), ctx(params));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain("end.turns");
    expect((await endRoute.PUT(req("PUT", { end: { kind: "turns", turns: 8 } }), ctx(params))).status).toBe(200);
    expect((await db().event.findUniqueOrThrow({ where: { id: eventId } })).settings).toEqual({
      end: { kind: "turns", turns: 8 },
    });
    expect((await log(eventId)).at(-1)).toMatchObject({
      type: "ken.end_set",
      payload: { end: { kind: "turns", turns: 8 } },
    });

    await cardsRoute.PUT(req("PUT", { fileName: "carte.csv", content: csv }), ctx(params));
    for (const p of players) {
      asDevice(p.device);
      expect((await deckRoute.PUT(req("PUT", { text: LEGAL }), ctx(params))).status).toBe(200);
    }
    expect((await tournamentRoute.POST(req("POST", {}), ctx(params))).status).toBe(200);
    const locked = await endRoute.PUT(req("PUT", { end: { kind: "declared" } }), ctx(params));
    expect(locked.status).toBe(409);
    expect((await locked.json()).error.code).toBe("ken_settings_locked");
  });
});

describe("a player's Ken deck list", () => {
  it("is refused before the card list is uploaded, and for a device without a seat", async () => {
    const { eventId, players } = await kenEvent();
    asDevice(players[0]!.device);
    const early = await deckRoute.PUT(req("PUT", { text: LEGAL }), ctx({ eventId }));
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe("ken_card_list_missing");
    asDevice(randomBytes(32).toString("base64url"));
    expect((await deckRoute.PUT(req("PUT", { text: LEGAL }), ctx({ eventId }))).status).toBe(403);
  });

  it("an illegal list is refused naming the rule and its line (nothing saved); fixed, it is saved and logged", async () => {
    const { organizerId, eventId, players } = await kenEvent();
    asOrganizer(organizerId);
    await cardsRoute.PUT(req("PUT", { fileName: "carte.csv", content: csv }), ctx({ eventId }));
    const me = players[0]!;
    asDevice(me.device);
    const bad = await deckRoute.PUT(req("PUT", { text: SIX_BAT }), ctx({ eventId }));
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.error.code).toBe("ken_deck_illegal");
    const line = lineOf({ Futuro: [...futuro(75), [1, "Bat (Personaggio)"]] }, "Futuro", "5 Bat (Personaggio)");
    // «… più di 5 carte con lo stesso Nome e Tipo» (Creazione del Mazzo da Gioco), in the player's language.
    expect(body.error.message).toMatch(/^Mazzo non registrato: /);
    expect(body.error.message).toContain("Creazione del Mazzo da Gioco");
    expect(body.error.details.violations[0]).toMatchObject({ rule: "max_copies", line });
    expect(await db().kenDeck.count({ where: { seatId: me.seatId } })).toBe(0);

    // English second: the same refusal in the player's language (the NEXT_LOCALE cookie).
    state.cookies.set("NEXT_LOCALE", "en");
    const english = await (await deckRoute.PUT(req("PUT", { text: SIX_BAT }), ctx({ eventId }))).json();
    expect(english.error.message).toMatch(/^Deck not registered: /);
    expect(english.error.message).toContain("“Bat” (Personaggio) appears 6 times: at most 5 equal cards");
    state.cookies.delete("NEXT_LOCALE");

    const short = await deckRoute.PUT(req("PUT", { text: deckText({ Futuro: futuro(70) }) }), ctx({ eventId }));
    expect((await short.json()).error.details.violations[0]).toMatchObject({ rule: "futuro_min" });

    const ok = await deckRoute.PUT(req("PUT", { text: LEGAL }), ctx({ eventId }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ saved: true, locked: false, cards: 75, futuro: 75, format: "standard" });
    expect((await log(eventId)).at(-1)).toMatchObject({ type: "ken.deck_saved", actor: `seat:${me.seatId}` });
    const mine = await (await deckRoute.GET(req("GET"), ctx({ eventId }))).json();
    expect(mine.deck).toMatchObject({ text: LEGAL, saved: true, locked: false });
    expect(mine.cards).toHaveLength(30);
  });

  it("the start names the players without a deck, then locks every deck", async () => {
    const { organizerId, eventId, players } = await kenEvent();
    asOrganizer(organizerId);
    await cardsRoute.PUT(req("PUT", { fileName: "carte.csv", content: csv }), ctx({ eventId }));
    asDevice(players[0]!.device);
    await deckRoute.PUT(req("PUT", { text: LEGAL }), ctx({ eventId }));
    const refused = await tournamentRoute.POST(req("POST", {}), ctx({ eventId }));
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error.code).toBe("ken_decks_missing");
    expect(body.error.message).toContain("Raoh");
    expect(await db().tournament.count({ where: { eventId } })).toBe(0);

    asDevice(players[1]!.device);
    await deckRoute.PUT(req("PUT", { text: LEGAL }), ctx({ eventId }));
    expect((await tournamentRoute.POST(req("POST", {}), ctx({ eventId }))).status).toBe(200);
    expect(await db().kenDeck.count({ where: { seatId: { in: players.map((p) => p.seatId) }, lockedAt: null } })).toBe(
      0,
    );
    const late = await deckRoute.PUT(req("PUT", { text: LEGAL }), ctx({ eventId }));
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe("ken_deck_locked");
  });
});

describe("paper results of a Ken event", () => {
  it("a game is 1 for the winner and 0 for the loser; confirmed, it counts in the standings", async () => {
    const { organizerId, eventId, players } = await kenEvent();
    asOrganizer(organizerId);
    await cardsRoute.PUT(req("PUT", { fileName: "carte.csv", content: csv }), ctx({ eventId }));
    for (const p of players) {
      asDevice(p.device);
      await deckRoute.PUT(req("PUT", { text: LEGAL }), ctx({ eventId }));
    }
    await tournamentRoute.POST(req("POST", {}), ctx({ eventId }));
    const m = (await tournamentView(eventId))!.matches[0]!;
    const params = { eventId, matchId: m.id };
    const reporter = players.find((p) => p.seatId === seatA(m))!;
    const other = players.find((p) => p.seatId === seatB(m))!;
    asDevice(reporter.device);
    const kartomantik = await reportRoute.POST(
      req("POST", { games: [[10, 5]], version: m.version, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(kartomantik.status).toBe(422);
    expect((await kartomantik.json()).error.code).toBe("result_ken_not_win_loss");
    expect((await db().match.findUniqueOrThrow({ where: { id: m.id } })).status).toBe("scheduled");
    const reported = await reportRoute.POST(
      req("POST", { games: [[1, 0]], version: m.version, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(reported.status).toBe(200);
    asDevice(other.device);
    const confirmed = await confirmRoute.POST(
      req("POST", { version: (await reported.json()).match.version, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(confirmed.status).toBe(200);
    const standings = (await tournamentView(eventId))!.standings;
    expect(standings[0]).toMatchObject({ id: seatA(m), matchPoints: 1, score: 1, gamesWon: 1 });

    // The organizer's correction, as for Kartomantik: the same 1–0 rule, the previous result in the log.
    asOrganizer(organizerId);
    const wrong = await resultRoute.PUT(req("PUT", { games: [[0, 5]] }), ctx(params));
    expect(wrong.status).toBe(422);
    const corrected = await resultRoute.PUT(req("PUT", { games: [[0, 1]] }), ctx(params));
    expect(corrected.status).toBe(200);
    expect((await tournamentView(eventId))!.standings[0]).toMatchObject({ id: seatB(m), score: 1 });
    expect((await log(eventId)).at(-1)).toMatchObject({
      type: "match.corrected",
      payload: { games: [[0, 1]], previous: { games: [[1, 0]] } },
    });
  });
});
