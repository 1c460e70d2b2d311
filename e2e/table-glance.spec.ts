// A table of four or five at a glance on a 360×740 phone (issue 33 §1–3). Each seat's name, side, points, hand and
// bot mark on one line each, all inside the screen without scrolling; the other seats' zones folded under their line
// (a button that says whether it is open) so that the player's own hand comes before them, above the fold; whose move
// it is said once: in 2v2 the opponents' team priority names both of them ("Modalità 2vs2", "La Priorità": either
// teammate may use it), and the banner, the seats' marks and the buzz agree. Set up through the API (seed.ts): a
// Kartomantik 2v2 table (Anna with a bot against Carla and Dario, Dario's moves sent from his phone's cookies without
// a page), a Free-for-All pod of five (Anna against four bots) and an Incantesium 2v2 against bots.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeProblems } from "./a11y";
import { attentionOf, recordAttention } from "./attention";
import { api, demoEvent, join, openTable, organizer, saveDeck, type Device } from "./seed";
import { baseURL, cheapDeck, firstStreamMessage, hydrated, newPhone, PHONE_360, t } from "./support";

const SCREEN = PHONE_360.viewport;

/** The part of a game message (lib/kartomantik/games/views.ts) the flow reads. */
interface Wait {
  seats: number[];
  decision: string | null;
  team: boolean;
}
interface Message {
  seq: number;
  view: {
    seats: { side: number[] };
    decisions: { player: number; kind: string; options: string[]; min: number; team?: number }[];
  };
  waits: Wait[];
}

/** The first message of a game's stream as `who` may see it (the organizer: as=judge, every decision in full). */
async function streamed(who: Page, url: string): Promise<Message> {
  const data = await firstStreamMessage(who, url);
  return JSON.parse(data) as Message;
}

/** Whether the element is wholly inside the phone's screen as it is now (no scrolling). */
async function onScreen(el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= SCREEN.height && box.x + box.width <= SCREEN.width;
}

/** Every seat's line shows its name, hand and points (`points`: a 2v2 Incantesium team's gems are on its heading) and
 * the bot's mark where the bot plays, inside the screen. */
async function seatsAtAGlance(
  page: Page,
  lines: Locator,
  names: string[],
  bots: string[],
  points: (line: Locator) => Locator = (line) => line.getByTestId("seat-points"),
) {
  await expect(lines).toHaveCount(names.length);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [i, name] of names.entries()) {
    const line = lines.filter({ has: page.getByTestId("seat-name").getByText(name, { exact: true }) });
    await expect(line, name).toHaveCount(1);
    const shown = [line.getByTestId("seat-name"), line.getByTestId(/^(seat-hand|inc-hand-count)$/), points(line)];
    if (bots.includes(name)) shown.push(line.getByTestId("seat-bot"));
    else await expect(line.getByTestId("seat-bot"), `${name} is not a bot`).toHaveCount(0);
    for (const el of shown) expect(await onScreen(el), `${name} (line ${i + 1}): ${await el.textContent()}`).toBe(true);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test.describe.configure({ mode: "parallel" });

// The 2v2 table's deal is its event's test seed (lib/random-seed.ts; the bot's moves follow from the deal and the
// position): with fresh ones, Carla's team held the priority after 9 steps at the median, 54 in one game of 100, and
// 3 games of 2,000 passed the bound of 60 steps, which also counted the waits for the bot (the engine, this flow's
// choices, the greedy bot seeded as the server seeds it); with this one, after 8 steps, the bot's included.
const SEED_WITH_THEIR_PRIORITY_SOON = 2;

test("2v2: the opponents' team priority names both of them; banner, marks and buzz agree; the strip at a glance", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const org = await organizer(browser, info);
  const { eventId, joinCode } = await demoEvent(org.page, "Coppie a colpo d'occhio", {
    testSeed: SEED_WITH_THEIR_PRIORITY_SOON,
  });
  const phones: Record<string, Device & { seatId: string }> = {};
  for (const name of ["Anna", "Carla", "Dario"]) {
    const phone = await newPhone(browser, info, PHONE_360);
    await recordAttention(phone.context);
    phones[name] = { ...phone, seatId: await join(phone.page, joinCode, name) };
    await saveDeck(phone.page, eventId, cheapDeck());
  }
  const { anna, carla, dario } = { anna: phones.Anna!, carla: phones.Carla!, dario: phones.Dario! };
  // Seats 1 & 3 (Anna, the bot) against 2 & 4 (Carla, Dario).
  const { gameId } = await openTable(org.page, eventId, "2v2", [anna.seatId, carla.seatId, null, dario.seatId]);
  const gamePath = `/play/${eventId}/games/kartomantik/${gameId}`;
  await org.page.goto(`/organizer/events/${eventId}`);
  const judge = () => streamed(org.page, `/api/games/kartomantik/${gameId}/stream?as=judge`);
  const people: Record<number, Page> = { 0: anna.page, 1: carla.page, 3: dario.page };

  // The opening through the act endpoint of whoever of the three people is awaited (the bot moves by itself): keep
  // the hand, the first option of a choice, pass the priority — until Carla's team holds the priority. Only the
  // people's moves count: the bot's, and a move the bot's refused (409), are no move of theirs.
  const theirs = (m: Message) =>
    m.waits.length === 1 && m.waits[0]!.decision === null && m.waits[0]!.seats.join() === "1,3";
  let m = await judge();
  for (let moves = 0; !theirs(m);) {
    const i = m.waits.findIndex((w) => w.seats.some((p) => people[p]));
    if (i < 0) {
      // Only the bot is awaited: it moves on its own.
      const seq = m.seq;
      await expect.poll(async () => (m = await judge()).seq, { intervals: [50, 100] }).toBeGreaterThan(seq);
      continue;
    }
    expect(moves, "Carla's team holds the priority within 8 moves of this deal").toBeLessThan(8);
    const w = m.waits[i]!;
    const p = w.seats.find((q) => people[q])!;
    const d = m.view.decisions[i];
    const action =
      w.decision === null
        ? { type: "pass" }
        : { type: "decide", choice: d!.kind === "mulligan" ? ["keep"] : d!.options.slice(0, Math.max(1, d!.min)) };
    const res = await people[p]!.request.post(`/api/games/kartomantik/${gameId}/act`, {
      headers: { origin: baseURL(info) },
      data: { action, seenSeq: m.seq, idempotencyKey: `glance-${m.seq}-${p}` },
    });
    // The bot may have moved meanwhile (the server says so: the move is refused, nothing changes): look again.
    expect(res.ok() || res.status() === 409, `act: HTTP ${res.status()} ${await res.text()}`).toBe(true);
    if (res.ok()) moves++;
    m = await judge();
  }

  for (const page of [anna.page, carla.page]) {
    await page.goto(gamePath);
    await hydrated(page.getByTestId("game-phone"));
    await expect(page.getByTestId("game-phone")).toHaveAttribute("data-seq", String(m.seq));
  }
  // Anna's phone waits for both of them, named once each, with the team priority's message; no buzz, no action.
  const banner = anna.page.getByTestId("game-banner");
  await expect(banner).toHaveAttribute("data-mine", "false");
  await expect(banner).toContainText(t("game.waitingFor", { name: "Carla o Dario" }));
  await expect(banner).toContainText(t("game.teamPriority", { names: "Carla o Dario" }));
  await expect(banner).not.toContainText(t("game.holdsPriority", { name: "Carla" }));
  await expect(anna.page.getByTestId("game-action")).toHaveCount(0);
  expect((await attentionOf(anna.page)).held).toBe(0);
  // The marks say the same: Carla's and Dario's lines hold the priority, nobody else's.
  const marks = async (page: Page) =>
    page
      .getByTestId("seat-line")
      .evaluateAll((lines) =>
        lines.map(
          (l) => `${l.getAttribute("data-seat")}:${l.querySelector("[data-mark]")?.getAttribute("data-mark") ?? "-"}`,
        ),
      );
  expect((await marks(anna.page)).sort()).toEqual(["0:-", "1:priority", "2:-", "3:priority"]);
  // Carla's phone: her move, her teammate may take it too; it buzzes and keeps the screen on.
  const hers = carla.page.getByTestId("game-banner");
  await expect(hers).toHaveAttribute("data-mine", "true");
  await expect(hers).toContainText(t("game.teamPriority", { names: `${t("game.you")} o Dario` }));
  await expect.poll(async () => (await attentionOf(carla.page)).held).toBe(1);
  expect((await marks(carla.page)).sort()).toEqual(["0:-", "1:priority", "2:-", "3:priority"]);

  // Who has what, at a glance: four lines in the screen, by side (Anna's team first), the bot marked.
  const lines = anna.page.getByTestId("game-score").getByTestId("seat-line");
  await seatsAtAGlance(anna.page, lines, [t("game.you"), "Bot", "Carla", "Dario"], ["Bot"]);
  const groups = anna.page.getByTestId("game-score").getByTestId("seat-group");
  await expect(groups.first()).toContainText(t("game.sideUs"));
  await expect(groups.nth(1)).toContainText(t("game.sideThem"));
  await expect(groups.nth(1).getByTestId("seat-line")).toHaveCount(2);
  // The hand before the other seats' zones, above the fold; a seat's zones open on tap.
  await handFirst(anna.page);
  expect(await axeProblems(anna.page, "2v2 game, 360 px")).toEqual([]);
  expect(await axeProblems(carla.page, "2v2 game, 360 px (the acting phone)")).toEqual([]);
  for (const d of [org, anna, carla, dario]) await d.context.close();
});

/** The player's hand is on the screen and the other seats' zones are not (folded); a seat's line opens them. */
async function handFirst(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const hand = page.getByTestId("my-hand");
  await expect(hand).toBeVisible();
  const top = (await hand.boundingBox())!.y;
  // The actions stick to the bottom of the screen: the hand is above them.
  const actions = page.getByTestId("game-actions");
  const fold = (await actions.count()) > 0 ? Math.min(SCREEN.height, (await actions.boundingBox())!.y) : SCREEN.height;
  expect(top, "the hand starts above the fold").toBeLessThan(fold - 40);
  const zones = page.getByTestId("seat-zones");
  expect(await zones.count()).toBeGreaterThan(1);
  for (const z of await zones.all()) await expect(z).toBeHidden();
  const toggle = page.getByTestId("seat-toggle").first();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(zones.first()).toBeVisible();
  await expect(zones.first().getByTestId("their-confrontation")).toBeVisible();
  expect(await axeProblems(page, "the strip with a seat open")).toEqual([]);
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(zones.first()).toBeHidden();
}

test("a Free-for-All pod of five: every seat on one line inside the screen, the hand before the others", async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const org = await organizer(browser, info);
  const { eventId, joinCode } = await demoEvent(org.page, "Pod a colpo d'occhio");
  const anna = await newPhone(browser, info, PHONE_360);
  const seatId = await join(anna.page, joinCode, "Anna");
  await saveDeck(anna.page, eventId, cheapDeck());
  const { gameId } = await openTable(org.page, eventId, "ffa", [seatId, null, null, null, null]);
  await anna.page.goto(`/play/${eventId}/games/kartomantik/${gameId}`);
  // The bots keep their hands; Anna's own mulligan waits for her.
  await expect(anna.page.getByTestId("game-action").first()).toBeVisible();
  const banner = anna.page.getByTestId("game-banner");
  await expect(banner).toHaveAttribute("data-mine", "true");
  await expect(anna.page.locator('[data-testid="seat-line"][data-me="true"] [data-mark="deciding"]')).toHaveCount(1);

  const lines = anna.page.getByTestId("game-score").getByTestId("seat-line");
  // Five lines: Anna and four bots, all four marked.
  await expect(lines).toHaveCount(5);
  await expect(anna.page.getByTestId("game-score").getByTestId("seat-bot")).toHaveCount(4);
  await anna.page.evaluate(() => window.scrollTo(0, 0));
  for (const line of await lines.all())
    for (const el of [
      line.getByTestId("seat-name"),
      line.getByTestId("seat-hand"),
      line.getByTestId("seat-points"),
      ...((await line.getAttribute("data-me")) === "true" ? [] : [line.getByTestId("seat-bot")]),
    ])
      expect(await onScreen(el), `${await line.textContent()}: ${await el.textContent()}`).toBe(true);
  await handFirst(anna.page);
  expect(await axeProblems(anna.page, "Free-for-All of five, 360 px")).toEqual([]);
  for (const d of [org, anna]) await d.context.close();
});

test("Incantesium 2v2 against bots: every mage on one line, by team, the awaited one named by the banner and marked", async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const org = await organizer(browser, info);
  const created = await api<{ id: string; joinCode: string }>(org.page, "POST", "/api/events", {
    name: "Incantesium a colpo d'occhio",
    game: "incantesium",
  });
  const mage = await newPhone(browser, info, PHONE_360);
  await recordAttention(mage.context);
  await join(mage.page, created.joinCode, "Anna");
  const res = await mage.page.request.post(`/api/events/${created.id}/practice`, {
    headers: { origin: baseURL(info) },
    data: { mode: "2v2", players: 4 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { gameId } = (await res.json()) as { gameId: string };
  await mage.page.goto(`/play/${created.id}/games/incantesium/${gameId}`);
  const page = mage.page;
  await hydrated(page.getByTestId("inc-phone"));

  // The bots move until Anna's phone is awaited (her turn, or her answer to a threat).
  await expect(page.getByTestId("inc-action").first()).toBeVisible();
  const lines = page.getByTestId("inc-seat");
  await seatsAtAGlance(page, lines, [t("game.you"), "Bot 2", "Bot 3", "Bot 4"], ["Bot 2", "Bot 3", "Bot 4"], (line) =>
    page.getByTestId("seat-group").filter({ has: line }).getByTestId("inc-gems"),
  );
  const groups = page.getByTestId("inc-seats").getByTestId("seat-group");
  await expect(groups).toHaveCount(2);
  await expect(groups.first()).toContainText(t("game.sideUs"));
  await expect(groups.first().getByTestId("inc-seat")).toHaveCount(2);
  // The banner says it is the phone's move, and only the phone's own line is marked (in words), as the buzz says.
  await expect(page.getByTestId("inc-banner")).toHaveText(t("incantesium.yourMove"));
  const acting = page.locator('[data-testid="inc-seat"][data-acting="true"]');
  await expect(acting).toHaveCount(1);
  await expect(acting).toHaveAttribute("data-me", "true");
  await expect(acting.getByTestId("seat-mark")).toBeVisible();
  await expect.poll(async () => (await attentionOf(page)).held).toBe(1);
  // What the thumb needs comes right under the table's lines and the flow, above the fold: the answer to a threat
  // (its buttons) when one is asked, else the hand.
  const answer = page.getByTestId("inc-answer");
  const first = (await answer.count()) > 0 ? answer : page.getByTestId("inc-hand");
  expect((await first.boundingBox())!.y).toBeLessThan(SCREEN.height - 60);
  expect(await axeProblems(page, "Incantesium 2v2, 360 px")).toEqual([]);
  for (const d of [org, mage]) await d.context.close();
});
