// An action whose answer is lost on the way back (shaky Wi-Fi: the server applied it, the phone
// never heard) is sent again with the same idempotency key, and the server applies it once: a
// match report on the match page, and a move in a game against the bot. The phone shows the
// action done, no error (issue 18 §3: the draft's retry on every phone).
import { expect, test, type BrowserContext, type Page, type Route } from "@playwright/test";
import {
  cheapDeck,
  createDemoEvent,
  errorBox,
  hydrated,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  pasteAndSaveDeck,
  startTournamentFromEventPage,
  t,
} from "./support";

test.describe.configure({ mode: "serial" });

type Device = { context: BrowserContext; page: Page };
let organizer: Device;
const phones: Device[] = [];
let eventId = "";

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  for (let i = 0; i < 2; i++) phones.push(await newPhone(browser, info));
});

test.afterAll(async () => {
  for (const c of [organizer, ...phones]) await c.context.close();
});

/** Lets the first POST matching `url` reach the server, then drops its answer; later ones pass.
 * Records each request's idempotency key and each answer's body. */
async function loseFirstAnswer(page: Page, url: RegExp) {
  const seen = { keys: [] as string[], answers: [] as Record<string, unknown>[] };
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    seen.keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    const response = await route.fetch();
    seen.answers.push((await response.json()) as Record<string, unknown>);
    if (seen.keys.length === 1) await route.abort("connectionreset");
    else await route.fulfill({ response });
  });
  return seen;
}

test("a constructed Bo1 event with two players and a started tournament", async () => {
  const org = organizer.page;
  await loginAsDemo(org);
  const created = await createDemoEvent(org, "Risposte perse", "constructed", 1);
  eventId = created.eventId;
  for (const [i, ph] of phones.entries()) {
    await joinAs(ph.page, created.joinCode, ["Alba", "Bice"][i]!, eventId);
    await pasteAndSaveDeck(ph.page, cheapDeck().map(itName));
  }
  await startTournamentFromEventPage(org);
});

test("a match report whose answer is lost is sent again with the same key and recorded once", async () => {
  const page = phones[0]!.page;
  await page.goto(`/play/${eventId}`);
  const open = page.getByTestId("open-match");
  await hydrated(open);
  await open.tap();
  const form = page.getByTestId("result-form");
  const send = form.getByRole("button", { name: t("tournament.send") });
  await hydrated(send);
  const row = form.getByTestId("game-row").first();
  await row.getByRole("textbox").nth(0).fill("50");
  await row.getByRole("textbox").nth(1).fill("30");
  const seen = await loseFirstAnswer(page, /\/matches\/[^/]+\/report$/);
  await send.tap();
  // The stream shows the report at once; the page's own answer comes with the second attempt.
  await expect(page.getByTestId("match-awaiting-opponent")).toBeVisible();
  await expect.poll(() => seen.answers.length, { timeout: 15_000 }).toBe(2);
  await expect(send).toBeEnabled();
  await expect(errorBox(page)).toHaveCount(0);
  expect(seen.keys).toHaveLength(2);
  expect(seen.keys[1]).toBe(seen.keys[0]);
  // The first attempt was recorded; the second was answered from it, not applied again.
  expect(seen.answers[0]).toMatchObject({ duplicate: false });
  expect(seen.answers[1]).toMatchObject({ duplicate: true });
  const versionOf = (a: Record<string, unknown>) => (a.match as { version: number }).version;
  expect(versionOf(seen.answers[1]!)).toBe(versionOf(seen.answers[0]!));
  await page.unrouteAll({ behavior: "wait" });
});

test("a game move whose answer is lost is sent again with the same key and applied once", async () => {
  const page = phones[1]!.page;
  await page.goto(`/play/${eventId}`);
  const practice = page.getByTestId("practice");
  await hydrated(practice);
  await page.getByTestId("bot-level").selectOption("facile");
  await practice.tap();
  await expect(page).toHaveURL(new RegExp(`/play/${eventId}/games/kartomantik/[^/]+$`));
  const button = page.getByTestId("game-action").first();
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await hydrated(button);
  const seen = await loseFirstAnswer(page, /\/api\/games\/kartomantik\/[^/]+\/act$/);
  await button.click();
  await expect.poll(() => seen.answers.length, { timeout: 15_000 }).toBe(2);
  expect(seen.keys[1]).toBe(seen.keys[0]);
  expect(seen.answers[0]).toMatchObject({ duplicate: false });
  // Not applied again: answered as a duplicate with the game's current truth, which is the first attempt's entry or
  // later (the bot's moves follow a player's in writes of their own, so it may have moved in between).
  const [first, retry] = seen.answers as { seq: number; duplicate: boolean }[];
  expect(retry).toMatchObject({ duplicate: true });
  expect(retry!.seq).toBeGreaterThanOrEqual(first!.seq);
  await expect
    .poll(async () => Number(await page.getByTestId("game-phone").getAttribute("data-seq")))
    .toBeGreaterThanOrEqual(retry!.seq);
  await expect(errorBox(page)).toHaveCount(0);
  await page.unrouteAll({ behavior: "wait" });
});
