// Italian by default; the header button switches to English (a cookie), errors included.
import { expect, test } from "@playwright/test";
import { errorBox, hydrated, newPhone, t } from "./support";

test("the header button switches the join page and its errors to English, and back", async ({ browser }, info) => {
  const { context, page } = await newPhone(browser, info);
  try {
    await page.goto("/join");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { name: t("join.title") })).toBeVisible();
    await expect(page.getByLabel(t("join.code"))).toBeVisible();

    // The button shows the other language's name.
    const toEnglish = page.getByRole("banner").getByRole("button", { name: t("app.switchTo") });
    await expect(toEnglish).toHaveText(t("app.switchTo"));
    await hydrated(toEnglish);
    await toEnglish.tap();

    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: t("join.title", {}, "en") })).toBeVisible();
    await expect(page.getByLabel(t("join.code", {}, "en"))).toBeVisible();
    await expect(page.getByLabel(t("join.name", {}, "en"))).toBeVisible();
    await expect(page.getByRole("button", { name: t("join.submit", {}, "en"), exact: true })).toBeVisible();
    await expect(page.getByText(t("join.noAccount", {}, "en"))).toBeVisible();

    // An error from the server comes in English too.
    await page.getByLabel(t("join.code", {}, "en")).fill("qq0 0qq");
    await page.getByLabel(t("join.name", {}, "en")).fill("Dora");
    await page.getByRole("button", { name: t("join.submit", {}, "en"), exact: true }).tap();
    await expect(errorBox(page)).toHaveText(t("errors.join_code_unknown", { code: "QQ00QQ" }, "en"));

    // No network: not the browser's "Failed to fetch" but what to do, in the page's language.
    const submit = page.getByRole("button", { name: t("join.submit", {}, "en"), exact: true });
    await page.route("**/api/join", (route) => route.abort("internetdisconnected"));
    await submit.tap();
    await expect(errorBox(page)).toHaveText(t("errors.network", {}, "en"));
    // An error page from something in between (no JSON from the app): the status and a retry hint.
    await page.unroute("**/api/join");
    await page.route("**/api/join", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }));
    await submit.tap();
    await expect(errorBox(page)).toHaveText(t("errors.http_status", { status: 502 }, "en"));
    await page.unroute("**/api/join");

    // The choice sticks across a reload and other pages.
    await page.reload();
    await expect(page.getByRole("heading", { name: t("join.title", {}, "en") })).toBeVisible();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: t("login.title", {}, "en") })).toBeVisible();

    // And back to Italian.
    const toItalian = page.getByRole("banner").getByRole("button", { name: t("app.switchTo", {}, "en") });
    await expect(toItalian).toHaveText(t("app.switchTo", {}, "en"));
    await hydrated(toItalian);
    await toItalian.tap();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { name: t("login.title") })).toBeVisible();
  } finally {
    await context.close();
  }
});
