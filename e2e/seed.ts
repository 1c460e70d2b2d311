// Setup without clicking (issue 31 §2): the flows that test play, results or accessibility reach their starting
// point through the app's own API — the organizer's sign-in, the event, the players' seats and decks, the
// tournament or an engine table — with each browser context's cookies, as the pages would have them. Only the
// flows that test setup itself (the dashboard's form, the join page, the deck editor) click through it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { baseURL, cheapDeck, demoLogin, newDesktop, newPhone, PHONE_360, type DemoCard } from "./support";

export interface Device {
  context: BrowserContext;
  page: Page;
}

export interface Seeded {
  eventId: string;
  joinCode: string;
}

/** One call of the app's API with the page's cookies (those of its browser context); fails with the answer. */
export async function api<T>(page: Page, method: "GET" | "POST" | "PUT", url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, data, headers: { origin: baseURL(test.info()) } });
  const text = await res.text();
  expect(res.ok(), `${method} ${url}: HTTP ${res.status()} ${text.slice(0, 300)}`).toBe(true);
  return (text ? JSON.parse(text) : {}) as T;
}

/** The demo organizer signs in through next-auth (CSRF token, then the credentials form post). */
export async function signInAsDemo(page: Page, info: TestInfo): Promise<void> {
  const { csrfToken } = await api<{ csrfToken: string }>(page, "GET", "/api/auth/csrf");
  const login = demoLogin();
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: login.email, password: login.password, json: "true" },
    headers: { origin: baseURL(info) },
  });
  expect(res.ok(), `sign-in: HTTP ${res.status()}`).toBe(true);
  const cookies = await page.context().cookies();
  expect(
    cookies.some((c) => c.name.includes("session-token")),
    "signed in",
  ).toBe(true);
}

/** A new desktop context with the demo organizer signed in. */
export async function organizer(browser: Browser, info: TestInfo): Promise<Device> {
  const org = await newDesktop(browser, info);
  await signInAsDemo(org.page, info);
  return org;
}

let demoSetId: string | undefined;
let demoCardIds: Map<string, string> | undefined;

/** The bundled demo set's id and its cards' ids on this server (by the file's own card ids). */
async function demoSet(page: Page): Promise<{ setId: string; ids: Map<string, string> }> {
  if (!demoSetId || !demoCardIds) {
    const { sets } = await api<{ sets: { id: string; name: string }[] }>(page, "GET", "/api/kartomantik/card-sets");
    const set = sets.find((s) => s.name === "Bazaar Demo");
    expect(set, "the demo set is installed").toBeDefined();
    const { cards } = await api<{ cards: { id: string; externalId: string }[] }>(
      page,
      "GET",
      `/api/kartomantik/card-sets/${set!.id}/cards`,
    );
    demoSetId = set!.id;
    demoCardIds = new Map(cards.map((c) => [c.externalId, c.id]));
  }
  return { setId: demoSetId, ids: demoCardIds };
}

/** The organizer creates a Kartomantik event on the demo set (constructed, Bo1 unless told; duel unless told). */
export async function demoEvent(
  org: Page,
  name: string,
  options: {
    format?: "constructed" | "draft_bazaar";
    bestOf?: 1 | 3;
    mode?: "duel" | "2v2" | "ffa";
    /** The event's fixed seed (the e2e server takes one: lib/random-seed.ts): its games' deals known. */
    testSeed?: number;
  } = {},
): Promise<Seeded> {
  const { setId } = await demoSet(org);
  const { format = "constructed", bestOf = 1, mode = "duel", testSeed } = options;
  const { id, joinCode } = await api<{ id: string; joinCode: string }>(org, "POST", "/api/events", {
    name,
    format,
    bestOf,
    mode,
    cardSetId: setId,
    ...(testSeed === undefined ? {} : { testSeed }),
  });
  return { eventId: id, joinCode };
}

/** The phone (its browser context) takes a seat at the event under `name`: the device cookie is set as the join
 * page would set it. Returns the seat's id. */
export async function join(phone: Page, joinCode: string, name: string): Promise<string> {
  const { seat } = await api<{ seat: { id: string } }>(phone, "POST", "/api/join", { code: joinCode, name });
  return seat.id;
}

/** A new phone with a seat at the event under `name`. */
export async function seatPhone(browser: Browser, info: TestInfo, joinCode: string, name: string) {
  const phone = await newPhone(browser, info);
  return { ...phone, seatId: await join(phone.page, joinCode, name) };
}

/** The phone saves its constructed deck (and sideboard) from demo-set cards. */
export async function saveDeck(phone: Page, eventId: string, deck: DemoCard[], sideboard: DemoCard[] = []) {
  const { ids } = await demoSet(phone);
  const idOf = (c: DemoCard) => ids.get(c.id) ?? `missing ${c.id}`;
  await api(phone, "PUT", `/api/kartomantik/events/${eventId}/deck`, {
    cardIds: deck.map(idOf),
    sideboardIds: sideboard.map(idOf),
  });
}

export interface SeatedEvent extends Seeded {
  org: Device;
  phones: (Device & { seatId: string })[];
}

/** A constructed event on the demo set with `names` seated on their own phones, each with the cheap legal deck
 * (and `sideboard`) saved unless `decks` is false. The organizer is signed in; no page has been opened. */
export async function seatedConstructedEvent(
  browser: Browser,
  info: TestInfo,
  name: string,
  names: string[],
  options: { bestOf?: 1 | 3; mode?: "duel" | "2v2" | "ffa"; decks?: boolean; sideboard?: DemoCard[] } = {},
): Promise<SeatedEvent> {
  const org = await organizer(browser, info);
  const event = await demoEvent(org.page, name, options);
  const phones = [];
  for (const player of names) {
    const phone = await seatPhone(browser, info, event.joinCode, player);
    if (options.decks !== false) await saveDeck(phone.page, event.eventId, cheapDeck(), options.sideboard);
    phones.push(phone);
  }
  return { ...event, org, phones };
}

/** The organizer starts the event's tournament (every round paired). */
export async function startTournament(org: Page, eventId: string): Promise<void> {
  await api(org, "POST", `/api/events/${eventId}/tournament`, {});
}

/** A constructed duel of two phones (360 px) started, and its first match's game opened on the app by the first
 * phone: the organizer, the phones (with their seat and name) and the game's id. No page has been opened. */
export async function duelOnTheApp(
  browser: Browser,
  info: TestInfo,
  name: string,
  names = ["Alba", "Bice"],
  testSeed?: number,
) {
  const org = await organizer(browser, info);
  const { eventId, joinCode } = await demoEvent(org.page, name, testSeed === undefined ? {} : { testSeed });
  const phones: (Device & { seatId: string; name: string })[] = [];
  for (const player of names) {
    const phone = await newPhone(browser, info, PHONE_360);
    phones.push({ ...phone, name: player, seatId: await join(phone.page, joinCode, player) });
    await saveDeck(phone.page, eventId, cheapDeck());
  }
  await startTournament(org.page, eventId);
  const { matches } = await api<{ matches: { id: string }[] }>(org.page, "GET", `/api/events/${eventId}/tournament`);
  const { gameId } = await api<{ gameId: string }>(
    phones[0]!.page,
    "POST",
    `/api/events/${eventId}/matches/${matches[0]!.id}/games`,
  );
  return { org, eventId, joinCode, phones, gameId };
}

/** The organizer opens an engine table outside the tournament: the seats in order (a seat id, or null for a bot
 * alone). */
export async function openTable(org: Page, eventId: string, mode: "ffa" | "2v2", seats: (string | null)[]) {
  return api<{ gameId: string }>(org, "POST", `/api/events/${eventId}/tables`, {
    mode,
    seats: seats.map((seatId) => (seatId ? { seatId } : { bot: "greedy" })),
  });
}

/** A Ken il Guerriero Standard Bo1 event played to a Punti Ordine target, with its card list (a file) if given. */
export async function kenEvent(org: Page, name: string, target: number, cardListFile?: string): Promise<Seeded> {
  const { id, joinCode } = await api<{ id: string; joinCode: string }>(org, "POST", "/api/events", {
    name,
    game: "ken",
    format: "standard",
    bestOf: 1,
    end: { kind: "target", points: target },
  });
  if (cardListFile) await kenCardList(org, id, cardListFile);
  return { eventId: id, joinCode };
}

/** The organizer gives a Ken event its card list (a .csv or .json file, as the upload form sends it). */
export async function kenCardList(org: Page, eventId: string, file: string): Promise<void> {
  await api(org, "PUT", `/api/ken/events/${eventId}/cards`, {
    fileName: path.basename(file),
    content: readFileSync(file, "utf8"),
  });
}

/** The phone registers its Ken deck list (refused unless legal). */
export async function saveKenDeck(phone: Page, eventId: string, text: string): Promise<void> {
  await api(phone, "PUT", `/api/ken/events/${eventId}/deck`, { text });
}
