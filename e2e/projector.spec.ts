// The projector during a six- and a three-player Draft Bazaar: a table of 12 (or 6 wide) cards must fit
// a 1280×720, a 1024×768 and a 1920×1080 screen without scrolling (nobody scrolls a projector), with
// card names broken only between words, the players' table heads apart, the pause readable from the
// back of the room; it says who chooses next, the dimmed tiles' names keep a contrast of 4.5:1
// (WCAG, computed from the page's styles) and the clock reads "598 s" without a gap.
// The six players join and act through the API with their own device cookies (their phones' UI is
// covered by draft.spec.ts); the organizer uses the console.
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  PROJECTOR_SIZES,
  baseURL,
  brokenWords,
  crampedHeadsIn,
  createDemoDraftEvent,
  demoSet,
  hydrated,
  itName,
  loginAsDemo,
  newDesktop,
  newProjector,
  shoot,
  smallText,
  t,
} from "./support";

// A name as long as a seat takes (24 characters, NAME_MAX) but one.
const NAMES = ["Alessandra", "Massimiliano Bartolomei", "Costanza", "Donatella", "Ermenegildo", "Filomena"];
const LIVE = { timeout: 4_000 };

/** What does not fit: the board's overflow, rows or lines below the screen, words broken inside. */
async function layoutProblems(page: Page): Promise<string[]> {
  // The players' table heads inside their columns and apart ("Carte" "Spesi", not "CarteSpesi").
  const heads = await page.evaluate(crampedHeadsIn, '[data-testid="board-players"]');
  return [...heads, ...(await boardProblems(page))];
}

function boardProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const height = window.innerHeight;
    const width = window.innerWidth;
    const board = document.querySelector<HTMLElement>('[data-testid="draft-board"]')!;
    const frame = board.parentElement!;
    if (frame.scrollHeight > frame.clientHeight + 1)
      problems.push(`board overflows: ${frame.scrollHeight} > ${frame.clientHeight}`);
    const mustShow = [
      '[data-testid="board-players"] tbody tr',
      '[data-testid="board-rolls"]',
      '[data-testid="board-best"]',
      '[data-testid="board-status"]',
      '[data-testid="card-tile"]',
      '[data-testid="board-next"]',
      '[data-testid="board-clock"]',
    ];
    for (const selector of mustShow) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const r = el.getBoundingClientRect();
        if (r.bottom > height + 0.5 || r.right > width + 0.5 || r.top < -0.5)
          problems.push(
            `${selector} "${el.textContent?.slice(0, 30)}" off screen (${Math.round(r.top)}–${Math.round(r.bottom)} of ${height})`,
          );
      }
    }
    // The auction's lines inside their panel (it cuts what does not fit).
    const auction = document.querySelector<HTMLElement>('[data-testid="board-auction"]');
    const box = auction?.getBoundingClientRect();
    for (const line of auction ? [...auction.children] : []) {
      const r = line.getBoundingClientRect();
      if (r.top < box!.top - 0.5 || r.bottom > box!.bottom + 0.5)
        problems.push(
          `auction line "${line.textContent?.slice(0, 30)}" cut by its panel (${Math.round(r.top)}–${Math.round(r.bottom)} of ${Math.round(box!.top)}–${Math.round(box!.bottom)})`,
        );
    }
    // A tile's points and symbols stay inside it.
    for (const tile of document.querySelectorAll<HTMLElement>('[data-testid="card-tile"]')) {
      const bottom = tile.getBoundingClientRect().bottom;
      for (const part of tile.querySelectorAll<HTMLElement>("*")) {
        if (part.getBoundingClientRect().bottom > bottom + 0.5) {
          problems.push(
            `tile "${tile.textContent?.slice(0, 30)}" overflows by ${Math.round(part.getBoundingClientRect().bottom - bottom)} px`,
          );
          break;
        }
      }
    }
    for (const cell of document.querySelectorAll<HTMLElement>('[data-testid="board-players"] tbody td:first-child')) {
      if (cell.scrollWidth > cell.clientWidth + 0.5) problems.push(`player name cut: "${cell.textContent}"`);
    }
    // The best bid "5 · Bruno" on one line.
    const best = document.querySelector<HTMLElement>('[data-testid="board-best"]');
    if (
      best &&
      best.getClientRects().length &&
      best.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(best).fontSize)
    )
      problems.push(`best bid wraps: "${best.textContent}"`);
    return problems;
  });
}

/** WCAG contrast of each dimmed tile's name on its tile, from the computed styles: the name's colour
 * and every colour of the tile's background (its gradient's stops), each composited over the
 * page's background with the opacity of the tile and of its ancestors. */
async function dimmedContrasts(page: Page): Promise<{ name: string; ratio: number }[]> {
  return page.evaluate(() => {
    const rgba = (text: string) =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) =>
        m[1]!
          .split(/[ ,/]+/)
          .filter(Boolean)
          .map(Number),
      );
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const over = (top: number[], alpha: number, under: number[]) =>
      under.map((u, i) => alpha * top[i]! + (1 - alpha) * u);
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const tiles = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid="board-cards"] [data-testid="card-tile"]:not([data-highlight])',
      ),
    ];
    return tiles.map((tile) => {
      const name = tile.querySelector<HTMLElement>("span")!;
      let opacity = 1;
      let paper = [255, 255, 255];
      for (let el: HTMLElement | null = tile; el; el = el.parentElement)
        opacity *= Number(getComputedStyle(el).opacity);
      for (let el: HTMLElement | null = tile.parentElement; el; el = el.parentElement) {
        const bg = rgba(getComputedStyle(el).backgroundColor)[0];
        if (bg && (bg[3] ?? 1) > 0) {
          paper = bg.slice(0, 3);
          break;
        }
      }
      const style = getComputedStyle(tile);
      const stops = [...rgba(style.backgroundImage), ...rgba(style.backgroundColor).filter((c) => (c[3] ?? 1) > 0)].map(
        (c) => over(c.slice(0, 3), c[3] ?? 1, paper),
      );
      const ink = rgba(getComputedStyle(name).color)[0]!;
      const text = over(over(ink.slice(0, 3), ink[3] ?? 1, stops[0] ?? paper), opacity, paper);
      return {
        name: name.textContent ?? "",
        ratio: Math.min(...stops.map((stop) => ratio(text, over(stop, opacity, paper)))),
      };
    });
  });
}

for (const count of [6, 3])
  test(`${count} players, a table of ${2 * count}: the projector fits 1280×720, 1024×768 and 1920×1080, names unbroken, heads apart, dimmed names readable, who chooses next, the pause large`, async ({
    browser,
  }, info) => {
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
      const start = await org.request.post(`/api/kartomantik/events/${eventId}/draft`, {
        headers: { origin },
        data: { composition: { wills: 4, minor: 4, medium: 3, major: 1 }, acceptShortDraft: true, clockSeconds: 600 },
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
        phone.post(`/api/kartomantik/events/${eventId}/draft/play`, {
          data: { ...body, seenSeq, idempotencyKey: crypto.randomUUID() },
        });
      let chooser = -1;
      for (const [i, phone] of players.entries()) {
        if ((await play(phone, { type: "choose", cardId }, 1)).ok()) chooser = i;
      }
      expect(chooser).toBeGreaterThanOrEqual(0);
      // Who chooses next (rules §2, §3.5): the first chooser opens the snake, so if nobody outbids
      // them the next seat chooses; once another player's bid is best, the chooser chooses again.
      const bidder = (chooser + 1) % count;
      await expect(board.getByTestId("board-next")).toHaveText(t("draft.nextChooser", { name: names[bidder]! }), LIVE);
      expect((await play(players[bidder]!, { type: "bid", amount: 5 }, 2)).ok()).toBe(true);
      await expect(board.getByTestId("board-best")).toHaveText(
        t("draft.bestBid", { amount: 5, name: names[bidder]! }),
        LIVE,
      );
      await expect(tiles.and(proj.locator("[data-highlight]"))).toHaveCount(1);
      await expect(board.getByTestId("board-next")).toHaveText(t("draft.nextChooser", { name: names[chooser]! }));
      // The clock: "598 s", the space narrower than a digit (in a monospace font it is a digit wide: "6   s").
      const clock = board.getByTestId("board-clock");
      await expect(clock).toHaveText(/^\d+ s$/);
      const widths = await clock.evaluate((el) => {
        const text = el.firstChild!;
        const width = (at: number) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return range.getBoundingClientRect().width;
        };
        return { digit: width(0), space: width(text.textContent!.indexOf(" ")) };
      });
      expect(widths.space, `the clock's space (${widths.space} px) against a digit (${widths.digit} px)`).toBeLessThan(
        0.6 * widths.digit,
      );

      // Which cards are dealt varies: for the word check, the first tile holds the demo set's longest
      // words (letters differ in width, so a dozen of them), then its own name again.
      const words = [...new Set(demoSet.map(itName).flatMap((n) => n.split(/\s+/)))]
        .sort((a, b) => b.length - a.length)
        .slice(0, 12)
        .join(" ");
      const firstName = tiles.first().locator("span").first();
      const own = (await firstName.textContent())!;

      for (const size of PROJECTOR_SIZES) {
        await proj.setViewportSize(size);
        await expect(board.getByTestId("board-players").locator("tbody tr")).toHaveCount(count);
        await shoot(proj, info, `draft-${count}-${size.width}x${size.height}`);
        expect(await layoutProblems(proj), `${size.width}×${size.height}`).toEqual([]);
        // The players' names whole (a long one on two lines, broken between words) and read from 5 m: at least 2.6 % of
        // the height (28 px at 1080 lines).
        const playerNames = '[data-testid="board-players"] tbody td:first-child';
        expect(await brokenWords(proj, playerNames), `${size.width}×${size.height}`).toEqual([]);
        expect(await smallText(proj, playerNames, 0.026), `${size.width}×${size.height}`).toEqual([]);
        // Read from 5 m: the cards' names (and a will's type) at least 2.6 % of the screen's height, as the tournament
        // board's names (at six columns they were held by the tile's width: 15.6 px at 1280×720, 24 px at 1920×1080).
        expect
          .soft(
            await smallText(
              proj,
              '[data-testid="board-cards"] [data-testid="card-tile"] > span:first-child, [data-testid="board-cards"] [data-testid="card-type"]',
              0.026,
            ),
            `${size.width}×${size.height}`,
          )
          .toEqual([]);
        // Every tile but the one under auction is dimmed; their names stay readable.
        const contrasts = await dimmedContrasts(proj);
        expect(contrasts).toHaveLength(2 * count - 1);
        expect(
          contrasts.filter((c) => c.ratio < 4.5),
          `${size.width}×${size.height}: dimmed names under 4.5:1`,
        ).toEqual([]);
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
      expect(await status.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(
        0.05 * 720,
      );
      expect(await layoutProblems(proj)).toEqual([]);
      expect(await brokenWords(proj)).toEqual([]);

      // The organizer's console on a 360-px phone: the table's tiles break no name inside a word (the set's longest
      // words on the first tile, as above), nothing leaves its tile, the players' table heads stay apart.
      await org.setViewportSize({ width: 360, height: 740 });
      const desk = org.getByTestId("draft-console").getByTestId("draft-board");
      const deskName = desk.getByTestId("card-tile").first().locator("span").first();
      const deskOwn = (await deskName.textContent())!;
      await deskName.evaluate((el, text) => (el.textContent = text), words);
      const deskNames = '[data-testid="draft-console"] [data-testid="card-tile"] > span:first-child';
      expect(await brokenWords(org, deskNames), "console at 360 px").toEqual([]);
      await deskName.evaluate((el, text) => (el.textContent = text), deskOwn);
      expect(
        await org.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-testid="draft-console"] [data-testid="card-tile"]')]
            .filter((tile) =>
              [...tile.querySelectorAll<HTMLElement>("*")].some(
                (part) => part.getBoundingClientRect().bottom > tile.getBoundingClientRect().bottom + 0.5,
              ),
            )
            .map((tile) => `"${tile.textContent?.slice(0, 30)}" overflows its tile`),
        ),
        "console at 360 px",
      ).toEqual([]);
      expect(await org.evaluate(crampedHeadsIn, '[data-testid="draft-console"] [data-testid="board-players"]')).toEqual(
        [],
      );
      await desk.getByTestId("board-cards").scrollIntoViewIfNeeded();
      await shoot(org, info, `console-${count}-360`);
    } finally {
      for (const phone of players) await phone.dispose();
      await Promise.all([organizer.context.close(), projector.context.close()]);
    }
  });
