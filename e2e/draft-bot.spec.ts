// The draft bot at an absent seat (event-rules §3.10: the organizer replaces a player's seat): the organizer's
// console, the projector and phones in their own browser contexts, the event seeded through the app's API
// (e2e/seed.ts). The organizer hands Bea's seat (absent) to the bot with "Affida al bot": the projector shows "bot"
// beside her name, the bot chooses or bids for her while Ada plays, and its moves are in the log as hers;
// "Riprendi" gives the seat back: the bot stops, the tag goes, and Bea's own phone acts.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { api, demoEvent, join, organizer } from "./seed";
import { ANY, PHONE_360, baseURL, draftAct, draftStreamView, hydrated, messagePattern, newPhone, t } from "./support";

const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  for (const c of contexts) await c.close();
});

interface LogAction {
  kind: string;
  actor: string;
}

test("the organizer hands an absent draft seat to the bot and takes it back; the projector shows 'bot'", async ({
  browser,
}, info) => {
  test.setTimeout(150_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Draft col bot", { format: "draft_bazaar" });
  const ada = await newPhone(browser, info, PHONE_360);
  const bea = await newPhone(browser, info, PHONE_360);
  contexts.push(ada.context, bea.context);
  await join(ada.page, joinCode, "Ada");
  const beaSeat = await join(bea.page, joinCode, "Bea");
  await api(org.page, "POST", `/api/kartomantik/events/${eventId}/draft`, {
    composition: { wills: 12, minor: 8, medium: 11, major: 5 },
    acceptShortDraft: false,
    clockSeconds: null,
  });
  // Seat order at the start is the join order.
  const BEA = 1;

  const projector = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    baseURL: baseURL(info),
    locale: "it-IT",
  });
  contexts.push(projector);
  const board = await projector.newPage();
  await board.goto(`/projector/${joinCode}`);
  await expect(board.getByTestId("draft-board")).toBeVisible();
  await ada.page.goto(`/play/${eventId}`);
  await expect(ada.page.getByTestId("draft-phone")).toBeVisible();
  await org.page.goto(`/organizer/events/${eventId}`);
  const seats = org.page.getByTestId("bot-seats");
  const beaOnConsole = seats.getByTestId("bot-seat").filter({ hasText: "Bea" });
  const handOver = beaOnConsole.getByRole("button", { name: t("draft.handToBot") });
  await hydrated(handOver);
  const projectorBea = board.getByTestId("board-players").getByRole("row").filter({ hasText: "Bea" });
  await expect(projectorBea.getByTestId("bot-tag")).toHaveCount(0);

  await handOver.click();
  await expect(beaOnConsole.getByRole("button", { name: t("draft.takeBack") })).toBeVisible();
  await expect(beaOnConsole.getByTestId("bot-tag")).toHaveText(t("draft.botTag"));
  await expect(projectorBea.getByTestId("bot-tag")).toHaveText(t("draft.botTag"));

  // Ada plays (the first card when she chooses, a pass when asked); the bot answers and chooses for Bea.
  const adaActs = async (view: Awaited<ReturnType<typeof draftStreamView>>) => {
    const legal = view.me!.legal;
    if (legal.choose.length) await draftAct(ada.page, eventId, view.seq, { type: "choose", cardId: legal.choose[0]! });
    else if (legal.pass) await draftAct(ada.page, eventId, view.seq, { type: "pass" });
  };
  // Only Ada's moves count: while the bot thinks, Ada's phone waits for its move (on a busy machine a look at the
  // draft counted as a move ran the bound out). With fresh deals and the bot's own randomness, the bot had taken two
  // cards for Bea after 3 of Ada's moves at the median and 4 at most (2,000 drafts: the engine, this flow's choices).
  let view = await draftStreamView(ada.page, eventId);
  for (let moves = 0; (view.draft.hands?.[BEA]?.length ?? 0) < 2;) {
    if (hasMove(view)) {
      expect(moves, "the bot takes two cards for Bea within 8 of Ada's moves").toBeLessThan(8);
      await adaActs(view);
      moves++;
      view = await draftStreamView(ada.page, eventId);
    } else {
      const seq = view.seq;
      await expect
        .poll(async () => (view = await draftStreamView(ada.page, eventId)).seq, { intervals: [50, 100, 200] })
        .toBeGreaterThan(seq);
    }
  }
  // The projector shows her cards as counted by the server, her name tagged; the console's log names the bot.
  const taken = String(view.draft.hands![BEA]!.length);
  await expect(projectorBea.getByRole("cell").nth(2)).toHaveText(taken);
  await expect(projectorBea.getByTestId("bot-tag")).toBeVisible();
  // Its choices or its bids, as the d6 falls: when Ada starts and passes, she chooses again after each auction she
  // lost ("they immediately take another turn") and Bea fills her table by bidding, without a turn to choose.
  const logLine = org.page.getByTestId("board-log");
  await expect(
    logLine
      .getByText(messagePattern("draft.logChose", { name: "Bea (bot)", card: ANY }))
      .or(logLine.getByText(messagePattern("draft.logBid", { name: "Bea (bot)", amount: ANY })))
      .first(),
  ).toBeVisible();
  const logOf = async () =>
    (await api<{ actions: LogAction[] }>(org.page, "GET", `/api/kartomantik/events/${eventId}/draft/log`)).actions;
  const botMoves = (await logOf()).filter((a) => a.actor === `bot:seat:${beaSeat}`);
  expect(botMoves.length).toBeGreaterThan(0);
  expect(botMoves.every((a) => ["choose", "bid", "match", "pass"].includes(a.kind))).toBe(true);

  // Bea arrives: her phone says the bot plays her seat, and offers nothing.
  await bea.page.goto(`/play/${eventId}`);
  await expect(bea.page.getByTestId("bot-plays-you")).toHaveText(t("draft.botPlaysYou"));
  // The organizer takes the seat back: the tag goes from the console, the projector and the phone's banner.
  await beaOnConsole.getByRole("button", { name: t("draft.takeBack") }).click();
  await expect(beaOnConsole.getByRole("button", { name: t("draft.handToBot") })).toBeVisible();
  await expect(projectorBea.getByTestId("bot-tag")).toHaveCount(0);
  await expect(bea.page.getByTestId("bot-plays-you")).toHaveCount(0);
  const handedBack = (await logOf()).length;

  // Until Bea is asked, Ada plays; then Bea's own phone answers, and the log has it as hers, not the bot's.
  let beaView = await draftStreamView(bea.page, eventId);
  for (let step = 0; !hasMove(beaView); step++) {
    expect(step, "Bea is asked within a few moves").toBeLessThan(20);
    await adaActs(await draftStreamView(ada.page, eventId));
    beaView = await draftStreamView(bea.page, eventId);
  }
  await beaActs(bea.page, beaView);
  const after = (await logOf()).slice(handedBack);
  expect(after.some((a) => a.actor === `seat:${beaSeat}`)).toBe(true);
  expect(after.filter((a) => a.actor.startsWith("bot:"))).toEqual([]);
});

type View = Awaited<ReturnType<typeof draftStreamView>>;
const hasMove = (view: View) => view.me!.legal.choose.length > 0 || view.me!.legal.pass;

/** Bea's phone acts through its own buttons: a card and "Scegli" when she chooses, "Passa" when asked. */
async function beaActs(page: Page, view: View) {
  const bar = page.getByTestId("action-bar");
  await hydrated(page.getByTestId("draft-phone"));
  if (view.me!.legal.choose.length) {
    await page.getByTestId("table").getByRole("button").first().click();
    await bar.getByRole("button", { name: t("draft.choose") }).click();
  } else await bar.getByRole("button", { name: t("draft.pass") }).click();
  await expect(page.getByTestId("draft-phone")).not.toHaveAttribute("data-seq", String(view.seq));
}
