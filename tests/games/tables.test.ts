// Engine games of 3–5 seats on the server (issue #20 §4): Free-for-All and 2v2 tables with people and bots, every
// message each viewer gets checked for another seat's hidden cards (teammates included), the write kernel's
// idempotency and freshness for N seats, a teammate answering a team decision, strangers refused, the result rows.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { apply, createGame, eventsFor, handRevealed, isRuleError, type Viewer } from "@/engine/kartomantik";
import type { GameAction, GameMode, GameState } from "@/engine/kartomantik";
import type { Seed } from "@/engine/shared/rng";
import { db } from "@/lib/db/client";
import { deckDefs, defsOfSet } from "@/lib/kartomantik/games/cards";
import { gameStream, readGame } from "@/lib/kartomantik/games/hub";
import { act, botPlaysFor, gameBotsSettled, openMatchGame, openTable, viewerOf } from "@/lib/kartomantik/games/play";
import { replayMatchesSnapshot, replayStep } from "@/lib/kartomantik/games/replay";
import { gameMessage, type GameMessage } from "@/lib/kartomantik/games/views";
import { seatRows } from "@/lib/tournament/seats";
import { readSse } from "../setup/sse";
import { state, withDecks } from "./setup";

// Seeded games: the server's seeds come from the OS; here from a counter, so that every run plays the same 20 games.
const seeds = vi.hoisted(() => ({ next: 1 }));
vi.mock("@/lib/random-seed", async (original) => ({
  ...(await original<typeof import("@/lib/random-seed")>()),
  randomSeed: (): [number, number, number, number] => [seeds.next++, 0x5eed, 0x20, 0x4],
}));

/** The instances `viewer` may not identify now: every other seat's deck (unless this viewer saw the card), unshown
 * hand, face-down exile and secret First Manifestation — a teammate's too (rulebook §1.3; "Modalità 2vs2" shares
 * the Interzone, not the hands). A spectator sees no seat's. */
function hiddenFrom(s: GameState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  s.players.forEach((pl, q) => {
    if (q === viewer) return;
    const seen = (id: string) => {
      const c = s.cards[id]!;
      return c.seen === "all" || (typeof viewer === "number" && !!c.seen?.includes(viewer));
    };
    for (const id of pl.deck) if (!seen(id)) out.add(id);
    if (!handRevealed(s, q)) for (const id of pl.hand) if (!s.cards[id]!.shown) out.add(id);
    for (const id of pl.exile) out.add(id);
    if (pl.secretFirst) out.add(pl.secretFirst);
  });
  return out;
}

/** Every string a payload carries (card ids travel as strings: iids, choices, targets). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

const viewersOf = (n: number): Viewer[] => [...Array.from({ length: n }, (_, p) => p), "spectator"];

/** What the hub sends each viewer once the bots have moved after a commit (lib/kartomantik/games/hub.ts: readGame
 * since the viewer's last seq, then gameMessage): checked now for the projection, the legal actions and who is
 * acting. */
async function messagesAt(gameId: string, since: number, n: number) {
  let snap = (await readGame(gameId, since))!;
  if (snap.status === "running" && snap.bots.some(Boolean)) {
    await gameBotsSettled(gameId);
    snap = (await readGame(gameId, since))!;
  }
  const messages = viewersOf(n).map((v) => ({
    viewer: v,
    message: gameMessage(gameId, snap.seq, snap.status, snap.state, snap.entries, v),
  }));
  for (const { viewer, message } of messages) {
    const hidden = hiddenFrom(snap.state, viewer);
    const leak = strings({ view: message.view, legal: message.legal, acting: message.acting }).filter((x) =>
      hidden.has(x),
    );
    if (leak.length) throw new Error(`game ${gameId} seq ${snap.seq}, viewer ${viewer}: ${leak.slice(0, 5).join(",")}`);
  }
  return { snap, messages };
}

/** The log's events as each viewer got them, entry by entry: a card hidden from the viewer before and after the
 * entry, and not shown face up in it, is never named (states from replaying the log: the engine is deterministic). */
async function checkLog(gameId: string, sent: Map<Viewer, GameMessage[]>) {
  const game = await db().engineGame.findUniqueOrThrow({
    where: { id: gameId },
    include: { event: { select: { cardSetId: true } }, actions: { orderBy: { seq: "asc" } } },
  });
  const config = game.config as { seed: Seed; decks: string[][]; mode?: GameMode };
  const defs = await defsOfSet(game.event.cardSetId!);
  let s = createGame({
    seed: config.seed,
    decks: config.decks.map((d) => deckDefs(defs, d)),
    mode: config.mode,
  }).state;
  const viewers = viewersOf(config.decks.length);
  let checked = 0;
  for (const [i, entry] of game.actions.entries()) {
    const before = viewers.map((v) => hiddenFrom(s, v));
    if (i > 0) {
      const r = apply(s, entry.action as unknown as GameAction);
      if (isRuleError(r)) throw new Error(`replay refused ${entry.seq}: ${r.error}`);
      s = r.state;
    }
    const events = entry.events as unknown as Parameters<typeof eventsFor>[0];
    // Shown to everyone in this entry: played face up, shown or revealed by an effect (then it may go back hidden).
    const faceUp = new Set(
      events.flatMap((e) =>
        e.type === "moved" && !e.hidden && !["hand", "deck", "exile"].includes(e.to)
          ? [e.card]
          : e.type === "shown"
            ? e.cards
            : e.type === "revealed"
              ? [e.card]
              : [],
      ),
    );
    viewers.forEach((v, k) => {
      const now = hiddenFrom(s, v);
      // What the viewer's messages carried for this entry (every message that included it: the same filter).
      const got = [...(sent.get(v) ?? [])].flatMap((m) => m.log.filter((l) => l.seq === entry.seq));
      expect(got.length, `entry ${entry.seq} reached viewer ${v}`).toBeGreaterThan(0);
      for (const l of got) {
        expect(l.events).toEqual(eventsFor(events, v, s.seats));
        const leak = strings(l.events).filter((x) => now.has(x) && before[k]!.has(x) && !faceUp.has(x));
        if (leak.length)
          throw new Error(
            `game ${gameId} entry ${entry.seq}, viewer ${v}: ${leak.join(",")} in ${JSON.stringify(
              l.events.filter((e) => strings(e).some((x) => leak.includes(x))),
            )}`,
          );
        checked++;
      }
    });
  }
  return checked;
}

/** Plays a game to its end: whoever of the people may act (the engine's acting seats: a 2v2 teammate too, chosen
 * by turns so that both teammates answer) plays a legal action from their phone; every commit's messages are
 * collected per viewer as the hub would send them. */
async function playTable(gameId: string, devices: (string | null)[], limit = 4000) {
  const n = devices.length;
  const sent = new Map<Viewer, GameMessage[]>();
  let since = 0;
  const collect = async () => {
    const { snap, messages } = await messagesAt(gameId, since, n);
    for (const { viewer, message } of messages) sent.set(viewer, [...(sent.get(viewer) ?? []), message]);
    since = snap.seq;
    return { snap, messages };
  };
  let { snap, messages } = await collect();
  const actors: number[] = [];
  // Moves by a seat the engine did not name (a 2v2 teammate on the team's priority or decision).
  let forTeam = 0;
  for (let i = 0; snap.status !== "finished"; i++) {
    if (i >= limit) throw new Error("the game did not end");
    const acting = messages[0]!.message.acting.seats.filter((p) => devices[p]);
    expect(acting.length, "a running game waits for a person").toBeGreaterThan(0);
    const p = acting[i % acting.length]!;
    const legal = messages[p]!.message.legal!;
    expect(legal.length).toBeGreaterThan(0);
    // Mostly the first action (pass, the first choice), sometimes another, so that cards get played.
    const action = legal[(i * 7) % 5 === 0 ? legal.length - 1 : 0]!;
    const named = snap.state.decisions[0]?.player ?? snap.state.priority;
    await act(gameId, devices[p]!, { action, seenSeq: snap.seq, idempotencyKey: randomUUID() });
    actors.push(p);
    if (p !== named) forTeam++;
    ({ snap, messages } = await collect());
  }
  return { snap, sent, actors, forTeam };
}

describe("engine tables of 3–5 seats", () => {
  it("10 seeded 4-seat games (5 FFA, 5 2v2; bots in every seat, or mixed, or people only): no message to a seat names another seat's hidden card, teammates included", async () => {
    const night = await withDecks(4);
    let entries = 0;
    let forTeam = 0;
    for (let g = 0; g < 10; g++) {
      const mode: GameMode = g < 5 ? "ffa" : "2v2";
      // Each mode once per mix: bots everywhere (greedy, random; each playing a player's seat and deck), two people
      // (2v2: teammates) beside random or greedy bots, four people. The engine's property suite
      // (tests/kartomantik/modes/secrecy/) plays 1,000 games a mode; these check lib/'s messages per seat.
      const k = g % 5;
      const people = [[], [0, 2], [0, 1, 2, 3]][k % 3]!;
      const seats = night.seatIds.map((seatId, p) => ({
        seatId,
        ...(people.includes(p) ? {} : { bot: k % 2 ? ("random" as const) : ("greedy" as const) }),
      }));
      const { gameId } = await openTable(night.organizer.id, night.event.id, { mode, seats });
      const devices = night.devices.map((d, p) => (people.includes(p) ? d : null));
      const played = await playTable(gameId, devices);
      const { snap, sent, actors } = played;
      if (mode === "ffa") expect(played.forTeam).toBe(0);
      forTeam += played.forTeam;
      expect(snap.state.seats.mode).toBe(mode);
      expect(snap.state.result).not.toBeNull();
      // Only people act from phones; bots did the rest right after them.
      expect(actors.every((p) => people.includes(p))).toBe(true);
      entries += await checkLog(gameId, sent);
      // The log replays to the stored state (lib/kartomantik/games/replay.ts for four decks and a mode).
      expect(await replayMatchesSnapshot(gameId, night.organizer.id)).toBe(true);
    }
    expect(entries).toBeGreaterThan(1000);
    // In 2v2 "either teammate" acted from their own phone on what the engine named the other teammate for.
    expect(forTeam).toBeGreaterThan(10);
  }, 900_000);

  it("2v2 “la squadra … sceglie”: either teammate answers a team decision; an opponent cannot, and nothing changes", async () => {
    const night = await withDecks(4);
    const seats = night.seatIds.map((seatId) => ({ seatId }));
    const { gameId } = await openTable(night.organizer.id, night.event.id, { mode: "2v2", seats });
    // People pass and take first choices until a team decision is open (the team's choice of who plays its First).
    let snap = await state(gameId);
    for (let i = 0; i < 500 && snap.state.decisions[0]?.team === undefined; i++) {
      const d = snap.state.decisions[0];
      const p = d ? d.player : snap.state.priority!;
      const legal = gameMessage(gameId, snap.seq, snap.status, snap.state, [], p).legal!;
      await act(gameId, night.devices[p]!, { action: legal[0]!, seenSeq: snap.seq, idempotencyKey: randomUUID() });
      snap = await state(gameId);
    }
    const d = snap.state.decisions[0]!;
    expect(d.team).toBeDefined();
    expect(d.kind).toBe("teamFirst");
    const teammate = [0, 1, 2, 3].find((p) => p !== d.player && snap.state.seats.side[p] === d.team)!;
    const opponent = [0, 1, 2, 3].find((p) => snap.state.seats.side[p] !== d.team)!;
    // Both teammates are offered the decision, labelled as the team's, with both named as who may answer.
    const mate = gameMessage(gameId, snap.seq, snap.status, snap.state, [], teammate);
    expect(mate.acting).toMatchObject({ decision: true, team: true });
    expect(mate.acting.seats.sort()).toEqual([d.player, teammate].sort());
    expect(mate.view.decisions[0]).toMatchObject({ team: d.team, kind: "teamFirst" });
    // The opponent sees who decides, not the options, and is offered only their own team's decision (both teams choose
    // at once).
    const opp = gameMessage(gameId, snap.seq, snap.status, snap.state, [], opponent);
    expect(opp.view.decisions[0]).toEqual({ player: d.player, kind: "teamFirst" });
    expect(opp.legal!.some((a) => a.type === "decide" && d.options.includes(a.choice[0]!))).toBe(false);
    const before = snap.seq;
    await expect(
      act(gameId, night.devices[opponent]!, {
        action: { type: "decide", player: opponent, choice: [d.options[0]!] },
        seenSeq: snap.seq,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: "game_refused", status: 422 });
    expect((await state(gameId)).seq).toBe(before);
    // The teammate answers from their phone (their seat from the device; the body's player is ignored).
    const choice = `P${teammate}`;
    const answer = await act(gameId, night.devices[teammate]!, {
      action: { type: "decide", player: d.player, choice: d.options.includes(choice) ? [choice] : [d.options[0]!] },
      seenSeq: snap.seq,
      idempotencyKey: randomUUID(),
    });
    expect(answer.seq).toBe(before + 1);
    const entry = await db().engineAction.findUniqueOrThrow({ where: { gameId_seq: { gameId, seq: before + 1 } } });
    expect(entry.actor).toBe(`seat:${night.seatIds[teammate]}`);
    expect(entry.action).toMatchObject({ type: "decide", player: teammate });
    expect((await state(gameId)).state.decisions.some((x) => x.id === d.id)).toBe(false);
  }, 120_000);

  it("the write kernel for four seats: a repeated key is one action per seat, a stale seenSeq gets the current seq", async () => {
    const night = await withDecks(4);
    const seats = night.seatIds.map((seatId) => ({ seatId }));
    const { gameId } = await openTable(night.organizer.id, night.event.id, { mode: "ffa", seats });
    let snap = await state(gameId);
    // The opening mulligans: every seat decides; the same key from two seats is two actions.
    const key = randomUUID();
    const acting = gameMessage(gameId, snap.seq, snap.status, snap.state, [], "spectator").acting.seats;
    const p = acting[0]!;
    const legal = gameMessage(gameId, snap.seq, snap.status, snap.state, [], p).legal!;
    const first = await act(gameId, night.devices[p]!, { action: legal[0]!, seenSeq: snap.seq, idempotencyKey: key });
    expect(first.duplicate).toBe(false);
    // The same request again (a retry): the current truth, nothing applied twice — even with an old seenSeq.
    expect(await act(gameId, night.devices[p]!, { action: legal[0]!, seenSeq: snap.seq, idempotencyKey: key })).toEqual(
      { seq: first.seq, duplicate: true },
    );
    // A stale seenSeq with a new key: refused with the current seq, nothing written.
    await expect(
      act(gameId, night.devices[p]!, { action: legal[0]!, seenSeq: snap.seq, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: "game_stale", status: 409, details: { seq: first.seq } });
    snap = await state(gameId);
    expect(snap.seq).toBe(first.seq);
    // Another seat's request with the same key is its own.
    const q = gameMessage(gameId, snap.seq, snap.status, snap.state, [], "spectator").acting.seats[0]!;
    const qLegal = gameMessage(gameId, snap.seq, snap.status, snap.state, [], q).legal!;
    const second = await act(gameId, night.devices[q]!, { action: qLegal[0]!, seenSeq: snap.seq, idempotencyKey: key });
    expect(second).toMatchObject({ duplicate: false });
    expect(second.seq).toBeGreaterThan(first.seq);
    const log = await db().engineAction.findMany({ where: { gameId, idempotencyKey: key }, select: { actor: true } });
    expect(log.map((l) => l.actor).sort()).toEqual([`seat:${night.seatIds[p]}`, `seat:${night.seatIds[q]}`].sort());
  }, 120_000);

  it("strangers: a device not at the table, another event's phone or an unknown game is refused (403/404) and nothing changes", async () => {
    const night = await withDecks(5);
    // Four of the five at the table; the fifth is seated at the event but not in this game.
    const seats = night.seatIds
      .slice(0, 4)
      .map((seatId, p) => ({ seatId, ...(p === 3 ? { bot: "greedy" as const } : {}) }));
    const { gameId } = await openTable(night.organizer.id, night.event.id, { mode: "2v2", seats });
    const snap = await state(gameId);
    const other = await withDecks(1);
    const action = { type: "pass", player: 0 } as GameAction;
    const input = { action, seenSeq: snap.seq, idempotencyKey: randomUUID() };
    await expect(act(gameId, night.devices[4]!, input)).rejects.toMatchObject({ code: "game_not_yours", status: 403 });
    await expect(act(gameId, other.devices[0]!, input)).rejects.toMatchObject({ status: 403 });
    // The seat the bot plays is not its player's to move in this game.
    await expect(act(gameId, night.devices[3]!, input)).rejects.toMatchObject({ code: "game_not_yours", status: 403 });
    await expect(act("no-such-game", night.devices[0]!, input)).rejects.toMatchObject({
      code: "game_not_found",
      status: 404,
    });
    await expect(viewerOf(gameId, "player", night.devices[4]!, null)).rejects.toMatchObject({ status: 403 });
    await expect(viewerOf(gameId, "judge", null, other.organizer.id)).rejects.toMatchObject({ status: 403 });
    expect((await viewerOf(gameId, "player", night.devices[2]!, null)).viewer).toBe(2);
    expect((await state(gameId)).seq).toBe(snap.seq);
    expect(await db().engineAction.count({ where: { gameId } })).toBe(snap.seq);
    // Another organizer may not open a table here, nor seat a stranger; a bad table says why.
    const seatsOf = night.seatIds.slice(0, 4).map((seatId) => ({ seatId }));
    await expect(openTable(other.organizer.id, night.event.id, { mode: "2v2", seats: seatsOf })).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(
      openTable(night.organizer.id, night.event.id, { mode: "2v2", seats: seatsOf.slice(0, 3) }),
    ).rejects.toMatchObject({ code: "game_table_seats", params: { reason: "team_size" } });
    await expect(
      openTable(night.organizer.id, night.event.id, {
        mode: "ffa",
        seats: [...seatsOf.slice(0, 2), { seatId: other.seatIds[0]! }],
      }),
    ).rejects.toMatchObject({ code: "game_table_seats", params: { reason: "not_seated" } });
    await expect(
      openTable(night.organizer.id, night.event.id, { mode: "ffa", seats: [seatsOf[0]!, seatsOf[0]!, seatsOf[1]!] }),
    ).rejects.toMatchObject({ code: "game_table_seats", params: { reason: "twice" } });
    expect(await db().engineGame.count({ where: { eventId: night.event.id } })).toBe(1);
  }, 120_000);

  it("a Free-for-All seat that concedes leaves the game, which goes on without waiting for it", async () => {
    const night = await withDecks(4);
    const seats = night.seatIds.map((seatId) => ({ seatId }));
    const { gameId } = await openTable(night.organizer.id, night.event.id, { mode: "ffa", seats });
    const snap = await state(gameId);
    await act(gameId, night.devices[1]!, {
      action: { type: "concede", player: 1 },
      seenSeq: snap.seq,
      idempotencyKey: randomUUID(),
    });
    const after = await state(gameId);
    expect(after.status).toBe("running");
    expect(after.state.seats.out).toEqual([1]);
    const { snap: end, actors } = await playTable(gameId, [
      night.devices[0]!,
      null,
      night.devices[2]!,
      night.devices[3]!,
    ]);
    expect(end.status).toBe("finished");
    expect(actors).not.toContain(1);
    // What the engine still asked the seat that left (its opening mulligan) the engine answered in the concession's
    // entry; nothing was played for it afterwards (it left the priority rotation).
    const conceded = await db().engineAction.findUniqueOrThrow({
      where: { gameId_seq: { gameId, seq: snap.seq + 1 } },
    });
    expect(conceded.events).toContainEqual({ type: "decided", player: 1, kind: "mulligan", choice: ["keep"] });
    const later = await db().engineAction.findMany({ where: { gameId, seq: { gt: snap.seq + 1 } } });
    expect(later.filter((e) => (e.action as { player?: number }).player === 1)).toEqual([]);
  }, 300_000);

  it("“Abbandona la partita” while others play: a concession with a stale seenSeq is accepted, and a retry is one", async () => {
    const night = await withDecks(4);
    const seats = night.seatIds.map((seatId) => ({ seatId }));
    const { gameId } = await openTable(night.organizer.id, night.event.id, { mode: "ffa", seats });
    const seen = (await state(gameId)).seq;
    // Two other seats move (their opening mulligans) after seat 3's phone last heard of the game.
    for (const p of [0, 1]) {
      const snap = await state(gameId);
      const legal = gameMessage(gameId, snap.seq, snap.status, snap.state, [], p).legal!;
      await act(gameId, night.devices[p]!, { action: legal[0]!, seenSeq: snap.seq, idempotencyKey: randomUUID() });
    }
    const before = (await state(gameId)).seq;
    expect(before).toBeGreaterThan(seen);
    // Any other move with that seq is stale; the concession is not.
    await expect(
      act(gameId, night.devices[3]!, {
        action: { type: "decide", player: 3, choice: ["keep"] },
        seenSeq: seen,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: "game_stale", status: 409 });
    const key = randomUUID();
    const concede = { action: { type: "concede", player: 3 }, seenSeq: seen, idempotencyKey: key };
    const answer = await act(gameId, night.devices[3]!, concede);
    expect(answer).toEqual({ seq: before + 1, duplicate: false });
    const after = await state(gameId);
    expect(after.state.seats.conceded).toEqual([3]);
    // The same tap again (a retry with its key): the current truth, nothing applied twice.
    expect(await act(gameId, night.devices[3]!, concede)).toEqual({ seq: after.seq, duplicate: true });
    expect(await db().engineAction.count({ where: { gameId, action: { path: ["type"], equals: "concede" } } })).toBe(1);
    // A second concession with a new key is the engine's refusal (it has left), not a stale one.
    await expect(act(gameId, night.devices[3]!, { ...concede, idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: "game_refused",
      params: { code: "player_out" },
    });
  }, 120_000);
});

describe("table streams", () => {
  it("over SSE each of four seats gets its own hand only (not its teammate's), the spectator none, the judge all; a move reaches every stream", async () => {
    const night = await withDecks(4);
    const seats = night.seatIds.map((seatId) => ({ seatId }));
    const { gameId } = await openTable(night.organizer.id, night.event.id, { mode: "2v2", seats });
    const viewers: Viewer[] = [0, 1, 2, 3, "spectator", "judge"];
    const streams = viewers.map((viewer) => readSse<GameMessage>(gameStream({ gameId, viewer, lastEventId: null })));
    for (const s of streams) await s.until(() => s.messages.length === 1);
    const first = await state(gameId);
    const hands = (m: GameMessage) => m.view.players.map((p) => p.hand !== null);
    expect(streams.slice(0, 4).map((s) => hands(s.messages[0]!.data))).toEqual([
      [true, false, false, false],
      [false, true, false, false],
      [false, false, true, false],
      [false, false, false, true],
    ]);
    expect(hands(streams[4]!.messages[0]!.data)).toEqual([false, false, false, false]);
    expect(hands(streams[5]!.messages[0]!.data)).toEqual([true, true, true, true]);
    expect(streams[4]!.messages[0]!.data.legal).toBeUndefined();
    const p = streams[0]!.messages[0]!.data.acting.seats[0]!;
    const action = streams[p]!.messages[0]!.data.legal![0]!;
    const answer = await act(gameId, night.devices[p]!, { action, seenSeq: first.seq, idempotencyKey: randomUUID() });
    for (const s of streams) await s.until(() => s.messages.some((m) => m.id === answer.seq));
    const now = await state(gameId);
    streams.slice(0, 5).forEach((s, k) => {
      const hidden = hiddenFrom(now.state, viewers[k]!);
      const last = s.messages.at(-1)!.data;
      expect(strings({ view: last.view, legal: last.legal }).filter((x) => hidden.has(x))).toEqual([]);
    });
    for (const s of streams) s.close();
  }, 120_000);
});

describe("tables of a tournament", () => {
  /** A tournament started (decks locked), then a table of four created directly (helper A builds team and pod
   * rounds; here MatchSeat.side is the team): sides in place order. */
  async function tableMatch(sides: number[], bestOf: 1 | 3 = 1) {
    const night = await withDecks(4, bestOf);
    await night.start();
    const tournament = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
    // The table's places are not the seats' order: place 0 is the fourth player.
    const order = [3, 0, 1, 2].map((i) => night.seatIds[i]!);
    const match = await db().match.create({ data: { tournamentId: tournament.id, round: 9, tableNo: 1 } });
    await db().matchSeat.createMany({ data: seatRows(match.id, order, sides) });
    return { night, match, order };
  }

  for (const [mode, sides] of [
    ["2v2", [0, 0, 1, 1]],
    ["ffa", [0, 1, 2, 3]],
  ] as const) {
    it(`a ${mode} table on the engine writes its Game and a GameSeat per place, and the decided match is confirmed`, async () => {
      const { night, match, order } = await tableMatch([...sides]);
      const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(order[0]!));
      // Any player of the table opens the same game.
      expect((await openMatchGame(night.event.id, match.id, night.deviceOf(order[2]!))).gameId).toBe(gameId);
      const row = await db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
      if (mode === "2v2")
        // Teams in alternate engine seats: places 0 and 1 are one team (engine seats 0 and 2).
        expect(row.seatIds).toEqual([order[0], order[2], order[1], order[3]]);
      else expect(row.seatIds).toEqual(order);
      const { snap } = await playTable(
        gameId,
        row.seatIds.map((id) => night.deviceOf(id)),
      );
      const result = snap.state.result!;
      const game = await db().game.findUniqueOrThrow({
        where: { matchId_number: { matchId: match.id, number: 1 } },
        include: { points: { orderBy: { place: "asc" } } },
      });
      expect(game.source).toBe("engine");
      // Each place's points are its seat's points in the engine's result.
      expect(game.points.map((p) => p.points)).toEqual(order.map((id) => result.points[row.seatIds.indexOf(id)]));
      const after = await db().match.findUniqueOrThrow({ where: { id: match.id } });
      expect(after).toMatchObject({ status: "confirmed", source: "engine" });
      const log = await db().eventLog.findMany({ where: { eventId: night.event.id, type: "match.engine_confirmed" } });
      expect(log.map((l) => (l.payload as { gameId: string }).gameId)).toEqual([gameId]);
    }, 300_000);
  }

  it("a Bo3 Free-for-All table is not decided by its first game on the app: the match stays open for game 2, as on paper (event-rules §6)", async () => {
    const { night, match, order } = await tableMatch([0, 1, 2, 3], 3);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(order[0]!));
    const row = await db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
    // Three seats concede: the fourth is left alone and the game ends.
    for (const p of [1, 2, 3]) {
      const snap = await state(gameId);
      await act(gameId, night.deviceOf(row.seatIds[p]!), {
        action: { type: "concede", player: p },
        seenSeq: snap.seq,
        idempotencyKey: randomUUID(),
      });
    }
    expect((await state(gameId)).status).toBe("finished");
    const game = await db().game.findUniqueOrThrow({ where: { matchId_number: { matchId: match.id, number: 1 } } });
    expect(game.source).toBe("engine");
    const after = await db().match.findUniqueOrThrow({ where: { id: match.id } });
    expect(after.status).toBe("scheduled");
    const log = await db().eventLog.findMany({
      where: { eventId: night.event.id, type: { startsWith: "match.engine_" } },
    });
    expect(log.map((l) => l.type)).toEqual(["match.engine_game"]);
  }, 120_000);

  it("a table's next game waits until every seat has sideboarded, as a duel's does (Bo3, event-rules §6)", async () => {
    const { night, match, order } = await tableMatch([0, 1, 0, 1]);
    const first = await openMatchGame(night.event.id, match.id, night.deviceOf(order[0]!));
    // Game 1 over (its play is another test's): game 2 needs the four seats ready.
    await db().engineGame.update({ where: { id: first.gameId }, data: { status: "finished" } });
    await db().sideboardStep.createMany({
      data: order.slice(0, 3).map((seatId) => ({ matchId: match.id, game: 2, seatId, swaps: [] })),
    });
    await expect(openMatchGame(night.event.id, match.id, night.deviceOf(order[0]!))).rejects.toMatchObject({
      code: "game_not_ready",
    });
    expect(await db().engineGame.count({ where: { matchId: match.id } })).toBe(1);
    await db().sideboardStep.create({ data: { matchId: match.id, game: 2, seatId: order[3]!, swaps: [] } });
    const second = await openMatchGame(night.event.id, match.id, night.deviceOf(order[3]!));
    expect((await db().engineGame.findUniqueOrThrow({ where: { id: second.gameId } })).game).toBe(2);
  }, 120_000);

  it("the organizer lets the bot play a missing player's seat at a 2v2 table", async () => {
    const { night, match, order } = await tableMatch([0, 1, 0, 1]);
    const { gameId } = await botPlaysFor(night.organizer.id, night.event.id, match.id, order[1]!, "greedy");
    const row = await db().engineGame.findUniqueOrThrow({ where: { id: gameId } });
    expect(row.bots).toEqual(["", "greedy", "", ""]);
    expect(row.seatIds).toEqual(order);
    // The step viewer of the replay works for four seats.
    const step = await replayStep(gameId, night.organizer.id, 1);
    expect(step.view.players).toHaveLength(4);
  }, 120_000);
});
