// `npm run bench:draft-start` (a benchmark, not a test: it prints figures and asserts nothing about them).
// How long "Avvia il draft" takes to reach every screen, beside a bid for scale: per round a
// Draft Bazaar on the demo set with two phones on their seat pages, the projector on its join screen and the
// organizer's console, all opened and hydrated; the organizer clicks the button and each screen notes the
// moment its draft appears (a MutationObserver in the page: no polling interval in the figure). Then a bid is
// posted through the play API and the same screens note the moment they show it. Times in ms from the click
// (or the bid's request), the median and the worst of the rounds.
import { expect, test, type Page } from "@playwright/test";
import { api, demoEvent, organizer, seatPhone } from "../../e2e/seed";
import { draftAct, draftStreamView, hydrated, newProjector, t } from "../../e2e/support";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** In the page: resolves with Date.now() when `selector` matches an element whose `data-seq` is at least `seq`. */
function appears(page: Page, selector: string, seq = 0): Promise<number> {
  return page.evaluate(
    ({ selector, seq }) =>
      new Promise<number>((resolve) => {
        const found = () => {
          const el = document.querySelector(selector);
          return !!el && Number(el.getAttribute("data-seq") ?? 0) >= seq;
        };
        if (found()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      }),
    { selector, seq },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test("bench:draft-start", async ({ browser }, info) => {
  test.setTimeout(120_000 + ROUNDS * 60_000);
  const figures: Record<string, number[]> = {};
  const note = (name: string, ms: number) => (figures[name] ??= []).push(ms);
  const org = await organizer(browser, info);
  const projector = await newProjector(browser, info);
  for (let round = 0; round < ROUNDS; round++) {
    const { eventId, joinCode } = await demoEvent(org.page, `Bench avvio ${round + 1}`, { format: "draft_bazaar" });
    const phones = [await seatPhone(browser, info, joinCode, "Ada"), await seatPhone(browser, info, joinCode, "Bea")];
    for (const phone of phones) {
      await phone.page.goto(`/play/${eventId}`);
      await hydrated(phone.page.getByTestId("my-name"));
    }
    await projector.page.goto(`/projector/${joinCode}`);
    await expect(projector.page.getByTestId("join-code")).toBeVisible();
    await org.page.goto(`/organizer/events/${eventId}`);
    const start = org.page.getByTestId("draft-console").getByRole("button", { name: t("draft.start") });
    await hydrated(start);

    // The start: every screen watches for its draft, then the click.
    const screens = {
      console: appears(org.page, '[data-testid="draft-console"] [data-testid="draft-board"]'),
      phone: appears(phones[0]!.page, '[data-testid="draft-phone"]'),
      projector: appears(projector.page, '[data-testid="draft-board"]'),
    };
    const answered = org.page
      .waitForResponse((r) => r.url().endsWith(`/draft`) && r.request().method() === "POST")
      .then(() => Date.now());
    // Where the phone's time goes: the start's message on its stream, then the page's re-render.
    const cdp = await phones[0]!.context.newCDPSession(phones[0]!.page);
    await cdp.send("Network.enable");
    const told = new Promise<number>((resolve) =>
      cdp.on("Network.eventSourceMessageReceived", (e) => e.eventName === "started" && resolve(Date.now())),
    );
    const clicked = await start.evaluate((button: HTMLButtonElement) => {
      const at = Date.now();
      button.click();
      return at;
    });
    note("start: POST answered", (await answered) - clicked);
    note("start: phone told", (await told) - clicked);
    for (const [name, at] of Object.entries(screens)) note(`start → ${name}`, (await at) - clicked);

    // A bid's way for scale: the chooser picks the first card, the other player bids the least allowed.
    const view = await draftStreamView(phones[0]!.page, eventId);
    const byPlayer = new Map<number, Page>();
    for (const phone of phones) byPlayer.set((await draftStreamView(phone.page, eventId)).me!.player, phone.page);
    const chosen = await draftAct(byPlayer.get(view.draft.active!)!, eventId, view.seq, {
      type: "choose",
      cardId: view.draft.table[0]!,
    });
    const bidder = byPlayer.get(chosen.draft.auction!.awaiting[0]!)!;
    const minBid = (await draftStreamView(bidder, eventId)).me!.legal.minBid ?? 5;
    const seq = chosen.seq + 1;
    const seen = {
      phone: appears(phones[0]!.page, '[data-testid="draft-phone"]', seq),
      projector: appears(projector.page, '[data-testid="draft-board"]', seq),
    };
    const sent = Date.now();
    await draftAct(bidder, eventId, chosen.seq, { type: "bid", amount: minBid });
    for (const [name, at] of Object.entries(seen)) note(`bid → ${name}`, (await at) - sent);
    for (const phone of phones) await phone.context.close();
    await api(org.page, "GET", "/api/health");
  }
  const lines = Object.entries(figures).map(
    ([name, xs]) =>
      `${name.padEnd(24)} median ${String(median(xs)).padStart(6)} ms   worst ${String(Math.max(...xs)).padStart(6)} ms`,
  );
  console.log(
    `\nbench:draft-start — ${ROUNDS} rounds, ms from the click (or the bid's request)\n${lines.join("\n")}\n`,
  );
  for (const c of [org, projector]) await c.context.close();
});
