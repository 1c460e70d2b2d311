// The running challenge on a mage's match page and on the projector (issue #21 §5), and who may
// open the organizer's replay. The match page and the projector show public information only: the
// gems of each side, the cards in hand as counts (a mage's cards are their life, counted in the
// open), whose move; never a card of a hand nor of the mana deck ("ponendo le rimanenti coperte al
// centro del tavolo per formare il Mazzo del Mana"). The match's challenge is shown to its seats
// only; the replay (every hand) to the event's organizer only.
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seatA, seatB } from "@/tests/tournament/places";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { saltSeed, seedRng } = await import("@/engine/shared/rng");
const engine = await import("@/engine/incantesium");
const { tournamentView } = await import("@/lib/tournament/views");
const { organizerIncGame } = await import("@/lib/incantesium/organizer-game");
const { isAppError } = await import("@/lib/errors");
const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const openRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/games/route");
const { mounted } = await import("../setup/mount");
const matchRunningRoute = mounted("incantesium", "events/[eventId]/matches/[matchId]/running");
const eventRunningRoute = mounted("incantesium", "events/[eventId]/running");
const replayRoute = await import("@/app/api/games/[kind]/[gameId]/replay/route");
const matchStreamRoute = mounted("incantesium", "events/[eventId]/matches/[matchId]/running/stream");
const eventStreamRoute = mounted("incantesium", "events/[eventId]/running/stream");
const { readSseResponse } = await import("../setup/sse");
const { pool } = await import("@/lib/db/pool");
const { LISTENER_NAME } = await import("@/lib/realtime/listener");
const { runningHub, deliverRunning } = await import("@/lib/incantesium/running-hub");
const { incStream } = await import("@/lib/incantesium/hub");
const { readSse } = await import("../setup/sse");
const { db } = await import("@/lib/db/client");
const { harness, req, ctx } = await import("./app-harness");
type GameState = import("@/engine/incantesium").GameState;
type RunningChallenge = import("@/lib/incantesium/running").RunningChallenge;
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

const openedDuel = h.openedDuel;

/** Plays (the heuristic bot's choice for whoever is asked, through the act route) until `done`. */
async function playUntil(gameId: string, deviceOf: (seat: number) => string, done: (s: GameState) => boolean) {
  for (let i = 0; i < 2000; i++) {
    const g = await h.row(gameId);
    const s = g.state as unknown as GameState;
    if (done(s) || g.status === "finished") return s;
    const seat = engine.actor(s)!;
    const [action] = engine.heuristicBot(s, seat, seedRng(saltSeed(11, g.seq)));
    expect((await h.act(gameId, deviceOf(seat), action!, g.seq)).status).toBe(200);
  }
  throw new Error("never reached");
}

/** Every card no one at the table may see: the hands and the mana deck. */
const hiddenCards = (s: GameState) => [...s.seats.flatMap((seat) => seat.hand), ...s.mana];

/** The answer carries none of them, by id, anywhere. */
function expectNoHiddenCard(answer: unknown, s: GameState) {
  const text = JSON.stringify(answer);
  for (const card of hiddenCards(s)) expect(text).not.toContain(`"${card}"`);
  expect(text).not.toMatch(/"hand"|"mana"/);
}

function expectMatchesState(c: RunningChallenge, s: GameState, seatIds: string[]) {
  expect(c.seats.map((x) => x.handCount)).toEqual(s.seats.map((x) => x.hand.length));
  expect(c.seats.map((x) => x.seatId)).toEqual(seatIds);
  expect(c.gems).toEqual(s.sides.map((x) => x.gems.length));
  expect(c.waitingFor).toBe(engine.actor(s));
  expect(c.round).toBe(s.round);
}

describe("the running challenge on the match page", () => {
  it("each mage of the match sees the gems won so far, the cards in hand and whose move — no card", async () => {
    const e = await openedDuel();
    // "il giocatore dovrà far terminare le carte all'avversario": a round won is a gem.
    const s = await playUntil(e.gameId, e.deviceOf, (x) => x.sides.some((side) => side.gems.length > 0));
    expect(s.sides.reduce((n, side) => n + side.gems.length, 0)).toBe(1);
    for (const device of [e.a, e.b]) {
      h.asDevice(device);
      const res = await matchRunningRoute.GET(req("GET"), ctx({ eventId: e.eventId, matchId: e.match.id }));
      expect(res.status).toBe(200);
      const { challenge } = (await res.json()) as { challenge: RunningChallenge };
      expect(challenge).toMatchObject({ matchId: e.match.id, gameId: e.gameId, status: "running" });
      expect(challenge.seats.map((x) => x.name)).toEqual(["Giovanni", "Stefano"]);
      expectMatchesState(challenge, s, [seatA(e.match), seatB(e.match)!]);
      expectNoHiddenCard(challenge, s);
    }
  });

  it("before the challenge is opened: null; over: finished with the winner and no one to move", async () => {
    const e = await h.incEvent(["Giovanni", "Stefano"]);
    await tournamentRoute.POST(req("POST", {}), ctx({ eventId: e.eventId }));
    const match = (await tournamentView(e.eventId))!.matches.find((m) => seatB(m) !== null)!;
    h.asDevice(e.players[0]!.device);
    const before = await matchRunningRoute.GET(req("GET"), ctx({ eventId: e.eventId, matchId: match.id }));
    expect(await before.json()).toEqual({ challenge: null });

    const o = await openedDuel();
    const s = await playUntil(o.gameId, o.deviceOf, () => false);
    h.asDevice(o.b);
    const res = await matchRunningRoute.GET(req("GET"), ctx({ eventId: o.eventId, matchId: o.match.id }));
    const { challenge } = (await res.json()) as { challenge: RunningChallenge };
    // "il primo giocatore che conquista 3 gemme ottiene la vittoria".
    expect(challenge).toMatchObject({ status: "finished", waitingFor: null, winner: s.winner });
    expect(challenge.gems[s.winner!]).toBe(3);
    // Ruling G2: once over, the gems each side conquered during it (the match's points), whatever it holds now.
    const row = await db().incGame.findUniqueOrThrow({ where: { id: o.gameId } });
    expect(challenge.won).toEqual((row.result as { gems: number[] }).gems);
    expect(challenge.won[s.winner!]).toBeGreaterThanOrEqual(3);
    // On the projector the match's result takes its place: no longer listed as running.
    const listed = await eventRunningRoute.GET(req("GET"), ctx({ eventId: o.eventId }));
    expect(await listed.json()).toEqual([]);
  });

  it("refused to a mage of another match, a phone of another event, and for a match of another event", async () => {
    // Three mages: round 1 is one duel and a bye; the mage with the bye is not at that table.
    const e = await openedDuel(["Giovanni", "Stefano", "Luca"]);
    const other = await openedDuel(["Andrea", "Marco"]);
    const bye = e.players.find((p) => p.seatId !== seatA(e.match) && p.seatId !== seatB(e.match))!;
    for (const device of [bye.device, other.a, randomBytes(32).toString("base64url")]) {
      h.asDevice(device);
      const res = await matchRunningRoute.GET(req("GET"), ctx({ eventId: e.eventId, matchId: e.match.id }));
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("match_not_yours");
    }
    // The other event's match named under this event: not found, even for its own mage.
    h.asDevice(other.a);
    const crossed = await matchRunningRoute.GET(req("GET"), ctx({ eventId: e.eventId, matchId: other.match.id }));
    expect(crossed.status).toBe(404);
    expect((await crossed.json()).error.code).toBe("match_not_found");
  });
});

describe("the projector's live gems", () => {
  it("lists the event's match challenges with the public state only, for anyone", async () => {
    const e = await openedDuel();
    const s = await playUntil(e.gameId, e.deviceOf, (x) => x.sides.some((side) => side.gems.length > 0));
    h.asDevice(null);
    const res = await eventRunningRoute.GET(req("GET"), ctx({ eventId: e.eventId }));
    expect(res.status).toBe(200);
    const list = (await res.json()) as RunningChallenge[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ matchId: e.match.id, gameId: e.gameId, status: "running" });
    expectMatchesState(list[0]!, s, [seatA(e.match), seatB(e.match)!]);
    expectNoHiddenCard(list, s);
  });

  it("a table outside the tournament is not a match: not listed; an unknown event is told", async () => {
    const e = await openedDuel();
    await db().incGame.create({
      data: {
        eventId: e.eventId,
        mode: "duel",
        seatIds: ["", ""],
        bots: ["random", "random"],
        config: {},
        state: (await h.row(e.gameId)).state as object,
      },
    });
    const res = await eventRunningRoute.GET(req("GET"), ctx({ eventId: e.eventId }));
    expect(((await res.json()) as RunningChallenge[]).map((c) => c.gameId)).toEqual([e.gameId]);
    const unknown = await eventRunningRoute.GET(req("GET"), ctx({ eventId: "nope" }));
    expect(unknown.status).toBe(404);
  });
});

describe("the organizer's replay", () => {
  it("steps through the log as the judge: every hand, each step's own events; the event's organizer only", async () => {
    const e = await openedDuel();
    await playUntil(e.gameId, e.deviceOf, (x) => x.actions >= 6);
    const log = await db().incAction.findMany({ where: { gameId: e.gameId }, orderBy: { seq: "asc" } });
    h.asOrganizer(e.organizerId);
    const first = await (
      await replayRoute.GET(
        req("GET", undefined, "http://test/api?step=1"),
        ctx({ kind: "incantesium", gameId: e.gameId }),
      )
    ).json();
    expect(first).toMatchObject({ step: 1, steps: log.length, action: { type: "start" }, events: [] });
    expect(first.view.seats.map((x: { hand: string[] }) => x.hand.length)).toEqual([10, 10]);
    for (const step of [2, 4, log.length]) {
      const res = await replayRoute.GET(
        req("GET", undefined, `http://test/api?step=${step}`),
        ctx({ kind: "incantesium", gameId: e.gameId }),
      );
      const body = await res.json();
      expect(body.step).toBe(step);
      expect(body.events).toEqual(log[step - 1]!.events);
      expect(body.view.viewer).toBe("judge");
    }
    // The page: the owner gets the challenge and its names; another organizer, or a game named
    // under another event of the same organizer, is refused.
    expect((await organizerIncGame(e.organizerId, e.eventId, e.gameId)).names).toEqual(["Giovanni", "Stefano"]);
    const stranger = await h.newOrganizer();
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (err: unknown) => (isAppError(err) ? err.code : String(err)),
      );
    expect(await refusal(organizerIncGame(stranger, e.eventId, e.gameId))).toBe("forbidden");
    h.asOrganizer(e.organizerId);
    const mine2 = await h.incEvent(["Andrea", "Marco"]);
    await db().event.update({ where: { id: mine2.eventId }, data: { organizerId: e.organizerId } });
    expect(await refusal(organizerIncGame(e.organizerId, mine2.eventId, e.gameId))).toBe("inc_game_not_found");
    // The replay's route: another organizer 403, nobody signed in 401.
    h.asOrganizer(stranger);
    expect(
      (
        await replayRoute.GET(
          req("GET", undefined, "http://test/api?step=2"),
          ctx({ kind: "incantesium", gameId: e.gameId }),
        )
      ).status,
    ).toBe(403);
    h.asOrganizer(null);
    expect(
      (
        await replayRoute.GET(
          req("GET", undefined, "http://test/api?step=2"),
          ctx({ kind: "incantesium", gameId: e.gameId }),
        )
      ).status,
    ).toBe(401);
  });
});

/** A running-challenge stream through its route (as the page's EventSource opens it). */
async function openStream<T>(
  route: { GET: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> },
  params: Record<string, string>,
  lastEventId?: number,
) {
  const abort = new AbortController();
  const resume = lastEventId === undefined ? {} : { headers: { "last-event-id": String(lastEventId) } };
  const url = `http://test/api${lastEventId === undefined ? "" : `?lastEventId=${lastEventId}`}`;
  const res = await route.GET(new Request(url, { signal: abort.signal, ...resume }), ctx(params));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
  return readSseResponse<T>(res, () => abort.abort());
}

/** A started duel tournament, its challenge not yet opened. */
async function startedDuel() {
  const e = await h.incEvent(["Giovanni", "Stefano"]);
  expect((await tournamentRoute.POST(req("POST", {}), ctx({ eventId: e.eventId }))).status).toBe(200);
  const match = (await tournamentView(e.eventId))!.matches.find((m) => seatB(m) !== null)!;
  const deviceOf = (seatId: string) => e.players.find((p) => p.seatId === seatId)!.device;
  return { ...e, match, a: deviceOf(seatA(match)), b: deviceOf(seatB(match)!) };
}

describe("the running challenges pushed live (no polling)", () => {
  it("the projector's stream: [] at first, the challenge once opened, a phone's move with the new gems and turn; no card", async () => {
    const e = await startedDuel();
    h.asDevice(null);
    const board = await openStream<RunningChallenge[]>(eventStreamRoute, { eventId: e.eventId });
    await board.until(() => board.messages.length === 1);
    expect(board.messages[0]!.data).toEqual([]);

    h.asDevice(e.a);
    const opened = await openRoute.POST(req("POST"), ctx({ eventId: e.eventId, matchId: e.match.id }));
    const { gameId } = (await opened.json()) as { gameId: string };
    const start = (await h.row(gameId)).state as unknown as GameState;
    // Opened: pushed to the room at 0–0.
    await board.until(() => board.messages.some((m) => m.data.some((c) => c.gameId === gameId)));
    expect(board.messages.at(-1)!.data[0]).toMatchObject({ matchId: e.match.id, gems: [0, 0], status: "running" });

    // Every move is announced with its event, so each instance's hub knows whom to tell without a read.
    const listening = await pool().connect();
    const heard: { gameId: string; eventId: string; seq: number }[] = [];
    listening.on("notification", (n) => heard.push(JSON.parse(n.payload!)));
    await listening.query("LISTEN bazaar_inc");
    // "il giocatore dovrà far terminare le carte all'avversario": the phones play until a round is won.
    const deviceOf = (seat: number) => (seat === 0 ? e.a : e.b);
    const s = await playUntil(gameId, deviceOf, (x) => x.sides.some((side) => side.gems.length > 0));
    await listening.query("UNLISTEN bazaar_inc");
    listening.release();
    expect(heard.filter((n) => n.gameId === gameId).length).toBeGreaterThan(0);
    for (const n of heard.filter((x) => x.gameId === gameId)) expect(n.eventId).toBe(e.eventId);
    const seq = (await h.row(gameId)).seq;
    await board.until(() => board.messages.at(-1)!.data[0]?.seq === seq);
    const last = board.messages.at(-1)!.data;
    expect(last).toHaveLength(1);
    expectMatchesState(last[0]!, s, [seatA(e.match), seatB(e.match)!]);
    expect(last[0]!.gems.reduce((a, b) => a + b, 0)).toBe(1);
    // Ids only grow (a resuming EventSource's Last-Event-ID), and no message carries a card of a hand
    // or of the deck, at the start nor now.
    const ids = board.messages.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of board.messages) {
      expectNoHiddenCard(m.data, start);
      expectNoHiddenCard(m.data, s);
    }
    board.close();

    // A reconnecting projector (Last-Event-ID of its last message or none) gets the current list first.
    const again = await openStream<RunningChallenge[]>(eventStreamRoute, { eventId: e.eventId }, ids.at(-1));
    await again.until(() => again.messages.length === 1);
    expect(again.messages[0]!.data).toEqual(last);
    again.close();
  }, 120_000);

  it("a mage's match stream: the current challenge first, each move, the finished challenge last; it leaves the projector's list", async () => {
    const e = await openedDuel();
    const mine = [e.a, e.b].map(async (device) => {
      h.asDevice(device);
      return openStream<{ challenge: RunningChallenge | null }>(matchStreamRoute, {
        eventId: e.eventId,
        matchId: e.match.id,
      });
    });
    const [sa, sb] = [await mine[0]!, await mine[1]!];
    h.asDevice(null);
    const board = await openStream<RunningChallenge[]>(eventStreamRoute, { eventId: e.eventId });
    for (const st of [sa, sb, board]) await st.until(() => st.messages.length === 1);
    expect(sa.messages[0]!.data.challenge).toMatchObject({ gameId: e.gameId, status: "running" });
    expect(board.messages[0]!.data.map((c) => c.gameId)).toEqual([e.gameId]);

    const start = (await h.row(e.gameId)).state as unknown as GameState;
    const s = await playUntil(e.gameId, e.deviceOf, () => false);
    const row = await h.row(e.gameId);
    expect(row.status).toBe("finished");
    for (const st of [sa, sb]) {
      await st.until(() => st.messages.at(-1)!.data.challenge?.status === "finished");
      // "il primo giocatore che conquista 3 gemme ottiene la vittoria".
      expect(st.messages.at(-1)!.data.challenge).toMatchObject({ seq: row.seq, winner: s.winner, waitingFor: null });
      expect(st.messages.at(-1)!.id).toBe(row.seq);
      for (const m of st.messages) {
        expectNoHiddenCard(m.data, start);
        expectNoHiddenCard(m.data, s);
      }
    }
    // Finished: the projector's list drops it (the match's result comes by the tournament's stream).
    await board.until(() => board.messages.at(-1)!.data.length === 0);
    for (const st of [sa, sb, board]) st.close();
  }, 120_000);

  it("one move feeds both the projector's stream and the challenge's own streams (one channel, two hubs)", async () => {
    const e = await openedDuel();
    h.asDevice(null);
    // The projector's stream first: its hub registers on the Incantesium channel before the game's hub.
    const board = await openStream<RunningChallenge[]>(eventStreamRoute, { eventId: e.eventId });
    await board.until(() => board.messages.length === 1);
    const spectator = readSse<{ seq: number }>(incStream({ gameId: e.gameId, viewer: "spectator", lastEventId: null }));
    await spectator.until(() => spectator.messages.length === 1);
    const g = await h.row(e.gameId);
    const s = g.state as unknown as GameState;
    const [action] = engine.heuristicBot(s, engine.actor(s)!, seedRng(saltSeed(11, g.seq)));
    expect((await h.act(e.gameId, e.deviceOf(engine.actor(s)!), action!, g.seq)).status).toBe(200);
    const seq = (await h.row(e.gameId)).seq;
    await board.until(() => board.messages.at(-1)!.data[0]?.seq === seq);
    await spectator.until(() => spectator.messages.some((m) => m.id === seq));
    board.close();
    spectator.close();
  });

  it("a match stream is its seats' only (403), a match of another event is not found (404), an unknown event 404", async () => {
    const e = await openedDuel(["Giovanni", "Stefano", "Luca"]);
    const other = await openedDuel(["Andrea", "Marco"]);
    const bye = e.players.find((p) => p.seatId !== seatA(e.match) && p.seatId !== seatB(e.match))!;
    for (const device of [bye.device, other.a, randomBytes(32).toString("base64url")]) {
      h.asDevice(device);
      const res = await matchStreamRoute.GET(req("GET"), ctx({ eventId: e.eventId, matchId: e.match.id }));
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("match_not_yours");
    }
    h.asDevice(other.a);
    const crossed = await matchStreamRoute.GET(req("GET"), ctx({ eventId: e.eventId, matchId: other.match.id }));
    expect(crossed.status).toBe(404);
    expect((await crossed.json()).error.code).toBe("match_not_found");
    const unknown = await eventStreamRoute.GET(req("GET"), ctx({ eventId: "nope" }));
    expect(unknown.status).toBe(404);
  });

  it("another instance's write (only its NOTIFY reaches here), with or without the event in it", async () => {
    const e = await openedDuel();
    h.asDevice(null);
    const board = await openStream<RunningChallenge[]>(eventStreamRoute, { eventId: e.eventId });
    await board.until(() => board.messages.length === 1);
    // As another app instance on the same database: the row moves (its snapshot written at the new seq) and NOTIFY
    // goes out at its commit.
    const write = async (payload: object) => {
      const client = await pool().connect();
      try {
        await client.query("BEGIN");
        await client.query(`UPDATE "IncGame" SET seq = seq + 1, "stateSeq" = seq + 1 WHERE id = $1`, [e.gameId]);
        await client.query(`SELECT pg_notify('bazaar_inc', $1)`, [JSON.stringify(payload)]);
        await client.query("COMMIT");
      } finally {
        client.release();
      }
      return (await h.row(e.gameId)).seq;
    };
    let seq = await write({ gameId: e.gameId, eventId: e.eventId, seq: 0 });
    await board.until(() => board.messages.at(-1)!.data[0]?.seq === seq);
    // An instance of an older release announces the game only: its event is looked up.
    seq = await write({ gameId: e.gameId, seq: 0 });
    await board.until(() => board.messages.at(-1)!.data[0]?.seq === seq);
    board.close();
  });

  it("a stream's first read and a hub's read at once: the summary is sent once", async () => {
    const e = await openedDuel();
    // As when a NOTIFY arrives just after a projector subscribed: its first read and the hub's run together.
    const sent: number[] = [];
    const sub = { seq: -1, matchId: null, write: (text: string) => sent.push(Number(/^id: (\d+)$/m.exec(text)![1])) };
    await Promise.all([deliverRunning(e.eventId, [sub]), deliverRunning(e.eventId, [sub])]);
    expect(sent).toEqual([1]);
  });

  it("after a dropped LISTEN connection the watched events are read again: what was missed arrives", async () => {
    const e = await openedDuel();
    h.asDevice(null);
    const board = await openStream<RunningChallenge[]>(eventStreamRoute, { eventId: e.eventId });
    await board.until(() => board.messages.length === 1);
    // A committed change whose announcement never arrived (sent while the connection was down).
    await pool().query(`UPDATE "IncGame" SET seq = seq + 1, "stateSeq" = seq + 1 WHERE id = $1`, [e.gameId]);
    const seq = (await h.row(e.gameId)).seq;
    // Not announced: nothing comes (a read of the board, were one due now, cannot have reached the stream yet).
    expect(board.messages).toHaveLength(1);
    const killed = await pool().query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_NAME],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await board.until(() => board.messages.at(-1)!.data[0]?.seq === seq, 10_000);
    expect(runningHub().watched).toBeGreaterThan(0);
    board.close();
  });
});
