// Every absent seat can be a bot (issue 29 §8, its "Done when": a pod of five with two absent seats played to the
// end with two bots). Five players join a Free-for-All event and save their decks; two of them (Bruno, Dario) are
// gone when the round starts. On the match's console the organizer gives Bruno's seat to the bot — the game starts
// with it — then Dario's, in the running game. The three phones find the game running on their match page, show
// which seats are bots, and play it to its end: their first moves through the game page's buttons, the rest (to
// keep the run short) as the page's own calls to the act endpoint from the phone, each answered by the server's
// stream. Every phone shows the result; the console shows the match confirmed by the app.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createModeEvent } from "./flows";
import {
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

/** What a phone's player did (kept on its window). */
interface Played {
  taps: number;
  calls: number;
  refused: number;
}

/** Plays the phone's seat inside its game page until the game is over: the first `taps` moves by tapping the first
 * action the page offers, then by posting the first legal action of each new message of the game's stream (the
 * page's own player stream) to the act endpoint, as the page would. A stale answer waits for the next message. */
async function play(page: Page, taps: number) {
  await page.evaluate((taps) => {
    const played = { taps: 0, calls: 0, refused: 0 };
    (window as unknown as { __played: Played }).__played = played;
    const gameId = location.pathname.split("/").pop()!;
    let tapped = -1;
    const byApi = () => {
      type Message = { seq: number; status: string; legal?: unknown[] };
      let latest: Message | null = null;
      let acted = -1;
      let sending = false;
      const source = new EventSource(`/api/games/${gameId}/stream?as=player`);
      const next = async () => {
        const m = latest;
        if (sending || !m || m.status === "finished" || m.seq === acted || !m.legal?.length) return;
        [sending, acted] = [true, m.seq];
        const res = await fetch(`/api/games/${gameId}/act`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            action: m.legal[0],
            seenSeq: m.seq,
            idempotencyKey: `e2e-${m.seq}-${Math.random().toString(36).slice(2)}`,
          }),
        });
        sending = false;
        played.calls++;
        if (!res.ok) played.refused++;
        void next();
      };
      source.addEventListener("game", (e) => {
        latest = JSON.parse((e as MessageEvent<string>).data) as Message;
        if (latest.status === "finished") source.close();
        void next();
      });
    };
    const timer = setInterval(() => {
      const phone = document.querySelector<HTMLElement>('[data-testid="game-phone"]');
      if (!phone || document.querySelector('[data-testid="game-over"]')) return;
      if (played.taps >= taps) {
        clearInterval(timer);
        return byApi();
      }
      const seq = Number(phone.dataset.seq);
      const button = document.querySelector<HTMLButtonElement>('[data-testid="game-action"]');
      if (!button || button.disabled || seq === tapped) return;
      tapped = seq;
      played.taps++;
      button.click();
    }, 40);
  }, taps);
}

test("a pod of five, two absent: the organizer gives both seats to the bot; three phones play it to the end", async () => {
  // Bounds against a hang, not speed checks: a whole pod game on a loaded machine took over 2 minutes.
  test.setTimeout(420_000);
  const org = organizer.page;
  await loginAsDemo(org);
  const { eventId, joinCode } = await createModeEvent(org, "Pod con due bot", "ffa");
  await Promise.all(
    phones.map(async ({ page }, i) => {
      await joinAs(page, joinCode, NAMES[i]!, eventId);
      await pasteAndSaveDeck(
        page,
        cheapDeck().map((c) => `1 ${itName(c)}`),
      );
    }),
  );
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
  for (const [i, name] of ABSENT.entries()) {
    org.once("dialog", (d) => void d.accept());
    await console_.locator(`[data-testid="bot-seat"][data-seat-name="${name}"]`).click();
    await expect(console_.getByTestId("bot-seat-taken")).toHaveCount(i + 1);
    await expect(console_.getByTestId("bot-seat-taken").nth(i)).toHaveText(`⚙ ${t("game.botSeatTaken", { name })}`);
  }
  await expect(console_.getByTestId("bot-seat")).toHaveCount(3);

  // The three phones find the game running on their match page and join it; each marks the two bot seats.
  for (const page of present) {
    await page.goto(`/play/${eventId}/matches/${matchId}`);
    const live = page.getByTestId("live-game");
    await hydrated(live);
    await live.tap();
    await expect(page).toHaveURL(new RegExp(`/play/${eventId}/games/[^/]+$`));
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
  for (const page of present) await play(page, 3);
  for (const page of present) await expect(page.getByTestId("game-over")).toBeVisible({ timeout: 300_000 });
  const played = await Promise.all(
    present.map((p) => p.evaluate(() => (window as unknown as { __played: Played }).__played)),
  );
  test.info().annotations.push({
    type: "game",
    description: `pod of five, two bots: ${played.map((p) => `${p.taps}+${p.calls}`).join(", ")} moves, ${Date.now() - started} ms`,
  });
  expect(played.every((p) => p.taps === 3)).toBe(true);
  // The same result on every phone, each seat named with its points (the bots' seats too).
  const results = await Promise.all(present.map((p) => p.getByTestId("game-over").textContent()));
  for (const [i, text] of results.entries())
    for (const name of NAMES.filter((n) => n !== PRESENT[i])) expect(text).toContain(`${name} `);
  // The app's result is the match's.
  await org.reload();
  await expect(org.getByTestId("organizer-match")).toHaveAttribute("data-status", "confirmed");
});
