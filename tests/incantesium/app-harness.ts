// Helpers for Incantesium on the server (issue #21 §5): an organizer creates an Incantesium event
// over the events route, mages join by code, and each plays through the routes with its device
// cookie. The test file mocks next/headers and the session with `harnessState` (vi.hoisted).
import { randomBytes, randomUUID } from "node:crypto";
import { expect } from "vitest";
import { saltSeed, seedRng } from "@/engine/shared/rng";
import { actor, heuristicBot, type Action, type GameEvent, type GameState, type GameView } from "@/engine/incantesium";
import { db } from "@/lib/db/client";
import { incBotsSettled, incRules } from "@/lib/incantesium/play";
import { withState } from "../setup/game-state";
import { DEVICE_COOKIE } from "@/lib/players/device";
import { joinEvent } from "@/lib/events/seats";
import * as eventsRoute from "@/app/api/events/route";
import * as actRoute from "@/app/api/games/[kind]/[gameId]/act/route";
import * as replayRoute from "@/app/api/games/[kind]/[gameId]/replay/route";
import * as tournamentRoute from "@/app/api/events/[eventId]/tournament/route";
import * as openRoute from "@/app/api/events/[eventId]/matches/[matchId]/games/route";
import { tournamentView } from "@/lib/tournament/views";
import { seatA, seatB } from "@/tests/tournament/places";
import { unique } from "../setup/fixtures";

export interface HarnessState {
  organizer: null | { id: string; email: string; name: string };
  cookies: Map<string, string>;
}

export const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
export const req = (method: string, body?: unknown, url = "http://test/api") =>
  new Request(url, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });

export function harness(state: HarnessState) {
  const asOrganizer = (id: string | null) =>
    (state.organizer = id ? { id, email: `${id}@test.it`, name: "Org" } : null);
  const asDevice = (device: string | null) => {
    state.cookies.clear();
    if (device) state.cookies.set(DEVICE_COOKIE, device);
  };
  const newOrganizer = async () =>
    (await db().organizer.create({ data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" } })).id;

  /** An Incantesium event with `names` joined by code. */
  async function incEvent(names: string[] = ["Giovanni", "Stefano"], body: Record<string, unknown> = {}) {
    const organizerId = await newOrganizer();
    asOrganizer(organizerId);
    const res = await eventsRoute.POST(
      req("POST", { name: "Serata Incantesium", game: "incantesium", ...body }),
      ctx(),
    );
    expect(res.status).toBe(200);
    const { id: eventId, joinCode } = (await res.json()) as { id: string; joinCode: string };
    const players: { name: string; device: string; seatId: string }[] = [];
    for (const name of names) {
      const device = randomBytes(32).toString("base64url");
      players.push({ name, device, seatId: (await joinEvent(device, { code: joinCode, name })).seat.id });
    }
    return { organizerId, eventId, joinCode, players };
  }

  /** A started tournament of `names` and its first round's first duel, opened on the app by seat A: the devices of
   * its seats (A, B) and by engine seat (`seats`). `body`: the event's settings (incEvent). */
  async function openedDuel(names = ["Giovanni", "Stefano"], body: Record<string, unknown> = {}) {
    const e = await incEvent(names, body);
    expect((await tournamentRoute.POST(req("POST", {}), ctx({ eventId: e.eventId }))).status).toBe(200);
    const match = (await tournamentView(e.eventId))!.matches.find((m) => m.round === 1 && seatB(m) !== null)!;
    const deviceOfSeat = (seatId: string) => e.players.find((p) => p.seatId === seatId)!.device;
    const [a, b] = [deviceOfSeat(seatA(match)), deviceOfSeat(seatB(match)!)];
    asDevice(a);
    const opened = await openRoute.POST(req("POST"), ctx({ eventId: e.eventId, matchId: match.id }));
    expect(opened.status).toBe(200);
    const { gameId } = (await opened.json()) as { gameId: string };
    const seats = (await db().incGame.findUniqueOrThrow({ where: { id: gameId } })).seatIds.map((id) =>
      deviceOfSeat(id!),
    );
    return { ...e, match, a, b, gameId, seats, deviceOf: (seat: number) => seats[seat]! };
  }

  /** The challenge as its mages find it when they may act: once its bots have moved (they follow each commit in
   * writes of their own, lib/engine-games/bots.ts). */
  const read = async (gameId: string) =>
    withState(incRules, await db().incGame.findUniqueOrThrow({ where: { id: gameId } }));
  const row = async (gameId: string) => {
    const game = await read(gameId);
    if (game.status !== "running" || !game.bots.some(Boolean)) return game;
    await incBotsSettled(gameId);
    return read(gameId);
  };

  /** One action through the act route as `device`. */
  async function act(gameId: string, device: string, action: Partial<Action>, seenSeq: number, key = randomUUID()) {
    asDevice(device);
    return actRoute.POST(req("POST", { action, seenSeq, idempotencyKey: key }), ctx({ kind: "incantesium", gameId }));
  }

  /** Plays the challenge to its end: whichever seat the game waits for moves (the heuristic bot's
   * choice from that seat's own view) through the route, as its phone would. */
  async function playOut(gameId: string, deviceOf: (seat: number) => string, onStep?: (seq: number) => Promise<void>) {
    for (let i = 0; i < 5000; i++) {
      const game = await row(gameId);
      if (game.status === "finished") return game;
      await heuristicMove(gameId, deviceOf, game, 7);
      await onStep?.(game.seq);
    }
    throw new Error("the challenge did not end");
  }

  /** Plays `moves` moves as `playOut` does (fewer if the challenge ends), each read cold from the row, the bot's
   * PRNG salted with `salt`; returns the state reached. */
  async function playMoves(gameId: string, deviceOf: (seat: number) => string, moves: number, salt: number) {
    for (let i = 0; i < moves; i++) {
      const game = await row(gameId);
      if (game.status !== "running") break;
      await heuristicMove(gameId, deviceOf, game, salt);
    }
    return (await row(gameId)).state as unknown as GameState;
  }

  /** The heuristic bot's move for the seat `game` waits for, through the route. */
  async function heuristicMove(
    gameId: string,
    deviceOf: (seat: number) => string,
    game: { state: unknown; seq: number },
    salt: number,
  ) {
    const state = game.state as unknown as GameState;
    const seat = actor(state)!;
    const [action] = heuristicBot(state, seat, seedRng(saltSeed(salt, game.seq)));
    const res = await act(gameId, deviceOf(seat), action!, game.seq);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  }

  /** The organizer's replay of the challenge at `step`: its events and the judge's view there. */
  async function replayAt(e: { organizerId: string; gameId: string }, step: number) {
    asOrganizer(e.organizerId);
    const res = await replayRoute.GET(
      req("GET", undefined, `http://test/api?step=${step}`),
      ctx({ kind: "incantesium", gameId: e.gameId }),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as { events: GameEvent[]; view: GameView };
  }

  /** The challenge's log, in order. */
  const logOf = (gameId: string) => db().incAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });

  return { asOrganizer, asDevice, newOrganizer, incEvent, openedDuel, row, act, playOut, playMoves, replayAt, logOf };
}
