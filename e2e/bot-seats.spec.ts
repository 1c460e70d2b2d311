// Every absent seat can be a bot (issue 29 §8, its "Done when": a pod of five with two absent seats played to the
// end with two bots). Five players join a Free-for-All event and save their decks; two of them (Bruno, Dario) are
// gone when the round starts. On the match's console the organizer gives Bruno's seat to the bot — the game starts
// with it — then Dario's, in the running game. The three phones find the game running on their match page, show
// which seats are bots, and play it to its end through the game page's buttons (a loop inside each page: support.ts
// autoplay). Every phone shows the result; the console shows the match confirmed by the app.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createModeEvent } from "./flows";
import {
  autoplay,
  cheapDeck,
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

const NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"];
const ABSENT = ["Bruno", "Dario"];
const PRESENT = NAMES.filter((n) => !ABSENT.includes(n));
let organizer: { context: BrowserContext; page: Page };
let phones: { context: BrowserContext; page: Page }[] = [];

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  phones = await Promise.all(NAMES.map(() => newPhone(browser, info)));
});

test.afterAll(async () => {
  for (const c of [organizer, ...phones]) await c.context.close();
});

test("a pod of five, two absent: the organizer gives both seats to the bot; three phones play it to the end", async () => {
  // A backstop only: autoplay fails as soon as the game stalls.
  test.setTimeout(30 * 60_000);
  const org = organizer.page;
  await loginAsDemo(org);
  const { eventId, joinCode } = await createModeEvent(org, "Pod con due bot", "ffa");
  // One phone after the other: five pages rendering at once on a busy 2-core machine took longer than a navigation's
  // wait (joinAs).
  for (const [i, { page }] of phones.entries()) {
    await joinAs(page, joinCode, NAMES[i]!, eventId);
    await pasteAndSaveDeck(
      page,
      cheapDeck().map((c) => `1 ${itName(c)}`),
    );
  }
  // Bruno and Dario leave before the round.
  for (const name of ABSENT) await phones[NAMES.indexOf(name)]!.context.close();
  const present = PRESENT.map((n) => phones[NAMES.indexOf(n)]!.page);
  await startTournamentFromEventPage(org);
  const [anna] = present as [Page, Page, Page];
  await anna.goto(`/play/${eventId}`);
  await expect(anna.getByTestId("tournament-phone")).toBeVisible({ timeout: 12_000 });
  await anna.getByTestId("open-match").tap();
  await expect(anna).toHaveURL(new RegExp(`/play/${eventId}/matches/[^/]+$`));
  const matchId = new URL(anna.url()).pathname.split("/").pop()!;

  // The console: one absent seat, then the other (the second request takes the seat in the running game).
  await org.goto(`/organizer/events/${eventId}/matches/${matchId}`);
  const console_ = org.getByTestId("bot-seats");
  await hydrated(console_.getByTestId("bot-seat").first());
  await expect(console_.getByTestId("bot-seat")).toHaveCount(5);
  // The console lists the seats in the pod's (drawn) seat order, not in the order they were given.
  const taken = console_.getByTestId("bot-seat-taken");
  // The level of the bots to come: the searching ones are the default, the one-ply bot plays fast.
  await expect(console_.getByTestId("bot-level")).toHaveValue("normale");
  await console_.getByTestId("bot-level").selectOption("facile");
  for (const [i, name] of ABSENT.entries()) {
    org.once("dialog", (d) => void d.accept());
    await console_.locator(`[data-testid="bot-seat"][data-seat-name="${name}"]`).click();
    await expect(taken).toHaveCount(i + 1);
    await expect
      .poll(async () => (await taken.allTextContents()).sort())
      .toEqual(
        ABSENT.slice(0, i + 1)
          .map((n) => `⚙ ${t("game.botSeatTaken", { name: n })}`)
          .sort(),
      );
  }
  await expect(console_.getByTestId("bot-seat")).toHaveCount(3);

  // The three phones find the game running on their match page and join it; each marks the two bot seats.
  for (const page of present) {
    await page.goto(`/play/${eventId}/matches/${matchId}`);
    const live = page.getByTestId("live-game");
    await hydrated(live);
    await live.tap();
    await expect(page).toHaveURL(new RegExp(`/play/${eventId}/games/kartomantik/[^/]+$`));
    await expect(page.getByTestId("their-side")).toHaveCount(4);
    for (const name of NAMES.filter((n) => n !== PRESENT[present.indexOf(page)]))
      await expect(page.getByTestId("their-side").filter({ hasText: name }).getByTestId("seat-bot")).toHaveCount(
        ABSENT.includes(name) ? 1 : 0,
      );
    await expect(page.getByTestId("my-side").getByTestId("seat-bot")).toHaveCount(0);
  }
  expect(new Set(present.map((p) => new URL(p.url()).pathname)).size).toBe(1);

  // They play it to its end; the bots answer for Bruno and Dario.
  const started = Date.now();
  const played = await autoplay(present);
  test.info().annotations.push({
    type: "game",
    description: `pod of five, two bots: ${played.map((p) => p.taps).join("+")} taps, ${Date.now() - started} ms`,
  });
  expect(played.every((p) => p.taps > 0)).toBe(true);
  // The same result on every phone, each seat named with its points (the bots' seats too).
  const results = await Promise.all(present.map((p) => p.getByTestId("game-over").textContent()));
  for (const [i, text] of results.entries())
    for (const name of NAMES.filter((n) => n !== PRESENT[i])) expect(text).toContain(`${name} `);
  // The app's result is the match's.
  await org.reload();
  await expect(org.getByTestId("organizer-match")).toHaveAttribute("data-status", "confirmed");
});
