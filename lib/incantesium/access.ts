// Who is looking at an Incantesium challenge, and what its pages and the organizer read: a seat of
// the challenge (by device), the event's organizer (judge), or anyone else (spectator: public
// information only); the names at the table; the log export and the replay (the judge's view after
// any step, from the seed, the options and the actions: the engine is deterministic).
import type { Seed } from "@/engine/shared/rng";
import {
  apply,
  createGame,
  isRuleError,
  viewFor,
  type Action,
  type GameEvent,
  type GameView,
  type Mode,
} from "@/engine/incantesium";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { seatOfDevice } from "@/lib/events/seats";
import { gameLogIn, organizerGame, viewerIn, type ViewAs } from "@/lib/engine-games/access";
import { isLogNote, isUndoTaken } from "@/lib/engine-games/log-notes";
import { CHALLENGES } from "@/lib/incantesium/kind";

/** A seat the bot plays is not watched as that seat (the bot's hand stays hidden). */
export const incViewerOf = (gameId: string, as: ViewAs, device: string | null, organizerId: string | null) =>
  viewerIn(CHALLENGES, "refuse", gameId, as, device, organizerId);

async function namesOf(eventId: string, seatIds: string[], bots: string[]) {
  const seats = await db().seat.findMany({ where: { eventId, id: { in: seatIds.filter(Boolean) } } });
  return seatIds.map((id, i) => seats.find((s) => s.id === id)?.displayName ?? (bots[i] ? `Bot ${i + 1}` : "?"));
}

/** What the challenge's phone page needs first: the viewer's seat and the names at the table. */
export async function incPageData(eventId: string, gameId: string, device: string | null) {
  const game = await db().incGame.findUnique({
    where: { id: gameId },
    select: { eventId: true, matchId: true, mode: true, seatIds: true, bots: true },
  });
  if (!game || game.eventId !== eventId) throw new AppError("inc_game_not_found");
  const seat = await seatOfDevice(eventId, device);
  const at = seat ? game.seatIds.indexOf(seat.id) : -1;
  if (at < 0) throw new AppError("inc_game_not_yours");
  return {
    gameId,
    matchId: game.matchId,
    mode: game.mode as Mode,
    seat: at,
    names: await namesOf(eventId, game.seatIds, game.bots),
    bots: game.bots,
  };
}

/** The event's challenges for its organizer (watch, judge, export) and the player's own tables. */
export async function incGamesOf(eventId: string, seatId: string | null = null) {
  const games = await db().incGame.findMany({
    where: { eventId, ...(seatId ? { seatIds: { has: seatId } } : {}) },
    orderBy: { createdAt: "asc" },
    select: { id: true, matchId: true, mode: true, seatIds: true, bots: true, status: true, seq: true, result: true },
  });
  const seats = await db().seat.findMany({ where: { eventId }, select: { id: true, displayName: true } });
  return games.map((g) => ({
    ...g,
    names: g.seatIds.map((id, i) => seats.find((s) => s.id === id)?.displayName ?? (g.bots[i] ? `Bot ${i + 1}` : "?")),
    result: g.result as { winner: number | null; gems: number[] } | null,
  }));
}

/** The whole log (the organizer's export): config, every action with its events. */
export const incGameLog = (gameId: string, organizerId: string) => gameLogIn(CHALLENGES, gameId, organizerId);

export interface IncReplayStep {
  step: number;
  steps: number;
  actor: string;
  action: unknown;
  events: GameEvent[];
  view: GameView;
}

/** Replays the log up to `step` (1 = the start) and returns the judge's view there. */
export async function incReplayStep(gameId: string, organizerId: string, step: number): Promise<IncReplayStep> {
  const game = await organizerGame(CHALLENGES, gameId, organizerId);
  const config = game.config as {
    seed: Seed;
    mode: Mode;
    players: number;
    castes: boolean;
    spirits: boolean;
    castesEachRound?: boolean;
    chainOpenWithMagus?: boolean;
    pairAlternatesAfterRevival?: boolean;
    freshHandIds?: boolean;
    /** Ruling K5: the castes chosen before the challenge (absent: drawn). */
    castesChosen?: boolean;
  };
  // A challenge created before castes were dealt every round (README ruling K3) has no castesEachRound in its
  // config: it is replayed as it was played, with the castes of its first deal throughout.
  // The same for a chain that closed by itself with only the Magus left (before ruling M4), and for the turn that
  // went on clockwise after a lone mage left the round reviving its ally (before ruling T5), and for the cards that
  // kept their ids in a hand (before ruling H1: its log names those ids).
  let state = createGame({
    ...config,
    castesEachRound: config.castesEachRound ?? false,
    chainOpenWithMagus: config.chainOpenWithMagus ?? false,
    pairAlternatesAfterRevival: config.pairAlternatesAfterRevival ?? false,
    freshHandIds: config.freshHandIds ?? false,
  });
  const steps = game.actions.length;
  const target = Math.min(Math.max(1, step), steps);
  let events: GameEvent[] = [];
  const back = new Map<number, ReturnType<typeof createGame>>([[game.actions[0]?.seq ?? 1, state]]);
  for (const entry of game.actions.slice(1, target)) {
    // An undo request or answer is not a move; an undo goes back to the state before what it takes back.
    if (isLogNote(entry.action)) {
      if (isUndoTaken(entry.action)) state = back.get(entry.action.of - 1) ?? state;
      events = [];
    } else {
      const result = apply(state, entry.action as unknown as Action);
      if (isRuleError(result)) throw new Error(`replay of ${gameId} refused step ${entry.seq}: ${result.code}`);
      state = result.state;
      events = result.events;
    }
    back.set(entry.seq, state);
  }
  const at = game.actions[target - 1]!;
  return { step: target, steps, actor: at.actor, action: at.action, events, view: viewFor(state, "judge") };
}
