// Kartomantik's Bo3 sideboarding (rulebook §4.1 "Riserva", event-rules §6; the backbone asks for it
// through the game's module: lib/tournament/sideboard.ts): before games 2 and 3 of a match each
// player may swap deck cards for sideboard cards, the deck staying legal ("rispettando i normali
// limiti di costruzione"); saving the swaps marks the player ready; the game starts when both
// are. "Prima dell'inizio di ogni partita": between games only — game 3's sideboarding opens once game 2
// is over (its result recorded), never while it is played. Game 1 of every match is played with the
// locked deck; each later game starts from the deck of the game before. Swaps are private to their
// player; readiness is public (the match view).
import { applySwaps, createCatalog } from "@/engine/kartomantik/deck-rules";
import type { DeckCard, Format, LockedDeck, Swap, Violation } from "@/engine/kartomantik/deck-rules/types";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { deckCardOf } from "@/lib/kartomantik/decks/cards";
import { idempotencyScope, writeEventCommand } from "@/lib/events/write";
import { hashToken } from "@/lib/players/device";
import { openStatus } from "@/lib/tournament/records";
import { plays, seatIdsOf, seatsInclude } from "@/lib/tournament/seats";
import { deckFormatOf } from "@/lib/events/modes";
import type { SideboardInput, SideboardView } from "@/lib/kartomantik/decks/sideboard-shape";

export interface Steps {
  game: number;
  seatId: string;
  swaps: Swap[];
}

async function context(tx: Tx | ReturnType<typeof db>, eventId: string, matchId: string, device: string | null) {
  const seat = device
    ? await tx.seat.findUnique({
        where: { eventId_deviceKeyHash: { eventId, deviceKeyHash: hashToken(device) } },
        include: { deck: true },
      })
    : null;
  if (!seat) throw new AppError("not_seated");
  const match = await tx.match.findUnique({
    where: { id: matchId },
    include: {
      tournament: { select: { eventId: true, bestOf: true, event: { select: { format: true, mode: true } } } },
      sideboarding: { orderBy: { game: "asc" } },
      seats: seatsInclude,
      // Where the match stands: the games recorded so far, and a game running on the app.
      _count: { select: { games: true } },
      engineGames: { where: { status: "running" }, select: { id: true } },
    },
  });
  if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
  if (!plays(match, seat.id)) throw new AppError("match_not_yours");
  if (match.tournament.bestOf !== 3) throw new AppError("sideboard_not_bo3");
  if (!seat.deck?.lockedAt) throw new AppError("sideboard_no_deck");
  // A duel's other seat (null at a bye).
  const opponentId = seatIdsOf(match).find((id) => id !== seat.id) ?? null;
  const steps: Steps[] = match.sideboarding.map((s) => ({
    game: s.game,
    seatId: s.seatId,
    swaps: s.swaps as unknown as Swap[],
  }));
  const { event } = match.tournament;
  // A 2v2 event's swaps keep its 21-card, 400-point limits (deckFormatOf).
  const format: Format = event.format === "constructed" ? deckFormatOf(event.mode) : "draft";
  const standing = { recorded: match._count.games, running: match.engineGames.length > 0 };
  return { seat, deck: seat.deck, match, opponentId, steps, format, standing };
}

/** Where a match stands between its games: how many have a recorded result; whether one runs on the app. */
export interface Standing {
  recorded: number;
  running: boolean;
}

/** Games whose sideboarding every player at the table finished (a duel's both, a pod's or a 2v2's
 * every seat), in order (2, then 3). */
function startedGames(steps: Steps[], seats: number): number[] {
  return [2, 3].filter((game) => steps.filter((s) => s.game === game).length === seats);
}

/** The next game of the match: 2 until it starts, then 3 until it starts. */
function nextGame(steps: Steps[], seats: number): number | null {
  const started = startedGames(steps, seats);
  if (!started.includes(2)) return 2;
  if (!started.includes(3)) return 3;
  return null;
}

/** The game being prepared now, or null while a game is played (rulebook §4.1 "Prima dell'inizio di ogni
 * partita": sideboarding is between games). Game 1 is the locked deck's from the match's start, so game 2's
 * sideboarding opens then, unless game 1 runs on the app (a game on paper ends unseen by the app); game 3's opens
 * once game 2, started by everyone's readiness, is over: its result recorded. */
export function preparing(steps: Steps[], seats: number, standing: Standing): number | null {
  const game = nextGame(steps, seats);
  if (game === null || standing.running) return null;
  return game === 2 || standing.recorded >= game - 1 ? game : null;
}

async function catalogFor(tx: Tx | ReturnType<typeof db>, ids: string[]) {
  const cards = await tx.card.findMany({ where: { id: { in: ids } } });
  return cards.map(deckCardOf);
}

/** The player's deck for a game: the locked deck with their swaps of the games before it applied. */
function deckBefore(locked: LockedDeck, pool: DeckCard[], steps: Steps[], seatId: string, game: number): LockedDeck {
  const catalog = createCatalog(pool);
  let current = locked;
  for (const step of steps.filter((s) => s.seatId === seatId && s.game < game).sort((a, b) => a.game - b.game)) {
    const applied = applySwaps(catalog, current, step.swaps);
    if (!applied.ok) throw new Error(`stored swaps for game ${step.game} no longer apply`);
    current = { ...current, deck: applied.deck, sideboard: applied.sideboard };
  }
  return current;
}

function lockedDeckOf(
  deck: { cardIds: string[]; sideboardIds: string[] },
  draftCardIds: string[],
  format: Format,
): LockedDeck {
  if (format === "draft")
    return {
      format,
      deck: deck.cardIds,
      sideboard: draftCardIds.filter((id) => !deck.cardIds.includes(id)),
      pool: draftCardIds,
    };
  return { format, deck: deck.cardIds, sideboard: deck.sideboardIds };
}

export async function mySideboard(eventId: string, matchId: string, device: string | null): Promise<SideboardView> {
  const c = await context(db(), eventId, matchId, device);
  const locked = lockedDeckOf(c.deck, c.seat.draftCardIds, c.format);
  const pool = await catalogFor(db(), [...locked.deck, ...locked.sideboard]);
  const game = openStatus(c.match.status) ? preparing(c.steps, c.match.seats.length, c.standing) : null;
  const base = deckBefore(locked, pool, c.steps, c.seat.id, game ?? 4);
  const mine = game ? c.steps.find((s) => s.game === game && s.seatId === c.seat.id) : undefined;
  return {
    game,
    deck: [...base.deck],
    sideboard: [...base.sideboard],
    format: c.format,
    pool,
    swaps: mine?.swaps ?? null,
    // Every other seat at the table is ready (a duel: the opponent).
    opponentReady: !!game && othersReady(c.steps, game, c.seat.id, c.match.seats.length),
    started: startedGames(c.steps, c.match.seats.length),
  };
}

/** Saves the player's swaps for the game being prepared and marks them ready; refused (nothing
 * saved) when the swapped deck would be illegal, naming every broken rule. */
export async function readyForGame(eventId: string, matchId: string, device: string, input: SideboardInput) {
  type Loaded = Awaited<ReturnType<typeof context>> & { actor: string };
  return writeEventCommand<Loaded, { duplicate: boolean; game: number; started: boolean }>(eventId, {
    // This player's retry about this match (keys are scoped: lib/events/write.ts).
    key: idempotencyScope(matchId, input.idempotencyKey),
    load: async (tx) => {
      const c = await context(tx, eventId, matchId, device);
      return { ...c, actor: `seat:${c.seat.id}` };
    },
    retried: () => ({ duplicate: true, game: input.game, started: false }),
    admit: (_tx, _event, c) => {
      if (!openStatus(c.match.status)) throw new AppError("match_not_playable", { status: c.match.status });
      if (!c.opponentId) throw new AppError("match_not_playable", { status: "bye" });
    },
    reduce: async (tx, _event, c) => {
      const game = preparing(c.steps, c.match.seats.length, c.standing);
      // A game is being played: the next one's sideboarding opens when it is over.
      if (game === null) throw new AppError("sideboard_game_running", { game: input.game, previous: input.game - 1 });
      if (game !== input.game) throw new AppError("sideboard_wrong_game", { game: input.game, current: game });
      if (c.steps.some((s) => s.game === game && s.seatId === c.seat.id))
        throw new AppError("sideboard_already_ready", { game });
      const locked = lockedDeckOf(c.deck, c.seat.draftCardIds, c.format);
      const pool = await catalogFor(tx, [
        ...locked.deck,
        ...locked.sideboard,
        ...input.swaps.flatMap((s) => [s.fromDeck, s.fromSideboard]),
      ]);
      const base = deckBefore(locked, pool, c.steps, c.seat.id, game);
      const applied = applySwaps(createCatalog(pool), base, input.swaps);
      if (!applied.ok) throw illegal(applied.violations, pool);
      await tx.sideboardStep.create({ data: { matchId, game, seatId: c.seat.id, swaps: input.swaps } });
      const bothReady = othersReady(c.steps, game, c.seat.id, c.match.seats.length);
      // The match's version moves so that views (and stale checks) see the change.
      await tx.match.update({ where: { id: matchId }, data: { version: { increment: 1 } } });
      return {
        result: { duplicate: false, game, started: bothReady },
        entries: [
          {
            type: bothReady ? "match.game_started" : "match.sideboard_ready",
            actor: c.actor,
            payload: { matchId, game, seatId: c.seat.id, swaps: input.swaps as unknown as object[] },
          },
        ],
      };
    },
  });
}

/** Whether every seat but `seatId` finished sideboarding for `game`. */
const othersReady = (steps: Steps[], game: number, seatId: string, seats: number) =>
  steps.filter((s) => s.game === game && s.seatId !== seatId).length === seats - 1;

/** The first broken rule as the reason; every violation in the details. */
function illegal(violations: Violation[], pool: DeckCard[]): AppError {
  const first = violations[0]!;
  const card = first.card ? pool.find((c) => c.id === first.card!.id) : undefined;
  const name = card?.name ?? first.card?.name ?? "";
  return new AppError(
    "sideboard_illegal",
    { rule: first.rule, name, nameIt: card?.nameIt ?? name, ...(first.params ?? {}) },
    { violations },
  );
}

/** The deck a seat plays game `game` of a match with: the locked deck and the swaps of the games
 * before it (engine-played games). */
export async function deckForGame(
  tx: Tx | ReturnType<typeof db>,
  matchId: string,
  seatId: string,
  game: number,
): Promise<string[]> {
  const seat = await tx.seat.findUniqueOrThrow({
    where: { id: seatId },
    include: { deck: true, event: { select: { format: true, mode: true } } },
  });
  if (!seat.deck?.lockedAt) throw new AppError("game_needs_decks");
  const format: Format = seat.event.format === "constructed" ? deckFormatOf(seat.event.mode) : "draft";
  const locked = lockedDeckOf(seat.deck, seat.draftCardIds, format);
  const rows = await tx.sideboardStep.findMany({ where: { matchId, seatId } });
  const steps: Steps[] = rows.map((s) => ({ game: s.game, seatId: s.seatId, swaps: s.swaps as unknown as Swap[] }));
  const pool = await catalogFor(tx, [...locked.deck, ...locked.sideboard]);
  return [...deckBefore(locked, pool, steps, seatId, game).deck];
}

/** Whether every player at the table finished sideboarding for this game (games 2 and 3 of a Bo3). */
export async function gameMayStart(tx: Tx | ReturnType<typeof db>, matchId: string, game: number): Promise<boolean> {
  if (game <= 1) return true;
  // One statement at a time: inside a transaction, one connection.
  const ready = await tx.sideboardStep.count({ where: { matchId, game } });
  return ready === (await tx.matchSeat.count({ where: { matchId } }));
}
