// The optional bid clock (issue 3 §6): the organizer starts a two-player draft with a 5-second
// clock; nobody answers the auction, and when the clock runs out that counts as a pass, so the
// chooser takes the card for free (event-rules §3) — on both phones and the projector, with
// nobody touching anything. On the production app server the clock is swept in Next.js's process
// and the result streams through the fast lane, so this also checks that the two work together.
import { expect, test } from "@playwright/test";
import {
  createDemoDraftEvent,
  hydrated,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  phoneWithTurn,
  t,
} from "./support";

const NAMES = ["Ada", "Bea"] as const;
const nameOf = (i: number): string => NAMES[i]!;
const LIVE = { timeout: 4_000 };
// Longer than the seat page's 4-s re-read plus a render on a loaded machine.
const POLL = { timeout: 12_000 };

test("an unanswered bid clock counts as a pass: the chooser takes the card for free, on every screen", async ({
  browser,
}, info) => {
  const org = await newDesktop(browser, info);
  const phones = [await newPhone(browser, info), await newPhone(browser, info)];
  const proj = await newProjector(browser, info);
  try {
    await loginAsDemo(org.page);
    const { eventId, joinCode } = await createDemoDraftEvent(org.page, "Asta a tempo");
    for (const [i, ph] of phones.entries()) await joinAs(ph.page, joinCode, nameOf(i), eventId);
    await proj.page.goto(`/projector/${joinCode}`);

    await org.page.reload();
    const console_ = org.page.getByTestId("draft-console");
    await hydrated(console_);
    await console_.getByLabel(t("draft.clockSeconds")).fill("5");
    await console_.getByRole("button", { name: t("draft.start") }).click();
    await expect(org.page.getByRole("button", { name: t("draft.pause"), exact: true })).toBeVisible();

    // The waiting seat page re-reads itself every 4 s (AutoRefresh): each phone turns to the draft by itself.
    for (const ph of phones) await expect(ph.page.getByTestId("draft-phone")).toBeVisible(POLL);

    // Whoever the d6 picked chooses the first card; the other player does nothing.
    const chooser = await phoneWithTurn(
      phones.map((ph) => ph.page),
      LIVE.timeout,
    );
    const A = phones[chooser]!.page;
    const B = phones[1 - chooser]!.page;
    const card = A.getByTestId("table").getByRole("button").first();
    const cardName = (await card.getAttribute("aria-label"))!;
    await card.tap();
    await A.getByTestId("actions")
      .getByRole("button", { name: t("draft.choose"), exact: true })
      .tap();

    // The question is B's, with the clock running on B's phone and on the projector.
    await expect(B.getByTestId("awaiting")).toContainText(nameOf(1 - chooser), LIVE);
    await expect(B.getByTestId("clock")).toHaveText(/^[1-5] s$/, LIVE);
    const board = proj.page.getByTestId("draft-board");
    await expect(board.getByTestId("board-auction")).toContainText(cardName, LIVE);
    await expect(board.getByTestId("board-auction").getByText(/^[1-5] s$/)).toBeVisible(LIVE);

    // Time runs out: a pass for B; nobody opened, so A takes the card for nothing.
    const expiry = { timeout: 5_000 + 4_000 };
    await expect(A.getByTestId("my-table-count")).toHaveText(
      `${t("draft.myCardsTable", { count: 1 })} · ${t("draft.myCardsTotal", { count: 1, total: 36 })} · ${t("draft.spent", { points: 0 })}`,
      expiry,
    );
    await expect(A.getByTestId("my-cards")).toContainText(cardName);
    await expect(B.getByTestId("auction")).toHaveCount(0, LIVE);
    await expect(B.getByTestId("clock")).toHaveCount(0);
    const rowA = board.getByTestId("board-players").locator("tbody tr").nth(chooser);
    await expect(rowA.locator("td")).toHaveText([nameOf(chooser), "●○", "1", "0"], LIVE);
    // Snake order with two players (A B B A): the turn is B's now, and no clock runs without a question.
    await expect(board.getByTestId("board-turn")).toHaveText(t("draft.turnOf", { name: nameOf(1 - chooser) }), LIVE);
    await expect(B.getByTestId("turn")).toHaveText(t("draft.yourTurn"), LIVE);
  } finally {
    await Promise.all([org.context.close(), proj.context.close(), ...phones.map((ph) => ph.context.close())]);
  }
});
