// A constructed event (no draft): the organizer creates it on the bundled demo set, a phone joins
// and builds its deck from the whole set by pasting a text list (Italian names) — a list with an
// unknown name is refused line by line and changes nothing — then adds a sideboard card found with
// the set browser's search, saves, and exports the deck as community JSON (the catalog's own card
// ids). The organizer's panel shows the deck ready, the lock fixes it, and the phone sees it locked.
// Expected numbers come from the rules (rulebook §4.1: 30 cards, one per name, ≤500 points of
// manifestations, sideboard ≤6) and from the demo set file, never from the app.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import {
  cheapDeck,
  createDemoEvent,
  demoSet,
  errorBox,
  hydrated,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  t,
} from "./support";

test.describe.configure({ mode: "serial" });

/** 30 distinct cards within 500 points: 12 wills, then the cheapest manifestations. */
const deckCards = cheapDeck();
const deckPoints = deckCards.reduce((sum, c) => sum + (c.type === "manifestation" ? c.points : 0), 0);
const sideFromList = demoSet.find((c) => c.type === "manifestation" && c.points >= 40)!;
const sideFromSearch = demoSet
  .filter((c) => c.type === "manifestation" && c.points >= 40 && c !== sideFromList)
  .at(-1)!;

let organizer: { context: BrowserContext; page: Page };
let phone: { context: BrowserContext; page: Page };
let eventId = "";

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  phone = await newPhone(browser, info);
});

test.afterAll(async () => {
  await organizer.context.close();
  await phone.context.close();
});

test("a phone joins a constructed event and gets the deck builder over the whole set", async () => {
  expect(new Set(deckCards.map((c) => c.name)).size).toBe(30);
  expect(deckPoints).toBeLessThanOrEqual(500);
  const org = organizer.page;
  await loginAsDemo(org);
  const created = await createDemoEvent(org, "Costruito della domenica", "constructed");
  eventId = created.eventId;
  await joinAs(phone.page, created.joinCode, "Gaia", eventId);
  await expect(phone.page.getByRole("heading", { name: t("deck.constructedTitle") })).toBeVisible();
  await expect(phone.page.getByTestId("deck-stats")).toContainText(t("deck.deck", { count: 0 }));
  await phone.page.getByTestId("tab-cards").tap();
  await expect(phone.page.getByText(t("deck.showing", { shown: demoSet.length, total: demoSet.length }))).toBeVisible();
});

test("a pasted list with an unknown name is refused by line; the corrected list fills deck and sideboard", async () => {
  const page = phone.page;
  await page.getByText(t("deck.importTitle")).tap();
  const box = page.getByTestId("deck-import-text");
  await hydrated(box);
  const lines = deckCards.map((c) => `1 ${itName(c)}`);
  await box.fill([...lines.slice(0, 3), "Carta Che Non Esiste", ...lines.slice(3)].join("\n"));
  await page.getByTestId("deck-import").tap();
  await expect(page.getByTestId("deck-import-errors")).toHaveText(
    t("deck.listAtLine", { line: 4 }) + t("deck.listErrors.unknown_name", { name: "Carta Che Non Esiste" }),
  );
  await expect(page.getByTestId("deck-stats")).toContainText(t("deck.deck", { count: 0 }));

  await box.fill([...lines, "", "Riserva", itName(sideFromList)].join("\n"));
  await page.getByTestId("deck-import").tap();
  await expect(page.getByTestId("deck-import-ok")).toHaveText(t("deck.importOk", { count: 31 }));
  const stats = page.getByTestId("deck-stats");
  await expect(stats).toContainText(t("deck.deck", { count: 30 }));
  await expect(stats).toContainText(t("deck.sideboard", { count: 1 }));
  await expect(page.getByTestId("deck-points")).toHaveText(t("deck.pointsOf", { points: deckPoints, max: 500 }));
  await expect(page.getByTestId("deck-legal")).toHaveText(t("deck.legal"));
  // Nothing on the builder is wider than the phone (a wider page zooms out and shifts taps).
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
});

test("the set browser finds a card by name and puts it in the sideboard; the deck is saved", async () => {
  const page = phone.page;
  await page.getByTestId("tab-cards").tap();
  await page.getByTestId("set-search").fill(itName(sideFromSearch));
  const row = page.getByTestId("set-card").filter({ hasText: itName(sideFromSearch) });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: new RegExp(`^${t("deck.addSideboard").replace("+", "\\+")}`) }).tap();
  await expect(row).toHaveAttribute("data-state", "sideboard");
  await expect(page.getByTestId("deck-stats")).toContainText(t("deck.sideboard", { count: 2 }));
  await expect(page.getByTestId("deck-legal")).toBeVisible();
  await page.getByTestId("deck-save").tap();
  await expect(page.getByTestId("deck-save")).toHaveText(t("deck.saved"));
  await expect(page.getByTestId("deck-next")).toHaveText(t("deck.waitStart"));
  await expect(errorBox(page)).toHaveCount(0);
  // A reload shows what the server kept.
  await page.reload();
  await expect(page.getByTestId("deck-stats")).toContainText(t("deck.deck", { count: 30 }));
  await expect(page.getByTestId("deck-stats")).toContainText(t("deck.sideboard", { count: 2 }));
});

test("the deck exports as community JSON with the catalog's own card ids and a sideboard group", async () => {
  const page = phone.page;
  const button = page.getByTestId("deck-export-json");
  await hydrated(button);
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const json = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    groups: { id: string; cardIds: string[] }[];
  };
  const side = json.groups.find((g) => g.id === "sideboard")!;
  const main = json.groups.filter((g) => g.id !== "sideboard").flatMap((g) => g.cardIds);
  expect(main.sort()).toEqual(deckCards.map((c) => c.id).sort());
  expect(side.cardIds.sort()).toEqual([sideFromList.id, sideFromSearch.id].sort());
});

test("the organizer sees the deck ready and locks it; the phone then sees it locked", async () => {
  const org = organizer.page;
  await org.goto(`/organizer/events/${eventId}`);
  const panel = org.getByTestId("decks-panel");
  const row = panel.getByTestId("deck-row").filter({ hasText: "Gaia" });
  await expect(row).toContainText(t("deck.status.ready"));
  await expect(row).toContainText(t("deck.points", { points: deckPoints }));
  await expect(row).toContainText(t("deck.sideboard", { count: 2 }));
  const lock = panel.getByRole("button", { name: t("deck.lock"), exact: true });
  await hydrated(lock);
  org.once("dialog", (dialog) => void dialog.accept());
  await lock.click();
  await expect(row).toContainText(t("deck.status.locked"));
  // No debt in a constructed event (event-rules §5 is the Draft Bazaar's): the row has no debt column.
  await expect(row).not.toContainText(t("deck.debt", { debt: 0 }));

  await phone.page.reload();
  await expect(phone.page.getByText(t("deck.locked"), { exact: true })).toBeVisible();
  await expect(phone.page.getByTestId("deck-next")).toHaveText(t("deck.waitStart"));
  await expect(phone.page.getByTestId("deck-save")).toHaveCount(0);
});
