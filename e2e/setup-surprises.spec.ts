// Issue 33 §9 and §11, what surprised a new organizer setting up and a player at an Incantesium table:
// - PUBLIC_URL (set for phones, as the README says; this server runs with it) makes sign-up invite-only: the
//   signup page says so to a visitor on a phone, what to do (ask for an invite) and why;
// - a second organizer on the same server imports the Beta file the demo organizer already has and shares: no
//   rename by hand, the import offers the set already there (read-only) and an event is created on it (a set
//   not shared is never offered, nor mentioned: set names are per organizer, tests/cards/sets.test.ts);
// - an Incantesium hand at 360 px tells its elements apart by colour, a drawn glyph and the name read aloud,
//   each at 4.5:1 or more.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { axeProblems, faintSymbols } from "./a11y";
import { createIncEvent } from "./flows";
import { E2E_DUEL_SEED } from "./inc-seed";
import { api, join, organizer } from "./seed";

// The rulebook's six elements ("Incantesimi base": Fuoco, Acqua, Terra, Aria, Buio, Luce).
const ELEMENTS = ["fuoco", "acqua", "terra", "aria", "buio", "luce"];
import { BETA_FILE, baseURL, betaCards, hydrated, newDesktop, newPhone, PHONE_360, t } from "./support";

test("with PUBLIC_URL set, the signup page on a phone says sign-up is by invite, how to get one and why", async ({
  browser,
}, info) => {
  const visitor = await newPhone(browser, info, PHONE_360);
  try {
    await visitor.page.goto("/signup");
    await expect(visitor.page.getByTestId("signup-blocked")).toHaveText(t("signup.inviteOnly"));
    await expect(visitor.page.getByTestId("signup-invite-how")).toHaveText(
      t("signup.inviteHow", { button: t("dashboard.invite"), hours: 72 }),
    );
    await expect(visitor.page.getByTestId("signup-why")).toHaveText(t("signup.inviteWhy", { why: "public_url" }));
    await expect(visitor.page.getByTestId("signup-why")).toContainText("PUBLIC_URL");
    // No form to fill in vain.
    await expect(visitor.page.getByRole("button", { name: t("signup.submit") })).toHaveCount(0);
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeProblems(visitor.page, "signup (invite only)")).toEqual([]);
  } finally {
    await visitor.context.close();
  }
});

/** Signs in through next-auth's credentials form post, as the login page does. */
async function signIn(page: Page, info: TestInfo, email: string, password: string) {
  const { csrfToken } = await api<{ csrfToken: string }>(page, "GET", "/api/auth/csrf");
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    headers: { origin: baseURL(info) },
  });
  expect(res.ok(), `sign-in: HTTP ${res.status()}`).toBe(true);
}

test("a second organizer imports the Beta file the demo organizer has shared: the set already there, read-only, for their events", async ({
  browser,
}, info) => {
  const demo = await organizer(browser, info);
  const second = await newDesktop(browser, info);
  try {
    // The Beta file under a set name of this run's own (its 900 "setName" fields, what a second organizer had to
    // rename by hand): foundation.spec.ts's first import of Beta itself, on this same server, stays the first.
    const setName = `Beta ${Date.now()}`;
    const file = info.outputPath("cards.json");
    writeFileSync(file, readFileSync(BETA_FILE, "utf8").replaceAll('"setName": "Beta"', `"setName": "${setName}"`));
    // The demo organizer has imported it…
    const uploaded = await demo.page.request.post("/api/kartomantik/card-sets", {
      multipart: { file: { name: "cards.json", mimeType: "application/json", buffer: readFileSync(file) } },
      headers: { origin: baseURL(info) },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    // And shared it with every organizer.
    const { setId } = (await uploaded.json()) as { setId: string };
    const shared = await demo.page.request.post(`/api/kartomantik/card-sets/${setId}/shared`, {
      data: { shared: true },
      headers: { origin: baseURL(info) },
    });
    expect(shared.ok(), await shared.text()).toBe(true);
    // A second organizer, invited by the demo one (sign-up is invite-only here).
    const { url } = await api<{ url: string }>(demo.page, "POST", "/api/organizers/invites");
    const email = `seconda-${Date.now()}@bazaar.test`;
    const password = "due organizzatori, un server";
    await api(second.page, "POST", "/api/organizers", {
      email,
      name: "Seconda",
      password,
      invite: new URL(url).searchParams.get("invite"),
    });
    await signIn(second.page, info, email, password);

    // The import page: the same file gives the set already on the server, said in words.
    const page = second.page;
    await page.goto("/organizer/kartomantik/sets");
    const form = page.locator("form").filter({ has: page.getByLabel(t("sets.file")) });
    await hydrated(form);
    await page.getByLabel(t("sets.file")).setInputFiles(file);
    await page.getByRole("button", { name: t("sets.submit"), exact: true }).click();
    await expect(page.getByTestId("import-result")).toHaveText(
      t("sets.sharedCopy", { name: setName, total: betaCards.length }),
    );
    const beta = page
      .getByTestId("set-list")
      .getByRole("listitem")
      .filter({ has: page.getByText(setName, { exact: true }) });
    await expect(beta).toHaveCount(1);
    await expect(beta).toContainText(t("sets.copy"));
    // Read-only: no share switch for a set that is not theirs.
    await expect(beta.getByLabel(t("sets.shareLabel"))).toHaveCount(0);
    expect(await axeProblems(page, "card sets (shared copy)")).toEqual([]);

    // The dashboard's form offers it, and an event is created on it.
    const { sets } = await api<{ sets: { id: string; name: string; mine: boolean; copy: boolean }[] }>(
      page,
      "GET",
      "/api/kartomantik/card-sets",
    );
    const set = sets.find((s) => s.name === setName);
    expect(set).toMatchObject({ mine: false, copy: true });
    await page.goto("/organizer");
    await hydrated(page.getByTestId("new-event-game"));
    await page.getByTestId("new-event-game").selectOption("kartomantik");
    await expect(page.getByLabel(t("dashboard.cardSet")).locator(`option[value="${set!.id}"]`)).toHaveCount(1);
    const event = await api<{ id: string }>(page, "POST", "/api/events", {
      name: "Serata della seconda",
      format: "constructed",
      bestOf: 1,
      mode: "duel",
      cardSetId: set!.id,
    });
    expect(event.id).toBeTruthy();
  } finally {
    await demo.context.close();
    await second.context.close();
  }
});

test("an Incantesium hand at 360 px: each element its colour, its own glyph and its name, at 4.5:1 or more", async ({
  browser,
}, info) => {
  const org = await organizer(browser, info);
  const mage = await newPhone(browser, info, PHONE_360);
  try {
    const inc = await createIncEvent(org.page, "Elementi a colori", E2E_DUEL_SEED);
    await join(mage.page, inc.joinCode, "Giovanni");
    const { gameId } = await api<{ gameId: string }>(mage.page, "POST", `/api/events/${inc.eventId}/practice`, {
      mode: "duel",
      players: 2,
    });
    await mage.page.goto(`/play/${inc.eventId}/games/incantesium/${gameId}`);
    const hand = mage.page.getByTestId("inc-hand");
    await expect(hand.getByRole("img").first()).toBeVisible();

    // Every base spell of the hand and the flow's top card: its element's glyph, its colours, its name.
    const marks = await mage.page.evaluate(() => {
      const rgb = (css: string) =>
        css
          .match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map(Number);
      const luminance = (c: number[]) => {
        const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: number[], b: number[]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      };
      const tiles = document.querySelectorAll<HTMLElement>(
        '[data-testid="inc-hand"] [data-card], [data-testid="inc-flow-top"] [data-card]',
      );
      return [...tiles].map((tile) => {
        const glyph = tile.querySelector<SVGElement>("svg[data-glyph]");
        const paper = rgb(getComputedStyle(tile).backgroundColor);
        // Every visible text and the glyph, against the tile's own background.
        const inks = [...tile.querySelectorAll<Element>("span, svg")].map((el) => rgb(getComputedStyle(el).color));
        // The tile is at full opacity, whatever the button around it (a dimmed tile would lose its contrast).
        let opacity = 1;
        for (let el: HTMLElement | null = tile; el; el = el.parentElement)
          opacity *= Number(getComputedStyle(el).opacity);
        return {
          card: tile.dataset.card!,
          element: tile.dataset.element ?? null,
          label: tile.getAttribute("aria-label") ?? "",
          glyph: glyph?.dataset.glyph ?? null,
          shape: glyph?.innerHTML ?? null,
          background: getComputedStyle(tile).backgroundColor,
          glyphWidth: glyph?.getBoundingClientRect().width ?? 0,
          contrast: Math.min(...inks.map((ink) => ratio(ink, paper))),
          opacity,
        };
      });
    });
    // The base spells, by what a screen reader hears ("Fuoco, potenza 2, …"); the rest (extra spells) have no element.
    const base = marks.filter((m) => m.label.includes(", potenza "));
    expect(base.length).toBeGreaterThan(1);
    for (const m of base) {
      expect(ELEMENTS, m.card).toContain(m.element);
      expect(m.glyph, m.card).toBe(m.element);
      expect(m.glyphWidth, m.card).toBeGreaterThanOrEqual(16);
      expect(m.label, m.card).toContain(t(`incantesium.element.${m.element}`));
      expect(m.contrast, m.card).toBeGreaterThanOrEqual(4.5);
      expect(m.opacity, m.card).toBe(1);
    }
    // Two different elements never share a glyph or a colour; the same element always looks the same.
    const byElement = new Map<string, { shape: string; background: string }>();
    for (const m of base) {
      const seen = byElement.get(m.element!);
      if (seen) expect(seen).toEqual({ shape: m.shape, background: m.background });
      else byElement.set(m.element!, { shape: m.shape!, background: m.background });
    }
    expect(byElement.size).toBeGreaterThan(1);
    const looks = [...byElement.values()];
    expect(new Set(looks.map((l) => l.shape)).size).toBe(looks.length);
    expect(new Set(looks.map((l) => l.background)).size).toBe(looks.length);
    // What a screen reader hears for each card button of the hand starts with its element's name.
    const buttons = hand.getByTestId("inc-hand-card");
    for (let i = 0; i < (await buttons.count()); i++) {
      const card = await buttons.nth(i).locator("[data-card]").getAttribute("data-card");
      const m = marks.find((x) => x.card === card);
      if (m?.element)
        await expect(buttons.nth(i)).toHaveAccessibleName(new RegExp(`^${t(`incantesium.element.${m.element}`)}, `));
    }

    expect(await axeProblems(mage.page, "Incantesium hand at 360 px")).toEqual([]);
    expect(await faintSymbols(mage.page, "Incantesium hand at 360 px")).toEqual([]);
  } finally {
    await org.context.close();
    await mage.context.close();
  }
});
