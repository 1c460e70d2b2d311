// Issue 23 §1 (installable, offline and back). A phone opens the app: the manifest and its icons, the
// service worker, and Chromium's own verdict that the app can be installed (no installability
// errors). With the network gone, a page that cannot load is the offline page (Italian and English),
// which reopens the page by itself when the network is back; nothing of the API was cached. A phone
// that loses the network mid-draft and mid-game shows the offline banner at once and, back online,
// has the other player's move made meanwhile (its sequence number catches up: nothing missed). The
// awaited phone keeps its screen on and buzzes; a phone with the app cached opens other phone pages
// without downloading a script.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, type Page } from "@playwright/test";
import { attentionOf, recordAttention } from "./attention";
import { chromiumLaunch } from "./browser";
import {
  cheapDeck,
  createDemoDraftEvent,
  createDemoEvent,
  draftAct,
  draftStreamView,
  hydrated,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  openMatchGame,
  PHONE,
  pasteAndSaveDeck,
  startTournamentFromEventPage,
  t,
} from "./support";

test.describe.configure({ mode: "serial" });

type Device = { context: BrowserContext; page: Page };
let organizer: Device;
const devices: Device[] = [];

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  await loginAsDemo(organizer.page);
});

test.afterAll(async () => {
  for (const d of [organizer, ...devices]) await d.context.close();
});

async function phone(browser: import("@playwright/test").Browser, info: import("@playwright/test").TestInfo) {
  const d = await newPhone(browser, info);
  devices.push(d);
  return d;
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (b: Buffer) => [b.readUInt32BE(16), b.readUInt32BE(20)];

/** The service worker has taken this page over (it controls fetches from now on). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

const banner = (page: Page) => page.getByTestId("offline-banner");

test("the app is installable: manifest with icons, a service worker, no installability errors from Chromium", async ({
  baseURL: url,
}) => {
  // Chromium installs nothing from an incognito profile (every new context is one): a real profile.
  const profile = mkdtempSync(path.join(tmpdir(), "bazaar-pwa-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch("full"),
    ...PHONE,
    baseURL: url,
    locale: "it-IT",
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto("/");
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);

  const body = (await (await page.request.get("/manifest.webmanifest")).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(body).toMatchObject({ short_name: "Bazaar", display: "standalone", start_url: "/" });
  expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(body.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const [size, purpose] of [
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ] as const) {
    const icon = body.icons.find((i) => i.sizes === size && (i.purpose ?? "any") === purpose);
    expect(icon, `${size} ${purpose} icon`).toBeDefined();
    const res = await page.request.get(icon!.src);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await res.body()).join("x")).toBe(size);
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test("offline, a page that cannot load is the offline page in Italian and English; it reopens the page by itself", async ({
  browser,
}, info) => {
  const { page, context } = await phone(browser, info);
  await page.goto("/join");
  await controlled(page);
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveText(`⚠ ${t("pwa.offline")}`);
  await page.goto("/join").catch(() => {});
  const offline = page.getByTestId("offline-page");
  await expect(offline).toBeVisible();
  await expect(offline.locator('[lang="it"] h1')).toHaveText("Non in linea");
  await expect(offline.locator('[lang="en"] h2')).toHaveText("Offline");
  await context.setOffline(false);
  // Nobody taps anything: the page comes back by itself.
  await expect(page.getByLabel(t("join.code"))).toBeVisible({ timeout: 15_000 });
  await expect(banner(page)).toHaveCount(0);
  // The worker kept the app's static files and never an API answer or a page.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(cached.some((u) => u.startsWith("/_next/static/"))).toBe(true);
  expect(cached.filter((u) => u.startsWith("/api/") || u === "/join" || u === "/")).toEqual([]);
});

test("mid-draft: the banner at once; back online, the phone has the choice made meanwhile", async ({
  browser,
}, info) => {
  const org = organizer.page;
  const { eventId, joinCode } = await createDemoDraftEvent(org, "Draft senza rete");
  const pair = [await phone(browser, info), await phone(browser, info)];
  for (const [i, d] of pair.entries()) await joinAs(d.page, joinCode, `Rete ${i + 1}`, eventId);
  await org.reload();
  const start = org.getByTestId("draft-console").getByRole("button", { name: t("draft.start") });
  await hydrated(start);
  await start.click();
  for (const d of pair) await expect(d.page.getByTestId("draft-phone")).toBeVisible({ timeout: 12_000 });

  const view = await draftStreamView(pair[0]!.page, eventId);
  const mine = (await draftStreamView(pair[0]!.page, eventId)).me!.player;
  const [actor, away] = view.draft.active === mine ? [pair[0]!, pair[1]!] : [pair[1]!, pair[0]!];
  const awayPhone = away.page.getByTestId("draft-phone");
  await expect(awayPhone).toHaveAttribute("data-seq", String(view.seq));
  await expect(away.page.getByTestId("auction")).toHaveCount(0);

  await away.context.setOffline(true);
  await expect(banner(away.page)).toBeVisible();
  await expect(away.page.getByTestId("connection")).toHaveText(t("draft.reconnecting"));
  const after = await draftAct(actor.page, eventId, view.seq, { type: "choose", cardId: view.draft.table[0]! });
  expect(after.seq).toBeGreaterThan(view.seq);
  await expect(actor.page.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(after.seq));
  // Really away: nothing reached it.
  await away.page.waitForTimeout(1_000);
  await expect(awayPhone).toHaveAttribute("data-seq", String(view.seq));

  await away.context.setOffline(false);
  await expect(banner(away.page)).toHaveCount(0);
  await expect(awayPhone).toHaveAttribute("data-seq", String(after.seq));
  await expect(away.page.getByTestId("auction")).toBeVisible();
  await expect(away.page.getByTestId("connection")).toHaveText(t("draft.connected"));
});

test("mid-game: the banner at once; back online, the phone has the opponent's move made meanwhile", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const org = organizer.page;
  await org.goto("/organizer");
  const { eventId, joinCode } = await createDemoEvent(org, "Partita senza rete", "constructed", 1);
  const pair = [await phone(browser, info), await phone(browser, info)];
  for (const [i, d] of pair.entries()) {
    await joinAs(d.page, joinCode, `Gioco ${i + 1}`, eventId);
    await pasteAndSaveDeck(d.page, cheapDeck().map(itName));
  }
  await startTournamentFromEventPage(org);
  for (const d of pair) await d.page.reload();
  await openMatchGame(
    pair.map((d) => d.page),
    eventId,
  );
  const seqOf = async (page: Page) => Number(await page.getByTestId("game-phone").getAttribute("data-seq"));
  // Whoever may act now is the actor; the other phone goes away.
  let actorIndex = -1;
  await expect
    .poll(async () => {
      for (const [i, d] of pair.entries()) {
        const button = d.page.getByTestId("game-action").first();
        if ((await button.count()) > 0 && (await button.isEnabled())) return (actorIndex = i);
      }
      return -1;
    })
    .toBeGreaterThanOrEqual(0);
  const actor = pair[actorIndex]!;
  const away = pair[1 - actorIndex]!;
  await expect.poll(() => seqOf(away.page)).toBe(await seqOf(actor.page));
  const before = await seqOf(away.page);

  await away.context.setOffline(true);
  await expect(banner(away.page)).toBeVisible();
  await actor.page.getByTestId("game-action").first().click();
  await expect.poll(() => seqOf(actor.page)).toBeGreaterThan(before);
  const moved = await seqOf(actor.page);
  await away.page.waitForTimeout(1_000);
  expect(await seqOf(away.page)).toBe(before);

  await away.context.setOffline(false);
  await expect(banner(away.page)).toHaveCount(0);
  await expect.poll(() => seqOf(away.page)).toBeGreaterThanOrEqual(moved);
});

test("the draft keeps the awaited phone's screen on and buzzes it when its turn starts; the device's toggle stops the buzz", async ({
  browser,
}, info) => {
  const org = organizer.page;
  await org.goto("/organizer");
  const { eventId, joinCode } = await createDemoDraftEvent(org, "Draft sveglio");
  const pair = [await phone(browser, info), await phone(browser, info)];
  for (const d of pair) await recordAttention(d.context);
  for (const [i, d] of pair.entries()) await joinAs(d.page, joinCode, `Sveglio ${i + 1}`, eventId);
  await org.reload();
  const start = org.getByTestId("draft-console").getByRole("button", { name: t("draft.start") });
  await hydrated(start);
  await start.click();
  for (const d of pair) await hydrated(d.page.getByTestId("draft-phone"));

  const view = await draftStreamView(pair[0]!.page, eventId);
  const mine = view.me!.player;
  const [actor, other] = view.draft.active === mine ? [pair[0]!, pair[1]!] : [pair[1]!, pair[0]!];
  // The player whose pick it is: screen held, one short buzz. The other: neither.
  await expect.poll(() => attentionOf(actor.page)).toEqual({ requests: 1, held: 1, buzz: [120] });
  expect(await attentionOf(other.page)).toEqual({ requests: 0, held: 0, buzz: [] });

  // The other player turns the buzz off on their phone; it stays off after a reload.
  const toggle = other.page.getByTestId("haptics-toggle").getByRole("checkbox", { name: t("pwa.haptics") });
  await expect(toggle).toBeChecked();
  await toggle.tap();
  await expect(toggle).not.toBeChecked();
  await other.page.reload();
  await expect(other.page.getByTestId("haptics-toggle").getByRole("checkbox")).not.toBeChecked();

  // The pick opens an auction that awaits the other player: their screen is held, without a buzz.
  await draftAct(actor.page, eventId, view.seq, { type: "choose", cardId: view.draft.table[0]! });
  await expect(other.page.getByTestId("auction")).toBeVisible();
  await expect.poll(() => attentionOf(other.page)).toMatchObject({ held: 1, buzz: [] });
});

test("a phone that has the app cached opens other phone pages without downloading a script", async ({
  browser,
}, info) => {
  const org = organizer.page;
  await org.goto("/organizer");
  const { eventId, joinCode } = await createDemoEvent(org, "Tutto in cache", "constructed", 1);
  const { page } = await phone(browser, info);
  await page.goto("/join");
  await controlled(page);
  const cached = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
  // The worker fetches the phone pages' files by itself after the first load.
  const { assets } = (await (await page.request.get("/sw-assets")).json()) as { assets: string[] };
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.every((a) => a.startsWith("/_next/static/"))).toBe(true);
  await expect
    .poll(async () => {
      const have = new Set(await cached());
      return assets.filter((a) => !have.has(a));
    })
    .toEqual([]);
  const before = new Set(await cached());

  // Two pages this phone never opened: the code page and the constructed deck builder.
  const scripts: string[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await joinAs(page, joinCode, "Cache 1", eventId);
  await hydrated(page.getByTestId("constructed-builder"));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => !before.has(s))).toEqual([]);
});
