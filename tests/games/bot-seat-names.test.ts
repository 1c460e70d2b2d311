// The names of the seats a bot plays alone at an organizer's Kartomantik table (lib/kartomantik/games/play.ts). At a
// Free-for-All of five with four such seats, the game page's lines and its log said "Bot" four times ("Bot passa",
// "Bot gioca …": which one?) — the UX audit of session 63. Where several bots sit alone each is named by its seat's
// number, as Incantesium names them ("Bot 2"); one alone stays "Bot", and a bot playing a player's seat keeps
// "Bot (name)".
import { describe, expect, it } from "vitest";

const { gamePageData, gamesOfEvent, openTable } = await import("@/lib/kartomantik/games/play");
const { withDecks } = await import("./setup");

describe("the seats a bot plays alone", () => {
  it("several at a table: each by its seat's number, on the game page and in the organizer's list", async () => {
    const night = await withDecks(1);
    const { gameId } = await openTable(night.organizer.id, night.event.id, {
      mode: "ffa",
      seats: [
        { seatId: night.seatIds[0]! },
        { bot: "greedy" },
        { bot: "greedy" },
        { bot: "greedy" },
        { bot: "greedy" },
      ],
    });
    const page = await gamePageData(night.event.id, gameId, night.devices[0]!, "it");
    expect(page.seats.map((s) => s.name)).toEqual([page.myName, "Bot 2", "Bot 3", "Bot 4", "Bot 5"]);
    expect(page.seats.map((s) => s.player).slice(1)).toEqual(["Bot 2", "Bot 3", "Bot 4", "Bot 5"]);
    expect(page.seats.map((s) => s.bot)).toEqual([false, true, true, true, true]);
    const listed = (await gamesOfEvent(night.event.id)).find((g) => g.id === gameId)!;
    expect(listed.names).toEqual([page.myName, "Bot 2", "Bot 3", "Bot 4", "Bot 5"]);
  });

  it("one alone: plain Bot", async () => {
    const night = await withDecks(2);
    const { gameId } = await openTable(night.organizer.id, night.event.id, {
      mode: "ffa",
      seats: [{ seatId: night.seatIds[0]! }, { bot: "greedy" }, { seatId: night.seatIds[1]! }],
    });
    const page = await gamePageData(night.event.id, gameId, night.devices[0]!, "it");
    expect(page.seats[1]).toEqual({ name: "Bot", bot: true, player: "Bot" });
    expect((await gamesOfEvent(night.event.id)).find((g) => g.id === gameId)!.names[1]).toBe("Bot");
  });
});
