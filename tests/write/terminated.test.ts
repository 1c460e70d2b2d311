// PostgreSQL ends the app's connections again and again (pg_terminate_backend, as a restart or a failover does) while
// players act: moves of an engine game (a Kartomantik practice duel, its bot answering), a tournament result reported
// and confirmed. Each action is sent as the phones send it (components/net/sendAction.ts): a 503 is tried again with
// the same key. Nothing may crash the process (a connection's 'error' nobody hears ends it), every acknowledged action
// must be in the log exactly once, and this instance's copy of the game must never be ahead of what was committed.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { databaseFault } from "@/lib/db/unavailable";
import { isAppError } from "@/lib/errors";
import { gameStates } from "@/lib/engine-games/state-cache";
import { act, gameBotsSettled, gameRules } from "@/lib/kartomantik/games/play";
import { gameMessage } from "@/lib/kartomantik/games/views";
import { practiceGame } from "../games/setup";
import { withState } from "../setup/game-state";
import { jsonbText } from "../setup/jsonb-text";
import { eventWith, logOf } from "../tournament/setup";
import { seatA, seatB } from "../tournament/places";

/** What would have ended the process: an 'error' event nobody heard (a connection's, most likely). */
const uncaught: unknown[] = [];
beforeAll(() => {
  process.on("uncaughtException", (err) => uncaught.push(err));
});
afterEach(() => {
  const seen = uncaught.splice(0).map((e) => String(e));
  expect(seen, "errors nobody heard (each would end the app's process)").toEqual([]);
});

/** Ends every other connection to this database every `everyMs`, `rounds` times or until stopped (a restart ends them
 * once, a flapping network again and again; a write of several statements needs a quiet moment to go through on a
 * loaded machine); counts what it ended. */
async function terminator(everyMs: number, rounds = Infinity) {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  let stopped = false;
  let ended = 0;
  const done = (async () => {
    for (let round = 0; !stopped && round < rounds; round++) {
      const { rowCount } = await c.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      ended += rowCount ?? 0;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    ended: () => ended,
    stop: async () => {
      stopped = true;
      await done;
      await c.end();
    },
  };
}

/** `send` until it is answered, as a phone retries a 503 with the same key; the database faults it met. */
async function untilAnswered<T>(send: () => Promise<T>): Promise<{ value: T; faults: number }> {
  const end = Date.now() + 60_000;
  for (let faults = 0; Date.now() < end; faults++) {
    try {
      return { value: await send(), faults };
    } catch (err) {
      if (!databaseFault(err)) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  throw new Error("never answered");
}

/** The game as a cold read finds it once its bots have moved (retried while connections are being ended). */
async function current(gameId: string) {
  const { value } = await untilAnswered(async () => {
    await gameBotsSettled(gameId);
    return withState(gameRules, { id: gameId });
  });
  return value;
}

describe("connections ended again and again while players act", () => {
  it("engine game moves: each acknowledged once, the copy never ahead of the database, no crash", async () => {
    const { device, gameId } = await practiceGame();
    const kill = await terminator(40, 80);
    const acked: string[] = [];
    let faults = 0;
    try {
      for (let move = 0; move < 12; move++) {
        const now = await current(gameId);
        if (now.state.result) break;
        const action = gameMessage(gameId, now.seq, "running", now.state, [], 0).legal![0]!;
        const key = randomUUID();
        try {
          const sent = await untilAnswered(() =>
            act(gameId, device, { action, seenSeq: now.seq, idempotencyKey: key }),
          );
          faults += sent.faults;
          acked.push(key);
        } catch (err) {
          // The bot moved after the read: the phone shows the new state and its player chooses again.
          if (!(isAppError(err) && err.code === "game_stale")) throw err;
        }
      }
    } finally {
      await kill.stop();
    }
    console.log(
      `${acked.length} moves acknowledged; ${faults} answers 503 on the way; ${kill.ended()} connections ended`,
    );
    expect(kill.ended()).toBeGreaterThan(0);
    const log = await db().engineAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    for (const key of acked) expect(log.filter((e) => e.idempotencyKey === key)).toHaveLength(1);
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
    // This instance's copy: never ahead of the database, and what it holds is what the log replays to.
    const copy = gameStates().get(gameId);
    const cold = await current(gameId);
    if (copy) {
      expect(copy.seq).toBeLessThanOrEqual(cold.seq);
      if (copy.seq === cold.seq) expect(jsonbText(copy.state)).toBe(jsonbText(cold.state));
    }
    // The game goes on.
    if (!cold.state.result) {
      const action = gameMessage(gameId, cold.seq, "running", cold.state, [], 0).legal![0]!;
      await act(gameId, device, { action, seenSeq: cold.seq, idempotencyKey: randomUUID() });
    }
  });

  it("a tournament result reported and confirmed: each once, the match confirmed", async () => {
    const tour = await eventWith(2);
    await tour.start();
    const matches = (await tour.view()).matches.filter((m) => seatB(m) !== null);
    const kill = await terminator(40, 60);
    const keys: string[] = [];
    try {
      for (const m of matches) {
        const reportKey = randomUUID();
        const reported = await untilAnswered(() => tour.report(seatA(m), m.id, [[5, 0]], m.version, reportKey));
        const confirmKey = randomUUID();
        await untilAnswered(() => tour.confirm(seatB(m)!, m.id, reported.value.match.version, confirmKey));
        keys.push(reportKey, confirmKey);
      }
    } finally {
      await kill.stop();
    }
    const view = await tour.view();
    for (const m of matches) expect(view.matches.find((x) => x.id === m.id)!.status).toBe("confirmed");
    const log = await logOf(tour.event.id);
    const types = log.map((e) => e.type);
    expect(types.filter((t) => t === "match.reported")).toHaveLength(matches.length);
    expect(types.filter((t) => t === "match.confirmed")).toHaveLength(matches.length);
    expect(keys).toHaveLength(matches.length * 2);
  });

  it("Prisma transactions whose connections are ended: refused as 'database unavailable', no error left unheard", async () => {
    const kill = await terminator(10);
    let faults = 0;
    let done = 0;
    try {
      const until = Date.now() + 3_000;
      // Four phones at once, as at a table: new connections keep being made while others are ended.
      await Promise.all(
        [0, 1, 2, 3].map(async () => {
          while (Date.now() < until)
            await db()
              .$transaction(async (tx) => {
                await tx.$queryRaw`SELECT 1 FROM pg_sleep(0.002)`;
                await tx.organizer.findFirst();
              })
              .then(
                () => done++,
                (err: unknown) => {
                  if (!databaseFault(err)) throw err;
                  faults++;
                },
              );
        }),
      );
    } finally {
      await kill.stop();
    }
    console.log(
      `${done} transactions committed, ${faults} refused for the database, ${kill.ended()} connections ended`,
    );
    expect(faults).toBeGreaterThan(0);
    // Errors may surface a moment after their connection ended.
    await new Promise((r) => setTimeout(r, 200));
  });
});
