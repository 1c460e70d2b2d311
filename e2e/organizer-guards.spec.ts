// The organizer area when something is off: an event id that does not exist, a session that
// ended while the dashboard was open. Both should land on a proper page, not a server error.

import { expect, test } from "@playwright/test";
import { loginAsDemo, newDesktop, t } from "./support";

test("an unknown event id gives a 404 page in the visitor's language, not a server error; its link leads home", async ({
  browser,
}, info) => {
  const { context, page } = await newDesktop(browser, info);
  try {
    await loginAsDemo(page);
    const response = await page.goto("/organizer/events/no-such-event");
    expect(response?.status()).toBe(404);
    // The page's notFound() arrives as Next's bare error shell; the browser renders our page in the root layout.
    await expect(page.getByRole("heading", { level: 1, name: t("notFound.title") })).toBeVisible();
    await expect(page.getByText(t("notFound.text"))).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.getByRole("link", { name: t("notFound.home") }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await context.close();
  }
});

test("a client-side navigation after the session ended goes to the login page", async ({ browser }, info) => {
  const { context, page } = await newDesktop(browser, info);
  try {
    await loginAsDemo(page);
    const eventLink = page.getByTestId("event-list").getByRole("link").first();
    await expect(eventLink).toBeVisible();
    // The session ends (logout in another tab, expiry): the session cookie is gone.
    const session = (await context.cookies()).filter((c) => c.name.includes("session-token"));
    expect(session.length).toBeGreaterThan(0);
    await context.clearCookies({ name: /session-token/ });
    await eventLink.click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expect(page.getByRole("heading", { name: t("login.title") })).toBeVisible();
  } finally {
    await context.close();
  }
});
