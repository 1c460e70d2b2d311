// Engine-played games, the server authoritative, on the shared engine-game path
// (lib/engine-games/act.ts: every accepted action is appended to the game's log with the next
// sequence number with the row locked, NOTIFY at commit; a retry or a stale client is answered;
// bot seats move after the commit that gave them the turn or a decision, in writes of their own,
// until a person must act: lib/engine-games/bots.ts): here Kartomantik's rules on it. When a
// tournament game ends its points become that game's result; a decided match is confirmed. Two to
// five seats (duel, Free-for-All, 2v2): who may act is the engine's rule (holdsPriority, answers: a
// teammate answers a team decision).
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { apply, createGame, isRuleError, legalActions } from "@/engine/kartomantik";
import { BOTS, actor as actorOf, type BotName } from "@/engine/kartomantik/bots";
import { actionSeat, undoApprovers, undoable } from "@/engine/kartomantik/undo";
import type { GameAction, GameEvent, GameMode, GameResult, GameState } from "@/engine/kartomantik";
import { db, type Tx } from "@/lib/db/client";
import { AppError, invalidInput } from "@/lib/errors";
import { eventSetId } from "@/lib/kartomantik/cards/sets";
import { writeEventIn } from "@/lib/events/write";
import {
  actIn,
  botSeatsIn,
  startGame,
  type ActInput,
  type GameRow as EngineGameRow,
  type GameRules,
} from "@/lib/engine-games/act";
import { botsOf } from "@/lib/engine-games/bots";
import { judgeUndoIn, undoIn, type JudgeUndoInput, type UndoInput } from "@/lib/engine-games/undo";
import { gameLogIn, viewerIn, type ViewAs } from "@/lib/engine-games/access";
import { GAMES, KARTOMANTIK_KIND } from "@/lib/kartomantik/games/kind";
import { hashToken } from "@/lib/players/device-key";
import { seatOfDevice } from "@/lib/events/seats";
import { deckDefs, defsIn, withSetDefs, type ResolvedDefs } from "@/lib/kartomantik/games/cards";
import { fixedSeed, randomSeed, testSeedsOn } from "@/lib/random-seed";
import type { Seed } from "@/engine/shared/rng";
import { lockMatchRow, openStatus } from "@/lib/tournament/records";
import { deckForGame, gameMayStart } from "@/lib/kartomantik/decks/sideboard";
import { plays, seatsInclude } from "@/lib/tournament/seats";
import { recordAppGame } from "@/lib/tournament/app-games";
import { engineSeating } from "@/lib/engine-games/seating";
import { starterDecksFor } from "@/lib/kartomantik/cards/starter-decks";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, INLINE_BOTS, SEARCHING_BOTS } from "@/lib/kartomantik/games/bot-levels";
import { botContextOf } from "@/lib/kartomantik/games/bot-context";
import { kartomantikAction } from "@/lib/kartomantik/games/action-input";

export { GAME_CHANNEL } from "@/lib/kartomantik/games/kind";
export { actInput, type ActAnswer } from "@/lib/engine-games/act";

interface GameRow extends EngineGameRow<GameState> {
  game: number;
}

/** Kartomantik's rules on the shared engine-game path (lib/engine-games/act.ts). */
const rules: GameRules<GameRow, GameState, GameAction, GameEvent> = {
  kind: GAMES,
  columns: Prisma.sql`id, "eventId", "matchId", game, "seatIds", bots, status, seq`,
  botGames: (client) =>
    client.engineGame.findMany({
      where: { kind: KARTOMANTIK_KIND, status: "running", bots: { hasSome: Object.keys(BOTS) } },
      select: { id: true, seq: true },
    }),
  overRule: "rulebook §4.4",
  action: (body, player) => ({ ...body, player }) as GameAction,
  // "Abbandona la partita": a concession does not depend on the position, so others' moves meanwhile never refuse it.
  positionFree: (body) => body.type === "concede",
  apply(state, action) {
    const applied = apply(state, action);
    return isRuleError(applied) ? { code: applied.error, rule: applied.rule } : applied;
  },
  over: (state) => state.result !== null && state.result !== undefined,
  result: (state) => state.result as unknown as object,
  botLimit: (state) => state.config.maxActions + 100,
  // Bot seats move while it is their turn to act. A seat that left the game (conceded in a Free-for-All) is never
  // asked: the engine keeps it out of the priority rotation and answers what a rule still asks of it; a seat only out
  // of the confrontations plays on from its phone (its wills and effects: "Fine della Partita").
  botTurn(row, state) {
    const p = actorOf(state);
    if (p === null || !row.bots[p]) return null;
    // A name this engine does not know (an older row's) plays the one-ply bot.
    const name = (Object.hasOwn(BOTS, row.bots[p]!) ? row.bots[p] : "greedy") as BotName;
    const bot = BOTS[name];
    // Every bot but the random one thinks in the bot worker, off the event loop, on the same state and randomness
    // (the same move wherever it runs). A searching level also assumes the event's card set, and each of its moves is
    // written at once; the one-ply bot's moves share writes, as an inline bot's do.
    const how = SEARCHING_BOTS.has(name) ? { context: () => botContextOf(row.eventId) } : { quick: true };
    const offload = INLINE_BOTS.has(name) ? undefined : { engine: "kartomantik", bot: name, seat: p, ...how };
    return { actor: "bot", seed: state.seed, move: (rng) => bot(state, p, rng)[0], offload };
  },
  // A tournament game that just ended records its result.
  ended: async (tx, row, state) => {
    if (row.matchId) await recordGame(tx, row, state.result!);
  },
  // Every mode: an action that revealed nothing may be taken back with the other sides' approval.
  undo: { undoable, seatOf: actionSeat, approvers: undoApprovers },
};

const actionBody = z.object({ action: kartomantikAction });

/** A player's action in an engine game (answered once it is committed; the bots follow in the background). */
export async function act(gameId: string, device: string, input: ActInput) {
  // The action's shape first (lib/kartomantik/games/action-input.ts): a 400 naming the field, nothing written.
  const read = actionBody.safeParse({ action: input.action });
  if (!read.success) throw invalidInput(read.error);
  return actIn(rules, gameId, device, { ...input, action: read.data.action });
}

/** A seat's request to take back its last action, or its answer to another side's (lib/engine-games/undo.ts). */
export const undo = (gameId: string, device: string, input: UndoInput) => undoIn(rules, gameId, device, input);

/** The organizer takes back the game's last action. */
export const judgeUndo = (gameId: string, organizerId: string, input: JudgeUndoInput) =>
  judgeUndoIn(rules, gameId, organizerId, input);

/** The kind's rules on the shared path (a second bot driver in a test plays another instance). */
export { rules as gameRules };

/** This instance's driver of the games' bots (lib/engine-games/bots.ts). */
export const gameBots = () => botsOf(rules);

/** Resolves once no bot of the game has a move to make (a person must act, or the game is over). */
export const gameBotsSettled = (gameId: string) => gameBots().settled(gameId);

/** The game's bots start moving once the write that made the game (or handed it a bot) has committed. */
function botsMove<T extends { gameId: string }>(opened: T): T {
  gameBots().kick(opened.gameId);
  return opened;
}

/** A finished tournament game: its points are the game's result (the engine's seat `p` plays the
 * event seat `seatIds[p]`), its winner the engine's winning side (lib/tournament/app-games.ts). */
async function recordGame(tx: Tx, row: GameRow, result: GameResult) {
  const sides = (row.state as GameState).seats.side;
  const seatOf = (p: number) => row.seatIds[p] ?? null;
  await recordAppGame(tx, {
    eventId: row.eventId,
    matchId: row.matchId!,
    gameId: row.id,
    number: row.game,
    pointsAt: (seats) => seats.map((s) => result.points[row.seatIds.indexOf(s.seatId)] ?? 0),
    winners:
      result.winner === null
        ? null
        : sides.flatMap((side, p) => (side === result.winner && seatOf(p) ? [seatOf(p)!] : [])),
    logType: "match.engine",
    payload: { reason: result.reason },
  });
}

/** A fresh seed; the event's fixed one, salted by the game of the match, only on the e2e server (lib/random-seed.ts),
 * which alone reads the event for it. */
async function seedFor(tx: Tx, eventId: string, game: number): Promise<Seed> {
  if (!testSeedsOn()) return randomSeed();
  const event = await tx.event.findUnique({ where: { id: eventId }, select: { settings: true } });
  return fixedSeed((event?.settings as { testSeed?: unknown } | null)?.testSeed, game) ?? randomSeed();
}

async function createGameRow(
  tx: Tx,
  data: {
    eventId: string;
    matchId: string | null;
    game: number;
    seatIds: (string | null)[];
    bots: string[];
    /** One per seat, as our card ids. */
    decks: string[][];
    setId: string;
    /** The set's definitions as resolved before the transaction (withSetDefs). */
    pre: ResolvedDefs | null;
    /** Free-for-All or 2v2 (allies in alternate seats); a duel by default. */
    mode?: GameMode;
  },
) {
  const defs = await defsIn(tx, data.pre, data.setId);
  const seed = await seedFor(tx, data.eventId, data.game);
  const mode = data.mode && data.mode !== "duel" ? data.mode : undefined;
  // Manual moves only for text the engine does not run (engine manual-text.ts): stored in the config, so the game
  // replays under the rule it was played by (configs without it are older games: whoever held priority).
  const options = { manualMoves: "cardText" } as const;
  const created = createGame({
    seed,
    decks: data.decks.map((d) => deckDefs(defs, d)),
    ...(mode ? { mode } : {}),
    options,
  });
  const row = await tx.engineGame.create({
    data: {
      kind: KARTOMANTIK_KIND,
      eventId: data.eventId,
      matchId: data.matchId,
      game: data.game,
      seatIds: data.seatIds.map((s) => s ?? ""),
      bots: data.bots,
      // A duel's config as it always was (seed and decks): replays read a missing mode as the duel.
      config: { seed, decks: data.decks, ...(mode ? { mode } : {}), options },
      state: created.state as unknown as object,
      seq: 1,
    },
  });
  // The new row, before its first entry: appended as any write's.
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
    stateSeq: 0,
  };
  await startGame(rules, tx, game, {
    actor: "system",
    action: { type: "start", seed },
    events: created.events,
    state: created.state,
  });
  return row.id;
}

/** The event's card set, read before a transaction that may open a game on it (withSetDefs); null: no such event or
 * set, which the transaction itself refuses. */
async function setOfEvent(eventId: string): Promise<string | null> {
  return (await db().event.findUnique({ where: { id: eventId }, select: { cardSetId: true } }))?.cardSetId ?? null;
}

/** The next game of a tournament match on the engine (any player opens it; the same game for all):
 * a duel, or a table of 3–5 (a Free-for-All pod, a 2v2 team table: lib/engine-games/seating.ts). Game N ≥ 2
 * of a Bo3 duel waits until both players finished sideboarding; a table's later games use the locked
 * decks (sideboarding is for duels: rulebook §4.1 "Riserva" speaks of the opponent). */
export async function openMatchGame(eventId: string, matchId: string, device: string): Promise<{ gameId: string }> {
  return withSetDefs(await setOfEvent(eventId), (pre) =>
    db().$transaction(async (tx) => {
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
      const table = engineSeating(match.seats);
      // The event row first, then the match row (the order paper reports take: lib/tournament/
      // results.ts): openers of the same match (both phones tap "play" at once) and reports are
      // serialized, and the status is read again under the lock.
      return writeEventIn(tx, eventId, async () => {
        await lockMatchRow(tx, matchId);
        const { status } = await tx.match.findUniqueOrThrow({ where: { id: matchId }, select: { status: true } });
        if (!table || !openStatus(status)) throw new AppError("match_not_playable", { status });
        // One source per game: a paper result waiting for its confirmation is answered first.
        if (status === "reported") throw new AppError("match_report_pending");
        const running = await tx.engineGame.findFirst({
          where: { kind: KARTOMANTIK_KIND, matchId, status: "running" },
          select: { id: true },
        });
        if (running) return { result: { gameId: running.id }, log: null };
        const finished = await tx.engineGame.count({ where: { kind: KARTOMANTIK_KIND, matchId, status: "finished" } });
        const game = finished + 1;
        if (!(await gameMayStart(tx, matchId, game))) throw new AppError("game_not_ready", { game });
        const decks: string[][] = [];
        for (const seatId of table.seatIds) decks.push(await deckForGame(tx, matchId, seatId, game));
        const gameId = await createGameRow(tx, {
          pre,
          eventId,
          matchId,
          game,
          seatIds: table.seatIds,
          bots: table.seatIds.map(() => ""),
          decks,
          setId: eventSetId(match.tournament.event.cardSetId),
          mode: table.mode,
        });
        // An entry of the event's log, so that every tournament view (console, projector, phones) shows the game on the
        // app.
        await tx.match.update({ where: { id: matchId }, data: { version: { increment: 1 } } });
        return {
          result: { gameId },
          log: { type: "match.game_opened", actor: `seat:${seat.id}`, payload: { matchId, gameId, game } },
        };
      }).then(({ gameId }) => ({ gameId }));
    }),
  ).then(botsMove);
}

/** A bot request's game: a new one with its bots, or the one a phone opened meanwhile. */
type Opened = { running: { id: string; seatIds: string[] } } | { gameId: string; bots: string[] };

/** Players are missing: the organizer lets the engine's bot play their seats (their locked decks) in the match's
 * game. No game running: the next one starts with those bots. A game running: the bot takes those seats over from
 * the next entry on (lib/engine-games/act.ts botSeatsIn), a seat whose phone played too, and moves at once if the
 * game waits for it. A seat the bot already plays changes nothing; at least one seat stays a person's. The others
 * play on their phones as usual. */
export async function botPlaysFor(
  organizerId: string,
  eventId: string,
  matchId: string,
  request: string | string[],
  level: BotName = DEFAULT_BOT_LEVEL,
): Promise<{ gameId: string; bots: string[] }> {
  const seatIds = [...new Set(typeof request === "string" ? [request] : request)];
  return withSetDefs(await setOfEvent(eventId), (pre) =>
    db().$transaction(async (tx) => {
      const match = await tx.match.findUnique({
        where: { id: matchId },
        include: {
          tournament: { select: { eventId: true, event: { select: { organizerId: true, cardSetId: true } } } },
          seats: seatsInclude,
        },
      });
      if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
      if (match.tournament.event.organizerId !== organizerId) throw new AppError("forbidden");
      const table = engineSeating(match.seats);
      if (!table || !openStatus(match.status)) throw new AppError("match_not_playable", { status: match.status });
      const players = seatIds.map((id) => table.seatIds.indexOf(id));
      if (players.some((p) => p < 0)) throw new AppError("match_not_found");
      const actor = `organizer:${organizerId}`;
      // A running game: its row is locked first, as a player's action locks it (then the event, then the match).
      const takeOver = async (game: { id: string; seatIds: string[] }) => {
        const seats = seatIds.map((id) => game.seatIds.indexOf(id));
        return { gameId: game.id, bots: (await botSeatsIn(rules, tx, game.id, actor, seats, level)).bots };
      };
      const runningGame = () =>
        tx.engineGame.findFirst({
          where: { kind: KARTOMANTIK_KIND, matchId, status: "running" },
          select: { id: true, seatIds: true },
        });
      const running = await runningGame();
      if (running) return takeOver(running);
      // No game yet: the next one starts with the bots, under the event's and the match's locks (as openMatchGame).
      const opened = await writeEventIn<Opened>(tx, eventId, async () => {
        await lockMatchRow(tx, matchId);
        const { status } = await tx.match.findUniqueOrThrow({ where: { id: matchId }, select: { status: true } });
        if (!openStatus(status)) throw new AppError("match_not_playable", { status });
        // A phone opened it meanwhile: taken over below (its row locked after the match's, which a player's action
        // locks before only when it ends the game, in that game's first instants).
        const now = await runningGame();
        if (now) return { result: { running: now }, log: null };
        if (seatIds.length >= table.seatIds.length) throw new AppError("game_bots_not_all");
        const game =
          (await tx.engineGame.count({ where: { kind: KARTOMANTIK_KIND, matchId, status: "finished" } })) + 1;
        // The bot sideboards nothing: its readiness is implied.
        if (
          table.mode === "duel" &&
          game > 1 &&
          (await tx.sideboardStep.count({ where: { matchId, game, seatId: { notIn: seatIds } } })) === 0
        )
          throw new AppError("game_not_ready", { game });
        const decks: string[][] = [];
        for (const s of table.seatIds) decks.push(await deckForGame(tx, matchId, s, game));
        const bots = table.seatIds.map((_, p) => (players.includes(p) ? level : ""));
        const gameId = await createGameRow(tx, {
          pre,
          eventId,
          matchId,
          game,
          seatIds: table.seatIds,
          bots,
          decks,
          setId: eventSetId(match.tournament.event.cardSetId),
          mode: table.mode,
        });
        await tx.match.update({ where: { id: matchId }, data: { version: { increment: 1 } } });
        return {
          result: { gameId, bots },
          log: { type: "match.game_opened", actor, payload: { matchId, gameId, game, bots: seatIds } },
        };
      });
      return "running" in opened ? takeOver(opened.running) : { gameId: opened.gameId, bots: opened.bots };
    }),
  ).then(botsMove);
}

/** Practice against the engine's bot with the player's own deck (saved for this event, legal or
 * locked); the bot plays a copy of it. Not part of the tournament. */
export async function openPracticeGame(
  eventId: string,
  device: string,
  level: BotName = DEFAULT_BOT_LEVEL,
): Promise<{ gameId: string }> {
  return withSetDefs(await setOfEvent(eventId), (pre) =>
    db().$transaction(async (tx) => {
      const seat = await tx.seat.findUnique({
        where: { eventId_deviceKeyHash: { eventId, deviceKeyHash: hashToken(device) } },
        include: { deck: true, event: { select: { cardSetId: true } } },
      });
      if (!seat) throw new AppError("not_seated");
      if (!seat.deck || seat.deck.cardIds.length === 0) throw new AppError("game_needs_decks");
      const running = await tx.engineGame.findFirst({
        where: { kind: KARTOMANTIK_KIND, eventId, matchId: null, seatIds: { has: seat.id }, status: "running" },
        select: { id: true },
      });
      if (running) return { gameId: running.id };
      const deck = seat.deck.cardIds;
      const gameId = await createGameRow(tx, {
        pre,
        eventId,
        matchId: null,
        game: 1,
        seatIds: [seat.id, null],
        bots: ["", level],
        decks: [deck, deck],
        setId: eventSetId(seat.event.cardSetId),
      });
      return { gameId };
    }),
  ).then(botsMove);
}

/** The deck a bot alone plays: a starter deck of the event's set (by its key), or an event player's saved deck (only
 * the organizer picks it: the deck is theirs and the player's, and the bot's seat shows no more of it than play). */
const botDeck = z.union([
  z.object({ starter: z.string().min(1).max(64) }).strict(),
  z.object({ seatId: z.string().min(1).max(64) }).strict(),
]);

export const tableInput = z.object({
  mode: z.enum(["ffa", "2v2"]),
  /** Clockwise; in 2v2 seats 1 and 3 are one team, 2 and 4 the other. A seat is a player of the event (with `bot`:
   * the bot plays their seat with their deck) or a bot alone, which plays `deck` (absent: a copy of the table's first
   * player's deck). */
  seats: z
    .array(
      z.object({
        seatId: z.string().min(1).max(64).optional(),
        bot: z.enum(["greedy", "random", ...BOT_LEVELS]).optional(),
        deck: botDeck.optional(),
      }),
    )
    .min(3)
    .max(5),
});

/** The organizer starts a Free-for-All or 2v2 game at their event outside the tournament, with the seats and bots
 * they chose; every player needs a saved deck, and a bot alone plays the deck chosen for it. */
export async function openTable(
  organizerId: string,
  eventId: string,
  input: z.infer<typeof tableInput>,
): Promise<{ gameId: string }> {
  return withSetDefs(await setOfEvent(eventId), (pre) =>
    db().$transaction(async (tx) => {
      const event = await tx.event.findUnique({
        where: { id: eventId },
        select: { organizerId: true, cardSetId: true },
      });
      if (!event) throw new AppError("not_found");
      if (event.organizerId !== organizerId) throw new AppError("forbidden");
      const { mode, seats } = input;
      if (mode === "2v2" && seats.length !== 4) throw new AppError("game_table_seats", { reason: "team_size" });
      if (seats.some((s) => !s.seatId && !s.bot)) throw new AppError("game_table_seats", { reason: "empty_seat" });
      const ids = seats.flatMap((s) => (s.seatId ? [s.seatId] : []));
      if (new Set(ids).size !== ids.length) throw new AppError("game_table_seats", { reason: "twice" });
      if (ids.length === 0) throw new AppError("game_table_seats", { reason: "no_player" });
      // A player's seat plays that player's deck; a deck is chosen only for a bot alone.
      if (seats.some((s) => s.seatId && s.deck)) throw new AppError("game_table_deck", { reason: "player_seat" });
      const picked = seats.flatMap((s) => (s.deck && "seatId" in s.deck ? [s.deck.seatId] : []));
      const rows = await tx.seat.findMany({
        where: { eventId, id: { in: [...new Set([...ids, ...picked])] } },
        include: { deck: true },
      });
      const deckOf = (id: string) => rows.find((r) => r.id === id)?.deck?.cardIds ?? [];
      if (ids.some((id) => !rows.some((r) => r.id === id)))
        throw new AppError("game_table_seats", { reason: "not_seated" });
      if (ids.some((id) => deckOf(id).length === 0)) throw new AppError("game_needs_decks");
      const setId = eventSetId(event.cardSetId);
      const starters = seats.some((s) => s.deck && "starter" in s.deck) ? await starterDecksFor(setId, tx) : [];
      const decks = seats.map((s) => {
        if (s.seatId) return deckOf(s.seatId);
        if (!s.deck) return deckOf(ids[0]!);
        if ("starter" in s.deck) {
          const key = s.deck.starter;
          const starter = starters.find((d) => d.key === key);
          if (!starter) throw new AppError("game_table_deck", { reason: "unknown_starter", name: key });
          return starter.cardIds;
        }
        const seat = rows.find((r) => r.id === (s.deck as { seatId: string }).seatId);
        if (!seat) throw new AppError("game_table_deck", { reason: "unknown_seat" });
        if (deckOf(seat.id).length === 0)
          throw new AppError("game_table_deck", { reason: "no_deck", name: seat.displayName });
        return deckOf(seat.id);
      });
      const gameId = await createGameRow(tx, {
        pre,
        eventId,
        matchId: null,
        game: 1,
        seatIds: seats.map((s) => s.seatId ?? null),
        bots: seats.map((s) => s.bot ?? ""),
        decks,
        setId,
        mode,
      });
      return { gameId };
    }),
  ).then(botsMove);
}

/** Legal actions of a player now (what the phone offers). */
export function legalFor(state: GameState, player: number): GameAction[] {
  return legalActions(state, player);
}

/** Who is looking: a player of the game (by device; also the seat the bot plays for them), the event's organizer
 * (judge), or anyone else (spectator: public information only). */
export const viewerOf = (gameId: string, as: ViewAs, device: string | null, organizerId: string | null) =>
  viewerIn(GAMES, "watch", gameId, as, device, organizerId);

/** The whole log of a game (the organizer's export and replay): config, every action with its events. */
export const gameLog = (gameId: string, organizerId: string) => gameLogIn(GAMES, gameId, organizerId);

/** A seat of a game as its pages show it: who sits there (a bot where nobody does). */
export interface GameSeatInfo {
  name: string;
  bot: boolean;
  /** Who sits there, without the bot's mark (the game page marks bot seats live: one may be handed over). */
  player: string;
}

/** The name of a seat nobody sits at, the bot's: "Bot" alone, or by its seat's number where several bots sit alone
 * ("Bot 2", "Bot 3", as Incantesium names them: lib/incantesium/access.ts) — four lines and a log of "Bot passa" at a
 * table of five told nobody which bot (the UX audit of session 63). */
function lonelyBotName(seatIds: readonly string[], bots: readonly string[], p: number): string {
  const alone = seatIds.filter((id, q) => !id && bots[q]).length;
  return alone > 1 ? `Bot ${p + 1}` : "Bot";
}

async function seatsOfGame(eventId: string, seatIds: string[], bots: string[]): Promise<GameSeatInfo[]> {
  const seats = await db().seat.findMany({
    where: { eventId, id: { in: seatIds.filter(Boolean) } },
    select: { id: true, displayName: true },
  });
  return seatIds.map((id, p) => {
    const name = seats.find((s) => s.id === id)?.displayName;
    const bot = lonelyBotName(seatIds, bots, p);
    return {
      name: bots[p] ? (name ? `Bot (${name})` : bot) : (name ?? "?"),
      bot: !!bots[p],
      player: name ?? (bots[p] ? bot : "?"),
    };
  });
}

/** What a game's page needs on first render: who plays, card names in the viewer's language. */
export async function gamePageData(eventId: string, gameId: string, device: string | null, locale: "it" | "en") {
  const game = await db().engineGame.findUnique({
    where: { id: gameId, kind: KARTOMANTIK_KIND },
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
    /** Every seat in engine order (3–5 at a table). */
    seats: await seatsOfGame(eventId, game.seatIds, game.bots),
    ...(await cardsForGame(eventSetId(game.event.cardSetId), locale)),
  };
}

/** The event's engine games for its organizer (spectate, judge, export). */
export async function gamesOfEvent(eventId: string) {
  const games = await db().engineGame.findMany({
    where: { eventId, kind: KARTOMANTIK_KIND },
    orderBy: { createdAt: "asc" },
    select: { id: true, matchId: true, game: true, seatIds: true, bots: true, status: true, seq: true, result: true },
  });
  const seats = await db().seat.findMany({ where: { eventId }, select: { id: true, displayName: true } });
  return games.map((g) => ({
    ...g,
    names: g.seatIds.map(
      (id, p) => seats.find((s) => s.id === id)?.displayName ?? (g.bots[p] ? lonelyBotName(g.seatIds, g.bots, p) : "?"),
    ),
    result: g.result as { winner: number | null; points: number[] } | null,
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

/** The starter decks of the event's set a bot alone may play, for the organizer's table form (names, not lists). */
export async function tableStarters(eventId: string) {
  const event = await db().event.findUniqueOrThrow({ where: { id: eventId }, select: { cardSetId: true } });
  return (await starterDecksFor(eventSetId(event.cardSetId))).map(({ key, name, colorKey }) => ({
    key,
    name,
    colorKey,
  }));
}

/** The event's players who may sit at a table on the app (a saved deck), for the organizer's table form. */
export async function tableSeats(eventId: string) {
  const seats = await db().seat.findMany({
    where: { eventId, deck: { isNot: null } },
    orderBy: { position: "asc" },
    select: { id: true, displayName: true, deck: { select: { cardIds: true } } },
  });
  return seats.filter((s) => (s.deck?.cardIds.length ?? 0) > 0).map((s) => ({ id: s.id, name: s.displayName }));
}

/** The running tables (3–5 seats, outside the tournament) a phone's player sits at. */
export async function tablesOfDevice(eventId: string, device: string | null) {
  const seat = await seatOfDevice(eventId, device);
  if (!seat) return [];
  const games = await db().engineGame.findMany({
    where: { kind: KARTOMANTIK_KIND, eventId, matchId: null, status: "running", seatIds: { has: seat.id } },
    orderBy: { createdAt: "asc" },
    select: { id: true, seatIds: true, bots: true },
  });
  const tables = games.filter((g) => g.seatIds.length > 2);
  return Promise.all(tables.map(async (g) => ({ id: g.id, seats: await seatsOfGame(eventId, g.seatIds, g.bots) })));
}
