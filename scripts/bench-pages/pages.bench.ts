// `npm run bench:pages` (a benchmark, not a test: it prints figures and asserts nothing about them).
// Against the production build, each phone page is brought to its state through the app as the flows
// do (a Draft Bazaar: seat, draft, deck builder; a constructed Bo1: match, game) and then visited
// once more with an empty cache; firstVisit sums the gzipped scripts and stylesheets it downloaded.
// The floor is /empty, the root layout alone.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
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
  openMatchGame,
  pasteAndSaveDeck,
  startTournamentFromEventPage,
  t,
} from "../../e2e/support";
import { firstVisit, report, type PageWeight } from "./measure";

const FLOOR = "floor (empty)";

test("bench:pages", async ({ browser }, info) => {
  const weights: [string, PageWeight][] = [];
  const measure = async (name: string, context: BrowserContext, url: string, ready: (page: Page) => Promise<void>) => {
    weights.push([name, await firstVisit(context, url, ready)]);
  };

  const visitor = await newPhone(browser, info);
  await measure(FLOOR, visitor.context, "/empty", async (p) => expect(p.locator("header")).toBeVisible());
  await measure("join", visitor.context, "/join", (p) => hydrated(p.locator("form")));

  // A Draft Bazaar on the demo set with two phones: the seat before the start, the draft, the deck.
  const org = await newDesktop(browser, info);
  await loginAsDemo(org.page);
  const draft = await createDemoDraftEvent(org.page, "Bench pagine");
  const drafters = [await newPhone(browser, info), await newPhone(browser, info)];
  for (const [i, ph] of drafters.entries()) await joinAs(ph.page, draft.joinCode, `Giocatore ${i + 1}`, draft.eventId);
  const seatUrl = `/play/${draft.eventId}`;
  await measure("seat", drafters[0]!.context, seatUrl, (p) => expect(p.getByTestId("table-seats")).toBeVisible());
  await org.page.reload();
  const start = org.page.getByTestId("draft-console").getByRole("button", { name: t("draft.start") });
  await hydrated(start);
  await start.click();
  for (const ph of drafters) await expect(ph.page.getByTestId("draft-phone")).toBeVisible({ timeout: 12_000 });
  await measure("draft", drafters[0]!.context, seatUrl, (p) => hydrated(p.getByTestId("draft-phone")));
  await draftByPassing(
    drafters.map((d) => d.page),
    draft.eventId,
  );
  await measure("deck builder", drafters[0]!.context, seatUrl, (p) => hydrated(p.getByTestId("deck-builder")));

  // A constructed Bo1: the match page, then its game on the app.
  await org.page.goto("/organizer");
  const cup = await createDemoEvent(org.page, "Bench partite", "constructed", 1);
  const players = [await newPhone(browser, info), await newPhone(browser, info)];
  for (const [i, ph] of players.entries()) {
    await joinAs(ph.page, cup.joinCode, `Giocatrice ${i + 1}`, cup.eventId);
    await pasteAndSaveDeck(ph.page, cheapDeck().map(itName));
  }
  await startTournamentFromEventPage(org.page);
  const home = players[0]!.page;
  await home.reload();
  const matchUrl = await home.getByTestId("open-match").getAttribute("href", { timeout: 12_000 });
  await measure("match", players[0]!.context, matchUrl!, (p) => hydrated(p.getByTestId("match-phone")));
  for (const ph of players) await ph.page.goto(`/play/${cup.eventId}`);
  await openMatchGame(
    players.map((p) => p.page),
    cup.eventId,
  );
  await measure("game", players[0]!.context, home.url(), (p) => hydrated(p.getByTestId("game-phone")));

  console.log(`\nbench:pages — gzipped bytes a first visit downloads\n${report(weights, FLOOR)}\n`);
  for (const c of [visitor, org, ...drafters, ...players]) await c.context.close();
});
