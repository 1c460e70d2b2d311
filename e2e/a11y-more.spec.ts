// Issue 23 §3, continued: the a11y tour (e2e/a11y.spec.ts) over the pages of the other games and modes —
// Ken il Guerriero (the organizer's setup, the phone's deck registration, the scorepad), Incantesium (the
// organizer's tables, the seat's bot table, the challenge with its Barriera question, the spectator's and
// the judge's view), paper 2v2 and Free-for-All events (the team panel on the phone and the organizer's,
// the multi-seat match and its result form, the organizer's correction form, the projector's pods and
// team standings), engine tables of 3–5 (the organizer's table starter, the phone's tables, the 2v2 and
// Free-for-All game pages, spectator and judge) and the offline page. 0 serious or critical axe violations
// everywhere, tap targets of at least 44×44 px on the phones; every problem of a tour is listed at its end.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { a11yTour } from "./a11y";
import { createIncEvent, deck21, openEngineTable, sitAtTable } from "./flows";
import { playIncChallenge } from "./inc-play";
import { E2E_DUEL_SEED } from "./inc-seed";
import {
  demoEvent,
  join,
  kenCardList,
  kenEvent,
  organizer,
  saveDeck,
  saveKenDeck,
  seatPhone,
  seatedConstructedEvent,
  startTournament,
} from "./seed";
import { hydrated, newPhone, newProjector, tapFirstGameOption, t, untilSomeoneMayAct } from "./support";

const KEN_FIXTURES = path.resolve(import.meta.dirname, "../tests/ken/fixtures");

/** The organizer's page of the match a phone is on (/play/<event>/matches/<id> → /organizer/events/…). */
const organizerMatchPath = (phone: Page, eventId: string) =>
  `/organizer/events/${eventId}${new URL(phone.url()).pathname.replace(`/play/${eventId}`, "")}`;

test("public: the Ken card list and the offline page on a phone", async ({ browser }, info) => {
  const { problems, check } = a11yTour();
  const visitor = await newPhone(browser, info);
  await visitor.page.goto("/ken/cards");
  await check(visitor.page, "/ken/cards", true);
  await visitor.page.goto("/offline.html");
  await expect(visitor.page.getByTestId("offline-page")).toBeVisible();
  // Offline, as a phone is when it shows this page: online, its 5-s retry finds the app and reloads the page,
  // under the checks when they take longer than that.
  await visitor.context.setOffline(true);
  // Its status pulses: checked at the faintest frame (the middle of the 2-s cycle), not wherever the cycle is.
  await visitor.page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 1000;
    }
  });
  await check(visitor.page, "offline page (the status at its faintest)", true);
  await visitor.context.close();
  expect(problems).toEqual([]);
});

test("Ken il Guerriero: the organizer's setup, the phone's deck registration and the scorepad", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const { problems, check } = a11yTour();
  const org = await organizer(browser, info);
  const ken = await kenEvent(org.page, "Hokuto accessibile", 10);
  await org.page.goto(`/organizer/events/${ken.eventId}`);
  await check(org.page, "organizer Ken event (no card list)");
  await kenCardList(org.page, ken.eventId, path.join(KEN_FIXTURES, "carte.csv"));
  await org.page.reload();
  await expect(org.page.getByTestId("ken-list-summary")).not.toHaveText(t("kenEvent.list.none"));
  await check(org.page, "organizer Ken event (card list loaded)");

  const phones = [
    await seatPhone(browser, info, ken.joinCode, "Guerriero 1"),
    await seatPhone(browser, info, ken.joinCode, "Guerriero 2"),
  ];
  const legal = readFileSync(path.join(KEN_FIXTURES, "mazzo-standard.txt"), "utf8");
  const [k, r] = phones.map((p) => p.page) as [Page, Page];
  // The first phone registers its deck on the page (its states are what is checked), the second through the API.
  await k.goto(`/play/${ken.eventId}`);
  await hydrated(k.getByTestId("ken-deck-text"));
  await check(k, "phone Ken deck (empty)", true);
  await k.getByTestId("ken-deck-text").fill(legal.replace("5 Bat (Personaggio)", "6 Bat (Personaggio)"));
  await expect(k.getByTestId("ken-deck-verdict")).toHaveAttribute("data-legal", "false");
  await check(k, "phone Ken deck (refused)", true);
  await k.getByTestId("ken-deck-text").fill(legal);
  await expect(k.getByTestId("ken-deck-verdict")).toHaveAttribute("data-legal", "true");
  await k.getByTestId("ken-deck-save").tap();
  await expect(k.getByTestId("ken-deck-saved")).toBeVisible();
  await check(k, "phone Ken deck (registered)", true);
  await saveKenDeck(r, ken.eventId, legal);

  await startTournament(org.page, ken.eventId);
  for (const page of [k, r]) {
    await page.goto(`/play/${ken.eventId}`);
    await page.getByTestId("open-match").tap();
    await hydrated(page.getByTestId("ken-plus-me"));
  }
  await check(k, "phone Ken scorepad", true);
  await k.getByTestId("ken-amount").fill("3");
  await k.getByTestId("ken-plus-me").tap();
  await expect(k.getByTestId("ken-total-me").getByTestId("ken-total")).toHaveText("3");
  await check(k, "phone Ken scorepad (with its log)", true);
  // An undone entry stays in the log, struck through (and still readable).
  await k.getByTestId("ken-undo").tap();
  await expect(k.getByTestId("ken-log-entry").filter({ hasText: t("kenEvent.pad.undone") })).toHaveCount(1);
  await expect(k.getByTestId("ken-total-me").getByTestId("ken-total")).toHaveText("0");
  await check(k, "phone Ken scorepad (an entry undone)", true);
  await org.page.goto(organizerMatchPath(k, ken.eventId));
  await expect(org.page.getByTestId("ken-scorepad")).toHaveAttribute("data-seq", "2");
  await check(org.page, "organizer Ken scorepad");

  for (const c of [org, ...phones]) await c.context.close();
  expect(problems).toEqual([]);
});

test("Incantesium: the organizer's tables, the seat's bot table, the challenge with its Barriera question, spectator and judge", async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const { problems, check } = a11yTour();
  const org = await organizer(browser, info);
  const inc = await createIncEvent(org.page, "Incanti accessibili", E2E_DUEL_SEED);
  await check(org.page, "organizer Incantesium event");
  const phones = [
    await seatPhone(browser, info, inc.joinCode, "Mago 1"),
    await seatPhone(browser, info, inc.joinCode, "Mago 2"),
  ];
  const pages = phones.map((p) => p.page);
  await pages[0]!.goto(`/play/${inc.eventId}`);
  await hydrated(pages[0]!.getByTestId("inc-bot-start"));
  await check(pages[0]!, "phone Incantesium seat (bot table)", true);

  await startTournament(org.page, inc.eventId);
  for (const [i, page] of pages.entries()) {
    await page.goto(`/play/${inc.eventId}`);
    await page.getByTestId("open-match").tap();
    // The first opens the match's challenge; the other's match page shows it running, with the way back into it.
    const play = page.getByTestId(i === 0 ? "play-on-app" : "match-inc-resume");
    await hydrated(play);
    await play.tap();
    await expect(page.getByTestId("inc-phone")).toBeVisible();
  }
  await check(pages[0]!, "phone Incantesium challenge", true);
  const seen = { answered: 0, combo: false };
  // The test seed's challenge asks for a Barriera (e2e/incantesium.spec.ts checks it is answered).
  const asked = await playIncChallenge(pages, seen, (_, legal) => legal.some((a) => a.type === "barrier"));
  expect(asked).not.toBeNull();
  await expect(asked!.getByRole("alertdialog")).toBeVisible();
  await check(asked!, "phone Incantesium Barriera dialog", true);
  await org.page.goto(`/organizer/events/${inc.eventId}`);
  await check(org.page, "organizer Incantesium event (a challenge running)");
  const game = org.page.getByTestId("inc-game").first();
  await game.getByRole("link", { name: t("incantesium.tables.watch") }).click();
  await expect(org.page.getByTestId("inc-phone")).toBeVisible();
  await check(org.page, "organizer Incantesium spectator");
  await org.page.goBack();
  await org.page
    .getByTestId("inc-game")
    .first()
    .getByRole("link", { name: t("incantesium.tables.judge") })
    .click();
  await expect(org.page.getByTestId("inc-seat-hand")).toHaveCount(2);
  await check(org.page, "organizer Incantesium judge");

  await playIncChallenge(pages, seen);
  await check(pages[0]!, "phone Incantesium challenge (over)", true);

  for (const c of [org, ...phones]) await c.context.close();
  expect(problems).toEqual([]);
});

test("paper 2v2 and Free-for-All: team panels, the multi-seat match and its forms, the projector's pods and teams", async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { problems, check } = a11yTour();
  const names = ["Anna", "Bruno", "Carla", "Dario"];
  const org = await organizer(browser, info);
  const duo = await demoEvent(org.page, "Coppie accessibili", { mode: "2v2" });
  await org.page.goto(`/organizer/events/${duo.eventId}`);
  await check(org.page, "organizer 2v2 event (nobody yet)");
  const phones = [];
  for (const name of names) phones.push(await seatPhone(browser, info, duo.joinCode, name));
  const [anna, bruno, carla, dario] = phones.map((p) => p.page) as [Page, Page, Page, Page];
  for (const page of [anna, bruno, carla, dario]) await page.goto(`/play/${duo.eventId}`);

  const create = anna.getByTestId("team-create");
  await hydrated(create);
  await check(anna, "phone team panel (no team)", true);
  await create.tap();
  const code = (await anna.getByTestId("team-code").textContent())!.trim();
  await check(anna, "phone team panel (its code to tell)", true);
  await hydrated(bruno.getByTestId("team-code-input"));
  await bruno.getByTestId("team-code-input").fill(code);
  await bruno.getByTestId("team-join").tap();
  await expect(bruno.getByTestId("team-members")).toHaveText(t("teams.withMate", { name: "Anna" }));
  await check(bruno, "phone team panel (with a teammate)", true);

  await org.page.reload();
  const panel = org.page.getByTestId("teams-panel");
  await hydrated(panel.getByTestId("team-pair"));
  await check(org.page, "organizer teams panel (two alone)");
  await panel.getByTestId("team-pick-0").selectOption({ label: "Carla" });
  await panel.getByTestId("team-pick-1").selectOption({ label: "Dario" });
  await panel.getByTestId("team-pair").click();
  await expect(panel.getByTestId("team-row")).toHaveCount(2);
  await expect(dario.getByTestId("team-members")).toHaveText(t("teams.withMate", { name: "Carla" }));
  await check(org.page, "organizer teams panel (two teams)");
  // A 2v2 event starts once every player has a 21-card deck.
  for (const page of [anna, bruno, carla, dario]) await saveDeck(page, duo.eventId, deck21);

  await startTournament(org.page, duo.eventId);
  await org.page.reload();
  await expect(org.page.getByTestId("tournament-panel")).toBeVisible();
  await check(org.page, "organizer 2v2 event (tournament)");
  const projector = await newProjector(browser, info);
  await projector.page.goto(`/projector/${duo.joinCode}`);
  await expect(projector.page.getByTestId("tournament-board")).toBeVisible();
  await check(projector.page, "projector (2v2 tables)");

  await expect(anna.getByTestId("open-match")).toBeVisible({ timeout: 15_000 });
  await anna.getByTestId("open-match").tap();
  await hydrated(anna.getByTestId("table-report-send"));
  await check(anna, "phone 2v2 match (result form)", true);
  for (const [i, points] of [70, 60, 40, 35].entries())
    await anna.getByTestId("table-report").getByTestId(`points-0-${i}`).fill(String(points));
  await anna.getByTestId("table-report-send").tap();
  await expect(anna.getByTestId("match-awaiting-others")).toBeVisible();
  await check(anna, "phone 2v2 match (awaiting the others)", true);
  await carla.goto(`/play/${duo.eventId}`);
  await carla.getByTestId("open-match").tap();
  await hydrated(carla.getByTestId("match-confirm"));
  await check(carla, "phone 2v2 match (to confirm)", true);
  await org.page.goto(organizerMatchPath(anna, duo.eventId));
  await hydrated(org.page.getByTestId("table-report-send"));
  await check(org.page, "organizer 2v2 match (correction form)");
  await carla.getByTestId("match-confirm").tap();
  await expect(carla.getByTestId("match-confirmed")).toBeVisible();
  await check(carla, "phone 2v2 match (confirmed)", true);
  await projector.page.goto(`/projector/${duo.joinCode}?every=3`);
  const board = projector.page.getByTestId("tournament-board");
  await expect(board).toHaveAttribute("data-panel", "standings", { timeout: 15_000 });
  await check(projector.page, "projector (team standings)");

  const pod = await demoEvent(org.page, "Tutti accessibili", { mode: "ffa" });
  for (const [i, p] of phones.entries()) await join(p.page, pod.joinCode, names[i]!);
  await startTournament(org.page, pod.eventId);
  await org.page.goto(`/organizer/events/${pod.eventId}`);
  await expect(org.page.getByTestId("tournament-panel")).toBeVisible();
  await check(org.page, "organizer Free-for-All event (tournament)");
  await anna.goto(`/play/${pod.eventId}`);
  await anna.getByTestId("open-match").tap();
  await hydrated(anna.getByTestId("table-report-send"));
  await check(anna, "phone Free-for-All match (result form)", true);
  for (const [i, points] of [120, 80, 55, -10].entries())
    await anna.getByTestId("table-report").getByTestId(`points-0-${i}`).fill(String(points));
  await anna.getByTestId("table-report-send").tap();
  await expect(anna.getByTestId("match-awaiting-others")).toBeVisible();
  await org.page.goto(organizerMatchPath(anna, pod.eventId));
  await hydrated(org.page.getByTestId("table-report-send"));
  await check(org.page, "organizer Free-for-All match (correction form)");
  await projector.page.goto(`/projector/${pod.joinCode}`);
  await expect(projector.page.getByTestId("tournament-board")).toBeVisible();
  await check(projector.page, "projector (Free-for-All pods)");
  await projector.page.goto(`/projector/${pod.joinCode}?every=3`);
  await expect(board).toHaveAttribute("data-panel", "standings", { timeout: 15_000 });
  await check(projector.page, "projector (Free-for-All standings)");

  for (const c of [org, projector, ...phones]) await c.context.close();
  expect(problems).toEqual([]);
});

test("engine tables: the organizer's table starter, the phone's tables, the 2v2 and Free-for-All game pages, spectator and judge", async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { problems, check } = a11yTour();
  const { org, phones, ...ev } = await seatedConstructedEvent(browser, info, "Tavoli accessibili", [
    "Alba",
    "Bice",
    "Cora",
  ]);
  const [alba, bice, cora] = phones.map((p) => p.page) as [Page, Page, Page];
  await org.page.goto(`/organizer/events/${ev.eventId}`);
  await hydrated(org.page.getByTestId("table-start"));
  await check(org.page, "organizer event (table starter)");
  await openEngineTable(org.page, ev.eventId, "2v2", ["Alba", "", "Bice", ""]);
  await check(org.page, "organizer event (a table started)");
  await alba.goto(`/play/${ev.eventId}`);
  await expect(alba.getByTestId("open-table")).toHaveCount(1);
  await check(alba, "phone seat (my tables)", true);
  for (const page of [alba, bice]) await sitAtTable(page, ev.eventId);
  await check(alba, "phone 2v2 game", true);
  // The bots move after a phone's move: first wait until a phone may act.
  for (let moves = 0; moves < 6; moves++)
    if (!(await untilSomeoneMayAct([alba, bice])) || !(await tapFirstGameOption([alba, bice]))) break;
  await check(alba, "phone 2v2 game (some moves on)", true);
  await check(bice, "phone 2v2 game (the teammate)", true);

  await org.page.goto(`/organizer/events/${ev.eventId}`);
  await org.page
    .getByTestId("engine-game")
    .first()
    .getByRole("link", { name: t("game.spectating") })
    .click();
  await expect(org.page.getByTestId("game-viewer")).toHaveText(t("game.spectating"));
  await check(org.page, "organizer 2v2 game (spectator)");
  await org.page.goBack();
  await org.page
    .getByTestId("engine-game")
    .first()
    .getByRole("link", { name: t("game.judge") })
    .click();
  await expect(org.page.getByTestId("game-viewer")).toHaveText(t("game.judge"));
  await check(org.page, "organizer 2v2 game (judge)");

  await openEngineTable(org.page, ev.eventId, "ffa", ["Cora", "", ""]);
  await sitAtTable(cora, ev.eventId);
  await expect(cora.getByTestId("their-side")).toHaveCount(2);
  await check(cora, "phone Free-for-All game", true);

  for (const c of [org, ...phones]) await c.context.close();
  expect(problems).toEqual([]);
});
