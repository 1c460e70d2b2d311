// bench:game --game ken: Ken il Guerriero's Punti Ordine scorepad as a game of score entries. Set up
// over HTTP as the e2e flow does (e2e/ken-event.spec.ts, e2e/seed.ts): per table an event of two
// players (the scorepad is a duel's) played to a declared end, the card list of tests/ken/fixtures,
// each player's legal deck list, the tournament started; its one match is the table. Streams: both
// players' phones and a projector, each the event's tournament stream (the scorepad is public: every
// entry reaches them there, its id the event log's seq). A player of the match, drawn with the seeded
// PRNG, POSTs one of the changes the scorepad accepts (lib/ken/scorepad.ts): points of a colour with
// no floor and a reason, or the next phase; paced as the engine games. A table's message is the
// whole tournament view, so a seq counts as delivered by the first message of that seq or later.
import { readFileSync } from "node:fs";
import path from "node:path";
import { KEN_REASON_RULES, KEN_SCORE_REASONS, openingPhase, type KenPhase, type ScoreOp } from "@/engine/ken";
import type { TournamentView } from "@/lib/tournament/shape";
import type { RunningApp } from "./app";
import type { GameOptions } from "./game-cli";
import { record, runTables, type GameCounters } from "./game-driver";
import { tournamentDecoder, type GamePlayer, type GameRun, type GameSetup, type TableRun } from "./game-setup";
import { CookieJar, expectOk, mapLimit, postRetrying, type HttpClient } from "./http";
import { pacer } from "./pace";
import { SeededRandom } from "./random";
import { log, sleep } from "./setup";
import { SseClient } from "./sse";

const FIXTURES = path.resolve("tests/ken/fixtures");

/** Reasons of any colour and sign at any moment (engine/ken KEN_REASON_RULES). */
const FREE_REASONS = KEN_SCORE_REASONS.filter((r) => KEN_REASON_RULES[r].sign === null);

/** A score change a player may always send on a running scorepad in `phase`: points of a colour without a floor
 * (the Ocra have one: engine/ken KEN_COLOUR_FLOOR) by a reason that fits any colour, sign and moment, or the next
 * phase (the Pescata left with 1–3 cards drawn). Never an end or an undo. */
export function chooseScoreOp(random: SeededRandom, phase: KenPhase): ScoreOp {
  if (random.int(5) === 0)
    return phase === "pescata" ? { op: "advance", draws: random.pick([1, 2, 3] as const) } : { op: "advance" };
  const delta = random.pick([-3, -2, -1, 1, 2, 3, 4, 5]);
  return {
    op: "points",
    seat: random.pick(["a", "b"] as const),
    colour: random.pick(["verdi", "altri"] as const),
    delta,
    reason: random.pick(FREE_REASONS),
  };
}

type Pad = { seq: number; game: { phase: KenPhase } };

interface KenTable extends TableRun {
  matchId: string;
  /** The scorepad's own seq (what a change says it saw). */
  padSeq: number;
  /** The phase the scorepad was last seen in (what the next phase needs). */
  padPhase: KenPhase;
}

async function setupKen(http: HttpClient, organizer: CookieJar, o: GameOptions, port: number): Promise<GameSetup> {
  const cards = readFileSync(path.join(FIXTURES, "carte.csv"), "utf8");
  const deck = readFileSync(path.join(FIXTURES, "mazzo-standard.txt"), "utf8");
  const numbers = Array.from({ length: o.tables }, (_, n) => n);
  const tables = await mapLimit(numbers, 4, async (n): Promise<KenTable> => {
    const body = { name: `Bench Ken ${n + 1}`, game: "ken", format: "standard", bestOf: 1, end: { kind: "declared" } };
    const { id, joinCode } = expectOk(
      await http.request("POST", "/api/events", { jar: organizer, json: body }),
      "POST /api/events (ken)",
    ) as { id: string; joinCode: string };
    expectOk(
      await http.request("PUT", `/api/ken/events/${id}/cards`, {
        jar: organizer,
        json: { fileName: "carte.csv", content: cards },
      }),
      "PUT ken cards",
    );
    const players: GamePlayer[] = [];
    for (const name of ["Kenshiro", "Raoh"]) {
      const jar = new CookieJar();
      const res = expectOk(
        await http.request("POST", "/api/join", { jar, json: { code: joinCode, name } }),
        "POST /api/join",
      ) as { seat: { id: string } };
      expectOk(await http.request("PUT", `/api/ken/events/${id}/deck`, { jar, json: { text: deck } }), "PUT ken deck");
      players.push({ seatId: res.seat.id, jar });
    }
    expectOk(
      await http.request("POST", `/api/events/${id}/tournament`, { jar: organizer, json: {} }),
      "POST tournament",
    );
    const view = expectOk(
      await http.request("GET", `/api/events/${id}/tournament`),
      "GET tournament",
    ) as TournamentView;
    const match = view.matches.find((m) => m.seats.length === 2)!;
    // The scorepad's seat A is the match's place 0 (lib/ken/scorepad.ts).
    const bySide = [...match.seats]
      .sort((x, y) => x.place - y.place)
      .map((s) => players.find((p) => p.seatId === s.seatId)!);
    const stream = (jar?: CookieJar) =>
      new SseClient({
        port,
        path: `/api/events/${id}/tournament/stream`,
        cookie: jar?.header(),
        event: "tournament",
        decode: tournamentDecoder(),
      });
    const game: GameRun = {
      id: match.id,
      players: bySide,
      sentAt: new Map(),
      answeredAt: new Map(),
      roundTrips: [],
      clients: [stream(bySide[0]!.jar), stream(bySide[1]!.jar), stream()],
      messages: [],
      seq: view.version,
      status: "running",
    };
    await Promise.all(game.clients.map((c) => c.ready));
    const event = { id, kind: { game: "ken" as const, mode: "duel" as const }, joinCode, players, freeMatches: [] };
    return {
      n,
      kind: event.kind,
      event,
      seats: bySide,
      games: [game],
      wake: null,
      idle: false,
      matchId: match.id,
      padSeq: 0,
      padPhase: openingPhase(1),
    };
  });
  log(`${tables.length} Ken events with their match's scorepad, ${tables.length * 3} tournament streams`);
  const clientsNote = "both phones and a projector per match, each its event's tournament stream";
  return { events: tables.map((t) => t.event), tables, projectors: [], clientsNote };
}

/** Until every stream of the table has seen `seq` (at most `ms`). */
async function seen(g: GameRun, seq: number, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (g.clients.some((c) => c.maxSeq < seq)) {
    if (performance.now() >= until) return false;
    await sleep(2);
  }
  return true;
}

async function driveKen(
  http: HttpClient,
  t: KenTable,
  o: GameOptions,
  measureFrom: number,
  until: number,
  c: GameCounters,
): Promise<void> {
  const random = new SeededRandom(o.seed, t.n);
  const g = t.games[0]!;
  let counter = 0;
  const tick = pacer(o.rate, o.tables, random);
  while (performance.now() < until) {
    await tick();
    if (!(await seen(g, g.seq, 5_000))) c.stalls++;
    const player = g.players[random.int(2)]!;
    const body = {
      op: chooseScoreOp(random, t.padPhase),
      seen: t.padSeq,
      idempotencyKey: `bench-ken-${t.n}-${++counter}`,
    };
    const url = `/api/ken/events/${t.event.id}/matches/${t.matchId}/scorepad`;
    const sent = performance.now();
    const res = await postRetrying(http, url, player.jar, body, c.errors);
    if (!res) continue;
    record(g, res, sent, measureFrom, c);
    const pad =
      (res.json as { scorepad?: Pad } | undefined)?.scorepad ??
      (res.json as { error?: { details?: { scorepad?: Pad } } } | undefined)?.error?.details?.scorepad;
    if (pad) {
      t.padSeq = pad.seq;
      t.padPhase = pad.game.phase;
    }
  }
}

/** Sets the Ken tables up, drives their scorepads and measures as the engine games. */
export const runKen = (app: RunningApp, http: HttpClient, o: GameOptions, track: (s: SseClient[]) => void) =>
  runTables(app, http, o, track, async (organizer) => ({
    setup: await setupKen(http, organizer, o, app.port),
    driveTable: (t, from, until, c) => driveKen(http, t as KenTable, o, from, until, c),
  }));
