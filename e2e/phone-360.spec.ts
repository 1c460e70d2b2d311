// A demanding player's 360×740 phone (the UX audit of session 63): screens that fit a 390-px phone but not the
// narrow Androids a venue has.
//  - A Kartomantik 2v2 table: the team's shared interzone has 4 spaces (rulebook §1.3.5 and the 2vs2 rules: "una
//    Interzona condivisa" — engine interzoneSize), which in one row beside their title were 7 px wider than the
//    screen: the whole game page scrolled sideways. A Free-for-All table of four (3 spaces each) on the same phone.
//  - A Draft Bazaar bid clock beside a chooser's long name: "60 s" broke into "60" over "s".
import { expect, test, type Page } from "@playwright/test";
import { openEngineTable, sitAtTable } from "./flows";
import { api, demoEvent, join, organizer, saveDeck, type Device } from "./seed";
import { PHONE_360, cheapDeck, draftAct, draftStreamView, newPhone, pageOverflow, t } from "./support";

const contexts: Device["context"][] = [];
test.afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function phone360(...args: Parameters<typeof newPhone>): Promise<Device> {
  const phone = await newPhone(args[0], args[1], PHONE_360);
  contexts.push(phone.context);
  return phone;
}

/** The lines the element's text lies on (1 when it is not broken). */
function textLines(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

test("a Kartomantik 2v2 table and a Free-for-All table of four on a 360-px phone: nothing scrolls sideways", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Tavoli stretti");
  const alba = await phone360(browser, info);
  const bice = await phone360(browser, info);
  for (const [phone, name] of [
    [alba, "Alba"],
    [bice, "Bice"],
  ] as const) {
    await join(phone.page, joinCode, name);
    await saveDeck(phone.page, eventId, cheapDeck());
  }

  await openEngineTable(org.page, eventId, "2v2", ["Alba", "", "Bice", ""]);
  await sitAtTable(alba.page, eventId);
  // The team's interzone: four spaces, all empty at the start.
  await expect(alba.page.getByTestId("my-interzone").getByRole("img")).toHaveCount(4);
  expect(await pageOverflow(alba.page)).toEqual([]);

  await openEngineTable(org.page, eventId, "ffa", ["Bice", "", "", ""]);
  await bice.page.goto(`/play/${eventId}`);
  await bice.page.getByTestId("open-table").last().click();
  await expect(bice.page.getByTestId("their-side")).toHaveCount(3);
  await expect(bice.page.getByTestId("my-interzone").getByRole("img")).toHaveCount(3);
  expect(await pageOverflow(bice.page)).toEqual([]);
});

test("a bid clock beside a chooser's long name on a 360-px phone stays on one line", async ({ browser }, info) => {
  test.setTimeout(120_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Asta stretta", { format: "draft_bazaar" });
  const phones: Page[] = [];
  for (const name of ["Massimiliano Bartolomei", "Bea"]) {
    const phone = await phone360(browser, info);
    await join(phone.page, joinCode, name);
    await phone.page.goto(`/play/${eventId}`);
    phones.push(phone.page);
  }
  await api(org.page, "POST", `/api/kartomantik/events/${eventId}/draft`, {
    composition: { wills: 12, minor: 8, medium: 11, major: 5 },
    acceptShortDraft: true,
    clockSeconds: 60,
  });
  // Massimiliano chooses a card (whoever the d6 picked first, he chooses at once or after Bea's free card).
  let view = await draftStreamView(phones[0]!, eventId);
  const mine = view.me!.player;
  while (view.draft.auction || view.draft.active !== mine) {
    const a = view.draft.auction;
    const actor = (p: number) => phones[p === mine ? 0 : 1]!;
    view = a
      ? await draftAct(actor(a.awaiting[0]!), eventId, view.seq, { type: "pass" })
      : await draftAct(actor(view.draft.active!), eventId, view.seq, { type: "choose", cardId: view.draft.table[0]! });
  }
  view = await draftAct(phones[0]!, eventId, view.seq, { type: "choose", cardId: view.draft.table[0]! });
  const bea = phones[1]!;
  await bea.reload();
  await expect(bea.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(view.seq));
  await expect(bea.getByTestId("auction")).toContainText(t("draft.chosenBy", { name: "Massimiliano Bartolomei" }));
  await expect(bea.getByTestId("clock")).toBeVisible();
  expect(await textLines(bea, "clock")).toBe(1);
  expect(await pageOverflow(bea)).toEqual([]);
});
