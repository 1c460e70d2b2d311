// Taking back an action in an engine game (a product feature of the phones, not a rule: the rulebooks
// have no undo; lib/engine-games/undo.ts). With PostgreSQL: a seat asks to take back its last action
// while it revealed nothing; the other side accepts (the state is the state before it, on this
// instance, after a restart and on a second instance; the log keeps the request, the answer and the
// undo) or refuses (nothing changes); a request nobody answered in time lapses; only the other side
// answers (the asker, a teammate, another event's player are refused with nothing changed); a
// revealing action offers none; the organizer takes back without asking, logged as theirs.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonbText } from "@/tests/setup/jsonb-text";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const seeds = vi.hoisted(() => ({ next: 51_700 }));
vi.mock("@/lib/random-seed", async (original) => ({
  ...(await original<typeof import("@/lib/random-seed")>()),
  randomSeed: (): [number, number, number, number] => [seeds.next++, 0x5eed, 0x51, 0x7],
}));
const { db } = await import("@/lib/db/client");
const { actIn } = await import("@/lib/engine-games/act");
const { snapshotsStored } = await import("@/lib/engine-games/cached-write");
const { loadGame } = await import("@/lib/engine-games/rules");
const { GameStates, gameStates } = await import("@/lib/engine-games/state-cache");
const { UNDO_ANSWER_MS, undoView } = await import("@/lib/engine-games/undo-log");
const { gameRules, judgeUndo, openTable, undo } = await import("@/lib/kartomantik/games/play");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { replayMatchesSnapshot } = await import("@/lib/kartomantik/games/replay");
const { matchDuel, withDecks } = await import("../games/setup");

type States = InstanceType<typeof GameStates>;

afterEach(() => {
  vi.restoreAllMocks();
});

/** A tournament duel of two phones, opened; the event's third player sits at no table of this game. */
async function duel() {
  const { night, gameId, devices } = await matchDuel(3);
  const outsider = night.devices.find((d) => !devices.includes(d))!;
  return { night, gameId, devices, outsider };
}

const game = async (gameId: string, states: States = gameStates()) =>
  (await loadGame(db(), gameRules, gameId, { states }))!.row;

const json = jsonbText;

const entries = (gameId: string, after: number) =>
  db().engineAction.findMany({ where: { gameId, seq: { gt: after } }, orderBy: { seq: "asc" } });

const snapshotOf = (gameId: string) =>
  db().engineGame.findUniqueOrThrow({ where: { id: gameId }, select: { stateSeq: true } });

/** The first legal action of whoever may act; returns the seat that acted. */
async function step(gameId: string, devices: string[]): Promise<number> {
  const row = await game(gameId);
  const acting = gameMessage(gameId, row.seq, "running", row.state, [], 0, row.bots).acting.seats;
  const p = acting[0]!;
  const action = gameMessage(gameId, row.seq, "running", row.state, [], p, row.bots).legal![0]!;
  await actIn(gameRules, gameId, devices[p]!, { action, seenSeq: row.seq, idempotencyKey: randomUUID() });
  return p;
}

/** Plays first legal actions until the last one is a person's that `want`s: its seat, the state before it
 * and the row after it. */
async function playUntil(gameId: string, devices: string[], want: (undoable: boolean) => boolean) {
  for (let i = 0; i < 400; i++) {
    const before = await game(gameId);
    const { stateSeq } = await snapshotOf(gameId);
    const p = await step(gameId, devices);
    const after = await game(gameId);
    // Whether the action's own write stored the row's snapshot. A write on the instance's copy stores it after
    // its answer (lib/engine-games/cached-write.ts): read before it landed, a busy machine saw none in 40 actions.
    await snapshotsStored();
    const snapshot = (await snapshotOf(gameId)).stateSeq !== stateSeq;
    if (after.undo?.last?.seat === p && want(after.undo.last.undoable))
      return { seat: p, before: before.state, beforeSeq: before.seq, after, snapshot };
  }
  throw new Error("no such action within 400 moves");
}

const askBody = (seenSeq: number) => ({ op: "ask" as const, seenSeq, idempotencyKey: randomUUID() });
const answerBody = (ask: number, accept: boolean) => ({
  op: "answer" as const,
  ask,
  accept,
  idempotencyKey: randomUUID(),
});

describe("taking back an action in an engine game", () => {
  it("asked and accepted: the state before the action, here, after a restart and on a second instance; the log keeps all three", async () => {
    const { night, gameId, devices } = await duel();
    const { seat, before, after } = await playUntil(gameId, devices, (u) => u);
    const other = 1 - seat;
    // A second instance that saw the action (its copy at the action's seq).
    const second = new GameStates();
    expect((await game(gameId, second)).seq).toBe(after.seq);
    const view = (viewer: number, row = after) => undoView(row.undo!, viewer, row.bots, true, Date.now());
    expect(view(seat).offer).toBe(true);
    expect(view(other).offer).toBe(false);

    const asked = await undo(gameId, devices[seat]!, askBody(after.seq));
    expect(asked.seq).toBe(after.seq + 1);
    const open = await game(gameId);
    expect(json(open.state)).toBe(json(after.state));
    expect(view(other, open).ask).toMatchObject({ seat, of: after.seq, state: "open", mayAnswer: true });
    expect(view(seat, open).ask).toMatchObject({ state: "open", mayAnswer: false });
    expect(view(seat, open).offer).toBe(false);

    const accepted = await undo(gameId, devices[other]!, answerBody(asked.seq, true));
    expect(accepted.seq).toBe(asked.seq + 2);
    const log = await entries(gameId, after.seq);
    expect(log.map((e) => [e.actor, (e.action as { type: string }).type])).toEqual([
      [`seat:${after.seatIds[seat]}`, "undoAsk"],
      [`seat:${after.seatIds[other]}`, "undoAnswer"],
      [`seat:${after.seatIds[other]}`, "undo"],
    ]);
    // The action itself stays in the log: nothing is erased.
    expect(await db().engineAction.count({ where: { gameId, seq: after.seq } })).toBe(1);

    const here = await game(gameId);
    expect(json(here.state)).toBe(json(before));
    expect(json((await game(gameId, new GameStates())).state)).toBe(json(before));
    expect(json((await game(gameId, second)).state)).toBe(json(before));
    expect(view(seat, here).ask).toMatchObject({ state: "accepted" });
    expect(here.undo!.undone).toEqual({ of: after.seq, by: "approval" });
    // A restarted instance reads it too (the snapshot is the undo's own entry): the phones say "taken back".
    expect((await game(gameId, new GameStates())).undo!.undone).toEqual({ of: after.seq, by: "approval" });
    expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);

    // Play goes on from there, the same on every instance: the next moves, then a cold read and the second copy.
    for (let i = 0; i < 40; i++) await step(gameId, devices);
    const playing = await game(gameId);
    expect(json((await game(gameId, new GameStates())).state)).toBe(json(playing.state));
    expect(json((await game(gameId, second)).state)).toBe(json(playing.state));
    expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);
  }, 120_000);

  it("an action whose write stored the snapshot stores the state before it: taken back, every instance agrees", async () => {
    const { night, gameId, devices } = await duel();
    let found = null;
    for (let i = 0; i < 40 && !found; i++) {
      const next = await playUntil(gameId, devices, (u) => u);
      if (next.snapshot) found = next;
    }
    expect(found, "an undoable action whose write was due for a snapshot").not.toBeNull();
    const { seat, before, after } = found!;
    const asked = await undo(gameId, devices[seat]!, askBody(after.seq));
    await undo(gameId, devices[1 - seat]!, answerBody(asked.seq, true));
    expect(json((await game(gameId)).state)).toBe(json(before));
    expect(json((await game(gameId, new GameStates())).state)).toBe(json(before));
    expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);
  }, 120_000);

  it("refused: nothing changes and the request is not asked again; the asker, another event's player cannot answer", async () => {
    const { gameId, devices, outsider } = await duel();
    const { seat, after } = await playUntil(gameId, devices, (u) => u);
    const asked = await undo(gameId, devices[seat]!, askBody(after.seq));
    // The asker answering their own request, a player of no seat here: refused, nothing written.
    await expect(undo(gameId, devices[seat]!, answerBody(asked.seq, true))).rejects.toMatchObject({
      code: "undo_own_request",
      status: 403,
    });
    await expect(undo(gameId, outsider, answerBody(asked.seq, true))).rejects.toMatchObject({
      code: "game_not_yours",
    });
    await expect(undo(gameId, devices[1 - seat]!, answerBody(asked.seq + 5, true))).rejects.toMatchObject({
      code: "undo_not_asked",
    });
    expect((await game(gameId)).seq).toBe(asked.seq);

    const refused = await undo(gameId, devices[1 - seat]!, answerBody(asked.seq, false));
    expect(refused.seq).toBe(asked.seq + 1);
    const row = await game(gameId);
    expect(json(row.state)).toBe(json(after.state));
    expect(undoView(row.undo!, seat, row.bots, true, Date.now()).ask).toMatchObject({ state: "refused" });
    expect(undoView(row.undo!, seat, row.bots, true, Date.now()).offer).toBe(false);
    await expect(undo(gameId, devices[seat]!, askBody(row.seq))).rejects.toMatchObject({ code: "undo_asked" });
    await expect(undo(gameId, devices[1 - seat]!, answerBody(asked.seq, true))).rejects.toMatchObject({
      code: "undo_answered",
    });
    // The other seat may not ask to take back an action that is not theirs; a stale ask is refused.
    await expect(undo(gameId, devices[1 - seat]!, askBody(row.seq))).rejects.toMatchObject({ code: "undo_none" });
    await expect(undo(gameId, devices[seat]!, askBody(row.seq - 1))).rejects.toMatchObject({ code: "game_stale" });
    expect((await game(gameId)).seq).toBe(row.seq);
  }, 120_000);

  it("a request nobody answered in time lapses (checked when answered); one after a revealing action is refused", async () => {
    const { gameId, devices } = await duel();
    const { seat, after } = await playUntil(gameId, devices, (u) => u);
    const asked = await undo(gameId, devices[seat]!, askBody(after.seq));
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + UNDO_ANSWER_MS + 1_000);
    await expect(undo(gameId, devices[1 - seat]!, answerBody(asked.seq, true))).rejects.toMatchObject({
      code: "undo_expired",
    });
    const row = await game(gameId);
    expect(row.seq).toBe(asked.seq);
    expect(json(row.state)).toBe(json(after.state));
    expect(undoView(row.undo!, seat, row.bots, true, Date.now()).ask).toMatchObject({ state: "expired" });
    vi.restoreAllMocks();

    const revealing = await playUntil(gameId, devices, (u) => !u);
    expect(undoView(revealing.after.undo!, revealing.seat, revealing.after.bots, true, Date.now()).offer).toBe(false);
    await expect(undo(gameId, devices[revealing.seat]!, askBody(revealing.after.seq))).rejects.toMatchObject({
      code: "undo_revealing",
      status: 409,
    });
    expect((await game(gameId)).seq).toBe(revealing.after.seq);
  }, 120_000);

  it("the organizer takes back the last action without asking, logged as theirs; another organizer may not", async () => {
    const { night, gameId, devices } = await duel();
    const { before, after } = await playUntil(gameId, devices, () => true);
    const key = () => ({ seenSeq: after.seq, idempotencyKey: randomUUID() });
    await expect(judgeUndo(gameId, "someone-else", key())).rejects.toMatchObject({ code: "forbidden" });
    const done = await judgeUndo(gameId, night.organizer.id, key());
    expect(done.seq).toBe(after.seq + 1);
    const [entry] = await entries(gameId, after.seq);
    expect(entry!.actor).toBe(`organizer:${night.organizer.id}`);
    expect(entry!.action).toEqual({ type: "undo", of: after.seq, by: "organizer" });
    expect(json((await game(gameId)).state)).toBe(json(before));
    expect(json((await game(gameId, new GameStates())).state)).toBe(json(before));
  }, 120_000);

  it("written on the pg pool: a request and its answer in no Prisma transaction, a retry answered as one; no device, or one without a seat at the game, may not ask", async () => {
    const { gameId, devices, outsider } = await duel();
    const { seat, before, after } = await playUntil(gameId, devices, (u) => u);
    const transaction = vi.spyOn(db(), "$transaction");
    const body = askBody(after.seq);
    await expect(undo(gameId, "", body)).rejects.toMatchObject({ code: "not_seated" });
    await expect(undo(gameId, outsider, body)).rejects.toMatchObject({ code: "game_not_yours" });
    const asked = await undo(gameId, devices[seat]!, body);
    expect(asked).toEqual({ seq: after.seq + 1, duplicate: false });
    expect(await undo(gameId, devices[seat]!, body)).toEqual({ seq: asked.seq, duplicate: true });
    const accepted = await undo(gameId, devices[1 - seat]!, answerBody(asked.seq, true));
    expect(accepted.seq).toBe(asked.seq + 2);
    expect(transaction).not.toHaveBeenCalled();
    expect(json((await game(gameId)).state)).toBe(json(before));
    expect(json((await game(gameId, new GameStates())).state)).toBe(json(before));
  });

  it("2v2: the opposing team answers (either of them, once); the asker's teammate may not", async () => {
    const night = await withDecks(4);
    const { gameId } = await openTable(night.organizer.id, night.event.id, {
      mode: "2v2",
      seats: night.seatIds.map((seatId) => ({ seatId })),
    });
    const seatIds = (await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).seatIds;
    const devices = seatIds.map((id) => night.devices[night.seatIds.indexOf(id)]!);
    const { seat, before, after } = await playUntil(gameId, devices, (u) => u);
    const side = after.state.seats.side;
    const mate = side.findIndex((s, p) => p !== seat && s === side[seat]);
    const opponents = side.flatMap((s, p) => (s !== side[seat] ? [p] : []));
    const asked = await undo(gameId, devices[seat]!, askBody(after.seq));
    await expect(undo(gameId, devices[mate]!, answerBody(asked.seq, true))).rejects.toMatchObject({
      code: "undo_not_approver",
      status: 403,
    });
    expect((await game(gameId)).seq).toBe(asked.seq);
    // One opponent's acceptance speaks for the team: the undo follows at once.
    await undo(gameId, devices[opponents[1]!]!, answerBody(asked.seq, true));
    expect(json((await game(gameId)).state)).toBe(json(before));
    await expect(undo(gameId, devices[opponents[0]!]!, answerBody(asked.seq, true))).rejects.toMatchObject({
      code: "undo_answered",
    });
  }, 120_000);
});
