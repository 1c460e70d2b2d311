// Issue 33 §7: the Ken il Guerriero scorepad on a 360 px phone. Every button and label fits (no "+ Kenshiro"
// clipped), the colour and the reason are two fields each with its visible label whose options are never cut
// ("Verdi…"), and taking Ocra below 0 is refused saying why: the Ocra are the points of the Luoghi a player holds,
// lost with them (regolamento, Carte Luogo › Luoghi Abitati: "danno Punti Ordine a chi li possiede"; Luogo UNICO:
// "perdi i Punti Ocra"), so they never go below 0; a negative start is a Preludio's cost, of no colour.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { axeProblems } from "./a11y";
import { join, kenEvent, organizer, saveKenDeck, startTournament } from "./seed";
import { cutNames, errorBox, hydrated, newPhone, PHONE_360, t } from "./support";

const FIXTURES = path.resolve(import.meta.dirname, "../tests/ken/fixtures");

/** In the page: the options of the selects under `selector` wider than the room their select gives its text
 * (its width less the padding and the arrow), so that the chosen one would show cut. */
function cutOptionsIn(selector: string): string[] {
  const ARROW = 24;
  const probe = document.createElement("span");
  probe.style.cssText = "white-space: nowrap; position: absolute; visibility: hidden;";
  document.body.append(probe);
  const cut: string[] = [];
  for (const select of document.querySelectorAll<HTMLSelectElement>(selector)) {
    const style = getComputedStyle(select);
    probe.style.font = style.font;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW;
    for (const option of select.options) {
      probe.textContent = option.text;
      const width = probe.getBoundingClientRect().width;
      if (width > room) cut.push(`"${option.text}" ${Math.round(width)} > ${Math.round(room)} px`);
    }
  }
  probe.remove();
  return cut;
}

const pad = (page: Page) => page.getByTestId("ken-scorepad");

/** A Ken event (target 20) with Kenshiro and Raoh on 360 px phones, their decks saved, its tournament started. */
async function kenNight(browser: Browser, info: TestInfo, name: string) {
  const org = await organizer(browser, info);
  const ken = await kenEvent(org.page, name, 20, path.join(FIXTURES, "carte.csv"));
  const legal = readFileSync(path.join(FIXTURES, "mazzo-standard.txt"), "utf8");
  const phones = [];
  for (const player of ["Kenshiro", "Raoh"]) {
    const phone = await newPhone(browser, info, PHONE_360);
    await join(phone.page, ken.joinCode, player);
    await saveKenDeck(phone.page, ken.eventId, legal);
    phones.push(phone);
  }
  await startTournament(org.page, ken.eventId);
  return { org, ken, phones };
}

test("Ken scorepad at 360 px: nothing clipped, colour and reason labelled and whole; Ocra below 0 refused with the rule", async ({
  browser,
}, info) => {
  const { org, ken, phones } = await kenNight(browser, info, "Hokuto a 360");
  const page = phones[1]!.page;
  try {
    await page.goto(`/play/${ken.eventId}`);
    await page.getByTestId("open-match").tap();
    await expect(pad(page)).toBeVisible();
    await hydrated(page.getByTestId("ken-minus-me"));

    // Both players' buttons, the labels and the totals fit; the page does not scroll sideways.
    await expect(page.getByTestId("ken-plus-a").or(page.getByTestId("ken-plus-b"))).toHaveText(
      t("kenEvent.pad.plus", { name: "Kenshiro" }),
    );
    expect(await cutNames(page, '[data-testid="ken-scorepad"] :is(button, label, p, h2, header span, strong)')).toEqual(
      [],
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The colour and the reason: two fields, each with its own visible label, no option cut.
    const colour = page.getByTestId("ken-colour");
    const reason = page.getByTestId("ken-reason");
    // A label around a select names it with the label's text (then the chosen option's).
    await expect(colour).toHaveAccessibleName(new RegExp(`^${t("kenEvent.pad.colourLabel")}\\b`));
    await expect(reason).toHaveAccessibleName(new RegExp(`^${t("kenEvent.pad.reasonLabel")}\\b`));
    await expect(pad(page).getByText(t("kenEvent.pad.colourLabel"), { exact: true })).toBeVisible();
    await expect(pad(page).getByText(t("kenEvent.pad.reasonLabel"), { exact: true })).toBeVisible();
    expect(await page.evaluate(cutOptionsIn, '[data-testid="ken-scorepad"] select')).toEqual([]);

    // Ocra from 0: the rule shown with the colour, the subtraction refused saying why, nothing written.
    await colour.selectOption("ocra");
    await expect(page.getByTestId("ken-colour-help")).toHaveText(t("kenEvent.pad.colourHelp.ocra", { floor: 0 }));
    await page.getByTestId("ken-minus-me").tap();
    await expect(errorBox(page)).toContainText(t("errors.ken_ocra_below_zero", { take: 1, have: 0 }));
    await expect(pad(page)).toHaveAttribute("data-seq", "0");
    await expect(page.getByTestId("ken-total-me")).toContainText(`${t("kenEvent.pad.colour.ocra")} 0`);
    // Ocra gained can be lost again, down to 0.
    await page.getByTestId("ken-plus-me").tap();
    await expect(pad(page)).toHaveAttribute("data-seq", "1");
    await page.getByTestId("ken-minus-me").tap();
    await expect(pad(page)).toHaveAttribute("data-seq", "2");
    await expect(page.getByTestId("ken-total-me").getByTestId("ken-total")).toHaveText("0");
    expect(await axeProblems(page, "Ken scorepad at 360 px")).toEqual([]);
  } finally {
    for (const c of [org, ...phones]) await c.context.close();
  }
});

test("Ken: “Si perde la partita se si finisce il mazzo del Futuro” — asked first, then the game is lost whatever the points, and the opponent confirms", async ({
  browser,
}, info) => {
  const { org, ken, phones } = await kenNight(browser, info, "Hokuto senza Futuro");
  const [kenshiro, raoh] = phones.map((p) => p.page) as [Page, Page];
  try {
    for (const page of [kenshiro, raoh]) {
      await page.goto(`/play/${ken.eventId}`);
      await page.getByTestId("open-match").tap();
      await hydrated(page.getByTestId("ken-futuro-me"));
    }
    // Raoh leads on points, then runs out of his Futuro.
    await raoh.getByTestId("ken-plus-me").tap();
    await expect(pad(raoh)).toHaveAttribute("data-seq", "1");
    const lose = raoh.getByTestId("ken-futuro-me");
    await expect(lose).toHaveText(t("kenEvent.pad.futuroYou"));
    // A tap asks first: "no" writes nothing.
    raoh.once("dialog", (d) => {
      expect(d.message()).toBe(t("kenEvent.pad.futuroConfirmYou"));
      void d.dismiss();
    });
    await lose.tap();
    await expect(pad(raoh)).toHaveAttribute("data-seq", "1");
    raoh.once("dialog", (d) => void d.accept());
    await lose.tap();
    // The game is Kenshiro's, though Raoh had more points: the match waits for Kenshiro's confirmation.
    await expect(kenshiro.getByTestId("match-awaiting-me")).toBeVisible();
    await kenshiro.getByTestId("match-confirm").tap();
    await expect(kenshiro.getByTestId("match-confirmed")).toBeVisible();
    // Kenshiro's side first: his win (1) and Raoh's loss (0).
    await expect(kenshiro.getByTestId("match-confirmed-score")).toHaveText("1 – 0");
  } finally {
    for (const c of [org, ...phones]) await c.context.close();
  }
});
