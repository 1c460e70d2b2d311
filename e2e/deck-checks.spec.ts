// Decks after a Draft Bazaar of two (issue 17 §6–7); the draft itself goes through the play API
// with nobody bidding (its screens are draft.spec.ts's job).
// - A phone saves a deck of 29: it is kept as a draft and the save bar says why ("Salvato come
//   bozza", "Non valido: il mazzo ha 29 carte…"), also after a reload; the organizer's panel says
//   "non valido: " and why. With the 30th card back, the save is a plain "Salvato".
// - The organizer's deck checks: for each player the 36 drafted cards, the deck and the sideboard,
//   by name, in the console and on a printable page (one player per printed page).
import { expect, test, type Page } from "@playwright/test";
import {
  baseURL,
  createDemoDraftEvent,
  draftByPassing,
  hydrated,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  t,
} from "./support";

const NAMES = ["Vera", "Zeno"] as const;
const PER_PLAYER = 36;
const DECK_SIZE = 30;

interface DeckApi {
  pool: { id: string; name: string; nameIt?: string }[];
  cardIds: string[];
}

/** The save button, whatever it says (found by its words, so a builder without the change is checked too). */
const saveBar = (page: Page) =>
  page.getByRole("button", {
    name: new RegExp(`^(${[t("deck.save"), t("deck.saved"), t("deck.savedDraft")].join("|")})$`),
  });
const verdict = (page: Page) => page.getByTestId("deck-save-verdict");
const deckButtons = (page: Page) => page.getByTestId("deck-cards").getByRole("button");
const sideboardButtons = (page: Page) => page.getByTestId("sideboard-cards").getByRole("button");

test("a deck of 29 is saved as a draft with the reason; the organizer checks every player's drafted cards, deck and sideboard, and prints them", async ({
  browser,
}, info) => {
  const org = await newDesktop(browser, info);
  const phones = await Promise.all(NAMES.map(() => newPhone(browser, info)));
  try {
    await loginAsDemo(org.page);
    const { eventId, joinCode } = await createDemoDraftEvent(org.page, "Controllo mazzi");
    for (const [i, ph] of phones.entries()) await joinAs(ph.page, joinCode, NAMES[i]!, eventId);
    const origin = baseURL(info);
    const started = await org.page.request.post(`/api/kartomantik/events/${eventId}/draft`, {
      headers: { origin },
      data: { composition: { wills: 12, minor: 8, medium: 11, major: 5 }, acceptShortDraft: false, clockSeconds: null },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const final = await draftByPassing(
      phones.map((ph) => ph.page),
      eventId,
    );
    for (const hand of final.draft.hands) expect(hand).toHaveLength(PER_PLAYER);

    // Vera moves seven cards to the sideboard: 29 in the deck, and saves.
    const vera = phones[0]!.page;
    await vera.goto(`/play/${eventId}`);
    await hydrated(deckButtons(vera).first());
    for (let i = 0; i < PER_PLAYER - DECK_SIZE + 1; i++) {
      await deckButtons(vera).first().tap();
      await expect(deckButtons(vera)).toHaveCount(PER_PLAYER - i - 1);
    }
    await expect(saveBar(vera)).toHaveText(t("deck.save"));
    await saveBar(vera).tap();
    const why = t("deck.savedNotValid", {
      reasons: t("deck.rules.deck_size", { count: DECK_SIZE - 1, required: DECK_SIZE }),
    });
    await expect(saveBar(vera)).toHaveText(t("deck.savedDraft"));
    await expect(verdict(vera)).toHaveText(why);
    // A deck saved as a draft is not ready: nothing tells the phone to wait for the start.
    await expect(vera.getByTestId("deck-next")).toHaveCount(0);
    await vera.reload();
    await expect(saveBar(vera)).toHaveText(t("deck.savedDraft"));
    await expect(verdict(vera)).toHaveText(why);
    await org.page.reload();
    const row = org.page.getByTestId("deck-row").filter({ hasText: NAMES[0] });
    const reason = t("deck.rules.deck_size", { count: DECK_SIZE - 1, required: DECK_SIZE });
    await expect(row.locator("td").last()).toHaveText(t("deck.status.illegalWhy", { reasons: reason }));

    // The 30th card back: a legal deck, a plain "Salvato", no reason shown.
    await hydrated(sideboardButtons(vera).first());
    await sideboardButtons(vera).first().tap();
    await expect(deckButtons(vera)).toHaveCount(DECK_SIZE);
    await saveBar(vera).tap();
    await expect(saveBar(vera)).toHaveText(t("deck.saved"));
    await expect(verdict(vera)).toHaveCount(0);

    // The organizer's deck checks: what each player drafted, their deck and their sideboard, as the server holds them.
    const lists = async (page: Page) => {
      const deck = (await (await page.request.get(`/api/kartomantik/events/${eventId}/deck`)).json()) as DeckApi;
      const nameOf = new Map(deck.pool.map((c) => [c.id, c.nameIt ?? c.name]));
      const inDeck = new Set(deck.cardIds);
      return {
        drafted: deck.pool.map((c) => nameOf.get(c.id)!),
        deck: deck.cardIds.map((id) => nameOf.get(id)!),
        sideboard: deck.pool.filter((c) => !inDeck.has(c.id)).map((c) => nameOf.get(c.id)!),
      };
    };
    const veraLists = await lists(vera);
    const zenoLists = await lists(phones[1]!.page);
    expect(veraLists.deck).toHaveLength(DECK_SIZE);
    expect(veraLists.sideboard).toHaveLength(PER_PLAYER - DECK_SIZE);
    const names = (list: import("@playwright/test").Locator) =>
      list.locator("li").evaluateAll((els) => els.map((el) => el.firstChild!.textContent!));
    const sorted = (xs: string[]) => [...xs].sort();
    const checkSheet = async (
      sheet: import("@playwright/test").Locator,
      expected: typeof veraLists,
      saved: boolean,
    ) => {
      expect(await names(sheet.getByTestId("sheet-drafted"))).toEqual(expected.drafted);
      expect(sorted(await names(sheet.getByTestId("sheet-deck")))).toEqual(saved ? sorted(expected.deck) : []);
      expect(sorted(await names(sheet.getByTestId("sheet-sideboard")))).toEqual(
        saved ? sorted(expected.sideboard) : [],
      );
    };
    await org.page.reload();
    const panel = org.page.getByTestId("decks-panel");
    const details = panel.getByTestId("deck-details");
    await expect(details).toHaveCount(2);
    await details.nth(0).locator("summary").click();
    await expect(details.nth(0).getByTestId("deck-sheet")).toBeVisible();
    await expect(details.nth(0).getByTestId("deck-sheet").locator("h3")).toHaveText(
      `${NAMES[0]} · ${t("deck.status.ready")}`,
    );
    await checkSheet(details.nth(0), veraLists, true);
    // Zeno has not saved: the drafted cards are there, no deck yet.
    await details.nth(1).locator("summary").click();
    await expect(details.nth(1).getByTestId("deck-sheet").locator("h3")).toHaveText(
      `${NAMES[1]} · ${t("deck.status.missing")}`,
    );
    await checkSheet(details.nth(1), zenoLists, false);

    // Printable: one page per player, the print button itself not printed.
    const [print] = await Promise.all([org.page.waitForEvent("popup"), panel.getByTestId("print-decks").click()]);
    await expect(print).toHaveURL(`/organizer/events/${eventId}/decks`);
    const sheets = print.getByTestId("deck-sheet");
    await expect(sheets).toHaveCount(2);
    await checkSheet(sheets.nth(0), veraLists, true);
    await print.emulateMedia({ media: "print" });
    await expect(print.getByRole("button", { name: t("tournament.print") })).toBeHidden();
    expect(await sheets.evaluateAll((els) => els.map((el) => getComputedStyle(el).breakAfter))).toEqual([
      "page",
      "auto",
    ]);
  } finally {
    await Promise.all([org.context.close(), ...phones.map((ph) => ph.context.close())]);
  }
});
