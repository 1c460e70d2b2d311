// What a venue's Wi-Fi and a real phone do to a draft night (audit phone-network): the network drops for seconds, a
// finger taps twice, a second tab of the same seat, the back button. Each flow is seeded through the app's API
// (e2e/seed.ts) and drives only the phone under test through its screen.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { api, demoEvent, duelOnTheApp, join, organizer } from "./seed";
import { E2E_HEARTBEAT_MS } from "./workers";
import {
  firstStreamMessage,
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

/** On a game's pages (a duel on SEED_WITH_PASSES): taps the first option on the page that may act, until `until`
 * offers a pass; returns that button. Only moves count: a look at phones still showing the last position is none. */
async function untilPassOn(pages: Page[], until: Page) {
  const passLabel = /^Passa/;
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
}

/** A Kartomantik game as its stream's first message tells this page's player: its seq and the moves open to them. */
async function gameNow(page: Page, gameId: string): Promise<{ seq: number; legal?: { type: string }[] }> {
  const text = await firstStreamMessage(page, `/api/games/kartomantik/${gameId}/stream?as=player`);
  return JSON.parse(text) as { seq: number; legal?: { type: string }[] };
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

/** What the page's live streams receive, and a way to make the open ones die silently as a Wi-Fi access point, a NAT
 * timeout or a half-open TCP connection does: the browser still believes them open (readyState OPEN, no error event)
 * and nothing more reaches the page. A page.route cannot do it: route.fetch() waits for the whole body, and a stream
 * has none. */
interface StreamsSeen {
  opened: number;
  /** Events of each type the newest stream delivered to the page. */
  newest: Record<string, number>;
  cut(): void;
}
async function silenceableStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.EventSource;
    const dead = new WeakSet<EventSource>();
    const open: EventSource[] = [];
    const seen = { opened: 0, newest: {} as Record<string, number>, cut: () => open.forEach((s) => dead.add(s)) };
    (window as unknown as { streamsSeen: typeof seen }).streamsSeen = seen;
    const alive = (s: EventSource, e: Event) => {
      if (dead.has(s)) return false;
      if (s === open.at(-1)) seen.newest[e.type] = (seen.newest[e.type] ?? 0) + 1;
      return true;
    };
    const add = Real.prototype.addEventListener;
    Real.prototype.addEventListener = function (
      this: EventSource,
      type: string,
      fn: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      add.call(
        this,
        type,
        (e: Event) => {
          if (alive(this, e)) return typeof fn === "function" ? fn.call(this, e) : fn.handleEvent(e);
        },
        options,
      );
    } as typeof add;
    for (const name of ["onopen", "onmessage", "onerror"] as const) {
      const real = Object.getOwnPropertyDescriptor(Real.prototype, name)!;
      Object.defineProperty(Real.prototype, name, {
        configurable: true,
        get(this: EventSource) {
          return real.get!.call(this);
        },
        set(this: EventSource, fn: ((e: Event) => void) | null) {
          real.set!.call(this, fn && ((e: Event) => void (alive(this, e) && fn.call(this, e))));
        },
      });
    }
    window.EventSource = new Proxy(Real, {
      construct(target, args: [string | URL, EventSourceInit?]) {
        const s = new target(...args);
        seen.opened++;
        open.push(s);
        seen.newest = {};
        return s;
      },
    });
  });
}
const streamsSeen = (page: Page) =>
  page.evaluate(() => {
    const { opened, newest } = (window as unknown as { streamsSeen: StreamsSeen }).streamsSeen;
    return { opened, newest };
  });

test("a stream that dies while open: the phone says it is reconnecting and shows the draft as it is now", async ({
  browser,
}, info) => {
  const { eventId, phones } = await runningDraft(browser, info, ["Ada", "Bruno"]);
  const [ada, bruno] = phones as [Page, Page];
  const start = await untilAwaited(phones, eventId, 0);
  await silenceableStreams(bruno);
  await bruno.goto(`/play/${eventId}`);
  await expect(bruno.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(start.seq));
  await expect(bruno.getByTestId("connection")).toHaveText(t("draft.connected"));
  // "In linea" is on the page from its first paint (the server-rendered view is current), before its stream exists:
  // cut then, the cut killed nothing and the stream opened after it stayed alive (CI failed so once: "In linea" for
  // 15 s). Wait until the stream is open and has brought its first ping (the page learns this server's heartbeat
  // from it; before, it assumes the default, dead after 37.5 s).
  await expect.poll(async () => (await streamsSeen(bruno)).newest.ping ?? 0).toBeGreaterThan(0);
  // The access point drops the stream without a word; the draft moves on. (The next stream takes 3 s to open, long
  // enough to read what the phone says meanwhile.)
  await bruno.evaluate(() => (window as unknown as { streamsSeen: StreamsSeen }).streamsSeen.cut());
  const reopened: string[] = [];
  // Only the page's new stream (it names the last id seen); the browser's own retry of the dead one, if the server
  // ended it meanwhile, is neither held nor counted.
  await bruno.route(/\/draft\/stream\?.*lastEventId=/, async (route) => {
    reopened.push(route.request().url());
    await new Promise((r) => setTimeout(r, 3_000));
    await route.continue().catch(() => {});
  });
  const now = await draftAct(ada, eventId, start.seq, { type: "pass" });
  // Nothing, not even the server's heartbeat, for 2.5 heartbeats (E2E_HEARTBEAT_MS on this server): the phone says it
  // is not current, opens a new stream resuming after the last seq it saw, and is current.
  await expect(bruno.getByTestId("connection")).toHaveText(t("draft.reconnecting"), {
    timeout: 2.5 * E2E_HEARTBEAT_MS + 5_000,
  });
  expect(await seqOf(bruno)).toBe(start.seq);
  await expect(bruno.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(now.seq));
  await expect(bruno.getByTestId("connection")).toHaveText(t("draft.connected"));
  await bruno.unrouteAll({ behavior: "wait" });
  expect(reopened).toHaveLength(1);
  expect(new URL(reopened[0]!).searchParams.get("lastEventId")).toBe(String(start.seq));
  expect((await streamsSeen(bruno)).opened).toBe(2);
  // A stream alive but quiet (nobody acts) is not taken for dead: its heartbeats reach the page, three of them (longer
  // than the 2.5 it is allowed without one), and it is still the only one since.
  await expect.poll(async () => (await streamsSeen(bruno)).newest.ping ?? 0, { timeout: 20_000 }).toBeGreaterThan(2);
  expect((await streamsSeen(bruno)).opened).toBe(2);
  await expect(bruno.getByTestId("connection")).toHaveText(t("draft.connected"));
});

test("a network where every stream takes 7 s to open: each try waits longer than the last, and one opens", async ({
  browser,
}, info) => {
  test.setTimeout(60_000);
  const { eventId, phones } = await runningDraft(browser, info, ["Ada", "Bruno"]);
  const [ada, bruno] = phones as [Page, Page];
  const start = await untilAwaited(phones, eventId, 0);
  // Slower than the first try's limit (components/liveSource.ts STALL_MS, 5 s): given up on at the same limit
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
  // The page has asked for its stream (on a busy machine hydration may come after the first paint: a screen coming
  // back before the page holds a stream has none to renew).
  await expect.poll(() => streams).toBe(1);
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
  const untilPass = (until: Page) => untilPassOn(pages, until);
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

test("a refused move's message goes once the game moves on without the player", async ({ browser }, info) => {
  const { phones, eventId, gameId } = await duelOnTheApp(browser, info, "Duello in sala", undefined, SEED_WITH_PASSES);
  contexts.push(...phones.map((p) => p.context));
  const pages = phones.map((p) => p.page);
  for (const page of pages) {
    await page.goto(`/play/${eventId}/games/kartomantik/${gameId}`);
    await expect(page.getByTestId("game-phone")).toBeVisible();
  }
  const [page, other] = pages as [Page, Page];
  const pass = await untilPassOn(pages, page);
  await hydrated(pass);
  // The same seat passes from its other tab just before this tap reaches the server: the server refuses the tap, made
  // on a position no longer current.
  await page.route(
    /\/act$/,
    async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      const first = await page.request.post(route.request().url(), {
        data: { ...body, idempotencyKey: crypto.randomUUID() },
      });
      expect(first.ok()).toBe(true);
      await route.continue();
    },
    { times: 1 },
  );
  await pass.click();
  // The refusal stays while the page shows the position it speaks of (the one after the other tab's pass)…
  await expect(errorBox(page)).toContainText(t("errors.game_stale"));
  // …and goes once the game moves on without a tap on this phone: the opponent moves or, when the pass left the move to
  // this seat, its other tab does.
  const now = await gameNow(page, gameId);
  for (const p of pages) await expect(p.getByTestId("game-phone")).toHaveAttribute("data-seq", String(now.seq));
  await expect(errorBox(page)).toContainText(t("errors.game_stale"));
  const move = other.getByTestId("game-action").first();
  if ((await move.count()) && (await move.isEnabled())) {
    await move.click();
    await movedOn(other, now.seq);
  } else {
    const open = now.legal ?? [];
    const action = open.find((a) => a.type === "pass") ?? open.find((a) => a.type !== "concede");
    expect(action, "someone may move").toBeDefined();
    const res = await page.request.post(`/api/games/kartomantik/${gameId}/act`, {
      data: { action, seenSeq: now.seq, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.ok()).toBe(true);
  }
  await movedOn(page, now.seq);
  await expect(errorBox(page)).toBeHidden();
});
