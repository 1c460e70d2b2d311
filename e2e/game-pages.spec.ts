// Issue 32: a game's own pages are mounted once, per game (app/(public)/[game]/[...path] and
// app/(organizer)/organizer/[game]/[...path]), and asked of the registry: Kartomantik's card browser and
// card sets, Ken's card browser. The addresses they had before still open them; what is no game's page
// is a 404.
import { expect, test } from "@playwright/test";
import { loginAsDemo, newDesktop, t } from "./support";

test("a game's pages at /<game>/… and /organizer/<game>/…; the old addresses redirect; others are 404", async ({
  browser,
}, info) => {
  const { context, page } = await newDesktop(browser, info);
  try {
    await loginAsDemo(page);
    // The organizer's menu links to the card sets at their new address.
    await page.getByRole("link", { name: t("dashboard.manageSets"), exact: true }).click();
    await expect(page).toHaveURL(/\/organizer\/kartomantik\/sets$/);
    const browse = page
      .getByTestId("set-list")
      .getByRole("link", { name: t("sets.browse") })
      .first();
    const href = (await browse.getAttribute("href"))!;
    expect(href).toMatch(/^\/kartomantik\/cards\/[^/]+$/);
    await browse.click();
    await expect(page.getByTestId("card-count")).toBeVisible();
    await expect(page.getByTestId("card").first()).toBeVisible();

    // Links and bookmarks from before still open them.
    const setId = href.split("/").pop()!;
    await page.goto(`/cards/${setId}`);
    await expect(page).toHaveURL(new RegExp(`/kartomantik/cards/${setId}$`));
    await expect(page.getByTestId("card-count")).toBeVisible();
    await page.goto("/organizer/sets");
    await expect(page).toHaveURL(/\/organizer\/kartomantik\/sets$/);
    await expect(page.getByTestId("set-list")).toBeVisible();

    await page.goto("/ken/cards");
    await expect(page.getByRole("heading", { name: t("ken.browser.title") })).toBeVisible();

    // No game, or no page of the game's, is a 404.
    for (const url of [
      "/no-game/cards",
      "/ken/cards/x",
      "/kartomantik/cards",
      "/kartomantik/cards/no-such-set",
      "/incantesium/cards",
      "/organizer/ken/sets",
      "/organizer/kartomantik/nothing",
    ])
      expect((await page.goto(url))?.status(), url).toBe(404);
  } finally {
    await context.close();
  }
});
