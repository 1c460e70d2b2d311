// No CPU-heavy work inside a transaction (README, Architecture): opening an engine game needs its card set's
// definitions, whose load reads the set's cards and validates every card script (tens to hundreds of ms on a cold
// cache). Every way a game is opened — a match's game, the bot for a missing player, a practice, an organizer's
// table — loads them before its transaction (with the event and match rows locked for the first two), and a set that
// moved between the load and the transaction is loaded again, outside, before the game opens.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/** Every load of a set (loadSet), and whether a transaction of this process was open when it ran. */
const loads = vi.hoisted(() => ({ open: 0, seen: [] as { inTx: boolean }[] }));
vi.mock("@/engine/kartomantik/cards/load", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/engine/kartomantik/cards/load")>();
  return {
    ...real,
    loadSet: (...args: Parameters<typeof real.loadSet>) => {
      loads.seen.push({ inTx: loads.open > 0 });
      return real.loadSet(...args);
    },
  };
});
// The bots of the games opened here do not move (none would load a set; their moves would only slow the test).
vi.mock("@/lib/engine-games/bots", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/engine-games/bots")>();
  return { ...real, botsOf: (rules: never) => ({ ...real.botsOf(rules), kick: () => undefined }) };
});

const { db } = await import("@/lib/db/client");
const games = await import("@/lib/kartomantik/games/play");
const { seatRows } = await import("@/lib/tournament/seats");
const { withDecks } = await import("./setup");

/** Runs once at the start of the next transaction, before its work (as a write landing between the two). */
let beforeNextTx: (() => Promise<void>) | null = null;

beforeAll(() => {
  const client = db();
  const real = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(client, "$transaction").mockImplementation((async (work: unknown, ...rest: unknown[]) => {
    if (typeof work !== "function") return real(work, ...rest);
    const before = beforeNextTx;
    beforeNextTx = null;
    await before?.();
    return real(
      async (tx: unknown) => {
        loads.open++;
        try {
          return await (work as (tx: unknown) => Promise<unknown>)(tx);
        } finally {
          loads.open--;
        }
      },
      ...rest,
    );
  }) as never);
});

afterAll(() => vi.restoreAllMocks());

/** A new version stamp of the set: the process's cached definitions no longer hold (cold). */
const touch = (setId: string) =>
  db().$executeRaw`UPDATE "CardSet" SET "updatedAt" = "updatedAt" + interval '1 second' WHERE id = ${setId}`;

/** What `open` loaded: at least once, and never inside a transaction. */
async function expectLoadedOutside(setId: string, open: () => Promise<{ gameId: string }>, times = 1) {
  await touch(setId);
  loads.seen = [];
  const { gameId } = await open();
  expect(await db().engineGame.count({ where: { id: gameId } })).toBe(1);
  expect(loads.seen).toHaveLength(times);
  expect(
    loads.seen.filter((l) => l.inTx),
    "a set loaded inside a transaction",
  ).toEqual([]);
  return gameId;
}

/** A tournament match of two of the event's seats, not opened yet. */
async function matchOf(night: Awaited<ReturnType<typeof withDecks>>, seatIds: string[], tableNo: number) {
  const tournament = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
  const match = await db().match.create({ data: { tournamentId: tournament.id, round: 9, tableNo } });
  await db().matchSeat.createMany({ data: seatRows(match.id, seatIds, [0, 1]) });
  return match;
}

describe("a game's card set is loaded before the transaction that opens it", () => {
  it("a match's game and the bot for a missing player: loaded before the event's and the match's rows are locked", async () => {
    const night = await withDecks(4);
    await night.start();
    const setId = night.event.cardSetId!;
    const duel = await matchOf(night, night.seatIds.slice(0, 2), 1);
    await expectLoadedOutside(setId, () => games.openMatchGame(night.event.id, duel.id, night.devices[0]!));
    const missing = await matchOf(night, night.seatIds.slice(2, 4), 2);
    await expectLoadedOutside(setId, () =>
      games.botPlaysFor(night.organizer.id, night.event.id, missing.id, night.seatIds[3]!, "greedy"),
    );
  }, 60_000);

  it("a practice and an organizer's table: loaded before their transaction", async () => {
    const night = await withDecks(3);
    const setId = night.event.cardSetId!;
    await expectLoadedOutside(setId, () => games.openPracticeGame(night.event.id, night.devices[0]!, "greedy"));
    const seats = night.seatIds.map((seatId) => ({ seatId, bot: "random" as const }));
    await expectLoadedOutside(setId, () => games.openTable(night.organizer.id, night.event.id, { mode: "ffa", seats }));
  }, 60_000);

  it("a set that moved between its load and the transaction is loaded again, outside, and the game opens on it", async () => {
    const night = await withDecks(1);
    const setId = night.event.cardSetId!;
    beforeNextTx = () => touch(setId).then(() => undefined);
    const gameId = await expectLoadedOutside(
      setId,
      () => games.openPracticeGame(night.event.id, night.devices[0]!, "greedy"),
      2,
    );
    expect((await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("running");
    // Warm: the next opening loads nothing.
    loads.seen = [];
    await games.openPracticeGame(night.event.id, night.devices[0]!, "greedy");
    expect(loads.seen).toEqual([]);
  }, 60_000);
});
