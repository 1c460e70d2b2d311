// Taking back a move in an engine game on two phones (360 px): after a move of her own that revealed
// nothing, a player's phone offers "Annulla l'ultima mossa"; the opponent's phone shows the request
// with Accetta / Rifiuta. Accepted: both phones are back before the move (the same options as then)
// and say so. Refused: play goes on, the asker reads the refusal. After a move that drew a card, her
// phone offers no undo. Both phones pass axe while the request is open. Set up through the API
// (seed.ts): a constructed duel of two seated phones. Before each move, the phone that may act shows the player's
// hand above its options' sheet.
import { expect, test, type Page } from "@playwright/test";
import { axeProblems } from "./a11y";
import { api, duelOnTheApp, type Device } from "./seed";
import { handInSight, t } from "./support";

type Phone = Device & { seatId: string; name: string };
interface LogEntry {
  seq: number;
  actor: string;
  action: { type: string };
  events: { type: string; player?: number }[];
}

const seqOf = async (page: Page) => Number(await page.getByTestId("game-phone").getAttribute("data-seq"));
/** The page shows the game at `seq` at least (its stream caught up). */
const atSeq = (page: Page, seq: number) => expect.poll(() => seqOf(page)).toBeGreaterThanOrEqual(seq);
/** What the page offers now: the words of each enabled game button, in order. */
const options = (page: Page) =>
  page
    .getByTestId("game-action")
    .evaluateAll((els) => els.filter((e) => !(e as HTMLButtonElement).disabled).map((e) => e.textContent ?? ""));

test("a move taken back on two phones: asked and accepted, asked and refused; none after a draw", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const { org, eventId, phones, gameId } = await duelOnTheApp(browser, info, "Ci ripenso");
  for (const p of phones) {
    await p.page.goto(`/play/${eventId}/games/kartomantik/${gameId}`);
    await expect(p.page.getByTestId("game-phone")).toBeVisible();
  }
  const log = async () =>
    await api<{ seatIds: string[]; actions: LogEntry[] }>(org.page, "GET", `/api/games/kartomantik/${gameId}/log`);

  /** Taps the first option on whichever phone may act and waits for the game to move on there. */
  async function tapFirst(): Promise<{ phone: Phone; before: string[] }> {
    for (;;) {
      for (const phone of phones) {
        const before = await options(phone.page);
        if (before.length === 0) continue;
        // Whoever may act sees their hand above the options' sheet (on a 360-px phone the sheet covered it).
        await handInSight(phone.page);
        const seq = await seqOf(phone.page);
        await phone.page.getByTestId("game-action").first().click();
        await expect.poll(() => seqOf(phone.page)).toBeGreaterThan(seq);
        return { phone, before };
      }
      await phones[0]!.page.waitForTimeout(100);
    }
  }

  /** Moves until a phone offers to take its move back: that phone, the other, and what it offered before. */
  async function untilOffered() {
    for (let i = 0; i < 60; i++) {
      const { phone, before } = await tapFirst();
      const { actions } = await log();
      await atSeq(phone.page, actions.at(-1)!.seq);
      if ((await phone.page.getByTestId("undo-ask").count()) > 0)
        return { asker: phone, other: phones.find((p) => p !== phone)!, before };
    }
    throw new Error("no move that may be taken back within 60 moves");
  }

  // Asked and accepted: both phones are back before the move.
  const first = await untilOffered();
  const { asker, other } = first;
  const undone = await seqOf(asker.page);
  await asker.page.getByTestId("undo-ask").click();
  const request = other.page.getByTestId("undo-request");
  await expect(request).toContainText(t("undo.asks", { name: asker.name }));
  await expect(asker.page.getByTestId("undo-request")).toBeVisible();
  await expect(asker.page.getByTestId("undo-accept")).toHaveCount(0);
  // Both phones name the move asked about, as each one's log tells it: the approver reads whose move it is.
  await expect(request.getByTestId("undo-move")).toContainText(asker.name);
  await expect(asker.page.getByTestId("undo-move")).toBeVisible();
  // The request and its buttons on a 360-px phone: no accessibility problem on either side.
  expect([...(await axeProblems(other.page, "approver")), ...(await axeProblems(asker.page, "asker"))]).toEqual([]);
  await other.page.getByTestId("undo-accept").click();
  for (const p of [asker, other])
    await expect(p.page.getByTestId("undo-outcome")).toHaveAttribute("data-state", "accepted");
  await expect.poll(() => options(asker.page)).toEqual(first.before);
  const entries = (await log()).actions.filter((e) => e.seq > undone).map((e) => e.action.type);
  expect(entries).toEqual(["undoAsk", "undoAnswer", "undo"]);

  // Asked and refused: the same move again, taken back by nobody.
  await asker.page.getByTestId("game-action").first().click();
  await expect(asker.page.getByTestId("undo-ask")).toBeVisible();
  await asker.page.getByTestId("undo-ask").click();
  await expect(other.page.getByTestId("undo-request")).toBeVisible();
  await other.page.getByTestId("undo-refuse").click();
  await expect(asker.page.getByTestId("undo-outcome")).toHaveAttribute("data-state", "refused");
  await expect(asker.page.getByTestId("undo-outcome")).toHaveText(t("undo.refused"));
  await expect(asker.page.getByTestId("undo-ask")).toHaveCount(0);
  await expect(other.page.getByTestId("undo-request")).toHaveCount(0);

  // A move after which a card was drawn offers no undo to its player.
  for (let i = 0; ; i++) {
    expect(i, "a move of a player that drew a card within 80 moves").toBeLessThan(80);
    const { phone } = await tapFirst();
    const { actions } = await log();
    const last = actions.at(-1)!;
    if (last.actor !== `seat:${phone.seatId}` || !last.events.some((e) => e.type === "drew")) continue;
    await atSeq(phone.page, last.seq);
    await expect(phone.page.getByTestId("undo-ask")).toHaveCount(0);
    break;
  }
  for (const c of [org, ...phones]) await c.context.close();
});
