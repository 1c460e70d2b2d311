// An engine game's write on the plain pg pool (lib/engine-games/rules.ts writeGame): one lock statement also finds
// the device's seat and its key's earlier seq (lib/engine-games/row-statement.ts); the write that ends a game runs
// in a Prisma transaction, where the game's result is recorded (lib/kartomantik/games/play.ts `ended`).
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { db } = await import("@/lib/db/client");
const { actIn } = await import("@/lib/engine-games/act");
const { loadGame } = await import("@/lib/engine-games/rules");
const { gameRules, openMatchGame } = await import("@/lib/kartomantik/games/play");
const { seatRows } = await import("@/lib/tournament/seats");
const { withDecks } = await import("../games/setup");

/** A tournament duel of two phones, opened: engine seat p's phone is devices[p]. */
async function duel() {
  const night = await withDecks(2);
  await night.start();
  const tournament = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
  const match = await db().match.create({ data: { tournamentId: tournament.id, round: 9, tableNo: 1 } });
  await db().matchSeat.createMany({ data: seatRows(match.id, night.seatIds, [0, 1]) });
  const { gameId } = await openMatchGame(night.event.id, match.id, night.devices[0]!);
  const seatIds = (await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).seatIds;
  return { match, gameId, devices: seatIds.map((id) => night.devices[night.seatIds.indexOf(id)]!) };
}

const row = async (gameId: string) => (await loadGame(db(), gameRules, gameId))!.row;

describe("an engine game's write on the pg pool", () => {
  it("a device without a seat at the game is refused; the write that ends the game records its result", async () => {
    const { match, gameId, devices } = await duel();
    const now = await row(gameId);
    const concede = { action: { type: "concede" }, seenSeq: now.seq, idempotencyKey: randomUUID() };
    await expect(actIn(gameRules, gameId, randomUUID(), concede)).rejects.toMatchObject({ code: "game_not_yours" });
    const transaction = vi.spyOn(db(), "$transaction");
    try {
      const answer = await actIn(gameRules, gameId, devices[1]!, concede);
      expect(answer).toEqual({ seq: now.seq + 1, duplicate: false });
      expect(transaction).toHaveBeenCalledTimes(1);
    } finally {
      transaction.mockRestore();
    }
    const ended = await db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
    expect(ended.status).toBe("finished");
    expect(ended.result).not.toBeNull();
    expect(await db().game.count({ where: { matchId: match.id } })).toBe(1);
    // Its retry is answered as one, on the pool.
    expect(await actIn(gameRules, gameId, devices[1]!, concede)).toEqual({ seq: now.seq + 1, duplicate: true });
  });
});
