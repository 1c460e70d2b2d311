// Engine-played games on the server (issue #7): the log with sequence numbers, stale and repeated
// requests, bots, per-viewer projections that never carry a hidden card, and a finished
// tournament game recorded as the match's result without anyone typing a number.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { GameAction, GameState } from "@/engine/kartomantik";
import { db } from "@/lib/db/client";
import { act, botPlaysFor, openMatchGame, openPracticeGame } from "@/lib/kartomantik/games/play";
import { readyForGame } from "@/lib/tournament/sideboard";
import { replayMatchesSnapshot, replayStep } from "@/lib/kartomantik/games/replay";
import { gameMessage } from "@/lib/kartomantik/games/views";
import { tournamentView } from "@/lib/tournament/views";
import { dropPlayer } from "@/lib/tournament/results";
import { eventWith } from "../tournament/setup";
import { playOut, state, withDecks } from "./setup";

/** Instances the viewer may not identify now: the opponent's deck and unshown hand (§1.3). */
function hiddenFrom(s: GameState, viewer: 0 | 1): Set<string> {
  const other = s.players[1 - viewer]!;
  return new Set([...other.deck, ...other.hand.filter((id) => !s.cards[id]?.shown)]);
}

/** Every (instance, definition) pair a payload names: objects carrying a def with an iid or card. */
function namedPairs(value: unknown, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) for (const v of value) namedPairs(v, out);
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    const id = typeof o.iid === "string" ? o.iid : typeof o.card === "string" ? o.card : null;
    if (id && typeof o.def === "string") out.push([id, o.def]);
    for (const v of Object.values(o)) namedPairs(v, out);
  }
  return out;
}

describe("engine games", () => {
  it("a practice game against the bot: the log grows by sequence, a stale or repeated request has no second effect", async () => {
    const night = await withDecks(1, 1);
    const device = night.devices[0]!;
    const { gameId } = await openPracticeGame(night.event.id, device, "greedy");
    // Opening again gives the same running game.
    expect((await openPracticeGame(night.event.id, device, "greedy")).gameId).toBe(gameId);
    const first = await state(gameId);
    expect(first.seq).toBeGreaterThanOrEqual(1);
    const s = first.state;
    const me = gameMessage(gameId, first.seq, first.status, s, [], 0);
    expect(me.legal!.length).toBeGreaterThan(0);
    const action: GameAction = me.legal![0]!;
    const key = randomUUID();
    const answer = await act(gameId, device, { action, seenSeq: first.seq, idempotencyKey: key });
    // The answer is the player's own entry; the bot's moves follow it.
    expect(answer.seq).toBe(first.seq + 1);
    const now = (await state(gameId)).seq;
    // The same key again: the current truth, nothing applied twice.
    expect(await act(gameId, device, { action, seenSeq: first.seq, idempotencyKey: key })).toEqual({
      seq: now,
      duplicate: true,
    });
    // A request from an old sequence: refused with the current sequence.
    await expect(
      act(gameId, device, { action, seenSeq: first.seq, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: "game_stale", details: { seq: now } });
    const log = await db().engineAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    expect(log.map((a) => a.seq)).toEqual(Array.from({ length: now }, (_, i) => i + 1));
    expect(log.filter((a) => a.idempotencyKey === key).map((a) => a.seq)).toEqual([answer.seq]);
    // Someone else's device cannot act in it.
    const stranger = (await eventWith(1)).devices[0]!;
    await expect(act(gameId, stranger, { action, seenSeq: now, idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: "game_not_yours",
    });
  });

  it("a practice game plays to its end; no projection a player receives names a card hidden from them", async () => {
    const night = await withDecks(1, 1);
    const { gameId } = await openPracticeGame(night.event.id, night.devices[0]!, "greedy");
    let checked = 0;
    let named = 0;
    for (let i = 0; i < 3000; i++) {
      const snap = await state(gameId);
      if (snap.status === "finished") break;
      const hidden = hiddenFrom(snap.state, 0);
      const pairs = namedPairs(gameMessage(gameId, snap.seq, snap.status, snap.state, snap.entries, 0));
      named += pairs.length;
      expect(pairs.filter(([id, def]) => hidden.has(id) && def !== "?")).toEqual([]);
      checked++;
      const legal = gameMessage(gameId, snap.seq, snap.status, snap.state, [], 0).legal!;
      await act(gameId, night.devices[0]!, { action: legal[0]!, seenSeq: snap.seq, idempotencyKey: randomUUID() });
    }
    const end = await state(gameId);
    expect(end.status).toBe("finished");
    expect(end.state.result).not.toBeNull();
    expect(checked).toBeGreaterThan(5);
    // The check looked at real card names (the player's own hand, the field), not at nothing.
    expect(named).toBeGreaterThan(checked);
  });

  it("a Bo1 tournament game played on the engine ends with its points as the confirmed result, in the standings", async () => {
    const night = await withDecks(2, 1);
    await night.start();
    const [a, b] = night.seatIds as [string, string];
    const match = await night.match(a, b);
    const opened = await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    expect((await openMatchGame(night.event.id, match.id, night.deviceOf(b))).gameId).toBe(opened.gameId);
    const end = await playOut(opened.gameId, [night.deviceOf(a), night.deviceOf(b)]);
    const points = end.state.result!.points;
    const view = (await tournamentView(night.event.id))!;
    const confirmed = view.matches.find((m) => m.id === match.id)!;
    expect(confirmed).toMatchObject({
      status: "confirmed",
      source: "engine",
      played: [{ points, winner: end.state.result!.winner, source: "engine" }],
    });
    // The log is the truth: its replay gives the stored final state; step 1 is the start.
    expect(await replayMatchesSnapshot(opened.gameId, night.organizer.id)).toBe(true);
    expect(await replayStep(opened.gameId, night.organizer.id, 1)).toMatchObject({
      step: 1,
      actor: "system",
      view: { turn: 1 },
    });
    await expect(replayStep(opened.gameId, (await eventWith(1)).organizer.id, 1)).rejects.toMatchObject({
      code: "forbidden",
    });
    const row = (seat: string) => view.standings.find((r) => r.id === seat)!;
    expect(row(a).matchPoints).toBe(points[0]!);
    expect(row(b).matchPoints).toBe(points[1]!);
  });

  it("the opponent's action with the same idempotency key is applied, not dropped as a duplicate (issue 16 §11)", async () => {
    const night = await withDecks(2, 1);
    await night.start();
    const [a, b] = night.seatIds as [string, string];
    const match = await night.match(a, b);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    const devices = [night.deviceOf(a), night.deviceOf(b)];
    const key = randomUUID();
    // Every action with the same key, until the other player acts after the first one did.
    let firstActor: number | null = null;
    for (let i = 0; i < 200; i++) {
      const snap = await state(gameId);
      const p = (snap.state.decisions.length ? snap.state.decisions[0]!.player : snap.state.priority) as 0 | 1;
      const action = gameMessage(gameId, snap.seq, snap.status, snap.state, [], p).legal![0]!;
      if (firstActor === null || p === firstActor) {
        const answer = await act(gameId, devices[p]!, {
          action,
          seenSeq: snap.seq,
          idempotencyKey: firstActor === null ? key : randomUUID(),
        });
        firstActor ??= p;
        expect(answer.duplicate).toBe(false);
        continue;
      }
      const answer = await act(gameId, devices[p]!, { action, seenSeq: snap.seq, idempotencyKey: key });
      expect(answer).toMatchObject({ duplicate: false });
      expect(answer.seq).toBeGreaterThan(snap.seq);
      const entry = await db().engineAction.findFirstOrThrow({ where: { gameId, seq: snap.seq + 1 } });
      expect(entry).toMatchObject({ actor: `seat:${p === 0 ? a : b}`, idempotencyKey: key });
      // That player's retry is recognized.
      expect(await act(gameId, devices[p]!, { action, seenSeq: snap.seq, idempotencyKey: key })).toMatchObject({
        duplicate: true,
      });
      return;
    }
    throw new Error("the other player never had to act");
  });

  it("a Bo3 on the engine: game → sideboarding (both ready) → next game, until decided; every game's points recorded", async () => {
    const night = await withDecks(2, 3);
    await night.start();
    const [a, b] = night.seatIds as [string, string];
    const match = await night.match(a, b);
    const played: [number, number][] = [];
    for (let game = 1; game <= 3; game++) {
      if (game > 1) {
        const view = (await tournamentView(night.event.id))!;
        if (view.matches.find((m) => m.id === match.id)!.status === "confirmed") break;
        // Before both are ready, the next game does not start.
        await expect(openMatchGame(night.event.id, match.id, night.deviceOf(a))).rejects.toMatchObject({
          code: "game_not_ready",
          params: { game },
        });
        for (const seat of [a, b])
          await readyForGame(night.event.id, match.id, night.deviceOf(seat), {
            game,
            swaps: [],
            idempotencyKey: randomUUID(),
          });
      }
      const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(b));
      const end = await playOut(gameId, [night.deviceOf(a), night.deviceOf(b)]);
      played.push(end.state.result!.points as [number, number]);
    }
    const recorded = await db().game.findMany({
      where: { matchId: match.id },
      orderBy: { number: "asc" },
      include: { points: { orderBy: { place: "asc" } } },
    });
    expect(recorded.map((g) => g.points.map((p) => p.points))).toEqual(played);
    expect(recorded.every((g) => g.source === "engine")).toBe(true);
    const final = (await tournamentView(night.event.id))!.matches.find((m) => m.id === match.id)!;
    expect(final).toMatchObject({ status: "confirmed", source: "engine" });
    expect(played.length).toBeGreaterThanOrEqual(2);
    // Three whole engine games with sideboarding: about 12 s alone, twice that beside other suites.
  }, 90_000);

  it("a missing player: the organizer lets the bot play their seat; the other player plays; the result counts", async () => {
    const night = await withDecks(2, 1);
    await night.start();
    const [a, b] = night.seatIds as [string, string];
    const match = await night.match(a, b);
    const stranger = await db().organizer.create({
      data: { email: `${randomUUID()}@test.it`, name: "X", passwordHash: "x" },
    });
    await expect(botPlaysFor(stranger.id, night.event.id, match.id, b, "greedy")).rejects.toMatchObject({
      code: "forbidden",
    });
    const { gameId } = await botPlaysFor(night.organizer.id, night.event.id, match.id, b, "greedy");
    // The missing player's phone, if it comes back, cannot move the bot's seat.
    const snap = await state(gameId);
    await expect(
      act(gameId, night.deviceOf(b), { action: { type: "pass" }, seenSeq: snap.seq, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: "game_not_yours" });
    // The present player opens the same game and plays it to the end against the bot.
    expect((await openMatchGame(night.event.id, match.id, night.deviceOf(a))).gameId).toBe(gameId);
    const end = await playOut(gameId, [night.deviceOf(a), null]);
    const view = (await tournamentView(night.event.id))!;
    expect(view.matches.find((m) => m.id === match.id)).toMatchObject({
      status: "confirmed",
      source: "engine",
      played: [{ points: end.state.result!.points, winner: end.state.result!.winner, source: "engine" }],
    });
  });

  it("a drop leaves the match being played on the app open for the organizer to settle, not 'not played'", async () => {
    const night = await withDecks(3);
    await night.start();
    const match = (await night.view()).matches.find((m) => m.seats.length === 2)!;
    const [a, b] = match.seats.map((s) => s.seatId) as [string, string];
    await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    expect(await dropPlayer(night.organizer.id, night.event.id, b)).toMatchObject({ notPlayed: 1, toSettle: 1 });
    expect((await night.view()).matches.find((m) => m.id === match.id)).toMatchObject({ status: "scheduled", live: 1 });
  });
});
