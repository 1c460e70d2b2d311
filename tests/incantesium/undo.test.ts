// Taking back an Incantesium action through the routes (a product feature of the phones, not a rule:
// the rulebook has no undo; lib/engine-games/undo.ts): in a tournament duel, after a mage's action
// that revealed nothing (the engine's undoable), her phone asks, the other mage's accepts, and the
// challenge is back at the state before it, read cold too; a body that is not a request is a 400
// with its reason; the organizer's undo route is the event's organizer's only; a move that showed a
// card is not taken back.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonbText } from "@/tests/setup/jsonb-text";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const { actor, heuristicBot } = await import("@/engine/incantesium");
const { saltSeed, seedRng } = await import("@/engine/shared/rng");
const { loadGame } = await import("@/lib/engine-games/rules");
const { GameStates } = await import("@/lib/engine-games/state-cache");
const { incRules } = await import("@/lib/incantesium/play");
const undoRoute = await import("@/app/api/games/[kind]/[gameId]/undo/route");
const judgeRoute = await import("@/app/api/games/[kind]/[gameId]/judge-undo/route");
const { harness, req, ctx } = await import("./app-harness");
type GameState = import("@/engine/incantesium").GameState;
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

const json = jsonbText;
const cold = async (gameId: string) => (await loadGame(db(), incRules, gameId, { states: new GameStates() }))!.row;
const undo = (gameId: string, device: string, body: unknown) => {
  h.asDevice(device);
  return undoRoute.POST(req("POST", body), ctx({ kind: "incantesium", gameId }));
};

describe("taking back an Incantesium action", () => {
  it("asked and accepted through the routes: the state before it; bad bodies 400; the judge's route is the organizer's", async () => {
    // A challenge (its deal is random) may end before any action that may be taken back: then another one.
    for (let challenge = 1; challenge <= 5; challenge++) if (await takeBackInAChallenge()) return;
    throw new Error("five challenges ended without an action that may be taken back");
  }, 180_000);
});

/** Plays a new tournament duel until an action that revealed nothing, and takes it back (asked and accepted, then by
 * the judge); false when the challenge ended first (a finished challenge is not taken back). */
async function takeBackInAChallenge(): Promise<boolean> {
  const { gameId, seats, organizerId } = await h.openedDuel();

  let revealingRefused = false;
  for (let i = 0; i < 600; i++) {
    const before = await cold(gameId);
    const s = before.state as GameState;
    const seat = actor(s)!;
    const [action] = heuristicBot(s, seat, seedRng(saltSeed(11, before.seq)));
    expect((await h.act(gameId, seats[seat]!, action!, before.seq)).status).toBe(200);
    const after = await cold(gameId);
    // Finished: its final snapshot is past its last action, and nothing is taken back.
    if (after.status === "finished") return false;
    const last = after.undo!.last!;
    if (!last.undoable) {
      if (!revealingRefused) {
        const res = await undo(gameId, seats[seat]!, { op: "ask", seenSeq: after.seq, idempotencyKey: randomUUID() });
        expect(res.status).toBe(409);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("undo_revealing");
        revealingRefused = true;
      }
      continue;
    }
    // Not a request: told why, nothing written.
    const bad = await undo(gameId, seats[1 - seat]!, { op: "answer", idempotencyKey: randomUUID() });
    expect(bad.status).toBe(400);
    const asked = await undo(gameId, seats[seat]!, { op: "ask", seenSeq: after.seq, idempotencyKey: randomUUID() });
    expect(asked.status).toBe(200);
    const { seq } = (await asked.json()) as { seq: number };
    const answer = { op: "answer", ask: seq, accept: true, idempotencyKey: randomUUID() };
    expect((await undo(gameId, seats[1 - seat]!, answer)).status).toBe(200);
    expect(json((await cold(gameId)).state)).toBe(json(before.state));
    // The judge's route: another organizer is refused; the event's organizer takes back the action replayed now.
    const again = await cold(gameId);
    expect((await h.act(gameId, seats[seat]!, action!, again.seq)).status).toBe(200);
    const now = await cold(gameId);
    const judge = (organizerId: string) => {
      h.asOrganizer(organizerId);
      return judgeRoute.POST(
        req("POST", { seenSeq: now.seq, idempotencyKey: randomUUID() }),
        ctx({ kind: "incantesium", gameId }),
      );
    };
    expect((await judge(await h.newOrganizer())).status).toBe(403);
    expect((await judge(organizerId)).status).toBe(200);
    expect(json((await cold(gameId)).state)).toBe(json(before.state));
    expect(revealingRefused).toBe(true);
    return true;
  }
  throw new Error("no action that may be taken back within 600 moves");
}
