// Pick, then confirm, on a 360×740 phone (§2.1: "Scegli dalla tua mano una o più Manifestazioni dell'Umore del
// tributo"): the first will a phone may play with a choice of tribute opens the composer from "Scegli…" beside its
// button (the button itself plays it as it says, one tap); the player
// takes the canonical payment back and picks other manifestations until the composer says the tribute is paid, with
// the confirm in view; the server takes that play, and exactly the picked cards go to the Limbo. Set up through the
// API (seed.ts): a constructed duel of two seated phones, played by taking the first option until then.
import { expect, test, type Page } from "@playwright/test";
import { api, duelOnTheApp } from "./seed";

interface LogEntry {
  seq: number;
  action: { type: string; card?: string; tribute?: { cards: string[] } };
  events: { type: string; card?: string; to?: string }[];
}

const seqOf = async (page: Page) => Number(await page.getByTestId("game-phone").getAttribute("data-seq"));
const composable = (page: Page) => page.locator('[data-testid="game-compose"][data-action="playWill"]:enabled');

test("a tribute paid with manifestations of the player's choice, not the canonical ones", async ({ browser }, info) => {
  test.setTimeout(180_000);
  const { org, eventId, phones, gameId } = await duelOnTheApp(browser, info, "Tributo a scelta");
  for (const p of phones) {
    await p.page.goto(`/play/${eventId}/games/kartomantik/${gameId}`);
    await expect(p.page.getByTestId("game-phone")).toBeVisible();
  }

  // Until a phone offers a will with a choice of tribute, the phone that may act takes its first option.
  let page: Page | null = null;
  for (let moves = 0; !page; moves++) {
    expect(moves, "a will with a choice of tribute within 80 moves").toBeLessThan(80);
    for (const p of phones) if ((await composable(p.page).count()) > 0) page = p.page;
    if (page) break;
    let moved = false;
    for (const p of phones) {
      const first = p.page.getByTestId("game-action").first();
      if ((await first.count()) === 0 || !(await first.isEnabled())) continue;
      const seq = await seqOf(p.page);
      await first.click();
      await expect.poll(() => seqOf(p.page)).toBeGreaterThan(seq);
      moved = true;
      break;
    }
    if (!moved) await phones[0]!.page.waitForTimeout(100);
  }

  await composable(page).first().click();
  const composer = page.getByTestId("play-composer");
  await expect(composer).toBeVisible();
  const card = (await composer.getAttribute("data-card"))!;
  const cards = page.getByTestId("compose-tribute-card");
  const status = page.getByTestId("compose-tribute-status");
  const pressed = async () =>
    cards.evaluateAll((els) =>
      els.filter((e) => e.getAttribute("aria-pressed") === "true").map((e) => e.getAttribute("data-card")!),
    );
  const canonical = await pressed();
  expect(canonical.length).toBeGreaterThan(0);
  await expect(status).toHaveAttribute("data-status", "ok");
  for (const id of canonical) await cards.and(page.locator(`[data-card="${id}"]`)).click();
  await expect(status).toHaveAttribute("data-status", "short");
  // Another payment: one card, else two, of those the canonical payment left out (the engine said one exists).
  const others = (await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!))).filter(
    (id) => !canonical.includes(id),
  );
  const toggle = (id: string) => cards.and(page.locator(`[data-card="${id}"]`)).click();
  const tries = [...others.map((a) => [a]), ...others.flatMap((a, i) => others.slice(i + 1).map((b) => [a, b]))];
  let chosen: string[] | null = null;
  for (const pick of tries) {
    for (const id of pick) await toggle(id);
    if ((await status.getAttribute("data-status")) === "ok") {
      chosen = pick;
      break;
    }
    for (const id of pick) await toggle(id);
  }
  expect(chosen, "a payment other than the canonical one").not.toBeNull();
  expect((await pressed()).sort()).toEqual([...chosen!].sort());
  // On a 360×740 phone the confirm is in view (not under the action bar) and a big target.
  const confirm = page.getByTestId("compose-confirm");
  await expect(confirm).toBeInViewport();
  expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const seq = await seqOf(page);
  await confirm.click();
  await expect.poll(() => seqOf(page)).toBeGreaterThan(seq);
  await expect(page.getByTestId("play-composer")).toHaveCount(0);

  // The server took exactly that payment: the picked cards, and only they, went to the Limbo with the play.
  const { actions } = await api<{ actions: LogEntry[] }>(org.page, "GET", `/api/games/kartomantik/${gameId}/log`);
  const played = actions.find((e) => e.action.type === "playWill" && e.action.card === card)!;
  expect(played.action.tribute!.cards.sort()).toEqual([...chosen!].sort());
  const toLimbo = played.events.filter((e) => e.type === "moved" && e.to === "limbo").map((e) => e.card);
  expect(toLimbo.sort()).toEqual([...chosen!].sort());
  for (const c of [org, ...phones]) await c.context.close();
});
