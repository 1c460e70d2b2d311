// The deck of a bot alone at an organizer's table (issue 33 §12). A constructed event on the demo set: Alba and Bice
// saved different decks. The organizer, on a 360 px phone, opens a Free-for-All table of three — Alba's seat played by
// the bot with her deck, a bot alone with the demo set's choleric starter deck, a bot alone with Bice's deck (Bice is
// not at the table) — and the bots play on by themselves. Every card the second seat plays is of the starter deck, at
// least one of them not in Alba's deck (before, that seat played a copy of the first player's); the third seat's are
// Bice's. Alba's phone, at the table, never sees Bice's name.
import { expect, test, type Page } from "@playwright/test";
import { demoDeck } from "../engine/kartomantik/decks";
import type { CardDef } from "../engine/kartomantik/types";
import { axeProblems } from "./a11y";
import { sitAtTable } from "./flows";
import { api, demoEvent, join, saveDeck, signInAsDemo } from "./seed";
import { cheapDeck, demoSet, hydrated, newPhone, PHONE_360, t } from "./support";

const alba = cheapDeck();
/** Bice's: the priciest manifestations and the last wills (saved, not necessarily legal: a table takes it). */
const bice = [
  ...demoSet.filter((c) => c.type !== "manifestation").slice(-12),
  ...demoSet
    .filter((c) => c.type === "manifestation")
    .sort((a, b) => b.points - a.points)
    .slice(0, 18),
];
/** The demo set's choleric starter deck, as the server builds it (the engine's demo deck of that temperament). */
const choleric = new Set(demoDeck(demoSet as unknown as CardDef[], "choleric").map((c) => c.id));
const albaIds = new Set(alba.map((c) => c.id));
const biceIds = new Set(bice.map((c) => c.id));

interface Log {
  actions: { events: { type: string; player?: number; def?: string }[] }[];
}

/** The cards (the catalog's ids) a seat has played or revealed so far, from the organizer's export of the game. */
async function playedBy(org: Page, gameId: string): Promise<string[][]> {
  const log = await api<Log>(org, "GET", `/api/games/kartomantik/${gameId}/log`);
  const out: string[][] = [[], [], []];
  for (const a of log.actions)
    for (const e of a.events)
      if ((e.type === "played" || e.type === "revealed") && e.def && e.player !== undefined) out[e.player]!.push(e.def);
  return out;
}

test("the organizer gives a bot a starter deck and another a player's deck; the bots play those cards", async ({
  browser,
}, info) => {
  const org = await newPhone(browser, info, PHONE_360);
  const phones = [await newPhone(browser, info, PHONE_360), await newPhone(browser, info)];
  try {
    await signInAsDemo(org.page, info);
    const { eventId, joinCode } = await demoEvent(org.page, "Mazzi dei bot");
    for (const [i, [name, deck]] of (
      [
        ["Alba", alba],
        ["Bice", bice],
      ] as const
    ).entries()) {
      await join(phones[i]!.page, joinCode, name);
      await saveDeck(phones[i]!.page, eventId, [...deck]);
    }

    await org.page.goto(`/organizer/events/${eventId}`);
    const starter = org.page.getByTestId("table-starter");
    await hydrated(starter.getByTestId("table-start"));
    await starter.getByTestId("table-count").selectOption("3");
    await starter.getByTestId("table-seat-1").selectOption({ label: "Alba" });
    await starter.getByTestId("table-bot-1").check();
    await starter.getByTestId("table-seat-2").selectOption({ value: "" });
    await starter
      .getByTestId("table-deck-2")
      .selectOption({ label: t("game.tableDeckStarter", { name: t("temperaments.choleric") }) });
    await starter.getByTestId("table-seat-3").selectOption({ value: "" });
    await starter.getByTestId("table-deck-3").selectOption({ label: t("game.tableDeckOf", { name: "Bice" }) });
    await starter.getByTestId("bot-level").selectOption("facile");
    expect(await axeProblems(org.page, "table starter with the bots' decks")).toEqual([]);
    await starter.getByTestId("table-start").click();
    await expect(starter.getByRole("status")).toHaveText(t("game.tableStarted"));
    const { games } = await api<{ games: { id: string }[] }>(org.page, "GET", `/api/events/${eventId}/tables`);
    expect(games).toHaveLength(1);
    const gameId = games[0]!.id;
    // Alba's phone at the table: bots all round, nobody named Bice (whose deck is hers and the organizer's to know).
    const page = phones[0]!.page;
    await sitAtTable(page, eventId);
    await expect(page.getByTestId("their-side")).toHaveCount(2);
    await expect(page.locator("body")).not.toContainText("Bice");

    // The bots play on: wait until each bot alone has played a card Alba's deck does not hold.
    await expect
      .poll(
        async () => {
          const played = await playedBy(org.page, gameId);
          return [played[1]!.some((id) => !albaIds.has(id)), played[2]!.some((id) => !albaIds.has(id))];
        },
        { timeout: 60_000, intervals: [250, 500, 1000] },
      )
      .toEqual([true, true]);
    const played = await playedBy(org.page, gameId);
    expect(played[1]!.filter((id) => !choleric.has(id))).toEqual([]);
    expect(played[2]!.filter((id) => !biceIds.has(id))).toEqual([]);
    expect(played[0]!.filter((id) => !albaIds.has(id))).toEqual([]);
  } finally {
    await Promise.all([org.context.close(), ...phones.map((p) => p.context.close())]);
  }
});
