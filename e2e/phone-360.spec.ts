// A demanding player's 360×740 phone (the UX audit of session 63): screens that fit a 390-px phone but not the
// narrow Androids a venue has.
//  - A Kartomantik 2v2 table: the team's shared interzone has 4 spaces (rulebook §1.3.5 and the 2vs2 rules: "una
//    Interzona condivisa" — engine interzoneSize), which in one row beside their title were 7 px wider than the
//    screen: the whole game page scrolled sideways. A Free-for-All table of four (3 spaces each) on the same phone.
//  - A Draft Bazaar bid clock beside a chooser's long name: "60 s" broke into "60" over "s".
//  - A Free-for-All pod of five's paper result form: its fieldset took the width of its "Chi ha vinto?" select's
//    longest option (a long name "(per regola o ritiro)"): the fields and their ± buttons ran 35 px past the screen.
//  - A Bo3 match page of a player whose sideboard is empty: the sideboarding (rulebook §4.1 "Riserva") listed the
//    deck's 30 cards, which no tap could swap with anything, and pushed the report's form 6,000 px down.
import { expect, test, type Page } from "@playwright/test";
import { openEngineTable, sitAtTable } from "./flows";
import { api, demoEvent, join, organizer, saveDeck, startTournament, type Device } from "./seed";
import { PHONE_360, cheapDeck, draftAct, draftStreamView, hydrated, newPhone, pageOverflow, t } from "./support";

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

test("a Bo3 match with an empty sideboard: no deck list to swap from, the report's form on the first screen", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Tre partite senza riserva", { bestOf: 3 });
  const phones: Page[] = [];
  for (const name of ["Alba", "Bice"]) {
    const phone = await phone360(browser, info);
    await join(phone.page, joinCode, name);
    await saveDeck(phone.page, eventId, cheapDeck());
    phones.push(phone.page);
  }
  await startTournament(org.page, eventId);
  const alba = phones[0]!;
  await alba.goto(`/play/${eventId}`);
  await alba.getByTestId("open-match").tap();
  const panel = alba.getByTestId("sideboard-panel");
  await expect(panel).toHaveAttribute("data-game", "2");
  await expect(panel.getByTestId("sideboard-empty")).toHaveText(t("sideboard.empty", { game: 2 }));
  await expect(panel.getByTestId("swap-deck-card")).toHaveCount(0);
  const report = alba.getByRole("heading", { name: t("tournament.reportTitle") });
  await expect(report).toBeVisible();
  expect((await report.boundingBox())!.y, "the report's form on the first screen").toBeLessThan(
    PHONE_360.viewport.height,
  );
  // Ready for game 2 with the same deck, as before.
  const ready = panel.getByTestId("sideboard-ready-button");
  await hydrated(ready);
  await ready.tap();
  await expect(panel.getByTestId("sideboard-ready")).toContainText(t("sideboard.noSwaps"));
  expect(await pageOverflow(alba)).toEqual([]);
});

test("a Free-for-All pod of five with long names: the paper result form fits a 360-px phone", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const org = await organizer(browser, info);
  contexts.push(org.context);
  const { eventId, joinCode } = await demoEvent(org.page, "Pod di cinque", { mode: "ffa" });
  const phones: Page[] = [];
  for (const name of ["Massimiliano", "Bea", "Cleo", "Dora", "Eleonora Santangelo"]) {
    const phone = await phone360(browser, info);
    await join(phone.page, joinCode, name);
    await saveDeck(phone.page, eventId, cheapDeck());
    phones.push(phone.page);
  }
  await startTournament(org.page, eventId);
  const me = phones[0]!;
  await me.goto(`/play/${eventId}`);
  await me.getByTestId("open-match").tap();
  const form = me.getByTestId("table-report");
  await expect(form.getByTestId("result-group")).toHaveCount(2);
  await expect(
    form.getByRole("option", { name: t("tournament.ruleWin.side", { name: "Eleonora Santangelo" }) }),
  ).toHaveCount(1);
  expect(await pageOverflow(me)).toEqual([]);
});
