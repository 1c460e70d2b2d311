// Setups the flows share beyond support.ts: the events of the other games and modes (Ken il Guerriero,
// Incantesium, 2v2/Free-for-All) and the engine tables of 3–5, as the organizer and the phones meet them.
import { expect, test, type Page } from "@playwright/test";
import { baseURL, demoSet, hydrated, t } from "./support";

/** "2vs2 Creazione del Mazzo": 21 distinct cards, at most 400 points — 8 wills, 13 cheapest manifestations. */
export const deck21 = [
  ...demoSet.filter((c) => c.type !== "manifestation").slice(0, 8),
  ...demoSet
    .filter((c) => c.type === "manifestation")
    .sort((a, b) => a.points - b.points)
    .slice(0, 13),
];

type Created = { eventId: string; joinCode: string };

async function created(org: Page): Promise<Created> {
  await expect(org).toHaveURL(/\/organizer\/events\/[^/]+$/);
  return {
    eventId: new URL(org.url()).pathname.split("/").pop()!,
    joinCode: (await org.getByTestId("join-code").textContent())!.trim(),
  };
}

/** The organizer (logged in, on the dashboard) creates a constructed event (Bo1 unless told) on the demo set with
 * 2v2 or Free-for-All tables. */
export async function createModeEvent(
  org: Page,
  name: string,
  mode: "2v2" | "ffa",
  bestOf: 1 | 3 = 1,
): Promise<Created> {
  await org.goto("/organizer");
  const form = org.locator("form").filter({ has: org.getByLabel(t("dashboard.eventName")) });
  await hydrated(form);
  await org.getByLabel(t("dashboard.eventName")).fill(name);
  await org.getByLabel(t("dashboard.format")).selectOption({ label: t("formats.constructed") });
  await org.getByLabel(t("dashboard.mode")).selectOption({ value: mode });
  await org.getByLabel(t("dashboard.bestOf")).selectOption({ value: String(bestOf) });
  await org.getByRole("button", { name: t("dashboard.create") }).click();
  return created(org);
}

/** The organizer (logged in, on the dashboard) creates a Ken il Guerriero Standard Bo1 event played to a
 * Punti Ordine target. */
export async function createKenEvent(org: Page, name: string, target: number): Promise<Created> {
  const form = org.locator("form").filter({ has: org.getByLabel(t("dashboard.eventName")) });
  await hydrated(form);
  await org.getByLabel(t("dashboard.eventName")).fill(name);
  await org.getByTestId("new-event-game").selectOption("ken");
  await org.getByLabel(t("dashboard.format")).selectOption("standard");
  await org.getByLabel(t("dashboard.bestOf")).selectOption("1");
  await org.getByTestId("ken-end-kind-target").check();
  await org.getByTestId("ken-end-value").fill(String(target));
  await org.getByRole("button", { name: t("dashboard.create") }).click();
  return created(org);
}

/** On a Ken event's organizer page: uploads a card list file and waits for it to be taken. */
export async function uploadKenList(org: Page, file: string): Promise<void> {
  const input = org.getByTestId("ken-list-file");
  await hydrated(input);
  await input.setInputFiles(file);
  await org.getByTestId("ken-list-upload").click();
  await expect(org.getByTestId("ken-list-summary")).not.toHaveText(t("kenEvent.list.none"));
}

/** The organizer (logged in) creates an Incantesium event through the API, with the e2e server's fixed test
 * seed (the one field the dashboard's form does not offer), and opens its page. */
export async function createIncEvent(org: Page, name: string, testSeed: number): Promise<Created> {
  const res = await org.request.post("/api/events", {
    headers: { origin: baseURL(test.info()) },
    data: { name, game: "incantesium", testSeed },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id: eventId, joinCode } = (await res.json()) as { id: string; joinCode: string };
  await org.goto(`/organizer/events/${eventId}`);
  return { eventId, joinCode };
}

/** The organizer's table form on the event page: the mode, then each seat (a player's name, or "" for a bot
 * alone) and the bots' level (the one-ply bot unless told); the table starts. */
export async function openEngineTable(
  org: Page,
  eventId: string,
  mode: "ffa" | "2v2",
  seats: string[],
  level = "facile",
): Promise<void> {
  await org.goto(`/organizer/events/${eventId}`);
  const starter = org.getByTestId("table-starter");
  await hydrated(starter.getByTestId("table-start"));
  await starter.getByTestId("table-mode").selectOption(mode);
  if (mode === "ffa") await starter.getByTestId("table-count").selectOption(String(seats.length));
  for (const [i, name] of seats.entries()) {
    const select = starter.getByTestId(`table-seat-${i + 1}`);
    if (name) {
      await select.selectOption({ label: name });
      // A player chosen for a seat plays it on their phone (the bot only when ticked).
      await expect(starter.getByTestId(`table-bot-${i + 1}`)).not.toBeChecked();
    } else await select.selectOption({ value: "" });
  }
  if (seats.includes("")) await starter.getByTestId("bot-level").selectOption(level);
  await starter.getByTestId("table-start").click();
  await expect(starter.getByRole("status")).toHaveText(t("game.tableStarted"));
}

/** A phone finds its one engine table on its event page and opens it. */
export async function sitAtTable(page: Page, eventId: string): Promise<void> {
  await page.goto(`/play/${eventId}`);
  const link = page.getByTestId("open-table");
  await expect(link).toHaveCount(1);
  await hydrated(link);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/play/${eventId}/games/kartomantik/[^/]+$`));
  await expect(page.getByTestId("game-phone")).toBeVisible();
}
