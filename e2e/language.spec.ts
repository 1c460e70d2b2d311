// The page's language: the browser's on a first visit (Italian for it, English otherwise), then the
// header button's (a cookie), errors included; times in the viewer's language and time zone.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  cheapDeck,
  createDemoEvent,
  errorBox,
  hydrated,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  pasteAndSaveDeck,
  PHONE_360,
  startTournamentFromEventPage,
  t,
  withSeatsAB,
} from "./support";

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
    await page.route("**/api/join", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }),
    );
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

test("a first visit follows the browser's language (Italian for it, English otherwise); the switch is remembered", async ({
  browser,
}, info) => {
  const english = await newPhone(browser, info, { locale: "en-US", ...PHONE_360 });
  const italian = await newPhone(browser, info, { locale: "it-IT", ...PHONE_360 });
  const german = await newPhone(browser, info, { locale: "de-DE" });
  try {
    const heading = (page: Page, locale: "it" | "en") =>
      expect(page.getByRole("heading", { name: t("join.title", {}, locale) })).toBeVisible();
    for (const [{ page }, locale, browserLanguage] of [
      [english, "en", "en-US"],
      [italian, "it", "it-IT"],
      [german, "en", "de-DE"],
    ] as const) {
      await page.goto("/join");
      await expect(page.locator("html"), `first visit from a ${browserLanguage} browser`).toHaveAttribute(
        "lang",
        locale,
      );
      await heading(page, locale);
    }

    // The server's own errors follow that first choice too, without anybody touching the switch.
    const page = english.page;
    const submit = page.getByRole("button", { name: t("join.submit", {}, "en"), exact: true });
    await hydrated(submit);
    await page.getByLabel(t("join.code", {}, "en")).fill("QQ00QQ");
    await page.getByLabel(t("join.name", {}, "en")).fill("Dora");
    await submit.tap();
    await expect(errorBox(page)).toHaveText(t("errors.join_code_unknown", { code: "QQ00QQ" }, "en"));

    // The English browser switches to Italian: that choice, not the browser's, holds from then on.
    const toItalian = page.getByRole("banner").getByRole("button", { name: t("app.switchTo", {}, "en") });
    await hydrated(toItalian);
    await toItalian.tap();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.reload();
    await heading(page, "it");
    const other = await english.context.newPage();
    await other.goto("/login");
    await expect(other.getByRole("heading", { name: t("login.title") })).toBeVisible();
    // The Italian phone was never switched and stays Italian.
    await italian.page.goto("/login");
    await expect(italian.page.getByRole("heading", { name: t("login.title") })).toBeVisible();
  } finally {
    for (const c of [english, italian, german]) await c.context.close();
  }
});

/** Date and time as that locale writes them in that zone (each part on its own: engines differ in
 * the separators between them). */
function localParts(iso: string, locale: string, timeZone: string): string[] {
  const at = new Date(iso);
  return [
    new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(at),
    new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone }).format(at),
  ].map((s) => s.replace(/\s+/g, " "));
}

test("a match's history shows times in each viewer's language and own time zone", async ({ browser }, info) => {
  // Two organizers' screens in two time zones (one English), two Italian phones playing.
  const tokyo = await newDesktop(browser, info, { locale: "it-IT", timezoneId: "Asia/Tokyo" });
  const newYork = await newDesktop(browser, info, { locale: "en-US", timezoneId: "America/New_York" });
  const phones = [await newPhone(browser, info), await newPhone(browser, info)];
  try {
    await loginAsDemo(tokyo.page);
    const { eventId, joinCode } = await createDemoEvent(tokyo.page, "Orari del torneo", "constructed", 1);
    const names = ["Gea", "Ivo"];
    for (const [i, ph] of phones.entries()) {
      await joinAs(ph.page, joinCode, names[i]!, eventId);
      await pasteAndSaveDeck(ph.page, cheapDeck().map(itName));
    }
    await startTournamentFromEventPage(tokyo.page);
    type View = {
      players: { seatId: string; name: string }[];
      matches: { id: string; a: string; b: string | null; version: number }[];
    };
    let view: View | null = null;
    await expect
      .poll(
        async () => {
          const res = await tokyo.page.request.get(`/api/events/${eventId}/tournament`);
          view = res.ok() ? (withSeatsAB(await res.json()) as View) : null;
          return view?.matches?.length ?? 0;
        },
        { message: "the tournament has started" },
      )
      .toBeGreaterThan(0);
    const match = view!.matches.find((m) => m.b !== null)!;
    const reporter = phones[names.indexOf(view!.players.find((p) => p.seatId === match.a)!.name)]!;
    const res = await reporter.page.request.post(`/api/events/${eventId}/matches/${match.id}/report`, {
      data: { games: [{ a: 60, b: 40 }], version: match.version, idempotencyKey: randomUUID() },
    });
    expect(res.ok(), await res.text()).toBe(true);

    await loginAsDemo(newYork.page, "en");
    for (const [screen, locale, zone] of [
      [tokyo, "it-IT", "Asia/Tokyo"],
      [newYork, "en-US", "America/New_York"],
    ] as const) {
      await screen.page.goto(`/organizer/events/${eventId}/matches/${match.id}`);
      const time = screen.page.getByTestId("match-history").locator("time").first();
      await expect(time).toBeVisible();
      const iso = (await time.getAttribute("datetime"))!;
      expect(Math.abs(Date.parse(iso) - Date.now()), "the entry is from this run").toBeLessThan(10 * 60_000);
      for (const part of localParts(iso, locale, zone))
        await expect
          .poll(async () => (await time.textContent())!.replace(/\s+/g, " "), { message: `${locale} ${zone}` })
          .toContain(part);
      await expect(time).not.toContainText("UTC");
    }
  } finally {
    for (const c of [tokyo, newYork, ...phones]) await c.context.close();
  }
});
