// Multiplayer paper events (issue 20 §2, §3, §5, §6), four phones each: (a) a 2v2 team event —
// one team formed by a team code on the phones, the other paired by the organizer, 21-card decks
// registered, the start, one paper match reported and confirmed by the other team; (b) a
// Free-for-All pod of four — a paper report and three confirmations. The projector at 1280×720
// shows the standings (per team, per player) without scrolling. Expected numbers come from the
// rules ("2vs2 Calcolo dei Punti": a team's points are both players'; 21 cards, ≤ 400 points).
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createModeEvent, deck21 } from "./flows";
import {
  errorBox,
  hydrated,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  startTournamentFromEventPage,
  t,
} from "./support";
import { formTeams, NAMES, registerDecks } from "./teams";

test.describe.configure({ mode: "serial" });

let organizer: { context: BrowserContext; page: Page };
let phones: { context: BrowserContext; page: Page }[] = [];
let projector: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  phones = await Promise.all(NAMES.map(() => newPhone(browser, info)));
  projector = await newDesktop(browser, info, { viewport: { width: 1280, height: 720 } });
});

test.afterAll(async () => {
  for (const c of [organizer, projector, ...phones]) await c.context.close();
});

/** The projector fills 1280×720 without scrolling, and its standings name `names` in order. */
async function projectorStandings(page: Page, names: string[]) {
  const board = page.getByTestId("tournament-board");
  await expect(board).toHaveAttribute("data-panel", "standings", { timeout: 15_000 });
  await expect(board.getByTestId("board-standings").getByTestId("standing-name")).toHaveText(names);
  const size = await page.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    inner: window.innerHeight,
  }));
  expect(size.scroll).toBeLessThanOrEqual(size.inner);
}

test("2v2: teams by a code and by the organizer, 21-card decks, one paper match confirmed by the other team", async () => {
  expect(new Set(deck21.map((c) => c.name)).size).toBe(21);
  expect(deck21.reduce((s, c) => s + (c.type === "manifestation" ? c.points : 0), 0)).toBeLessThanOrEqual(400);
  const org = organizer.page;
  await loginAsDemo(org);
  const { eventId, joinCode } = await createModeEvent(org, "Serata a coppie", "2v2");
  for (const [i, p] of phones.entries()) await joinAs(p.page, joinCode, NAMES[i]!, eventId);
  const [anna, bruno, carla, dario] = phones.map((p) => p.page) as [Page, Page, Page, Page];

  // Anna and Bruno form their team by its code; the organizer pairs Carla and Dario. Each builds the 2v2 deck.
  await formTeams(org, [anna, bruno, carla, dario]);
  await registerDecks([anna, bruno, carla, dario]);

  await startTournamentFromEventPage(org);
  await expect(org.getByTestId("tournament-panel")).toBeVisible();
  await projector.page.goto(`/projector/${joinCode}?every=3`);

  // Anna reports the four seats' points (table order: Anna, Carla, Bruno, Dario); Carla confirms.
  await expect(anna.getByTestId("open-match")).toBeVisible({ timeout: 15_000 });
  await anna.getByTestId("open-match").tap();
  const form = anna.getByTestId("table-report");
  await hydrated(anna.getByTestId("table-report-send"));
  for (const [i, points] of [70, 60, 40, 35].entries()) await form.getByTestId(`points-0-${i}`).fill(String(points));
  await anna.getByTestId("table-report-send").tap();
  await expect(anna.getByTestId("match-awaiting-others")).toBeVisible();
  await expect(errorBox(anna)).toHaveCount(0);

  await carla.goto(`/play/${eventId}`);
  await carla.getByTestId("open-match").tap();
  const confirm = carla.getByTestId("match-confirm");
  await hydrated(confirm);
  await confirm.tap();
  await expect(carla.getByTestId("match-confirmed")).toBeVisible();
  await expect(anna.getByTestId("match-confirmed")).toBeVisible();

  // "sommando i Punti totali … di entrambi i giocatori": 70 + 40 = 110 against 60 + 35 = 95.
  await projectorStandings(projector.page, ["Anna & Bruno", "Carla & Dario"]);
  const rows = projector.page.getByTestId("board-standings").getByTestId("standing-row");
  await expect(rows.first()).toContainText("110");
  await expect(rows.nth(1)).toContainText("95");
});

test("Free-for-All: a pod of four, one paper report and three confirmations; the projector's standings", async () => {
  const org = organizer.page;
  const { eventId, joinCode } = await createModeEvent(org, "Tutti contro tutti", "ffa");
  for (const [i, p] of phones.entries()) await joinAs(p.page, joinCode, NAMES[i]!, eventId);
  await startTournamentFromEventPage(org);
  await expect(org.getByTestId("tournament-panel")).toBeVisible();
  await projector.page.goto(`/projector/${joinCode}?every=3`);

  const pages = phones.map((p) => p.page);
  for (const page of pages) await page.goto(`/play/${eventId}`);
  const [reporter, ...others] = pages as [Page, Page, Page, Page];
  await reporter.getByTestId("open-match").tap();
  await hydrated(reporter.getByTestId("table-report-send"));
  // The table order is the pod seating: read who sits where from each place's label (the reporter, Anna, reads
  // "I tuoi punti", first on the form).
  const form = reporter.getByTestId("table-report");
  const labels = await Promise.all(
    NAMES.map((_, i) =>
      form
        .locator("label")
        .filter({ has: reporter.getByTestId(`points-0-${i}`) })
        .locator("span")
        .first()
        .textContent(),
    ),
  );
  const seated = labels.map((l) => NAMES.find((n) => l!.includes(n)) ?? "Anna");
  const points = [120, 80, 55, -10];
  for (const [i, p] of points.entries()) await reporter.getByTestId(`points-0-${i}`).fill(String(p));
  await reporter.getByTestId("table-report-send").tap();
  await expect(reporter.getByTestId("match-awaiting-others")).toBeVisible();

  for (const [n, page] of others.entries()) {
    await page.getByTestId("open-match").tap();
    const confirm = page.getByTestId("match-confirm");
    await hydrated(confirm);
    await confirm.tap();
    if (n < 2)
      await expect(page.getByTestId("match-confirmed-by")).toContainText(
        t("tables.confirmedBy", { count: n + 1, needed: 3, names: "" }).split(":")[0]!,
      );
  }
  await expect(reporter.getByTestId("match-confirmed")).toBeVisible();
  const order = seated
    .map((name, i) => ({ name, points: points[i]! }))
    .sort((x, y) => y.points - x.points)
    .map((x) => x.name);
  await projectorStandings(projector.page, order);
});
