// The projector during a six- and a three-player Draft Bazaar: a table of 12 (or 6 wide) cards must fit
// a 1280×720 and a 1920×1080 screen without scrolling (nobody scrolls a projector), with card names
// broken only between words, and the pause readable from the back of the room.
// The six players join and act through the API with their own device cookies (their phones' UI is
// covered by draft.spec.ts); the organizer uses the console.
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { baseURL, brokenWords, createDemoDraftEvent, demoSet, hydrated, itName, loginAsDemo, newDesktop, newProjector, t } from "./support";

const NAMES = ["Alessandra", "Bartolomeo", "Costanza", "Donatella", "Ermenegildo", "Filomena"];
const LIVE = { timeout: 4_000 };

/** What does not fit: the board's overflow, rows or lines below the screen, words broken inside. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const height = window.innerHeight;
    const width = window.innerWidth;
    const board = document.querySelector<HTMLElement>('[data-testid="draft-board"]')!;
    const frame = board.parentElement!;
    if (frame.scrollHeight > frame.clientHeight + 1) problems.push(`board overflows: ${frame.scrollHeight} > ${frame.clientHeight}`);
    const mustShow = ['[data-testid="board-players"] tbody tr', '[data-testid="board-rolls"]', '[data-testid="board-best"]', '[data-testid="board-status"]', '[data-testid="card-tile"]'];
    for (const selector of mustShow) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const r = el.getBoundingClientRect();
        if (r.bottom > height + 0.5 || r.right > width + 0.5 || r.top < -0.5) problems.push(`${selector} "${el.textContent?.slice(0, 30)}" off screen (${Math.round(r.top)}–${Math.round(r.bottom)} of ${height})`);
      }
    }
    // A tile's points and symbols stay inside it.
    for (const tile of document.querySelectorAll<HTMLElement>('[data-testid="card-tile"]')) {
      const bottom = tile.getBoundingClientRect().bottom;
      for (const part of tile.querySelectorAll<HTMLElement>("*")) {
        if (part.getBoundingClientRect().bottom > bottom + 0.5) {
          problems.push(`tile "${tile.textContent?.slice(0, 30)}" overflows by ${Math.round(part.getBoundingClientRect().bottom - bottom)} px`);
          break;
        }
      }
    }
    for (const cell of document.querySelectorAll<HTMLElement>('[data-testid="board-players"] tbody td:first-child')) {
      if (cell.scrollWidth > cell.clientWidth + 0.5) problems.push(`player name cut: "${cell.textContent}"`);
    }
    // The best bid "5 · Bruno" on one line.
    const best = document.querySelector<HTMLElement>('[data-testid="board-best"]');
    if (best && best.getClientRects().length && best.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(best).fontSize)) problems.push(`best bid wraps: "${best.textContent}"`);
    return problems;
  });
}

for (const count of [6, 3]) test(`${count} players, a table of ${2 * count}: the projector fits 1280×720 and 1920×1080, names unbroken, the pause large`, async ({ browser }, info) => {
  const organizer = await newDesktop(browser, info);
  const projector = await newProjector(browser, info);
  const players: APIRequestContext[] = [];
  try {
    const org = organizer.page;
    await loginAsDemo(org);
    const names = NAMES.slice(0, count);
    const { eventId, joinCode } = await createDemoDraftEvent(org, `${count} al tavolo`);
    const origin = baseURL(info);
    for (const name of names) {
      const phone = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
      players.push(phone);
      const res = await phone.post("/api/join", { data: { code: joinCode, name } });
      expect(res.status(), await res.text()).toBe(200);
    }
    const start = await org.request.post(`/api/events/${eventId}/draft`, {
      headers: { origin },
      data: { composition: { wills: 4, minor: 4, medium: 3, major: 1 }, acceptShortDraft: true, clockSeconds: null },
    });
    expect(start.status(), await start.text()).toBe(200);

    const proj = projector.page;
    await proj.goto(`/projector/${joinCode}`);
    const board = proj.getByTestId("draft-board");
    await hydrated(board);
    const tiles = board.getByTestId("board-cards").getByTestId("card-tile");
    await expect(tiles).toHaveCount(2 * count);

    // Whoever is active chooses a card (the others are refused), and the next player opens at 5.
    const cardId = (await tiles.first().getAttribute("data-card-id"))!;
    const play = async (phone: APIRequestContext, body: Record<string, unknown>, seenSeq: number) =>
      phone.post(`/api/events/${eventId}/draft/play`, { data: { ...body, seenSeq, idempotencyKey: crypto.randomUUID() } });
    let chooser = -1;
    for (const [i, phone] of players.entries()) {
      if ((await play(phone, { type: "choose", cardId }, 1)).ok()) chooser = i;
    }
    expect(chooser).toBeGreaterThanOrEqual(0);
    const bidder = (chooser + 1) % count;
    expect((await play(players[bidder]!, { type: "bid", amount: 5 }, 2)).ok()).toBe(true);
    await expect(board.getByTestId("board-best")).toHaveText(t("draft.bestBid", { amount: 5, name: names[bidder]! }), LIVE);
    await expect(tiles.and(proj.locator("[data-highlight]"))).toHaveCount(1);

    // Which cards are dealt varies: for the word check, the first tile holds the demo set's longest
    // words (letters differ in width, so a dozen of them), then its own name again.
    const words = [...new Set(demoSet.map(itName).flatMap((n) => n.split(/\s+/)))].sort((a, b) => b.length - a.length).slice(0, 12).join(" ");
    const firstName = tiles.first().locator("span").first();
    const own = (await firstName.textContent())!;

    for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
      await proj.setViewportSize(size);
      await expect(board.getByTestId("board-players").locator("tbody tr")).toHaveCount(count);
      expect(await layoutProblems(proj), `${size.width}×${size.height}`).toEqual([]);
      await firstName.evaluate((el, text) => (el.textContent = text), words);
      expect(await brokenWords(proj), `${size.width}×${size.height}`).toEqual([]);
      await firstName.evaluate((el, text) => (el.textContent = text), own);
    }

    // The pause, in large type on the board, still fitting the smaller screen.
    await proj.setViewportSize({ width: 1280, height: 720 });
    const pause = org.getByRole("button", { name: t("draft.pause"), exact: true });
    await hydrated(pause);
    await pause.click();
    const status = board.getByTestId("board-status");
    await expect(status).toHaveText(t("draft.paused"), LIVE);
    expect(await status.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(0.05 * 720);
    expect(await layoutProblems(proj)).toEqual([]);
    expect(await brokenWords(proj)).toEqual([]);
  } finally {
    for (const phone of players) await phone.dispose();
    await Promise.all([organizer.context.close(), projector.context.close()]);
  }
});
