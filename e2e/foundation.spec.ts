// The foundation flows end to end, as one draft night: the organizer logs in, imports the real
// Beta set, browses it, creates an event; two phones join, get reordered, reload, fail in the
// ways people fail, and one seat moves to a new phone with a one-time link.
import { writeFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  ANY,
  BETA_FILE,
  baseURL,
  betaCards,
  countBeta,
  demoLogin,
  errorBox,
  hasMessage,
  hydrated,
  messagePattern,
  newDesktop,
  newPhone,
  seatLinkFrom,
  t,
  tapClaim,
} from "./support";

test.describe.configure({ mode: "serial" });

const EVENT_NAME = "Draft del giovedì";
const ANNA = "Anna";
const BRUNO = "Bruno";

let organizer: { context: BrowserContext; page: Page };
let phone1: { context: BrowserContext; page: Page };
let phone2: { context: BrowserContext; page: Page };
let betaSetId = "";
let eventId = "";
let joinCode = "";

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  phone1 = await newPhone(browser, info);
  phone2 = await newPhone(browser, info);
});

test.afterAll(async () => {
  for (const c of [organizer, phone1, phone2]) await c?.context.close();
});

async function fillJoinForm(page: Page, code: string | null, name: string): Promise<void> {
  const form = page.locator("form").filter({ has: page.getByLabel(t("join.code")) });
  await hydrated(form);
  if (code !== null) await page.getByLabel(t("join.code")).fill(code);
  await page.getByLabel(t("join.name")).fill(name);
  await page.getByRole("button", { name: t("join.submit"), exact: true }).tap();
}

const seatNames = (page: Page) => page.getByTestId("seat-name");
const tableSeats = (page: Page) => page.getByTestId("table-seats").getByRole("listitem");
const seatRow = (page: Page, name: string) =>
  page.getByTestId("seat").filter({ has: page.getByTestId("seat-name").getByText(name, { exact: true }) });
const setRow = (page: Page, name: string) =>
  page
    .getByTestId("set-list")
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });

/** Lower case with a space in the middle: what people type from a projector. */
const sloppy = (code: string) => `${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`;

test("the organizer logs in with the demo login; a wrong password is refused", async () => {
  const { page } = organizer;
  const login = demoLogin();
  await page.goto("/organizer");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: t("login.title") })).toBeVisible();
  await hydrated(page.locator("form"));

  await page.getByLabel(t("login.email")).fill(login.email);
  await page.getByLabel(t("login.password")).fill(`${login.password}-wrong`);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(errorBox(page)).toHaveText(t("login.failed"));
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(t("login.password")).fill(login.password);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page).toHaveURL(/\/organizer$/);
  await expect(page.getByTestId("organizer-email")).toHaveText(login.email);
  await expect(page.getByRole("heading", { name: t("dashboard.title") })).toBeVisible();
});

test("imports the Beta set by upload, idempotently, and refuses broken files", async () => {
  const { page } = organizer;
  const info = test.info();
  await page.goto("/organizer/kartomantik/sets");
  const form = page.locator("form").filter({ has: page.getByLabel(t("sets.file")) });
  await hydrated(form);
  const upload = async (file: string) => {
    await page.getByLabel(t("sets.file")).setInputFiles(file);
    await page.getByRole("button", { name: t("sets.submit"), exact: true }).click();
  };
  const result = page.getByTestId("import-result");
  const total = betaCards.length;
  expect(total).toBe(300);

  await upload(BETA_FILE);
  await expect(result).toHaveText(
    t("sets.result", { name: "Beta", total, created: total, updated: 0, unchanged: 0, removed: 0 }),
  );
  await expect(setRow(page, "Beta")).toContainText(t("sets.cards", { count: 300 }));

  // The same file again changes nothing.
  await upload(BETA_FILE);
  await expect(result).toHaveText(
    t("sets.result", { name: "Beta", total, created: 0, updated: 0, unchanged: total, removed: 0 }),
  );

  // One card with 7 points (not a multiple of 5): the whole file is refused, naming the card.
  const victim = betaCards.find((c) => c.type === "manifestation" && c.points >= 20 && c.collectionNumber > 100)!;
  const broken = info.outputPath("beta-broken-points.json");
  writeFileSync(broken, JSON.stringify(betaCards.map((c) => (c.id === victim.id ? { ...c, points: 7 } : c))));
  await upload(broken);
  await expect(result).toHaveCount(0);
  await expect(errorBox(page)).toHaveText(messagePattern("errors.card_file_invalid", { count: 1, first: ANY }));
  await expect(errorBox(page)).toContainText(`#${victim.collectionNumber}`);
  await expect(errorBox(page)).toContainText("points");
  const problems = page.getByTestId("import-problems").getByRole("listitem");
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText(`#${victim.collectionNumber}`);
  await expect(problems.first()).toContainText("points");

  // Not JSON at all.
  const notJson = info.outputPath("not-a-catalog.json");
  writeFileSync(notJson, "Questo non è un catalogo { carte: tante");
  await upload(notJson);
  await expect(errorBox(page)).toHaveText(
    hasMessage("errors.card_file_not_json")
      ? messagePattern("errors.card_file_not_json", { file: "not-a-catalog.json", reason: ANY })
      : t("errors.invalid_json"),
  );
  await expect(page.getByTestId("import-problems")).toHaveCount(0);

  // Over the 5 MB limit (valid JSON, padded).
  const huge = info.outputPath("beta-huge.json");
  const beta = JSON.stringify(betaCards);
  writeFileSync(huge, beta + " ".repeat(6 * 1024 * 1024 - beta.length));
  await upload(huge);
  await expect(errorBox(page)).toHaveText(t("errors.payload_too_large", { max: "5 MB" }));

  // Nothing of the broken uploads reached the database.
  await page.reload();
  await expect(setRow(page, "Beta")).toContainText(t("sets.cards", { count: 300 }));
  await expect(setRow(page, "Beta")).toHaveCount(1);
});

test("browses the Beta set with filters; counts match the catalog file", async () => {
  const { page } = organizer;
  await page.goto("/organizer/kartomantik/sets");
  await setRow(page, "Beta")
    .getByRole("link", { name: t("sets.browse") })
    .click();
  await expect(page).toHaveURL(/\/cards\/[^/?]+$/);
  betaSetId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { name: "Beta" })).toBeVisible();

  const count = page.getByTestId("card-count");
  const cards = page.getByTestId("card");
  const expectCount = async (n: number) => {
    await expect(count).toHaveText(t("browser.count", { count: n }));
    await expect(cards).toHaveCount(n);
  };
  const filter = async (f: { temperament?: string; type?: string; band?: string; q?: string }) => {
    await page
      .getByLabel(t("browser.temperament"))
      .selectOption({ label: f.temperament ? t(`temperaments.${f.temperament}`) : t("browser.all") });
    await page.getByLabel(t("browser.type")).selectOption({ label: f.type ? t(`types.${f.type}`) : t("browser.all") });
    const bandLabel = { minor: "browser.bandMinor", medium: "browser.bandMedium", major: "browser.bandMajor" }[
      f.band ?? ""
    ];
    await page.getByLabel(t("browser.band")).selectOption({ label: t(bandLabel ?? "browser.all") });
    await page.getByLabel(t("browser.search")).fill(f.q ?? "");
    const url = page.url();
    await page.getByRole("button", { name: t("browser.filter") }).click();
    await page.waitForURL((u) => u.toString() !== url && u.searchParams.get("temperament") === (f.temperament ?? ""));
  };

  await expectCount(betaCards.length);

  const hollow = countBeta({ temperament: "hollow" });
  expect(hollow).toBeGreaterThan(0);
  await filter({ temperament: "hollow" });
  await expectCount(hollow);

  const persistent = countBeta({ type: "persistent_will" });
  await filter({ type: "persistent_will" });
  await expectCount(persistent);

  const melancholicPersistent = countBeta({ temperament: "melancholic", type: "persistent_will" });
  expect(melancholicPersistent).toBeLessThan(persistent);
  await filter({ temperament: "melancholic", type: "persistent_will" });
  await expectCount(melancholicPersistent);

  for (const band of ["minor", "medium", "major"] as const) {
    await filter({ band });
    await expectCount(countBeta({ band }));
  }
  await filter({ band: "major", temperament: "choleric" });
  await expectCount(countBeta({ band: "major", temperament: "choleric" }));

  // Text in Italian and in English (name, effect and subtype in both languages are searched).
  for (const q of ["scarta", "discard", "Docilità"]) {
    const n = countBeta({ q });
    expect(n, `cards matching ${q}`).toBeGreaterThan(0);
    await filter({ q });
    await expectCount(n);
  }
  // An English card name finds the card, shown with its Italian name in the Italian UI.
  const sprout = betaCards.find((c) => c.collectionNumber === 1)!;
  await filter({ q: sprout.name });
  await expectCount(countBeta({ q: sprout.name }));
  await expect(cards.first()).toHaveAttribute("aria-label", sprout.translations!.it!.name!);

  await filter({ q: "zzzz-nessuna-carta" });
  await expectCount(0);
});

test("creates a Draft Bazaar Bo3 event with the Beta set: join code and QR", async () => {
  const { page } = organizer;
  await page.goto("/organizer");
  const form = page.locator("form").filter({ has: page.getByLabel(t("dashboard.eventName")) });
  await hydrated(form);
  await page.getByLabel(t("dashboard.eventName")).fill(EVENT_NAME);
  await page.getByLabel(t("dashboard.format")).selectOption({ label: t("formats.draft_bazaar") });
  await page.getByLabel(t("dashboard.bestOf")).selectOption({ label: t("bestOf.3") });
  await page.getByLabel(t("dashboard.cardSet")).selectOption({ label: "Beta (300)" });
  await page.getByRole("button", { name: t("dashboard.create") }).click();

  await expect(page).toHaveURL(/\/organizer\/events\/[^/]+$/);
  eventId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EVENT_NAME);
  const header = page.locator("header").filter({ hasText: EVENT_NAME });
  await expect(header).toContainText(t("formats.draft_bazaar"));
  await expect(header).toContainText("Bo3");
  await expect(header).toContainText(t("event.cardSet", { name: "Beta" }));
  await expect(header.getByRole("link", { name: t("event.cardSet", { name: "Beta" }) })).toHaveAttribute(
    "href",
    `/cards/${betaSetId}`,
  );

  const code = page.getByTestId("join-code");
  await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  joinCode = (await code.textContent())!.trim();
  const qr = page.getByTestId("qr");
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg")).toBeVisible();
  await expect(qr).toHaveAttribute("aria-label", new RegExp(`^https?://[^/]+/j/${joinCode}$`));
  await expect(page.getByText(t("event.noPlayers"))).toBeVisible();
});

test("two phones join by code (normalised) and appear in order on the organizer's page", async () => {
  await phone1.page.goto("/join");
  await expect(phone1.page.getByRole("heading", { name: t("join.title") })).toBeVisible();
  await fillJoinForm(phone1.page, sloppy(joinCode), ANNA);
  await expect(phone1.page).toHaveURL(`/play/${eventId}`);
  await expect(phone1.page.getByTestId("my-name")).toHaveText(t("seat.you", { name: ANNA }));
  await expect(phone1.page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 1, count: 1 }));
  await expect(phone1.page.getByText(EVENT_NAME)).toBeVisible();

  // Extra spaces around the name are dropped.
  await phone2.page.goto("/join");
  await fillJoinForm(phone2.page, ` ${sloppy(joinCode)} `, `  ${BRUNO} `);
  await expect(phone2.page).toHaveURL(`/play/${eventId}`);
  await expect(phone2.page.getByTestId("my-name")).toHaveText(t("seat.you", { name: BRUNO }));
  await expect(phone2.page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 2, count: 2 }));
  await expect(tableSeats(phone2.page)).toHaveText([`1. ${ANNA}`, `2. ${BRUNO}`]);

  // The organizer's page refreshes itself (every 3 s): no reload here.
  await expect(seatNames(organizer.page)).toHaveText([ANNA, BRUNO]);
  await expect(organizer.page.getByTestId("seat").first()).toContainText(t("event.seat", { position: 1 }));
  // Phone 1 learns about phone 2 by itself too.
  await expect(tableSeats(phone1.page)).toHaveText([`1. ${ANNA}`, `2. ${BRUNO}`]);
  await expect(phone1.page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 1, count: 2 }));
});

test("the organizer reorders seats with ↓ / ↑; the phones see the new order", async () => {
  const org = organizer.page;
  const up = (name: string) => org.getByRole("button", { name: `${t("event.moveUp")}: ${name}` });
  const down = (name: string) => org.getByRole("button", { name: `${t("event.moveDown")}: ${name}` });
  await hydrated(down(ANNA));
  await expect(up(ANNA)).toBeDisabled();
  await expect(down(BRUNO)).toBeDisabled();

  await down(ANNA).click();
  await expect(seatNames(org)).toHaveText([BRUNO, ANNA]);
  // Phone 1 refreshes itself (every 4 s).
  await expect(tableSeats(phone1.page)).toHaveText([`1. ${BRUNO}`, `2. ${ANNA}`]);
  await expect(phone1.page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 2, count: 2 }));

  await up(ANNA).click();
  await expect(seatNames(org)).toHaveText([ANNA, BRUNO]);
  await phone2.page.reload();
  await expect(tableSeats(phone2.page)).toHaveText([`1. ${ANNA}`, `2. ${BRUNO}`]);

  await up(BRUNO).click();
  await expect(seatNames(org)).toHaveText([BRUNO, ANNA]);
  await org.reload();
  await expect(seatNames(org)).toHaveText([BRUNO, ANNA]);
  await phone2.page.reload();
  await expect(tableSeats(phone2.page)).toHaveText([`1. ${BRUNO}`, `2. ${ANNA}`]);
  await expect(phone2.page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 1, count: 2 }));
});

test("a reload keeps phone 1's seat; the QR target takes it straight back to its seat", async () => {
  const page = phone1.page;
  await page.reload();
  await expect(page).toHaveURL(`/play/${eventId}`);
  await expect(page.getByTestId("my-name")).toHaveText(t("seat.you", { name: ANNA }));
  await expect(page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 2, count: 2 }));

  await page.goto(`/j/${joinCode}`);
  await expect(page).toHaveURL(`/play/${eventId}`);
  await expect(page.getByTestId("my-name")).toHaveText(t("seat.you", { name: ANNA }));
  // Typing the code again on /join also reclaims the seat instead of adding one.
  await page.goto("/join");
  await fillJoinForm(page, joinCode, "Anna Bis");
  await expect(page).toHaveURL(`/play/${eventId}`);
  await expect(page.getByTestId("my-name")).toHaveText(t("seat.you", { name: ANNA }));
  await expect(seatNames(organizer.page)).toHaveCount(2);
});

test("wrong code, empty name and duplicate name are refused and create no seat", async ({ browser }, info) => {
  const stranger = await newPhone(browser, info);
  try {
    const page = stranger.page;
    // A code nobody has (the alphabet has no 0, O, 1, I or L, so this one cannot be drawn).
    await page.goto("/join");
    await fillJoinForm(page, "zz0 0zz", "Carla");
    await expect(errorBox(page)).toHaveText(t("errors.join_code_unknown", { code: "ZZ00ZZ" }));
    await expect(page).toHaveURL(/\/join$/);

    expect(t("errors.name_required")).toBe("Scrivi il tuo nome.");
    await page.getByLabel(t("join.code")).fill(sloppy(joinCode));
    for (const blank of ["", "   "]) {
      await page.getByLabel(t("join.name")).fill(blank);
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/join"));
      await page.getByRole("button", { name: t("join.submit"), exact: true }).tap();
      expect((await answer).status()).toBe(400);
      await expect(errorBox(page)).toHaveText(t("errors.name_required"));
    }

    await page.getByLabel(t("join.name")).fill("aNNA");
    await page.getByRole("button", { name: t("join.submit"), exact: true }).tap();
    await expect(errorBox(page)).toHaveText(t("errors.name_taken", { name: "aNNA" }));
    await expect(page).toHaveURL(/\/join$/);

    const tooLong = "Bartolomeo Ermenegildo Pancrazio"; // 32 characters
    await page.getByLabel(t("join.name")).fill(tooLong);
    await page.getByRole("button", { name: t("join.submit"), exact: true }).tap();
    await expect(errorBox(page)).toHaveText(t("errors.name_too_long", { max: 24 }));

    // Through the QR target (code filled in), a duplicate with other spacing is refused as well.
    await page.goto(`/j/${joinCode}`);
    await expect(page.getByText(EVENT_NAME)).toBeVisible();
    await expect(page.getByLabel(t("join.code"))).toHaveValue(joinCode);
    await fillJoinForm(page, null, ` ${BRUNO.toUpperCase()} `);
    await expect(errorBox(page)).toHaveText(t("errors.name_taken", { name: BRUNO.toUpperCase() }));

    // Still two seats.
    await organizer.page.reload();
    await expect(seatNames(organizer.page)).toHaveText([BRUNO, ANNA]);
    await phone1.page.reload();
    await expect(phone1.page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 2, count: 2 }));
  } finally {
    await stranger.context.close();
  }
});

test("a one-time link moves phone 2's seat to a new phone", async ({ browser }, info) => {
  const org = organizer.page;
  const row = seatRow(org, BRUNO);
  const link = await seatLinkFrom(row);
  await expect(row).toContainText(t("event.seatLinkHelp", { hours: 24 }));

  const phone3 = await newPhone(browser, info);
  const other = await newPhone(browser, info);
  try {
    // Phone 1 already sits at this table as Anna: it cannot take Bruno's seat too (the link stays valid).
    await tapClaim(phone1.page, link);
    await expect(errorBox(phone1.page)).toHaveText(t("errors.seat_link_other_seat", { name: ANNA }));

    await phone3.page.goto(link);
    await expect(phone3.page.getByRole("heading", { name: t("seat.claimTitle") })).toBeVisible();
    await expect(phone3.page.getByText(t("seat.claimHelp"))).toBeVisible();
    const claim = phone3.page.getByRole("button", { name: t("seat.claimSubmit") });
    await hydrated(claim);
    await claim.tap();
    await expect(phone3.page).toHaveURL(`/play/${eventId}`);
    await expect(phone3.page.getByTestId("my-name")).toHaveText(t("seat.you", { name: BRUNO }));
    await expect(phone3.page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 1, count: 2 }));

    // The old phone lost the seat: back to the join page, which says why.
    await phone2.page.reload();
    await expect(phone2.page).toHaveURL(`/join?left=${eventId}`);
    await expect(phone2.page.getByRole("heading", { name: t("join.title") })).toBeVisible();
    await expect(phone2.page.getByTestId("no-seat")).toHaveText(t("join.noSeat", { event: EVENT_NAME }));

    // The link works once only: neither another phone nor the old one can use it again, and the page says so at
    // once (no button that fails only when tapped); the API refuses it too.
    for (const page of [other.page, phone2.page]) {
      await page.goto(link);
      await expect(page.getByRole("heading", { name: t("seat.claimInvalidTitle") })).toBeVisible();
      await expect(page.getByRole("button", { name: t("seat.claimSubmit") })).toHaveCount(0);
      const res = await page.request.post("/api/claim", {
        data: { token: link.split("/claim/")[1] },
        headers: { origin: baseURL(info) },
      });
      expect(res.status()).toBe(410);
    }

    // The new phone keeps the seat; the table is unchanged.
    await phone3.page.reload();
    await expect(phone3.page.getByTestId("my-name")).toHaveText(t("seat.you", { name: BRUNO }));
    await org.reload();
    await expect(seatNames(org)).toHaveText([BRUNO, ANNA]);
  } finally {
    await phone3.context.close();
    await other.context.close();
  }
});

test("the organizer removes a seat before the start; that phone is back at the join page", async () => {
  const org = organizer.page;
  await org.reload();
  const row = seatRow(org, ANNA);
  const remove = row.getByRole("button", { name: t("event.remove") });
  await hydrated(remove);
  org.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(t("event.removeConfirm", { name: ANNA }));
    void dialog.accept();
  });
  await remove.click();
  await expect(seatNames(org)).toHaveText([BRUNO]);
  await phone1.page.goto(`/play/${eventId}`);
  await expect(phone1.page).toHaveURL(`/join?left=${eventId}`);
  await expect(phone1.page.getByTestId("no-seat")).toHaveText(t("join.noSeat", { event: EVENT_NAME }));
  // The name is free again: Anna can sit down anew, at the end of the table.
  await fillJoinForm(phone1.page, joinCode, ANNA);
  await expect(phone1.page.getByTestId("my-position")).toHaveText(t("seat.position", { position: 2, count: 2 }));
});
