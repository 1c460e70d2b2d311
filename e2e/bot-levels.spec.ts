// The bot's levels on a phone: a player picks "Forte" (the searching bot at its largest budget) for a practice with
// their own deck; the bot thinks off the server's event loop and its moves reach the phone; the game runs to its end.
import { expect, test } from "@playwright/test";
import { autoplay, hydrated, t } from "./support";
import { seatedConstructedEvent, startTournament } from "./seed";

test("a practice against the strong bot runs on a phone to its end", async ({ browser }, info) => {
  test.setTimeout(600_000);
  // The practice is offered on the tournament's phone page: a round of two players, then Alba practises.
  const { phones, eventId, org } = await seatedConstructedEvent(browser, info, "Allenamento", ["Alba", "Bice"]);
  await startTournament(org.page, eventId);
  const page = phones[0]!.page;
  await page.goto(`/play/${eventId}`);
  const level = page.getByTestId("bot-level");
  await hydrated(page.getByTestId("practice"));
  // The levels by their names; the default is the searching bot's "normale".
  await expect(level).toHaveValue("normale");
  for (const name of ["facile", "normale", "forte"])
    await expect(level.locator("option", { hasText: t(`game.botLevelNames.${name}`) })).toHaveCount(1);
  await level.selectOption("forte");
  await page.getByTestId("practice").tap();
  await expect(page).toHaveURL(new RegExp(`/play/${eventId}/games/kartomantik/[^/]+$`));
  const [played] = await autoplay([page], { stall: 120_000 });
  expect(played!.taps).toBeGreaterThan(0);
  await expect(page.getByTestId("game-over")).toBeVisible();
  // The bot played its seat: its moves are in the game's log, as the bot's.
  const gameId = new URL(page.url()).pathname.split("/").pop()!;
  const log = await org.page.request.get(`/api/games/kartomantik/${gameId}/log`);
  expect(log.ok()).toBe(true);
  const exported = (await log.json()) as { bots: string[]; actions: { actor: string }[] };
  expect(exported.bots).toEqual(["", "forte"]);
  expect(exported.actions.filter((e) => e.actor === "bot").length).toBeGreaterThan(2);
});
