// A tournament night in a test: an organizer, an event on its own small card set, N seated phones.
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { isAppError, type AppError } from "@/lib/errors";
import { importCatalog } from "@/lib/kartomantik/cards/import";
import { createEvent } from "@/lib/events/events";
import { joinEvent } from "@/lib/events/seats";
import { confirmResult, disputeResult, reportResult, setResult } from "@/lib/tournament/results";
import { startTournament } from "@/lib/tournament/start";
import { tournamentView } from "@/lib/tournament/views";
import { loadDemo, unique } from "../setup/fixtures";
import { seatA, seatB } from "@/tests/tournament/places";

export const NAMES = [
  "Anna",
  "Bruno",
  "Carla",
  "Dario",
  "Elsa",
  "Fabio",
  "Gino",
  "Ida",
  "Luca",
  "Marta",
  "Nico",
  "Olga",
  "Pia",
  "Rino",
  "Sara",
  "Teo",
];

export async function eventWith(
  players: number,
  opts: {
    format?: "constructed" | "draft_bazaar";
    bestOf?: 1 | 3;
    mode?: "duel" | "2v2" | "ffa";
    /** The event's fixed seed (taken with BAZAAR_TEST_SEEDS=1 only: lib/random-seed.ts). */
    testSeed?: number;
  } = {},
) {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  const setName = unique("TourSet");
  const set = await importCatalog(
    loadDemo().map((c) => ({ ...c, setName })),
    { source: "cli" },
  );
  const event = await createEvent(organizer.id, {
    name: "Torneo",
    game: "kartomantik",
    format: opts.format ?? "constructed",
    bestOf: opts.bestOf ?? 1,
    cardSetId: set.setId,
    ...(opts.mode ? { mode: opts.mode } : {}),
    ...(opts.testSeed === undefined ? {} : { testSeed: opts.testSeed }),
  });
  const devices: string[] = [];
  const seatIds: string[] = [];
  for (let i = 0; i < players; i++) {
    const device = randomBytes(32).toString("base64url");
    const joined = await joinEvent(device, { code: event.joinCode, name: NAMES[i]! });
    devices.push(device);
    seatIds.push(joined.seat.id);
  }
  const deviceOf = (seatId: string) => devices[seatIds.indexOf(seatId)]!;
  const view = async () => (await tournamentView(event.id))!;
  /** The match between two seats; the open one when they meet again in a tiebreak. */
  const match = async (a: string, b: string) => {
    const between = (await view()).matches.filter(
      (m) => (seatA(m) === a && seatB(m) === b) || (seatA(m) === b && seatB(m) === a),
    );
    return between.find((m) => ["scheduled", "reported", "disputed"].includes(m.status)) ?? between[0]!;
  };
  /** Seat `by` reports (games from `by`'s side: [mine, theirs]); the opponent confirms. */
  const play = async (by: string, other: string, mine: [number, number][]) => {
    const m = await match(by, other);
    const games = mine.map(([x, y]) => (seatA(m) === by ? [x, y] : [y, x]));
    const reported = await reportResult(event.id, m.id, deviceOf(by), {
      games,
      version: m.version,
      idempotencyKey: randomUUID(),
    });
    return confirmResult(event.id, m.id, deviceOf(other), {
      version: reported.match.version,
      idempotencyKey: randomUUID(),
    });
  };
  return {
    organizer,
    event,
    devices,
    seatIds,
    deviceOf,
    view,
    match,
    play,
    start: () => startTournament(organizer.id, event.id),
    report: (seatId: string, matchId: string, games: number[][], version: number, key = randomUUID()) =>
      reportResult(event.id, matchId, deviceOf(seatId), { games, version, idempotencyKey: key }),
    confirm: (seatId: string, matchId: string, version: number, key = randomUUID()) =>
      confirmResult(event.id, matchId, deviceOf(seatId), { version, idempotencyKey: key }),
    dispute: (seatId: string, matchId: string, version: number) =>
      disputeResult(event.id, matchId, deviceOf(seatId), { version, idempotencyKey: randomUUID() }),
    correct: (matchId: string, games: number[][]) => setResult(organizer.id, event.id, matchId, { games }),
  };
}

export async function logOf(eventId: string) {
  return db().eventLog.findMany({ where: { eventId }, orderBy: { seq: "asc" } });
}

/** The AppError a write refused with (fails the test when it was accepted or threw something else). */
export async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(err)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err;
}
