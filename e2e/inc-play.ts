// Playing an Incantesium challenge through the phones' game pages, by the policy of inc-policy.ts.
import { expect, type Page } from "@playwright/test";
import type { Action } from "../engine/incantesium";
import { choose } from "./inc-policy";

/** Waits until a page offers an enabled action, or every page shows the end (while a bot or the other phone moves),
 * trying again within milliseconds. */
async function untilSomeoneIsAsked(pages: Page[]): Promise<void> {
  await expect(async () => {
    const states = await Promise.all(
      pages.map((page) =>
        page.evaluate(() => ({
          asked: !!document.querySelector('[data-testid="inc-action"]:enabled'),
          over: !!document.querySelector('[data-testid="inc-over"]'),
        })),
      ),
    );
    expect(states.some((s) => s.asked) || states.every((s) => s.over), "a page is asked, or it is over").toBe(true);
  }).toPass({ intervals: [10, 20, 50], timeout: 60_000 });
}

/** What the phone offers now (the answer dialog's buttons, or the action list), in order. */
async function offered(page: Page): Promise<Action[]> {
  const buttons = page.getByTestId("inc-action");
  return buttons.evaluateAll((els) =>
    els.filter((el) => !(el as HTMLButtonElement).disabled).map((el) => JSON.parse(el.getAttribute("data-action")!)),
  );
}

/** Plays until every page shows the end — or, with `until`, until the phone that is asked to act satisfies it
 * (that phone is returned, its question untouched); each turn the phone that is asked taps the policy's choice. */
export async function playIncChallenge(
  pages: Page[],
  seen: { answered: number; combo: boolean },
  until?: (page: Page, legal: Action[]) => boolean,
): Promise<Page | null> {
  for (let moves = 0; moves < 600; moves++) {
    let allOver = true;
    for (const p of pages) if ((await p.getByTestId("inc-over").count()) === 0) allOver = false;
    if (allOver) return null;
    let acted = false;
    for (const page of pages) {
      const legal = await offered(page);
      if (legal.length === 0) continue;
      if (until?.(page, legal)) return page;
      const root = page.getByTestId("inc-phone");
      const seat = Number(await root.getAttribute("data-seat"));
      const poisoned = Number(await root.getAttribute("data-poisoned")) > 0;
      const action = choose(legal, seat, poisoned);
      const index = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
      if (action.type === "barrier" || action.type === "pass") {
        // A Barriera question is shown at once, over the stream, as a dialog on the attacked phone.
        await expect(page.getByRole("alertdialog")).toBeVisible();
        // It takes the focus (a screen reader reads it; a keyboard is on its buttons).
        await expect(page.getByRole("alertdialog")).toBeFocused();
        if (action.type === "barrier") seen.answered++;
      }
      const seq = await root.getAttribute("data-seq");
      await page.getByTestId("inc-action").nth(index).tap();
      // A locator assertion tries again within milliseconds (expect.poll waits 100–1,000 ms between tries).
      await expect(root, "the challenge moved on after the tap").not.toHaveAttribute("data-seq", String(seq));
      if ((await page.getByTestId("inc-chain").count()) > 0) seen.combo = true;
      acted = true;
      break;
    }
    if (!acted) await untilSomeoneIsAsked(pages);
  }
  throw new Error("the challenge did not end");
}
