// Issue 33 §8: a Ken card list's problems come all at once. The organizer, on a 360 px phone, uploads a list
// missing a required column, with an unknown column and bad rows: the page names the columns and every bad row
// with its line in one answer (not the column now and the rows on the next upload). "sì" is a Vita, and a word that
// is neither says the accepted ones. The format is explained on the page itself (columns, an example), never by a
// path of the repository; the card browser explains it the same way.
import { expect, test } from "@playwright/test";
import { KEN_CSV_COLUMNS } from "../engine/ken/card-list";
import { axeProblems } from "./a11y";
import { kenEvent, signInAsDemo } from "./seed";
import { cutNames, errorBox, hydrated, newDesktop, newPhone, PHONE_360, t } from "./support";

const BAD = [
  "nome,tipo,vita,attacco,difesa,resistenza,colore",
  "Kenshiro,Maestro,sì,4,3,,blu",
  "Raoul,Maestro,forse,tre,3,,rossa",
  "Bat,Personaggio,no,1,1,2,blu",
].join("\n");
const FIXED = [
  "nome,tipo,vita,attacco,difesa,resistenza,morale",
  "Kenshiro,Maestro,sì,4,3,,blu",
  "Raoul,Maestro,Sì,5,3,,rossa",
  "Bat,Personaggio,no,1,1,2,blu",
].join("\n");

const YES_NO = { yes: "sì, si, s, yes, y, true, 1, x", no: "no, n, false, 0" };

test("Ken card list: a missing column, an unknown one and every bad row reported at once; sì accepted; the format on the page", async ({
  browser,
}, info) => {
  const org = await newDesktop(browser, info, PHONE_360);
  const visitor = await newPhone(browser, info, PHONE_360);
  try {
    await signInAsDemo(org.page, info);
    const { eventId } = await kenEvent(org.page, "Elenco da correggere", 10);
    const page = org.page;
    await page.goto(`/organizer/events/${eventId}`);
    const paste = page.getByTestId("ken-list-paste");
    await hydrated(paste);

    // The format, in the app: the columns with what each holds, and an example; no repository path anywhere.
    const format = page.getByTestId("ken-list-format");
    await expect(format).toBeVisible();
    await format.getByText(t("ken.format.title")).click();
    await expect(format.getByTestId("ken-format-column")).toHaveCount(13);
    await expect(
      format.getByTestId("ken-format-column").filter({ has: page.getByText("vita", { exact: true }) }),
    ).toContainText(t("ken.format.cols.vita"));
    await expect(format.getByTestId("ken-format-example")).toContainText("Kenshiro,Maestro,sì");
    await expect(page.locator("body")).not.toContainText(/docs\/|\.md\b/);

    await paste.fill(BAD);
    await page.getByTestId("ken-list-upload").click();
    const errors = page.getByTestId("ken-list-error");
    await expect(errorBox(page)).toContainText(t("errors.ken_card_list_invalid", { count: 4 }));
    await expect(page.getByTestId("ken-list-errors")).toContainText(t("kenEvent.list.errors", { count: 4 }));
    await expect(errors).toHaveText([
      // The header: the unknown column (with the columns there are) and the missing one.
      `riga 1, campo «colore»: ${t("ken.errors.unknown_column", { columns: KEN_CSV_COLUMNS.join(", ") })}`,
      `riga 1, campo «morale»: ${t("ken.errors.missing_column")}`,
      // Every bad row, with its line: Kenshiro's "sì" is a Vita, Raoul's "forse" is neither.
      `riga 3, campo «vita»: ${t("ken.errors.bad_vita", { value: "forse", ...YES_NO })}`,
      `riga 3, campo «attacco»: ${t("ken.errors.not_integer")}`,
    ]);
    await expect(page.getByTestId("ken-list-summary")).toHaveText(t("kenEvent.list.none"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The end condition's choices are whole sentences at 360 px: radios, not a select cut to "Chi arriva per primo a
    // un tragu…" (issue 33 §7).
    for (const kind of ["target", "turns", "time", "declared"])
      await expect(page.getByRole("radio", { name: t(`kenEvent.end.kind.${kind}`) })).toBeVisible();
    expect(await cutNames(page, '[data-testid="ken-end-kind"] label > span')).toEqual([]);
    expect(await axeProblems(page, "Ken event setup, list errors and format at 360 px")).toEqual([]);

    // The fixed list saved by Excel as Italian "CSV" (Windows-1252): refused at once naming the line of "sì", not
    // stored with "s\uFFFD" as a Vita that is neither yes nor no.
    const cp1252 = { name: "carte.csv", mimeType: "text/csv", buffer: Buffer.from(FIXED, "latin1") };
    await page.getByTestId("ken-list-file").setInputFiles(cp1252);
    await expect(errorBox(page)).toContainText(t("errors.card_file_not_utf8", { file: "carte.csv", line: 2 }));
    await page.getByTestId("ken-list-file").setInputFiles([]);

    // Fixed in one go: saved, "sì" and "Sì" as Vita.
    await paste.fill(FIXED);
    await page.getByTestId("ken-list-upload").click();
    await expect(page.getByTestId("ken-list-summary")).toHaveText(
      t("kenEvent.list.loaded", { count: 3, file: "carte.csv" }),
    );
    await expect(errors).toHaveCount(0);

    // The card browser explains the same format, with no repository path either.
    await visitor.page.goto("/ken/cards");
    const browserFormat = visitor.page.getByTestId("ken-list-format");
    await expect(browserFormat).toBeVisible();
    await expect(visitor.page.locator("body")).not.toContainText(/docs\/|\.md\b/);
    await hydrated(browserFormat.locator("summary"));
    await browserFormat.getByText(t("ken.format.title")).tap();
    await expect(browserFormat.getByTestId("ken-format-column")).toHaveCount(13);
    expect(await axeProblems(visitor.page, "Ken card browser with the format at 360 px")).toEqual([]);
    await visitor.page.getByTestId("ken-cards-file").setInputFiles(cp1252);
    await expect(visitor.page.getByTestId("ken-cards-errors")).toHaveText(
      t("errors.card_file_not_utf8", { file: "carte.csv", line: 2 }),
    );
  } finally {
    await org.context.close();
    await visitor.context.close();
  }
});
