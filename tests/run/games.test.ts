// A crash (kill -9) of the app mid-game and a restart resume the engine game at the same sequence
// (issue #7 §7): an action in flight either committed or not — never half — and its retry with the
// same idempotency key has exactly one effect.
import { execFileSync, type ChildProcess } from "node:child_process";
import { startApp } from "./app";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { gameBotsSettled, gameRules } from "@/lib/kartomantik/games/play";
import { withState } from "../setup/game-state";
import { gameMessage } from "@/lib/kartomantik/games/views";
import { practiceGame } from "../games/setup";

const PORT = 3975;
const running: ChildProcess[] = [];

beforeAll(() => {
  execFileSync("bash", ["scripts/ensure.sh", "build"], { stdio: "ignore", timeout: 240_000 });
}, 300_000);

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
});

const act = (gameId: string, device: string, body: object) =>
  fetch(`http://127.0.0.1:${PORT}/api/games/kartomantik/${gameId}/act`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `bz_device=${device}` },
    body: JSON.stringify(body),
  });

/** The game once its bots have moved (any instance may play them, this test's process too: the seq check lets one
 * write each move; lib/engine-games/bots.ts). */
async function current(gameId: string) {
  await gameBotsSettled(gameId);
  const g = await withState(gameRules, { id: gameId });
  return { seq: g.seq, state: g.state };
}

describe("kill -9 mid-game", () => {
  it("restarts at the same sequence; the retried action has one effect; the game goes on", async () => {
    const { device, gameId } = await practiceGame();
    let app = await startApp(PORT, running);
    // A few moves through the app.
    for (let i = 0; i < 3; i++) {
      const now = await current(gameId);
      const action = gameMessage(gameId, now.seq, "running", now.state, [], 0).legal![0]!;
      expect((await act(gameId, device, { action, seenSeq: now.seq, idempotencyKey: randomUUID() })).status).toBe(200);
    }
    const before = await current(gameId);
    const action = gameMessage(gameId, before.seq, "running", before.state, [], 0).legal![0]!;
    const key = randomUUID();
    const inFlight = act(gameId, device, { action, seenSeq: before.seq, idempotencyKey: key }).catch(() => null);
    await new Promise((r) => setTimeout(r, 5));
    const gone = new Promise((r) => app.once("exit", r));
    app.kill("SIGKILL");
    await Promise.all([inFlight, gone]);
    const afterCrash = await current(gameId);
    // Committed whole or not at all.
    const keyed = await db().engineAction.count({ where: { gameId, idempotencyKey: key } });
    expect(keyed === 1 ? afterCrash.seq > before.seq : afterCrash.seq === before.seq).toBe(true);

    app = await startApp(PORT, running);
    const retry = await act(gameId, device, { action, seenSeq: before.seq, idempotencyKey: key });
    expect(retry.status).toBe(200);
    const answer = (await retry.json()) as { seq: number; duplicate: boolean };
    expect(answer.duplicate).toBe(keyed === 1);
    expect(await db().engineAction.count({ where: { gameId, idempotencyKey: key } })).toBe(1);
    const log = await db().engineAction.findMany({ where: { gameId }, orderBy: { seq: "asc" }, select: { seq: true } });
    expect(log.map((a) => a.seq)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    // The game goes on from where it is.
    const now = await current(gameId);
    expect(now.seq).toBeGreaterThanOrEqual(answer.seq);
    if (!now.state.result) {
      const next = gameMessage(gameId, now.seq, "running", now.state, [], 0).legal![0]!;
      expect((await act(gameId, device, { action: next, seenSeq: now.seq, idempotencyKey: randomUUID() })).status).toBe(
        200,
      );
    }
    app.kill("SIGTERM");
  }, 180_000);
});
