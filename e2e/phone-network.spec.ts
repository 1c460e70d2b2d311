// What a venue's Wi-Fi and a real phone do to a draft night (audit phone-network): the network drops for seconds, a
// finger taps twice, a second tab of the same seat, the back button. Each flow is seeded through the app's API
// (e2e/seed.ts) and drives only the phone under test through its screen.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { api, demoEvent, duelOnTheApp, join, organizer } from "./seed";
import {
  PHONE_360,
  draftAct,
  draftStreamView,
  errorBox,
  hydrated,
  movedOn,
  newPhone,
  t,
  untilSomeoneMayAct,
  type PlayView,
} from "./support";

const contexts: BrowserContext[] = [];
// The duel's deal is its event's test seed (lib/random-seed.ts): with fresh ones, the first phone was offered a pass
// after 5 first options at the median, but twice in a row within the bound of 40 moves failed in 17 duels of 6,000
// (the engine, this flow's choices, either phone first); with this one, within 5 each time, whichever phone is first.
const SEED_WITH_PASSES = 2;
test.afterAll(async () => {
  for (const c of contexts) await c.close();
});

/** A running Draft Bazaar (no clock) with `names` seated, each on a phone of their own; no page opened yet. */
async function runningDraft(
  browser: Parameters<typeof organizer>[0],
  info: Parameters<typeof organizer>[1],
  names: string[],
) {
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Draft in sala", { format: "draft_bazaar" });
  const phones: Page[] = [];
  for (const name of names) {
    const phone = await newPhone(browser, info, PHONE_360);
    contexts.push(phone.context);
    await join(phone.page, joinCode, name);
    phones.push(phone.page);
  }
  // Each phone is on the origin (the flows read the draft's stream from a page).
  for (const phone of phones) await phone.goto("/");
  await api(org.page, "POST", `/api/kartomantik/events/${eventId}/draft`, {
    composition: { wills: 12, minor: 8, medium: 11, major: 5 },
    acceptShortDraft: false,
    clockSeconds: null,
  });
  return { eventId, phones };
}

/** Plays through the API (chooser takes the first card, everyone else passes) until `who` is awaited in an auction. */
async function untilAwaited(phones: Page[], eventId: string, who: number): Promise<PlayView> {
  let view = await draftStreamView(phones[0]!, eventId);
  for (let step = 0; !view.draft.auction?.awaiting.includes(who); step++) {
    expect(step).toBeLessThan(40);
    const a = view.draft.auction;
    view = a
      ? await draftAct(phones[a.awaiting[0]!]!, eventId, view.seq, { type: "pass" })
      : await draftAct(phones[view.draft.active!]!, eventId, view.seq, {
          type: "choose",
          cardId: view.draft.table[0]!,
        });
  }
  return view;
}

const seqOf = async (page: Page) => Number(await page.getByTestId("draft-phone").getAttribute("data-seq"));

test("a pass whose every answer was lost, then a pass in a later auction: the later one is applied", async ({
  browser,
}, info) => {
  const { eventId, phones } = await runningDraft(browser, info, ["Ada", "Bruno"]);
  const [, bruno] = phones as [Page, Page];
  await untilAwaited(phones, eventId, 1);
  await bruno.goto(`/play/${eventId}`);
  const pass = bruno.getByRole("button", { name: t("draft.pass"), exact: true });
  await hydrated(pass);
  // The Wi-Fi drops just after the request leaves: the server applies the pass, the phone never hears (each retry too).
  const keys: string[] = [];
  await bruno.route(/\/draft\/play$/, async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    await route.fetch();
    await route.abort("connectionreset");
  });
  await pass.tap();
  await expect(errorBox(bruno)).toContainText(t("errors.network"));
  await bruno.unrouteAll({ behavior: "wait" });
  expect(new Set(keys).size).toBe(1);
  // The others play on until Bruno is asked again, in another auction; his screen follows.
  const later = await untilAwaited(phones, eventId, 1);
  await expect.poll(() => seqOf(bruno)).toBe(later.seq);
  await hydrated(pass);
  await pass.tap();
  // His pass in this auction is applied: he is no longer awaited on this card.
  await expect
    .poll(async () => {
      const now = await draftStreamView(bruno, eventId);
      return now.seq > later.seq;
    })
    .toBe(true);
});

test("a stream that never answers: the phone says it is reconnecting, tries again and shows the draft as it is now", async ({
  browser,
}, info) => {
  const { eventId, phones } = await runningDraft(browser, info, ["Ada", "Bruno"]);
  const [ada, bruno] = phones as [Page, Page];
  const start = await untilAwaited(phones, eventId, 0);
  // The venue's Wi-Fi swallows the first stream request: no answer, no error (a stalled connection).
  let streams = 0;
  await bruno.route(/\/draft\/stream\?/, async (route) => {
    if (++streams === 1) return; // never answered
    await route.continue();
  });
  await bruno.goto(`/play/${eventId}`);
  await expect(bruno.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(start.seq));
  const now = await draftAct(ada, eventId, start.seq, { type: "pass" });
  // Not current: within a couple of seconds it says so (until then the page's own view was current enough); then,
  // within a few more, it is current without a reload.
  await expect(bruno.getByTestId("connection")).toHaveText(t("draft.reconnecting"), { timeout: 4_500 });
  expect(await seqOf(bruno)).toBe(start.seq);
  await expect(bruno.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(now.seq), { timeout: 12_000 });
  await expect(bruno.getByTestId("connection")).toHaveText(t("draft.connected"));
  expect(streams).toBeGreaterThanOrEqual(2);
});

test("a network where every stream takes 7 s to open: each try waits longer than the last, and one opens", async ({
  browser,
}, info) => {
  test.setTimeout(60_000);
  const { eventId, phones } = await runningDraft(browser, info, ["Ada", "Bruno"]);
  const [ada, bruno] = phones as [Page, Page];
  const start = await untilAwaited(phones, eventId, 0);
  // Slower than the first try's limit (components/useLiveSource.ts STALL_MS, 5 s): given up on at the same limit
  // every time, no try would ever open.
  await bruno.route(/\/draft\/stream\?/, async (route) => {
    await new Promise((r) => setTimeout(r, 7_000));
    await route.continue().catch(() => {}); // a try given up on meanwhile
  });
  await bruno.goto(`/play/${eventId}`);
  await expect(bruno.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(start.seq));
  const now = await draftAct(ada, eventId, start.seq, { type: "pass" });
  await expect(bruno.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(now.seq), { timeout: 25_000 });
  await expect(bruno.getByTestId("connection")).toHaveText(t("draft.connected"));
});

test("a phone back in the foreground with its stream still trying opens a new one at once", async ({
  browser,
}, info) => {
  const { eventId, phones } = await runningDraft(browser, info, ["Ada", "Bruno"]);
  const [ada, bruno] = phones as [Page, Page];
  const start = await untilAwaited(phones, eventId, 0);
  // The stream request made as the phone went to sleep never gets through.
  let streams = 0;
  await bruno.route(/\/draft\/stream\?/, async (route) => {
    if (++streams === 1) return; // never answered
    await route.continue();
  });
  await bruno.goto(`/play/${eventId}`);
  await expect(bruno.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(start.seq));
  const now = await draftAct(ada, eventId, start.seq, { type: "pass" });
  // The screen goes dark and comes back.
  await bruno.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    set("hidden");
    set("visible");
  });
  // A new stream at once, well before the stalled one would have been given up on (STALL_MS, 5 s after it was opened);
  // then current (however long a busy machine takes to answer it).
  await expect.poll(() => streams, { timeout: 2_500 }).toBe(2);
  await expect(bruno.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(now.seq));
  expect(streams).toBe(2);
});

test("a game move whose every answer was lost, then the same move on a later position: the later one is applied", async ({
  browser,
}, info) => {
  const { eventId, phones, gameId } = await duelOnTheApp(browser, info, "Duello in sala", undefined, SEED_WITH_PASSES);
  contexts.push(...phones.map((p) => p.context));
  const pages = phones.map((p) => p.page);
  for (const page of pages) {
    await page.goto(`/play/${eventId}/games/kartomantik/${gameId}`);
    await expect(page.getByTestId("game-phone")).toBeVisible();
  }
  const passLabel = /^Passa/;
  /** Taps the first option on the page that may act, until `until` offers a pass; returns that button. Only moves
   * count: a look at phones that still show the last position is no move. */
  const untilPass = async (until: Page) => {
    for (let moves = 0; ;) {
      expect(await untilSomeoneMayAct(pages), "the game goes on").toBe(true);
      const first = until.getByTestId("game-action").first();
      if ((await first.count()) && (await first.isEnabled()) && passLabel.test((await first.textContent()) ?? ""))
        return first;
      expect(moves, "the phone offers a pass within 6 moves of this deal").toBeLessThan(6);
      for (const page of pages) {
        const b = page.getByTestId("game-action").first();
        if (!(await b.count()) || !(await b.isEnabled())) continue;
        const before = await page.getByTestId("game-phone").getAttribute("data-seq");
        await b.click();
        await movedOn(page, before);
        moves++;
        break;
      }
    }
  };
  const page = pages[0]!;
  const pass = await untilPass(page);
  await hydrated(pass);
  // The pass reaches the server; every answer to it is lost.
  await page.route(/\/act$/, async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  const before = await page.getByTestId("game-phone").getAttribute("data-seq");
  await pass.click();
  await expect(errorBox(page)).toContainText(t("errors.network"));
  await movedOn(page, before);
  await page.unrouteAll({ behavior: "wait" });
  // Later the same player passes again, on another position: that pass is applied.
  const again = await untilPass(page);
  const later = await page.getByTestId("game-phone").getAttribute("data-seq");
  await again.click();
  await movedOn(page, later);
});
