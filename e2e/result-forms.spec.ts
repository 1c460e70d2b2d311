// Each game's paper result in its own words, read at a 360×740 phone (issue 33 §4, §5): a 2v2 Kartomantik form
// grouped by side, the player's own points first in words, every field as wide as the others; a Ken match form
// with Ken's own help (1 for the winner, 0 for the loser) refusing 5–0 as the server does; an Incantesium form
// speaking of the gems conquered during the challenge; and, after an Incantesium duel, the loser's gems — those
// conquered during the challenge, not those held at its end — the same on the phone and on the projector
// (1280×720). Every screen is set up through the app's API (e2e/seed.ts); axe on each one.
import path from "node:path";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { actor, apply, createGame, isRuleError, legalActions } from "../engine/incantesium";
import { saltSeed } from "../engine/shared/rng";
import { axeProblems } from "./a11y";
import { createIncEvent, deck21 } from "./flows";
import { choose } from "./inc-policy";
import { E2E_DUEL_SALT, E2E_DUEL_SEED } from "./inc-seed";
import {
  api,
  demoEvent,
  join,
  kenCardList,
  kenEvent,
  organizer,
  saveDeck,
  saveKenDeck,
  seatedConstructedEvent,
  startTournament,
} from "./seed";
import { baseURL, hydrated, newPhone, PHONE_360, t } from "./support";

const KEN_FIXTURES = path.resolve(import.meta.dirname, "../tests/ken/fixtures");

interface View {
  matches: { id: string; version: number; seats: { seatId: string; place: number; side: number }[] }[];
}

/** A 360×740 phone with a seat at the event under `name`. */
async function phone360(browser: Browser, info: TestInfo, joinCode: string, name: string) {
  const phone = await newPhone(browser, info, PHONE_360);
  return { ...phone, seatId: await join(phone.page, joinCode, name) };
}

/** The phone's match page (its one match of round 1), hydrated. */
async function openMatch(page: Page, eventId: string, ready: string): Promise<string> {
  await page.goto(`/play/${eventId}`);
  await page.getByTestId("open-match").tap();
  await expect(page).toHaveURL(/\/matches\//);
  await hydrated(page.getByTestId(ready));
  return page.url().split("/matches/")[1]!;
}

/** Each field's label text (the first span of its label), in the order of the page. */
const labelsOf = (scope: Locator) => scope.locator("label > span:first-child").allTextContents();

test("a 2v2 Kartomantik paper form: my side first, in words, every field as wide as the others", async ({
  browser,
}, info) => {
  const org = await organizer(browser, info);
  const duo = await demoEvent(org.page, "Coppie di carta", { mode: "2v2" });
  const [anna, bruno, carla, dario] = [
    await phone360(browser, info, duo.joinCode, "Anna"),
    ...(await Promise.all(
      ["Bruno", "Carla", "Dario"].map(async (name) => {
        const phone = await newPhone(browser, info);
        return { ...phone, seatId: await join(phone.page, duo.joinCode, name) };
      }),
    )),
  ];
  for (const team of [
    [anna, bruno],
    [carla, dario],
  ])
    await api(org.page, "POST", `/api/events/${duo.eventId}/teams`, {
      op: "pair",
      seatIds: team.map((p) => p!.seatId),
    });
  for (const p of [anna, bruno, carla, dario]) await saveDeck(p!.page, duo.eventId, deck21);
  await startTournament(org.page, duo.eventId);

  const page = anna!.page;
  const matchId = await openMatch(page, duo.eventId, "table-report-send");
  const form = page.getByTestId("table-report");
  await expect(form.getByTestId("result-help")).toHaveText(t("tables.reportHelpTeams", { step: 5 }));
  // "I tuoi punti" first, then the teammate, under "La tua squadra"; the opponents under "Avversari".
  const groups = form.getByTestId("result-group");
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0).getByTestId("result-group-title")).toHaveText(t("tournament.yourTeam"));
  expect(await labelsOf(groups.nth(0))).toEqual([t("tournament.myPoints"), t("tournament.points", { name: "Bruno" })]);
  await expect(groups.nth(1).getByTestId("result-group-title")).toHaveText(t("tournament.opponents"));
  expect((await labelsOf(groups.nth(1))).sort()).toEqual(
    ["Carla", "Dario"].map((name) => t("tournament.points", { name })),
  );
  // Every field the same width, none past the screen.
  const boxes = await form.locator("input").evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
  expect(boxes).toHaveLength(4);
  for (const box of boxes) {
    expect(Math.abs(box.width - boxes[0]!.width)).toBeLessThan(1);
    expect(box.right).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Kartomantik's points may be negative: each field has its sign button.
  await expect(form.getByRole("button", { name: t("tournament.flipSign") })).toHaveCount(4);
  // The form checks as the server does: 12 is not a multiple of 5 (rules 4.4.2).
  await form.getByLabel(t("tournament.myPoints")).fill("12");
  await form.getByLabel(t("tournament.points", { name: "Bruno" })).fill("60");
  await form.getByLabel(t("tournament.points", { name: "Carla" })).fill("40");
  await form.getByLabel(t("tournament.points", { name: "Dario" })).fill("35");
  await expect(form.getByTestId("result-problem")).toHaveText(
    t("errors.result_points_not_multiple_of_5", { game: 1, points: 12 }),
  );
  await expect(form.getByTestId("table-report-send")).toBeDisabled();
  await form.getByLabel(t("tournament.myPoints")).fill("70");
  await expect(form.getByTestId("result-problem")).toHaveCount(0);
  expect(await axeProblems(page, "phone 2v2 paper form")).toEqual([]);
  await form.getByTestId("table-report-send").tap();
  await expect(page.getByTestId("match-awaiting-others")).toBeVisible();

  // The organizer's correction form: the same fields by team, under each team's names, with the game's help.
  await org.page.goto(`/organizer/events/${duo.eventId}/matches/${matchId}`);
  const correction = org.page.getByTestId("table-report");
  await hydrated(correction.getByTestId("table-report-send"));
  await expect(correction.getByTestId("result-help")).toHaveText(t("tables.reportHelpTeams", { step: 5 }));
  const teams = await correction.getByTestId("result-group-title").allTextContents();
  expect(teams.map((team) => team.split(" & ").sort().join(" & ")).sort()).toEqual(["Anna & Bruno", "Carla & Dario"]);
  const widths = await correction.locator("input").evaluateAll((els) => els.map((el) => el.clientWidth));
  expect(new Set(widths).size).toBe(1);
  expect(await axeProblems(org.page, "organizer 2v2 correction form")).toEqual([]);
  for (const p of [org, anna, bruno, carla, dario]) await p!.context.close();
});

test("a Ken match form: Ken's own help, no sign, 5–0 refused by the form and by the server", async ({
  browser,
}, info) => {
  const org = await organizer(browser, info);
  const ken = await kenEvent(org.page, "Hokuto di carta", 10);
  await kenCardList(org.page, ken.eventId, path.join(KEN_FIXTURES, "carte.csv"));
  const legal = readFileSync(path.join(KEN_FIXTURES, "mazzo-standard.txt"), "utf8");
  const kenshiro = await phone360(browser, info, ken.joinCode, "Kenshiro");
  const raoh = await newPhone(browser, info);
  await join(raoh.page, ken.joinCode, "Raoh");
  for (const p of [kenshiro.page, raoh.page]) await saveKenDeck(p, ken.eventId, legal);
  await startTournament(org.page, ken.eventId);

  const page = kenshiro.page;
  const matchId = await openMatch(page, ken.eventId, "result-form");
  const form = page.getByTestId("result-form");
  await expect(form.getByTestId("result-help")).toHaveText(t("ken.results.help"));
  await expect(form.getByTestId("result-help")).not.toContainText("multipli");
  await expect(form.getByRole("button", { name: t("tournament.flipSign") })).toHaveCount(0);
  // Its 1 and 0 name the winner already: no "chi ha vinto?" (Kartomantik's, for a game lost by rule).
  await expect(form.getByTestId("rule-winner-0")).toHaveCount(0);
  const fields = form.getByRole("textbox");
  await fields.nth(0).fill("5");
  await fields.nth(1).fill("0");
  await expect(form.getByTestId("result-problem")).toHaveText(t("errors.result_ken_not_win_loss", { game: 1 }));
  await expect(form.getByRole("button", { name: t("tournament.send") })).toBeDisabled();
  expect(await axeProblems(page, "phone Ken paper form (refused)")).toEqual([]);
  // The server refuses it too, with the same reason, and the match waits as before.
  const view = await api<View>(page, "GET", `/api/events/${ken.eventId}/tournament`);
  const match = view.matches.find((m) => m.id === matchId)!;
  const res = await page.request.post(`/api/events/${ken.eventId}/matches/${matchId}/report`, {
    data: { games: [[5, 0]], version: match.version, idempotencyKey: randomUUID() },
    headers: { origin: baseURL(info) },
  });
  expect(res.status()).toBe(422);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("result_ken_not_win_loss");
  await fields.nth(0).fill("1");
  await expect(form.getByTestId("result-problem")).toHaveCount(0);
  await expect(form.getByRole("button", { name: t("tournament.send") })).toBeEnabled();
  for (const p of [org, kenshiro, raoh]) await p.context.close();
});

/** An Incantesium duel event of the e2e seed with two 360×740 phones and its tournament started; the first phone on
 * the match page, its paper form ready. */
async function incDuel(browser: Browser, info: TestInfo, name: string) {
  const org = await organizer(browser, info);
  const { eventId, joinCode } = await createIncEvent(org.page, name, E2E_DUEL_SEED);
  const mages = [
    await phone360(browser, info, joinCode, "Giovanni"),
    await phone360(browser, info, joinCode, "Stefano"),
  ];
  await startTournament(org.page, eventId);
  const matchId = await openMatch(mages[0]!.page, eventId, "result-form");
  return { org, eventId, joinCode, mages, matchId };
}

test("an Incantesium match form: the gems conquered during the challenge, whole numbers from 0, no sign", async ({
  browser,
}, info) => {
  const { org, mages } = await incDuel(browser, info, "Gemme di carta");
  const first = mages[0]!.page;
  const form = first.getByTestId("result-form");
  await expect(form.getByTestId("result-help")).toHaveText(t("incantesium.events.reportHelpDuel", { min: 0, max: 99 }));
  expect(await labelsOf(form)).toEqual([
    t("incantesium.events.gemsMine"),
    t("incantesium.events.gemsOf", { name: "Stefano" }),
  ]);
  await expect(form.getByRole("button", { name: t("tournament.flipSign") })).toHaveCount(0);
  expect(await axeProblems(first, "phone Incantesium paper form")).toEqual([]);
  for (const p of [org, ...mages]) await p.context.close();
});

test("after an Incantesium duel the loser's gems conquered are the same on the phone and the projector", async ({
  browser,
}, info) => {
  const { org, eventId, joinCode, mages, matchId } = await incDuel(browser, info, "Gemme in sfida");
  const first = mages[0]!.page;
  // The duel of the e2e seed, played through the act route by each mage's phone with the e2e mages' choices
  // (tests/incantesium/e2e-seed.test.ts): the loser conquers a gem, then loses it — it ends holding none.
  const { gameId } = await api<{ gameId: string }>(
    first,
    "POST",
    `/api/events/${eventId}/matches/${matchId}/games`,
    {},
  );
  const view = await api<View>(first, "GET", `/api/events/${eventId}/tournament`);
  const seats = view.matches.find((m) => m.id === matchId)!.seats;
  const phoneOf = (engineSeat: number) => mages.find((m) => m.seatId === seats[engineSeat]!.seatId)!.page;
  let s = createGame({ seed: saltSeed(E2E_DUEL_SEED, E2E_DUEL_SALT), mode: "duel", players: 2 });
  let seq = 1;
  // Gems conquered per side, counted from the events as the server counts the result (README ruling G2).
  const won = [0, 0];
  while (s.phase !== "over") {
    const seat = actor(s)!;
    const action = choose(legalActions(s, seat), seat, s.seats[seat]!.poisons.length > 0);
    const applied = apply(s, action);
    if (isRuleError(applied)) throw new Error(applied.code);
    s = applied.state;
    for (const ev of applied.events) if (ev.type === "gem") won[ev.side]! += 1;
    ({ seq } = await api<{ seq: number }>(phoneOf(seat), "POST", `/api/games/incantesium/${gameId}/act`, {
      action,
      seenSeq: seq,
      idempotencyKey: randomUUID(),
    }));
  }
  const loser = 1 - s.winner!;
  expect(s.sides[loser]!.gems).toHaveLength(0);
  expect(won[loser]).toBeGreaterThan(0);

  // The loser's phone: the match page and the challenge's own page say the gems conquered during it.
  const phone = phoneOf(loser);
  await phone.goto(`/play/${eventId}/matches/${matchId}`);
  await expect(phone.getByTestId("match-phone")).toHaveAttribute("data-status", "confirmed", { timeout: 15_000 });
  const live = phone.getByTestId("match-inc-live");
  await expect(live).toHaveAttribute("data-status", "finished");
  await expect(live.locator(`[data-side="${loser}"]`)).toHaveText(
    `◆ ${t("incantesium.live.wonOf", { name: t("incantesium.you"), n: won[loser]! })}`,
  );
  await expect(phone.getByTestId("match-confirmed-score")).toHaveText(`${won[loser]} – ${won[1 - loser]}`);
  await expect(phone.getByTestId("match-confirmed-caption")).toHaveText(t("incantesium.events.gemsCaption"));
  expect(await axeProblems(phone, "phone Incantesium match (over)")).toEqual([]);
  await phone.goto(`/play/${eventId}/games/incantesium/${gameId}`);
  await expect(phone.locator(`[data-testid="inc-seat"][data-seat="${loser}"]`).getByTestId("inc-gems")).toHaveText(
    `◆ ${t("incantesium.gemsWon", { n: won[loser]! })}`,
  );

  // The projector: the same number, in a column that says what it is.
  const projector = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    baseURL: baseURL(info),
    locale: "it-IT",
  });
  const board = await projector.newPage();
  await board.goto(`/projector/${joinCode}?every=3`);
  const standings = board.getByTestId("board-standings");
  await expect(board.getByTestId("tournament-board")).toHaveAttribute("data-panel", "standings", { timeout: 15_000 });
  const loserName = ["Giovanni", "Stefano"][mages.findIndex((m) => m.seatId === seats[loser]!.seatId)]!;
  const row = standings
    .getByTestId("standing-row")
    .filter({ has: board.getByTestId("standing-name").getByText(loserName, { exact: true }) });
  await expect(row.getByTestId("standing-points")).toHaveText(String(won[loser]));
  expect(await standings.locator("thead th").allTextContents()).toContain(t("incantesium.events.gems"));
  expect(await axeProblems(board, "projector Incantesium standings")).toEqual([]);
  await projector.close();
  for (const p of [org, ...mages]) await p.context.close();
});

test("a Kartomantik game lost by rule (base rules 4.4.1): reported against the points, seen by the opponent, counted", async ({
  browser,
}, info) => {
  const night = await seatedConstructedEvent(browser, info, "Mulligan fatale", ["Anna", "Bruno"]);
  await startTournament(night.org.page, night.eventId);
  const [anna, bruno] = night.phones as [(typeof night.phones)[0], (typeof night.phones)[0]];
  const matchId = await openMatch(anna.page, night.eventId, "result-form");
  const form = anna.page.getByTestId("result-form");
  await expect(form.getByTestId("rule-win-hint")).toHaveText(t("tournament.ruleWinHelp"));
  // Bruno has more points (50 to 30) but lost the game: still no First Manifestation after his second Mulligan.
  await form.getByLabel(t("tournament.myPoints")).fill("30");
  await form.getByLabel(t("tournament.points", { name: "Bruno" })).fill("50");
  const who = form.getByTestId("rule-winner-0");
  await expect(who.locator("option")).toHaveText([
    t("tournament.ruleWin.byPoints"),
    t("tournament.ruleWin.side", { name: t("tournament.you") }),
    t("tournament.ruleWin.side", { name: "Bruno" }),
  ]);
  await who.selectOption({ index: 1 });
  expect(await axeProblems(anna.page, "phone paper form with a game won by rule")).toEqual([]);
  await form.getByRole("button", { name: t("tournament.send") }).tap();
  await expect(anna.page.getByTestId("match-awaiting-others")).toBeVisible();

  // Bruno reads who won before he confirms.
  await bruno.page.goto(`/play/${night.eventId}/matches/${matchId}`);
  await hydrated(bruno.page.getByTestId("match-confirm"));
  await expect(bruno.page.getByTestId("not-by-points")).toHaveText(t("tournament.ruleWin.won", { n: 1, name: "Anna" }));
  await bruno.page.getByTestId("match-confirm").tap();
  await expect(bruno.page.getByTestId("match-confirmed")).toContainText(
    t("tournament.ruleWin.won", { n: 1, name: "Anna" }),
  );

  // The organizer's correction form starts from it; the standings give Anna the match with fewer points.
  await night.org.page.goto(`/organizer/events/${night.eventId}/matches/${matchId}`);
  const correction = night.org.page.getByTestId("result-form");
  await hydrated(correction.getByRole("button", { name: t("tournament.save") }));
  await expect(correction.getByTestId("rule-winner-0").locator("option:checked")).toHaveText(
    t("tournament.ruleWin.side", { name: "Anna" }),
  );
  const view = await api<{ standings: { name: string; matchesWon: number; matchPoints: number }[] }>(
    night.org.page,
    "GET",
    `/api/events/${night.eventId}/tournament`,
  );
  expect(view.standings.map((r) => [r.name, r.matchesWon, r.matchPoints]).sort()).toEqual([
    ["Anna", 1, 30],
    ["Bruno", 0, 50],
  ]);
  for (const p of [night.org, anna, bruno]) await p.context.close();
});
