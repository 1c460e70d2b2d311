// Issue 23 §3, the rest of the tour (after e2e/a11y.spec.ts and e2e/a11y-more.spec.ts): "controlli automatici con
// axe-core nei flussi Playwright su ogni pagina (telefono, proiettore, organizzatore): 0 violazioni serious o
// critical". Here: the new-event form with each game, the invite and the signup it opens, the QR code's join
// page, the claim page, the 404 pages and the join page of a phone without a seat any more; the Ken il Guerriero
// and Incantesium projectors; a Free-for-All engine game of 3 played to its end (the players, a seat out of the
// game, the winner and the losers, the organizer's spectator, judge and replay views); a duel of a Bo1
// tournament finished on the app (the winner's and the loser's pages with what comes next); a Bo3 duel's first
// game finished (the sideboarding next, the sideboard panel); a round robin of three to its end with a player
// dropped (the standings' dropped row, the paper report's waiting and confirming pages, the finished
// tournament). Besides axe: symbols and punctuation at text contrast (axe skips them), the names a screen
// reader reads, tap targets of 44×44 px on the phones, no animation for a visitor who asked for reduced motion.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { a11yTour, runningAnimations } from "./a11y";
import { createIncEvent, openEngineTable, sitAtTable } from "./flows";
import { E2E_DUEL_SEED } from "./inc-seed";
import { join, kenEvent, saveKenDeck, seatPhone, seatedConstructedEvent, startTournament } from "./seed";
import {
  demoSet,
  errorBox,
  hydrated,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  openMatchGame,
  tapFirstGameOption,
  t,
  untilSomeoneMayAct,
} from "./support";

const KEN_FIXTURES = path.resolve(import.meta.dirname, "../tests/ken/fixtures");

/** A player concedes on their game page (confirming the question). */
async function concede(page: Page) {
  const button = page.getByTestId("game-concede");
  await hydrated(button);
  page.once("dialog", (d) => void d.accept());
  await button.tap();
}

test("the new-event form per game, the invite and its signup, the QR join page, claim and 404 pages; the Ken and Incantesium projectors", async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const { problems, check } = a11yTour();
  const org = await newDesktop(browser, info);
  await loginAsDemo(org.page);
  const game = org.page.getByTestId("new-event-game");
  await hydrated(game);
  await game.selectOption("ken");
  await expect(org.page.getByTestId("ken-end-kind")).toBeVisible();
  await check(org.page, "new-event form (Ken il Guerriero)");
  await game.selectOption("incantesium");
  await expect(org.page.getByTestId("inc-options-form")).toBeVisible();
  await check(org.page, "new-event form (Incantesium)");
  await game.selectOption("kartomantik");
  const invite = org.page.getByRole("button", { name: t("dashboard.invite") });
  await invite.click();
  const link = (await org.page.getByTestId("invite-link").textContent())!.trim();
  await check(org.page, "organizer dashboard (an invite link)");

  const visitor = await newPhone(browser, info);
  // The forms' error states: a wrong password, an unknown join code.
  await visitor.page.goto("/login");
  await hydrated(visitor.page.locator("form"));
  await visitor.page.getByLabel(t("login.email")).fill("nessuno@example.com");
  await visitor.page.getByLabel(t("login.password")).fill("sbagliata-sbagliata");
  await visitor.page.getByRole("button", { name: t("login.submit") }).tap();
  await expect(errorBox(visitor.page)).toHaveText(t("login.failed"));
  await check(visitor.page, "login (a wrong password)", true);
  await visitor.page.goto("/join");
  await hydrated(visitor.page.locator("form"));
  await visitor.page.getByLabel(t("join.code")).fill("ZZZZZZ");
  await visitor.page.getByLabel(t("join.name")).fill("Nessuno");
  await visitor.page.getByRole("button", { name: t("join.submit"), exact: true }).tap();
  await expect(errorBox(visitor.page)).toBeVisible();
  await check(visitor.page, "join page (an unknown code)", true);
  await visitor.page.goto(link);
  await hydrated(visitor.page.locator("form"));
  await check(visitor.page, "signup (with an invite)", true);
  // A link nobody gave says at once that it is not valid and what to do, with no button to tap first.
  await visitor.page.goto("/claim/a-token-nobody-gave");
  await expect(visitor.page.getByRole("heading", { name: t("seat.claimInvalidTitle") })).toBeVisible();
  await expect(visitor.page.getByText(t("seat.claimInvalidHelp"))).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: t("seat.claimSubmit") })).toHaveCount(0);
  await expect(visitor.page.getByRole("link", { name: t("seat.claimToJoin") })).toHaveAttribute("href", "/join");
  await check(visitor.page, "claim page (a link nobody gave)", true);
  expect((await visitor.page.goto("/no-such-page"))?.status()).toBe(404);
  await expect(visitor.page.getByTestId("not-found")).toBeVisible();
  await check(visitor.page, "404 page", true);
  // A phone back on the seat page of an event it has no seat in: the join page says so.
  await visitor.page.goto("/play/no-such-event");
  await expect(visitor.page).toHaveURL(/\/join\?left=/);
  await check(visitor.page, "join page (no seat any more)", true);
  expect((await org.page.goto("/organizer/events/no-such-event"))?.status()).toBe(404);
  // A page's notFound() comes as Next's bare error shell (no lang on <html>) which the browser renders as our 404
  // page: checked once it has (checked at once, the shell failed html-has-lang now and then).
  await expect(org.page.getByTestId("not-found")).toBeVisible();
  await check(org.page, "organizer 404 page");

  // Ken il Guerriero: the projector before and during the tournament, the QR code's page with the event's name.
  // The events, seats, decks and tournaments come through the API (e2e/seed.ts): their pages are other flows'.
  const ken = await kenEvent(org.page, "Hokuto sul proiettore", 10, path.join(KEN_FIXTURES, "carte.csv"));
  const projector = await newProjector(browser, info);
  await projector.page.goto(`/projector/${ken.joinCode}`);
  await check(projector.page, "projector Ken (join screen)");
  await visitor.page.goto(`/j/${ken.joinCode}`);
  await expect(visitor.page.getByText("Hokuto sul proiettore")).toBeVisible();
  await check(visitor.page, "QR join page (the event's name)", true);
  const legal = readFileSync(path.join(KEN_FIXTURES, "mazzo-standard.txt"), "utf8");
  const phones = [];
  for (const i of [1, 2]) {
    const phone = await seatPhone(browser, info, ken.joinCode, `Guerriero ${i}`);
    await saveKenDeck(phone.page, ken.eventId, legal);
    phones.push(phone);
  }
  await projector.page.reload();
  await check(projector.page, "projector Ken (players with decks)");
  await startTournament(org.page, ken.eventId);
  await projector.page.goto(`/projector/${ken.joinCode}`);
  await expect(projector.page.getByTestId("tournament-board")).toBeVisible();
  await check(projector.page, "projector Ken (tournament)");

  // Incantesium: the projector before and during the tournament.
  const inc = await createIncEvent(org.page, "Incanti sul proiettore", E2E_DUEL_SEED);
  await projector.page.goto(`/projector/${inc.joinCode}`);
  await check(projector.page, "projector Incantesium (join screen)");
  for (const [i, ph] of phones.entries()) await join(ph.page, inc.joinCode, `Mago ${i + 1}`);
  // Before the tournament: a table against two bots on the phone.
  const mage = phones[0]!.page;
  await mage.goto(`/play/${inc.eventId}`);
  const bots = mage.getByTestId("inc-bot-table");
  await hydrated(bots.getByTestId("inc-bot-start"));
  await bots.getByTestId("inc-bot-mode").selectOption("ffa");
  await bots.getByTestId("inc-bot-players").selectOption("3");
  await bots.getByTestId("inc-bot-start").tap();
  await expect(mage).toHaveURL(/\/incantesium\//);
  await expect(mage.getByTestId("inc-seat")).toHaveCount(3);
  await check(mage, "phone Incantesium table against two bots", true);
  await startTournament(org.page, inc.eventId);
  await projector.page.goto(`/projector/${inc.joinCode}`);
  await expect(projector.page.getByTestId("tournament-board")).toBeVisible();
  await check(projector.page, "projector Incantesium (tournament)");

  for (const c of [org, visitor, projector, ...phones]) await c.context.close();
  expect(problems).toEqual([]);
});

test("a Free-for-All engine game of 3 to its end: the players, a seat out, winner and losers; spectator, judge, replay; the table starter's labels", async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const { problems, check } = a11yTour();
  const names = ["Alba", "Bice", "Cora"];
  const { org, phones, ...ev } = await seatedConstructedEvent(browser, info, "Tavolo a tre", names);
  const [alba, bice, cora] = phones.map((p) => p.page) as [Page, Page, Page];

  // What a screen reader reads is checked softly, as the tour's problems are: one run shows them all.
  // The table starter's two selects each say what they choose (the count's was named "Mode", as the mode's is).
  await org.page.goto(`/organizer/events/${ev.eventId}`);
  const starter = org.page.getByTestId("table-starter");
  await hydrated(starter.getByTestId("table-start"));
  await expect.soft(starter.getByRole("combobox", { name: t("game.tableMode"), exact: true })).toHaveCount(1);
  await expect.soft(starter.getByRole("combobox", { name: t("game.tableCount"), exact: true })).toHaveValue("4");
  await openEngineTable(org.page, ev.eventId, "ffa", names);
  for (const page of phones.map((p) => p.page)) await sitAtTable(page, ev.eventId);
  const gamePath = new URL(alba.url()).pathname.replace(`/play/${ev.eventId}`, "");
  await expect(alba.getByTestId("their-side")).toHaveCount(2);
  await check(alba, "phone Free-for-All game (the start)", true);
  // An empty zone is read as words, not as a dash; every seat's points come with its name.
  await expect
    .soft(alba.getByTestId("my-confrontation"))
    .toMatchAriaSnapshot(`- list:\n  - listitem: ${t("game.noCards")}`);
  for (const name of ["Bice", "Cora"]) await expect.soft(alba.getByTestId("game-score")).toContainText(name);

  // A card a decision asks about (the secret First Manifestation after the mulligans) is marked by more than its
  // ring's colour: a visible mark, and its spoken name says so.
  let asked = 0;
  for (let moves = 0; moves < 6; moves++) {
    // A phone may still show the state before the last move: first wait until one may act.
    if (!(await untilSomeoneMayAct([alba, bice, cora])) || !(await tapFirstGameOption([alba, bice, cora]))) break;
    // Both counts in one read of the page: the next message may redraw it between two reads.
    const { marks, spoken } = await alba.evaluate((said) => {
      const marked = [...document.querySelectorAll('[data-testid="card-asked"]')];
      const cards = marked.map((mark) => mark.closest("button, [role=img]")?.getAttribute("aria-label") ?? "");
      return { marks: marked.length, spoken: cards.filter((label) => label.includes(said)).length };
    }, t("game.askedAbout"));
    expect.soft(spoken, "every marked card says it is asked about").toBe(marks);
    asked = Math.max(asked, marks);
  }
  expect.soft(asked, "a decision asked about some of Alba's cards").toBeGreaterThan(0);
  // Motion (issue 23 §3): the spinner of a waiting phone's banner turns, unless the phone asked for reduced motion.
  let waiting: Page | undefined;
  for (const page of [alba, bice, cora])
    if ((await page.getByTestId("game-banner").getAttribute("data-mine")) === "false") waiting = page;
  expect(waiting, "a phone waits for another seat").toBeDefined();
  expect(await runningAnimations(waiting!, "a waiting phone")).not.toEqual([]);
  await waiting!.emulateMedia({ reducedMotion: "reduce" });
  expect(await runningAnimations(waiting!, "a waiting phone (reduced motion)")).toEqual([]);
  await waiting!.emulateMedia({ reducedMotion: null });
  await check(alba, "phone Free-for-All game (some moves on)", true);
  await check(bice, "phone Free-for-All game (another seat)", true);

  await org.page.goto(`/organizer/events/${ev.eventId}${gamePath}?as=spectator`);
  await expect(org.page.getByTestId("game-viewer")).toHaveText(t("game.spectating"));
  await check(org.page, "organizer Free-for-All game (spectator)");
  await org.page.goto(`/organizer/events/${ev.eventId}${gamePath}?as=judge`);
  await expect(org.page.getByTestId("game-viewer")).toHaveText(t("game.judge"));
  await expect(org.page.getByTestId("their-hand")).toHaveCount(2);
  await check(org.page, "organizer Free-for-All game (judge)");
  await org.page.goto(`/organizer/events/${ev.eventId}${gamePath}?as=replay`);
  await hydrated(org.page.getByTestId("replay-next"));
  await check(org.page, "organizer Free-for-All replay");
  await expect.soft(org.page.getByRole("link", { name: t("game.back"), exact: true })).toHaveCount(1);

  // Bice concedes: out of the game while two remain; Cora too: Alba wins.
  await concede(bice);
  await expect(bice.getByTestId("my-side")).toContainText(t("game.outOfGame"));
  await check(bice, "phone Free-for-All game (out of the game)", true);
  await concede(cora);
  for (const page of [alba, bice, cora]) await expect(page.getByTestId("game-over")).toBeVisible();
  await expect(alba.getByTestId("game-over")).toContainText(t("game.tableWonFfa"));
  await check(alba, "phone Free-for-All game (won)", true);
  await expect(cora.getByTestId("game-over")).toContainText(t("game.tableLost"));
  await check(cora, "phone Free-for-All game (lost)", true);
  await org.page.goto(`/organizer/events/${ev.eventId}${gamePath}?as=spectator`);
  await expect(org.page.getByTestId("game-over")).toBeVisible();
  await check(org.page, "organizer Free-for-All game (finished, spectator)");
  await org.page.goto(`/organizer/events/${ev.eventId}${gamePath}?as=replay`);
  await hydrated(org.page.getByTestId("replay-last"));
  await org.page.getByTestId("replay-last").click();
  await expect(org.page.getByTestId("replay-result")).toBeVisible();
  await check(org.page, "organizer Free-for-All replay (its end)");

  for (const c of [org, ...phones]) await c.context.close();
  expect(problems).toEqual([]);
});

test("a duel of a Bo1 tournament finished on the app: the winner's and the loser's game pages, with what comes next", async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { problems, check } = a11yTour();
  const {
    org,
    phones: players,
    ...cup
  } = await seatedConstructedEvent(browser, info, "Duello finito", ["Duellante 1", "Duellante 2"]);
  await startTournament(org.page, cup.eventId);
  const [ada, bea] = players.map((p) => p.page) as [Page, Page];
  for (const page of [ada, bea]) await page.goto(`/play/${cup.eventId}`);
  await openMatchGame([ada, bea], cup.eventId);
  await concede(bea);
  for (const page of [ada, bea]) {
    await expect(page.getByTestId("game-over")).toBeVisible();
    await expect(page.getByTestId("match-next")).toBeVisible({ timeout: 10_000 });
  }
  await check(ada, "phone game (won, the match's result next)", true);
  await check(bea, "phone game (lost, the match's result next)", true);
  const gamePath = new URL(ada.url()).pathname.replace(`/play/${cup.eventId}`, "");
  await org.page.goto(`/organizer/events/${cup.eventId}${gamePath}?as=judge`);
  await expect(org.page.getByTestId("game-over")).toBeVisible();
  await check(org.page, "organizer game (finished, judge)");

  for (const c of [org, ...players]) await c.context.close();
  expect(problems).toEqual([]);
});

test("a round robin of three to its end, a player dropped: the standings on the console, the projector and the phones", async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { problems, check } = a11yTour();
  const { org, phones, ...cup } = await seatedConstructedEvent(browser, info, "Girone a tre", ["Ada", "Bea", "Cleo"], {
    decks: false,
  });
  const [ada, bea, cleo] = phones.map((p) => p.page) as [Page, Page, Page];
  await startTournament(org.page, cup.eventId);
  await org.page.goto(`/organizer/events/${cup.eventId}`);
  const panel = org.page.getByTestId("tournament-panel");
  await expect(org.page.getByTestId("organizer-round")).toHaveCount(3);
  const drop = panel.getByRole("button", { name: `${t("tournament.drop")} Cleo` });
  await hydrated(drop);
  org.page.once("dialog", (d) => void d.accept());
  await drop.click();
  await expect(panel.getByTestId("standing-dropped")).toHaveText(t("tournament.dropped"));
  // A dropped player's row says so in words and stays readable (it was stone-400: 2.5:1).
  await check(org.page, "organizer tournament (a player dropped)");
  const projector = await newProjector(browser, info);
  await projector.page.goto(`/projector/${cup.joinCode}?every=3`);
  const board = projector.page.getByTestId("tournament-board");
  await expect(board).toHaveAttribute("data-panel", "standings", { timeout: 15_000 });
  await expect(board.getByTestId("standing-dropped")).toBeVisible();
  await check(projector.page, "projector (standings, a player dropped)");
  await cleo.goto(`/play/${cup.eventId}`);
  await expect(cleo.getByTestId("phone-dropped")).toHaveText(t("tournament.droppedMine"));
  await check(cleo, "phone tournament (dropped)", true);

  // The one match left: Ada reports it on paper, Bea confirms; the tournament is over.
  await ada.goto(`/play/${cup.eventId}`);
  await ada.getByTestId("open-match").tap();
  const form = ada.getByTestId("result-form");
  await hydrated(form.getByRole("button", { name: t("tournament.send") }));
  const row = form.getByTestId("game-row").first();
  await row.getByRole("textbox").nth(0).fill("40");
  await row.getByRole("textbox").nth(1).fill("25");
  await form.getByRole("button", { name: t("tournament.send") }).tap();
  await expect(ada.getByTestId("match-awaiting-opponent")).toBeVisible();
  await check(ada, "phone match (awaiting the opponent)", true);
  await bea.goto(ada.url());
  const confirm = bea.getByTestId("match-awaiting-me").getByRole("button", { name: t("tournament.confirm") });
  await hydrated(confirm);
  await check(bea, "phone match (to confirm)", true);
  await confirm.tap();
  await expect(bea.getByTestId("match-confirmed")).toBeVisible();
  await check(bea, "phone match (confirmed)", true);
  await projector.page.goto(`/projector/${cup.joinCode}`);
  await expect(projector.page.getByTestId("board-winner")).toHaveText(t("tournament.winner", { name: "Ada" }));
  await check(projector.page, "projector (tournament over)");
  await ada.goto(`/play/${cup.eventId}`);
  await expect(ada.getByTestId("tournament-phone").getByRole("heading", { level: 1 })).toHaveText(
    t("tournament.finished"),
  );
  await check(ada, "phone tournament (over)", true);
  await org.page.goto(`/organizer/events/${cup.eventId}`);
  await expect(org.page.getByTestId("tournament-panel")).toBeVisible();
  await check(org.page, "organizer tournament (over)");

  for (const c of [org, projector, ...phones]) await c.context.close();
  expect(problems).toEqual([]);
});

test("a Bo3 duel's first game finished on the app: the game page with the sideboarding next, the sideboard panel", async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { problems, check } = a11yTour();
  const spare = demoSet
    .filter((c) => c.type === "manifestation")
    .sort((a, b) => a.points - b.points)
    .slice(18, 21);
  const {
    org,
    phones: players,
    ...cup
  } = await seatedConstructedEvent(browser, info, "Tre partite", ["Giocatore 1", "Giocatore 2"], {
    bestOf: 3,
    sideboard: spare,
  });
  await startTournament(org.page, cup.eventId);
  const [ugo, vera] = players.map((p) => p.page) as [Page, Page];
  for (const page of [ugo, vera]) await page.goto(`/play/${cup.eventId}`);
  await openMatchGame([ugo, vera], cup.eventId);
  await concede(vera);
  const next = ugo.getByTestId("match-next");
  await expect(next).toHaveAttribute("data-next", "sideboard", { timeout: 10_000 });
  await check(ugo, "phone game (won game 1, the sideboarding next)", true);
  await next.getByTestId("match-next-go").tap();
  const panel = ugo.getByTestId("sideboard-panel");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(t("sideboard.title", { game: 2 }));
  await hydrated(panel.getByTestId("swap-deck-card").first());
  await check(ugo, "phone sideboarding", true);
  const deckCard = panel.getByTestId("swap-deck-card").first();
  await deckCard.tap();
  await expect(deckCard).toHaveAttribute("data-state", "picked");
  // The pick is said to a screen reader too, not only shown in amber.
  await expect.soft(panel.getByRole("button", { pressed: true })).toHaveText((await deckCard.textContent()) ?? "");
  await check(ugo, "phone sideboarding (a card picked)", true);

  for (const c of [org, ...players]) await c.context.close();
  expect(problems).toEqual([]);
});
