// Engine-played games (issue #7), the server authoritative: every accepted action is appended
// to the game's log with the next sequence number (unique) in one short transaction with the
// game row locked, the snapshot moves with it, and NOTIFY fires at commit. Clients send the
// sequence they saw and an idempotency key: a duplicate gets the current truth, a stale request
// the current view and a reason. Bot seats move right after the person they play against. When
// a tournament game ends its points become that game's result; a decided match is confirmed.
import { z } from "zod";
import { apply, createMatch, isRuleError, legalActions } from "@/engine/match";
import { BOTS, actor as actorOf, type BotName } from "@/engine/match/bots";
import type { MatchAction, MatchEvent, MatchResult, MatchState } from "@/engine/match";
import { saltSeed, seedRng } from "@/engine/draft/rng";
import { isTournamentError, validateResult, type BestOf, type GameScore } from "@/engine/tournament";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { eventSetId } from "@/lib/cards/sets";
import { writeEventIn } from "@/lib/events/write";
import { lockedRow, numbered, runWrite, type Aggregate } from "@/lib/write/kernel";
import { notifyAtCommit } from "@/lib/write/notify";
import { hashToken } from "@/lib/players/device-key";
import { seatOfDevice } from "@/lib/events/seats";
import { defsOfSet, deckDefs } from "@/lib/games/cards";
import { randomSeed } from "@/lib/random-seed";
import { lockMatchRow, openStatus, settle } from "@/lib/tournament/records";
import { deckForGame, gameMayStart } from "@/lib/tournament/sideboard";
import { duelOf, gamesInclude, plays, pointRows, scoreOf, seatsInclude } from "@/lib/tournament/seats";

export const GAME_CHANNEL = "bazaar_game";

export const actInput = z.object({
  /** The engine action (its player is set from the device's seat, never taken from here). */
  action: z.object({ type: z.string().min(1).max(20) }).passthrough(),
  seenSeq: z.number().int().min(0),
  idempotencyKey: z.string().min(8).max(100),
});

interface GameRow {
  id: string;
  eventId: string;
  matchId: string | null;
  game: number;
  seatIds: (string | null)[];
  bots: string[];
  status: string;
  state: MatchState;
  seq: number;
}

/** A log entry and the state after it (the row keeps the last one). */
interface GameEntry {
  actor: string;
  action: unknown;
  events: MatchEvent[];
  state: MatchState;
}

/** The game's row and log for the write kernel (lib/write/kernel.ts). */
function gameAggregate(gameId: string): Aggregate<Tx, GameRow, GameEntry> {
  return {
    lock: async (tx) =>
      lockedRow(
        await tx.$queryRaw<
          GameRow[]
        >`SELECT id, "eventId", "matchId", game, "seatIds", bots, status, state, seq FROM "EngineGame" WHERE id = ${gameId} FOR UPDATE`,
        "game_not_found",
      ),
    seq: (row) => row.seq,
    async recorded(tx, _row, actor, idempotencyKey) {
      const where = { gameId_actor_idempotencyKey: { gameId, actor, idempotencyKey } };
      return (await tx.engineAction.findUnique({ where, select: { seq: true } }))?.seq ?? null;
    },
    async append(tx, row, entries, key) {
      const rows = numbered(entries, row.seq, key);
      const data = rows.map((e) => ({
        gameId,
        seq: e.seq,
        actor: e.actor,
        action: e.action as object,
        events: e.events as unknown as object[],
        idempotencyKey: e.idempotencyKey,
      }));
      await tx.engineAction.createMany({ data });
      const { seq, state } = rows.at(-1)!;
      const over = state.result !== null && state.result !== undefined;
      const result = over ? (state.result as unknown as object) : undefined;
      await tx.engineGame.update({
        where: { id: gameId },
        data: { state: state as unknown as object, seq, status: over ? "finished" : "running", result },
      });
      return seq;
    },
    announce: (tx, _row, seq) => notifyAtCommit(tx, GAME_CHANNEL, { gameId, seq }),
  };
}

/** Bot seats move while it is their turn to act; each move is its own log entry. */
function runBots(row: GameRow, state: MatchState, seq: number): { state: MatchState; moves: GameEntry[] } {
  const moves: GameEntry[] = [];
  for (let guard = 0; guard < 2000; guard++) {
    const p = actorOf(state);
    if (p === null || !row.bots[p]) break;
    const bot = BOTS[row.bots[p] as BotName] ?? BOTS.greedy;
    // The bot's randomness is derived from the game and the position: a replay needs only the log.
    const [action] = bot(state, p, seedRng(saltSeed(state.seed, Math.imul(seq + moves.length + 1, 0x9e3779b1))));
    const result = apply(state, action);
    if (isRuleError(result)) throw new Error(`bot move refused: ${JSON.stringify(action)} → ${result.error}`);
    state = result.state;
    moves.push({ actor: "bot", action, events: result.events, state });
  }
  return { state, moves };
}

async function playerOf(tx: Tx, row: GameRow, device: string | null): Promise<number> {
  if (!device) throw new AppError("not_seated");
  const seat = await seatOfDevice(row.eventId, device, tx);
  const player = seat ? row.seatIds.indexOf(seat.id) : -1;
  // A seat the bot plays (the player was missing) is not theirs to move any more in this game.
  if (player < 0 || row.bots[player]) throw new AppError("game_not_yours");
  return player;
}

export interface ActAnswer {
  seq: number;
  duplicate: boolean;
}

/** A player's action in an engine game. */
export async function act(gameId: string, device: string, input: z.infer<typeof actInput>): Promise<ActAnswer> {
  return db().$transaction(async (tx) => {
    const game = gameAggregate(gameId);
    const { seq, duplicate, result } = await runWrite(tx, game, {
      // Keys are per actor: the opponent's action with the same key is an action of its own.
      key: input.idempotencyKey,
      load: async (tx, row) => {
        const player = await playerOf(tx, row, device);
        return { player, actor: `seat:${row.seatIds[player]}` };
      },
      retried: () => null,
      admit: (_tx, row) => {
        if (row.status !== "running")
          throw new AppError("game_refused", { code: "game_over", rule: "rulebook §4.4" }, { seq: row.seq });
      },
      stale: (_tx, row) => (input.seenSeq !== row.seq ? new AppError("game_stale", {}, { seq: row.seq }) : null),
      reduce: (_tx, row, { player, actor }) => {
        const action = { ...input.action, player } as MatchAction;
        const applied = apply(row.state, action);
        if (isRuleError(applied))
          throw new AppError("game_refused", { code: applied.error, rule: applied.rule }, { seq: row.seq });
        const bots = runBots(row, applied.state, row.seq + 1);
        const state = bots.state;
        return {
          result: { row, state },
          entries: [{ actor, action, events: applied.events, state: applied.state }, ...bots.moves],
        };
      },
    });
    if (result) await gameEnded(tx, result.row, result.state);
    return { seq, duplicate };
  });
}

/** A tournament game that just ended records its result. */
async function gameEnded(tx: Tx, row: GameRow, state: MatchState) {
  if (state.result !== null && state.result !== undefined && row.matchId) await recordGame(tx, row, state.result);
}

/** A finished tournament game: its points are the game's result (player 0 = seat A); once the
 * match is decided (Bo1: one game; Bo3: two wins, or three games) it is confirmed. */
async function recordGame(tx: Tx, row: GameRow, result: MatchResult) {
  await writeEventIn(tx, row.eventId, async () => {
    const match = await tx.match.findUniqueOrThrow({
      where: { id: row.matchId! },
      include: { games: gamesInclude, tournament: { select: { bestOf: true } } },
    });
    const [pointsA = 0, pointsB = 0] = result.points;
    // A result recorded meanwhile (the organizer's entry) is never replaced by the engine's: the
    // game's points stay in its own log, and this entry says they were not counted.
    const recorded = match.games.find((g) => g.number === row.game);
    // What every entry about this game says (the rest of its payload says what became of it).
    const game = {
      matchId: match.id,
      gameId: row.id,
      game: row.game,
      games: [{ a: pointsA, b: pointsB }],
      reason: result.reason,
    };
    if (!openStatus(match.status) || (recorded && recorded.source !== "engine")) {
      return {
        result: null,
        log: {
          type: "match.engine_not_counted",
          actor: "system",
          payload: {
            ...game,
            status: match.status,
            recorded: match.games.map((g) => ({ number: g.number, ...scoreOf(g), source: g.source })),
          },
        },
      };
    }
    // The game's row and its points (an earlier engine record of the same game is replaced).
    await tx.game.upsert({
      where: { matchId_number: { matchId: match.id, number: row.game } },
      create: { matchId: match.id, number: row.game, source: "engine" },
      update: { source: "engine" },
    });
    await tx.gameSeat.deleteMany({ where: { matchId: match.id, number: row.game } });
    await tx.gameSeat.createMany({ data: pointRows(match.id, row.game, { a: pointsA, b: pointsB }) });
    const games: GameScore[] = [
      ...match.games.filter((g) => g.number !== row.game).map(scoreOf),
      { a: pointsA, b: pointsB },
    ];
    const decided = !isTournamentError(validateResult(match.tournament.bestOf as BestOf, games));
    await tx.match.update({
      where: { id: match.id },
      data: decided
        ? {
            status: "confirmed",
            source: "engine",
            confirmedAt: new Date(),
            report: undefined,
            version: { increment: 1 },
          }
        : { version: { increment: 1 } },
    });
    if (decided) await settle(tx, row.eventId);
    return {
      result: null,
      log: {
        type: decided ? "match.engine_confirmed" : "match.engine_game",
        actor: "system",
        payload: game,
      },
    };
  });
}

async function createGame(
  tx: Tx,
  data: {
    eventId: string;
    matchId: string | null;
    game: number;
    seatIds: (string | null)[];
    bots: string[];
    decks: [string[], string[]];
    setId: string;
  },
) {
  const defs = await defsOfSet(data.setId);
  const seed = randomSeed();
  const created = createMatch({ seed, decks: [deckDefs(defs, data.decks[0]), deckDefs(defs, data.decks[1])] });
  const row = await tx.engineGame.create({
    data: {
      eventId: data.eventId,
      matchId: data.matchId,
      game: data.game,
      seatIds: data.seatIds.map((s) => s ?? ""),
      bots: data.bots,
      config: { seed, decks: data.decks },
      state: created.state as unknown as object,
      seq: 1,
    },
  });
  // The new row, before its first entry: appended as any write's (a bot that acts first, e.g. its mulligan, moves at
  // once).
  const game: GameRow = {
    id: row.id,
    eventId: data.eventId,
    matchId: data.matchId,
    game: data.game,
    seatIds: data.seatIds,
    bots: data.bots,
    status: "running",
    state: created.state,
    seq: 0,
  };
  const bots = runBots(game, created.state, 1);
  const aggregate = gameAggregate(row.id);
  const seq = await aggregate.append(
    tx,
    game,
    [{ actor: "system", action: { type: "start", seed }, events: created.events, state: created.state }, ...bots.moves],
    null,
  );
  await aggregate.announce(tx, game, seq, []);
  await gameEnded(tx, game, bots.state);
  return row.id;
}

/** The next game of a tournament match on the engine (either player opens it; the same game
 * for both). Game N ≥ 2 of a Bo3 waits until both players finished sideboarding. */
export async function openMatchGame(eventId: string, matchId: string, device: string): Promise<{ gameId: string }> {
  return db().$transaction(async (tx) => {
    const match = await tx.match.findUnique({
      where: { id: matchId },
      include: {
        tournament: { select: { eventId: true, bestOf: true, event: { select: { cardSetId: true } } } },
        seats: seatsInclude,
      },
    });
    if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
    const seat = await seatOfDevice(eventId, device, tx);
    if (!seat || !plays(match, seat.id)) throw new AppError("match_not_yours");
    const duel = duelOf(match);
    // The event row first, then the match row (the order paper reports take: lib/tournament/
    // results.ts): openers of the same match (both phones tap "play" at once) and reports are
    // serialized, and the status is read again under the lock.
    return writeEventIn(tx, eventId, async () => {
      await lockMatchRow(tx, matchId);
      const { status } = await tx.match.findUniqueOrThrow({ where: { id: matchId }, select: { status: true } });
      if (!duel || !openStatus(status)) throw new AppError("match_not_playable", { status });
      // One source per game: a paper result waiting for its confirmation is answered first.
      if (status === "reported") throw new AppError("match_report_pending");
      const running = await tx.engineGame.findFirst({ where: { matchId, status: "running" }, select: { id: true } });
      if (running) return { result: { gameId: running.id }, log: null };
      const finished = await tx.engineGame.count({ where: { matchId, status: "finished" } });
      const game = finished + 1;
      if (!(await gameMayStart(tx, matchId, game))) throw new AppError("game_not_ready", { game });
      const decks: [string[], string[]] = [
        await deckForGame(tx, matchId, duel[0], game),
        await deckForGame(tx, matchId, duel[1], game),
      ];
      const gameId = await createGame(tx, {
        eventId,
        matchId,
        game,
        seatIds: [...duel],
        bots: ["", ""],
        decks,
        setId: eventSetId(match.tournament.event.cardSetId),
      });
      // An entry of the event's log, so that every tournament view (console, projector, phones) shows the game on the
      // app.
      await tx.match.update({ where: { id: matchId }, data: { version: { increment: 1 } } });
      return {
        result: { gameId },
        log: { type: "match.game_opened", actor: `seat:${seat.id}`, payload: { matchId, gameId, game } },
      };
    }).then(({ gameId }) => ({ gameId }));
  });
}

/** A player is missing: the organizer lets the engine's bot play their seat in the match's next
 * game (with their locked deck); the opponent plays it on their phone as usual. */
export async function botPlaysFor(
  organizerId: string,
  eventId: string,
  matchId: string,
  seatId: string,
): Promise<{ gameId: string }> {
  return db().$transaction(async (tx) => {
    const match = await tx.match.findUnique({
      where: { id: matchId },
      include: {
        tournament: { select: { eventId: true, event: { select: { organizerId: true, cardSetId: true } } } },
        seats: seatsInclude,
      },
    });
    if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
    if (match.tournament.event.organizerId !== organizerId) throw new AppError("forbidden");
    const duel = duelOf(match);
    if (!duel || !openStatus(match.status)) throw new AppError("match_not_playable", { status: match.status });
    const player = duel.indexOf(seatId);
    if (player < 0) throw new AppError("match_not_found");
    await lockMatchRow(tx, matchId);
    const running = await tx.engineGame.findFirst({ where: { matchId, status: "running" }, select: { id: true } });
    if (running) return { gameId: running.id };
    const game = (await tx.engineGame.count({ where: { matchId, status: "finished" } })) + 1;
    // The bot sideboards nothing: its readiness is implied.
    if (game > 1 && (await tx.sideboardStep.count({ where: { matchId, game, seatId: { not: seatId } } })) === 0)
      throw new AppError("game_not_ready", { game });
    const decks: [string[], string[]] = [
      await deckForGame(tx, matchId, duel[0], game),
      await deckForGame(tx, matchId, duel[1], game),
    ];
    const bots = ["", ""];
    bots[player] = "greedy";
    const gameId = await createGame(tx, {
      eventId,
      matchId,
      game,
      seatIds: [...duel],
      bots,
      decks,
      setId: eventSetId(match.tournament.event.cardSetId),
    });
    return { gameId };
  });
}

/** Practice against the engine's bot with the player's own deck (saved for this event, legal or
 * locked); the bot plays a copy of it. Not part of the tournament. */
export async function openPracticeGame(eventId: string, device: string): Promise<{ gameId: string }> {
  return db().$transaction(async (tx) => {
    const seat = await tx.seat.findUnique({
      where: { eventId_deviceKeyHash: { eventId, deviceKeyHash: hashToken(device) } },
      include: { deck: true, event: { select: { cardSetId: true } } },
    });
    if (!seat) throw new AppError("not_seated");
    if (!seat.deck || seat.deck.cardIds.length === 0) throw new AppError("game_needs_decks");
    const running = await tx.engineGame.findFirst({
      where: { eventId, matchId: null, seatIds: { has: seat.id }, status: "running" },
      select: { id: true },
    });
    if (running) return { gameId: running.id };
    const deck = seat.deck.cardIds;
    const gameId = await createGame(tx, {
      eventId,
      matchId: null,
      game: 1,
      seatIds: [seat.id, null],
      bots: ["", "greedy"],
      decks: [deck, deck],
      setId: eventSetId(seat.event.cardSetId),
    });
    return { gameId };
  });
}

/** Legal actions of a player now (what the phone offers). */
export function legalFor(state: MatchState, player: number): MatchAction[] {
  return legalActions(state, player);
}

/** Who is looking: a player of the game (by device), the event's organizer (judge), or anyone
 * else (spectator: public information only). */
export async function viewerOf(
  gameId: string,
  as: "player" | "spectator" | "judge",
  device: string | null,
  organizerId: string | null,
): Promise<0 | 1 | "spectator" | "judge"> {
  const game = await db().engineGame.findUnique({
    where: { id: gameId },
    select: { eventId: true, seatIds: true, event: { select: { organizerId: true } } },
  });
  if (!game) throw new AppError("game_not_found");
  if (as === "judge") {
    if (!organizerId) throw new AppError("unauthenticated");
    if (game.event.organizerId !== organizerId) throw new AppError("forbidden");
    return "judge";
  }
  if (as === "spectator") return "spectator";
  const seat = await seatOfDevice(game.eventId, device);
  const player = seat ? game.seatIds.indexOf(seat.id) : -1;
  if (player !== 0 && player !== 1) throw new AppError("game_not_yours");
  return player;
}

/** The whole log of a game (the organizer's export and replay): config, every action with its events. */
export async function gameLog(gameId: string, organizerId: string) {
  const game = await db().engineGame.findUnique({
    where: { id: gameId },
    include: { event: { select: { organizerId: true } }, actions: { orderBy: { seq: "asc" } } },
  });
  if (!game) throw new AppError("game_not_found");
  if (game.event.organizerId !== organizerId) throw new AppError("forbidden");
  return {
    gameId: game.id,
    eventId: game.eventId,
    matchId: game.matchId,
    game: game.game,
    seatIds: game.seatIds,
    bots: game.bots,
    status: game.status,
    result: game.result,
    config: game.config,
    actions: game.actions.map((a) => ({
      seq: a.seq,
      actor: a.actor,
      action: a.action,
      events: a.events,
      at: a.createdAt.toISOString(),
    })),
  };
}

/** What a game's page needs on first render: who plays, card names in the viewer's language. */
export async function gamePageData(eventId: string, gameId: string, device: string | null, locale: "it" | "en") {
  const game = await db().engineGame.findUnique({
    where: { id: gameId },
    select: { eventId: true, matchId: true, seatIds: true, bots: true, event: { select: { cardSetId: true } } },
  });
  if (!game || game.eventId !== eventId) throw new AppError("game_not_found");
  const seat = await seatOfDevice(eventId, device);
  const player = seat ? game.seatIds.indexOf(seat.id) : -1;
  if (player < 0) throw new AppError("game_not_yours");
  const other = 1 - player;
  const opponentSeat = game.seatIds[other]
    ? await db().seat.findUnique({ where: { id: game.seatIds[other] }, select: { displayName: true } })
    : null;
  const me = await db().seat.findUnique({ where: { id: game.seatIds[player] ?? "" }, select: { displayName: true } });
  return {
    matchId: game.matchId,
    seatId: game.seatIds[player] ?? "",
    myName: me?.displayName ?? "",
    opponentName: opponentSeat?.displayName ?? (game.bots[other] ? "Bot" : "?"),
    ...(await cardsForGame(eventSetId(game.event.cardSetId), locale)),
  };
}

/** The event's engine games for its organizer (spectate, judge, export). */
export async function gamesOfEvent(eventId: string) {
  const games = await db().engineGame.findMany({
    where: { eventId },
    orderBy: { createdAt: "asc" },
    select: { id: true, matchId: true, game: true, seatIds: true, bots: true, status: true, seq: true, result: true },
  });
  const seats = await db().seat.findMany({ where: { eventId }, select: { id: true, displayName: true } });
  const name = (id: string, bot: string) => seats.find((s) => s.id === id)?.displayName ?? (bot ? "Bot" : "?");
  return games.map((g) => ({
    ...g,
    names: [name(g.seatIds[0] ?? "", g.bots[0] ?? ""), name(g.seatIds[1] ?? "", g.bots[1] ?? "")] as [string, string],
    result: g.result as { winner: number | null; points: [number, number] } | null,
  }));
}

/** Card names and tile details (points, temperaments, text) by the catalog's id, in a language. */
export async function cardsForGame(setId: string, locale: "it" | "en") {
  const cards = await db().card.findMany({
    where: { setId },
    select: {
      externalId: true,
      nameIt: true,
      nameEn: true,
      points: true,
      temperaments: true,
      effectIt: true,
      effectEn: true,
    },
  });
  const it = locale === "it";
  return {
    names: Object.fromEntries(cards.map((c) => [c.externalId, it ? c.nameIt : c.nameEn])),
    cards: Object.fromEntries(
      cards.map((c) => [
        c.externalId,
        { points: c.points, temperaments: c.temperaments, effect: it ? c.effectIt : c.effectEn },
      ]),
    ),
  };
}
