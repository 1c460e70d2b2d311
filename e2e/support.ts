// Shared helpers for the end-to-end flows: UI strings from messages/*.json (formatted with the
// same ICU library the app uses), the real Beta catalog, device profiles and the demo login.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { createTranslator } from "next-intl";
import { currentServer } from "./workers";

export const ROOT = process.cwd();
/** This worker's server's data folder (e2e/workers.ts). */
export const DATA_DIR = currentServer().dataDir;
/** ../shared beside the checkout; from a git worktree elsewhere, the one beside the main checkout (never copied in). */
function sharedDir(): string {
  const beside = path.resolve(ROOT, "../shared");
  if (existsSync(beside)) return beside;
  const common = execFileSync("git", ["rev-parse", "--git-common-dir"], { cwd: ROOT, encoding: "utf8" }).trim();
  return path.resolve(ROOT, common, "../../shared");
}
export const BETA_FILE = path.join(sharedDir(), "data/kartomantik-beta/cards.json");

type Messages = Record<string, unknown>;
const readMessages = (locale: "it" | "en") =>
  JSON.parse(readFileSync(path.join(ROOT, "messages", `${locale}.json`), "utf8")) as Messages;
export const messages = { it: readMessages("it"), en: readMessages("en") };

type Params = Record<string, string | number>;
const translators = {
  it: createTranslator({ locale: "it", messages: messages.it }),
  en: createTranslator({ locale: "en", messages: messages.en }),
};

/** A UI string exactly as the app renders it, e.g. t("errors.name_taken", { name: "anna" }). */
export function t(key: string, params: Params = {}, locale: "it" | "en" = "it"): string {
  return (translators[locale] as unknown as (k: string, p: Params) => string)(key, params);
}

export function hasMessage(key: string, locale: "it" | "en" = "it"): boolean {
  let node: unknown = messages[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string";
}

/** Placeholder for a parameter whose exact value the test does not pin down (e.g. a parser's reason). */
export const ANY = "\u27e6ANY\u27e7";
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The message as a full-text pattern, with every ANY parameter free. */
export function messagePattern(key: string, params: Params = {}, locale: "it" | "en" = "it"): RegExp {
  return new RegExp(`^${t(key, params, locale).split(ANY).map(escapeRegExp).join("[\\s\\S]*")}$`);
}

// ---- The real Beta catalog, for expectations computed from the file (never hard-coded) ----

export interface BetaCard {
  id: string;
  name: string;
  type: "manifestation" | "ephemeral_will" | "persistent_will";
  subType?: string;
  effect?: string;
  points: number;
  temperaments: string[];
  collectionNumber: number;
  setName: string;
  image?: string;
  translations?: { it?: { name?: string; subType?: string; effect?: string } };
}

export const betaCards = JSON.parse(readFileSync(BETA_FILE, "utf8")) as BetaCard[];

/** The fields the card browser searches, in both languages (lib/kartomantik/cards/query.ts). */
function searchable(c: BetaCard): string[] {
  const it = c.translations?.it;
  return [
    c.name,
    it?.name ?? c.name,
    c.effect ?? "",
    it?.effect ?? c.effect ?? "",
    c.subType ?? "",
    it?.subType ?? c.subType ?? "",
  ];
}

export const POINT_BANDS = {
  minor: (p: number) => p <= 15,
  medium: (p: number) => p >= 20 && p <= 35,
  major: (p: number) => p >= 40,
} as const;

export function countBeta(filter: {
  temperament?: string;
  type?: string;
  band?: keyof typeof POINT_BANDS;
  q?: string;
}): number {
  return betaCards.filter((c) => {
    if (filter.temperament && !c.temperaments.includes(filter.temperament)) return false;
    if (filter.type && c.type !== filter.type) return false;
    if (filter.band && (c.type !== "manifestation" || !POINT_BANDS[filter.band](c.points))) return false;
    if (filter.q) {
      const q = filter.q.toLocaleLowerCase();
      if (!searchable(c).some((f) => f.toLocaleLowerCase().includes(q))) return false;
    }
    return true;
  }).length;
}

// ---- Browser contexts ----

export function baseURL(info: TestInfo): string {
  const url = info.project.use.baseURL;
  if (!url) throw new Error("baseURL is not configured");
  return url;
}

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

export const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** What a context may change from a device's defaults: the browser's language (its Accept-Language)
 * and time zone, or the screen. */
export type ContextOptions = Pick<BrowserContextOptions, "locale" | "timezoneId" | "viewport">;

/** A narrow Android phone (the issue's night was run on these). */
export const PHONE_360 = { viewport: { width: 360, height: 740 } };

export async function newPhone(
  browser: Browser,
  info: TestInfo,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseURL(info), locale: "it-IT", ...options });
  return { context, page: await context.newPage() };
}

/** The projector at the venue: a full-HD screen, nobody logged in. */
export const PROJECTOR = { viewport: { width: 1920, height: 1080 } };

export async function newProjector(browser: Browser, info: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PROJECTOR, baseURL: baseURL(info), locale: "it-IT" });
  return { context, page: await context.newPage() };
}

export async function newDesktop(
  browser: Browser,
  info: TestInfo,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL(info), locale: "it-IT", ...options });
  return { context, page: await context.newPage() };
}

/** Written by scripts/serve.ts at the first start of a fresh data directory (this worker's server's). */
export function demoLogin(): { email: string; password: string } {
  return JSON.parse(readFileSync(path.join(DATA_DIR, "demo-login.json"), "utf8")) as {
    email: string;
    password: string;
  };
}

/** React has hydrated this element (its event handlers are attached), so a click is not lost. Tried again every
 * 20–100 ms (expect.poll's default steps grow to a second; a flow waits for some hundred elements). */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))), {
      message: "page hydrated",
      intervals: [20, 50, 100],
    })
    .toBe(true);
}

/** The data-testid="error" box (Next's route announcer is a second role="alert"). */
export const errorBox = (page: Page): Locator => page.getByTestId("error");

/** Logs the demo organizer in through the form (no shortcut through the API), in the page's language. */
export async function loginAsDemo(page: Page, locale: "it" | "en" = "it"): Promise<void> {
  const login = demoLogin();
  await page.goto("/login");
  await hydrated(page.locator("form"));
  await page.getByLabel(t("login.email", {}, locale)).fill(login.email);
  await page.getByLabel(t("login.password", {}, locale)).fill(login.password);
  await page.getByRole("button", { name: t("login.submit", {}, locale) }).click();
  await expect(page).toHaveURL(/\/organizer$/);
}

/** The organizer (already logged in) creates a Draft Bazaar event on the bundled demo set through
 * the dashboard form; returns the new event's id and join code. */
export function createDemoDraftEvent(org: Page, name: string): Promise<{ eventId: string; joinCode: string }> {
  return createDemoEvent(org, name, "draft_bazaar");
}

/** The same for any format (a constructed event: decks from the whole set, no draft). */
export async function createDemoEvent(
  org: Page,
  name: string,
  format: "draft_bazaar" | "constructed",
  bestOf: 1 | 3 = 3,
): Promise<{ eventId: string; joinCode: string }> {
  const setSize = (JSON.parse(readFileSync(path.join(ROOT, "data/demo-set/bazaar-demo.json"), "utf8")) as unknown[])
    .length;
  const form = org.locator("form").filter({ has: org.getByLabel(t("dashboard.eventName")) });
  await hydrated(form);
  await org.getByLabel(t("dashboard.eventName")).fill(name);
  await org.getByLabel(t("dashboard.format")).selectOption({ label: t(`formats.${format}`) });
  await org.getByLabel(t("dashboard.bestOf")).selectOption({ value: String(bestOf) });
  await org.getByLabel(t("dashboard.cardSet")).selectOption({ label: `Bazaar Demo (${setSize})` });
  await org.getByRole("button", { name: t("dashboard.create") }).click();
  await expect(org).toHaveURL(/\/organizer\/events\/[^/]+$/);
  const eventId = new URL(org.url()).pathname.split("/").pop()!;
  const joinCode = (await org.getByTestId("join-code").textContent())!.trim();
  return { eventId, joinCode };
}

/** A card of the bundled demo set as its file has it (the app's own ids differ). */
export interface DemoCard {
  id: string;
  name: string;
  type: string;
  points: number;
  translations?: { it?: { name?: string } };
}
export const demoSet = JSON.parse(
  readFileSync(path.join(ROOT, "data/demo-set/bazaar-demo.json"), "utf8"),
) as DemoCard[];
/** The name an Italian phone shows. */
export const itName = (c: DemoCard): string => c.translations?.it?.name ?? c.name;
/** 12 wills and the 18 cheapest manifestations: a legal constructed deck (≤500 points). */
export const cheapDeck = (): DemoCard[] => [
  ...demoSet.filter((c) => c.type !== "manifestation").slice(0, 12),
  ...demoSet
    .filter((c) => c.type === "manifestation")
    .sort((a, b) => a.points - b.points)
    .slice(0, 18),
];

/** A phone joins by the event's code page under `name` and lands on its seat page. */
export async function joinAs(
  page: Page,
  joinCode: string,
  name: string,
  eventId: string,
  locale: "it" | "en" = "it",
): Promise<void> {
  await page.goto(`/j/${joinCode}`);
  await hydrated(page.locator("form").filter({ has: page.getByLabel(t("join.code", {}, locale)) }));
  await page.getByLabel(t("join.name", {}, locale)).fill(name);
  await page.getByRole("button", { name: t("join.submit", {}, locale), exact: true }).tap();
  await expect(page).toHaveURL(`/play/${eventId}`);
}

/** On a constructed event's seat page: paste a deck list (one name per line), check it is legal, save. */
export async function pasteAndSaveDeck(page: Page, lines: string[], locale: "it" | "en" = "it"): Promise<void> {
  await page.getByText(t("deck.importTitle", {}, locale)).tap();
  const box = page.getByTestId("deck-import-text");
  await hydrated(box);
  await box.fill(lines.join("\n"));
  await page.getByTestId("deck-import").tap();
  await expect(page.getByTestId("deck-legal")).toBeVisible();
  await page.getByTestId("deck-save").tap();
  await expect(page.getByTestId("deck-save")).toHaveText(t("deck.saved", {}, locale));
}

/** The organizer (on the event page) starts the tournament, confirming the dialog. */
export async function startTournamentFromEventPage(org: Page): Promise<void> {
  await org.reload();
  const start = org.getByTestId("tournament-start").getByRole("button", { name: t("tournament.start") });
  await hydrated(start);
  org.once("dialog", (d) => void d.accept());
  await start.click();
}

/** The index of the one phone told "your turn" once the draft's d6 has picked who starts (polls:
 * the phones get the draft by themselves). Fails if no phone, or more than one, has the turn. */
export async function phoneWithTurn(pages: Page[], timeout: number): Promise<number> {
  let found = -1;
  await expect
    .poll(
      async () => {
        const turns = await Promise.all(pages.map((page) => page.getByTestId("turn").allTextContents()));
        const mine = turns.flatMap((texts, i) => (texts.join() === t("draft.yourTurn") ? [i] : []));
        found = mine.length === 1 ? mine[0]! : -1;
        return found;
      },
      { message: "exactly one phone has the turn", timeout },
    )
    .toBeGreaterThanOrEqual(0);
  return found;
}

/** In the page: words of the names `selector` selects wider than their element's text box (so the browser broke them
 * inside). Self-contained, so that it can also run inside a page's own loop (installPageFunctions). */
export function brokenWordsIn(selector: string): string[] {
  const broken: string[] = [];
  const probe = document.createElement("span");
  probe.style.cssText = "white-space: nowrap; position: absolute; visibility: hidden;";
  document.body.append(probe);
  for (const name of document.querySelectorAll<HTMLElement>(selector)) {
    // Not laid out (a row of another page, hidden): nothing to read.
    if (!name.getClientRects().length) continue;
    probe.style.font = getComputedStyle(name).font;
    // A line may also end after an elided article ("dell'Accumulatore" is two words) or at a
    // hyphen the name has ("Topsy-Turvy").
    for (const word of (name.textContent ?? "").split(/\s+|(?<=['’-])/)) {
      probe.textContent = word;
      const width = probe.getBoundingClientRect().width;
      if (width > name.clientWidth + 0.5) broken.push(`"${word}" ${Math.round(width)} > ${name.clientWidth} px`);
    }
  }
  probe.remove();
  return broken;
}

/** In the page: the heads of the table `selector` wider than their column, or closer than a quarter of their type's
 * size to the next ("Carte" "Spesi", not "CarteSpesi"). Self-contained, as brokenWordsIn. */
export function crampedHeadsIn(selector: string): string[] {
  const problems: string[] = [];
  const heads = [...document.querySelectorAll<HTMLElement>(`${selector} thead th`)];
  const boxes = heads.map((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    return range.getBoundingClientRect();
  });
  for (const [i, th] of heads.entries()) {
    if (th.scrollWidth > th.clientWidth + 0.5)
      problems.push(`head "${th.textContent}" wider than its column (${th.scrollWidth} > ${th.clientWidth})`);
    const next = boxes[i + 1];
    const gap = 0.25 * parseFloat(getComputedStyle(th).fontSize);
    if (next && next.left - boxes[i]!.right < gap)
      problems.push(
        `heads "${th.textContent}" and "${heads[i + 1]!.textContent}" ${Math.round(next.left - boxes[i]!.right)} px apart`,
      );
  }
  return problems;
}

/** In the page: names (by `selector`) whose text does not fit their box (cut off at the bottom or the side, or
 * clamped with an ellipsis). Self-contained, as brokenWordsIn. */
export function cutNamesIn(selector: string): string[] {
  const cut: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      cut.push(`"${el.textContent}" ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight} px`);
  }
  return cut;
}

/** What makes the page wider than its screen (sideways scroll): empty when it fits, else the page's width and the
 * outermost elements past the right edge that no scrolling box of their own holds. */
export function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out = [`page ${document.documentElement.scrollWidth} px on ${width}`];
    const scrolls = (el: Element) => ["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(el).overflowX);
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      if (el.getBoundingClientRect().right <= width + 0.5) continue;
      let held = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (scrolls(up) || up.getBoundingClientRect().right > width + 0.5) held = true;
        if (held) break;
      }
      if (!held) out.push(`<${el.tagName.toLowerCase()} ${el.dataset.testid ?? ""}> "${el.textContent?.slice(0, 30)}"`);
    }
    return out;
  });
}

/** Words inside `selector` that the browser split over two lines (a word's own boxes on different lines), e.g.
 * "Incantes|imo" in a narrow tile; whatever elements hold the text. */
export function wordsSplitAcrossLines(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const split: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(`"${m[0]}" on ${tops.size} lines`);
        }
      }
    }
    return split;
  }, selector);
}

/** Words of card-tile names wider than their tile's text box (so the browser broke them inside);
 * `names` selects the name elements (default: the deck and draft tiles). */
export function brokenWords(page: Page, names = '[data-testid="card-tile"] > span:first-child'): Promise<string[]> {
  return page.evaluate(brokenWordsIn, names);
}

/** Names (by `names`) whose text does not fit their box (cut off at the bottom or the side, or
 * clamped with an ellipsis). */
export function cutNames(page: Page, names: string): Promise<string[]> {
  return page.evaluate(cutNamesIn, names);
}

/** The organizer asks for a seat's one-time link from its row of the seat list; returns the link. */
export async function seatLinkFrom(row: Locator): Promise<string> {
  const button = row.getByRole("button", { name: t("event.seatLink") });
  await hydrated(button);
  await button.click();
  const box = row.getByTestId("seat-link");
  await expect(box).toHaveText(/^https?:\/\/[^/]+\/claim\/[A-Za-z0-9_-]{20,}$/);
  return (await box.textContent())!.trim();
}

/** A phone opens a seat link and taps to take the seat. */
export async function tapClaim(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const claim = page.getByRole("button", { name: t("seat.claimSubmit") });
  await hydrated(claim);
  await claim.tap();
}

// ---- A Draft Bazaar played through the public play API (the draft's screens are draft.spec.ts's) ----

/** The play API's view of a draft (only what the flows read). */
export interface PlayView {
  seq: number;
  status: "running" | "paused" | "finished";
  draft: {
    active: number | null;
    table: string[];
    tableNo: number;
    auction: {
      cardId: string;
      chooser: number;
      best: { player: number; amount: number } | null;
      awaiting: number[];
    } | null;
    hands: string[][];
    spent: number[];
  };
  me?: { player: number; legal: { choose: string[]; minBid: number | null; match: number | null; pass: boolean } };
}

/** The data of the first message a live stream sends the page's viewer (with the page's cookies). Messages carry their
 * sequence number as the SSE id; the heartbeat pings (lib/realtime/heartbeat.ts) carry none and are skipped, however
 * they are spelled. */
export async function firstStreamMessage(page: Page, url: string): Promise<string> {
  return page.evaluate(async (url) => {
    const ctrl = new AbortController();
    const res = await fetch(url, { signal: ctrl.signal, headers: { accept: "text/event-stream" } });
    if (!res.ok || !res.body) throw new Error(`stream ${url}: HTTP ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const events = buffer.split("\n\n");
      for (const event of events.slice(0, -1)) {
        const lines = event.split("\n");
        if (!lines.some((l) => /^id: ?/.test(l))) continue;
        const data = lines.filter((l) => l.startsWith("data:")).map((l) => l.slice(l.startsWith("data: ") ? 6 : 5));
        ctrl.abort();
        return data.join("\n");
      }
    }
    ctrl.abort();
    throw new Error(`no message in the stream ${url}: ${buffer}`);
  }, url);
}

/** The first message of a draft stream as the server sends it to this page's viewer (its raw data): the current view,
 * and with `lastEventId` every log entry since it. */
export async function draftStreamText(
  page: Page,
  eventId: string,
  as: "phone" | "projector" | "organizer" = "phone",
  lastEventId?: number,
): Promise<string> {
  const query = `as=${as}${lastEventId === undefined ? "" : `&lastEventId=${lastEventId}`}`;
  return firstStreamMessage(page, `/api/kartomantik/events/${eventId}/draft/stream?${query}`);
}

/** The first message of a phone's draft stream: its current view with its legal actions. */
export async function draftStreamView(page: Page, eventId: string): Promise<PlayView> {
  return (JSON.parse(await draftStreamText(page, eventId)) as { view: PlayView }).view;
}

/** One draft action through the play API with the page's own device cookie; fails if refused. */
export async function draftAct(
  page: Page,
  eventId: string,
  seenSeq: number,
  action: { type: "choose" | "bid" | "match" | "pass"; cardId?: string; amount?: number },
  who = "phone",
): Promise<PlayView> {
  const res = await page.request.post(`/api/kartomantik/events/${eventId}/draft/play`, {
    data: { ...action, seenSeq, idempotencyKey: crypto.randomUUID() },
  });
  const body = (await res.json()) as { view?: PlayView; error?: { code: string; message: string } };
  expect(res.ok(), `${who} ${JSON.stringify(action)} at seq ${seenSeq}: ${JSON.stringify(body.error)}`).toBe(true);
  return body.view!;
}

/** A whole draft with nobody bidding: the active player takes the first face-up card, everyone
 * else passes, so every card goes for free. Returns the final view. */
export async function draftByPassing(pages: Page[], eventId: string): Promise<PlayView> {
  const byPlayer = new Map<number, Page>();
  for (const page of pages) byPlayer.set((await draftStreamView(page, eventId)).me!.player, page);
  let view = await draftStreamView(pages[0]!, eventId);
  for (let step = 0; view.status !== "finished"; step++) {
    expect(step, "the draft finishes within a bounded number of actions").toBeLessThan(60 * pages.length * 3);
    const a = view.draft.auction;
    view = a
      ? await draftAct(byPlayer.get(a.awaiting[0]!)!, eventId, view.seq, { type: "pass" })
      : await draftAct(byPlayer.get(view.draft.active!)!, eventId, view.seq, {
          type: "choose",
          cardId: view.draft.table[0]!,
        });
  }
  return view;
}

// ---- Engine games on the phones ----

/** Both players' phones, on their tournament page, go to their match's game on the app: the first
 * opens it, the second's match page shows it running with the way to it (one source per game). */
export async function openMatchGame(pages: Page[], eventId: string): Promise<void> {
  for (const [i, page] of pages.entries()) {
    await expect(page.getByTestId("tournament-phone")).toBeVisible({ timeout: 12_000 });
    await page.getByTestId("open-match").tap();
    const play = page.getByTestId(i === 0 ? "play-on-app" : "live-game");
    await hydrated(play);
    await play.tap();
    await expect(page).toHaveURL(new RegExp(`/play/${eventId}/games/kartomantik/[^/]+$`));
    await expect(page.getByTestId("game-phone")).toBeVisible();
  }
}

/** Waits until the game page shows a later state than `before` (its `data-seq`; it only grows). A locator assertion
 * retries within milliseconds, where `expect.poll` waits 100–1,000 ms between tries: over a whole game's hundreds of
 * taps that idle time was most of a flow's minutes. */
export async function movedOn(page: Page, before: string | number | null): Promise<void> {
  await expect(page.getByTestId("game-phone"), "the game moved on after the tap").not.toHaveAttribute(
    "data-seq",
    String(before),
  );
}

/** On whichever of the pages may act, taps the first option the game page offers and waits for the game to move on
 * there; returns that page, or null when nobody can act right now (or the game is over). Some ten Playwright round
 * trips a move: for a few moves with checks between them (a whole game is autoplay's). */
export async function tapFirstGameOption(pages: Page[]): Promise<Page | null> {
  for (const page of pages) {
    const button = page.getByTestId("game-action").first();
    if ((await button.count()) === 0 || !(await button.isEnabled())) continue;
    const before = await page.getByTestId("game-phone").getAttribute("data-seq");
    await button.click();
    await movedOn(page, before);
    return page;
  }
  return null;
}

/** On a phone that may act in a Kartomantik engine game: the player's hand lies wholly on the screen above the
 * options' sheet stuck to its bottom (the page brings it there when the game turns to them; tried for 5 s, the
 * scroll is smooth). */
export async function handInSight(page: Page): Promise<void> {
  const where = () =>
    page.evaluate(() => {
      const hand = document.querySelector('[data-testid="my-hand"]')?.getBoundingClientRect();
      const sheet = document.querySelector('[data-testid="game-actions"]')?.getBoundingClientRect();
      if (!hand || !sheet) return "no hand or no sheet";
      return hand.top >= 0 && hand.bottom <= sheet.top
        ? "in sight"
        : `hand at ${Math.round(hand.top)}–${Math.round(hand.bottom)}, the sheet from ${Math.round(sheet.top)}`;
    });
  await expect.poll(where, { intervals: [50, 100, 200], timeout: 5_000 }).toBe("in sight");
}

/** Waits until one of the pages offers an enabled game action (true), or every page shows the game's end (false),
 * while a bot or another phone moves; tried again within milliseconds. */
export async function untilSomeoneMayAct(pages: Page[]): Promise<boolean> {
  let may = false;
  await expect(async () => {
    const states = await Promise.all(
      pages.map((page) =>
        page.evaluate(() => ({
          act: !!document.querySelector('[data-testid="game-action"]:enabled'),
          over: !!document.querySelector('[data-testid="game-over"]'),
        })),
      ),
    );
    may = states.some((s) => s.act);
    expect(may || states.every((s) => s.over), "a page may act, or the game is over").toBe(true);
  }).toPass({ intervals: [10, 20, 50], timeout: 60_000 });
  return may;
}

/** What one page's autoplayer did (autoplay's answer, autoplayCounts). */
export interface Autoplayed {
  /** Taps on a game action. */
  taps: number;
  /** Taps on a 2v2 team decision's option (the page showed its "Decisione di squadra" note). */
  teamAnswers: number;
  /** States at which the page left its team's choice to its teammate's page (AutoplayOptions.defer). */
  deferred: number;
  /** Team choices the page made itself because its teammate's page offered nothing at that state. */
  mateIdle: number;
  /** The states (`data-seq`) the page showed (each one inspected, with `inspect`). */
  states: number;
  /** What `inspect` found, as "seq N: …" (at most 50). */
  problems: string[];
}

export interface AutoplayOptions {
  /** Pages that leave their 2v2 team's decisions to a teammate's page: page index → the teammate's page index. Such
   * a page makes the team's choice itself only when the teammate's page shows the same state without any action. */
  defer?: Record<number, number>;
  /** The deferring pages leave their team's shared priority to the teammate too, not only its decisions. */
  deferPriority?: boolean;
  /** Run inside each page at every new state it shows, before it taps; the problems it returns are collected. It is
   * sent to the page as its source (as page.evaluate's function is): no closure, but it may call what
   * installPageFunctions put on the page's window. */
  inspect?: () => string[];
  /** Fail when a page has shown no new state for this long (ms, default 60 s): a stalled game, not a slow one. */
  stall?: number;
}

/** A page's state as its autoplayer tells the test's side (for its teammate's page). */
interface Shown {
  seq: number;
  /** The page shows actions (enabled, or disabled while its tap is on its way). */
  offers: boolean;
}
/** The test's side of each page's autoplayer: the page tells what it shows; the answer is its teammate's page's. */
const bridges = new WeakMap<Page, (shown: Shown) => Shown | null>();

/** Puts functions on the page's window by their source (a later navigation drops them), for autoplay's `inspect`;
 * an expression evaluated over the DevTools protocol, which the app's Content Security Policy does not limit. */
export async function installPageFunctions(page: Page, fns: Record<string, (...args: never[]) => unknown>) {
  const entries = Object.entries(fns).map(([name, fn]) => `${JSON.stringify(name)}: ${fn.toString()}`);
  await page.evaluate(`Object.assign(window, { ${entries.join(", ")} })`);
}

/** Plays an engine game to its end from inside its game pages: each page runs a loop that, whenever the page offers
 * an enabled action at a state (`data-seq`) it has not tapped at yet, taps the first one (a tap the server refused is
 * tried again after 3 s) — no Playwright round trip per move. Bots and other phones move meanwhile. Returns when every
 * page shows the game's end, with what each page did; fails as soon as a page has seen no new state for `stall` ms. */
export async function autoplay(pages: Page[], options: AutoplayOptions = {}): Promise<Autoplayed[]> {
  const stall = options.stall ?? 60_000;
  const shown: (Shown | null)[] = pages.map(() => null);
  for (const [i, page] of pages.entries()) {
    const mate = options.defer?.[i];
    const known = bridges.has(page);
    bridges.set(page, (s) => {
      shown[i] = s;
      return mate === undefined ? null : shown[mate]!;
    });
    if (!known) await page.exposeBinding("__autoplayBridge", (_source, s: Shown) => bridges.get(page)!(s));
    await page.evaluate(
      options.inspect ? `window.__autoplayInspect = ${options.inspect.toString()}` : "delete window.__autoplayInspect",
    );
  }
  // The players asked for reduced motion while the game plays: no spinner or pulse redrawn every frame on every
  // page (on this machine's software rasterizer that was most of a game's CPU time).
  for (const page of pages) await page.emulateMedia({ reducedMotion: "reduce" });
  const teamPriority = t("game.teamPriority", { names: "" }).split(":")[0]!;
  await Promise.all(
    pages.map((page, i) =>
      page.evaluate(startAutoplay, {
        deferring: options.defer?.[i] !== undefined,
        deferPriority: !!options.deferPriority,
        teamPriority,
      }),
    ),
  );
  for (const [i, page] of pages.entries()) {
    await page.waitForFunction(
      (stall) => {
        const s = (window as unknown as { __autoplay: { over: boolean; changedAt: number } }).__autoplay;
        return s.over || Date.now() - s.changedAt > stall;
      },
      stall,
      { polling: 250, timeout: 0 },
    );
    const seq = await page.getByTestId("game-phone").getAttribute("data-seq");
    await expect(page.getByTestId("game-over"), `page ${i}: no new state for ${stall} ms at seq ${seq}`).toBeVisible({
      timeout: 1,
    });
  }
  for (const page of pages) await page.emulateMedia({ reducedMotion: null });
  return Promise.all(pages.map(autoplayCounts));
}

/** What the page's autoplayer has done so far. */
export function autoplayCounts(page: Page): Promise<Autoplayed> {
  return page.evaluate(() => {
    const { taps, teamAnswers, deferred, mateIdle, states, problems } = (
      window as unknown as { __autoplay: Autoplayed }
    ).__autoplay;
    return { taps, teamAnswers, deferred, mateIdle, states, problems };
  });
}

/** The page's side of autoplay (run in the page): a step at every change of the page's DOM, and every 50 ms. */
function startAutoplay({
  deferring,
  deferPriority,
  teamPriority,
}: {
  deferring: boolean;
  deferPriority: boolean;
  teamPriority: string;
}) {
  const w = window as unknown as {
    __autoplay: Autoplayed & { seq: number; changedAt: number; over: boolean };
    __autoplayBridge: (s: Shown) => Promise<Shown | null>;
    __autoplayInspect?: () => string[];
  };
  const counts = { taps: 0, teamAnswers: 0, deferred: 0, mateIdle: 0, states: 0, problems: [] as string[] };
  const run = (w.__autoplay = { ...counts, seq: -1, changedAt: Date.now(), over: false as boolean });
  let tapped = -1;
  let tappedAt = 0;
  let told = "";
  let deferredAt = -1;
  let asking = false;
  let mate: Shown | null = null;
  const problem = (seq: number, text: string) => {
    if (run.problems.length < 50) run.problems.push(`seq ${seq}: ${text}`);
  };
  const tell = (s: Shown) => {
    if (`${s.seq} ${s.offers}` === told) return;
    told = `${s.seq} ${s.offers}`;
    void w.__autoplayBridge(s);
  };
  // The teammate's page's state, asked again at the next tick while this page waits for it.
  const ask = (s: Shown) => {
    if (asking) return;
    asking = true;
    void w.__autoplayBridge(s).then((answer) => {
      asking = false;
      mate = answer;
      if (mate && mate.seq === s.seq && !mate.offers) step();
    });
  };
  const step = () => {
    if (run.over) return;
    const phone = document.querySelector<HTMLElement>('[data-testid="game-phone"]');
    if (!phone) return;
    const seq = Number(phone.dataset.seq);
    const now = Date.now();
    if (seq !== run.seq) {
      [run.seq, run.changedAt, run.states] = [seq, now, run.states + 1];
      try {
        for (const text of w.__autoplayInspect?.() ?? []) problem(seq, text);
      } catch (e) {
        problem(seq, String(e));
      }
    }
    if (document.querySelector('[data-testid="game-over"]')) {
      run.over = true;
      observer.disconnect();
      clearInterval(timer);
      return tell({ seq, offers: false });
    }
    const button = document.querySelector<HTMLButtonElement>('[data-testid="game-action"]');
    tell({ seq, offers: !!button });
    if (!button || button.disabled || (seq === tapped && now - tappedAt < 3000)) return;
    const teamDecision = !!document.querySelector('[data-testid="team-decision"]');
    const team =
      teamDecision ||
      (deferPriority && !!document.querySelector('[data-testid="game-banner"]')?.textContent?.includes(teamPriority));
    if (deferring && team) {
      // The teammate's page answers, unless it shows this state with nothing to do.
      if (!mate || mate.seq !== seq || mate.offers) {
        if (deferredAt !== seq) [deferredAt, run.deferred] = [seq, run.deferred + 1];
        return ask({ seq, offers: true });
      }
      run.mateIdle++;
    }
    [tapped, tappedAt] = [seq, now];
    run.taps++;
    if (teamDecision) run.teamAnswers++;
    button.click();
  };
  const observer = new MutationObserver(step);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-seq", "disabled"],
  });
  const timer = setInterval(step, 50);
  step();
}

// ---- Projector screens ----

/** The projectors met at venues: each board must fill these without scrolling. */
export const PROJECTOR_SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** What does not fit a projector screen: the board's frame (its parent) or the page scrolling,
 * visible `mustShow` elements outside the screen, visible `uncut` elements whose text is cut. */
export function screenProblems(page: Page, board: string, mustShow: string[], uncut: string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ board, mustShow, uncut }) => {
      const problems: string[] = [];
      const height = window.innerHeight;
      const width = window.innerWidth;
      const frame = document.querySelector<HTMLElement>(`[data-testid="${board}"]`)!.parentElement!;
      if (frame.scrollHeight > frame.clientHeight + 1)
        problems.push(`board overflows: ${frame.scrollHeight} > ${frame.clientHeight}`);
      if (frame.scrollWidth > frame.clientWidth + 1)
        problems.push(`board too wide: ${frame.scrollWidth} > ${frame.clientWidth}`);
      const root = document.documentElement;
      if (root.scrollWidth > width || root.scrollHeight > height)
        problems.push(`page ${root.scrollWidth}×${root.scrollHeight} on ${width}×${height}`);
      const shown = (el: HTMLElement) => el.checkVisibility({ visibilityProperty: true });
      for (const selector of mustShow) {
        for (const el of document.querySelectorAll<HTMLElement>(selector)) {
          if (!shown(el)) continue;
          const r = el.getBoundingClientRect();
          if (r.bottom > height + 0.5 || r.right > width + 0.5 || r.top < -0.5 || r.left < -0.5)
            problems.push(
              `${selector} "${el.textContent?.slice(0, 30)}" off screen (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} of ${width}×${height})`,
            );
        }
      }
      for (const selector of uncut) {
        for (const el of document.querySelectorAll<HTMLElement>(selector)) {
          if (shown(el) && el.scrollWidth > el.clientWidth + 0.5)
            problems.push(`${selector} cut: "${el.textContent}" (${el.scrollWidth} > ${el.clientWidth} px)`);
        }
      }
      return problems;
    },
    { board, mustShow, uncut },
  );
}

/** Visible texts under `selector` smaller than `share` of the screen's height ("2.6 vh"). */
export function smallText(page: Page, selector: string, share: number): Promise<string[]> {
  return page.evaluate(
    ({ selector, share }) => {
      const small: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        for (const node of [el, ...el.querySelectorAll<HTMLElement>("*")]) {
          const own = [...node.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          const size = parseFloat(getComputedStyle(node).fontSize);
          if (own && node.checkVisibility({ visibilityProperty: true }) && size < share * window.innerHeight - 0.01)
            small.push(
              `"${node.textContent?.trim().slice(0, 30)}" ${size.toFixed(1)} px < ${(share * 100).toFixed(1)} vh`,
            );
        }
      }
      return small;
    },
    { selector, share },
  );
}

/** A screenshot kept in the test's output folder (test-results/…): the projector's screens at
 * each size, to look at after a run. */
export async function shoot(page: Page, info: TestInfo, name: string): Promise<void> {
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
}

/** A tournament view's matches as the flows name a table's first two seats: `a` at place 0, `b` at place 1 (null:
 * the bye). The API itself gives every match its seats in table order. */
export function withSeatsAB<V extends { matches: { seats: { seatId: string }[] }[] }>(view: V) {
  return {
    ...view,
    matches: view.matches.map((m) => ({ ...m, a: m.seats[0]!.seatId, b: m.seats[1]?.seatId ?? null })),
  };
}
