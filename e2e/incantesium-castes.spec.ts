// Castes chosen by the mages (README ruling K5: "È possibile scegliere, prima di iniziare a giocare, la casta di maghi
// a cui appartenere"), on two phones of 360 × 740: the organizer's event has castes "chosen" (seeded through the
// events API, as the other Incantesium flows); from the dealer's left each mage picks one caste on the phone, the
// caste taken is not offered to the next, the projector names who chose what while they choose and the match page
// shows both castes; then the first round's cards are dealt.
import { expect, test, type Page } from "@playwright/test";
import { cardDef, type Action } from "../engine/incantesium";
import { E2E_DUEL_SEED } from "./inc-seed";
import {
  baseURL,
  hydrated,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  startTournamentFromEventPage,
  t,
} from "./support";

const SMALL = { viewport: { width: 360, height: 740 } };
const NAMES = ["Giovanni", "Stefano"];

/** A caste card's name as the phones show it ("Ventaria"). */
const casteName = (id: string) => {
  const def = cardDef(id);
  return t(`incantesium.caste.${def.kind === "caste" ? def.caste : id}`);
};

/** The castes the phone offers (its buttons' actions). */
const offered = async (page: Page) =>
  (
    await page
      .getByTestId("inc-caste-option")
      .evaluateAll((els) => els.map((el) => JSON.parse(el.getAttribute("data-action")!)))
  ).map((a: Extract<Action, { type: "chooseCaste" }>) => a.caste);

test("castes chosen: from the dealer's left each mage picks a free caste, the projector and the match page show them, then the deal", async ({
  browser,
}, info) => {
  test.setTimeout(60_000);
  const org = await newDesktop(browser, info);
  const phones = [await newPhone(browser, info, SMALL), await newPhone(browser, info, SMALL)];
  const projector = await newProjector(browser, info);
  try {
    await loginAsDemo(org.page);
    const res = await org.page.request.post("/api/events", {
      headers: { origin: baseURL(info) },
      data: { name: "Caste scelte", game: "incantesium", castes: "chosen", testSeed: E2E_DUEL_SEED },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { id: eventId, joinCode } = (await res.json()) as { id: string; joinCode: string };
    for (const [i, phone] of phones.entries()) await joinAs(phone.page, joinCode, NAMES[i]!, eventId);
    await org.page.goto(`/organizer/events/${eventId}`);
    await expect(org.page.getByTestId("inc-options")).toHaveText(
      t("incantesium.options", { castes: "chosen", spirits: "no" }),
    );
    await startTournamentFromEventPage(org.page);
    await projector.page.goto(`/projector/${joinCode}`);

    // Both phones open the match's one challenge: it starts with the choice, no card dealt.
    const pages = phones.map((p) => p.page);
    for (const [i, page] of pages.entries()) {
      await page.goto(`/play/${eventId}`);
      await page.getByTestId("open-match").tap();
      // The first opens it; the other's match page shows it running, with the way back into it.
      const play = page.getByTestId(i === 0 ? "play-on-app" : "match-inc-resume");
      await hydrated(play);
      await play.tap();
      await expect(page.getByTestId("inc-caste-choice")).toBeVisible();
      await expect(page.getByTestId("inc-hand-card")).toHaveCount(0);
    }
    const seatOf = async (page: Page) => Number(await page.getByTestId("inc-phone").getAttribute("data-seat"));
    const taken: string[] = [];
    for (let turn = 0; turn < 2; turn++) {
      const choice = pages[0]!.getByTestId("inc-caste-choice");
      const choosing = Number(await choice.getAttribute("data-choosing"));
      // The order runs from the dealer's left: the mage choosing is the first without a caste in it.
      const order = choice.getByTestId("inc-caste-seats").locator("li");
      await expect(order.nth(turn)).toHaveAttribute("data-seat", String(choosing));
      const mine = (await seatOf(pages[0]!)) === choosing ? pages[0]! : pages[1]!;
      const other = mine === pages[0] ? pages[1]! : pages[0]!;
      await expect(other.getByTestId("inc-caste-option")).toHaveCount(0);
      const free = await offered(mine);
      // A caste already taken is neither offered nor listed as free.
      expect(free.length).toBe(6 - turn);
      for (const caste of taken) {
        expect(free).not.toContain(caste);
        await expect(mine.getByTestId("inc-caste-free").locator(`[data-caste="${caste}"]`)).toHaveCount(0);
      }
      const caste = free[0]!;
      const option = mine.getByTestId("inc-caste-option").first();
      await hydrated(option);
      await option.tap();
      taken.push(caste);
      if (turn === 0) {
        // While the other chooses: every phone lists the caste taken; the projector names who took it.
        for (const page of pages)
          await expect(page.getByTestId("inc-caste-seats").locator(`[data-caste="${caste}"]`)).toHaveCount(1);
        const name = NAMES[pages.indexOf(mine)]!;
        await expect(projector.page.getByTestId("pairing-inc-castes")).toHaveText(
          t("incantesium.casteChoice.chosen", { name, caste: casteName(caste) }),
          { timeout: 15_000 },
        );
      }
    }

    // Both chosen: the first round's cards are dealt (ten each in a duel), each phone shows both castes.
    for (const page of pages) {
      await expect(page.getByTestId("inc-caste-choice")).toHaveCount(0);
      await expect(page.getByTestId("inc-hand-card")).toHaveCount(10);
      await expect(page.getByTestId("inc-phone").locator("header")).toContainText(t("incantesium.round", { round: 1 }));
      for (const caste of taken) await expect(page.locator(`[data-card-chip="${caste}"]`).first()).toBeVisible();
    }
    // The match page lists each mage's caste.
    await pages[0]!.goto(`/play/${eventId}`);
    await pages[0]!.getByTestId("open-match").tap();
    const live = pages[0]!.getByTestId("match-inc-live");
    for (const caste of taken) await expect(live).toContainText(casteName(caste));
  } finally {
    for (const c of [org, ...phones, projector]) await c.context.close();
  }
});
