// Organizer signup on a server reachable from outside (the e2e server runs with PUBLIC_URL, so
// ORGANIZER_SIGNUP defaults to invite): only with an organizer's invite link, a strong password,
// once; signing out ends the session on the server, so a copy of the old cookie is refused.

import { expect, test } from "@playwright/test";
import { errorBox, hydrated, loginAsDemo, newDesktop, t } from "./support";

test("an organizer invites a new one: the link allows one signup; sign-out ends the session on the server", async ({
  browser,
}, info) => {
  const host = await newDesktop(browser, info);
  const guest = await newDesktop(browser, info);
  try {
    await guest.page.goto("/signup");
    await expect(guest.page.getByTestId("signup-blocked")).toHaveText(t("signup.inviteOnly"));

    await loginAsDemo(host.page);
    const invite = host.page.getByRole("button", { name: t("dashboard.invite") });
    await hydrated(invite);
    await invite.click();
    const link = (await host.page.getByTestId("invite-link").textContent())!;
    expect(link).toMatch(/\/signup\?invite=[\w-]{32}$/);

    await guest.page.goto(link);
    const email = `nuova-${Date.now()}@bazaar.test`;
    await guest.page.getByLabel(t("signup.name")).fill("Nuova");
    await guest.page.getByLabel(t("login.email")).fill(email);
    // The browser's own minimum is 10 too; the server's reason shows for a common password.
    await guest.page.getByLabel(t("login.password"), { exact: false }).fill("1234567890");
    const submit = guest.page.getByRole("button", { name: t("signup.submit") });
    await hydrated(submit);
    await submit.click();
    await expect(errorBox(guest.page)).toHaveText(t("errors.password_common"));
    await guest.page.getByLabel(t("login.password"), { exact: false }).fill("mazzo di carte del venerdì");
    await submit.click();
    await expect(guest.page.getByTestId("organizer-email")).toHaveText(email);

    // The invite is used up.
    const again = await newDesktop(browser, info);
    try {
      await again.page.goto(link);
      await again.page.getByLabel(t("signup.name")).fill("Altra");
      await again.page.getByLabel(t("login.email")).fill(`altra-${Date.now()}@bazaar.test`);
      await again.page.getByLabel(t("login.password"), { exact: false }).fill("un'altra password lunga");
      const retry = again.page.getByRole("button", { name: t("signup.submit") });
      await hydrated(retry);
      await retry.click();
      await expect(errorBox(again.page)).toHaveText(t("errors.signup_invite_invalid"));
    } finally {
      await again.context.close();
    }

    // Sign out, then put the old session cookie back: the server no longer accepts it.
    const before = (await guest.context.cookies()).filter((c) => c.name.includes("session-token"));
    expect(before.length).toBeGreaterThan(0);
    await guest.page.getByRole("button", { name: t("app.logout") }).click();
    await expect(guest.page).toHaveURL(/\/login$/);
    await guest.context.addCookies(before);
    await guest.page.goto("/organizer");
    await expect(guest.page).toHaveURL(/\/login$/);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});
