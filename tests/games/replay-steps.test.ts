// The organizer's replay viewer, one step per request (lib/kartomantik/games/replay.ts, the states it keeps in
// lib/engine-games/replay-steps.ts): every step is what a fresh replay of the whole log gives, forward, backward,
// after the kept states are dropped and in any order; a request applies one entry stepping forward and at most
// one checkpoint interval otherwise (it used to replay the whole log up to the step: quadratic); a game that goes
// on, an undo across a checkpoint and a log written anew are never answered from a stale state.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GameAction, GameMode } from "@/engine/kartomantik";
import type { Seed } from "@/engine/shared/rng";

const seeds = vi.hoisted(() => ({ next: 7_100 }));
vi.mock("@/lib/random-seed", async (original) => ({
  ...(await original<typeof import("@/lib/random-seed")>()),
  randomSeed: (): [number, number, number, number] => [seeds.next++, 0x5eed, 0x71, 0x3],
}));
// Every engine action the server applies, counted (the bots' too: counted only while none moves).
// `turn`: the event loop's turns, counted by a chain of setImmediate while a test runs one (tickingTurns), and the
// most actions applied in one turn.
const applies = vi.hoisted(() => ({ n: 0, turn: 0, inTurn: 0, atTurn: -1, mostInTurn: 0 }));
vi.mock("@/engine/kartomantik", async (original) => {
  const engine = await original<typeof import("@/engine/kartomantik")>();
  return {
    ...engine,
    apply: (...a: Parameters<typeof engine.apply>) => {
      applies.n++;
      applies.inTurn = applies.atTurn === applies.turn ? applies.inTurn + 1 : 1;
      applies.atTurn = applies.turn;
      applies.mostInTurn = Math.max(applies.mostInTurn, applies.inTurn);
      return engine.apply(...a);
    },
  };
});

const { apply, createGame, eventsFor, isRuleError, viewFor } = await import("@/engine/kartomantik");
const { db } = await import("@/lib/db/client");
const { eventSetId } = await import("@/lib/kartomantik/cards/sets");
const { deckDefs, defsOfSet } = await import("@/lib/kartomantik/games/cards");
const { isLogNote, isUndoTaken } = await import("@/lib/engine-games/log-notes");
const { CHECKPOINT_EVERY, replayStates } = await import("@/lib/engine-games/replay-steps");
const { act, gameBotsSettled, judgeUndo, openTable } = await import("@/lib/kartomantik/games/play");
const { replayStep } = await import("@/lib/kartomantik/games/replay");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { matchDuel, playOut, practiceGame, state, withDecks } = await import("./setup");

beforeEach(() => replayStates().clear());

const STRIDE = 37;

/** Every step of the log as a fresh replay of all of it gives it (the replay as it was before it kept states). */
async function fullReplay(gameId: string) {
  const game = await db().engineGame.findUniqueOrThrow({
    where: { id: gameId },
    include: { event: { select: { cardSetId: true } }, actions: { orderBy: { seq: "asc" } } },
  });
  const config = game.config as { seed: Seed; decks: string[][]; mode?: GameMode };
  const defs = await defsOfSet(eventSetId(game.event.cardSetId));
  const created = createGame({
    seed: config.seed,
    decks: config.decks.map((d) => deckDefs(defs, d)),
    ...(config.mode ? { mode: config.mode } : {}),
  });
  let { state: s, events } = created;
  const at = new Map([[game.actions[0]!.seq, s]]);
  const steps = game.actions.length;
  const shown = (i: number) => ({
    step: i + 1,
    steps,
    actor: game.actions[i]!.actor,
    action: game.actions[i]!.action,
    events: eventsFor(events, "judge"),
    view: viewFor(s, "judge"),
  });
  const out = [shown(0)];
  for (const [i, entry] of game.actions.entries()) {
    if (i === 0) continue;
    if (isUndoTaken(entry.action)) [s, events] = [at.get(entry.action.of - 1)!, []];
    else if (isLogNote(entry.action)) events = [];
    else {
      const result = apply(s, entry.action as unknown as GameAction);
      if (isRuleError(result)) throw new Error(`step ${entry.seq}: ${result.error}`);
      ({ state: s, events } = result);
    }
    at.set(entry.seq, s);
    out.push(shown(i));
  }
  applies.n = 0;
  return out;
}

/** Runs `work` while a chain of setImmediate counts the event loop's turns; the most actions applied in a turn. */
async function tickingTurns<T>(work: () => Promise<T>): Promise<{ result: T; mostInTurn: number }> {
  let running = true;
  const tick = () => {
    applies.turn++;
    if (running) setImmediate(tick);
  };
  applies.mostInTurn = 0;
  setImmediate(tick);
  try {
    return { result: await work(), mostInTurn: applies.mostInTurn };
  } finally {
    running = false;
  }
}

/** The step's answer and the engine actions it applied. */
async function step(gameId: string, organizerId: string, n: number) {
  applies.n = 0;
  const answer = await replayStep(gameId, organizerId, n);
  return { answer, applied: applies.n };
}

/** Steps through the whole finished game every way the viewer can: each answer is the full replay's. */
async function stepsThrough(gameId: string, organizerId: string) {
  const truth = await fullReplay(gameId);
  const n = truth.length;
  const moves = truth.filter((t, i) => i > 0 && !isLogNote(t.action)).length;
  expect(n).toBeGreaterThan(3 * CHECKPOINT_EVERY);

  // Forward (→ held down): one engine action a step at most, the log's actions once in all.
  let total = 0;
  for (let s = 1; s <= n; s++) {
    const { answer, applied } = await step(gameId, organizerId, s);
    expect(answer).toEqual(truth[s - 1]);
    expect(applied).toBeLessThanOrEqual(1);
    total += applied;
  }
  expect(total).toBe(moves);
  // One state kept every interval and the last one served.
  expect(replayStates().states).toBe(Math.ceil(n / CHECKPOINT_EVERY) + 1);

  // Backward (←): from the checkpoint below, less than an interval.
  for (let s = n; s >= 1; s--) {
    const { answer, applied } = await step(gameId, organizerId, s);
    expect(answer).toEqual(truth[s - 1]);
    expect(applied).toBeLessThan(CHECKPOINT_EVERY);
  }

  // Nothing kept (another instance, a restart): End replays the log once, an interval in each turn of the event loop
  // (others are served in between), the step before it an interval at most.
  replayStates().clear();
  const { result: end, mostInTurn } = await tickingTurns(() => step(gameId, organizerId, n));
  expect(end.answer).toEqual(truth[n - 1]);
  expect(end.applied).toBe(moves);
  expect(mostInTurn).toBeLessThanOrEqual(CHECKPOINT_EVERY);
  const before = await step(gameId, organizerId, n - 1);
  expect(before.answer).toEqual(truth[n - 2]);
  expect(before.applied).toBeLessThan(CHECKPOINT_EVERY);

  // Any order (the slider), from nothing kept, STRIDE steps on each time (around the end to the start): every step
  // the full replay's, from the last one served or a checkpoint passed on the way.
  replayStates().clear();
  for (let k = 0; k < n; k++) {
    const s = ((k * STRIDE) % n) + 1;
    const { answer, applied } = await step(gameId, organizerId, s);
    expect(answer).toEqual(truth[s - 1]);
    expect(applied).toBeLessThanOrEqual(STRIDE);
  }
  // Past the end: the last step; before the start: the first.
  expect((await step(gameId, organizerId, n + 50)).answer).toEqual(truth[n - 1]);
  expect((await step(gameId, organizerId, 0)).answer).toEqual(truth[0]);
}

/** The first legal action of whoever must act in a duel of two phones. */
async function playOne(gameId: string, devices: string[]) {
  const snap = await state(gameId);
  const acting = gameMessage(gameId, snap.seq, snap.status, snap.state, [], 0).acting.seats;
  const p = acting[0]!;
  const action = gameMessage(gameId, snap.seq, snap.status, snap.state, [], p).legal![0]!;
  await act(gameId, devices[p]!, { action, seenSeq: snap.seq, idempotencyKey: randomUUID() });
}

describe("the replay viewer, step by step", () => {
  it("a duel against the bot, played out: every step the full replay's, forward one action a step", async () => {
    const { night, device, gameId } = await practiceGame();
    expect((await playOut(gameId, [device, null])).status).toBe("finished");
    await stepsThrough(gameId, night.organizer.id);
  }, 240_000);

  it("a Free-for-All of four bots: every step the full replay's, forward one action a step", async () => {
    const night = await withDecks(4);
    const seats = night.seatIds.map((seatId) => ({ seatId, bot: "greedy" as const }));
    const { gameId } = await openTable(night.organizer.id, night.event.id, { mode: "ffa", seats });
    await gameBotsSettled(gameId);
    expect((await state(gameId)).status).toBe("finished");
    await stepsThrough(gameId, night.organizer.id);
  }, 240_000);

  it("a game that goes on, an undo of the action at a checkpoint, a log written anew: never a stale state", async () => {
    const { night, gameId, devices } = await matchDuel();
    const organizerId = night.organizer.id;
    const at = (n: number) => step(gameId, organizerId, n).then((r) => r.answer);
    const checkpoint = 2 * CHECKPOINT_EVERY + 1;
    while ((await state(gameId)).seq < checkpoint) await playOne(gameId, devices);
    expect((await state(gameId)).seq).toBe(checkpoint);
    let truth = await fullReplay(gameId);
    for (let s = 1; s <= checkpoint; s++) expect(await at(s)).toEqual(truth[s - 1]);

    // The organizer takes back the action at the checkpoint kept: the state before it, two steps back.
    await judgeUndo(gameId, organizerId, { seenSeq: checkpoint, idempotencyKey: randomUUID() });
    truth = await fullReplay(gameId);
    expect(truth[checkpoint]!.action).toMatchObject({ type: "undo", of: checkpoint });
    expect(truth[checkpoint]!.view).toEqual(truth[checkpoint - 2]!.view);
    expect(await at(checkpoint + 1)).toEqual(truth[checkpoint]);
    expect(await at(checkpoint + 100)).toEqual(truth[checkpoint]);

    // The game goes on: its new steps, and the old ones again.
    for (let i = 0; i < 10; i++) await playOne(gameId, devices);
    truth = await fullReplay(gameId);
    expect(truth).toHaveLength(checkpoint + 11);
    for (let s = checkpoint - 2; s <= truth.length; s++) expect(await at(s)).toEqual(truth[s - 1]);

    // The log written anew from entry 41 (a note put before the rest, which moves one step on): the states kept
    // past it belong to another log.
    const rest = await db().engineAction.findMany({ where: { gameId, seq: { gt: 40 } }, orderBy: { seq: "asc" } });
    await db().engineAction.deleteMany({ where: { gameId, seq: { gt: 40 } } });
    await db().engineAction.createMany({
      data: [
        { gameId, seq: 41, actor: "system", action: { type: "botSeats", seats: [], bot: "" }, events: [] },
        ...rest.map(
          ({ seq, actor, action, events }: { seq: number; actor: string; action: unknown; events: unknown }) => ({
            gameId,
            seq: seq + 1,
            actor,
            // The undo takes back the same action, one step on.
            action: (isUndoTaken(action) ? { ...action, of: action.of + 1 } : action) as object,
            events: events as object,
          }),
        ),
      ],
    });
    truth = await fullReplay(gameId);
    expect(truth[checkpoint - 1]!.view).not.toEqual(truth[checkpoint]!.view);
    for (const s of [checkpoint, checkpoint + 1, checkpoint + 2, truth.length, 41, 40])
      expect(await at(s)).toEqual(truth[s - 1]);
  }, 240_000);
});
