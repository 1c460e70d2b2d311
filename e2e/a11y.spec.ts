// Issue 23 §3: axe-core on every page (phone: join, seat, draft, deck builder, match, game; the
// projector; the organizer's pages; the public ones) with 0 serious or critical violations, and tap
// targets of at least 44×44 px on the phone pages. One tour through a Draft Bazaar and a constructed
// Bo1 event, checking each page as a player or the organizer meets it (axe's own rules include
// "tabindex": no positive tabindex takes the focus out of the screen's order); every problem is collected
// and listed at the end, so one run shows them all.
import { expect, test, type Page } from "@playwright/test";
import { axeProblems, smallTapTargets } from "./a11y";
import {
  cheapDeck,
  createDemoDraftEvent,
  createDemoEvent,
  draftByPassing,
  hydrated,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  openMatchGame,
  pasteAndSaveDeck,
  startTournamentFromEventPage,
  t,
} from "./support";

test("every page: no serious or critical axe violation; phone pages have 44×44 px tap targets", async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  const check = async (page: Page, where: string, phone = false) => {
    problems.push(...(await axeProblems(page, where)));
    if (phone) problems.push(...(await smallTapTargets(page, where)));
  };

  // Public pages, and the phone's join page, before anyone logs in.
  const visitor = await newPhone(browser, info);
  for (const url of ["/", "/join", "/login", "/signup", "/ken/cards"]) {
    await visitor.page.goto(url);
    await check(visitor.page, url, url === "/join");
  }

  const org = await newDesktop(browser, info);
  await loginAsDemo(org.page);
  await check(org.page, "organizer dashboard");
  await org.page.goto("/organizer/kartomantik/sets");
  await check(org.page, "organizer card sets");
  await org.page.goto("/organizer");
  const draft = await createDemoDraftEvent(org.page, "Accessibile");
  await check(org.page, "organizer event (setup)");
  const cardsHref = await org.page.locator('a[href^="/cards/"]').first().getAttribute("href");
  await visitor.page.goto(cardsHref!);
  await check(visitor.page, "card browser");

  const projector = await newProjector(browser, info);
  await projector.page.goto(`/projector/${draft.joinCode}`);
  await check(projector.page, "projector (join screen)");

  const phones = [await newPhone(browser, info), await newPhone(browser, info)];
  for (const [i, ph] of phones.entries()) await joinAs(ph.page, draft.joinCode, `Giocatore ${i + 1}`, draft.eventId);
  await check(phones[0]!.page, "phone seat", true);

  await org.page.reload();
  const start = org.page.getByTestId("draft-console").getByRole("button", { name: t("draft.start") });
  await hydrated(start);
  await start.click();
  for (const ph of phones) await hydrated(ph.page.getByTestId("draft-phone"));
  await check(phones[0]!.page, "phone draft", true);
  // A card on the table is named by its name and described by its points and temperaments, and the
  // one under auction says so.
  const tile = phones[0]!.page.getByTestId("table").getByRole("button").first();
  const cardName = await tile.getByTestId("card-tile").locator("span").first().textContent();
  await expect(tile).toHaveAccessibleName(cardName!);
  await expect(tile).toHaveAccessibleDescription(new RegExp(`(\\d+ ${t("card.points")}|${t("card.tribute")} \\d+)`));
  await check(org.page, "organizer event (draft console)");
  await expect(projector.page.getByTestId("projector-board").or(projector.page.locator("main"))).toBeVisible();
  await check(projector.page, "projector (draft board)");

  await draftByPassing(
    phones.map((p) => p.page),
    draft.eventId,
  );
  await phones[0]!.page.reload();
  await hydrated(phones[0]!.page.getByTestId("deck-builder"));
  await check(phones[0]!.page, "phone deck builder", true);
  await org.page.goto(`/organizer/events/${draft.eventId}/decks`);
  await check(org.page, "organizer decks (print)");

  // A constructed Bo1: the constructed deck builder, the tournament, the match and its game.
  await org.page.goto("/organizer");
  const cup = await createDemoEvent(org.page, "Accessibile 2", "constructed", 1);
  const players = [await newPhone(browser, info), await newPhone(browser, info)];
  for (const [i, ph] of players.entries()) {
    await joinAs(ph.page, cup.joinCode, `Giocatrice ${i + 1}`, cup.eventId);
    if (i === 0) await check(ph.page, "phone constructed deck builder", true);
    await pasteAndSaveDeck(ph.page, cheapDeck().map(itName));
  }
  await startTournamentFromEventPage(org.page);
  await expect(org.page.getByTestId("tournament-start")).toHaveCount(0);
  await check(org.page, "organizer event (tournament console)");
  await org.page.goto(`/organizer/events/${cup.eventId}/pairings`);
  await check(org.page, "organizer printable pairings");
  const home = players[0]!.page;
  await home.reload();
  await expect(home.getByTestId("tournament-phone")).toBeVisible();
  await check(home, "phone tournament", true);
  const matchHref = await home.getByTestId("open-match").getAttribute("href");
  await home.goto(matchHref!);
  await hydrated(home.getByTestId("match-phone"));
  await check(home, "phone match", true);
  await org.page.goto(`/organizer/events/${cup.eventId}${matchHref!.replace(`/play/${cup.eventId}`, "")}`);
  await check(org.page, "organizer match");
  await projector.page.goto(`/projector/${cup.joinCode}`);
  await check(projector.page, "projector (tournament)");

  for (const ph of players) await ph.page.goto(`/play/${cup.eventId}`);
  await openMatchGame(
    players.map((p) => p.page),
    cup.eventId,
  );
  await hydrated(home.getByTestId("game-phone"));
  await check(home, "phone game", true);
  // A card in the game says its power or type, its temperament and what can be done with it.
  await expect(home.locator("[data-card]").first()).toHaveAccessibleName(/, /);
  const gamePath = new URL(home.url()).pathname.replace(`/play/${cup.eventId}`, "");
  await org.page.goto(`/organizer/events/${cup.eventId}${gamePath}`);
  await check(org.page, "organizer game (spectator)");

  for (const c of [visitor, org, projector, ...phones, ...players]) await c.context.close();
  expect(problems).toEqual([]);
});
