// Engine tables of 3–5 on phones (issue #20 §4). A constructed event on the demo set: two phones save their decks;
// the organizer opens a 2v2 table on the app — Alba and Bice (seats 1 and 3, a team) against two bots (seats 2 and
// 4) — and both phones play it to its end through the game page, always taking the first option offered, Bice
// answering at least one team decision for the team (the engine's "either teammate": Alba's phone leaves them to
// Bice's). Then a Free-for-All table of three: Alba against two bots. (Two phones and two bot seats rather than four
// phones: team-app-game.spec.ts plays a 2v2 on four.)
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { openEngineTable, sitAtTable } from "./flows";
import {
  cheapDeck,
  createDemoEvent,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  pasteAndSaveDeck,
  t,
  autoplay,
} from "./support";

test.describe.configure({ mode: "serial" });

const deck = cheapDeck();

type Device = { context: BrowserContext; page: Page; name: string };
let organizer: { context: BrowserContext; page: Page };
const phones: Device[] = [];
let eventId = "";

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  for (const name of ["Alba", "Bice"]) phones.push({ ...(await newPhone(browser, info)), name });
});

test.afterAll(async () => {
  for (const c of [organizer, ...phones]) await c.context.close();
});

const over = (page: Page) => page.getByTestId("game-over");

test("a constructed event: two phones save their decks; the organizer opens a 2v2 table with two bots", async () => {
  const org = organizer.page;
  await loginAsDemo(org);
  const created = await createDemoEvent(org, "Tavoli sull'app", "constructed", 1);
  eventId = created.eventId;
  for (const ph of phones) {
    await joinAs(ph.page, created.joinCode, ph.name, eventId);
    await pasteAndSaveDeck(ph.page, deck.map(itName));
  }
  await openEngineTable(organizer.page, eventId, "2v2", ["Alba", "", "Bice", ""]);
  for (const ph of phones) await sitAtTable(ph.page, eventId);
  expect(new URL(phones[0]!.page.url()).pathname).toBe(new URL(phones[1]!.page.url()).pathname);
  const alba = phones[0]!.page;
  // Every seat shows: three others at the top, Bice marked as the teammate, nobody's hand but one's own.
  await expect(alba.getByTestId("their-side")).toHaveCount(3);
  await expect(alba.getByTestId("their-side").filter({ hasText: "Bice" }).getByTestId("teammate")).toBeVisible();
  await expect(alba.getByTestId("teammate")).toHaveCount(1);
  await expect(alba.getByTestId("their-hand")).toHaveCount(0);
  await expect(alba.getByTestId("my-hand")).toBeVisible();
});

test("Alba and Bice play the 2v2 game to its end; Bice answers a team decision for the team", async () => {
  test.setTimeout(900_000);
  const pages = phones.map((p) => p.page);
  // Alba leaves the team's decisions to Bice (support.ts autoplay).
  const [alba, bice] = await autoplay(pages, { defer: { 0: 1 } });
  test.info().annotations.push({ type: "game", description: `2v2 with two bots: ${alba!.taps}+${bice!.taps} taps` });
  expect(alba!.taps + bice!.taps).toBeGreaterThan(5);
  expect(bice!.teamAnswers).toBeGreaterThan(0);
  // Both phones show the same result: the team's, with every seat's points.
  const texts = await Promise.all(pages.map((p) => over(p).textContent()));
  expect(texts[0]).toMatch(new RegExp(`^(${t("game.tableWon")}|${t("game.tableLost")}|${t("game.tableDraw")}):`));
  expect(texts[0]!.split(":")[0]).toBe(texts[1]!.split(":")[0]);
});

test("a Free-for-All table against two bots, played to its end on one phone", async () => {
  test.setTimeout(900_000);
  await openEngineTable(organizer.page, eventId, "ffa", ["Alba", "", ""]);
  const alba = phones[0]!.page;
  await sitAtTable(alba, eventId);
  await expect(alba.getByTestId("their-side")).toHaveCount(2);
  await expect(alba.getByTestId("teammate")).toHaveCount(0);
  const [played] = await autoplay([alba]);
  expect(played!.taps).toBeGreaterThan(0);
  await expect(over(alba)).toBeVisible();
  // The organizer's list has both tables, with every seat's name (two bots alone: each by its seat's number).
  const org = organizer.page;
  await org.goto(`/organizer/events/${eventId}`);
  await expect(org.getByTestId("engine-game")).toHaveCount(2);
  await expect(org.getByTestId("engine-game").first()).toContainText("Alba – Bot 2 – Bice – Bot 4");
  // The 2v2 game as spectator (no hand at all) and as judge (every seat's hand), as for duels.
  const table = org.getByTestId("engine-game").first();
  await table.getByRole("link", { name: t("game.spectating") }).click();
  await expect(org.getByTestId("game-viewer")).toHaveText(t("game.spectating"));
  await expect(org.getByTestId("their-side")).toHaveCount(3);
  await expect(org.getByTestId("my-hand")).toHaveCount(0);
  await expect(org.getByTestId("their-hand")).toHaveCount(0);
  await org.goBack();
  await org
    .getByTestId("engine-game")
    .first()
    .getByRole("link", { name: t("game.judge") })
    .click();
  await expect(org.getByTestId("game-viewer")).toHaveText(t("game.judge"));
  await expect(org.getByTestId("their-hand")).toHaveCount(3);
  await expect(org.getByTestId("my-hand")).toHaveCount(1);
});
