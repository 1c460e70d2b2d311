// A Bo3 played partly on the app, partly on paper (issue 17 §2, §3, §5). A constructed Bo3 event:
// two phones (Ada, Bea), the organizer's console and the projector. Ada opens "Gioca sull'app";
// while game 1 runs, Bea's match page has no paper form but the game on the app, and a paper
// report sent anyway is refused with the reason (one source per game). Ada concedes: both game
// pages say what comes next (the sideboard for game 2) with a button to it; the match page, the
// console and the projector show the games so far. Both get ready, game 2 is played on the app
// (Bea concedes); no stale "Partita 2: si gioca!", and the paper form shows games 1 and 2 as
// recorded with only game 3 to enter. Ada reports game 3 on paper; on Bea's page Confirm and
// Dispute come before the sideboard; Bea confirms; all four screens show where the match stands.
// Expected figures come from the rules (a concession scores 0–0: engine/kartomantik), never the app.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  cheapDeck,
  createDemoEvent,
  errorBox,
  hydrated,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  pasteAndSaveDeck,
  startTournamentFromEventPage,
  t,
} from "./support";

test.describe.configure({ mode: "serial" });

type Screen = { context: BrowserContext; page: Page };
let organizer: Screen;
let projector: Screen;
let ada: Screen;
let bea: Screen;
let eventId = "";
let matchId = "";

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  projector = await newProjector(browser, info);
  ada = await newPhone(browser, info);
  bea = await newPhone(browser, info);
  for (const phone of [ada, bea]) phone.page.on("dialog", (d) => void d.accept());
});

test.afterAll(async () => {
  for (const s of [organizer, projector, ada, bea]) await s.context.close();
});

const matchUrl = () => `/play/${eventId}/matches/${matchId}`;
const pairing = (page: Page) => page.getByTestId("pairing").filter({ hasText: "Ada" });

/** Taps "Gioca sull'app" (or "Torna alla partita") on the match page and lands on the game. */
async function toGame(page: Page, testId: "play-on-app" | "live-game") {
  const button = page.getByTestId(testId);
  await hydrated(button);
  await button.tap();
  await expect(page).toHaveURL(new RegExp(`/play/${eventId}/games/kartomantik/[^/]+$`));
  await expect(page.getByTestId("game-phone")).toHaveAttribute("data-status", "running");
}

async function concede(page: Page) {
  const button = page.getByTestId("game-concede");
  await hydrated(button);
  await button.tap();
  await expect(page.getByTestId("game-over")).toBeVisible();
}

/** After an app game: both phones say what comes next, with the button to it. */
async function expectNext(page: Page, next: { sideboard: number } | "result", score: string) {
  const panel = page.getByTestId("match-next");
  await expect(panel).toBeVisible({ timeout: 10_000 });
  if (next === "result") await expect(panel).toHaveAttribute("data-next", "result");
  else {
    await expect(panel).toHaveAttribute("data-next", "sideboard");
    await expect(panel).toContainText(t("tournament.nextSideboard", { game: next.sideboard }));
    await expect(panel.getByTestId("match-next-go")).toHaveText(t("tournament.toSideboard", { game: next.sideboard }));
  }
  await expect(panel.getByTestId("match-next-score")).toContainText(score);
}

test("a constructed Bo3: two phones with decks, the organizer starts; console and projector follow", async () => {
  const org = organizer.page;
  await loginAsDemo(org);
  const created = await createDemoEvent(org, "Bo3 carta e app", "constructed", 3);
  eventId = created.eventId;
  await joinAs(ada.page, created.joinCode, "Ada", eventId);
  await pasteAndSaveDeck(ada.page, cheapDeck().map(itName));
  await joinAs(bea.page, created.joinCode, "Bea", eventId);
  await pasteAndSaveDeck(bea.page, cheapDeck().map(itName));
  await startTournamentFromEventPage(org);
  await expect(org.getByTestId("tournament-panel")).toBeVisible({ timeout: 12_000 });
  // The projector stays on the pairings for this test (?every: seconds between panels).
  await projector.page.goto(`/projector/${created.joinCode}?every=600`);
  await expect(projector.page.getByTestId("board-pairings")).toBeVisible();
  for (const phone of [ada, bea]) {
    await phone.page.goto(`/play/${eventId}`);
    await phone.page.getByTestId("open-match").tap();
    await expect(phone.page.getByTestId("match-phone")).toBeVisible();
  }
  matchId = new URL(ada.page.url()).pathname.split("/").pop()!;
});

test("§2: while game 1 runs on the app, the opponent's page has no paper form, and a paper report is refused with the reason", async () => {
  await toGame(ada.page, "play-on-app");
  const page = bea.page;
  const live = page.getByTestId("match-live");
  await expect(live).toContainText(t("tournament.liveOnApp", { game: 1 }), { timeout: 10_000 });
  await expect(page.getByTestId("result-form")).toHaveCount(0);
  // The console says so too, and the projector (not "da giocare" alone while the room sees them play).
  for (const s of [organizer, projector])
    await expect(pairing(s.page).getByTestId("pairing-status")).toContainText(t("tournament.liveShort", { game: 1 }));
  // A phone that sends the paper result anyway (the night's 100–50) is refused, nothing recorded.
  const refused = await page.evaluate(
    async ({ eventId, matchId }) => {
      const view = (await (await fetch(`/api/events/${eventId}/tournament`)).json()) as {
        matches: { id: string; version: number }[];
      };
      const version = view.matches.find((m) => m.id === matchId)!.version;
      const res = await fetch(`/api/events/${eventId}/matches/${matchId}/report`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          games: [
            { a: 100, b: 50 },
            { a: 100, b: 50 },
          ],
          version,
          idempotencyKey: crypto.randomUUID(),
        }),
      });
      return { status: res.status, body: (await res.json()) as { error: { code: string; message: string } } };
    },
    { eventId, matchId },
  );
  expect(refused.status).toBe(409);
  expect(refused.body.error).toMatchObject({
    code: "match_game_running",
    message: t("errors.match_game_running", { game: 1 }),
  });
  await expect(pairing(organizer.page)).toHaveAttribute("data-status", "scheduled");
  await expect(pairing(organizer.page).getByTestId("pairing-result")).toHaveText("");
});

test("§3: game 1 ends on the app — both phones say the sideboard for game 2 comes next; match page, console and projector show the games so far", async () => {
  await toGame(bea.page, "live-game");
  await concede(ada.page);
  // A concession scores 0–0 on points (engine/kartomantik) and loses the game ("Abbandona la partita"):
  // game 1 is Bea's. Each phone counts from its own side.
  for (const [phone, won, lost] of [
    [ada, 0, 1],
    [bea, 1, 0],
  ] as const)
    await expectNext(
      phone.page,
      { sideboard: 2 },
      `${t("tournament.gamesScore", { a: won, b: lost })} · ${t("tournament.pointsScore", { a: 0, b: 0 })}`,
    );
  for (const s of [organizer, projector]) {
    await expect(pairing(s.page).getByTestId("pairing-games")).toHaveText(t("tournament.gamesWon", { score: "0–1" }));
    await expect(pairing(s.page).getByTestId("pairing-result")).toContainText(
      t("tournament.result", { a: "0", b: "0" }),
    );
  }
  for (const s of [organizer, projector])
    await expect(pairing(s.page).getByTestId("pairing-status")).not.toContainText(
      t("tournament.liveShort", { game: 1 }),
    );

  // The button leads to the sideboard on the match page.
  for (const phone of [ada, bea]) {
    await phone.page.getByTestId("match-next-go").tap();
    await expect(phone.page).toHaveURL(new RegExp(`${matchUrl()}#sideboard$`));
    const progress = phone.page.getByTestId("match-progress");
    await expect(progress).toContainText(
      `${t("tournament.gameLine", { n: 1, score: "0–0" })} · ${t("tournament.gameSource.engine")}`,
    );
    await expect(phone.page.getByTestId("sideboard-panel")).toHaveAttribute("data-game", "2");
    // Game 1 is not offered again on paper: it shows as recorded, game 2 is the first to enter.
    const rows = phone.page.getByTestId("game-row");
    await expect(rows.first()).toHaveAttribute("data-fixed", "true");
    await expect(rows.first().getByRole("textbox").first()).toHaveValue("0");
    await expect(rows.nth(1)).toHaveAttribute("data-fixed", "false");
    await expect(rows.nth(1).getByRole("textbox").first()).toHaveValue("");
  }
});

test('§3: game 2 on the app after the sideboard; no stale "game 2: play!" once it is played, only game 3 to enter on paper', async () => {
  for (const phone of [ada, bea]) {
    const ready = phone.page.getByTestId("sideboard-ready-button");
    await hydrated(ready);
    await ready.tap();
    // The first one ready waits; the second starts game 2 (and sees game 3's sideboard).
    if (phone === ada)
      await expect(phone.page.getByTestId("sideboard-ready")).toContainText(t("sideboard.waiting", { name: "Bea" }));
  }
  await expect(bea.page.getByTestId("sideboard-started").first()).toHaveText(t("sideboard.started", { game: 2 }));
  await expect(ada.page.getByTestId("sideboard-started").first()).toHaveText(t("sideboard.started", { game: 2 }), {
    timeout: 10_000,
  });
  await toGame(ada.page, "play-on-app");
  await expect(bea.page.getByTestId("match-live")).toContainText(t("tournament.liveOnApp", { game: 2 }), {
    timeout: 10_000,
  });
  await toGame(bea.page, "live-game");
  await concede(bea.page);
  // Bea concedes game 2: one game each, game 3 decides.
  for (const phone of [ada, bea])
    await expectNext(phone.page, { sideboard: 3 }, t("tournament.gamesScore", { a: 1, b: 1 }));
  await expect(projector.page.getByTestId("pairing").first()).toBeVisible();

  for (const phone of [ada, bea]) {
    await phone.page.getByTestId("match-next-go").tap();
    await expect(phone.page.getByTestId("sideboard-panel")).toHaveAttribute("data-game", "3");
    await expect(phone.page.getByText(t("sideboard.started", { game: 2 }))).toHaveCount(0);
    await expect(phone.page.getByTestId("match-progress").locator("li")).toHaveCount(2);
    const rows = phone.page.getByTestId("game-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute("data-fixed", "true");
    await expect(rows.nth(1)).toHaveAttribute("data-fixed", "true");
    await expect(rows.nth(2)).toHaveAttribute("data-fixed", "false");
  }
});

test("§3 §5: game 3 on paper — Confirm and Dispute come before the sideboard; once confirmed, every screen shows where the match ended", async () => {
  const form = ada.page.getByTestId("result-form");
  const game3 = form.getByTestId("game-row").nth(2);
  await game3.getByRole("textbox").first().fill("100");
  await game3.getByRole("textbox").nth(1).fill("50");
  await form.getByRole("button", { name: t("tournament.send") }).tap();
  await expect(ada.page.getByTestId("match-awaiting-opponent")).toBeVisible();
  await expect(errorBox(ada.page)).toHaveCount(0);

  const page = bea.page;
  const answer = page.getByTestId("match-awaiting-me");
  await expect(answer).toBeVisible({ timeout: 10_000 });
  // Confirm and Dispute first, the sideboard list below them (document order).
  const sideboard = page.getByTestId("sideboard-panel");
  await expect(sideboard).toBeVisible();
  const before = await answer.evaluate((el) => {
    const panel = document.querySelector('[data-testid="sideboard-panel"]')!;
    return !!(el.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(before).toBe(true);
  const answerBox = (await answer.boundingBox())!;
  const sideboardBox = (await sideboard.boundingBox())!;
  expect(answerBox.y + answerBox.height).toBeLessThanOrEqual(sideboardBox.y);
  const confirm = page.getByTestId("match-confirm");
  await hydrated(confirm);
  await confirm.tap();
  await expect(page.getByTestId("match-confirmed")).toBeVisible();

  // Bea lost game 3 50–100: from her side 1–2 in games (she won game 1 by Ada's concession), 50–100 in
  // points; Ada's the other way.
  await expect(page.getByTestId("match-games-won")).toHaveText(t("tournament.gamesWon", { score: "1–2" }));
  await expect(ada.page.getByTestId("match-games-won")).toHaveText(t("tournament.gamesWon", { score: "2–1" }), {
    timeout: 10_000,
  });
  for (const s of [organizer, projector]) {
    await expect(pairing(s.page)).toHaveAttribute("data-status", "confirmed");
    await expect(pairing(s.page).getByTestId("pairing-games")).toHaveText(t("tournament.gamesWon", { score: "2–1" }));
  }
  // The match's history keeps every source: two games on the app, the paper report and its confirmation.
  const history = await organizer.page.evaluate(
    async ({ eventId, matchId }) =>
      (
        (await (await fetch(`/api/events/${eventId}/matches/${matchId}`)).json()) as { history: { type: string }[] }
      ).history.map((h) => h.type),
    { eventId, matchId },
  );
  expect(history.filter((type) => type === "match.engine_game")).toHaveLength(2);
  expect(history.slice(-2)).toEqual(["match.reported", "match.confirmed"]);
});
