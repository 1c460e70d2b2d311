// Issue 32, Done when: a fourth game, test-only (Carta più alta, engine/carta-alta/README.md; offered by this e2e
// server only: BAZAAR_TEST_GAMES), runs a whole event through the real server with its own folders and a line per
// registry. The organizer creates a pod event of it in the dashboard form, three phones join by code, the projector
// shows the join screen then the pairings; the tournament starts, each phone opens the table's one game on the app
// (the same game for all, at /play/EVENT/games/carta-alta/ID), plays its highest card, and the game's outcome
// becomes the match's confirmed result: the phones say who won, the projector ranks the winner first with its card
// as points, and the organizer watches the finished game as the judge. axe checks every new page.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { a11yTour } from "./a11y";
import { hydrated, joinAs, loginAsDemo, newDesktop, newPhone, newProjector, t } from "./support";

test.describe.configure({ mode: "serial" });

type Ctx = { context: BrowserContext; page: Page };
const NAMES = ["Anna", "Bruno", "Carla"];
let org: Ctx, projector: Ctx;
let phones: Ctx[] = [];
const pages = () => phones.map((p) => p.page);
const { problems, check } = a11yTour();
let event = { eventId: "", joinCode: "" };

test.beforeAll(async ({ browser }, info) => {
  org = await newDesktop(browser, info);
  projector = await newProjector(browser, info);
  phones = await Promise.all(NAMES.map(() => newPhone(browser, info)));
});
test.afterAll(async () => {
  for (const c of [org, projector, ...phones]) await c.context.close();
});

test("the organizer creates a Carta più alta pod event in the form; three phones join, the projector shows them", async () => {
  const page = org.page;
  await loginAsDemo(page);
  const game = page.getByTestId("new-event-game");
  await hydrated(game);
  await game.selectOption("carta-alta");
  const mode = page.getByTestId("new-event-mode");
  await expect(mode.locator("option")).toHaveText(["duel", "ffa", "2v2"].map((m) => t(`cartaAlta.modes.${m}`)));
  await page.getByLabel(t("dashboard.eventName")).fill("Carta alta al tavolo");
  await mode.selectOption("ffa");
  await page.getByRole("button", { name: t("dashboard.create") }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/[^/]+$/);
  await expect(page.locator("header").filter({ hasText: "Carta alta al tavolo" })).toContainText(
    t("cartaAlta.summary", { mode: t("cartaAlta.modes.ffa") }),
  );
  await check(page, "organizer: Carta più alta event page");
  event = {
    eventId: new URL(page.url()).pathname.split("/").pop()!,
    joinCode: (await page.getByTestId("join-code").textContent())!.trim(),
  };
  await projector.page.goto(`/projector/${event.joinCode}?every=120`);
  for (const [i, name] of NAMES.entries()) await joinAs(pages()[i]!, event.joinCode, name, event.eventId);
  await check(pages()[0]!, "phone: Carta più alta seat before the start", true);
});

test("the tournament starts; every phone opens the table's one game, plays its highest card; the outcome is the result", async () => {
  test.setTimeout(180_000);
  const page = org.page;
  await page.reload();
  const panel = page.getByTestId("tournament-start");
  const button = panel.getByRole("button", { name: t("tournament.start") });
  await hydrated(button);
  await panel.getByTestId("pod-rounds").fill("1");
  page.once("dialog", (d) => void d.accept());
  await button.click();
  await expect(page.getByTestId("tournament-start")).toHaveCount(0, { timeout: 15_000 });
  await expect(projector.page.getByTestId("pairing-players").first()).toContainText("Anna", { timeout: 15_000 });

  let matchPath = "";
  for (const [i, phone] of pages().entries()) {
    await phone.goto(`/play/${event.eventId}`);
    await phone.getByTestId("open-match").tap();
    await expect(phone.getByTestId("match-phone")).toBeVisible();
    matchPath = new URL(phone.url()).pathname;
    // The first opens the game; the others' match page says it runs and takes them to it.
    const play = phone.getByTestId(i === 0 ? "play-on-app" : "live-game");
    await hydrated(play);
    await play.tap();
    await expect(phone).toHaveURL(new RegExp(`/play/${event.eventId}/games/carta-alta/[^/]+$`));
    await expect(phone.getByTestId("carta-seat")).toHaveCount(3);
  }
  const paths = pages().map((p) => new URL(p.url()).pathname);
  expect(new Set(paths).size).toBe(1);
  // Each phone sees its own hand of three, and nobody else's.
  for (const phone of pages()) await expect(phone.getByTestId("carta-play")).toHaveCount(3);
  await expect(pages()[0]!.getByTestId("carta-banner")).toHaveText(t("cartaAlta.yourMove"));
  await check(pages()[0]!, "phone: Carta più alta game, its hand", true);

  const cards: number[] = [];
  for (const phone of pages()) {
    const hand = (await phone.getByTestId("carta-play").evaluateAll((bs) => bs.map((b) => Number(b.dataset.card))))!;
    const card = Math.max(...hand);
    cards.push(card);
    const button = phone.locator(`[data-testid="carta-play"][data-card="${card}"]`);
    await hydrated(button);
    await button.tap();
    const seat = await phone.getByTestId("carta-phone").getAttribute("data-seat");
    const mine = phone.locator(`[data-testid="carta-seat"][data-seat="${seat}"]`);
    await expect(mine).toHaveAttribute("data-played", "true");
  }
  // Revealed on every phone: the three cards, and one winner, said once and right.
  const winner = cards.indexOf(Math.max(...cards));
  for (const [i, phone] of pages().entries()) {
    await expect(phone.getByTestId("carta-phone")).toHaveAttribute("data-status", "finished", { timeout: 15_000 });
    await expect(phone.getByTestId("carta-card")).toHaveText(cards.map((card) => t("cartaAlta.card", { card })));
    await expect(phone.getByTestId("carta-banner")).toHaveText(
      i === winner ? t("cartaAlta.won") : t("cartaAlta.winner", { side: NAMES[winner]! }),
    );
  }
  await check(pages()[winner]!, "phone: Carta più alta game over", true);

  // The match is confirmed with each card as that place's points; the projector ranks the winner first.
  const result = projector.page.getByTestId("pairing-result").first();
  await expect(result).toHaveText(cards.join(" · "), { timeout: 20_000 });
  const top = projector.page.getByTestId("standing-row").first();
  await expect(top.getByTestId("standing-name")).toHaveText(NAMES[winner]!);
  await check(projector.page, "projector: Carta più alta pairings and standings");
  const anna = pages()[0]!;
  await anna.goto(matchPath);
  await expect(anna.getByTestId("match-phone")).toHaveAttribute("data-status", "confirmed", { timeout: 15_000 });

  // The organizer watches the finished game as the judge: every card, and the log's export.
  await org.page.goto(`/organizer/events/${event.eventId}/games/carta-alta/${paths[0]!.split("/").pop()}?as=judge`);
  await expect(org.page.getByTestId("carta-card")).toHaveCount(3);
  await expect(org.page.getByTestId("carta-log-export")).toBeVisible();
  await check(org.page, "organizer: Carta più alta game as the judge");
  expect(problems).toEqual([]);
});
