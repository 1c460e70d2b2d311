// Incantesium challenges played on the server (issue #21 §5): both phones open the match's one
// challenge, play it to 3 gems through the act route, and its gems become the match's confirmed
// result in the standings; every action is a log entry with its seq, a retry (the actor's own key)
// is answered once, a stale client is told; every viewer's stream carries only what that viewer
// may see; whoever may not act gets a 4xx and nothing changes; tables of 3–5 against bots.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seatA, seatB } from "@/tests/tournament/places";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const engine = await import("@/engine/incantesium");
const { tournamentView } = await import("@/lib/tournament/views");
const { incStream } = await import("@/lib/incantesium/hub");
const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const openRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/games/route");
const botRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/bot/route");
const reportRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/report/route");
const dropRoute = await import("@/app/api/events/[eventId]/tournament/drop/route");
const tablesRoute = await import("@/app/api/events/[eventId]/tables/route");
const myTableRoute = await import("@/app/api/events/[eventId]/practice/route");
const streamRoute = await import("@/app/api/games/[kind]/[gameId]/stream/route");
const replayRoute = await import("@/app/api/games/[kind]/[gameId]/replay/route");
const { readSse } = await import("../setup/sse");
const { harness, req, ctx } = await import("./app-harness");
type IncMessage = import("@/lib/incantesium/views").IncMessage;
type GameState = import("@/engine/incantesium").GameState;
type GameEvent = import("@/engine/incantesium").GameEvent;
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

/** A started two-mage tournament and its one match. */
async function duelEvent(body: Record<string, unknown> = {}) {
  const e = await h.incEvent(["Giovanni", "Stefano"], body);
  expect((await tournamentRoute.POST(req("POST", {}), ctx({ eventId: e.eventId }))).status).toBe(200);
  const match = (await tournamentView(e.eventId))!.matches.find((m) => seatB(m) !== null)!;
  const deviceOf = (seatId: string) => e.players.find((p) => p.seatId === seatId)!.device;
  return { ...e, match, a: deviceOf(seatA(match)), b: deviceOf(seatB(match)!) };
}

async function open(eventId: string, matchId: string, device: string) {
  h.asDevice(device);
  const res = await openRoute.POST(req("POST"), ctx({ eventId, matchId }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { gameId: string }).gameId;
}

const snapshot = async (gameId: string) => {
  const g = await h.row(gameId);
  return { seq: g.seq, state: JSON.stringify(g.state), actions: await db().incAction.count({ where: { gameId } }) };
};

describe("a tournament challenge on the app", () => {
  it("both phones open the same challenge; played to 3 gems, its gems won are the match's confirmed result", async () => {
    const e = await duelEvent();
    const gameId = await open(e.eventId, e.match.id, e.a);
    expect(await open(e.eventId, e.match.id, e.b)).toBe(gameId);
    // Every tournament view (phones, projector, console) shows the challenge being played on the app: the match
    // page then offers it, not the paper form the server would refuse.
    const playing = (await tournamentView(e.eventId))!.matches.find((x) => x.id === e.match.id)!;
    expect(playing).toMatchObject({ status: "scheduled", live: 1 });
    const row = await h.row(gameId);
    expect(row).toMatchObject({ mode: "duel", seatIds: [seatA(e.match), seatB(e.match)], bots: ["", ""], seq: 1 });
    // "per la sfida uno contro uno, il primo giocatore che conquista 3 gemme ottiene la vittoria".
    const over = await h.playOut(gameId, (seat) => (seat === 0 ? e.a : e.b));
    const final = over.state as unknown as GameState;
    expect(final.phase).toBe("over");
    const winner = final.winner!;
    expect(final.sides[winner]!.gems).toHaveLength(3);
    const events = (await db().incAction.findMany({ where: { gameId } })).flatMap(
      (a) => a.events as unknown as GameEvent[],
    );
    const won = [0, 1].map((side) => events.filter((ev) => ev.type === "gem" && ev.side === side).length);
    expect(won[winner]).toBeGreaterThanOrEqual(3);
    expect(over.result).toEqual({ winner, gems: won });
    // Ruling G2: the engine counts the same gems conquered (the phone shows them once it is over).
    expect(final.sides.map((s) => s.won)).toEqual(won);
    const view = (await tournamentView(e.eventId))!;
    const m = view.matches.find((x) => x.id === e.match.id)!;
    expect(m).toMatchObject({ status: "confirmed", source: "engine", played: [{ points: won, winner }], live: null });
    const top = view.standings[0]!;
    expect(top).toMatchObject({
      id: winner === 0 ? seatA(e.match) : seatB(e.match),
      matchPoints: won[winner],
      gamesWon: 1,
    });
    const entry = await db().eventLog.findFirst({ where: { eventId: e.eventId, type: "match.incantesium_confirmed" } });
    expect(entry?.payload).toMatchObject({ matchId: e.match.id, gameId, points: won, winner, gems: won });
    // After the end, a move is refused and changes nothing.
    const before = await snapshot(gameId);
    const late = await h.act(gameId, e.a, { type: "pass" }, over.seq);
    expect(late.status).toBe(422);
    expect((await late.json()).error.code).toBe("inc_game_refused");
    expect(await snapshot(gameId)).toEqual(before);
  });

  it("a paper report is refused while the challenge runs on the app (one source per match)", async () => {
    const e = await duelEvent();
    await open(e.eventId, e.match.id, e.a);
    h.asDevice(e.a);
    const res = await reportRoute.POST(
      req("POST", { games: [[3, 0]], version: e.match.version + 1, idempotencyKey: randomUUID() }),
      ctx({ eventId: e.eventId, matchId: e.match.id }),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("match_game_running");
    // A report on a stale version is told the match as it is: its challenge on the app.
    const stale = await reportRoute.POST(
      req("POST", { games: [[3, 0]], version: e.match.version + 7, idempotencyKey: randomUUID() }),
      ctx({ eventId: e.eventId, matchId: e.match.id }),
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: "match_stale", details: { match: { live: 1 } } } });
  });

  it("a retried key is answered once; the opponent's same key is its own; a stale seq is told the current one", async () => {
    const e = await duelEvent();
    const gameId = await open(e.eventId, e.match.id, e.a);
    const g = await h.row(gameId);
    const s = g.state as unknown as GameState;
    const seat = engine.actor(s)!;
    const mover = seat === 0 ? e.a : e.b;
    const other = seat === 0 ? e.b : e.a;
    const action = engine.legalActions(s, seat)[0]!;
    const key = randomUUID();
    const first = await h.act(gameId, mover, action, g.seq, key);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { seq: number; duplicate: boolean };
    expect(answer.duplicate).toBe(false);
    const after = await snapshot(gameId);
    const again = await h.act(gameId, mover, action, g.seq, key);
    expect(await again.json()).toEqual({ seq: answer.seq, duplicate: true });
    expect(await snapshot(gameId)).toEqual(after);
    // A stale seq: 409 with the current seq, nothing applied.
    const stale = await h.act(gameId, other, { type: "pass" }, g.seq, randomUUID());
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toMatchObject({ code: "inc_game_stale", details: { seq: after.seq } });
    // The opponent reusing the mover's key is a request of its own (refused here on its merits, not a retry).
    const reused = await h.act(gameId, other, { type: "stop" }, after.seq, key);
    expect((await reused.json()).duplicate).toBeUndefined();
    expect(await snapshot(gameId)).toEqual(after);
  });

  it("who may not act gets a 4xx and nothing changes", async () => {
    const e = await duelEvent();
    const gameId = await open(e.eventId, e.match.id, e.a);
    const outsider = await h.incEvent(["Luca"]);
    const before = await snapshot(gameId);
    const g = await h.row(gameId);
    const s = g.state as unknown as GameState;
    const seat = engine.actor(s)!;
    const waiting = seat === 0 ? e.b : e.a;
    const action = engine.legalActions(s, seat)[0]!;
    // Another event's mage, and a phone without a seat.
    const stranger = await h.act(gameId, outsider.players[0]!.device, action, g.seq);
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).error.code).toBe("inc_game_not_yours");
    h.asDevice(null);
    const none = await (
      await import("@/app/api/games/[kind]/[gameId]/act/route")
    ).POST(req("POST", { action, seenSeq: g.seq, idempotencyKey: randomUUID() }), ctx({ kind: "incantesium", gameId }));
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    // The seat that is not asked: "non è il tuo turno", even with the other seat's action.
    const early = await h.act(gameId, waiting, action, g.seq);
    expect(early.status).toBe(422);
    expect((await early.json()).error.code).toBe("inc_game_refused");
    // The action's seat comes from the device: naming the other seat in the body changes nothing.
    const forged = await h.act(gameId, waiting, { ...action, seat }, g.seq);
    expect(forged.status).toBe(422);
    // Opening someone else's match; a Kartomantik-only route's counterpart on a non-Incantesium event.
    const notMine = await (async () => {
      h.asDevice(outsider.players[0]!.device);
      return openRoute.POST(req("POST"), ctx({ eventId: e.eventId, matchId: e.match.id }));
    })();
    expect(notMine.status).toBe(403);
    // Judge stream and replay: only the event's organizer.
    h.asOrganizer(outsider.organizerId);
    const judge = await streamRoute.GET(
      req("GET", undefined, "http://test/api?as=judge"),
      ctx({ kind: "incantesium", gameId }),
    );
    expect(judge.status).toBe(403);
    const replay = await replayRoute.GET(
      req("GET", undefined, "http://test/api?step=1"),
      ctx({ kind: "incantesium", gameId }),
    );
    expect(replay.status).toBe(403);
    const bot = await botRoute.POST(
      req("POST", { seatId: seatA(e.match) }),
      ctx({ eventId: e.eventId, matchId: e.match.id }),
    );
    expect(bot.status).toBe(403);
    const table = await tablesRoute.POST(
      req("POST", { mode: "ffa", seats: [{ bot: "random" }, { bot: "random" }, { bot: "random" }] }),
      ctx({ eventId: e.eventId }),
    );
    expect(table.status).toBe(403);
    expect(await snapshot(gameId)).toEqual(before);
    expect(await db().incGame.count({ where: { eventId: e.eventId } })).toBe(1);
  });

  it("the organizer's replay of the log reproduces the stored state", async () => {
    const e = await duelEvent();
    h.asOrganizer(e.organizerId);
    const res = await botRoute.POST(
      req("POST", { seatId: seatB(e.match), level: "facile" }),
      ctx({ eventId: e.eventId, matchId: e.match.id }),
    );
    const { gameId } = (await res.json()) as { gameId: string };
    expect(await h.row(gameId)).toMatchObject({ bots: ["", "facile"], seatIds: [seatA(e.match), ""] });
    await h.playOut(gameId, () => e.a);
    const g = await h.row(gameId);
    h.asOrganizer(e.organizerId);
    const last = await replayRoute.GET(
      req("GET", undefined, `http://test/api?step=${g.seq}`),
      ctx({ kind: "incantesium", gameId }),
    );
    expect(last.status).toBe(200);
    const step = await last.json();
    expect(step.steps).toBe(g.seq);
    expect(step.view).toEqual(JSON.parse(JSON.stringify(engine.viewFor(g.state as unknown as GameState, "judge"))));
  });
});

describe("a mage dropped during the challenge", () => {
  it("the running challenge stays the match's, for the organizer to settle: the bot takes the seat over, its gems count", async () => {
    // Three mages: the round-1 duel runs on the app when the organizer drops its seat B; B's match not begun is not
    // played, the challenge is not thrown away (README: "their matches without a result become 'not played'").
    const e = await h.openedDuel(["Giovanni", "Stefano", "Carla"]);
    const dropped = seatB(e.match)!;
    await h.row(e.gameId);
    h.asOrganizer(e.organizerId);
    const res = await dropRoute.POST(req("POST", { seatId: dropped }), ctx({ eventId: e.eventId }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ notPlayed: 1, toSettle: 1 });
    const after = (await tournamentView(e.eventId))!;
    expect(after.matches.find((m) => m.id === e.match.id)!.status).toBe("scheduled");
    const entry = await db().eventLog.findFirst({ where: { eventId: e.eventId, type: "player.dropped" } });
    expect(entry?.payload).toMatchObject({ toSettle: [e.match.id] });
    // The organizer's "the bot plays for Stefano" on the match page hands the running challenge's seat over.
    const bot = await botRoute.POST(
      req("POST", { seatId: dropped, level: "facile" }),
      ctx({ eventId: e.eventId, matchId: e.match.id }),
    );
    expect(bot.status).toBe(200);
    expect(await bot.json()).toMatchObject({ gameId: e.gameId });
    const handed = await h.row(e.gameId);
    expect(handed.bots[handed.seatIds.indexOf(dropped)]).toBe("facile");
    // The dropped mage's phone no longer plays that seat (it is the bot's from the hand-over on).
    const late = await h.act(e.gameId, e.b, { type: "pass" }, handed.seq);
    expect(late.status).toBe(403);
    expect((await late.json()).error.code).toBe("inc_game_not_yours");
    // The mage left plays it out against the bot; its gems are the match's result.
    const over = await h.playOut(e.gameId, () => e.a);
    const view = (await tournamentView(e.eventId))!;
    expect(view.matches.find((m) => m.id === e.match.id)).toMatchObject({
      status: "confirmed",
      source: "engine",
      played: [{ points: (over.result as { gems: number[] }).gems }],
    });
  });
});

/** Card ids a value names: the deck's, the castes', and those minted for a hand (ruling H1). */
function cardIds(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string" && isCard(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) cardIds(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) cardIds(v, out);
  return out;
}
function isCard(id: string): boolean {
  try {
    engine.cardDef(id);
    return true;
  } catch {
    return false;
  }
}

describe("hidden information on the wire", () => {
  it("over seeded tables (1v1, FFA of 3 and 5, 2v2 with castes and spirits), no stream message names another hand or the mana deck", async () => {
    process.env.BAZAAR_TEST_SEEDS = "1";
    let checked = 0;
    try {
      for (const [mode, n, seed, extra] of [
        ["duel", 2, 11, {}],
        ["ffa", 3, 12, {}],
        ["ffa", 5, 13, { castes: true }],
        ["2v2", 4, 14, { castes: true, spirits: true }],
      ] as const) {
        const names = ["Giovanni", "Stefano", "Luca", "Andrea", "Marta"].slice(0, n);
        const e = await h.incEvent(names, { testSeed: seed, ...extra });
        h.asOrganizer(e.organizerId);
        const res = await tablesRoute.POST(
          req("POST", { mode, seats: e.players.map((p) => ({ seatId: p.seatId })) }),
          ctx({ eventId: e.eventId }),
        );
        expect(res.status).toBe(200);
        const { gameId } = (await res.json()) as { gameId: string };
        const viewers = [...names.keys(), "spectator" as const];
        const streams = viewers.map((viewer) => ({
          viewer,
          sse: readSse<IncMessage>(incStream({ gameId, viewer, lastEventId: null })),
        }));
        const over = await h.playOut(gameId, (seat) => e.players[seat]!.device);
        for (const s of streams) await s.sse.until(() => s.sse.messages.some((m) => m.id === over.seq), 10_000);
        // The truth after every seq: the log replayed on the engine.
        const config = over.config as unknown as Parameters<typeof engine.createGame>[0];
        const actions = await db().incAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
        const truth: GameState[] = [engine.createGame(config)];
        for (const a of actions.slice(1)) {
          const r = engine.apply(truth.at(-1)!, a.action as unknown as import("@/engine/incantesium").Action);
          if (engine.isRuleError(r)) throw new Error(r.code);
          truth.push(r.state);
        }
        for (const { viewer, sse } of streams) {
          // Every card id this viewer's stream has named so far, its logs' events included.
          const named = new Set<string>();
          for (const m of sse.messages) {
            const s = truth[m.data.seq - 1]!;
            // Cards under the flow's top were cast face up (seen by all); the mana deck and the
            // other hands never were.
            const hidden = new Set([...s.mana, ...s.seats.flatMap((seat, i) => (i === viewer ? [] : seat.hand))]);
            const shown = cardIds({ view: m.data.view, legal: m.data.legal });
            const leaked = [...shown].filter((id) => hidden.has(id));
            expect(leaked, `${mode} seed ${seed} viewer ${viewer} seq ${m.data.seq}`).toEqual([]);
            // Ruling H1: no id it was ever sent (a card it held, one cast, one turned) is in a hand hidden from it now:
            // the holder's next alike spell would tell it that this card is still there. The Magus is one of a kind.
            cardIds([m.data.view, m.data.legal, m.data.log], named);
            const known = s.seats.flatMap((seat, i) =>
              i === viewer ? [] : seat.hand.filter((c) => c !== "magus" && named.has(c)),
            );
            expect(known, `${mode} seed ${seed} viewer ${viewer} seq ${m.data.seq}: ids it was sent`).toEqual([]);
            expect(JSON.stringify(m.data)).not.toMatch(/"rng"|"mana":|"flow":/);
            m.data.view.seats.forEach((seat, i) => expect(seat.hand === null).toBe(i !== viewer));
            if (viewer === "spectator") expect(m.data.legal).toBeUndefined();
            checked++;
          }
          sse.close();
        }
        expect(config).toMatchObject({ freshHandIds: true });
      }
    } finally {
      delete process.env.BAZAAR_TEST_SEEDS;
    }
    expect(checked).toBeGreaterThan(40);
    // Four whole seeded tables through the server, every message per viewer: ≈ 10 s alone.
  }, 120_000);

  it("the same test seed deals the same challenge (the e2e hook), and another event's seed another one", async () => {
    process.env.BAZAAR_TEST_SEEDS = "1";
    try {
      const deal = async (seed: number) => {
        const e = await h.incEvent(["Giovanni", "Stefano"], { testSeed: seed });
        h.asOrganizer(e.organizerId);
        const res = await tablesRoute.POST(
          req("POST", { mode: "duel", seats: e.players.map((p) => ({ seatId: p.seatId })) }),
          ctx({ eventId: e.eventId }),
        );
        const g = await h.row(((await res.json()) as { gameId: string }).gameId);
        return JSON.stringify((g.state as unknown as GameState).seats.map((s) => s.hand));
      };
      expect(await deal(21)).toBe(await deal(21));
      expect(await deal(21)).not.toBe(await deal(22));
    } finally {
      delete process.env.BAZAAR_TEST_SEEDS;
    }
  });
});

describe("tables against bots", () => {
  it("a player starts an FFA of 4 against bots: the bots move right after them until the challenge ends", async () => {
    const e = await h.incEvent(["Giovanni"]);
    h.asDevice(e.players[0]!.device);
    const res = await myTableRoute.POST(
      req("POST", { mode: "ffa", players: 4, bot: "heuristic" }),
      ctx({ eventId: e.eventId }),
    );
    expect(res.status).toBe(200);
    const { gameId } = (await res.json()) as { gameId: string };
    expect(await h.row(gameId)).toMatchObject({ mode: "ffa", bots: ["", "heuristic", "heuristic", "heuristic"] });
    let asked = 0;
    const over = await h.playOut(gameId, (seat) => {
      expect(seat).toBe(0);
      asked++;
      return e.players[0]!.device;
    });
    expect(asked).toBeGreaterThan(0);
    // "In una sfida a 4 o 5, il primo che vince una partita ha vinto anche la sfida".
    expect((over.state as unknown as GameState).sides.map((s) => s.gems.length).sort()).toEqual([0, 0, 0, 1]);
    expect(await db().eventLog.count({ where: { eventId: e.eventId, type: { startsWith: "match." } } })).toBe(0);
  });

  it("the organizer's 2v2 table of two mages and two bots; wrong sizes and unknown seats are refused (422, nothing created)", async () => {
    const e = await h.incEvent(["Giovanni", "Stefano"]);
    const other = await h.incEvent(["Luca"]);
    h.asOrganizer(e.organizerId);
    const post = (body: unknown) => tablesRoute.POST(req("POST", body), ctx({ eventId: e.eventId }));
    const [g, s] = e.players.map((p) => ({ seatId: p.seatId }));
    for (const [body, code] of [
      [{ mode: "2v2", seats: [g, s, { bot: "random" }] }, "inc_table_size"],
      [{ mode: "ffa", seats: [g, s] }, "inc_table_size"],
      [{ mode: "ffa", seats: [g, g, { bot: "random" }] }, "inc_table_seat_unknown"],
      [{ mode: "ffa", seats: [g, { seatId: other.players[0]!.seatId }, { bot: "random" }] }, "inc_table_seat_unknown"],
    ] as const) {
      const res = await post(body);
      expect(res.status).toBe(422);
      expect((await res.json()).error.code).toBe(code);
    }
    expect(await db().incGame.count({ where: { eventId: e.eventId } })).toBe(0);
    const ok = await post({ mode: "2v2", seats: [g, { bot: "heuristic" }, s, { bot: "heuristic" }] });
    expect(ok.status).toBe(200);
    const { gameId } = (await ok.json()) as { gameId: string };
    const over = await h.playOut(gameId, (seat) => e.players[seat === 0 ? 0 : 1]!.device);
    // "quando vengono conquistate 2 gemme da una squadra, la sfida volge al termine"; allies alternate.
    const sides = (over.state as unknown as GameState).sides;
    expect(sides.map((x) => x.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(Math.max(...sides.map((x) => x.gems.length))).toBe(2);
    const list = await (await tablesRoute.GET(req("GET"), ctx({ eventId: e.eventId }))).json();
    expect(list.games[0]).toMatchObject({ id: gameId, names: ["Giovanni", "Bot 2", "Stefano", "Bot 4"] });
  });
});
