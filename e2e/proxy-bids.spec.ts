// Proxy bids ("offri fino a X") on real screens, each in its own browser context, the event seeded through the app's
// API (e2e/seed.ts): Ada sets "Offri fino a 25" with her phone's stepper while Bruno, the card's chooser, taps raises
// against it through the card to its end. The rules (../shared/spec/event-rules.md §3.2–3.6) decide every step: Ada's
// proxy opens at 5 and answers each of Bruno's raises by the minimum step while that fits in 25; Bruno's 30 uses it up,
// so it passes for her and Bruno takes the card for 30 (§3.6: his points spent, hers unchanged). During the auction
// neither Bruno's page nor the projector shows X, the proxy, or that Ada's bids are automatic — their pages and
// the very messages their streams carry are searched — and once it is over the console's log says "offerta
// automatica" on each of Ada's bids. Then Ada's own tap on "Annulla" cancels a proxy: Bruno's raise is hers to answer.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { axeProblems, smallTapTargets } from "./a11y";
import { api, demoEvent, join, organizer } from "./seed";
import { PHONE_360, draftAct, draftStreamText, draftStreamView, hydrated, newPhone, newProjector, t } from "./support";

const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  for (const c of contexts) await c.close();
});

/** The first message of a draft stream opened with Last-Event-ID 0: every log entry since the start and the view,
 * exactly as the server sends them to this page's viewer. */
const streamText = (page: Page, eventId: string, as: "phone" | "projector" | "organizer") =>
  draftStreamText(page, eventId, as, 0);

/** X as a JSON value; what only a proxy's player may be sent (its events, marks, kinds, their own X in `me`). */
const asValue = (x: number) => new RegExp(`[:\\[,]${x}[,\\]}]`);
const MARKERS = /"max"|"auto"|"autoBids"|"proxies"|"usedUp"|"kind":"proxy|"type":"proxy"/;

/** Everything a page has shown since it was watched, as text (a MutationObserver keeps each new text). */
async function watchTexts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shown: string[] };
    w.shown = [document.body.innerText];
    new MutationObserver(() => w.shown.push(document.body.innerText)).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}
const shownTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shown: string[] }).shown.join("\n\u2063"));

test("a proxy against taps through a card to its end: the rules' price and points spent, X private until it is over", async ({
  browser,
}, info) => {
  test.setTimeout(150_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Draft del mercoledì", { format: "draft_bazaar" });
  const first = await newPhone(browser, info, PHONE_360);
  const second = await newPhone(browser, info, PHONE_360);
  contexts.push(first.context, second.context);
  await join(first.page, joinCode, "Ada");
  await join(second.page, joinCode, "Bruno");
  await api(org.page, "POST", `/api/kartomantik/events/${eventId}/draft`, {
    composition: { wills: 12, minor: 8, medium: 11, major: 5 },
    acceptShortDraft: false,
    clockSeconds: null,
  });
  const projector = await newProjector(browser, info);
  contexts.push(projector.context);
  await projector.page.goto(`/projector/${joinCode}`);
  await expect(projector.page.getByTestId("draft-board")).toBeVisible();
  await org.page.goto(`/organizer/events/${eventId}`);
  const consoleLog = org.page.getByTestId("draft-board");
  await expect(consoleLog).toBeVisible();

  // Whoever the dice made first chooses; the other sets the proxy. Seat order is the join order: 0 Ada, 1 Bruno.
  for (const p of [first, second]) await p.page.goto(`/play/${eventId}`);
  const start = await draftStreamView(first.page, eventId);
  const chooser = start.draft.active!;
  const phones = [first, second];
  const proxyPhone = phones[1 - chooser]!.page;
  const tapper = phones[chooser]!.page;
  const proxyName = ["Ada", "Bruno"][1 - chooser]!;
  const tapperName = ["Ada", "Bruno"][chooser]!;
  await draftAct(tapper, eventId, start.seq, { type: "choose", cardId: start.draft.table[0]! });

  // One thumb: the stepper starts at the engine's least proxy (5, the opening: §3.2) and climbs by 5.
  const stepper = proxyPhone.getByTestId("proxy");
  await expect(stepper.getByTestId("proxy-max")).toHaveText("5");
  const more = stepper.getByRole("button", { name: t("draft.proxyMore", { step: 5 }) });
  await hydrated(more);
  for (let i = 0; i < 4; i++) await more.click();
  await expect(stepper.getByTestId("proxy-max")).toHaveText("25");
  // One thumb: every control of it is a 44 px target, named, and the page has no serious axe finding.
  expect(await smallTapTargets(proxyPhone, "proxy stepper")).toEqual([]);
  expect(await axeProblems(proxyPhone, "proxy stepper")).toEqual([]);
  await watchTexts(tapper);
  await watchTexts(projector.page);
  await stepper.getByRole("button", { name: t("draft.proxySet", { amount: 25 }) }).click();
  await expect(proxyPhone.getByTestId("proxy-active")).toHaveText(
    new RegExp(t("draft.proxyActive", { amount: 25 }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  expect(await smallTapTargets(proxyPhone, "active proxy")).toEqual([]);
  // It opened for Ada at once, as her tap would (§3.2).
  await expect(tapper.getByTestId("best-bid")).toHaveText(t("draft.bestBid", { amount: 5, name: proxyName }));

  // Bruno raises by tapping; each time the proxy answers a step higher (§3.3–3.4: 15, then 25 = X).
  const bar = tapper.getByTestId("actions");
  await bar.getByRole("button", { name: t("draft.raiseTo", { amount: 10 }) }).click();
  await expect(tapper.getByTestId("best-bid")).toHaveText(t("draft.bestBid", { amount: 15, name: proxyName }));
  // Mid-auction, X not yet reached: nothing Bruno's phone, the projector or the console is sent names X or the proxy.
  for (const [who, text] of [
    ["Bruno's stream", await streamText(tapper, eventId, "phone")],
    ["the projector's stream", await streamText(projector.page, eventId, "projector")],
    ["the console's stream", await streamText(org.page, eventId, "organizer")],
  ] as const) {
    expect(text, who).not.toMatch(asValue(25));
    expect(text, who).not.toMatch(MARKERS);
  }
  // Ada's own stream does carry it: the search above would have seen it.
  expect(await streamText(proxyPhone, eventId, "phone")).toMatch(/"proxy":25/);
  await bar.getByRole("button", { name: t("draft.raiseTo", { amount: 20 }) }).click();
  await expect(tapper.getByTestId("best-bid")).toHaveText(t("draft.bestBid", { amount: 25, name: proxyName }));
  const hiddenUntilNow = [await shownTexts(tapper), await shownTexts(projector.page)];
  // 30 does not fit in 25: the proxy passes for Ada and Bruno takes the card (§3.4, §3.6).
  await bar.getByRole("button", { name: t("draft.raiseTo", { amount: 30 }) }).click();
  await expect(tapper.getByTestId("my-table-count")).toContainText(t("draft.spent", { points: 30 }));
  await expect(proxyPhone.getByTestId("my-table-count")).toContainText(t("draft.spent", { points: 0 }));
  const final = await draftStreamView(tapper, eventId);
  expect(final.draft.auction).toBeNull();
  expect(final.draft.hands[chooser]).toContain(start.draft.table[0]);
  expect(final.draft.spent[chooser]).toBe(30);
  expect(final.draft.spent[1 - chooser]).toBe(0);

  // Nothing on Bruno's page or the projector, all through the auction, said "automatic" or showed the proxy.
  for (const text of hiddenUntilNow) {
    expect(text).not.toContain(t("draft.proxyActive", { amount: 25 }));
    expect(text).not.toMatch(/automatica|automatic/i);
  }
  // Over: the console's log says "offerta automatica" on each of Ada's bids, and on none of Bruno's.
  for (const amount of [5, 15, 25])
    await expect(
      consoleLog.getByText(t("draft.logAuto", { line: t("draft.logBid", { name: proxyName, amount }) }), {
        exact: true,
      }),
    ).toBeVisible();
  for (const amount of [10, 20, 30])
    await expect(consoleLog.getByText(t("draft.logBid", { name: tapperName, amount }), { exact: true })).toBeVisible();

  // Second card: the proxy's own player cancels it with a tap; the next raise is theirs to answer.
  let view = await draftStreamView(tapper, eventId);
  const next = view.draft.active!;
  const other = 1 - next;
  const own = phones[other]!.page;
  view = await draftAct(phones[next]!.page, eventId, view.seq, { type: "choose", cardId: view.draft.table[0]! });
  const ownStepper = own.getByTestId("proxy");
  await hydrated(ownStepper.getByRole("button", { name: t("draft.proxyMore", { step: 5 }) }));
  await ownStepper.getByRole("button", { name: t("draft.proxyMore", { step: 5 }) }).click();
  await ownStepper.getByRole("button", { name: t("draft.proxySet", { amount: 10 }) }).click();
  const active = own.getByTestId("proxy-active");
  await expect(active).toBeVisible();
  await active.getByRole("button", { name: t("draft.proxyCancelLabel", { amount: 10 }) }).click();
  await expect(own.getByTestId("proxy-active")).toHaveCount(0);
  await expect(own.getByTestId("proxy")).toBeVisible();
  // The chooser raises to 10: no automatic answer comes; the other phone is asked (§3.4) and passes by a tap.
  view = await draftStreamView(phones[next]!.page, eventId);
  await draftAct(phones[next]!.page, eventId, view.seq, { type: "bid", amount: 10 });
  await expect(
    own.getByTestId("actions").getByRole("button", { name: t("draft.raiseTo", { amount: 15 }) }),
  ).toBeVisible();
  expect((await draftStreamView(own, eventId)).draft.auction!.best).toEqual({ player: next, amount: 10 });
  await own
    .getByTestId("actions")
    .getByRole("button", { name: t("draft.pass") })
    .click();
  await expect(phones[next]!.page.getByTestId("my-table-count")).toContainText(
    t("draft.spent", { points: next === chooser ? 40 : 10 }),
  );
});
