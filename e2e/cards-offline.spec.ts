// Issue 17 §12: the import page explains the CSV format itself (Italian and English, with an
// example that imports as it is), and the card browser at a venue without internet shows the drawn
// card faces at once, without a hanging request per card for the catalog's remote art (seen: about
// 20 failed requests a page); where the art host answers, the art still shows.
import { writeFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import { betaCards, baseURL, hydrated, loginAsDemo, newDesktop, newPhone, t } from "./support";

/** The host of the catalog's art (every Beta card has an image URL there). */
const ART_HOST = new URL(betaCards.find((c) => c.image)!.image!).origin;
const SET_NAME = "Beta senza rete";

/** Requests to any host other than the app's own. */
function remoteRequests(page: Page, appOrigin: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("data:") && new URL(r.url()).origin !== appOrigin) seen.push(r);
  });
  return seen;
}

async function uploadSet(page: Page, file: string, locale: "it" | "en" = "it"): Promise<void> {
  const form = page.locator("form").filter({ has: page.getByLabel(t("sets.file", {}, locale)) });
  await hydrated(form);
  await page.getByLabel(t("sets.file", {}, locale)).setInputFiles(file);
  await page.getByRole("button", { name: t("sets.submit", {}, locale), exact: true }).click();
}

test("the import page explains the CSV format in the page's language; its example imports as it is", async ({
  browser,
}, info) => {
  const italian = await newDesktop(browser, info);
  const english = await newDesktop(browser, info, { locale: "en-US" });
  try {
    for (const [{ page }, locale] of [
      [italian, "it"],
      [english, "en"],
    ] as const) {
      await loginAsDemo(page, locale);
      await page.goto("/organizer/kartomantik/sets");
      await expect(page.locator("main")).not.toContainText("docs/cards-csv.md");
      const help = page.getByTestId("csv-format");
      await help.getByText(t("sets.csv.title", {}, locale)).click();
      await expect(help).toContainText(t("sets.csv.intro", {}, locale));
      // Every column the importer reads, with what it means in this language.
      for (const column of [
        "set_name",
        "collection_number",
        "type",
        "name_en",
        "name_it",
        "temperaments",
        "power",
        "cost",
        "points",
        "effect_en",
        "image",
      ]) {
        await expect(help.getByTestId("csv-column").filter({ hasText: column }).first()).toBeVisible();
      }
      await expect(help).toContainText(t("sets.csv.cols.temperaments", {}, locale));
    }
    // The example, downloaded from the page, is a valid set.
    const page = english.page;
    const download = page.waitForEvent("download");
    await page.getByTestId("csv-example-download").click();
    const file = info.outputPath("example.csv");
    await (await download).saveAs(file);
    await uploadSet(page, file, "en");
    await expect(page.getByTestId("import-result")).toContainText(
      t("sets.result", { name: "My Set", total: 2, created: 2, updated: 0, unchanged: 0, removed: 0 }, "en"),
    );
  } finally {
    for (const c of [italian, english]) await c.context.close();
  }
});

test("offline, the card browser shows the drawn faces and asks the art host once, not once per card", async ({
  browser,
}, info) => {
  // The Beta catalog under its own name (its cards carry remote image URLs).
  const organizer = await newDesktop(browser, info);
  const file = info.outputPath("beta-offline.json");
  writeFileSync(file, JSON.stringify(betaCards.map((c) => ({ ...c, setName: SET_NAME }))));
  await loginAsDemo(organizer.page);
  await organizer.page.goto("/organizer/kartomantik/sets");
  await uploadSet(organizer.page, file);
  await expect(organizer.page.getByTestId("import-result")).toContainText(SET_NAME);
  const row = organizer.page
    .getByTestId("set-list")
    .getByRole("listitem")
    .filter({ has: organizer.page.getByText(SET_NAME, { exact: true }) });
  await row.getByRole("link", { name: t("sets.browse") }).click();
  await expect(organizer.page).toHaveURL(/\/kartomantik\/cards\/[^/?]+$/);
  const setId = new URL(organizer.page.url()).pathname.split("/").pop()!;
  await organizer.context.close();

  // A phone at the venue: the art host never answers (the request hangs, as without internet).
  const phone = await newPhone(browser, info);
  const online = await newPhone(browser, info);
  try {
    const { page } = phone;
    await page.route(`${ART_HOST}/**`, () => {});
    const remote = remoteRequests(page, baseURL(info));
    await page.goto(`/kartomantik/cards/${setId}`);
    const cards = page.getByTestId("card");
    await expect(cards).toHaveCount(betaCards.length);
    // The drawn face is there at once: name, points, effect.
    const first = betaCards.find((c) => c.collectionNumber === 1)!;
    const face = cards.filter({ has: page.getByRole("heading", { name: first.translations!.it!.name!, exact: true }) });
    await expect(face).toBeVisible();
    await expect(face).toContainText(first.translations!.it!.effect ?? first.effect ?? "");
    // Scrolling through the whole set (every card comes into view at least once) wakes no art.
    for (let i = 0; i < betaCards.length; i += 12) await cards.nth(i).scrollIntoViewIfNeeded();
    await page.waitForTimeout(5_000);
    expect(
      remote.map((r) => r.url()).length,
      `remote requests: ${remote.map((r) => r.url()).join(" ")}`,
    ).toBeLessThanOrEqual(1);
    await expect(page.getByTestId("card-art")).toHaveCount(0);
    // The next page of the browser (a filter) remembers that the host is away: no request at all.
    const before = remote.length;
    await page.getByLabel(t("browser.search")).fill("a");
    await page.getByRole("button", { name: t("browser.filter") }).click();
    await page.waitForURL(/q=a/);
    await expect(cards.first()).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(remote.length - before).toBe(0);

    // Where the host answers, the art is shown over the drawn face.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await online.page.route(`${ART_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: png }),
    );
    await online.page.goto(`/kartomantik/cards/${setId}`);
    await expect(online.page.getByTestId("card-art").first()).toHaveAttribute("data-loaded", "true");
    await expect(online.page.getByTestId("card-art").first()).toBeVisible();
  } finally {
    for (const c of [phone, online]) await c.context.close();
  }
});
