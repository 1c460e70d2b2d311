// A Draft Bazaar night's leftovers (issue 33 §10), on 360×740 phones and a 1280×720 projector, every starting point
// seeded through the app's API (e2e/seed.ts):
//  - "Avvia il draft" reaches the waiting screens by the server's word: a phone, the projector's join screen and the
//    organizer's console on a second device turn to the draft with their periodic reloads held (a hidden page does
//    not reload: components/AutoRefresh.tsx), so only the start's own message can bring it;
//  - the projector's temperament marks on dimmed tiles (the capricious ★, the transcendent ✚) reach 4.5:1, computed
//    from the colours the browser draws (WCAG 1.4.3);
//  - a Bo3 (event-rules §6) half played reads "in corso, 1–0" on the console and the projector; sideboarding is
//    between games (rulebook §4.1 "Prima dell'inizio di ogni partita"): absent while game 2 is played, offered for
//    game 3 once game 2 is over;
//  - the card browser draws effect tokens ("{H}{H}") as the temperaments' marks, named, and no filter option is cut.
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { axeProblems } from "./a11y";
import { api, demoEvent, join, organizer, saveDeck, startTournament, type Device } from "./seed";
import {
  PHONE_360,
  baseURL,
  cheapDeck,
  draftAct,
  draftStreamView,
  hydrated,
  messages,
  newPhone,
  t,
  type PlayView,
} from "./support";

const PROJECTOR_720 = { viewport: { width: 1280, height: 720 } };
// The drafts' deals are their events' test seeds (lib/random-seed.ts; the draft's deck depends on the set and the
// seed alone: engine/kartomantik/draft/setup.ts). With fresh seeds, measured over 50,000 drafts of 2 × 36 (the
// engine, this flow's choices): a ★ and a ✚ on dimmed tiles after 23 moves at the median, 86 in one draft of 100,
// and never in one draft of 940 (53 of 50,000 ran out without a ✚ or a ★); over 100,000 tables of six, 1 in 160
// had no will on its first table, and the next will came after 57 moves (the bound was 30). These deals show both
// marks at the first auction, and a will on the first table of six.
const SEED_WITH_MARKS_AT_ONCE = 9;
const SEED_WITH_A_WILL_AT_ONCE = 1;
const contexts: BrowserContext[] = [];

/** A page whose periodic reloads are held: the document says it is hidden, so AutoRefresh never fires. */
async function held(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden", configurable: true }),
  );
}

async function phone360(browser: Browser, info: TestInfo, joinCode: string, name: string) {
  const phone = await newPhone(browser, info, PHONE_360);
  contexts.push(phone.context);
  return { ...phone, seatId: await join(phone.page, joinCode, name) };
}

async function projector720(browser: Browser, info: TestInfo): Promise<Device> {
  const context = await browser.newContext({ ...PROJECTOR_720, baseURL: baseURL(info), locale: "it-IT" });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

test.afterAll(async () => {
  for (const c of contexts) await c.close();
});

/** In the page: each mark on a dimmed draft tile as [temperament, contrast on the tile's flat background]. */
function dimmedMarks(page: Page): Promise<[string, number][]> {
  return page.evaluate(() => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const marks: [string, number][] = [];
    for (const tile of document.querySelectorAll<HTMLElement>('[data-testid="card-tile"][data-dim]')) {
      const bg = channels(getComputedStyle(tile).backgroundColor);
      for (const mark of tile.querySelectorAll<HTMLElement>("[data-temperament]")) {
        const [hi, lo] = [luminance(channels(getComputedStyle(mark).color)), luminance(bg)].sort((x, y) => y - x);
        marks.push([mark.dataset.temperament!, (hi! + 0.05) / (lo! + 0.05)]);
      }
    }
    return marks;
  });
}

test("the start reaches a waiting phone, the projector and a second console without a reload; ★ and ✚ at 4.5:1 on the projector", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Avanzi del draft", {
    format: "draft_bazaar",
    testSeed: SEED_WITH_MARKS_AT_ONCE,
  });
  const phones = [await phone360(browser, info, joinCode, "Ada"), await phone360(browser, info, joinCode, "Bea")];
  // The organizer's second device (a tablet at the desk) and the projector wait with their reloads held.
  const desk = await organizer(browser, info);
  contexts.push(desk.context);
  const projector = await projector720(browser, info);
  for (const context of [phones[0]!.context, desk.context, projector.context]) await held(context);

  const phone = phones[0]!.page;
  await phone.goto(`/play/${eventId}`);
  await hydrated(phone.getByTestId("my-name"));
  await projector.page.goto(`/projector/${joinCode}`);
  await expect(projector.page.getByTestId("join-code")).toBeVisible();
  await desk.page.goto(`/organizer/events/${eventId}`);
  await hydrated(desk.page.getByTestId("draft-console").getByRole("button", { name: t("draft.start") }));
  await org.page.goto(`/organizer/events/${eventId}`);
  const start = org.page.getByTestId("draft-console").getByRole("button", { name: t("draft.start") });
  await hydrated(start);
  const loads = { phone: 0, desk: 0, projector: 0 };
  phone.on("load", () => loads.phone++);
  desk.page.on("load", () => loads.desk++);
  projector.page.on("load", () => loads.projector++);
  await start.click();

  await expect(org.page.getByTestId("draft-console").getByTestId("draft-board")).toBeVisible();
  await expect(desk.page.getByTestId("draft-console").getByTestId("draft-board")).toBeVisible();
  await expect(phone.getByTestId("draft-phone")).toBeVisible();
  await expect(projector.page.getByTestId("draft-board")).toBeVisible();
  expect(loads, "no page was reloaded").toEqual({ phone: 0, desk: 0, projector: 0 });

  // The draft by the play API: the active player takes the first card, the other passes. At each auction the
  // projector dims every other tile; until a capricious ★ and a transcendent ✚ have both been on a dimmed tile.
  await phones[1]!.page.goto(`/play/${eventId}`);
  await expect(phones[1]!.page.getByTestId("draft-phone")).toBeVisible();
  const byPlayer = new Map<number, Page>();
  for (const p of phones) byPlayer.set((await draftStreamView(p.page, eventId)).me!.player, p.page);
  const ratios = new Map<string, number>();
  let view: PlayView = await draftStreamView(phone, eventId);
  let auctions = 0;
  for (let step = 0; !(ratios.has("capricious") && ratios.has("transcendent")); step++) {
    // This deal shows both at its first auction (its first table's second card and on): 2 moves.
    expect(step, "a ★ and a ✚ on dimmed tiles within 2 moves of this deal").toBeLessThan(2);
    expect(view.status, `the draft ran out after ${auctions} auctions, marks seen: ${[...ratios.keys()]}`).toBe(
      "running",
    );
    const auction = view.draft.auction;
    if (auction) {
      await expect(projector.page.getByTestId("draft-board")).toHaveAttribute("data-seq", String(view.seq));
      // Every card on the table but the one on sale is dimmed.
      await expect(projector.page.locator('[data-testid="card-tile"][data-dim]')).toHaveCount(
        view.draft.table.length - 1,
      );
      auctions++;
      for (const [temperament, ratio] of await dimmedMarks(projector.page))
        ratios.set(temperament, Math.min(ratio, ratios.get(temperament) ?? Infinity));
      view = await draftAct(byPlayer.get(auction.awaiting[0]!)!, eventId, view.seq, { type: "pass" });
    } else
      view = await draftAct(byPlayer.get(view.draft.active!)!, eventId, view.seq, {
        type: "choose",
        cardId: view.draft.table[0]!,
      });
  }
  for (const [temperament, ratio] of ratios)
    expect(ratio, `the ${temperament} mark on a dimmed tile`).toBeGreaterThanOrEqual(4.5);
  expect([
    ...(await axeProblems(projector.page, "projector")),
    ...(await axeProblems(phone, "phone")),
    ...(await axeProblems(desk.page, "console")),
  ]).toEqual([]);
});

test('a half-played Bo3 reads "in corso, 1–0" on the console and the projector; no sideboard while game 2 is played, game 3\'s after it', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Bo3 a metà", { bestOf: 3 });
  const ada = await phone360(browser, info, joinCode, "Ada");
  const bea = await phone360(browser, info, joinCode, "Bea");
  for (const p of [ada, bea]) await saveDeck(p.page, eventId, cheapDeck());
  await startTournament(org.page, eventId);
  type Match = { id: string; seats: { place: number; seatId: string; side: number }[] };
  const { matches } = await api<{ matches: Match[] }>(org.page, "GET", `/api/events/${eventId}/tournament`);
  const match = matches.find((m) => m.seats.some((s) => s.seatId === ada.seatId))!;
  const games = `/api/events/${eventId}/matches/${match.id}`;
  // A duel's engine players are its places; its score reads side by side.
  const seat = (who: { seatId: string }) => match.seats.find((s) => s.seatId === who.seatId)!;
  const concede = async (who: typeof ada) => {
    const { gameId } = await api<{ gameId: string }>(who.page, "POST", `${games}/games`);
    await api(who.page, "POST", `/api/games/kartomantik/${gameId}/act`, {
      action: { type: "concede", player: seat(who).place },
      seenSeq: 0,
      idempotencyKey: crypto.randomUUID(),
    });
  };
  /** Games won per side, from who won each game (a concession is lost: rulebook "Abbandona la partita"). */
  const score = (winners: (typeof ada)[]) =>
    [0, 1].map((side) => winners.filter((w) => seat(w).side === side).length).join("–");

  // Game 1: Bea concedes, Ada wins it.
  await concede(bea);
  const projector = await projector720(browser, info);
  await projector.page.goto(`/projector/${joinCode}?every=600`);
  await org.page.goto(`/organizer/events/${eventId}`);
  for (const page of [org.page, projector.page])
    await expect(page.getByTestId("pairing").filter({ hasText: "Ada" }).getByTestId("pairing-status")).toHaveText(
      t("tournament.status.inProgress", { score: score([ada]) }),
    );
  expect([...(await axeProblems(org.page, "console")), ...(await axeProblems(projector.page, "projector"))]).toEqual(
    [],
  );
  // The players' phones say it too, their own games won first: Ada 1–0, Bea 0–1.
  for (const [who, won] of [
    [ada, "1–0"],
    [bea, "0–1"],
  ] as const) {
    await who.page.goto(`/play/${eventId}`);
    const inProgress = t("tournament.status.inProgress", { score: won });
    await expect(who.page.getByTestId("my-next-status")).toHaveText(inProgress);
    await expect(who.page.getByTestId("my-matches")).toContainText(inProgress);
  }

  // Both ready for game 2: it starts. Ada's match page says so, and offers no sideboard for game 3.
  for (const p of [ada, bea])
    await api(p.page, "POST", `${games}/sideboard`, { game: 2, swaps: [], idempotencyKey: crypto.randomUUID() });
  const page = ada.page;
  await page.goto(`/play/${eventId}/matches/${match.id}`);
  await expect(page.getByTestId("sideboard-started")).toHaveText(t("sideboard.started", { game: 2 }));
  await expect(page.getByTestId("sideboard-panel")).toHaveCount(0);
  expect(await axeProblems(page, "match page, game 2")).toEqual([]);

  // Game 2 on the app: Ada concedes (one each). Now, between games, game 3's sideboard.
  await concede(ada);
  await expect(page.getByTestId("sideboard-panel")).toHaveAttribute("data-game", "3");
  const sideboard = page.getByTestId("sideboard-panel");
  await expect(sideboard.getByRole("heading", { name: t("sideboard.title", { game: 3 }) })).toBeVisible();
  // The next step first: the sideboard's heading and its first lines are on the phone's first screen, above the
  // paper report's form (under it, they were two screens down).
  await page.evaluate(() => window.scrollTo(0, 0));
  const heading = (await sideboard.getByRole("heading", { name: t("sideboard.title", { game: 3 }) }).boundingBox())!;
  expect(heading.y + heading.height + 120, "the sideboard on the first screen").toBeLessThanOrEqual(
    PHONE_360.viewport.height,
  );
  const report = page.getByRole("heading", { name: t("tournament.reportTitle") });
  await expect(report).toBeVisible();
  expect((await report.boundingBox())!.y, "the report's form after the sideboard").toBeGreaterThan(heading.y);
  await expect(org.page.getByTestId("pairing").filter({ hasText: "Ada" }).getByTestId("pairing-status")).toHaveText(
    t("tournament.status.inProgress", { score: score([ada, bea]) }),
  );
  expect(await axeProblems(page, "match page, before game 3")).toEqual([]);
});

/** The font size in px of each visible element under the selector, with its text. */
function fontSizes(page: Page, selector: string): Promise<[string, number][]> {
  return page
    .locator(selector)
    .filter({ visible: true })
    .evaluateAll((els) => els.map((el) => [el.textContent ?? "", parseFloat(getComputedStyle(el).fontSize)]));
}

test("a table of six on a 360-px phone: all 12 cards above the action bar on the player's turn; the projector's will types at 2.6 vh", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Tavola da sei", {
    format: "draft_bazaar",
    testSeed: SEED_WITH_A_WILL_AT_ONCE,
  });
  const players = [];
  for (const name of ["Ada", "Bea", "Cleo", "Dora", "Ema", "Fede"])
    players.push(await phone360(browser, info, joinCode, name));
  await api(org.page, "POST", `/api/kartomantik/events/${eventId}/draft`, {
    composition: { wills: 12, minor: 8, medium: 11, major: 5 },
    acceptShortDraft: true,
    clockSeconds: null,
  });
  const byPlayer = players.map((p) => p.page);
  const step = async (view: PlayView) => {
    const a = view.draft.auction;
    return a
      ? draftAct(byPlayer[a.awaiting[0]!]!, eventId, view.seq, { type: "pass" })
      : draftAct(byPlayer[view.draft.active!]!, eventId, view.seq, { type: "choose", cardId: view.draft.table[0]! });
  };

  // The first chooser's phone at the full table of 12: every card lies wholly above the action bar without their
  // scrolling (under the stage, the third row lay under the bar); still so once they tap the last one.
  await byPlayer[0]!.goto(`/play/${eventId}`);
  let view = await draftStreamView(byPlayer[0]!, eventId);
  expect(view.draft.table).toHaveLength(12);
  expect(view.draft.auction).toBeNull();
  const phone = byPlayer[view.draft.active!]!;
  await phone.goto(`/play/${eventId}`);
  await expect(phone.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(view.seq));
  await expect(phone.getByTestId("turn")).toHaveText(t("draft.yourTurn"));
  const cards = phone.getByTestId("table").getByRole("button");
  await expect(cards).toHaveCount(12);
  const inSight = async () => {
    const bar = (await phone.getByTestId("action-bar").boundingBox())!;
    return (await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))).flatMap((r, i) =>
      r.top >= 0 && r.bottom <= bar.y
        ? []
        : [`card ${i + 1}: ${Math.round(r.top)}–${Math.round(r.bottom)} (bar at ${Math.round(bar.y)})`],
    );
  };
  await expect.poll(inSight, { intervals: [50, 100, 200] }).toEqual([]);
  await cards.last().tap();
  await expect(phone.getByTestId("action-bar").getByRole("button", { name: t("draft.choose") })).toBeVisible();
  expect(await inSight()).toEqual([]);
  expect(await axeProblems(phone, "phone, a table of 12")).toEqual([]);

  // The projector: a will's type is as readable as the names from 5 m (≥ 2.6 % of the screen's height), uncut, at
  // 1920×1080 and 1280×720; a will lies on this deal's first table.
  const projector = await projector720(browser, info);
  await projector.page.setViewportSize({ width: 1920, height: 1080 });
  await projector.page.goto(`/projector/${joinCode}`);
  const board = projector.page.getByTestId("draft-board");
  for (let i = 0; ; i++) {
    await expect(board).toHaveAttribute("data-seq", String(view.seq));
    if ((await board.getByTestId("card-type").count()) > 0) break;
    expect(i, "a will on this deal's first table").toBeLessThan(1);
    view = await step(view);
  }
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    await projector.page.setViewportSize(size);
    for (const [text, px] of await fontSizes(projector.page, '[data-testid="board-cards"] [data-testid="card-type"]'))
      expect(px, `"${text}" at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(0.026 * size.height);
    const cut = await projector.page
      .locator('[data-testid="board-cards"] [data-testid="card-type"]')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent));
    expect(cut, `types cut at ${size.width}×${size.height}`).toEqual([]);
  }
});

test("the card browser draws effect tokens as named marks, and its filters are read whole at 360 px", async ({
  browser,
}, info) => {
  const phone = await newPhone(browser, info, PHONE_360);
  contexts.push(phone.context);
  const page = phone.page;
  const { sets } = await api<{ sets: { id: string; name: string }[] }>(page, "GET", "/api/kartomantik/card-sets");
  const set = sets.find((s) => s.name === "Bazaar Demo")!;
  // The cards whose effect holds a temperament token in the catalog ("Paga {H}{H}: …").
  await page.goto(`/kartomantik/cards/${set.id}?q=${encodeURIComponent("{")}`);
  const cards = page.getByTestId("card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  for (const text of await cards.allInnerTexts()) expect(text).not.toMatch(/\{[A-Z]\}/);
  // Each mark is named by its temperament.
  const marks = cards.locator("p [data-temperament]");
  expect(await marks.count()).toBeGreaterThan(0);
  const names = Object.values(messages.it.temperaments as Record<string, string>);
  for (const label of await marks.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))))
    expect(names).toContain(label);
  await expect(cards.getByRole("img", { name: new RegExp(`^(${names.join("|")})$`) }).first()).toBeVisible();

  // Every option of every filter fits its select (its text in the select's font, beside the arrow).
  const cut = await page.locator("form select").evaluateAll((selects) =>
    selects.flatMap((select) => {
      const s = select as HTMLSelectElement;
      const style = getComputedStyle(s);
      const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
      const probe = document.createElement("span");
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${style.font}`;
      document.body.append(probe);
      const over = [...s.options].flatMap((o) => {
        probe.textContent = o.text;
        const width = probe.getBoundingClientRect().width;
        return width > room ? [`"${o.text}" ${Math.round(width)} > ${Math.round(room)} px`] : [];
      });
      probe.remove();
      return over;
    }),
  );
  expect(cut).toEqual([]);
  expect(await axeProblems(page, "card browser")).toEqual([]);
});
