// Incantesium team and pod events (issue #21 §5, tables of 2–5 in the tournament). The organizer chooses the mode
// in the new-event form; a "Sfida tra schiere di maghi" event: four phones join by code and pair up (a team code,
// the organizer's pairing), the round's table of four opens its one 2v2 challenge from any phone's match page (the
// same challenge for all), the four phones play it on the app to a team's 2 gems (the event's test seed:
// e2e/inc-events-seed.ts, checked by tests/incantesium/e2e-team-seed.test.ts) and the projector shows the teams'
// gems and the standings. Then a "Tutti contro tutti" pod of three with two mages missing: the organizer lets the
// bot play their seats, the phone that is there plays the challenge to its end, and the projector shows each
// mage's gems. axe checks every new page and state. The phones are 360 px wide: the end's "◆ 2 gemme conquistate
// nella sfida" beside a team's heading ran 20 px past the screen (the UX audit of session 63).
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { a11yTour } from "./a11y";
import { playIncChallenge } from "./inc-play";
import { E2E_POD_SEED, E2E_TEAM_SEED } from "./inc-events-seed";
import { formTeams, NAMES } from "./teams";
import {
  PHONE_360,
  baseURL,
  hydrated,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  pageOverflow,
  t,
} from "./support";

test.describe.configure({ mode: "serial" });

type Ctx = { context: BrowserContext; page: Page };
let org: Ctx, projector: Ctx;
let phones: Ctx[] = [];
const pages = () => phones.map((p) => p.page);
const { problems, check } = a11yTour();

test.beforeAll(async ({ browser }, info) => {
  org = await newDesktop(browser, info);
  projector = await newProjector(browser, info);
  phones = await Promise.all(NAMES.map(() => newPhone(browser, info, PHONE_360)));
});
test.afterAll(async () => {
  for (const c of [org, projector, ...phones]) await c.context.close();
});

/** An Incantesium event of `mode` with the e2e server's test seed (the one field the form does not offer). */
async function createSeeded(page: Page, name: string, mode: "2v2" | "ffa", testSeed: number) {
  const res = await page.request.post("/api/events", {
    headers: { origin: baseURL(test.info()) },
    data: { name, game: "incantesium", mode, testSeed },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id: eventId, joinCode } = (await res.json()) as { id: string; joinCode: string };
  await page.goto(`/organizer/events/${eventId}`);
  return { eventId, joinCode };
}

/** The organizer starts the tournament from the event page (a pod event: `rounds` pod rounds). */
async function start(page: Page, rounds?: number) {
  await page.reload();
  const panel = page.getByTestId("tournament-start");
  const button = panel.getByRole("button", { name: t("tournament.start") });
  await hydrated(button);
  if (rounds !== undefined) await panel.getByTestId("pod-rounds").fill(String(rounds));
  page.once("dialog", (d) => void d.accept());
  await button.click();
  await expect(page.getByTestId("tournament-start")).toHaveCount(0, { timeout: 15_000 });
}

/** A phone goes from its seat page to its match (the table's page); returns the page's path. */
async function toMatch(page: Page, eventId: string) {
  await page.goto(`/play/${eventId}`);
  await page.getByTestId("open-match").tap();
  await expect(page.getByTestId("match-phone")).toBeVisible();
  return new URL(page.url()).pathname;
}

let team = { eventId: "", joinCode: "" };

test("the organizer chooses the mode of an Incantesium event in the form: 2v2 shown on the event page", async () => {
  const page = org.page;
  await loginAsDemo(page);
  await hydrated(page.getByTestId("new-event-game"));
  await page.getByTestId("new-event-game").selectOption("incantesium");
  const mode = page.getByTestId("new-event-mode");
  await expect(mode.locator("option")).toHaveText([
    t("incantesium.events.duel"),
    t("incantesium.events.2v2"),
    t("incantesium.events.ffa"),
  ]);
  await check(page, "dashboard: new Incantesium event with its mode");
  await page.getByLabel(t("dashboard.eventName")).fill("Schiere dal modulo");
  await mode.selectOption("2v2");
  await page.getByRole("button", { name: t("dashboard.create") }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/[^/]+$/);
  await expect(page.locator("header").filter({ hasText: "Schiere dal modulo" })).toContainText(
    t("incantesium.events.modeShown", { mode: "2v2" }),
  );
  await expect(page.getByTestId("teams-panel")).toBeVisible();
});

test("a 2v2 event: four phones join and pair up (a team code, the organizer's pairing), the start seats the teams", async () => {
  team = await createSeeded(org.page, "Sfida tra schiere", "2v2", E2E_TEAM_SEED);
  for (const [i, name] of NAMES.entries()) await joinAs(pages()[i]!, team.joinCode, name, team.eventId);
  await expect(pages()[0]!.getByTestId("team-phone")).toBeVisible();
  await check(pages()[0]!, "phone: Incantesium 2v2 team before the start", true);
  await formTeams(org.page, pages());
  await check(org.page, "organizer: Incantesium 2v2 teams");
  await projector.page.goto(`/projector/${team.joinCode}?every=120`);
  await start(org.page);
  await expect(projector.page.getByTestId("pairing-players").first()).toHaveText("Anna & Bruno – Carla & Dario", {
    timeout: 15_000,
  });
});

test("every phone opens the table's one 2v2 challenge and the four play it to a team's 2 gems; the projector ranks the teams", async () => {
  test.setTimeout(240_000);
  let matchPath = "";
  for (const page of pages()) {
    matchPath = await toMatch(page, team.eventId);
    await expect(page.getByTestId("match-title")).toContainText("&");
  }
  await check(pages()[0]!, "phone: Incantesium 2v2 match page", true);
  for (const [i, page] of pages().entries()) {
    // The first opens the challenge; the others' match pages, open meanwhile, show it running with the way back.
    const play = page.getByTestId(i === 0 ? "play-on-app" : "match-inc-resume");
    await hydrated(play);
    await play.tap();
    await expect(page).toHaveURL(/\/incantesium\//);
    await expect(page.getByTestId("inc-seat")).toHaveCount(4);
  }
  const paths = pages().map((p) => new URL(p.url()).pathname);
  expect(new Set(paths).size).toBe(1);
  await check(pages()[1]!, "phone: Incantesium 2v2 challenge", true);

  await playIncChallenge(pages(), { answered: 0, combo: false });
  for (const page of pages()) {
    await expect(page.getByTestId("inc-log").locator('[data-type="challengeWon"]')).toHaveCount(1);
    expect(await pageOverflow(page), "the challenge's end on a 360-px phone").toEqual([]);
  }
  // The winning team's two phones say so; the other two name the winners.
  const banners = await Promise.all(pages().map((p) => p.getByTestId("inc-banner").textContent()));
  const winners = banners.flatMap((b, i) => (b === t("incantesium.won") ? [NAMES[i]!] : []));
  expect(winners.length).toBe(2);
  const winningTeam = winners.includes("Anna") ? "Anna & Bruno" : "Carla & Dario";
  expect(winners.sort().join(" & ")).toBe(winningTeam.split(" & ").sort().join(" & "));

  // The match page: confirmed, each team's gems on one line.
  // The tournament is over (one table): the phone goes back to the match's page.
  const anna = pages()[0]!;
  await anna.goto(matchPath);
  await expect(anna.getByTestId("match-phone")).toHaveAttribute("data-status", "confirmed", { timeout: 15_000 });
  const lines = anna.getByTestId("match-confirmed-points").getByTestId("inc-side-gems");
  await expect(lines).toHaveCount(2);
  const mine = winningTeam.startsWith("Anna") ? 0 : 1;
  await expect(lines.nth(mine)).toContainText(t("incantesium.gems", { n: 2 }));
  await check(anna, "phone: Incantesium 2v2 match confirmed", true);

  // The projector: the pairing's result (the teams' gems) and the winning team first in the standings.
  const result = projector.page.getByTestId("pairing-result").first();
  await expect(result).toHaveText(mine === 0 ? /^2 – [01]$/ : /^[01] – 2$/, { timeout: 20_000 });
  const top = projector.page.getByTestId("standing-row").first();
  await expect(top.getByTestId("standing-name")).toHaveText(winningTeam);
  await expect(top.getByTestId("standing-points")).toHaveText("2");
  // Each game's standings show only its own columns: Incantesium has no debt (Kartomantik's Draft Bazaar has).
  const headers = await projector.page.getByTestId("standings").locator("thead th").allTextContents();
  // Its points column says what they are: the gems conquered (issue 33 §5).
  expect(headers).toContain(t("incantesium.events.gems"));
  expect(headers).not.toContain(t("tournament.colDebt"));
  await check(projector.page, "projector: Incantesium 2v2 pairings and standings");
});

test("a Tutti contro tutti pod of three, two mages missing: the organizer's bots play their seats, the phone plays it to its end", async () => {
  test.setTimeout(240_000);
  const pod = await createSeeded(org.page, "Tutti contro tutti", "ffa", E2E_POD_SEED);
  const [anna, bruno, carla] = pages() as [Page, Page, Page];
  for (const [i, page] of [anna, bruno, carla].entries()) await joinAs(page, pod.joinCode, NAMES[i]!, pod.eventId);
  await projector.page.goto(`/projector/${pod.joinCode}?every=120`);
  await start(org.page, 1);
  const podPath = await toMatch(anna, pod.eventId);
  await expect(anna.getByTestId("match-title")).toContainText("Bruno");
  const matchPath = new URL(anna.url()).pathname.replace(`/play/${pod.eventId}`, `/organizer/events/${pod.eventId}`);

  // Bruno and Carla are missing: the organizer ticks them and the bot plays their seats.
  await org.page.goto(matchPath);
  const bots = org.page.getByTestId("inc-match-bots");
  await hydrated(bots.getByTestId("inc-bots-start"));
  await check(org.page, "organizer: Incantesium pod match with its bots");
  await bots.getByRole("checkbox", { name: "Bruno" }).check();
  await bots.getByRole("checkbox", { name: "Carla" }).check();
  await bots.getByTestId("inc-bots-start").click();
  await expect(org.page).toHaveURL(/\/incantesium\/[^/]+\?as=spectator/);
  await expect(org.page.getByTestId("inc-seat")).toHaveCount(3);

  // The organizer opened the match's challenge with the bots: Anna's match page shows it running.
  const play = anna.getByTestId("match-inc-resume");
  await hydrated(play);
  await play.tap();
  await expect(anna).toHaveURL(/\/incantesium\//);
  expect(new URL(anna.url()).pathname.split("/").pop()).toBe(new URL(org.page.url()).pathname.split("/").pop());
  await playIncChallenge([anna], { answered: 0, combo: false });
  await expect(anna.getByTestId("inc-log").locator('[data-type="challengeWon"]')).toHaveCount(1);
  expect(await pageOverflow(anna), "the pod's end on a 360-px phone").toEqual([]);

  // "In una sfida a 3, il primo che conquista 2 gemme vince": the pod's gems on the projector, the winner's 2.
  const result = projector.page.getByTestId("pairing-result").first();
  await expect(result).toHaveText(/^\d+ · \d+ · \d+$/, { timeout: 20_000 });
  const gems = (await result.textContent())!.split(" · ").map(Number);
  expect(Math.max(...gems)).toBe(2);
  expect(gems.filter((g) => g === 2)).toHaveLength(1);
  await expect(projector.page.getByTestId("standing-row").first().getByTestId("standing-points")).toHaveText("2");
  await anna.goto(podPath);
  await expect(anna.getByTestId("inc-side-gems")).toHaveCount(3);
  await check(anna, "phone: Incantesium pod match confirmed", true);
  // The organizer's correction form asks for each mage's gems.
  await org.page.goto(matchPath);
  await expect(org.page.getByTestId("organizer-match")).toHaveAttribute("data-status", "confirmed");
  await expect(org.page.getByText(t("incantesium.events.gemsOf", { name: "Anna" }))).toBeVisible();
  await expect(org.page.getByTestId("inc-match-bots")).toHaveCount(0);
  await check(org.page, "organizer: Incantesium pod match confirmed");
  expect(problems).toEqual([]);
});
