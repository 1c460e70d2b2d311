// A seat's Kartomantik action through the act route (POST /api/games/kartomantik/<id>/act) is read against the
// engine's action shapes before the engine sees it (lib/kartomantik/games/action-input.ts): a body of another shape
// is a 400 naming the field, with nothing written — never a 500, never a state the rules could not reach. Before,
// `targets: "x"` or a card "__proto__" made the engine throw (500), a manual move to a zone that does not exist took
// the card out of every zone, and a manual points change of 2^31 was kept until the game's end, whose result no
// longer fit the database: every action that ended the game failed, so the tournament game could not end.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ctx, post } from "../setup/route-request";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { DEVICE_COOKIE } = await import("@/lib/players/device");
const actRoute = await import("@/app/api/games/[kind]/[gameId]/act/route");
const { db } = await import("@/lib/db/client");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { matchDuel, playOut, state: gameState } = await import("./setup");

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

/** A tournament duel past its mulligans: the seat holding priority, and its phone. */
async function duelWithPriority() {
  const duel = await matchDuel();
  for (let i = 0; i < 50; i++) {
    const snap = await gameState(duel.gameId);
    const s = snap.state;
    if (s.decisions.length === 0 && s.priority !== null) {
      const p = s.priority;
      return { ...duel, p, seq: snap.seq, device: duel.devices[p]!, snap };
    }
    const p = s.decisions[0]!.player as 0 | 1;
    const action = gameMessage(duel.gameId, snap.seq, snap.status, s, [], p).legal![0]!;
    state.cookies.set(DEVICE_COOKIE, duel.devices[p]!);
    const res = await actRoute.POST(post({ action, seenSeq: snap.seq, idempotencyKey: randomUUID() }), params(duel));
    expect(res.status).toBe(200);
  }
  throw new Error("nobody got the priority");
}

const params = (duel: { gameId: string }) => ctx({ kind: "kartomantik", gameId: duel.gameId });

async function send(duel: { gameId: string }, device: string, action: unknown, seenSeq: number) {
  state.cookies.set(DEVICE_COOKIE, device);
  const res = await actRoute.POST(post({ action, seenSeq, idempotencyKey: randomUUID() }), params(duel));
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
}

const entries = (gameId: string) => db().engineAction.count({ where: { gameId } });

describe("a seat's action is read against the engine's action shapes", () => {
  it("a manual points change out of range is a 400 naming the field; the game still ends and records its result", async () => {
    const duel = await duelWithPriority();
    const before = await entries(duel.gameId);
    for (const delta of [2 ** 31, -(2 ** 31), 1e308, 3, 5005]) {
      const refused = await send(duel, duel.device, { type: "manual", move: { op: "points", delta } }, duel.seq);
      expect(refused.status, `delta ${delta}`).toBe(400);
      expect(refused.body.error!.code).toBe("invalid_input");
      expect(refused.body.error!.message).toContain("action.move.delta");
    }
    expect(await entries(duel.gameId)).toBe(before);
    // What the phones send (±5) has the right shape; the engine then refuses it with its reason: every card of the
    // demo set is automated, so a game the server starts has no manual moves (engine manual-text.ts).
    const ruled = await send(duel, duel.device, { type: "manual", move: { op: "points", delta: 5 } }, duel.seq);
    expect(ruled.status).toBe(422);
    expect(ruled.body.error!.code).toBe("game_refused");
    expect(ruled.body.error!.message).toContain(
      "le mosse manuali servono solo per il testo di carte che il motore non applica",
    );
    expect(await entries(duel.gameId)).toBe(before);
    const config = (await db().engineGame.findUniqueOrThrow({ where: { id: duel.gameId } })).config;
    expect(config).toMatchObject({ options: { manualMoves: "cardText" } });
    // The game ends, and the tournament records it.
    const end = await playOut(duel.gameId, duel.devices);
    expect(end.status).toBe("finished");
    expect(await db().game.count({ where: { matchId: duel.match.id } })).toBe(1);
  });

  it("a manual move to a zone that does not exist, or a power change of a million, is refused; the card stays where it was", async () => {
    const duel = await duelWithPriority();
    const mine = duel.snap.state.players[duel.p]!.hand[0]!;
    const before = await entries(duel.gameId);
    for (const move of [
      { op: "move", card: mine, to: "banana" },
      { op: "move", card: mine, to: null },
      { op: "move", card: mine, to: "interzone", slot: 0.5 },
      { op: "power", card: mine, delta: 1_000_000 },
      { op: "counters", card: mine, counter: "constructor", delta: 1 },
      { op: "look", player: 7, n: 1 },
    ]) {
      const refused = await send(duel, duel.device, { type: "manual", move }, duel.seq);
      expect(refused.status, JSON.stringify(move)).toBe(400);
      expect(refused.body.error!.code).toBe("invalid_input");
    }
    expect(await entries(duel.gameId)).toBe(before);
    const now = await gameState(duel.gameId);
    expect(now.state.cards[mine]!.zone).toBe("hand");
    expect(now.state.players[duel.p]!.hand).toContain(mine);
  });

  it("fields of the wrong type are a 400, not a 500: targets as a string, a card named __proto__, a move of null", async () => {
    const duel = await duelWithPriority();
    const before = await entries(duel.gameId);
    const card = duel.snap.state.players[duel.p]!.hand[0]!;
    for (const action of [
      { type: "playWill", card, targets: "x" },
      { type: "activate", card, ability: 0, extra: "" },
      { type: "playSupport", card: "__proto__" },
      { type: "activate", card: "constructor", ability: 0 },
      { type: "manual", move: null },
      { type: "decide", choice: "keep" },
      { type: "teleport" },
    ]) {
      const refused = await send(duel, duel.device, action, duel.seq);
      expect(refused.status, JSON.stringify(action)).toBe(400);
      expect(refused.body.error!.code).toBe("invalid_input");
    }
    expect(await entries(duel.gameId)).toBe(before);
  });

  it("§1.3: Support with any of the opponent's hidden cards (hand or deck) gets one answer, whatever the card is", async () => {
    const duel = await duelWithPriority();
    const s = duel.snap.state;
    const opponent = s.players[1 - duel.p]!;
    const hidden = [...opponent.hand.filter((id) => !s.cards[id]!.shown), ...opponent.deck];
    const kinds = new Set(hidden.map((id) => s.defs[s.cards[id]!.def]!.type));
    expect(kinds.size, "wills and manifestations among them").toBeGreaterThan(1);
    const answers = new Set<string>();
    for (const card of hidden) {
      const refused = await send(duel, duel.device, { type: "playSupport", card }, duel.seq);
      expect(refused.status).toBe(422);
      answers.add(refused.body.error!.message);
    }
    // Before, a will was "not a manifestation" and a manifestation "has no Support from there" (or "not in this
    // phase"): trying each id told the opponent's wills apart.
    expect([...answers]).toEqual(["Mossa rifiutata: quella carta non è nella tua mano (rulebook §1.3)."]);
  });
});
