// A seat moved to another phone in the middle of a game on the app (the organizer's seat link, claimed by a new
// phone): the old phone, open on the game, is sent to the join page, which says it has no seat in the event any
// more — its stream carried the seat's hand and ends at once; the new phone opens the same game with that hand and
// its moves. Set up through the API (seed.ts): a constructed duel of two seated phones.
import { expect, test } from "@playwright/test";
import { api, duelOnTheApp } from "./seed";
import { newPhone, PHONE_360, t, tapClaim } from "./support";

test("mid-game the organizer moves a seat to a new phone: the old phone leaves the game, the new one holds its hand", async ({
  browser,
}, info) => {
  const { org, eventId, phones, gameId } = await duelOnTheApp(browser, info, "Telefono nuovo");
  const game = `/play/${eventId}/games/kartomantik/${gameId}`;
  const old = phones[0]!;
  await old.page.goto(game);
  await expect(old.page.getByTestId("game-phone")).toBeVisible();
  const hand = await old.page.getByTestId("my-hand").textContent();
  expect(hand).toBeTruthy();

  const { url } = await api<{ url: string }>(org.page, "POST", `/api/events/${eventId}/seats/${old.seatId}/link`);
  const fresh = await newPhone(browser, info, PHONE_360);
  try {
    await tapClaim(fresh.page, url);
    await expect(fresh.page).toHaveURL(`/play/${eventId}`);
    // The old phone is told at once (not at the next presence sweep, 15 s apart): the wait is a loaded machine's.
    await expect(old.page).toHaveURL(`/join?left=${eventId}`, { timeout: 10_000 });
    await expect(old.page.getByTestId("no-seat")).toBeVisible();
    await expect(old.page.getByTestId("no-seat")).toHaveText(t("join.noSeat", { event: "Telefono nuovo" }));

    await fresh.page.goto(game);
    await expect(fresh.page.getByTestId("game-phone")).toBeVisible();
    await expect(fresh.page.getByTestId("my-hand")).toHaveText(hand!);
  } finally {
    await fresh.context.close();
  }
});
