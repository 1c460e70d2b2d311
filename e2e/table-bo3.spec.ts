// A Bo3 Free-for-All pod of three whose first game is played on the app (issue 20 §4–§5): the game's end does not
// decide the match (a Bo3 pod, as on paper, is two wins or three games: event-rules §6); every phone is sent to
// the next game's sideboard; the paper form shows game 1 as the app recorded it, filled in and locked, and the
// reporter adds only the missing games; the others confirm and the confirmed result keeps game 1's points.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createModeEvent } from "./flows";
import {
  cheapDeck,
  hydrated,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  openMatchGame,
  pasteAndSaveDeck,
  startTournamentFromEventPage,
  t,
} from "./support";

test.describe.configure({ mode: "serial" });

const NAMES = ["Anna", "Bruno", "Carla"];
let organizer: { context: BrowserContext; page: Page };
let phones: { context: BrowserContext; page: Page }[] = [];

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  phones = await Promise.all(NAMES.map(() => newPhone(browser, info)));
});

test.afterAll(async () => {
  for (const c of [organizer, ...phones]) await c.context.close();
});

test("a Bo3 pod: game 1 on the app leaves the match open; the paper form repeats it locked; the others confirm", async () => {
  test.setTimeout(240_000);
  const org = organizer.page;
  await loginAsDemo(org);
  const { eventId, joinCode } = await createModeEvent(org, "Tris al meglio di tre", "ffa", 3);
  const pages = phones.map((p) => p.page);
  for (const [i, page] of pages.entries()) {
    await joinAs(page, joinCode, NAMES[i]!, eventId);
    await pasteAndSaveDeck(
      page,
      cheapDeck().map((c) => `1 ${itName(c)}`),
    );
  }
  await startTournamentFromEventPage(org);
  for (const page of pages) await page.goto(`/play/${eventId}`);
  await openMatchGame(pages, eventId);

  // Bruno and Carla concede: Anna is left alone and game 1 ends.
  const [anna, bruno, carla] = pages as [Page, Page, Page];
  for (const page of [bruno, carla]) {
    page.once("dialog", (d) => void d.accept());
    const concede = page.getByTestId("game-concede");
    await hydrated(concede);
    await concede.click();
    // Out of the game: nothing left to do on this phone but watch (the first to concede; the second ends it).
    if (page === bruno) await expect(page.getByTestId("game-left")).toBeVisible();
    await expect(concede).toHaveCount(0);
  }
  // The log says who conceded, not a manual move.
  await expect(anna.getByText("Bruno abbandona la partita")).toBeVisible();
  await expect(anna.getByTestId("game-over")).toBeVisible({ timeout: 60_000 });
  // Not decided by one game: game 2 comes next, after the sideboard, as in a duel.
  const next = anna.getByTestId("match-next");
  await expect(next).toHaveAttribute("data-next", "sideboard");
  await expect(next).toHaveAttribute("data-game", "2");

  // The match page: game 1 so far, and in the paper form filled in and locked.
  await anna.goto(`/play/${eventId}`);
  await anna.getByTestId("open-match").tap();
  await expect(anna.getByTestId("match-progress")).toBeVisible();
  const form = anna.getByTestId("table-report");
  await hydrated(anna.getByTestId("table-report-send"));
  const first = form.locator("fieldset").first();
  await expect(first).toHaveAttribute("data-fixed", "true");
  for (const i of [0, 1, 2]) await expect(anna.getByTestId(`points-0-${i}`)).toBeDisabled();
  const game1 = await Promise.all(
    [0, 1, 2].map(async (i) => Number(await anna.getByTestId(`points-0-${i}`).inputValue())),
  );
  for (const i of [0, 1, 2]) await expect(anna.getByTestId(`points-0-${i}`)).not.toHaveValue("");
  await expect(anna.getByTestId("points-1-0")).toBeEnabled();

  // Game 1 is Anna's whatever its points (the others conceded: "Abbandona la partita"); she adds game 2,
  // her second win, and the match is decided.
  // Her own field reads "I tuoi punti" (first on the form); its test id names her place at the table.
  const myField = form
    .locator("fieldset")
    .nth(1)
    .locator("label")
    .filter({ hasText: t("tournament.myPoints") })
    .locator("input");
  const mine = Number((await myField.getAttribute("data-testid"))!.split("-").pop());
  expect(mine).toBeGreaterThanOrEqual(0);
  for (const i of [0, 1, 2]) await anna.getByTestId(`points-1-${i}`).fill(i === mine ? "100" : "0");
  await anna.getByTestId("table-report-send").tap();
  await expect(anna.getByTestId("match-awaiting-others")).toBeVisible();
  // Game 1 went with the report as the app recorded it.
  const reported = anna.getByTestId("match-report-points").locator("tr");
  for (const [i] of game1.entries())
    await expect(reported.nth(i).locator("td").nth(1)).toHaveText(
      game1[i]! < 0 ? `\u2212${-game1[i]!}` : String(game1[i]),
    );

  for (const page of [bruno, carla]) {
    await page.goto(`/play/${eventId}`);
    await page.getByTestId("open-match").tap();
    const confirm = page.getByTestId("match-confirm");
    await hydrated(confirm);
    await confirm.tap();
  }
  await anna.reload();
  await expect(anna.getByTestId("match-confirmed")).toBeVisible();
  await expect(anna.getByTestId("match-confirmed-points").locator("tr").first().locator("td")).toHaveCount(3);
});
