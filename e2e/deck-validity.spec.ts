// An illegal deck says so before the start (issue 33 §6). A 2v2 event on the demo set: a 360 px phone pastes a
// list of 21 cards worth more than the 400 points of "2vs2 Creazione del Mazzo". The import does not say "imported,
// check and save" in green: it says the deck is not valid and why (the engine's deck rules, worded as the builder
// words them), and so does the builder's verdict. Saved, it is a draft "non valido: …" — on the phone, after a
// reload, in the organizer's seat list and decks panel — long before the organizer's start would refuse it.
import { expect, test } from "@playwright/test";
import { axeProblems } from "./a11y";
import { demoEvent, join, organizer } from "./seed";
import { demoSet, hydrated, itName, newPhone, PHONE_360, t } from "./support";

const MAX_POINTS = 400;
/** 8 wills and the 13 priciest manifestations: 21 cards, as a 2v2 deck needs, but far over its points. */
const wills = demoSet.filter((c) => c.type !== "manifestation").slice(0, 8);
const pricey = demoSet
  .filter((c) => c.type === "manifestation")
  .sort((a, b) => b.points - a.points)
  .slice(0, 13);
const list = [...wills, ...pricey];
const points = pricey.reduce((sum, c) => sum + c.points, 0);
const reason = t("deck.rules.points_cap", { points, max: MAX_POINTS });

test("a 21-card 2v2 list over 400 points: not valid on import, saved as a draft with the reason, on the phone and the organizer's page", async ({
  browser,
}, info) => {
  expect(points).toBeGreaterThan(MAX_POINTS);
  const org = await organizer(browser, info);
  const phone = await newPhone(browser, info, PHONE_360);
  try {
    const { eventId, joinCode } = await demoEvent(org.page, "Mazzi 2v2", { mode: "2v2" });
    const page = phone.page;
    await join(page, joinCode, "Irene");
    await page.goto(`/play/${eventId}`);

    await page.getByText(t("deck.importTitle")).tap();
    const box = page.getByTestId("deck-import-text");
    await hydrated(box);
    await box.fill(list.map((c) => `1 ${itName(c)}`).join("\n"));
    await page.getByTestId("deck-import").tap();
    await expect(page.getByTestId("deck-points")).toHaveText(t("deck.pointsOf", { points, max: MAX_POINTS }));
    // Before saving: the import and the builder's verdict say "non valido", with the rule's own words.
    await expect(page.getByTestId("deck-import-ok")).toHaveCount(0);
    await expect(page.getByTestId("deck-import-not-valid")).toHaveText(
      t("deck.importNotValid", { count: list.length, reasons: reason }),
    );
    await expect(page.getByTestId("deck-violations")).toContainText(t("deck.notValid"));
    await expect(page.getByTestId("deck-violations")).toContainText(reason);
    expect(await axeProblems(page, "builder after an illegal import")).toEqual([]);

    // Saved: a draft, not valid, and why — also after a reload (what the server holds).
    await page.getByTestId("deck-save").tap();
    const saved = t("deck.savedNotValid", { reasons: reason });
    await expect(page.getByTestId("deck-save")).toHaveText(t("deck.savedDraft"));
    await expect(page.getByTestId("deck-save-verdict")).toHaveText(saved);
    await page.reload();
    await expect(page.getByTestId("deck-save")).toHaveText(t("deck.savedDraft"));
    await expect(page.getByTestId("deck-save-verdict")).toHaveText(saved);
    await expect(page.getByTestId("deck-violations")).toContainText(t("deck.notValid"));

    // The organizer sees it before starting: in the seat list and the decks panel, with the reason.
    await org.page.goto(`/organizer/events/${eventId}`);
    const seat = org.page.getByTestId("seat").filter({ hasText: "Irene" });
    await expect(seat.getByTestId("seat-note")).toHaveText(t("deck.seatNote", { status: "illegal", reasons: reason }));
    const row = org.page.getByTestId("deck-row").filter({ hasText: "Irene" });
    await expect(row.getByTestId("deck-status")).toHaveText(t("deck.status.illegalWhy", { reasons: reason }));
    // A constructed event has no debt (event-rules §5 is the Draft Bazaar's): no "Debito 150" beside the 650 points.
    await expect(org.page.getByTestId("decks-panel")).not.toContainText(t("deck.debt", { debt: 150 }).split(" ")[0]!);
    await expect(row).toContainText(t("deck.deckOf", { count: list.length, size: list.length }));
    expect(await axeProblems(org.page, "organizer's event page")).toEqual([]);
  } finally {
    await Promise.all([org.context.close(), phone.context.close()]);
  }
});
