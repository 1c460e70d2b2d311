// Engine-played games on phones (issue #7). A constructed Bo1 event on the demo set: two phones
// (every demo card is automated, so no manual moves are offered, and one sent anyway is refused)
// build their decks (pasted lists), the organizer starts the tournament; both players open their
// match on the app and play a whole game through the game page, always taking the first option
// the page offers, with a reload in the middle; at the end the game's points are the match's
// confirmed result and stand in the projector's standings without anyone typing a number. Then a
// phone plays a practice game against the bot to its end.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  cheapDeck,
  createDemoEvent,
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
  autoplay,
  tapFirstGameOption,
  untilSomeoneMayAct,
} from "./support";

test.describe.configure({ mode: "serial" });

const deck = cheapDeck();

type Device = { context: BrowserContext; page: Page; name: string };
let organizer: { context: BrowserContext; page: Page };
let projector: { context: BrowserContext; page: Page };
const phones: Device[] = [];
let eventId = "";
let joinCode = "";
/** Numbers as the pages print them: a real minus sign (−) for negative points. */
const numbersIn = (text: string | null) =>
  (text ?? "")
    .replace(/\u2212/g, "-")
    .match(/-?\d+/g)
    ?.map(Number) ?? [];

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  projector = await newProjector(browser, info);
  for (const name of ["Alba", "Bice"]) phones.push({ ...(await newPhone(browser, info)), name });
});

test.afterAll(async () => {
  for (const c of [organizer, projector, ...phones]) await c.context.close();
});

const seqOf = async (page: Page) => Number(await page.getByTestId("game-phone").getAttribute("data-seq"));
const over = (page: Page) => page.getByTestId("game-over");

/** Alba holds priority (no pending decision): her first option is "pass", and she may tap it. */
async function albaHolds(alba: Page) {
  const button = alba.getByTestId("game-action").first();
  return (await button.count()) > 0 && (await button.getAttribute("data-action")) === "pass" && button.isEnabled();
}

/** The first moves one by one from the test, taking the first option on whichever phone may act: a reload of the
 * phone that made the sixth move, and, once Alba holds priority, a manual move (+5 points by hand) sent anyway and
 * refused: none is offered where every card is automated. Returns how many moves were tapped. */
async function firstMovesByHand(pages: Page[]) {
  const alba = pages[0]!;
  let moves = 0;
  let manual = false;
  while (moves < 6 || !manual) {
    expect(moves, "Alba holds priority within the first moves").toBeLessThan(100);
    if (!manual && (await albaHolds(alba))) {
      manual = true;
      // Every card of the demo set is automated: no manual moves are offered, and one sent anyway (+5 points) is
      // refused with its reason, nothing written (engine manual-text.ts).
      await expect(alba.getByTestId("manual-moves")).toHaveCount(0);
      const seq = await seqOf(alba);
      const refused = await alba.evaluate(
        async ({ path, seenSeq }) => {
          const res = await fetch(`/api/games/kartomantik/${path.split("/").pop()}/act`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              action: { type: "manual", move: { op: "points", delta: 5 } },
              seenSeq,
              idempotencyKey: crypto.randomUUID(),
            }),
          });
          return { status: res.status, body: (await res.json()) as { error: { message: string } } };
        },
        { path: new URL(alba.url()).pathname, seenSeq: seq },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe(
        t("errors.game_refused", { code: "no_manual_text", rule: "rulebook §3.2" }),
      );
      expect(await seqOf(alba)).toBe(seq);
      continue;
    }
    const page = await tapFirstGameOption(pages);
    if (!page) {
      expect(await untilSomeoneMayAct(pages), "the game goes on after its first moves").toBe(true);
      continue;
    }
    if (++moves === 6) {
      const seq = await seqOf(page);
      await page.reload();
      await expect(page.getByTestId("game-phone")).toHaveAttribute("data-seq", String(seq));
    }
  }
  return moves;
}

test("a constructed Bo1 event: decks, start; both phones open their match on the app", async () => {
  const org = organizer.page;
  await loginAsDemo(org);
  const created = await createDemoEvent(org, "Partite sull'app", "constructed", 1);
  eventId = created.eventId;
  joinCode = created.joinCode;
  for (const ph of phones) {
    await joinAs(ph.page, joinCode, ph.name, eventId);
    await pasteAndSaveDeck(ph.page, deck.map(itName));
  }
  await startTournamentFromEventPage(org);
  await projector.page.goto(`/projector/${joinCode}`);

  await openMatchGame(
    phones.map((p) => p.page),
    eventId,
  );
  // Both phones are in the same game.
  expect(new URL(phones[0]!.page.url()).pathname).toBe(new URL(phones[1]!.page.url()).pathname);
});

test("the two phones play the whole game through the page (one reload on the way); the points are the result", async () => {
  test.setTimeout(600_000);
  const pages = phones.map((p) => p.page);
  const byHand = await firstMovesByHand(pages);
  // The rest from inside the pages (support.ts autoplay).
  const played = await autoplay(pages);
  expect(byHand + played.reduce((n, p) => n + p.taps, 0)).toBeGreaterThan(6);
  expect(played.every((p) => p.taps > 0)).toBe(true);
  const texts = await Promise.all(pages.map((p) => over(p).textContent()));
  // "Hai vinto 85 a 60" on one phone is "Hai perso 60 a 85" on the other (or a draw on both).
  const numbers = texts.map(numbersIn);
  expect(numbers[0]).toEqual([...numbers[1]!].reverse());
  const [alba, bice] = numbers[0]! as [number, number];

  // The match is confirmed with those points, and the projector's standings show them.
  const home = pages[0]!;
  await home.goto(`/play/${eventId}`);
  await expect
    .poll(async () => numbersIn(await home.getByTestId("my-matches").textContent()))
    .toEqual(expect.arrayContaining([alba, bice]));
  const row = (name: string) => projector.page.getByTestId("standing-row").filter({ hasText: name });
  const cells = async (name: string) => (await row(name).locator("td").allTextContents()).flatMap(numbersIn);
  await expect.poll(() => cells("Alba"), { timeout: 15_000 }).toContain(alba);
  expect(await cells("Bice")).toContain(bice);
});

test("the organizer watches the game as spectator (no hands) and as judge, exports its log, replays it", async () => {
  const org = organizer.page;
  await org.goto(`/organizer/events/${eventId}`);
  const row = org.getByTestId("engine-game").filter({ hasText: "Alba" });
  await expect(row).toContainText(t("game.gameNumber", { n: 1 }));
  await row.getByRole("link", { name: t("game.spectating") }).click();
  await expect(org.getByTestId("game-viewer")).toHaveText(t("game.spectating"));
  await expect(org.getByTestId("game-phone")).toHaveAttribute("data-status", "finished");
  await expect(org.getByTestId("my-hand")).toHaveCount(0);
  await org.goBack();
  await org
    .getByTestId("engine-game")
    .filter({ hasText: "Alba" })
    .getByRole("link", { name: t("game.judge") })
    .click();
  await expect(org.getByTestId("game-viewer")).toHaveText(t("game.judge"));
  const gameId = new URL(org.url()).pathname.split("/").pop()!;
  const log = await org.evaluate(async (id) => (await fetch(`/api/games/kartomantik/${id}/log`)).json(), gameId);
  expect(log.status).toBe("finished");
  expect(log.actions.length).toBeGreaterThan(5);
  expect(log.actions.map((a: { seq: number }) => a.seq)).toEqual(log.actions.map((_: unknown, i: number) => i + 1));
  // The replay viewer steps through the log to the same end.
  await org.goto(`/organizer/events/${eventId}/games/kartomantik/${gameId}?as=replay`);
  await expect(org.getByTestId("replay-step")).toHaveText(t("game.replayStep", { step: 1, steps: log.actions.length }));
  const last = org.getByTestId("replay-last");
  await hydrated(last);
  await last.click();
  await expect(org.getByTestId("replay-step")).toHaveText(
    t("game.replayStep", { step: log.actions.length, steps: log.actions.length }),
  );
  await expect(org.getByTestId("replay-result")).toContainText(`${log.result.points[0]} : ${log.result.points[1]}`);
  // A phone (no organizer session) cannot export it.
  const denied = await phones[0]!.page.evaluate(
    async (id) => (await fetch(`/api/games/kartomantik/${id}/log`)).status,
    gameId,
  );
  expect(denied).toBe(401);
});

test("a phone plays a practice game against the bot to its end", async () => {
  test.setTimeout(600_000);
  const page = phones[1]!.page;
  await page.goto(`/play/${eventId}`);
  const practice = page.getByTestId("practice");
  await hydrated(practice);
  await page.getByTestId("bot-level").selectOption("facile");
  await practice.tap();
  await expect(page).toHaveURL(new RegExp(`/play/${eventId}/games/kartomantik/[^/]+$`));
  const [played] = await autoplay([page]);
  expect(played!.taps).toBeGreaterThan(0);
  await expect(over(page)).toBeVisible();
});
